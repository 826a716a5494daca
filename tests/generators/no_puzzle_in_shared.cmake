# Fails when a puzzle's word stands in a shared file of generators/: the two programs and their
# files at the top (ctp.cpp, ctp_gen.cpp, tools.hpp, CMakeLists.txt, ...) and every folder that is
# not a puzzle's (cli/, pictures/, headers/, and any new one). A puzzle's folder is one named in
# CTP_PUZZLES, which generators/puzzles.cmake sets: that file is the one allowed to name them.
# A word counts where no letter touches it, so that `strings` is not `rings`, nor `driver` `river`.
#   cmake -DSOURCE_DIR=<repo> -P no_puzzle_in_shared.cmake
cmake_minimum_required(VERSION 3.20)
set(generators "${SOURCE_DIR}/generators")
include("${generators}/puzzles.cmake")
# The words: each listed puzzle's folder name, its words, and its name with dashes (a subcommand's
# spelling), and the names the tools' subcommands go by today, the river crossing's included.
set(words hanoi rings chinese_rings nine_tails nine-tails water river)
foreach(puzzle IN LISTS CTP_PUZZLES)
  string(REPLACE "_" "-" dashed "${puzzle}")
  string(REPLACE "_" ";" parts "${puzzle}")
  list(APPEND words ${puzzle} ${dashed} ${parts})
endforeach()
list(REMOVE_DUPLICATES words)
list(JOIN words "|" words)
set(pattern "(^|[^A-Za-z])(${words})([^A-Za-z]|$)")

file(GLOB_RECURSE files RELATIVE "${generators}" "${generators}/*")
set(found "")
foreach(file IN LISTS files)
  string(REGEX MATCH "^[^/]+" top "${file}")
  if(file STREQUAL "puzzles.cmake" OR (NOT top STREQUAL file AND top IN_LIST CTP_PUZZLES))
    continue()
  endif()
  file(STRINGS "${generators}/${file}" lines)
  set(number 0)
  foreach(line IN LISTS lines)
    math(EXPR number "${number} + 1")
    string(TOLOWER "${line}" lower)
    if(lower MATCHES "${pattern}")
      list(APPEND found "generators/${file}:${number}: ${line}")
    endif()
  endforeach()
endforeach()
if(found)
  list(JOIN found "\n" shown)
  message(FATAL_ERROR "ctp: a shared file of generators/ names a puzzle (only "
                      "generators/puzzles.cmake may; move the text into the puzzle's folder, "
                      "generators/<puzzle>/):\n${shown}")
endif()
message(STATUS "ctp: no puzzle named in the shared files of generators/ (${words})")
