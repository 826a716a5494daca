# Regenerates a committed table from the command in its own banner:
#   // Regenerate: ctp-gen <arguments> -o <this file>
# cmake -DGENERATOR=<ctp-gen> -DHEADER=<file> [-DCHECK=ON] -P regenerate_table.cmake
# With CHECK the table is regenerated into a temporary file and must be byte-identical (the
# tables cannot go stale); without, the header is rewritten (when it changed).
cmake_minimum_required(VERSION 3.25)

file(STRINGS "${HEADER}" banner REGEX "^// Regenerate: ctp-gen .* -o <this file>$" LIMIT_COUNT 1)
if(NOT banner MATCHES "^// Regenerate: ctp-gen (.*) -o <this file>$")
  message(FATAL_ERROR "ctp: ${HEADER} has no `// Regenerate: ctp-gen ... -o <this file>` line")
endif()
separate_arguments(arguments UNIX_COMMAND "${CMAKE_MATCH_1}")

if(CHECK)
  get_filename_component(name "${HEADER}" NAME)
  set(output "${CMAKE_CURRENT_BINARY_DIR}/regenerated_${name}")
else()
  set(output "${HEADER}")
endif()
execute_process(COMMAND "${GENERATOR}" ${arguments} -o "${output}" RESULT_VARIABLE result ERROR_VARIABLE error)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "ctp: regenerating ${HEADER} failed: ${error}")
endif()
if(CHECK)
  execute_process(COMMAND "${CMAKE_COMMAND}" -E compare_files "${HEADER}" "${output}" RESULT_VARIABLE differs)
  if(differs)
    message(FATAL_ERROR "ctp: ${HEADER} differs from what ctp-gen writes now (${output}); "
                        "run `make tables` to regenerate the committed tables")
  endif()
  file(REMOVE "${output}")
  message(STATUS "ctp: ${HEADER} is what ctp-gen writes")
endif()
