// The committed table of the hardest 3-cup puzzles up to capacity 12 is proven puzzle by puzzle:
// breadth-first search solves each listed puzzle again and needs exactly the claimed moves, and
// each puzzle is one of the family (three cups, capacities ascending, at most 12).
#include <cstdint>

#include "ctp/tables/water_hardest_3_12.hpp"
#include "ctp/water_pouring.hpp"
#include "wide_numbers.hpp"

namespace {

namespace table = ctp::tables::water_hardest_3_12;

// Puzzle i as the library states it.
constexpr ctp::water_puzzle library_puzzle(const table::puzzle& p) {
  return {{3, {p.capacities[0], p.capacities[1], p.capacities[2]}},
          {3, {p.start[0], p.start[1], p.start[2]}},
          table::tap};
}

constexpr bool every_puzzle_takes_the_moves() {
  for (std::uint32_t i = 0; i != table::puzzle_count(); ++i) {
    const table::puzzle p = *table::puzzle_at(i);
    if (p.capacities[0] > p.capacities[1] || p.capacities[1] > p.capacities[2] ||
        p.capacities[2] > table::max_capacity)
      return false;
    const ctp::water_goal goal = ctp::water_goal::amount_anywhere(p.goal_amount);
    if (ctp::water_solve(library_puzzle(p), goal).cost() != table::move_count()) return false;
  }
  return true;
}

// The unchecked form answers every puzzle as the checked one does.
constexpr bool unchecked_agrees() {
  for (std::uint32_t i = 0; i != table::puzzle_count(); ++i)
    if (*table::puzzle_at(i) != table::unchecked::puzzle_at(i)) return false;
  return true;
}

}  // namespace

static_assert(table::cups == 3 && table::max_capacity == 12 && !table::tap);
static_assert(table::move_count() == 11 && table::puzzle_count() == 2 && !table::distinct);
static_assert(!table::puzzle_at(2));
static_assert(every_puzzle_takes_the_moves());
static_assert(unchecked_agrees());

// A puzzle's number is checked as the value it is, of any integer type: 2^32 + 1 is no puzzle 1,
// nor is 2^64 + 1 as an __int128, nor -1 the last (tests/support/wide_numbers.hpp).
static_assert(wide::only_k_answers(1, [](auto i) { return table::puzzle_at(i).has_value(); }));
