// The committed 3 x 3 tables (weighted and unweighted) are proven equal, state by state, to what
// the compiler solves itself: every cost and every canonical next board.
#include "ctp/nine_tails.hpp"
#include "ctp/tables/nine_tails_3x3.hpp"
#include "ctp/tables/nine_tails_3x3_unweighted.hpp"

namespace {

template <class Solved, class Cost, class Next>
constexpr bool same_as(const Solved& solved, Cost cost, Next next) {
  for (std::uint32_t board = 0; board != solved.states; ++board) {
    if (cost(board) != solved.cost_of(board)) return false;
    if (next(board) != solved.next_of(board)) return false;
  }
  return true;
}

namespace weighted = ctp::tables::nine_tails_3x3;
namespace unweighted = ctp::tables::nine_tails_3x3_unweighted;

}  // namespace

static_assert(same_as(ctp::nine_tails_solve<3, 3>(), weighted::cost, weighted::next));
static_assert(same_as(ctp::nine_tails_solve<3, 3, ctp::nine_tails_model::unweighted>(), unweighted::cost,
                      unweighted::next));
static_assert(weighted::cost(weighted::index("HHHTTTHHH")) == 8);
static_assert(weighted::reachable == 512 && weighted::weighted && !unweighted::weighted);
