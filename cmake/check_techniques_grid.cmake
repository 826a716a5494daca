# Keeps the benchmark's figures in the docs true to the committed benchmark run.
#   cmake -DSOURCE_DIR=<root> [-DUPDATE=ON] -P check_techniques_grid.cmake
# docs/techniques.md, docs/cookbook.md and docs/compiler_budgets.md hold markers whose text is
# copied from bench/results/compile_limits.csv (written by `make bench`):
#   `<!-- reach PUZZLE TECHNIQUE -->...<!-- /reach -->`: the largest size that technique built
#   under each compiler's default limits;
#   `<!-- cost PUZZLE TECHNIQUE -->...<!-- /cost -->`: the CPU time and peak memory of that build.
# Without UPDATE a difference fails (the test docs.techniques); with UPDATE the pages are
# rewritten (`make snippets`).

cmake_minimum_required(VERSION 3.25)

set(pages "${SOURCE_DIR}/docs/techniques.md" "${SOURCE_DIR}/docs/cookbook.md"
          "${SOURCE_DIR}/docs/compiler_budgets.md")
set(csv "${SOURCE_DIR}/bench/results/compile_limits.csv")

# largest_, cpu_ and mib_<compiler>_<puzzle>_<technique>: the first eight columns never hold a
# comma.
file(STRINGS "${csv}" rows)
list(POP_FRONT rows header)
if(NOT header MATCHES "^compiler,cxx,puzzle,technique,largest,")
  message(FATAL_ERROR "ctp: ${csv} does not start with compiler,cxx,puzzle,technique,largest")
endif()
foreach(row IN LISTS rows)
  # A regular expression, not a list: later columns hold compiler messages with ; [ and ].
  if(row MATCHES "^([a-z]+),[^,]*,([a-z_]+),([^,]+),([0-9]*),[^,]*,([^,]*),([^,]*),")
    string(MAKE_C_IDENTIFIER "${CMAKE_MATCH_3}" technique)
    set(key ${CMAKE_MATCH_1}_${CMAKE_MATCH_2}_${technique})
    set(largest_${key} "${CMAKE_MATCH_4}")
    set(cpu_${key} "${CMAKE_MATCH_5}")
    set(mib_${key} "${CMAKE_MATCH_6}")
  endif()
endforeach()

# The unit a puzzle's size counts.
set(unit_hanoi discs)
set(unit_rings rings)
set(unit_nine_tails cells)

set(problems "")
foreach(page IN LISTS pages)
  file(READ "${page}" text)
  set(result "")
  while(TRUE)
    # The next marker of either kind: `<!-- reach puzzle technique -->` or `<!-- cost ... -->`.
    string(REGEX MATCH "<!-- (reach|cost) [^>]*-->" head "${text}")
    if(head STREQUAL "")
      string(APPEND result "${text}")
      break()
    endif()
    string(FIND "${text}" "${head}" at)
    string(SUBSTRING "${text}" 0 ${at} before)
    string(APPEND result "${before}")
    string(LENGTH "${head}" head_length)
    math(EXPR head_end "${at} + ${head_length}")
    string(SUBSTRING "${text}" ${head_end} -1 text)
    if(NOT head MATCHES "^<!-- (reach|cost) ([a-z0-9_]+) ([a-z0-9_]+) -->$")
      message(FATAL_ERROR "ctp: ${page}: a marker must read <!-- reach|cost PUZZLE TECHNIQUE -->: ${head}")
    endif()
    set(kind "${CMAKE_MATCH_1}")
    set(puzzle "${CMAKE_MATCH_2}")
    set(technique "${CMAKE_MATCH_3}")
    set(close_marker "<!-- /${kind} -->")
    string(FIND "${text}" "${close_marker}" body_end)
    if(body_end EQUAL -1)
      message(FATAL_ERROR "ctp: ${page}: ${head} has no ${close_marker}")
    endif()
    string(SUBSTRING "${text}" 0 ${body_end} body)
    string(SUBSTRING "${text}" ${body_end} -1 text)

    # What the marker must say.
    set(key ${puzzle}_${technique})
    if("${largest_gcc_${key}}" STREQUAL "" OR "${largest_clang_${key}}" STREQUAL "")
      message(FATAL_ERROR "ctp: ${csv} has no limit for ${puzzle} ${technique} with both compilers; "
                          "run make bench")
    endif()
    if(kind STREQUAL "reach")
      set(gcc "${largest_gcc_${key}}")
      set(clang "${largest_clang_${key}}")
      set(unit "${unit_${puzzle}}")
      if(gcc STREQUAL clang)
        set(expected "**${gcc}** ${unit}, both compilers")
      else()
        set(expected "**${gcc}** ${unit} g++, **${clang}** clang")
      endif()
    else()
      set(expected "${cpu_gcc_${key}} s, ${mib_gcc_${key}} MiB g++; ${cpu_clang_${key}} s, ${mib_clang_${key}} MiB clang")
    endif()
    if(NOT body STREQUAL expected)
      string(APPEND problems "\n  ${page}: ${kind} ${puzzle} ${technique}: the page says \"${body}\", "
                             "the bench \"${expected}\"")
    endif()
    string(APPEND result "${head}${expected}")
  endwhile()

  if(NOT result MATCHES "<!-- /(reach|cost) -->")
    message(FATAL_ERROR "ctp: ${page} has no reach or cost markers; nothing to check")
  endif()
  if(UPDATE)
    file(READ "${page}" old)
    if(NOT old STREQUAL result)
      file(WRITE "${page}" "${result}")
      message(STATUS "ctp: ${page}: figures refreshed from ${csv}")
    endif()
  endif()
endforeach()

if(problems AND NOT UPDATE)
  message(FATAL_ERROR "ctp: the docs disagree with bench/results/compile_limits.csv "
                      "(run `make snippets` after `make bench`):${problems}")
endif()
message(STATUS "ctp: the docs' benchmark figures agree with bench/results/compile_limits.csv")
