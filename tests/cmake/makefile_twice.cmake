# The Makefile recipe of docs/generated_headers.md built again and again, as `cmake
# -DSOURCE=<makefile/> -DWORK=<dir> -DPREFIX=<installed ctp> -DMAKE=<make> -DCXX=<compiler>
# -P makefile_twice.cmake`: a copy of SOURCE, with ctp found by pkg-config in PREFIX.
#   1. the first build runs ctp-gen, and the program answers from the header;
#   2. a build with nothing changed runs nothing;
#   3. after the Makefile (ctp-gen's arguments) changed, ctp-gen runs, writes the same header and
#      leaves it untouched, so hanoi.o is not compiled again;
#   4. and again nothing;
#   5. from clean, with CXXFLAGS given on make's command line (which overrides every assignment
#      to it in the Makefile), the program builds and answers;
#   6. with pkg-config finding no ctp, make stops at once, saying so.
cmake_policy(VERSION 3.25)
file(REMOVE_RECURSE "${WORK}")
file(COPY "${SOURCE}/" DESTINATION "${WORK}")
set(ran "--depfile tables/hanoi.d")  # what Make echoes when it runs ctp-gen
set(compiled "-c -o hanoi.o")        # and when it compiles the program

# build(<name> [<make argument>...]): runs make in WORK, its output in said_<name>; a failure stops
# with it.
function(build name)
  execute_process(COMMAND "${CMAKE_COMMAND}" -E env "PKG_CONFIG_PATH=${PREFIX}/share/pkgconfig"
                          "CXX=${CXX}" "${MAKE}" -C "${WORK}" ${ARGN}
                  RESULT_VARIABLE failed OUTPUT_VARIABLE said ERROR_VARIABLE said)
  if(failed)
    message(FATAL_ERROR "ctp: the ${name} build failed:\n${said}")
  endif()
  set(said_${name} "${said}" PARENT_SCOPE)
endfunction()

# expect(<name> <ran|compiled> <YES|NO>): whether the build <name> did that.
function(expect name what wanted)
  string(FIND "${said_${name}}" "${${what}}" at)
  set(happened YES)
  if(at EQUAL -1)
    set(happened NO)
  endif()
  if(NOT happened STREQUAL wanted)
    message(FATAL_ERROR "ctp: the ${name} build ${what} `${${what}}`: ${happened}, expected "
                        "${wanted}:\n${said_${name}}")
  endif()
endfunction()

# answers(<name>): the program the build <name> made answers right.
function(answers name)
  execute_process(COMMAND "${WORK}/hanoi" OUTPUT_VARIABLE answer RESULT_VARIABLE failed)
  if(failed OR NOT answer STREQUAL "1023 moves: A B C A B C A ...\n")
    message(FATAL_ERROR "ctp: the program of the ${name} build answers wrong: ${answer}")
  endif()
endfunction()

build(first)
expect(first ran YES)
expect(first compiled YES)
answers(first)
file(TIMESTAMP "${WORK}/tables/hanoi.hpp" header_time "%s")

build(second)
expect(second ran NO)
expect(second compiled NO)

# Make judges by file times: the Makefile newer than the depfile, even where they count seconds.
execute_process(COMMAND "${CMAKE_COMMAND}" -E sleep 1.1)
file(TOUCH "${WORK}/Makefile")
build(third)
expect(third ran YES)
expect(third compiled NO)
file(TIMESTAMP "${WORK}/tables/hanoi.hpp" header_time_after "%s")
if(NOT header_time_after STREQUAL header_time)
  message(FATAL_ERROR "ctp: ctp-gen rewrote an unchanged header")
endif()

build(fourth)
expect(fourth ran NO)
expect(fourth compiled NO)
build(clean clean)
build(fifth "CXXFLAGS=-std=c++23 -O1")
expect(fifth ran YES)
expect(fifth compiled YES)
answers(fifth)

# No ctp for pkg-config: PKG_CONFIG_LIBDIR, an empty folder, replaces pkg-config's own search path.
file(MAKE_DIRECTORY "${WORK}/no_pkgconfig")
execute_process(COMMAND "${CMAKE_COMMAND}" -E env --unset=PKG_CONFIG_PATH
                        "PKG_CONFIG_LIBDIR=${WORK}/no_pkgconfig" "CXX=${CXX}" "${MAKE}" -C "${WORK}"
                RESULT_VARIABLE failed OUTPUT_VARIABLE said ERROR_VARIABLE said)
if(NOT failed OR NOT said MATCHES "ctp: pkg-config finds no ctp; set PKG_CONFIG_PATH")
  message(FATAL_ERROR "ctp: with no ctp for pkg-config, make did not stop saying so:\n${said}")
endif()

message(STATUS "ctp: the Makefile recipe ran ctp-gen on the first build and after the Makefile "
               "changed, nothing on a build with nothing changed, built with CXXFLAGS given to make, "
               "and stopped saying so with no ctp")
