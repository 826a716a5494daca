# cmake --install with ctp-gen the only tool built, as `cmake -DSOURCE=<repo> -DWORK=<dir>
# -DCTP_GEN=<ctp-gen> -DGENERATOR=<generator> -DCXX=<compiler> -P install_one_tool.cmake`: it
# installs ctp-gen, the headers and the package files, and no ctp; the package found in that
# prefix imports ctp::ctp-gen alone (one_tool/).
#
# The tree is configured afresh, and CTP_GEN, this build's ctp-gen, is put where that tree's own
# build would write it: an install copies files and builds nothing, and building the tools again
# would cost minutes for the same bytes.
file(REMOVE_RECURSE "${WORK}")
set(tree "${WORK}/build")
set(prefix "${WORK}/prefix")

# run(<what> <command>...): runs the command, and stops with what it said when it fails.
function(run what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE failed OUTPUT_VARIABLE said ERROR_VARIABLE said)
  if(failed)
    message(FATAL_ERROR "ctp: ${what} failed:\n${said}")
  endif()
  set(said "${said}" PARENT_SCOPE)
endfunction()

run("configuring ctp" "${CMAKE_COMMAND}" -S "${SOURCE}" -B "${tree}" -G "${GENERATOR}"
    "-DCMAKE_CXX_COMPILER=${CXX}" -DCMAKE_BUILD_TYPE=Release -DCTP_BUILD_TESTS=OFF)
file(COPY_FILE "${CTP_GEN}" "${tree}/bin/ctp-gen")
run("installing with ctp-gen the only tool built" "${CMAKE_COMMAND}" --install "${tree}"
    --prefix "${prefix}")

foreach(file IN ITEMS bin/ctp-gen include/ctp.hpp include/ctp/single_include/ctp.hpp
                      share/cmake/ctp/ctpConfig.cmake share/pkgconfig/ctp.pc)
  if(NOT EXISTS "${prefix}/${file}")
    message(FATAL_ERROR "ctp: the install with only ctp-gen built has no ${file}")
  endif()
endforeach()
if(EXISTS "${prefix}/bin/ctp")
  message(FATAL_ERROR "ctp: the install has a ctp, which was never built")
endif()

run("finding the package" "${CMAKE_COMMAND}" -S "${CMAKE_CURRENT_LIST_DIR}/one_tool"
    -B "${WORK}/consumer" -G "${GENERATOR}" "-DCMAKE_CXX_COMPILER=${CXX}"
    "-DCMAKE_PREFIX_PATH=${prefix}")
if(NOT said MATCHES "ctp::ctp-gen is ${prefix}/bin/ctp-gen\n")
  message(FATAL_ERROR "ctp: the package found does not import the installed ctp-gen:\n${said}")
endif()
message(STATUS "ctp: installed with ctp-gen the only tool built: ctp-gen, the headers, the package")
