# The docs show what a generated table's lookups compile to, without pasting it: each program in
# docs/codegen/ defines `extern "C"` functions that call one lookup, each after a line
#   // codegen: no branch | no call, no loop | constant
# saying what it must compile to at -O2. This script compiles the program, checks every claim,
# and keeps each function's assembly (Intel syntax, names demangled, directives dropped) and the
# object's read-only data size in a committed file beside it, `<name>.<compiler>.txt`, which the
# docs include through an `<!-- output: -->` marker.
#   cmake -DCXX=<compiler> -DSOURCE=<file.cpp> -DLISTING=<file.txt> -DINCLUDE_DIR=<include>
#         -DWORK_DIR=<dir> [-DCXXFILT=<c++filt>] [-DSIZE=<size>] [-DUPDATE=ON]
#         -P capture_codegen.cmake
# A claim that fails is always an error. Without UPDATE the listing must also be what the
# compiler writes now; with UPDATE (`make snippets`) it is rewritten.

cmake_minimum_required(VERSION 3.25)
set(ENV{LC_ALL} C)
get_filename_component(stem "${SOURCE}" NAME_WE)
file(MAKE_DIRECTORY "${WORK_DIR}")
set(flags -std=c++20 -O2 -fno-asynchronous-unwind-tables "-I${INCLUDE_DIR}")

# 1. The claims: `// codegen: <claim>`, then the function on the next line.
file(STRINGS "${SOURCE}" lines)
set(functions "")
set(claim "")
foreach(line IN LISTS lines)
  if(line MATCHES "^// codegen: (no branch|no call, no loop|constant)$")
    set(claim "${CMAKE_MATCH_1}")
  elseif(claim)
    if(NOT line MATCHES "^[a-z_:0-9 ]+ ([a-z_0-9]+)\\(")
      message(FATAL_ERROR "ctp: ${SOURCE}: a `// codegen:` line must precede a function")
    endif()
    list(APPEND functions "${CMAKE_MATCH_1}")
    set(claim_${CMAKE_MATCH_1} "${claim}")
    set(claim "")
  endif()
endforeach()
if(NOT functions)
  message(FATAL_ERROR "ctp: ${SOURCE} has no `// codegen:` claim")
endif()

# 2. The assembly, names demangled.
set(assembly "${WORK_DIR}/${stem}.s")
execute_process(COMMAND "${CXX}" ${flags} -S -masm=intel -o "${assembly}" "${SOURCE}"
                RESULT_VARIABLE result ERROR_VARIABLE errors)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "ctp: ${CXX} could not compile ${SOURCE}:\n${errors}")
endif()
if(CXXFILT)
  execute_process(COMMAND "${CXXFILT}" INPUT_FILE "${assembly}" OUTPUT_VARIABLE text)
else()
  file(READ "${assembly}" text)
endif()
string(REPLACE ";" "\\;" text "${text}")
string(REPLACE "\n" ";" assembly_lines "${text}")

# 3. Each function's instructions and local labels, from its label to its `.size` directive;
#    comments and other directives dropped, one space between the mnemonic and its operands.
set(listing "")
set(failures "")
foreach(function IN LISTS functions)
  set(inside FALSE)
  set(body "")
  set(labels_seen "")
  set(found FALSE)
  foreach(line IN LISTS assembly_lines)
    if(NOT inside)
      if(line MATCHES "^${function}:")
        set(inside TRUE)
        set(found TRUE)
      endif()
      continue()
    endif()
    if(line MATCHES "^[ \t]*\\.size[ \t]+${function},")
      break()
    endif()
    string(REGEX REPLACE "[ \t]+#.*$" "" line "${line}")
    string(REGEX REPLACE "[ \t]+$" "" line "${line}")
    if(line MATCHES "^\\.L(F[BE][0-9]+|func_end[0-9]+):")
      continue()  # the compiler's own bounds of the function, never jumped to
    elseif(line MATCHES "^(\\.L[A-Za-z0-9_]+):")
      list(APPEND labels_seen "${CMAKE_MATCH_1}")
      set(returns_after_${CMAKE_MATCH_1} FALSE)
      string(APPEND body "${CMAKE_MATCH_1}:\n")
    elseif(line MATCHES "^[ \t]+([a-z][a-z0-9]*)[ \t]*(.*)$")
      set(mnemonic "${CMAKE_MATCH_1}")
      set(operands "${CMAKE_MATCH_2}")
      string(REGEX REPLACE "[ \t]+" " " operands "${operands}")
      string(STRIP "    ${mnemonic} ${operands}" instruction)
      string(APPEND body "    ${instruction}\n")
      if(mnemonic STREQUAL "ret")
        foreach(label IN LISTS labels_seen)
          set(returns_after_${label} TRUE)
        endforeach()
      endif()
      # The claims, instruction by instruction.
      if(mnemonic STREQUAL "call" OR (mnemonic STREQUAL "jmp" AND NOT operands MATCHES "^\\.L"))
        list(APPEND failures "${function} calls ${operands}")
      elseif(mnemonic MATCHES "^j")
        if(claim_${function} STREQUAL "no branch" OR claim_${function} STREQUAL "constant")
          list(APPEND failures "${function} branches (${mnemonic} ${operands})")
        elseif(operands IN_LIST labels_seen AND NOT returns_after_${operands})
          # Back to a label with no return since: the code between runs again, a loop. (A
          # jump back to a shared exit, a label followed by a return, is not one.)
          list(APPEND failures "${function} loops (${mnemonic} back to ${operands})")
        endif()
      elseif(claim_${function} STREQUAL "constant" AND NOT mnemonic STREQUAL "ret"
             AND NOT (mnemonic STREQUAL "mov" AND operands MATCHES "^[a-z0-9]+, -?[0-9]+$"))
        list(APPEND failures "${function} computes at run time (${mnemonic} ${operands})")
      endif()
    endif()
  endforeach()
  if(NOT found)
    message(FATAL_ERROR "ctp: ${CXX} wrote no function ${function} for ${SOURCE}")
  endif()
  string(APPEND listing "${function}:  // ${claim_${function}}\n${body}")
endforeach()
if(failures)
  string(REPLACE ";" "\n  " failures "${failures}")
  message(FATAL_ERROR "ctp: ${SOURCE} with ${CXX} -O2 breaks its claims:\n  ${failures}\n"
                      "The assembly:\n${listing}")
endif()

# 4. The read-only data the object holds: the tables, and whatever constants the code needs.
if(SIZE)
  set(object "${WORK_DIR}/${stem}.o")
  execute_process(COMMAND "${CXX}" ${flags} -c -o "${object}" "${SOURCE}" RESULT_VARIABLE result)
  execute_process(COMMAND "${SIZE}" -A "${object}" OUTPUT_VARIABLE sections)
  string(REPLACE "\n" ";" sections "${sections}")
  set(bytes 0)
  foreach(section IN LISTS sections)
    if(section MATCHES "^\\.rodata[^ ]*[ ]+([0-9]+)")
      math(EXPR bytes "${bytes} + ${CMAKE_MATCH_1}")
    endif()
  endforeach()
  string(APPEND listing "// read-only data in the object: ${bytes} bytes\n")
endif()

include("${CMAKE_CURRENT_LIST_DIR}/committed_text.cmake")
ctp_keep_or_check("${LISTING}" "${listing}" "what ${CXX} -O2 makes of ${SOURCE}")
