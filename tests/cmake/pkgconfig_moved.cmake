# cmake -DBUILD=<ctp's build tree> -DWORK=<dir> -P pkgconfig_moved.cmake
#
# ctp.pc is relocatable: installs ctp to WORK/first, moves the whole prefix to WORK/moved, and
# asks pkg-config for ctp's flags there; the include directory they name must be the moved one.
file(REMOVE_RECURSE "${WORK}")
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD}" --prefix "${WORK}/first"
                RESULT_VARIABLE failed OUTPUT_QUIET ERROR_VARIABLE error)
if(failed)
  message(FATAL_ERROR "ctp: installing failed:\n${error}")
endif()
file(RENAME "${WORK}/first" "${WORK}/moved")
file(GLOB_RECURSE pc_files "${WORK}/moved/*/ctp.pc")
list(LENGTH pc_files found)
if(NOT found EQUAL 1)
  message(FATAL_ERROR "ctp: expected one installed ctp.pc, found: ${pc_files}")
endif()
get_filename_component(pc_dir "${pc_files}" DIRECTORY)
find_program(pkg_config NAMES pkg-config pkgconf REQUIRED)
set(ENV{PKG_CONFIG_PATH} "${pc_dir}")
execute_process(COMMAND "${pkg_config}" --cflags ctp
                RESULT_VARIABLE failed OUTPUT_VARIABLE flags ERROR_VARIABLE error
                OUTPUT_STRIP_TRAILING_WHITESPACE)
if(failed)
  message(FATAL_ERROR "ctp: pkg-config --cflags ctp failed:\n${error}")
endif()
if(NOT flags MATCHES "-I([^ ]+)")
  message(FATAL_ERROR "ctp: pkg-config --cflags ctp names no include directory: ${flags}")
endif()
file(REAL_PATH "${CMAKE_MATCH_1}" include_dir)
file(REAL_PATH "${WORK}/moved/include" expected)
if(NOT include_dir STREQUAL expected OR NOT EXISTS "${include_dir}/ctp.hpp")
  message(FATAL_ERROR "ctp: after the move, pkg-config --cflags ctp says ${flags}, not the moved "
                      "prefix's include directory ${expected}")
endif()
message(STATUS "ctp.pc after the move: ${flags}")
