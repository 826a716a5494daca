# Runs the ctp tool (or ctp-gen) twice, on two command lines that must give the same answer (e.g.
# with --jobs 1 and --jobs 2), and checks that both exit with 0, write nothing on standard error,
# and write the same standard output byte for byte, not empty:
#   cmake -DTOOL=<path> -DCASE=<case file> -P same_output.cmake
# The case file (written by ctp_cli_same_output, see jobs_tests.cmake) sets FIRST and SECOND, the
# two command lines' arguments.
include("${CASE}")

set(problems "")
foreach(run IN ITEMS FIRST SECOND)
  execute_process(COMMAND "${TOOL}" ${${run}} OUTPUT_VARIABLE out_${run} ERROR_VARIABLE err
                  RESULT_VARIABLE exit INPUT_FILE /dev/null TIMEOUT 60)
  list(JOIN ${run} " " command_${run})
  if(NOT exit STREQUAL "0")
    string(APPEND problems "${command_${run}}: exit code: expected 0, got ${exit}\n")
  endif()
  if(NOT err STREQUAL "")
    string(APPEND problems "${command_${run}}: standard error must be empty, got: ${err}\n")
  endif()
endforeach()
if(out_FIRST STREQUAL "")
  string(APPEND problems "${command_FIRST}: standard output must not be empty\n")
endif()
if(NOT out_FIRST STREQUAL out_SECOND)
  string(APPEND problems "the outputs differ:\n--- ${command_FIRST}\n${out_FIRST}[end]\n"
                         "--- ${command_SECOND}\n${out_SECOND}[end]\n")
endif()
if(problems)
  message(FATAL_ERROR "${problems}")
endif()
