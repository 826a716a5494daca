// The committed 3 x 3 tables (weighted and unweighted) are proven equal, state by state, to what
// the compiler solves itself: every cost and every canonical next board.
#include <cstdint>

#include "ctp/nine_tails.hpp"
#include "ctp/tables/nine_tails_3x3.hpp"
#include "ctp/tables/nine_tails_3x3_unweighted.hpp"

namespace {

template <class Solved, class Cost, class Next>
constexpr bool same_as(const Solved& solved, Cost cost, Next next) {
  for (std::uint32_t board = 0; board != solved.state_count(); ++board) {
    if (cost(board) != solved.cost(board)) return false;
    if (next(board) != solved.next(board)) return false;
  }
  return true;
}

namespace weighted = ctp::tables::nine_tails_3x3;
namespace unweighted = ctp::tables::nine_tails_3x3_unweighted;

}  // namespace

static_assert(same_as(ctp::nine_tails_solve<3, 3>(), weighted::cost, weighted::next));
static_assert(same_as(ctp::nine_tails_solve<3, 3, ctp::nine_tails_model::unweighted>(),
                      unweighted::cost, unweighted::next));
static_assert(weighted::cost(*weighted::parse("HHHTTTHHH")) == 8u);
static_assert(weighted::reachable_count() == 512 && weighted::state_count() == 512);
static_assert(weighted::reachable(56) && weighted::weighted && !unweighted::weighted);
static_assert(weighted::parse("HHHTTTHHH") == 56u && weighted::parse("TTTTTTTTT") == 511u);

// The unchecked forms answer every board as the checked ones do.
template <class Checked, class Unchecked>
constexpr bool unchecked_agrees(std::uint32_t states, Checked checked, Unchecked unchecked) {
  for (std::uint32_t board = 0; board != states; ++board)
    if (checked(board) != unchecked(board)) return false;
  return true;
}
static_assert(unchecked_agrees(weighted::states, weighted::cost, weighted::unchecked::cost));
static_assert(unchecked_agrees(weighted::states, weighted::next, weighted::unchecked::next));
static_assert(unchecked_agrees(weighted::states, weighted::reachable,
                               weighted::unchecked::reachable));

// The path, one board at a time: Liang's HHHTTTHHH -> HHHTHTTTT -> TTTTTTTTT.
constexpr bool liang_path() {
  std::uint32_t boards[3]{};
  int n = 0;
  const auto keep = [&](std::uint32_t b) { boards[n++] = b; };
  weighted::for_each_on_path(*weighted::parse("HHHTTTHHH"), keep);
  return n == 3 && boards[0] == 56 && boards[1] == 47 && boards[2] == 511;
}
static_assert(liang_path());
