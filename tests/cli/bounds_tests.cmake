# The resource bounds of both tools, each at its boundary: the largest input accepted works, and
# the smallest refused gets exit code 2 and its one-line message; the streaming listings keep to
# a small memory bound however long they run. docs/reliability.md lists every bound with its test.

# Registers the test cli.<name>: `ctp ARGS` (or ctp-gen, with PROGRAM) is accepted, for an input
# whose whole answer takes too long for a test: it answers with exit code 0, or is still at work
# after SECONDS (run_accepted.cmake).
function(ctp_cli_accepted name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "PROGRAM;SECONDS" "ARGS")
  if(NOT arg_PROGRAM)
    set(arg_PROGRAM ctp-cli)
  endif()
  ctp_cli_case_list(case ARGS arg_ARGS)
  ctp_cli_add_case(${name} "${case}" run_accepted.cmake
                   "-DTOOL=$<TARGET_FILE:${arg_PROGRAM}>" "-DSECONDS=${arg_SECONDS}")
endfunction()

# Registers the test cli.<name>: the shell command `script`, in which "$0" is the ctp tool, run
# with at most 16 MiB of address space (ulimit -v), must print exactly `expected`. Not under
# the sanitizers, which reserve far more address space than that.
function(ctp_cli_bounded name script expected)
  if(CTP_SANITIZE)
    return()
  endif()
  add_test(NAME cli.${name}
           COMMAND sh -c "ulimit -v 16384 && ${script}" "$<TARGET_FILE:ctp-cli>")
  set_tests_properties(cli.${name} PROPERTIES LABELS cli PASS_REGULAR_EXPRESSION "^${expected}$")
endfunction()

# Streaming: 100 MB of each listing (and endless standard input) within 16 MiB of memory.
ctp_cli_bounded(bounds.memory.hanoi_show "\"$0\" hanoi 63 --show | head -c 100000000 | wc -c"
                "100000000\n")
ctp_cli_bounded(bounds.memory.hanoi_pegs "\"$0\" hanoi 63 --pegs | head -c 100000000 | wc -c"
                "100000000\n")
ctp_cli_bounded(bounds.memory.rings_show "\"$0\" rings 63 --show | head -c 100000000 | wc -c"
                "100000000\n")
ctp_cli_bounded(bounds.memory.rings_double
  "\"$0\" rings --double --from ${u62}D --to D${u62} --show | head -c 100000000 | wc -c"
  "100000000\n")
ctp_cli_bounded(bounds.memory.nine_tails_input
  "\"$0\" nine-tails < /dev/zero > /dev/null 2>&1; echo $?" "2\n")

# nine-tails: boards of 1 to 25 cells (2^25 boards solved); a typed line of at most 4096
# characters.
ctp_cli_accepted(bounds.nine_tails.largest SECONDS 3 ARGS nine-tails --rows 5 --cols 5 --stats)
ctp_cli_test(bounds.nine_tails.refused ARGS nine-tails --rows 2 --cols 13 --stats EXIT 2
                                  ERR "${needs_board} --rows 2 --cols 13\n$")
string(REPEAT " " 4087 spaces_4087)
ctp_cli_test(bounds.nine_tails.line.largest ARGS nine-tails INPUT "${spaces_4087}HHHTTTHHH\n"
                                  OUT_MATCHES "\nThe number of flips is 8\n$")
ctp_cli_test(bounds.nine_tails.line.refused ARGS nine-tails INPUT " ${spaces_4087}HHHTTTHHH\n"
  EXIT 2 OUT "Enter the initial nine coins Hs and Ts: \n"
  ERR "^ctp: nine-tails reads a board line of at most 4096 characters from standard input, got \
more; type one line of 9 letters H and T, or give BOARD\n$")

# water: 2 to 8 cups of at most 2^24 states in all (every one reached with a tap).
ctp_cli_test(bounds.water.cups    ARGS water 1,1,1,1,1,1,1,2 --goal 1 OUT_MATCHES "\n1 pour\n$")
ctp_cli_test(bounds.water.states.largest ARGS water 255,255,255 --tap --all PIPE head -n 2
                                  OUT "moves  state\n    0  [<Cup 0/255>, <Cup 0/255>, <Cup 0/255>]\n")
ctp_cli_test(bounds.water.states.refused ARGS water 255,255,256 --goal 1 EXIT 2
  ERR "^ctp: water pouring supports cups of at most 16,777,216 states in all, got 255,255,256\n$")

# water-hardest: families of at most 2^36 steps (ctp::water_hardest_steps), with and without a
# tap; both tools share the library's check.
set(hardest_steps "^ctp: a search for the hardest puzzles takes families of at most \
68,719,476,736 steps \\(states set out and moves tried\\), got")
ctp_cli_accepted(bounds.water_hardest.largest SECONDS 1 ARGS water-hardest --cups 3 --max 118)
ctp_cli_test(bounds.water_hardest.refused ARGS water-hardest --cups 3 --max 119 EXIT 2
                                  ERR "${hardest_steps} --cups 3 --max 119\n$")
ctp_cli_accepted(bounds.water_hardest.tap.largest SECONDS 1
                 ARGS water-hardest --cups 3 --max 77 --tap)
ctp_cli_test(bounds.water_hardest.tap.refused ARGS water-hardest --cups 3 --max 78 --tap EXIT 2
                                  ERR "${hardest_steps} --cups 3 --max 78\n$")
ctp_cli_accepted(bounds.gen.water_hardest.largest PROGRAM ctp-gen SECONDS 1
                 ARGS water-hardest --cups 3 --max 118)
ctp_cli_test(bounds.gen.water_hardest.refused PROGRAM ctp-gen ARGS water-hardest --cups 3 --max 119
  EXIT 2 ERR "^ctp-gen: a search for the hardest puzzles takes families of at most ")

# --svg: an animation of at most 256 moves (9 rings from rank 256, then 257, to all down).
ctp_cli_test(bounds.svg.largest   ARGS rings --from UUDDDDDDD --to DDDDDDDDD --svg PIPE tail -n 1
                                  OUT "</svg>\n")
ctp_cli_test(bounds.svg.refused   ARGS rings --from UUDDDDDDU --to DDDDDDDDD --svg EXIT 2
  ERR "^ctp: --svg animates at most 256 moves and this solution has 257; draw one state with \
--frame K \\(K from 0 to 257\\)\n$")

# ctp-gen: move lists of 1 to 24 discs or rings; tables of the same boards and cups as ctp's.
ctp_cli_test(bounds.gen.hanoi.largest PROGRAM ctp-gen ARGS hanoi --discs 24 PIPE tail -n 1
                                  OUT "#endif  // CTP_GENERATED_CTP_TABLES_HANOI_24_HPP_INCLUDED\n")
ctp_cli_test(bounds.gen.hanoi.refused PROGRAM ctp-gen ARGS hanoi --discs 25 EXIT 2
                                  ERR "^ctp-gen: a hanoi table needs 1 to 24 discs, got 25\n$")
ctp_cli_accepted(bounds.gen.rings.largest PROGRAM ctp-gen SECONDS 2 ARGS rings --rings 24)
ctp_cli_test(bounds.gen.rings.refused PROGRAM ctp-gen ARGS rings --rings 25 EXIT 2
                                  ERR "^ctp-gen: a rings table needs 1 to 24 rings, got 25\n$")
ctp_cli_accepted(bounds.gen.nine_tails.largest PROGRAM ctp-gen SECONDS 2
                 ARGS nine-tails --rows 5 --cols 5)
ctp_cli_test(bounds.gen.nine_tails.refused PROGRAM ctp-gen ARGS nine-tails --rows 2 --cols 13
  EXIT 2 ERR "^ctp-gen: a nine tails board has 1 to 25 cells \\(at most 5x5\\), got 2x13\n$")
# A water table is dense over every contents for every amount: at most 2^24 entries, which
# 255,255 with a tap fills exactly (256 x 256 contents, amounts 0 to 255); cups past ctp's 2^24
# states get ctp's own message first.
ctp_cli_accepted(bounds.gen.water.largest PROGRAM ctp-gen SECONDS 2
                 ARGS water --capacities 255,255 --tap)
ctp_cli_test(bounds.gen.water.table.refused PROGRAM ctp-gen ARGS water --capacities 255,256 EXIT 2
  ERR "^ctp-gen: a water table holds at most 16,777,216 entries \\(every contents the cups can \
hold, times every amount 0 \\.\\. largest\\), got 16908544 for cups of 255,256\n$")
ctp_cli_test(bounds.gen.water.refused PROGRAM ctp-gen ARGS water --capacities 255,255,256 EXIT 2
  ERR "^ctp-gen: water pouring supports cups of at most 16,777,216 states in all, got 255,255,256\n$")
