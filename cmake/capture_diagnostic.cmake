# The docs quote compiler errors without retyping them: each program in docs/diagnostics/ must not
# compile, and its errors (each with the note right after it, if any) are kept in a committed file
# beside it, `<name>.<compiler>.txt`, which the docs include through an `<!-- output: -->` marker.
#   cmake -DCXX=<compiler> -DSOURCE=<file.cpp> -DMESSAGE=<file.txt> -DINCLUDE_DIR=<include>
#         [-DUPDATE=ON] -P capture_diagnostic.cmake
# Without UPDATE the test fails when the compiler now says something else (or compiles the
# program); with UPDATE (`make snippets`) the message file is rewritten. A second line
# `// errors: N` in the program also requires exactly N errors: the proof that bad input gives
# one error and no cascade.

cmake_minimum_required(VERSION 3.25)

# The C locale: the same quotes ('constexpr', not typographic ones) on every machine.
set(ENV{LC_ALL} C)
execute_process(
  COMMAND "${CXX}" -std=c++20 -fsyntax-only -fdiagnostics-color=never "-I${INCLUDE_DIR}" "${SOURCE}"
  RESULT_VARIABLE result
  OUTPUT_VARIABLE output
  ERROR_VARIABLE output)
if(result EQUAL 0)
  message(FATAL_ERROR "ctp: ${SOURCE} compiled with ${CXX}, but it must fail")
endif()

# The diagnostics proper are the lines `file:line:column: kind: text`; the location is dropped.
string(REPLACE ";" "\\;" output "${output}")
string(REPLACE "\n" ";" lines "${output}")
set(message "")
set(errors 0)
set(after_error FALSE)
foreach(line IN LISTS lines)
  if(NOT line MATCHES "^[^ ].*:[0-9]+:[0-9]+: ((fatal error|error|note|warning): .*)$")
    continue()
  endif()
  set(diagnostic "${CMAKE_MATCH_1}")
  if(diagnostic MATCHES "^(fatal error|error): ")
    math(EXPR errors "${errors} + 1")
    string(APPEND message "${diagnostic}\n")
    set(after_error TRUE)
  elseif(after_error AND diagnostic MATCHES "^note: ")
    string(APPEND message "${diagnostic}\n")
    set(after_error FALSE)
  else()
    set(after_error FALSE)
  endif()
endforeach()
if(message STREQUAL "")
  message(FATAL_ERROR "ctp: ${CXX} rejected ${SOURCE} without an `error:` line:\n${output}")
endif()

file(STRINGS "${SOURCE}" head LIMIT_COUNT 2)
if(head MATCHES "// errors: ([0-9]+)" AND NOT errors EQUAL CMAKE_MATCH_1)
  message(FATAL_ERROR "ctp: ${CXX} gave ${errors} errors for ${SOURCE}, not ${CMAKE_MATCH_1}:\n"
                      "${output}")
endif()

include("${CMAKE_CURRENT_LIST_DIR}/committed_text.cmake")
ctp_keep_or_check("${MESSAGE}" "${message}" "what ${CXX} says about ${SOURCE}")
