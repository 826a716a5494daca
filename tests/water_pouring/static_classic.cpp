// The classic puzzle of the seed (seed 004), solved by the compiler: cups of 3, 5 and 8, the 8 full.
// Four in any cup takes 6 pours, and no sequence of fewer pours gets there (checked by brute
// force, independently of the breadth-first search); every pour of the path obeys the rules; the
// seed's own success state [<Cup 3/3>, <Cup 1/5>, <Cup 4/8>] takes 7.
#include <cstddef>
#include <vector>

#include "ctp/water_pouring.hpp"

namespace {

using ctp::water_goal;
using ctp::water_state;

constexpr ctp::water_puzzle classic{{3, {3, 5, 8}}, {3, {0, 0, 8}}, false};
constexpr water_goal four_anywhere = water_goal::amount_anywhere(4);
constexpr water_goal seed_state = water_goal::exactly({3, {3, 1, 4}});

// Every consecutive pair of states on the path is one legal move: the first state is the start,
// the last reaches the goal, and each step is a pour that counts under the seed's rule.
constexpr bool obeys_the_rules(const std::vector<water_state>& path, const water_goal& goal) {
  if (path.empty() || path.front() != classic.start || !goal.reached_by(path.back())) return false;
  for (std::size_t k = 0; k + 1 < path.size(); ++k) {
    const ctp::water_move move = ctp::water_move_between(classic, path[k], path[k + 1]);
    if (move.kind != ctp::water_move::pour) return false;  // no tap: pours only
    const int amount = path[k][move.from] - path[k + 1][move.from];
    const int room = classic.capacity[move.to] - path[k][move.to];
    // The pour stops when the source is empty or the target full.
    if (amount <= 0 || amount != (path[k][move.from] < room ? path[k][move.from] : room)) return false;
  }
  return true;
}

// True iff some sequence of at most `moves` pours from `state` reaches the goal: every sequence,
// tried one by one, with no memory of states seen.
constexpr bool reachable_within(const water_state& state, const water_goal& goal, int moves) {
  if (goal.reached_by(state)) return true;
  if (moves == 0) return false;
  bool found = false;
  ctp::water_for_each_move(classic, state, [&](const ctp::water_move&, const water_state& next) {
    found = found || reachable_within(next, goal, moves - 1);
  });
  return found;
}


}  // namespace

static_assert(ctp::water_solve(classic, four_anywhere).moves() == 6);
static_assert(obeys_the_rules(ctp::water_solve(classic, four_anywhere).path, four_anywhere));
static_assert(!reachable_within(classic.start, four_anywhere, 5));

static_assert(ctp::water_solve(classic, seed_state).moves() == 7);
static_assert(obeys_the_rules(ctp::water_solve(classic, seed_state).path, seed_state));
static_assert(!reachable_within(classic.start, seed_state, 6));

// The seed's own recursive search ends at the seed's success state, in 7 pours: depth first, it
// follows its first child as deep as it goes, and misses the 6-pour way to 4 in the 5 cup.
static_assert(ctp::water_tree_search(classic, four_anywhere).size() - 1 == 7);
static_assert(ctp::water_tree_search(classic, four_anywhere).back() == water_state{3, {3, 1, 4}});
static_assert(ctp::water_solve(classic, four_anywhere).path.back() == water_state{3, {3, 4, 1}});
