# cmake -DSOURCE=<tests/cmake/generate_header> -DBINARY=<dir> -DCTP_SOURCE_DIR=<ctp>
#       -DCTP_GEN=<ctp-gen> -DCXX=<compiler> -P generate_header_twice.cmake
#
# ctp_generate_header runs ctp-gen only when its inputs change, with Unix Makefiles too, which
# judges by file times: ctp-gen rewrites a header only when it changes, so were the header the
# command's output, a ctp-gen newer than an unchanged header would run on every build. Configures
# the `build` case with Unix Makefiles and a copy of ctp-gen, and builds it: once (ctp-gen runs),
# again after the copy is touched, as a rebuilt ctp-gen would be (it runs, and writes the same
# header), and a third time, which must not run it.
file(REMOVE_RECURSE "${BINARY}")
file(COPY "${CTP_GEN}" DESTINATION "${BINARY}/tool")
get_filename_component(tool_name "${CTP_GEN}" NAME)
set(tool "${BINARY}/tool/${tool_name}")
execute_process(
  COMMAND "${CMAKE_COMMAND}" -S "${SOURCE}" -B "${BINARY}/consumer" -G "Unix Makefiles"
          -DCASE=build "-DCTP_SOURCE_DIR=${CTP_SOURCE_DIR}" "-DCTP_GEN_EXECUTABLE=${tool}"
          "-DCMAKE_CXX_COMPILER=${CXX}"
  RESULT_VARIABLE failed OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(failed)
  message(FATAL_ERROR "ctp: configuring the consumer failed:\n${out}")
endif()
foreach(round IN ITEMS first touched third)
  if(round STREQUAL "touched")
    execute_process(COMMAND "${CMAKE_COMMAND}" -E sleep 1)
    file(TOUCH "${tool}")
  endif()
  execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BINARY}/consumer"
                  RESULT_VARIABLE failed OUTPUT_VARIABLE ${round} ERROR_VARIABLE ${round})
  if(failed)
    message(FATAL_ERROR "ctp: the ${round} build failed:\n${${round}}")
  endif()
endforeach()
foreach(round IN ITEMS first touched)
  if(NOT ${round} MATCHES "ctp-gen hanoi 3 -> tables/hanoi.hpp" OR
     NOT ${round} MATCHES "ctp-gen rings 5 --data beside -> tables/rings.hpp")
    message(FATAL_ERROR "ctp: the ${round} build did not run ctp-gen:\n${${round}}")
  endif()
endforeach()
execute_process(COMMAND "${BINARY}/consumer/hanoi_consumer" RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "ctp: the consumer built twice answers wrong")
endif()
if(third MATCHES "ctp-gen (hanoi|rings)")
  message(FATAL_ERROR "ctp: the third build ran ctp-gen again, with nothing changed:\n${third}")
endif()
