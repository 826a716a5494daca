# ctp-gen, fact by fact (included by CMakeLists.txt here; ctp_cli_test with PROGRAM ctp-gen).

ctp_cli_test(gen.help        PROGRAM ctp-gen ARGS --help OUT_MATCHES "^ctp-gen: lookup headers")
ctp_cli_test(gen.hanoi.help  PROGRAM ctp-gen ARGS hanoi --help OUT_MATCHES "--discs")

# The data, as JSON (the same values the headers hold).
ctp_cli_test(gen.hanoi.json PROGRAM ctp-gen ARGS hanoi --discs 2 --names a,b,c --format json OUT
[=[{
  "generator": "ctp-gen 0.1.0",
  "command": "ctp-gen hanoi --discs 2 --names a,b,c --namespace ctp::tables --name hanoi_2",
  "puzzle": "hanoi",
  "title": "Towers of Hanoi, 2 discs (Peelle, seed 002): every move, START to GOAL.",
  "discs": 2,
  "move_count": 3,
  "moves": [65,66,67],
  "names": ["a","b","c"]
}
]=])
ctp_cli_test(gen.rings.json PROGRAM ctp-gen ARGS rings --rings 2 --format json --name two OUT
[=[{
  "generator": "ctp-gen 0.1.0",
  "command": "ctp-gen rings --rings 2 --namespace ctp::tables --name two",
  "puzzle": "rings",
  "title": "The Chinese rings, 2 rings (seed 000): every move and state that takes off all rings.",
  "rings": 2,
  "move_count": 2,
  "moves": [1,2],
  "state_bytes": 1,
  "states": [3,1,0]
}
]=])
ctp_cli_test(gen.water_hardest.json PROGRAM ctp-gen ARGS water-hardest --cups 3 --max 12 --format json
             OUT_MATCHES "\"moves\": 11,\n  \"puzzle_count\": 2,\n  \"capacities\": \\[1,12,12,6,7,12\\]")
ctp_cli_test(gen.water.json PROGRAM ctp-gen ARGS water --capacities 3,5,8 --format json
             OUT_MATCHES "\"start\": \\[0,0,8\\],\n  \"tap\": false,\n  \"largest\": 8,\n  \"state_count\": 16,")

# Headers: a banner with the command that regenerates them, the placement chosen.
ctp_cli_test(gen.hanoi.header PROGRAM ctp-gen ARGS hanoi --discs 3 --namespace my::tables --name three
  OUT_MATCHES "// Regenerate: ctp-gen hanoi --discs 3 --namespace my::tables --name three -o <this file>\n.*namespace my::tables::three {.*inline constexpr char moves\\[8\\] =\n    \"BACBACB\";")
ctp_cli_test(gen.nine_tails.header PROGRAM ctp-gen ARGS nine-tails --rows 1 --cols 2 --unweighted
  OUT_MATCHES "namespace ctp::tables::nine_tails_1x2_unweighted {.*inline constexpr bool weighted = false;")
ctp_cli_test(gen.nine_tails.vocabulary PROGRAM ctp-gen ARGS nine-tails --rows 2 --cols 2
  OUT_MATCHES "constexpr unsigned cost\\(std::uint32_t board\\).*constexpr bool reachable\\(std::uint32_t board\\)\
.*constexpr std::uint32_t next\\(std::uint32_t board\\).*constexpr std::uint32_t state_count\\(\\)\
.*constexpr std::uint32_t reachable_count\\(\\).*constexpr void for_each_on_path\\(std::uint32_t board, F&& f\\)\
.*constexpr std::uint32_t parse\\(std::string_view text\\)")

# Bad input: one `ctp-gen: ` line, exit 2.
ctp_cli_test(gen.no_subcommand PROGRAM ctp-gen EXIT 2 ERR "^ctp-gen: a subcommand is needed, one of: hanoi, rings")
ctp_cli_test(gen.hanoi.zero PROGRAM ctp-gen ARGS hanoi --discs 0 EXIT 2
             ERR "^ctp-gen: a hanoi table needs 1 to 24 discs, got 0\n$")
ctp_cli_test(gen.hanoi.two_names PROGRAM ctp-gen ARGS hanoi --discs 3 --names a,b EXIT 2
             ERR "^ctp-gen: --names needs three distinct, non-empty names\n$")
ctp_cli_test(gen.nine_tails.too_large PROGRAM ctp-gen ARGS nine-tails --rows 6 --cols 5 EXIT 2
             ERR "^ctp-gen: a nine tails board has 1 to 25 cells \\(at most 5x5\\), got 6x5\n$")
ctp_cli_test(gen.water.not_numbers PROGRAM ctp-gen ARGS water --capacities 3,x EXIT 2
             ERR "^ctp-gen: --capacities takes whole numbers separated by commas, got 3,x\n$")
ctp_cli_test(gen.water.overfull PROGRAM ctp-gen ARGS water --capacities 3,5,8 --start 4,0,8 EXIT 2
             ERR "^ctp-gen: a cup cannot start with more than its capacity")
ctp_cli_test(gen.water.one_cup PROGRAM ctp-gen ARGS water --capacities 3 EXIT 2
             ERR "^ctp-gen: --capacities needs 2 to 8 cups, got 1\n$")
ctp_cli_test(gen.bad_namespace PROGRAM ctp-gen ARGS hanoi --discs 3 --namespace 1bad EXIT 2
             ERR "^ctp-gen: --namespace must be C\\+\\+ identifiers joined by ::, got 1bad\n$")
ctp_cli_test(gen.bad_format PROGRAM ctp-gen ARGS hanoi --discs 3 --format xml EXIT 2
             ERR "^ctp-gen: --format must be cpp or json, got xml\n$")
ctp_cli_test(gen.unknown_option PROGRAM ctp-gen ARGS hanoi --discs 3 --frob EXIT 2
             ERR "^ctp-gen: .*--frob.*\\(see ctp-gen hanoi --help\\)\n$")

# -o: replaced only when the contents change, and no partial file after an error.
add_test(NAME cli.gen.output_file
  COMMAND "${CMAKE_COMMAND}" "-DTOOL=$<TARGET_FILE:ctp-gen>" "-DWORK=${CMAKE_CURRENT_BINARY_DIR}/gen_output"
          -P "${CMAKE_CURRENT_SOURCE_DIR}/gen_output_file.cmake")
set_tests_properties(cli.gen.output_file PROPERTIES LABELS cli)
