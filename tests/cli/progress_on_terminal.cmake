# Runs the ctp tool (or ctp-gen) with standard error on a terminal, made by util-linux's
# `script`, and checks that the progress line shows and is erased at the end (cli/progress.hpp):
#   cmake -DSCRIPT=<script> -DTOOL=<path> -DCASE=<case file> -P progress_on_terminal.cmake
# The case file sets ARGS, the arguments (standard output goes to /dev/null), and LINE, a regular
# expression the progress line must match; the terminal's whole text must be that line painted
# over itself ("\r" before each) once or more, then spaces that erase it and a last "\r".
include("${CASE}")

set(command "'${TOOL}'")
foreach(argument IN LISTS ARGS)
  string(APPEND command " '${argument}'")
endforeach()
execute_process(COMMAND "${SCRIPT}" -qec "${command} > /dev/null" /dev/null
                OUTPUT_VARIABLE terminal RESULT_VARIABLE exit INPUT_FILE /dev/null TIMEOUT 300)

set(problems "")
if(NOT exit STREQUAL "0")
  string(APPEND problems "exit code: expected 0, got ${exit}\n")
endif()
if(NOT terminal MATCHES "^(\r${LINE})+\r +\r$")
  string(APPEND problems "the terminal must show the progress line (${LINE}), then erase it\n")
endif()
if(problems)
  string(REPLACE "\r" "\\r" shown "${terminal}")
  message(FATAL_ERROR "${command}\n${problems}--- terminal:\n${shown}[end]")
endif()
