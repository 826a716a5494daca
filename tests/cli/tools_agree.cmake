# Runs ctp and ctp-gen once each on the same mistake (or request) and checks that the two tools
# answer alike, as their one command-line layer (generators/cli/tool.hpp) makes them:
#   cmake -DCTP=<ctp> -DCTP_GEN=<ctp-gen> -DCASE=<case file> -P tools_agree.cmake
# The case file (written by ctp_tools_agree, see ctp_gen_tests.cmake) sets
#   CTP_ARGS, GEN_ARGS  the arguments of each tool;
#   EXIT                the exit code both must return;
#   OUT_MATCHES         with EXIT 0: a regular expression both standard outputs must match
#                       (standard error must then be empty);
#   ERR                 otherwise: a regular expression the message of both must match; each
#                       tool's standard error must be one line `<tool>: <message>` and its
#                       standard output empty;
#   SAME_ERROR          if true, the two messages (after the tool's name) must be equal.
# In OUT_MATCHES and ERR, @tool@ stands for the tool's name (ctp or ctp-gen).
cmake_minimum_required(VERSION 3.25)  # @tool@ is text, not a variable (CMP0053)
include("${CASE}")

set(problems "")
foreach(tool IN ITEMS ctp ctp-gen)
  if(tool STREQUAL "ctp")
    set(program "${CTP}")
    set(args ${CTP_ARGS})
  else()
    set(program "${CTP_GEN}")
    set(args ${GEN_ARGS})
  endif()
  execute_process(COMMAND "${program}" ${args} OUTPUT_VARIABLE out ERROR_VARIABLE err
                  RESULT_VARIABLE exit INPUT_FILE /dev/null TIMEOUT 60)
  list(JOIN args " " command)
  set(run "${tool} ${command}")
  if(NOT exit STREQUAL EXIT)
    string(APPEND problems "${run}: exit code: expected ${EXIT}, got ${exit}\n")
  endif()
  if(EXIT STREQUAL "0")
    string(REPLACE "@tool@" "${tool}" expected "${OUT_MATCHES}")
    if(NOT out MATCHES "${expected}")
      string(APPEND problems "${run}: standard output does not match: ${expected}\n")
    endif()
    if(NOT err STREQUAL "")
      string(APPEND problems "${run}: standard error must be empty, got: ${err}\n")
    endif()
    continue()
  endif()
  if(NOT out STREQUAL "")
    string(APPEND problems "${run}: standard output must be empty, got: ${out}\n")
  endif()
  if(NOT err MATCHES "^${tool}: ([^\n]*)\n$")
    string(APPEND problems "${run}: standard error must be one line starting `${tool}: `, got: "
                           "${err}\n")
    continue()
  endif()
  set(message_${tool} "${CMAKE_MATCH_1}")
  string(REPLACE "@tool@" "${tool}" expected "${ERR}")
  if(NOT message_${tool} MATCHES "${expected}")
    string(APPEND problems "${run}: the message does not match: ${expected}\n  got: "
                           "${message_${tool}}\n")
  endif()
endforeach()

if(SAME_ERROR AND NOT problems AND NOT message_ctp STREQUAL message_ctp-gen)
  string(APPEND problems "the tools' messages differ:\n  ctp:     ${message_ctp}\n"
                         "  ctp-gen: ${message_ctp-gen}\n")
endif()
if(problems)
  message(FATAL_ERROR "${problems}")
endif()
