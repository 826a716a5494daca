# Runs the ctp tool (or ctp-gen) once and checks every fact of one case (written by ctp_cli_test,
# see CMakeLists.txt here):  cmake -DTOOL=<path> -DCASE=<case file> [-DPREFIX=ctp-gen] -P run_cli.cmake
# PREFIX is the tool's name, which starts its error lines (ctp by default).
# The case file sets
#   ARGS         the arguments;
#   EXIT         the exit code the tool must return;
#   OUT_FILE     a file holding the exact standard output, or
#   OUT_MATCHES  a regular expression standard output must match (without either, standard
#                output must be empty);
#   ERR          a regular expression the one `ctp: ` line on standard error must match (without
#                it, standard error must be empty);
#   PIPE         a command that reads the tool's standard output (e.g. `head -c 30`); its output
#                is then the one checked, and it must exit with 0;
#   OUTPUT_FILE  a file that receives standard output instead (e.g. /dev/full);
#   INPUT_FILE   a file read as standard input (without it, standard input is empty).
# Every run has a time limit, so a tool that does not stop when its reader does fails.
include("${CASE}")
if(NOT PREFIX)
  set(PREFIX ctp)
endif()

set(out "")
set(run COMMAND "${TOOL}" ${ARGS})
if(PIPE)
  list(APPEND run COMMAND ${PIPE})
endif()
if(OUTPUT_FILE)
  set(capture OUTPUT_FILE "${OUTPUT_FILE}")
else()
  set(capture OUTPUT_VARIABLE out)
endif()
if(NOT INPUT_FILE)
  set(INPUT_FILE /dev/null)
endif()
execute_process(${run} ${capture} INPUT_FILE "${INPUT_FILE}" ERROR_VARIABLE err
                RESULTS_VARIABLE exits TIMEOUT 60)

set(problems "")
list(GET exits 0 exit)
if(NOT exit STREQUAL EXIT)
  string(APPEND problems "exit code: expected ${EXIT}, got ${exit}\n")
endif()
if(PIPE)
  list(GET exits 1 pipe_exit)
  if(NOT pipe_exit STREQUAL "0")
    list(JOIN PIPE " " reader)
    string(APPEND problems "the reader `${reader}` returned ${pipe_exit}\n")
  endif()
endif()

if(DEFINED ERR)
  if(NOT err MATCHES "^${PREFIX}: [^\n]*\n$")
    string(APPEND problems "standard error must be one line starting `${PREFIX}: `\n")
  elseif(NOT err MATCHES "${ERR}")
    string(APPEND problems "standard error does not match: ${ERR}\n")
  endif()
elseif(NOT err STREQUAL "")
  string(APPEND problems "standard error must be empty\n")
endif()

if(DEFINED OUT_FILE)
  file(READ "${OUT_FILE}" expected)
  if(NOT out STREQUAL expected)
    string(APPEND problems "standard output differs; expected:\n${expected}[end]\n")
  endif()
elseif(DEFINED OUT_MATCHES)
  if(NOT out MATCHES "${OUT_MATCHES}")
    string(APPEND problems "standard output does not match: ${OUT_MATCHES}\n")
  endif()
elseif(NOT out STREQUAL "")
  string(APPEND problems "standard output must be empty\n")
endif()

if(problems)
  list(JOIN ARGS " " command)
  message(FATAL_ERROR "${PREFIX} ${command}\n${problems}"
                      "--- standard output:\n${out}[end]\n--- standard error:\n${err}[end]")
endif()
