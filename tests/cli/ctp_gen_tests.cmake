# ctp-gen, fact by fact (included by CMakeLists.txt here; ctp_cli_test with PROGRAM ctp-gen).

ctp_cli_test(gen.help        PROGRAM ctp-gen ARGS --help
             OUT_MATCHES "^ctp-gen: lookup headers.*Exit codes: 0 .*Examples:\n  ctp-gen ")
ctp_cli_test(gen.hanoi.help  PROGRAM ctp-gen ARGS hanoi --help
             OUT_MATCHES "^[^\n]*\nUsage: ctp-gen hanoi .*--discs N .*--names A,B,C .*-o,--output FILE")
ctp_cli_test(gen.version     PROGRAM ctp-gen ARGS --version OUT "ctp-gen ${PROJECT_VERSION}\n")

# The data, as JSON (the same values the headers hold).
ctp_cli_test(gen.hanoi.json PROGRAM ctp-gen ARGS hanoi --discs 2 --names a,b,c --format json OUT
[=[{
  "generator": "ctp-gen 0.1.0",
  "command": "ctp-gen hanoi --discs 2 --names a,b,c --namespace ctp::tables --name hanoi_2",
  "puzzle": "hanoi",
  "title": "Towers of Hanoi, 2 discs (Peelle's closed form): every move, START to GOAL.",
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
  "title": "The Chinese rings, 2 rings (jwalker's applet): every move and state that takes off all rings.",
  "rings": 2,
  "move_count": 2,
  "moves": [1,2],
  "state_bytes": 1,
  "states": [3,1,0]
}
]=])
ctp_cli_test(gen.water_hardest.json PROGRAM ctp-gen ARGS water-hardest --cups 3 --max 12 --format json
             OUT_MATCHES "\"moves\": 11,\n  \"puzzle_count\": 2,\n  \"capacities\": \\[1,12,12,6,7,12\\]")
# --distinct, as ctp water-hardest --distinct: 1,12,12 drops out, 6,7,12 stays.
ctp_cli_test(gen.water_hardest.distinct PROGRAM ctp-gen ARGS water-hardest --cups 3 --max 12 --distinct --format json
             OUT_MATCHES "\"moves\": 11,\n  \"puzzle_count\": 1,\n  \"capacities\": \\[6,7,12\\]")
ctp_cli_test(gen.water.json PROGRAM ctp-gen ARGS water --capacities 3,5,8 --format json
             OUT_MATCHES "\"start\": \\[0,0,8\\],\n  \"tap\": false,\n  \"largest\": 8,\n  \"state_count\": 216,\n  \"reached_count\": 16,")
# The default start is ctp water's (water_default_puzzle): the first largest cup full.
ctp_cli_test(gen.water.default_largest_first PROGRAM ctp-gen ARGS water --capacities 8,5,3 --format json
             OUT_MATCHES "\"start\": \\[8,0,0\\],")
ctp_cli_test(gen.water.default_first_of_equal PROGRAM ctp-gen ARGS water --capacities 1,12,12 --format json
             OUT_MATCHES "\"start\": \\[0,12,0\\],")

# Headers: a banner with the command that regenerates them, the placement chosen.
ctp_cli_test(gen.hanoi.header PROGRAM ctp-gen ARGS hanoi --discs 3 --namespace my::tables --name three
  OUT_MATCHES "// Regenerate: ctp-gen hanoi --discs 3 --namespace my::tables --name three -o <this file>\n.*namespace my::tables::three {.*inline constexpr char moves\\[8\\] =\n    \"BACBACB\";.*constexpr std::optional<char> move_at\\(std::uint64_t k\\)")
ctp_cli_test(gen.rings.header PROGRAM ctp-gen ARGS rings --rings 2 --on
  OUT_MATCHES "namespace ctp::tables::rings_2_on {.*constexpr std::optional<ring_move> move_at\\(std::uint64_t k\\) {\
.*constexpr std::optional<std::uint64_t> state_after\\(std::uint64_t k\\) {")
ctp_cli_test(gen.nine_tails.header PROGRAM ctp-gen ARGS nine-tails --rows 1 --cols 2 --unweighted
  OUT_MATCHES "namespace ctp::tables::nine_tails_1x2_unweighted {.*inline constexpr bool weighted = false;")
ctp_cli_test(gen.nine_tails.vocabulary PROGRAM ctp-gen ARGS nine-tails --rows 2 --cols 2
  OUT_MATCHES "namespace unchecked {.*constexpr unsigned cost\\(std::uint32_t board\\).*}  // namespace unchecked\
.*constexpr std::optional<unsigned> cost\\(std::uint32_t board\\).*constexpr bool reachable\\(std::uint32_t board\\)\
.*constexpr std::optional<std::uint32_t> next\\(std::uint32_t board\\).*constexpr std::uint32_t state_count\\(\\)\
.*constexpr std::uint32_t reachable_count\\(\\).*constexpr void for_each_on_path\\(std::uint32_t board, F&& f\\)\
.*constexpr std::optional<std::uint32_t> parse\\(std::string_view text\\)")
ctp_cli_test(gen.nine_tails.problems PROGRAM ctp-gen ARGS nine-tails --rows 2 --cols 2
  OUT_MATCHES "namespace detail {\n.*inline void state_outside_the_table\\(\\) {}\n.*inline void text_is_not_a_board\\(\\) {}\n\n}  // namespace detail")
ctp_cli_test(gen.water.vocabulary PROGRAM ctp-gen ARGS water --capacities 3,5
  OUT_MATCHES "namespace unchecked {.*constexpr int cost\\(const std::array<int, cups>& contents, int amount\\).*}  // namespace unchecked\
.*constexpr std::optional<int> cost\\(const std::array<int, cups>& contents, int amount\\)")
ctp_cli_test(gen.water_hardest.vocabulary PROGRAM ctp-gen ARGS water-hardest --cups 2 --max 4
  OUT_MATCHES "namespace unchecked {.*constexpr puzzle puzzle_at\\(int i\\).*}  // namespace unchecked\
.*constexpr std::optional<puzzle> puzzle_at\\(int i\\)")

# Bad input: one `ctp-gen: ` line, exit 2, from the same code as ctp's (see also the agreement
# cases below).
set(gen_usage "usage: ctp-gen hanoi --discs N \\[--names A,B,C\\] \\[-o FILE\\] \\[--namespace NS\\] \
\\[--name NAME\\] \\[--format cpp\\|json\\]")
ctp_cli_test(gen.no_subcommand PROGRAM ctp-gen EXIT 2 OUT_MATCHES "^ctp-gen: lookup headers.*Usage: ctp-gen"
             ERR "^ctp-gen: a subcommand is needed, one of: hanoi, rings, nine-tails, water, \
water-hardest \\(see ctp-gen --help\\)\n$")
ctp_cli_test(gen.unknown_subcommand PROGRAM ctp-gen ARGS chess EXIT 2
             ERR "^ctp-gen: unknown subcommand chess; usage: ctp-gen .*one of: hanoi, rings, ")
ctp_cli_test(gen.hanoi.no_discs PROGRAM ctp-gen ARGS hanoi EXIT 2
             ERR "^ctp-gen: hanoi needs --discs N, the number of discs, got none; ${gen_usage}\n$")
ctp_cli_test(gen.hanoi.discs_text PROGRAM ctp-gen ARGS hanoi --discs 0x10 EXIT 2
             ERR "^ctp-gen: hanoi needs --discs N, the number of discs, got 0x10\n$")
ctp_cli_test(gen.hanoi.zero PROGRAM ctp-gen ARGS hanoi --discs 0 EXIT 2
             ERR "^ctp-gen: a hanoi table needs 1 to 24 discs, got 0\n$")
ctp_cli_test(gen.hanoi.two_names PROGRAM ctp-gen ARGS hanoi --discs 3 --names a,b EXIT 2
             ERR "^ctp-gen: --names needs three names separated by commas .*, got 2 in a,b\n$")
ctp_cli_test(gen.hanoi.names_missing PROGRAM ctp-gen ARGS hanoi --discs 3 --names EXIT 2
             ERR "^ctp-gen: hanoi: --names: .*; see ctp-gen hanoi --help\n$")
ctp_cli_test(gen.rings.no_rings PROGRAM ctp-gen ARGS rings --on EXIT 2
             ERR "^ctp-gen: rings needs --rings N, the number of rings, got none; usage: ctp-gen rings ")
ctp_cli_test(gen.nine_tails.too_large PROGRAM ctp-gen ARGS nine-tails --rows 6 --cols 5 EXIT 2
             ERR "^ctp-gen: a nine tails board has 1 to 25 cells \\(at most 5x5\\), got 6x5\n$")
ctp_cli_test(gen.water.not_numbers PROGRAM ctp-gen ARGS water --capacities 3,x EXIT 2
             ERR "^ctp-gen: water pouring amounts are whole numbers separated by commas \\(e.g. 3,5,8\\), got 3,x\n$")
ctp_cli_test(gen.water.no_capacities PROGRAM ctp-gen ARGS water --tap EXIT 2
             ERR "^ctp-gen: water needs the cups' capacities \\(e.g. 3,5,8\\), got none; usage: ctp-gen water ")
ctp_cli_test(gen.water.overfull PROGRAM ctp-gen ARGS water --capacities 3,5,8 --start 4,0,8 EXIT 2
             ERR "^ctp-gen: a cup cannot start with more than its capacity")
ctp_cli_test(gen.water.one_cup PROGRAM ctp-gen ARGS water --capacities 3 EXIT 2
             ERR "^ctp-gen: water pouring needs 2 to 8 cups, got 3\n$")
ctp_cli_test(gen.bad_namespace PROGRAM ctp-gen ARGS hanoi --discs 3 --namespace 1bad EXIT 2
             ERR "^ctp-gen: --namespace must be C\\+\\+ identifiers joined by ::, got 1bad\n$")
ctp_cli_test(gen.bad_name PROGRAM ctp-gen ARGS hanoi --discs 3 --name a::b EXIT 2
             ERR "^ctp-gen: --name must be one C\\+\\+ identifier, got a::b\n$")
ctp_cli_test(gen.bad_format PROGRAM ctp-gen ARGS hanoi --discs 3 --format xml EXIT 2
             ERR "^ctp-gen: --format must be cpp or json, got xml\n$")
ctp_cli_test(gen.unknown_option PROGRAM ctp-gen ARGS hanoi --discs 3 --frob EXIT 2
             ERR "^ctp-gen: hanoi: unknown option --frob; ${gen_usage}\n$")
ctp_cli_test(gen.extra_argument PROGRAM ctp-gen ARGS hanoi --discs 3 4 EXIT 2
             ERR "^ctp-gen: hanoi: unexpected argument 4; ${gen_usage}\n$")

# The output: streamed and stopped quietly (exit 0) when the reader goes, as ctp's; a write
# error is exit 1 (the command line was right), as ctp's.
ctp_cli_test(gen.stream PROGRAM ctp-gen ARGS hanoi --discs 20 PIPE head -c 3 OUT "// ")
if(EXISTS /dev/full)
  ctp_cli_test(gen.output_full PROGRAM ctp-gen ARGS hanoi --discs 3 OUTPUT_FILE /dev/full EXIT 1
               ERR "^ctp-gen: cannot write the output: No space left on device\n$")
endif()

# The two tools agree: one command-line layer reads their numbers, reports their mistakes and
# sets their exit codes (tools_agree.cmake runs both; @tool@ is either name).
function(ctp_tools_agree name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "SAME_ERROR" "EXIT;OUT_MATCHES;ERR" "CTP;GEN")
  ctp_cli_case_list(ctp_args CTP_ARGS arg_CTP)
  ctp_cli_case_list(gen_args GEN_ARGS arg_GEN)
  set(case "${ctp_args}${gen_args}")
  foreach(value IN ITEMS EXIT OUT_MATCHES ERR SAME_ERROR)
    string(APPEND case "set(${value} [==[${arg_${value}}]==])\n")
  endforeach()
  ctp_cli_add_case(${name} "${case}" tools_agree.cmake
                   "-DCTP=$<TARGET_FILE:ctp-cli>" "-DCTP_GEN=$<TARGET_FILE:ctp-gen>")
endfunction()

# The same bad list of numbers, the same message and exit 2: CAPACITIES and --capacities.
# The library reads the lists (ctp::water_parse), for both tools.
set(whole_numbers "^water pouring amounts are whole numbers separated by commas \\(e\\.g\\. 3,5,8\\), got")
ctp_tools_agree(agree.numbers.letter CTP water 3,x,8 --goal 4 GEN water --capacities 3,x,8
                EXIT 2 SAME_ERROR ERR "${whole_numbers} 3,x,8$")
ctp_tools_agree(agree.numbers.empty CTP water 3,,8 --goal 4 GEN water --capacities 3,,8
                EXIT 2 SAME_ERROR ERR "${whole_numbers} 3,,8$")
ctp_tools_agree(agree.numbers.huge CTP water 99999999999 --goal 4
                GEN water --capacities 99999999999
                EXIT 2 SAME_ERROR ERR "^a cup holds at most 16,777,215 units of water, got 99999999999$")
ctp_tools_agree(agree.numbers.spaced CTP water "3, 5,8" --goal 4 GEN water --capacities "3, 5,8"
                EXIT 2 SAME_ERROR ERR "${whole_numbers} \"3, 5,8\"$")
ctp_tools_agree(agree.numbers.plus CTP water 3,+5,8 --goal 4 GEN water --capacities 3,+5,8
                EXIT 2 SAME_ERROR ERR "${whole_numbers} 3,\\+5,8$")
ctp_tools_agree(agree.numbers.start CTP water 3,5,8 --start 0,x,8 --goal 4
                GEN water --capacities 3,5,8 --start 0,x,8 EXIT 2 SAME_ERROR
                ERR "${whole_numbers} --start 0,x,8$")
ctp_tools_agree(agree.numbers.rows CTP nine-tails --rows x HHH GEN nine-tails --rows x
                EXIT 2 SAME_ERROR ERR "^--rows needs a whole number, got x$")
ctp_tools_agree(agree.numbers.cups CTP water-hardest --cups 3.0 --max 3
                GEN water-hardest --cups 3.0 --max 3 EXIT 2 SAME_ERROR
                ERR "^water-hardest needs --cups K, the number of cups, got 3\\.0$")

# The same move names, the same answer or message: a name with a space or a newline would break
# the one-line `Regenerate:` command of a header.
ctp_tools_agree(agree.names.spaced CTP hanoi 3 "--names=a b,c,d" GEN hanoi --discs 3 "--names=a b,c,d"
                EXIT 2 SAME_ERROR ERR "^--names needs names that are not empty and hold no spaces, got \"a b\" in \"a b,c,d\"$")
ctp_tools_agree(agree.names.newline CTP hanoi 3 "--names=a\nb,c,d" GEN hanoi --discs 3 "--names=a\nb,c,d"
                EXIT 2 SAME_ERROR ERR "^--names needs names that are not empty and hold no spaces, got ")
# A control character would be obeyed by a terminal and cannot be held by an SVG picture.
string(ASCII 1 control)
ctp_tools_agree(agree.names.control CTP hanoi 3 "--names=a${control},b,c"
                GEN hanoi --discs 3 "--names=a${control},b,c" EXIT 2 SAME_ERROR
                ERR "^--names needs names of UTF-8 text without control characters, got ")
ctp_tools_agree(agree.names.repeated CTP hanoi 3 --names a,b,a GEN hanoi --discs 3 --names a,b,a
                EXIT 2 SAME_ERROR ERR "^--names needs three distinct names, got a more than once in a,b,a$")

# The same library error, quoted alike.
ctp_tools_agree(agree.library CTP water-hardest --cups 9 --max 3 GEN water-hardest --cups 9 --max 3
                EXIT 2 SAME_ERROR ERR "^water pouring needs 2 to 8 cups, got --cups 9 --max 3$")

ctp_tools_agree(agree.library.distinct CTP water-hardest --cups 4 --max 3 --distinct
                GEN water-hardest --cups 4 --max 3 --distinct EXIT 2 SAME_ERROR
                ERR "^distinct capacities need a largest capacity of at least the number of cups, got --cups 4 --max 3 --distinct$")

# --help and --version: exit 0, on standard output, the exit codes in the help of both.
ctp_tools_agree(agree.help CTP --help GEN --help EXIT 0
  OUT_MATCHES "^@tool@: .*Exit codes: 0 when the answer is written; 1 when there is none.*; 2 for \
bad\ninput, said in one line starting `@tool@: ` on standard error\\.\n\nExamples:\n  @tool@ ")
ctp_tools_agree(agree.subcommand_help CTP water --help GEN water --help EXIT 0
                OUT_MATCHES "\nUsage: @tool@ water ")
ctp_tools_agree(agree.version CTP --version GEN --version EXIT 0 OUT_MATCHES "^@tool@ [0-9.]+\n$")

# CLI11's mistakes and stray arguments: exit 2 and one line, in the same words.
ctp_tools_agree(agree.unknown_option CTP --frobnicate GEN --frobnicate EXIT 2
  ERR "^unknown option --frobnicate; usage: @tool@ \\[--help \\| --version\\] SUBCOMMAND \\.\\.\\., \
SUBCOMMAND one of: hanoi, rings, nine-tails, water, water-hardest$")
ctp_tools_agree(agree.subcommand_unknown_option CTP water 3,5,8 --goal 4 --frobnicate
                GEN water --capacities 3,5,8 --frobnicate EXIT 2
                ERR "^water: unknown option --frobnicate; usage: @tool@ water ")
ctp_tools_agree(agree.missing_value CTP water 3,5,8 --goal 4 --start
                GEN water --capacities 3,5,8 --start EXIT 2
                ERR "^water: --start: .*; see @tool@ water --help$")

# -o: replaced only when the contents change, and no partial file after an error.
add_test(NAME cli.gen.output_file
  COMMAND "${CMAKE_COMMAND}" "-DTOOL=$<TARGET_FILE:ctp-gen>" "-DWORK=${CMAKE_CURRENT_BINARY_DIR}/gen_output"
          -P "${CMAKE_CURRENT_SOURCE_DIR}/gen_output_file.cmake")
set_tests_properties(cli.gen.output_file PROPERTIES LABELS cli)
