# The test harness. A test's file name says its kind (see docs/design.md):
#   static_*.cpp  namespace-scope static_asserts; built in ALL, so building is the proof
#   *_test.cpp    Catch2; built twice: as is, and relaxed (STATIC_REQUIRE checked at run time)
#   fail_*.cpp    must not compile; its first line is `// expect: ctp: ...`; built once more with
#                 CTP_FAIL_CONTROL defined, which must compile (the bad line is the only cause)
# A file whose first lines hold `// label: heavy` is labelled heavy (compile-heavy).

include(ctp_sanitize)

# Warnings as errors on every test target.
function(ctp_test_options target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Werror)
  target_include_directories(${target} PRIVATE "${PROJECT_SOURCE_DIR}/tests/support")
  ctp_sanitize_options(${target})
endfunction()

# A target whose proof is its compilation: the static_ and fail_ kinds, which are never run, and
# the strict build of a Catch2 test, whose STATIC_REQUIREs are proven by compiling and whose
# run-time checks the relaxed build runs again, optimised. A constant evaluation is the same at
# every optimisation level, so these are compiled without optimisation, which g++-12 does
# markedly faster (docs/performance.md, "The time of make test").
function(ctp_compile_only_options target)
  target_compile_options(${target} PRIVATE -O0)
endfunction()

# What makes a Catch2 test's flavour: the relaxed build checks its STATIC_REQUIREs at run time,
# optimised; the strict build proves them by compiling, so it is compiled only.
function(ctp_catch_flavour_options target flavour)
  if(flavour STREQUAL "relaxed")
    target_compile_definitions(${target} PRIVATE CATCH_CONFIG_RUNTIME_STATIC_REQUIRE)
  else()
    ctp_compile_only_options(${target})
  endif()
endfunction()

# Catch2's header, precompiled once a flavour (ctp_catch_precompiled_<flavour>) with the flags of
# that flavour's tests, which reuse it: Catch2 v2's single header is about a second of g++-12 or
# clang++-19 in every test source otherwise. A test sees the same text either way, since
# tests/support/catch.hpp is the header it includes first. -Winvalid-pch (which CMake adds) and
# -Werror turn a precompiled header that no longer fits its flags into an error, never a silent
# second parse.
function(ctp_add_catch_precompiled flavour)
  set(target ctp_catch_precompiled_${flavour})
  add_library(${target} OBJECT "${PROJECT_SOURCE_DIR}/tests/support/catch_precompiled.cpp")
  target_link_libraries(${target} PRIVATE ctp::ctp ctp_catch_main)
  ctp_test_options(${target})
  ctp_catch_flavour_options(${target} ${flavour})
  target_precompile_headers(${target} PRIVATE <catch.hpp>)
endfunction()

# The labels a test file asks for, plus its kind.
function(ctp_file_labels out file kind)
  file(STRINGS "${file}" head LIMIT_COUNT 6)
  set(labels ${kind})
  if(head MATCHES "// label: heavy")
    list(APPEND labels heavy)
  endif()
  set(${out} ${labels} PARENT_SCOPE)
endfunction()

# A test that passes when `target` is built (or already up to date).
function(ctp_add_build_test name target labels)
  add_test(NAME ${name}
    COMMAND "${CMAKE_COMMAND}" --build "${CMAKE_BINARY_DIR}" --target ${target})
  set_tests_properties(${name} PROPERTIES LABELS "${labels}")
endfunction()

# Registers every test of one folder, e.g. ctp_add_tests(hanoi LINK ctp::ctp).
function(ctp_add_tests suite)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "LINK")
  set(dir "${CMAKE_CURRENT_SOURCE_DIR}")
  file(GLOB static_sources CONFIGURE_DEPENDS "${dir}/static_*.cpp")
  file(GLOB catch_sources CONFIGURE_DEPENDS "${dir}/*_test.cpp")
  file(GLOB fail_sources CONFIGURE_DEPENDS "${dir}/fail_*.cpp")

  # Catch2 tests run under the sanitizers too; the compile-time kinds do not need to. There, only
  # the relaxed build: the strict one checks its STATIC_REQUIREs at compile time, so at run time
  # it runs a part of what the relaxed one runs.
  set(flavours strict relaxed)
  if(CTP_SANITIZE)
    set(flavours relaxed)
  endif()
  foreach(source IN LISTS catch_sources)
    get_filename_component(stem "${source}" NAME_WE)
    ctp_file_labels(labels "${source}" catch)
    foreach(flavour IN LISTS flavours)
      set(target ${suite}_${stem}_${flavour})
      add_executable(${target} "${source}")
      target_link_libraries(${target} PRIVATE ${arg_LINK} ctp_catch_main)
      ctp_test_options(${target})
      ctp_catch_flavour_options(${target} ${flavour})
      target_precompile_headers(${target} REUSE_FROM ctp_catch_precompiled_${flavour})
      add_test(NAME ${suite}.${stem}.${flavour} COMMAND ${target})
      set_tests_properties(${suite}.${stem}.${flavour} PROPERTIES LABELS "${labels}")
    endforeach()
  endforeach()
  if(CTP_SANITIZE)
    return()
  endif()

  foreach(source IN LISTS static_sources)
    get_filename_component(stem "${source}" NAME_WE)
    ctp_file_labels(labels "${source}" static)
    set(target ${suite}_${stem})
    add_library(${target} OBJECT "${source}")
    target_link_libraries(${target} PRIVATE ${arg_LINK})
    ctp_test_options(${target})
    ctp_compile_only_options(${target})
    ctp_add_build_test(${suite}.${stem} ${target} "${labels}")
  endforeach()

  foreach(source IN LISTS fail_sources)
    get_filename_component(stem "${source}" NAME_WE)
    ctp_file_labels(labels "${source}" fail)
    file(STRINGS "${source}" first LIMIT_COUNT 1)
    if(NOT first MATCHES "^// expect: (.+)$")
      message(FATAL_ERROR "${source}: the first line must be `// expect: <message>`")
    endif()
    set(target ${suite}_${stem})
    add_library(${target} OBJECT EXCLUDE_FROM_ALL "${source}")
    target_link_libraries(${target} PRIVATE ${arg_LINK})
    ctp_test_options(${target})
    ctp_compile_only_options(${target})
    add_test(NAME ${suite}.${stem}
      COMMAND "${Python3_EXECUTABLE}" -B "${PROJECT_SOURCE_DIR}/scripts/expect_compile_error.py"
              --cmake "${CMAKE_COMMAND}" --build-dir "${CMAKE_BINARY_DIR}" --target "${target}"
              --expected "${CMAKE_MATCH_1}")
    set_tests_properties(${suite}.${stem} PROPERTIES LABELS "${labels}")
    # The control: the same file without its bad line compiles, in ALL.
    add_library(${target}_control OBJECT "${source}")
    target_link_libraries(${target}_control PRIVATE ${arg_LINK})
    target_compile_definitions(${target}_control PRIVATE CTP_FAIL_CONTROL)
    ctp_test_options(${target}_control)
    ctp_compile_only_options(${target}_control)
    ctp_add_build_test(${suite}.${stem}.control ${target}_control "${labels}")
  endforeach()
endfunction()

# The strictest warnings a program that includes ctp's headers might build with: every public
# header and every header ctp-gen emits compiles under them (the headers.* tests).
set(ctp_strict_warnings -Wall -Wextra -Wpedantic -Wconversion -Wsign-conversion -Wshadow
    -Wold-style-cast -Werror)

# The header checks of `headers` (paths below an include directory), label headers:
#   headers.<name>.strict         every header compiles alone, included twice (the guard works),
#                                 under ctp_strict_warnings (a superset of the tests' warnings)
#   headers.<name>.no_exceptions  the same with -fno-exceptions
#   headers.<name>.two_units      two translation units that include every header link into one
#                                 program (no duplicate symbols, no ODR trouble), built strict and
#                                 without exceptions, and the program runs: MAIN is its main (a
#                                 third unit; by default one that returns 0)
function(ctp_add_header_checks name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "MAIN" "HEADERS;LINK")
  set(sources "")
  set(includes "")
  foreach(header IN LISTS arg_HEADERS)
    string(MAKE_C_IDENTIFIER "${header}" id)
    set(source "${CMAKE_CURRENT_BINARY_DIR}/headers/${id}.cpp")
    file(CONFIGURE OUTPUT "${source}"
      CONTENT "#include <${header}>\n#include <${header}>\n")
    list(APPEND sources "${source}")
    string(APPEND includes "#include <${header}>\n")
  endforeach()
  foreach(flavour IN ITEMS strict no_exceptions)
    set(target headers_${name}_${flavour})
    add_library(${target} OBJECT ${sources})
    target_link_libraries(${target} PRIVATE ${arg_LINK})
    target_compile_options(${target} PRIVATE ${ctp_strict_warnings})
    if(flavour STREQUAL "no_exceptions")
      target_compile_options(${target} PRIVATE -fno-exceptions)
    endif()
    ctp_add_build_test(headers.${name}.${flavour} ${target} headers)
  endforeach()

  set(units "")
  foreach(unit IN ITEMS first second)
    set(source "${CMAKE_CURRENT_BINARY_DIR}/headers/${name}_${unit}_unit.cpp")
    file(CONFIGURE OUTPUT "${source}" CONTENT "// The ${unit} of two units that include every header.\n${includes}")
    list(APPEND units "${source}")
  endforeach()
  if(arg_MAIN)
    list(APPEND units "${arg_MAIN}")
  else()
    set(source "${CMAKE_CURRENT_BINARY_DIR}/headers/${name}_main.cpp")
    file(CONFIGURE OUTPUT "${source}" CONTENT "int main() { return 0; }\n")
    list(APPEND units "${source}")
  endif()
  set(target headers_${name}_two_units)
  add_executable(${target} ${units})
  target_link_libraries(${target} PRIVATE ${arg_LINK})
  target_compile_options(${target} PRIVATE ${ctp_strict_warnings} -fno-exceptions)
  add_test(NAME headers.${name}.two_units COMMAND ${target})
  set_tests_properties(headers.${name}.two_units PROPERTIES LABELS headers)
endfunction()
