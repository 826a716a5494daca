# ctp_sanitize_options(target): in the sanitize build (CTP_SANITIZE), AddressSanitizer and UBSan
# on a run-time target, so that the tests and the tools run sanitized; in the fuzz build
# (CTP_FUZZ), the same and libFuzzer's coverage instrumentation too (the fuzz targets link
# libFuzzer itself, tests/fuzz/CMakeLists.txt).
function(ctp_sanitize_options target)
  if(CTP_FUZZ)
    set(sanitize -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all
                 -fno-omit-frame-pointer)
    target_compile_options(${target} PRIVATE ${sanitize})
    target_link_options(${target} PRIVATE ${sanitize})
  elseif(CTP_SANITIZE)
    set(sanitize -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
    target_compile_options(${target} PRIVATE ${sanitize})
    target_link_options(${target} PRIVATE ${sanitize})
  endif()
endfunction()
