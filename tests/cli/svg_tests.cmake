# `ctp ... --svg`, fact by fact: every puzzle's pictures, animated and still, are well-formed
# XML, render, and are the same bytes on every run (check_svg.cmake); what they show; the
# refusal of a long animation; and the one-line messages for bad options.
find_program(CTP_XMLLINT xmllint)
find_program(CTP_RSVG_CONVERT rsvg-convert)

# Registers the test cli.<name>, which draws `ctp ARGS` and checks it with check_svg.cmake.
function(ctp_svg_test name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "ARGS")
  set(case "set(ARGS")
  foreach(item IN LISTS arg_ARGS)
    string(APPEND case " [==[${item}]==]")
  endforeach()
  set(case_file "${CMAKE_CURRENT_BINARY_DIR}/cases/${name}.cmake")
  file(WRITE "${case_file}" "${case})\n")
  add_test(NAME cli.${name}
    COMMAND "${CMAKE_COMMAND}" "-DTOOL=$<TARGET_FILE:ctp-cli>" "-DCASE=${case_file}"
            "-DWORK=${CMAKE_CURRENT_BINARY_DIR}/svg/${name}" "-DXMLLINT=${CTP_XMLLINT}"
            "-DRSVG=${CTP_RSVG_CONVERT}" -P "${CMAKE_CURRENT_SOURCE_DIR}/check_svg.cmake")
  set_tests_properties(cli.${name} PROPERTIES LABELS cli)
endfunction()

# Each puzzle, animated and still, with the options each already has.
ctp_svg_test(svg.hanoi.animation      ARGS hanoi 3 --svg)
ctp_svg_test(svg.hanoi.names          ARGS hanoi 4 --names hop,skip,jump --svg)
ctp_svg_test(svg.hanoi.frame          ARGS hanoi 4 --svg --frame 5)
ctp_svg_test(svg.hanoi.frame.63       ARGS hanoi 63 --svg --frame 9223372036854775807)
ctp_svg_test(svg.rings.animation      ARGS rings 5 --svg)
ctp_svg_test(svg.rings.double         ARGS rings 4 --double --svg)
ctp_svg_test(svg.rings.frame          ARGS rings --from UUDUD --to DDDDD --svg --frame 7)
ctp_svg_test(svg.rings.double.frame   ARGS rings 5 --double --on --svg --frame 9)
ctp_svg_test(svg.rings.double.between ARGS rings --double --from DUU --to UDD --svg)
ctp_svg_test(svg.rings.double.frame.63 ARGS rings 63 --double --svg --frame 4611686018427387904)
ctp_svg_test(svg.nine_tails.animation ARGS nine-tails HHHTTTHHH --svg)
ctp_svg_test(svg.nine_tails.frame     ARGS nine-tails --rows 2 --cols 3 HHHHHH --svg --frame 1)
ctp_svg_test(svg.water.animation      ARGS water 3,5,8 --goal 4 --svg)
ctp_svg_test(svg.water.tap.frame      ARGS water 3,5 --tap --goal 4 --svg --frame 3)

# What the pictures show: the move and its name in the caption of each frame, the animation
# that loops, a still without animation, H and T as letters, the cups' levels and capacities.
ctp_cli_test(svg.hanoi.captions       ARGS hanoi 3 --svg OUT_MATCHES
  "^<svg xmlns=\"http://www.w3.org/2000/svg\".*>start: 3 discs on START, 7 moves to GOAL<.*\
>move 1 of 7: B \\(disc 1, START → GOAL\\)<.*repeatCount=\"indefinite\".*\
>move 7 of 7: B \\(disc 1, START → GOAL\\)</text>\n  </g>\n</svg>\n$")
ctp_cli_test(svg.hanoi.named          ARGS hanoi 2 --names hop,skip,jump --svg
  OUT_MATCHES ">move 2 of 3: skip \\(disc 2, START → GOAL\\)<")
ctp_cli_test(svg.hanoi.still          ARGS hanoi 3 --svg --frame 2
  OUT_MATCHES "^<svg [^<]*<title>Towers of Hanoi: 3 discs, 7 moves</title>[^$]*\
>move 2 of 7: A \\(disc 2, START → PARK\\)<[^$]*</svg>\n$")
ctp_cli_test(svg.hanoi.still.only     ARGS hanoi 3 --svg --frame 2 OUT "0\n"
                                      PIPE sh -c "grep -c -e '<animate' -e 'move 1 of' || true")
ctp_cli_test(svg.rings.double.caption ARGS rings --double --from DUU --to UDD --svg --frame 4
  OUT_MATCHES ">move 4 of 4: rings 2\\+3 down → UDD<")
ctp_cli_test(svg.rings.caption        ARGS rings 3 --svg --frame 5
                                      OUT_MATCHES ">move 5 of 5: ring 3 down → DDD<")
ctp_cli_test(svg.nine_tails.letters   ARGS nine-tails HHHTTTHHH --svg --frame 2
  OUT_MATCHES ">move 2 of 2: at row 1, column 2, 4 coins flipped → TTTTTTTTT<")
ctp_cli_test(svg.water.levels         ARGS water 3,5,8 --goal 4 --svg --frame 6
  OUT_MATCHES ">4/5</text>.*>move 6 of 6: pour cup 2 into cup 1 → 3,4,1<")
ctp_cli_test(svg.largest_animation    ARGS hanoi 8 --svg OUT_MATCHES ">move 255 of 255: ")
ctp_cli_test(svg.largest_size         ARGS hanoi 8 --svg PIPE wc -c
                                      OUT_MATCHES "^ *[12]?[0-9]?[0-9][0-9][0-9][0-9][0-9]\n$")
ctp_cli_test(svg.help                 ARGS rings --help
  OUT_MATCHES "--svg .*at most 256 moves.*--frame K .*-o,--output FILE ")

# Too long to animate: one line suggesting --frame, exit 2.
ctp_cli_test(svg.too_long.hanoi       ARGS hanoi 9 --svg EXIT 2
  ERR "^ctp: --svg animates at most 256 moves and this solution has 511; draw one state with \
--frame K \\(K from 0 to 511\\)\n$")
ctp_cli_test(svg.too_long.rings       ARGS rings 9 --svg EXIT 2 ERR "this solution has 341; ")

# Bad options: one `ctp: ` line, exit 2.
set(needs_frame
  "^ctp: --frame needs a move number from 0 \\(the start\\) to 7 \\(the last move\\), got")
ctp_cli_test(svg.frame_beyond   ARGS hanoi 3 --svg --frame 8  EXIT 2 ERR "${needs_frame} 8\n$")
ctp_cli_test(svg.frame_negative ARGS hanoi 3 --svg --frame -1 EXIT 2 ERR "${needs_frame} -1\n$")
ctp_cli_test(svg.frame_text     ARGS hanoi 3 --svg --frame x  EXIT 2 ERR "${needs_frame} x\n$")
ctp_cli_test(svg.frame_without_svg    ARGS hanoi 3 --frame 2 EXIT 2
  ERR "^ctp: --frame goes with --svg: --svg --frame K draws the state after move K; add --svg\n$")
ctp_cli_test(svg.output_without_svg   ARGS water 3,5,8 --goal 4 -o x.svg EXIT 2
  ERR "^ctp: -o goes with --svg: --svg -o FILE writes the picture to FILE; add --svg\n$")
ctp_cli_test(svg.output_unwritable    ARGS nine-tails HHHTTTHHH --svg -o /nonexistent/ctp/n.svg
  EXIT 2 ERR "^ctp: -o: cannot write /nonexistent/ctp/n.svg[:;].*can be written\n$")
ctp_cli_test(svg.output_folder        ARGS hanoi 3 --svg -o / EXIT 2
  ERR "^ctp: -o: / is a folder; give a FILE in a folder that exists and can be written\n$")
ctp_cli_test(svg.with_pegs            ARGS hanoi 3 --svg --pegs EXIT 2
  ERR "^ctp: --svg and --pegs are two views of the solution; choose one\n$")
ctp_cli_test(svg.with_states          ARGS rings 3 --states --svg EXIT 2
  ERR "^ctp: --svg and --states are two views of the solution; choose one\n$")
ctp_cli_test(svg.with_stats           ARGS nine-tails --stats --svg EXIT 2
  ERR "^ctp: --svg and --stats are two views of the solution; choose one\n$")
ctp_cli_test(svg.with_all             ARGS water 3,5,8 --all --svg EXIT 2
  ERR "^ctp: --svg and --all are two views of the solution; choose one\n$")
ctp_cli_test(svg.nine_tails.no_board  ARGS nine-tails --svg EXIT 2
  ERR "^ctp: --svg needs BOARD, the coins to start from; usage: ctp nine-tails ")

# No solution: the sentence of the listing, exit 1, and no picture.
ctp_cli_test(svg.water.unsolvable     ARGS water 2,4 --start 0,4 --goal 1 --svg EXIT 1
                                      OUT_MATCHES "^The puzzle has no solution: ")
