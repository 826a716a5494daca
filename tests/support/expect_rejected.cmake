# The test headers.reject_without_exceptions: PROGRAM (reject_without_exceptions.cpp, built with
# -fno-exceptions) parses good text and answers; it refuses bad text with its one `ctp: ` line on
# standard error and a failing exit, printing no answer.
# cmake -DPROGRAM=<program> -P expect_rejected.cmake
execute_process(COMMAND "${PROGRAM}" HHHTTTHHH RESULT_VARIABLE result OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
if(NOT result EQUAL 0 OR NOT out STREQUAL "parsed 56\n" OR NOT err STREQUAL "")
  message(FATAL_ERROR "ctp: good text must parse to 56; got exit ${result}, output `${out}`, "
                      "errors `${err}`")
endif()
execute_process(COMMAND "${PROGRAM}" XYZ RESULT_VARIABLE result OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
set(expected "ctp: a nine tails board needs one letter H or T for each cell\n")
if(result EQUAL 0 OR NOT out STREQUAL "" OR NOT err STREQUAL expected)
  message(FATAL_ERROR "ctp: bad text must be refused with `${expected}` and a failing exit; got "
                      "exit ${result}, output `${out}`, errors `${err}`")
endif()
message(STATUS "ctp: without exceptions, bad text is refused: ${err}")
