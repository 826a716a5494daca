# Checks one picture of `ctp ... --svg` (a case written by ctp_svg_test, see svg_tests.cmake):
#   cmake -DTOOL=<ctp> -DCASE=<case file> -DWORK=<dir> -DXMLLINT=<xmllint> -DRSVG=<rsvg-convert>
#         -P check_svg.cmake
# The case file sets ARGS. The picture
# 1. is written with exit code 0 and nothing on standard error, to standard output and, in a
#    second run, with -o FILE: the two are the same bytes (the tool draws alike on every run);
# 2. is well-formed XML (xmllint --noout);
# 3. renders (rsvg-convert to PNG, a file that is not empty).
include("${CASE}")
file(MAKE_DIRECTORY "${WORK}")
set(first "${WORK}/stdout.svg")
set(second "${WORK}/output.svg")
set(png "${WORK}/picture.png")
file(REMOVE "${first}" "${second}" "${png}")
list(JOIN ARGS " " command)

execute_process(COMMAND "${TOOL}" ${ARGS} OUTPUT_FILE "${first}" ERROR_VARIABLE err
                RESULT_VARIABLE exit TIMEOUT 60)
if(NOT exit EQUAL 0 OR NOT err STREQUAL "")
  message(FATAL_ERROR "ctp ${command}: exit code ${exit}, standard error: ${err}")
endif()
execute_process(COMMAND "${TOOL}" ${ARGS} -o "${second}" OUTPUT_VARIABLE out ERROR_VARIABLE err
                RESULT_VARIABLE exit TIMEOUT 60)
if(NOT exit EQUAL 0 OR NOT err STREQUAL "" OR NOT out STREQUAL "")
  message(FATAL_ERROR "ctp ${command} -o ${second}: exit code ${exit}, standard output: "
                      "${out}, standard error: ${err}")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" -E compare_files "${first}" "${second}"
                RESULT_VARIABLE differs)
if(differs)
  message(FATAL_ERROR "ctp ${command}: two runs drew different bytes: ${first}, ${second}")
endif()

foreach(tool IN ITEMS XMLLINT RSVG)
  if(NOT ${tool} OR NOT EXISTS "${${tool}}")
    message(FATAL_ERROR "xmllint (libxml2-utils) and rsvg-convert (librsvg2-bin) are needed; "
                        "run scripts/setup")
  endif()
endforeach()
execute_process(COMMAND "${XMLLINT}" --noout "${first}" ERROR_VARIABLE err RESULT_VARIABLE exit)
if(NOT exit EQUAL 0)
  message(FATAL_ERROR "ctp ${command}: not well-formed XML (${first}):\n${err}")
endif()
execute_process(COMMAND "${RSVG}" "${first}" -o "${png}" ERROR_VARIABLE err RESULT_VARIABLE exit)
if(exit EQUAL 0 AND EXISTS "${png}")
  file(SIZE "${png}" size)
endif()
if(NOT exit EQUAL 0 OR NOT size GREATER 0)
  message(FATAL_ERROR "ctp ${command}: rsvg-convert did not render ${first}:\n${err}")
endif()
