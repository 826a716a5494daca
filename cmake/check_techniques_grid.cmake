# Keeps the reach figures of docs/techniques.md true to the committed benchmark run.
#   cmake -DSOURCE_DIR=<root> [-DUPDATE=ON] -P check_techniques_grid.cmake
# A cell of the grid holds `<!-- reach PUZZLE TECHNIQUE -->...<!-- /reach -->`; the text between
# the markers must be the largest size that technique built under each compiler's default limits,
# as bench/results/compile_limits.csv records it (written by `make bench`). Without UPDATE a
# difference fails (the test docs.techniques); with UPDATE the page is rewritten (`make snippets`).

cmake_minimum_required(VERSION 3.25)

set(page "${SOURCE_DIR}/docs/techniques.md")
set(csv "${SOURCE_DIR}/bench/results/compile_limits.csv")

# largest_<compiler>_<puzzle>_<technique>: the first five columns never hold a comma.
file(STRINGS "${csv}" rows)
list(POP_FRONT rows header)
if(NOT header MATCHES "^compiler,cxx,puzzle,technique,largest,")
  message(FATAL_ERROR "ctp: ${csv} does not start with compiler,cxx,puzzle,technique,largest")
endif()
foreach(row IN LISTS rows)
  # A regular expression, not a list: later columns hold compiler messages with ; [ and ].
  if(row MATCHES "^([a-z]+),[^,]*,([a-z_]+),([^,]+),([0-9]*),")
    string(MAKE_C_IDENTIFIER "${CMAKE_MATCH_3}" technique)
    set(largest_${CMAKE_MATCH_1}_${CMAKE_MATCH_2}_${technique} "${CMAKE_MATCH_4}")
  endif()
endforeach()

# The unit a puzzle's size counts.
set(unit_hanoi discs)
set(unit_rings rings)
set(unit_nine_tails cells)

file(READ "${page}" text)
set(result "")
set(problems "")
set(open_marker "<!-- reach ")
set(close_marker "<!-- /reach -->")
while(TRUE)
  string(FIND "${text}" "${open_marker}" at)
  if(at EQUAL -1)
    string(APPEND result "${text}")
    break()
  endif()
  # Everything before the marker, then the marker itself: `<!-- reach puzzle technique -->`.
  string(SUBSTRING "${text}" 0 ${at} before)
  string(APPEND result "${before}")
  string(SUBSTRING "${text}" ${at} -1 text)
  string(FIND "${text}" "-->" head_end)
  math(EXPR head_end "${head_end} + 3")
  string(SUBSTRING "${text}" 0 ${head_end} head)
  string(SUBSTRING "${text}" ${head_end} -1 text)
  if(NOT head MATCHES "^<!-- reach ([a-z0-9_]+) ([a-z0-9_]+) -->$")
    message(FATAL_ERROR "ctp: ${page}: a reach marker must read <!-- reach PUZZLE TECHNIQUE -->: ${head}")
  endif()
  set(puzzle "${CMAKE_MATCH_1}")
  set(technique "${CMAKE_MATCH_2}")
  string(FIND "${text}" "${close_marker}" body_end)
  if(body_end EQUAL -1)
    message(FATAL_ERROR "ctp: ${page}: ${head} has no ${close_marker}")
  endif()
  string(SUBSTRING "${text}" 0 ${body_end} body)
  string(SUBSTRING "${text}" ${body_end} -1 text)

  # What the cell must say.
  set(gcc "${largest_gcc_${puzzle}_${technique}}")
  set(clang "${largest_clang_${puzzle}_${technique}}")
  if(gcc STREQUAL "" OR clang STREQUAL "")
    message(FATAL_ERROR "ctp: ${csv} has no limit for ${puzzle} ${technique} with both compilers; "
                        "run make bench")
  endif()
  set(unit "${unit_${puzzle}}")
  if(gcc STREQUAL clang)
    set(expected "**${gcc}** ${unit}, both compilers")
  else()
    set(expected "**${gcc}** ${unit} g++, **${clang}** clang")
  endif()
  if(NOT body STREQUAL expected)
    string(APPEND problems "\n  ${puzzle} ${technique}: the page says \"${body}\", the bench \"${expected}\"")
  endif()
  string(APPEND result "${head}${expected}")
endwhile()

if(NOT result MATCHES "<!-- /reach -->")
  message(FATAL_ERROR "ctp: ${page} has no reach markers; nothing to check")
endif()
if(UPDATE)
  file(READ "${page}" old)
  if(NOT old STREQUAL result)
    file(WRITE "${page}" "${result}")
    message(STATUS "ctp: docs/techniques.md: reach figures refreshed from ${csv}")
  endif()
elseif(problems)
  message(FATAL_ERROR "ctp: docs/techniques.md disagrees with bench/results/compile_limits.csv "
                      "(run `make snippets` after `make bench`):${problems}")
else()
  message(STATUS "ctp: docs/techniques.md agrees with bench/results/compile_limits.csv")
endif()
