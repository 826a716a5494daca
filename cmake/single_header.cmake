# Writes one of the single headers of single_include/: the ctp headers reached from ROOTS, each
# inlined once where it is first included, so that the result needs no ctp include path. The
# standard and Boost includes stay as they are; each inlined header keeps its include guard, so
# that a single header and the ordinary headers (or two single headers) can meet in one program.
#
# Usage: cmake -DSOURCE_DIR=<repo> -DNAME=<file name> -DABOUT=<one line> -DROOTS="<a> <b> ..."
#              [-DCHECK=ON] -P single_header.cmake
# ROOTS are paths relative to include/, separated by spaces (ctp.hpp ctp/search.hpp
# ctp/*/with_mp11.hpp); globs are allowed. The file written is SOURCE_DIR/single_include/NAME. With CHECK the file is
# not written but compared, and any difference is an error: the committed single headers are
# proven to be what include/ makes of them.

cmake_minimum_required(VERSION 3.25)

foreach(required IN ITEMS SOURCE_DIR NAME ABOUT ROOTS)
  if(NOT DEFINED ${required})
    message(FATAL_ERROR "ctp: single_header.cmake needs -D${required}=...")
  endif()
endforeach()

set(include_dir "${SOURCE_DIR}/include")
set_property(GLOBAL PROPERTY ctp_inlined "")

# A `#include "ctp/..."` line at the start of a line (not one quoted in a comment), with
# whatever comment follows it.
set(ctp_include_line "\n#include \"(ctp/[^\"\n]+)\"[^\n]*")

# The text of include/<header> with every ctp header it includes inlined in its place, or
# removed where an earlier one already inlined it; into out.
function(inline_header out header)
  set_property(GLOBAL APPEND PROPERTY ctp_inlined "${header}")
  if(NOT EXISTS "${include_dir}/${header}")
    message(FATAL_ERROR "ctp: single_header.cmake: ${header} is not under include/")
  endif()
  file(READ "${include_dir}/${header}" text)
  # A leading newline lets the pattern find an include on the first line too.
  set(text "\n${text}")
  string(REGEX MATCHALL "${ctp_include_line}" directives "${text}")
  foreach(directive IN LISTS directives)
    string(REGEX REPLACE "^${ctp_include_line}$" "\\1" included "${directive}")
    get_property(inlined GLOBAL PROPERTY ctp_inlined)
    if(included IN_LIST inlined)
      set(replacement "")
    else()
      inline_header(replacement "${included}")
      set(replacement "\n// ---- ${included}${replacement}// ---- end of ${included}")
    endif()
    string(FIND "${text}" "${directive}" at)
    string(LENGTH "${directive}" length)
    string(SUBSTRING "${text}" 0 ${at} before)
    math(EXPR after_start "${at} + ${length}")
    string(SUBSTRING "${text}" ${after_start} -1 after)
    set(text "${before}${replacement}${after}")
  endforeach()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

string(REPLACE " " ";" patterns "${ROOTS}")
set(roots "")
foreach(pattern IN LISTS patterns)
  file(GLOB matches RELATIVE "${include_dir}" "${include_dir}/${pattern}")
  if(NOT matches)
    message(FATAL_ERROR "ctp: single_header.cmake: no header under include/ matches ${pattern}")
  endif()
  list(SORT matches)
  list(APPEND roots ${matches})
endforeach()

string(TOUPPER "${NAME}" guard)
string(REGEX REPLACE "[^A-Z0-9]" "_" guard "CTP_SINGLE_INCLUDE_${guard}_INCLUDED")
set(roots_text "${ROOTS}")
set(body "")
foreach(root IN LISTS roots)
  get_property(inlined GLOBAL PROPERTY ctp_inlined)
  if(NOT root IN_LIST inlined)
    inline_header(text "${root}")
    string(APPEND body "\n// ---- ${root}${text}// ---- end of ${root}\n")
  endif()
endforeach()

set(result "// ${NAME}: ${ABOUT}
// One file, for Compiler Explorer and for projects that copy a header rather than install a
// library. Generated from the headers under include/, each inlined once, starting from
//   ${roots_text}
// Do not edit it.
// Regenerate: cmake --build <build dir> --target single-headers
// ctp ${CTP_VERSION}, distributed under the Boost Software License, Version 1.0.
#ifndef ${guard}
#define ${guard}
${body}
#endif  // ${guard}
")

set(file "${SOURCE_DIR}/single_include/${NAME}")
if(CHECK)
  file(READ "${file}" committed)
  if(NOT committed STREQUAL result)
    message(FATAL_ERROR "ctp: single_include/${NAME} differs from what include/ makes of it; "
                        "regenerate it with the single-headers target")
  endif()
  message(STATUS "ctp: single_include/${NAME} is what include/ makes of it")
else()
  file(WRITE "${file}" "${result}")
  message(STATUS "ctp: wrote single_include/${NAME}")
endif()
