// The `ctp nine-tails` subcommand: reads and checks its arguments (or, as Liang's program does,
// asks for the board), solves the board's shape with the library's run-time solver, and hands
// the answer to listing.cpp.
#include "nine_tails/command.hpp"

#include <array>
#include <cstddef>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "ctp/nine_tails/rules.hpp"
#include "ctp/nine_tails/run_time/solution.hpp"
#include "ctp/nine_tails/text.hpp"
#include "cli/arguments.hpp"
#include "cli/errors.hpp"
#include "cli/progress.hpp"
#include "nine_tails/listing.hpp"
#include "nine_tails/puzzle_arguments.hpp"
#include "nine_tails/svg.hpp"

namespace ctp::puzzles::nine_tails {
namespace {

// The longest line read from standard input for a board: room for the largest board's 25
// letters and any spaces around them, so that endless input (ctp nine-tails < /dev/zero) is
// refused at once instead of filling the memory.
constexpr std::size_t nine_tails_max_line = 4096;

constexpr const char* description =
    "Nine tails (Liang, \"The Weighted Nine Tails Problem\"): the fewest coins flipped to turn "
    "every coin of a board to tails";

constexpr const char* footer = R"(A board is written row by row, cell 0 (top left) first, H for
heads and T for tails: HHHTTTHHH is Liang's board, rows HHH, TTT and HHH. A move is played
at a coin that shows heads; it flips that coin and its neighbours above, below, left and
right, and weighs the number of coins it flips (3, 4 or 5 on the 3x3 board).

Without BOARD, ctp asks for it as Liang's program does, `Enter the initial nine coins Hs
and Ts: `, reads one line from standard input (spaces around the letters do not count; a
line may hold at most 4096 characters), and then prints an empty line, as Liang's run shows.

The answer is printed as Liang's program prints it: `The steps to flip the coins are`, an
empty line, then every board of an optimal path, a row a line and an empty line after each,
then `The number of flips is N`. Of several optimal paths ctp prints the canonical one: from
each board it goes to the next board of least remaining cost, then of smallest index (cell 0
the most significant bit, T = 1). --unweighted counts moves instead of flips (Liang's
NineTailModel) and ends with `The number of moves is N`.

--rows R and --cols C (3 and 3 unless given) choose another board, of 1 to 25 cells. The
prompt then asks for as many coins, in words up to ten (2x2: `Enter the initial four coins
Hs and Ts: `) and in digits above (4x4: `Enter the initial 16 coins Hs and Ts: `; one cell:
`Enter the initial coin H or T: `). On some boards, such as 4x4, not every board can reach
all tails: ctp then says so in a sentence and exits with code 1.

--stats solves every board of the shape instead, and takes no BOARD: how many boards reach
all tails and how many cannot, in two columns how many boards need each number of flips (or
moves), and the hardest boards, each on a line when there are at most 10 of them.

Every board of the shape is solved at run time, by the solver that fills the library's
compile-time tables (Dijkstra's algorithm with Dial's buckets), up to 5x5 and its 33,554,432
boards. While a large board is solved, a line on standard error says so, if standard error is a
terminal, and is erased before the answer; otherwise nothing is written there.

Examples:
  ctp nine-tails HHHTTTHHH                           Liang's run: 3 boards, 8 flips
  ctp nine-tails                                     asks for the board, as Liang does
  ctp nine-tails HHHTTTHHH --unweighted              the same boards: 2 moves
  ctp nine-tails --rows 2 --cols 2 HHHH              a 2x2 board: 12 flips
  ctp nine-tails --rows 4 --cols 4 HTTTTTTTTTTTTTTT  all tails cannot be reached (exit 1)
  ctp nine-tails --stats                             the 512 boards, the hardest 35 flips)";

constexpr const char* usage =
    "ctp nine-tails [BOARD] [--rows R] [--cols C] [--unweighted], or ctp nine-tails --stats "
    "[--rows R] [--cols C] [--unweighted]";

struct nine_tails_arguments {
  cli::typed board;
  cli::typed rows;
  cli::typed cols;
  CLI::Option* unweighted = nullptr;
  CLI::Option* stats = nullptr;
  pictures::svg_options svg;
};

// The board's shape: --rows and --cols, 3 each unless given, 1 to 25 cells in all.
nine_tails_shape shape_of(const nine_tails_arguments& arguments) {
  const nine_tails_shape shape{cli::parse_number(arguments.rows, 3),
                               cli::parse_number(arguments.cols, 3)};
  if (!ctp::nine_tails_valid(shape))
    throw cli::usage_error(fmt::format(
        "nine-tails needs a board of 1 to {} cells (at most 5x5), got --rows {} --cols {}",
        ctp::nine_tails_max_cells, shape.rows, shape.cols));
  return shape;
}

// Liang's prompt, for any number of coins: in words up to ten, in digits above.
std::string prompt_for(nine_tails_shape shape) {
  constexpr std::array<const char*, 11> words{"no",  "one",   "two",   "three", "four", "five",
                                              "six", "seven", "eight", "nine",  "ten"};
  const int cells = shape.cells();
  if (cells == 1) return "Enter the initial coin H or T: ";
  return fmt::format("Enter the initial {} coins Hs and Ts: ",
                     cells < static_cast<int>(words.size())
                         ? std::string(words[static_cast<std::size_t>(cells)])
                         : fmt::format("{}", cells));
}

// What reading a board line found: nothing (the end of the input), a line, or a line longer
// than nine_tails_max_line characters, of which one character more than that was read.
enum class board_line { none, read, too_long };

// One line of standard input, without its \n, into line.
board_line read_board_line(std::string& line) {
  bool read = false;
  for (char c = 0; std::cin.get(c);) {
    read = true;
    if (c == '\n') return board_line::read;
    if (line.size() == nine_tails_max_line) return board_line::too_long;
    line.push_back(c);
  }
  return read ? board_line::read : board_line::none;
}

// Asks for the board as Liang's program does and reads one line from standard input:
// 1. the prompt, without a newline, written out at once;
// 2. one line, without its line end (\n or \r\n) and the spaces around the letters;
// 3. an empty line, as in Liang's run (there the user's Enter ended the prompt's line).
std::string ask_for_board(cli::output& out, nine_tails_shape shape) {
  out.write(prompt_for(shape));
  out.flush();
  std::string line;
  const board_line read = read_board_line(line);
  out.put('\n');  // written out now, so that it also ends the prompt's line before a message
  out.flush();
  if (read == board_line::too_long)
    throw cli::usage_error(fmt::format(
        "nine-tails reads a board line of at most {} characters from standard input, got more; "
        "type one line of {} letters H and T, or give BOARD",
        nine_tails_max_line, shape.cells()));
  if (read == board_line::none)
    throw cli::usage_error(
        fmt::format("nine-tails read no board from standard input; type one line "
                    "of {} letters H and T, or give BOARD; usage: {}",
                    shape.cells(), usage));
  constexpr std::string_view spaces = " \t\r\v\f";
  line.erase(line.find_last_not_of(spaces) + 1);
  line.erase(0, line.find_first_not_of(spaces));
  return line;
}

// The state typed, as the library reads it (its message says what is allowed).
nine_tails_state parse_board(std::string_view text, nine_tails_shape shape) {
  try {
    return ctp::nine_tails_parse(text, shape);
  } catch (const std::invalid_argument& error) {
    std::string message =
        fmt::format("{}, got {}", cli::without_prefix(error.what()), cli::shown(text));
    if (text.size() != static_cast<std::size_t>(shape.cells()))
      message += fmt::format(" ({} letters; the {}x{} board has {} cells)", text.size(), shape.rows,
                             shape.cols, shape.cells());
    throw cli::usage_error(message);
  }
}

// Every board of the shape solved, with a progress line on a terminal while it takes (a 5x5
// board's 2^25 boards take a while); only once the board has been asked for.
nine_tails_solution solved(const nine_tails_shape& shape, nine_tails_model model) {
  const cli::progress working(fmt::format("ctp: nine-tails: solving all {} boards of {}x{}",
                                          cli::with_commas(shape.state_count()), shape.rows,
                                          shape.cols));
  return {shape, model};
}

// 1. The shape, checked before anything is asked or solved.
// 2. --stats: every board of the shape; it takes no BOARD.
// 3. Otherwise the board, given or asked for, then its path, or the sentence that it has none.
cli::outcome run_nine_tails(const nine_tails_arguments& arguments, cli::output& out) {
  const nine_tails_shape shape = shape_of(arguments);
  const nine_tails_model model =
      cli::given(*arguments.unweighted) ? nine_tails_model::unweighted : nine_tails_model::weighted;
  const bool svg = pictures::svg_wanted(arguments.svg);
  if (svg) pictures::reject_with_svg({arguments.stats});
  if (svg && !cli::given(arguments.board))
    throw cli::usage_error("--svg needs BOARD, the coins to start from; usage: " +
                           std::string(usage));
  if (cli::given(*arguments.stats)) {
    if (cli::given(arguments.board))
      throw cli::usage_error(fmt::format(
          "--stats describes every board of the shape and takes no BOARD, got {}; usage: {}",
          cli::shown(arguments.board.text), usage));
    write_nine_tails_stats(out, solved(shape, model));
    return cli::outcome::answered;
  }
  const nine_tails_state state = parse_board(
      cli::given(arguments.board) ? arguments.board.text : ask_for_board(out, shape), shape);
  const nine_tails_solution solution = solved(shape, model);
  if (!solution.reachable(state)) {
    write_nine_tails_unreachable(out, solution, state);
    return cli::outcome::no_answer;
  }
  if (svg) write_nine_tails_svg(out, arguments.svg, solution, state);
  else write_nine_tails_path(out, solution, state);
  return cli::outcome::answered;
}

// Adds `nine-tails` (its arguments, help and examples) to app.
cli::command add_nine_tails_command(CLI::App& app) {
  CLI::App* nine_tails = cli::add_subcommand(app, "nine-tails", description, footer);
  auto arguments = std::make_shared<nine_tails_arguments>();
  cli::add_positional(
      *nine_tails, "BOARD", arguments->board,
      "the coins, row by row: HHHTTTHHH (a letter a cell, H or T); asked for if left out");
  cli::add_argument(*nine_tails, nine_tails_rows_argument, arguments->rows);
  cli::add_argument(*nine_tails, nine_tails_cols_argument, arguments->cols);
  arguments->unweighted = cli::add_flag(*nine_tails, nine_tails_unweighted_argument);
  arguments->stats = cli::add_flag(*nine_tails, "--stats",
                                   "solve every board of the shape: how many need each number of "
                                   "flips, the hardest, and how many cannot reach all tails");
  pictures::add_svg_options(*nine_tails, arguments->svg);
  return {nine_tails, usage,
          [arguments](cli::output& out) { return run_nine_tails(*arguments, out); }};
}

}  // namespace

cli::tool_part ctp_part() {
  return {.subcommands = {add_nine_tails_command},
          .examples =
              {
                  "  ctp nine-tails HHHTTTHHH             Liang's 8 flips, board by board",
                  "  ctp nine-tails --stats               how many boards need how many flips",
                  "  ctp nine-tails --help                everything about nine-tails",
              },
          .first_examples = {},
          .progress_notes = {}};
}

}  // namespace ctp::puzzles::nine_tails
