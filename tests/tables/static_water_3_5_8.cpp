// The committed table of the water-cups post's 3/5/8 puzzle is proven by solving every entry
// again: from each reached state, for each amount, the cost is what breadth-first search finds
// from that state, reachable says whether it finds one, and next is one legal move nearer.
#include <array>
#include <utility>

#include "ctp/tables/water_3_5_8.hpp"
#include "ctp/water_pouring.hpp"

namespace {

namespace table = ctp::tables::water_3_5_8;

constexpr ctp::water_state capacities{3, {3, 5, 8}};

// The entries of reached state P, one constant evaluation a state.
template <int P>
constexpr bool entries_solve() {
  const std::array<int, 3> contents{table::reached_states[3 * P], table::reached_states[3 * P + 1],
                                    table::reached_states[3 * P + 2]};
  if (table::position(contents) != P || table::unchecked::position(contents) != P) return false;
  const ctp::water_puzzle from_here{
      capacities, {3, {contents[0], contents[1], contents[2]}}, false};
  for (int amount = 0; amount <= table::largest; ++amount) {
    const ctp::water_solution solution =
        ctp::water_solve(from_here, ctp::water_goal::amount_anywhere(amount));
    // The table says -1 for an amount it cannot reach.
    const int cost = solution.cost() ? static_cast<int>(*solution.cost()) : -1;
    if (table::cost(contents, amount) != cost) return false;
    if (table::reachable(contents, amount) != solution.reachable()) return false;
    const std::array<int, 3> next = *table::next(contents, amount);
    if (table::unchecked::cost(contents, amount) != table::cost(contents, amount) ||
        table::unchecked::next(contents, amount) != next ||
        table::unchecked::next_move(contents, amount) != table::next_move(contents, amount))
      return false;
    if (cost <= 0) {
      if (next != contents) return false;
      continue;
    }
    // The next contents are one move that counts under the rules away, and one move nearer.
    bool one_move = false;
    ctp::water_for_each_move(
        from_here, from_here.start, [&](const ctp::water_move&, const ctp::water_state& s) {
          one_move = one_move || (s[0] == next[0] && s[1] == next[1] && s[2] == next[2]);
        });
    if (!one_move || table::cost(next, amount) != cost - 1) return false;
  }
  return true;
}
template <int P>
constexpr bool state_ok = entries_solve<P>();

template <int... P>
constexpr bool every_entry_solves(std::integer_sequence<int, P...>) {
  return (state_ok<P> && ...);
}

// The counts: every contents of the cups, and the reached ones (the search's own count).
constexpr bool counts_hold() {
  const ctp::water_search search(ctp::water_default_puzzle(capacities, false));
  return table::state_count == 4 * 6 * 9 &&
         table::reached_count == static_cast<int>(search.reached_count());
}

// For one amount, the reached states that can bring a cup to hold it, solved one by one; one
// constant evaluation an amount.
template <int Amount>
constexpr bool reachable_count_holds() {
  int reachable = 0;
  for (int p = 0; p != table::reached_count; ++p) {
    const ctp::water_state from{3,
                                {table::reached_states[3 * p], table::reached_states[3 * p + 1],
                                 table::reached_states[3 * p + 2]}};
    const ctp::water_goal goal = ctp::water_goal::amount_anywhere(Amount);
    reachable += ctp::water_solve({capacities, from, false}, goal).reachable() ? 1 : 0;
  }
  return table::reachable_count(Amount) == reachable;
}
template <int Amount>
constexpr bool count_ok = reachable_count_holds<Amount>();

template <int... Amount>
constexpr bool every_count_holds(std::integer_sequence<int, Amount...>) {
  return (count_ok<Amount> && ...);
}

}  // namespace

static_assert(every_entry_solves(std::make_integer_sequence<int, table::reached_count>{}));
static_assert(counts_hold());
static_assert(every_count_holds(std::make_integer_sequence<int, table::largest + 1>{}));
static_assert(table::cost({0, 0, 8}, 4) == 6);
static_assert(table::next({0, 0, 8}, 4) == std::array<int, 3>{0, 5, 3});
static_assert(table::start == std::array<int, 3>{0, 0, 8});
