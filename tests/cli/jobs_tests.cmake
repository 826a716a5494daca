# The searches that share their work among threads (--jobs, water-hardest in both tools) and the
# progress of long runs: the answer is the same byte for byte with any number of jobs, a bad
# number is refused, and the progress line shows only on a terminal.

# Registers the test cli.<name>: `ctp FIRST` and `ctp SECOND` (or ctp-gen, with PROGRAM) both
# answer, with the same standard output and nothing on standard error (same_output.cmake).
function(ctp_cli_same_output name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "PROGRAM" "FIRST;SECOND")
  if(NOT arg_PROGRAM)
    set(arg_PROGRAM ctp-cli)
  endif()
  ctp_cli_case_list(first FIRST arg_FIRST)
  ctp_cli_case_list(second SECOND arg_SECOND)
  ctp_cli_add_case(${name} "${first}${second}" same_output.cmake
                   "-DTOOL=$<TARGET_FILE:${arg_PROGRAM}>")
endfunction()

# One job and two give the same puzzles, in the same order, with the same ties; so do more jobs
# than the family has capacity tuples (2 cups up to 3: 6 tuples), and the default (one a core).
foreach(family IN ITEMS "3;12" "3;12;--distinct" "3;12;--tap" "4;10" "4;10;--distinct;--tap")
  list(POP_FRONT family cups max)
  string(REPLACE "--" "." flags "${family}")
  string(REPLACE ";" "" flags "${flags}")
  set(name jobs.water_hardest.${cups}_${max}${flags})
  set(arguments water-hardest --cups ${cups} --max ${max} ${family})
  ctp_cli_same_output(${name} FIRST ${arguments} --jobs 1 SECOND ${arguments} --jobs 2)
endforeach()
ctp_cli_same_output(jobs.water_hardest.more_jobs_than_tuples
  FIRST water-hardest --cups 2 --max 3 --tap --jobs 1 SECOND water-hardest --cups 2 --max 3 --tap --jobs 64)
ctp_cli_same_output(jobs.water_hardest.default
  FIRST water-hardest --cups 3 --max 12 --jobs 1 SECOND water-hardest --cups 3 --max 12)
ctp_cli_same_output(jobs.gen.water_hardest PROGRAM ctp-gen
  FIRST water-hardest --cups 3 --max 12 --jobs 1 SECOND water-hardest --cups 3 --max 12 --jobs 2)
ctp_cli_same_output(jobs.gen.water_hardest.json PROGRAM ctp-gen
  FIRST water-hardest --cups 4 --max 10 --distinct --format json --jobs 1
  SECOND water-hardest --cups 4 --max 10 --distinct --format json --jobs 2)

# --jobs takes 1 to 64; anything else is one line in both tools' words, exit code 2.
set(needs_jobs "^--jobs needs 1 to 64 jobs, got")
ctp_tools_agree(jobs.zero CTP water-hardest --cups 3 --max 12 --jobs 0
                GEN water-hardest --cups 3 --max 12 --jobs 0 EXIT 2 SAME_ERROR
                ERR "${needs_jobs} 0$")
ctp_tools_agree(jobs.too_many CTP water-hardest --cups 3 --max 12 --jobs 65
                GEN water-hardest --cups 3 --max 12 --jobs 65 EXIT 2 SAME_ERROR
                ERR "${needs_jobs} 65$")
ctp_tools_agree(jobs.not_a_number CTP water-hardest --cups 3 --max 12 --jobs two
                GEN water-hardest --cups 3 --max 12 --jobs two EXIT 2 SAME_ERROR
                ERR "${needs_jobs} two$")
ctp_cli_test(jobs.largest ARGS water-hardest --cups 3 --max 12 --jobs 64
  OUT "capacities  start   goal  pours\n1,12,12     0,12,0     6     11\n6,7,12      0,0,12     9     11\n")
ctp_cli_test(jobs.help ARGS water-hardest --help
             OUT_MATCHES "--jobs J .*1 to 64.*--jobs J threads")
ctp_cli_test(jobs.gen.help PROGRAM ctp-gen ARGS water-hardest --help OUT_MATCHES "--jobs J .*1 to 64")

# Long runs with standard error not a terminal (a pipe, here) write nothing there, however long
# they take: the answer alone (bounds_tests.cmake's runs of seconds check it for the others).
ctp_cli_test(progress.not_a_terminal.water_hardest ARGS water-hardest --cups 4 --max 22 --jobs 2
             OUT_MATCHES "^capacities  start +goal  pours\n")

# On a terminal, the tuples searched are counted on standard error, then the line is erased (a
# run of seconds, so that the line shows; skipped without util-linux's script).
find_program(CTP_SCRIPT script)
# The sanitizers slow the search about twentyfold; a smaller family runs as long there.
if(CTP_SANITIZE)
  set(progress_max 22)
  set(progress_tuples "12,650")
else()
  set(progress_max 34)
  set(progress_tuples "66,045")
endif()
if(CTP_SCRIPT)
  set(progress_arguments water-hardest --cups 4 --max ${progress_max} --jobs 2)
  ctp_cli_case_list(arguments ARGS progress_arguments)
  ctp_cli_add_case(progress.terminal.water_hardest
    "${arguments}set(LINE [==[ctp: water-hardest: [0-9,]+ of ${progress_tuples} capacity tuples \\([0-9]+ %\\) *]==])\n"
    progress_on_terminal.cmake "-DSCRIPT=${CTP_SCRIPT}" "-DTOOL=$<TARGET_FILE:ctp-cli>")
endif()
