// `make demo`: a program that answers from headers ctp-gen wrote into the build tree
// (ctp_generate_header in docs/CMakeLists.txt) and from two committed tables (include/ctp/tables/).
// Everything it prints is a table load; what the tables claim was proven by the compiler, below,
// before the program could exist.
#include <ctp/hanoi.hpp>
#include <ctp/nine_tails.hpp>
#include <ctp/tables/rings_10.hpp>
#include <ctp/tables/water_3_5_8.hpp>
#include <demo/hanoi_20.hpp>
#include <demo/nine_tails_3x3.hpp>
#include <demo/nine_tails_4x4.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string_view>
#include <type_traits>

//! [first]
namespace three = demo::nine_tails_3x3;  // generated: ctp-gen nine-tails --rows 3 --cols 3

// A board is a state of the table: parse reads its text, cost and next answer for it.
constexpr std::optional<three::state> given = three::parse("HHHTTTHHH");
static_assert(given && given->index() == 56);
static_assert(three::cost(*given) == 8u);
static_assert(three::next(*given) == three::parse("HHHTHTTTT"));
//! [first]

//! [kinds]
namespace four = demo::nine_tails_4x4;       // generated: ctp-gen nine-tails --rows 4 --cols 4
namespace hanoi = demo::hanoi_20;            // generated: ctp-gen hanoi 20
namespace water = ctp::tables::water_3_5_8;  // committed: include/ctp/tables/
namespace rings = ctp::tables::rings_10;     // committed: include/ctp/tables/

// Water: contents(...) takes one amount a cup; a move says what it does.
constexpr std::optional<water::state> full = water::contents(0, 0, 8);  // cup 3 full
static_assert(full == water::start() && water::cost(*full, 4) == 6u);
static_assert(water::move_text(*water::next_move(*full, 4)) == "pour cup 3 into cup 2");

// Hanoi and the rings: move k of the list, and (rings) the state after k moves.
static_assert(hanoi::move_count() == 1048575 && hanoi::move_at(0)->letter() == 'A');
static_assert(rings::move_text(*rings::move_at(0)) == "ring 9 down");
static_assert(rings::state_after(rings::move_count()) == rings::parse("DDDDDDDDDD"));
//! [kinds]

//! [own_state]
// A state belongs to its table: a 4 x 4 state, or a bare number, is no 3 x 3 state.
static_assert(std::is_invocable_v<decltype(&three::cost), three::state>);
static_assert(!std::is_invocable_v<decltype(&three::cost), four::state>);
static_assert(!std::is_invocable_v<decltype(&three::cost), std::uint32_t>);
//! [own_state]

//! [empty]
// No answer is said one way, an empty optional, at run time and in a constant expression alike.
static_assert(!three::parse("HHX"));             // not a board
static_assert(!three::state_at(512));            // past the table
static_assert(!three::next(three::goal()));      // nothing after all tails
static_assert(!water::contents(4, 0, 0));        // more than cup 1 holds
static_assert(!water::cost(water::start(), 9));  // no cup holds 9
static_assert(!hanoi::move_at(1048575));         // past the last move
//! [empty]

//! [lookup]
// The generated 3 x 3 table is the compiler's own solution, state by state.
constexpr bool equals_solver() {
  constexpr auto solved = ctp::nine_tails_solve<3, 3>();
  for (three::index_type board = 0; board != three::state_count(); ++board) {
    const three::state s = three::unchecked::state_at(board);  // every index is a 3 x 3 state
    const std::optional<three::state> next = three::next(s);
    const std::optional<std::uint32_t> next_board =
        next ? std::optional<std::uint32_t>(next->index()) : std::nullopt;
    if (three::cost(s) != solved.cost(board) || next_board != solved.next(board)) return false;
  }
  return true;
}
static_assert(equals_solver());

// The generated 20-disc list agrees with the O(1) formula (sampled: 1,048,575 moves).
constexpr bool agrees_with_formula() {
  for (hanoi::index_type k = 0; k < hanoi::move_count(); k += 4093)
    if (hanoi::unchecked::move_at(k).letter() != ctp::hanoi_move_at(20, k)) return false;
  return true;
}
static_assert(agrees_with_formula());
//! [lookup]

//! [checked]
// Checked: text from outside may be anything, so parse answers an optional ("XYZ": empty). The
// state it makes is a board of this table, so cost never checks it again: one load.
std::optional<unsigned> flips(std::string_view text) {
  const std::optional<three::state> board = three::parse(text);
  if (!board) return std::nullopt;
  return three::cost(*board);
}

// Unchecked, the one way in that trusts a number: every index 0 .. state_count() - 1 is a state
// of a 3 x 3 table, so unchecked::state_at(board) needs no check.
constexpr unsigned most_flips() {
  unsigned most = 0;
  for (three::index_type board = 0; board != three::state_count(); ++board)
    most = std::max(most, three::cost(three::unchecked::state_at(board)).value_or(0));
  return most;
}

// Dereferencing an empty optional in a constant expression is a compile error, so `*` is safe
// here: a wrong text would not compile.
constexpr unsigned heads_4x4 = *four::cost(*four::parse("HHHHHHHHHHHHHHHH"));
//! [checked]

int main(int argc, char** argv) {
  const std::string_view text = argc > 1 ? argv[1] : "HHHTTTHHH";
  const std::optional<three::state> board = three::parse(text);
  if (!board) {
    std::fprintf(stderr, "ctp: a 3x3 board is 9 letters H or T, got %.*s\n",
                 static_cast<int>(text.size()), text.data());
    return 2;
  }
  std::printf("nine tails %.*s: %u flips, path", static_cast<int>(text.size()), text.data(),
              flips(text).value_or(0));
  three::for_each_on_path(*board, [](three::state b) {
    const three::state_text shown = three::text(b);
    std::printf(" %.*s", static_cast<int>(shown.view().size()), shown.view().data());
  });
  std::printf("\n");
  if (const std::optional<three::move> move = three::next_move(*board)) {
    const std::string_view shown = three::move_text(*move);
    std::printf("nine tails %.*s: first flip at %.*s\n", static_cast<int>(text.size()), text.data(),
                static_cast<int>(shown.size()), shown.data());
  }
  std::printf("nine tails 3x3: the hardest board takes %u flips\n", most_flips());
  std::printf(
      "nine tails 4x4: %llu of %llu boards reach all tails; HHHHHHHHHHHHHHHH takes %u flips\n",
      static_cast<unsigned long long>(four::reachable_count()),
      static_cast<unsigned long long>(four::state_count()), heads_4x4);
  // Indices below move_count() by construction: the unchecked form (in a constant expression an
  // index past the table would not compile either).
  constexpr char middle = hanoi::unchecked::move_at(524287).letter();
  constexpr char last = hanoi::unchecked::move_at(hanoi::move_count() - 1).letter();
  std::printf("hanoi 20 discs: %llu moves; move 524287 is %c, the last is %c\n",
              static_cast<unsigned long long>(hanoi::move_count()), middle, last);
  std::printf(
      "proven while compiling: the 3x3 table equals ctp::nine_tails_solve<3, 3>() for all 512 "
      "boards;\n"
      "  the 20-disc list agrees with ctp::hanoi_move_at on every 4093rd move\n");
}
