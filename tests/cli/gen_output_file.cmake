# ctp-gen -o: the file is written, left untouched when regenerated unchanged, replaced when the
# contents change, and never left behind half-written after an error.
# cmake -DTOOL=<ctp-gen> -DWORK=<scratch directory> -P gen_output_file.cmake
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(header "${WORK}/table.hpp")

function(generate expected_exit)
  execute_process(COMMAND "${TOOL}" ${ARGN} -o "${header}" RESULT_VARIABLE exit ERROR_VARIABLE err)
  if(NOT exit EQUAL expected_exit)
    message(FATAL_ERROR "ctp-gen ${ARGN}: expected exit ${expected_exit}, got ${exit}: ${err}")
  endif()
endfunction()

generate(0 hanoi --discs 3)
file(READ "${header}" first)
# Mark the file as old; an unchanged regeneration must leave it so.
execute_process(COMMAND touch -d "2001-01-01 00:00:00" "${header}")
file(TIMESTAMP "${header}" before "%Y")
generate(0 hanoi --discs 3)
file(TIMESTAMP "${header}" after "%Y")
if(NOT after STREQUAL "2001")
  message(FATAL_ERROR "an unchanged table was rewritten (timestamp ${before} -> ${after})")
endif()
generate(0 hanoi --discs 4)
file(READ "${header}" second)
if(first STREQUAL second OR NOT second MATCHES "ABCABCABCABCABC")
  message(FATAL_ERROR "a changed table was not rewritten")
endif()

file(REMOVE "${header}")
generate(2 hanoi --discs 0)
file(GLOB left "${WORK}/*")
if(left)
  message(FATAL_ERROR "a failed run left files behind: ${left}")
endif()
message(STATUS "ctp-gen -o: written, kept when unchanged, replaced when changed, nothing left on error")
