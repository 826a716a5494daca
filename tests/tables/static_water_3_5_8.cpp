// The committed table of the seed's 3/5/8 puzzle is proven by solving every entry again: from
// each reachable state, for each amount, the distance is what breadth-first search finds from
// that state, and the next move is one that brings the goal one move nearer.
#include <array>
#include <utility>

#include "ctp/tables/water_3_5_8.hpp"
#include "ctp/water_pouring.hpp"

namespace {

namespace table = ctp::tables::water_3_5_8;

// The entries of reachable state p, one constant evaluation a state.
template <int P>
constexpr bool entries_solve() {
  const std::array<int, 3> contents{table::states[3 * P], table::states[3 * P + 1], table::states[3 * P + 2]};
  if (table::position(contents) != P) return false;
  const ctp::water_puzzle from_here{{3, {3, 5, 8}}, {3, {contents[0], contents[1], contents[2]}}, false};
  for (int amount = 0; amount <= table::largest; ++amount) {
    const auto solution = ctp::water_solve(from_here, ctp::water_goal::amount_anywhere(amount));
    if (table::distance(contents, amount) != solution.moves()) return false;
    if (solution.moves() <= 0) continue;
    // The next move counts under the rules and leads one move nearer.
    const int code = table::next_move(contents, amount);
    const ctp::water_move move = code < 9 ? ctp::water_move{ctp::water_move::pour, code / 3, code % 3}
                                          : ctp::water_move{ctp::water_move::pour, -1, -1};
    if (move.from < 0 || move.from == move.to || contents[static_cast<std::size_t>(move.from)] == 0) return false;
    const ctp::water_state next = ctp::water_apply(from_here, from_here.start, move);
    if (table::distance({next[0], next[1], next[2]}, amount) != solution.moves() - 1) return false;
  }
  return true;
}
template <int P>
constexpr bool state_ok = entries_solve<P>();

template <int... P>
constexpr bool every_entry_solves(std::integer_sequence<int, P...>) {
  return (state_ok<P> && ...);
}

}  // namespace

static_assert(every_entry_solves(std::make_integer_sequence<int, table::state_count>{}));
static_assert(table::distance({0, 0, 8}, 4) == 6);
static_assert(table::state_count == 16);
