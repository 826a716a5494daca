// Depth-first search meets the spec (a legal path to everyone across, or unreachable), agrees
// with breadth-first search on which puzzles can be solved, and is never shorter: with a boat
// of 3 the farmer's depth-first path keeps Alcuin's 7 crossings where breadth-first search finds
// 3, and 5 missionaries and 5 cannibals with a boat of 4 take it 15 where 7 do.
#include "ctp/river_crossing/with_depth_first.hpp"

#include "ctp/river_crossing/with_breadth_first.hpp"
#include "spec.hpp"

namespace {

using depth_first = river_spec::technique<"depth_first", ctp::with_depth_first::river_solve>;

// True iff depth-first search solves the example's puzzle when breadth-first search does, never
// in fewer crossings.
constexpr bool agrees_with_breadth_first(const river_spec::example& e) {
  const ctp::river_solution deep = depth_first::solve(e.puzzle);
  const ctp::river_solution wide = ctp::with_breadth_first::river_solve(e.puzzle);
  return spec::fact(deep.reachable() == wide.reachable(), depth_first::word,
                    "solvable exactly when breadth-first search says so") &&
         spec::fact(!deep.reachable() || wide.cost().value_or(0) <= deep.cost().value_or(0),
                    depth_first::word, "never fewer crossings than breadth-first search");
}

constexpr unsigned cost(const ctp::river_puzzle& puzzle) {
  return depth_first::solve(puzzle).cost().value_or(0);
}

}  // namespace

static_assert(river_spec::holds<depth_first>);
static_assert(spec::holds_for_each<river_spec::examples, agrees_with_breadth_first>);

// Not always the shortest.
static_assert(spec::fact(cost(river_spec::examples[2].puzzle) == 7 &&
                             ctp::river_solve(river_spec::examples[2].puzzle).cost() == 3u,
                         depth_first::word, "the farmer with a boat of 3: 7 crossings where 3 do"));
static_assert(spec::fact(cost(river_spec::couples(5, 4)) == 15 &&
                             ctp::river_solve(river_spec::couples(5, 4)).cost() == 7u,
                         depth_first::word, "5 and 5 with a boat of 4: 15 crossings where 7 do"));

// The largest example: 80 missionaries and 80 cannibals with a boat of 4.
static_assert(river_spec::holds_for_largest<depth_first>);
