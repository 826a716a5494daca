# Runs the ctp tool (or ctp-gen) on the largest input a bound accepts, when its whole answer takes
# too long for a test: the bound is checked before any work, so an input that is refused fails
# at once, and one that is accepted is still at work when the time is up, or has answered.
#   cmake -DTOOL=<path> -DCASE=<case file> -DSECONDS=<n> -P run_accepted.cmake
# The case file sets ARGS, the arguments. The run passes if it ended with exit code 0, or was
# stopped after SECONDS, and wrote nothing on standard error either way.
include("${CASE}")

execute_process(COMMAND "${TOOL}" ${ARGS} OUTPUT_FILE /dev/null INPUT_FILE /dev/null
                ERROR_VARIABLE err RESULT_VARIABLE exit TIMEOUT ${SECONDS})

set(problems "")
if(NOT exit STREQUAL "0" AND NOT exit MATCHES "timeout")
  string(APPEND problems "expected exit code 0, or still running after ${SECONDS} s; got ${exit}\n")
endif()
if(NOT err STREQUAL "")
  string(APPEND problems "standard error must be empty\n")
endif()
if(problems)
  list(JOIN ARGS " " command)
  message(FATAL_ERROR "${command}\n${problems}--- standard error:\n${err}[end]")
endif()
