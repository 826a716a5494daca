// The committed 3 x 3 tables (weighted and unweighted) are proven equal, state by state, to what
// the compiler solves itself: every cost, every canonical next board, every state's text.
#include <cstdint>
#include <optional>

#include "ctp/nine_tails.hpp"
#include "ctp/tables/nine_tails_3x3.hpp"
#include "ctp/tables/nine_tails_3x3_unweighted.hpp"
#include "wide_numbers.hpp"

namespace {

namespace weighted = ctp::tables::nine_tails_3x3;
namespace unweighted = ctp::tables::nine_tails_3x3_unweighted;

// Every state of a table against the library's solution: its cost, its next board, its text, read
// back by parse.
template <class Solved, class StateAt, class Cost, class Next, class Text, class Parse>
constexpr bool same_as(const Solved& solved, StateAt state_at, Cost cost, Next next, Text text,
                       Parse parse) {
  for (std::uint32_t board = 0; board != solved.state_count(); ++board) {
    const auto s = state_at(board);
    if (!s || s->index() != board || cost(*s) != solved.cost(board)) return false;
    const auto after = next(*s);
    const auto expected = solved.next(board);
    if (after ? !expected || after->index() != *expected : expected.has_value()) return false;
    if (text(*s).view() != ctp::nine_tails_text<3, 3>(board).view()) return false;
    if (parse(text(*s).view()) != s) return false;
  }
  return true;
}

}  // namespace

static_assert(same_as(ctp::nine_tails_solve<3, 3>(), weighted::state_at<std::uint32_t>,
                      weighted::cost, weighted::next, weighted::text, weighted::parse));
static_assert(same_as(ctp::nine_tails_solve<3, 3, ctp::nine_tails_model::unweighted>(),
                      unweighted::state_at<std::uint32_t>, unweighted::cost, unweighted::next,
                      unweighted::text, unweighted::parse));

// The facts a user reads first.
static_assert(weighted::cost(*weighted::parse("HHHTTTHHH")) == 8u);
static_assert(weighted::reachable_count() == 512 && weighted::state_count() == 512);
static_assert(weighted::parse("HHHTTTHHH")->index() == 56 && weighted::goal().index() == 511);
static_assert(weighted::weighted && !unweighted::weighted);
static_assert(weighted::rows == 3 && weighted::cols == 3);

// No answer, one way each: bad input is an empty state, and so is a move from the goal.
static_assert(!weighted::parse("HHX") && !weighted::parse("HHHTTTHH") && !weighted::parse(""));
static_assert(!weighted::state_at(512) && weighted::state_at(511) == weighted::goal());
static_assert(!weighted::next(weighted::goal()) && !weighted::next_move(weighted::goal()));
static_assert(weighted::cost(weighted::goal()) == 0u);

// The unchecked state is the checked one, where the check passes.
static_assert(weighted::unchecked::state_at(56) == *weighted::state_at(56));

// A move, and its text: the first move from HHHTTTHHH is at the bottom row's middle coin, which
// flips it and its three neighbours.
static_assert(weighted::next_move(*weighted::parse("HHHTTTHHH"))->cell() == 7);
static_assert(weighted::move_text(*weighted::next_move(*weighted::parse("HHHTTTHHH"))) ==
              "row 3, column 2");

// The path, one board at a time: Liang's HHHTTTHHH -> HHHTHTTTT -> TTTTTTTTT.
constexpr bool liang_path() {
  std::uint32_t boards[3]{};
  int n = 0;
  const auto keep = [&](weighted::state b) { boards[n++] = b.index(); };
  weighted::for_each_on_path(*weighted::parse("HHHTTTHHH"), keep);
  return n == 3 && boards[0] == 56 && boards[1] == 47 && boards[2] == 511;
}
static_assert(liang_path());

// An index is checked as the value it is, of any integer type: 2^32 + 56 is no board 56, nor is
// 2^64 + 56 as an __int128, nor -1 the last board (tests/support/wide_numbers.hpp).
static_assert(wide::only_k_answers(56, [](auto i) { return weighted::state_at(i).has_value(); }));
static_assert(weighted::state_at(std::int64_t{56}) == weighted::parse("HHHTTTHHH"));
