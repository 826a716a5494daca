# What the docs quote from a compiler (an error, an assembly listing) is kept in a committed text
# file, so that a reader sees it and a test proves it is still what the compiler says. Included by
# capture_diagnostic.cmake and capture_codegen.cmake.

# With UPDATE, writes text to file (only when it changed); otherwise fails unless file already
# holds text. `what` says in a few words what the file holds, for the message.
function(ctp_keep_or_check file text what)
  if(UPDATE)
    set(committed "")
    if(EXISTS "${file}")
      file(READ "${file}" committed)
    endif()
    if(NOT committed STREQUAL text)
      file(WRITE "${file}" "${text}")
      message(STATUS "ctp: updated ${file}")
    endif()
    return()
  endif()
  if(NOT EXISTS "${file}")
    message(FATAL_ERROR "ctp: ${file} does not exist; run `make snippets` to capture it")
  endif()
  file(READ "${file}" committed)
  if(NOT committed STREQUAL text)
    message(FATAL_ERROR "ctp: ${file} no longer shows ${what}\n"
                        "  shown:\n${committed}  now:\n${text}"
                        "Run `make snippets` to capture it again.")
  endif()
  message(STATUS "ctp: ${file} shows ${what}")
endfunction()
