// Water pouring (the water-cups post's puzzle, any cups): from every state reachable from the
// start, the fewest moves to a goal and the canonical next move, for a lookup table; one
// breadth-first search backwards.
#ifndef CTP_WATER_POURING_RUN_TIME_GOAL_DISTANCES_HPP_INCLUDED
#define CTP_WATER_POURING_RUN_TIME_GOAL_DISTANCES_HPP_INCLUDED

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "ctp/search/breadth_first.hpp"
#include "ctp/search/graph.hpp"
#include "ctp/water_pouring/graph.hpp"
#include "ctp/water_pouring/rules.hpp"

namespace ctp {

// For each state reached from the start (by position in the search's reached order): the fewest
// moves to the goal, and the canonical next move (the first in canonical order that brings the
// goal one move nearer). water_distances_to computes it.
class water_goal_distances {
 public:
  // Every state's fewest moves (search::unreachable<std::uint32_t> where the goal cannot be
  // reached) and canonical next move, by position.
  constexpr water_goal_distances(std::vector<std::uint32_t> moves, std::vector<water_move> next)
      : moves_(std::move(moves)), next_(std::move(next)) {}

  // How many states it answers for: the search's reached_count().
  constexpr std::uint64_t state_count() const noexcept { return moves_.size(); }
  // The fewest moves from the state at position to the goal; empty when the goal cannot be
  // reached from it. Throws std::out_of_range past state_count().
  constexpr std::optional<std::uint32_t> cost(std::uint64_t position) const {
    const std::uint32_t moves = moves_.at(position);
    if (moves == search::unreachable<std::uint32_t>) return std::nullopt;
    return moves;
  }
  // The canonical next move from the state at position; empty at a goal state and where the goal
  // cannot be reached. Throws std::out_of_range past state_count().
  constexpr std::optional<water_move> next(std::uint64_t position) const {
    const std::uint32_t moves = moves_.at(position);
    if (moves == search::unreachable<std::uint32_t> || moves == 0) return std::nullopt;
    return next_[position];
  }

 private:
  std::vector<std::uint32_t> moves_;
  std::vector<water_move> next_;
};

namespace detail {
// The moves among the reached states, reversed, plus one extra state (the last) with an edge to
// every goal state: a breadth-first search from it finds every state's distance to the nearest
// goal, plus one. Pours cannot be undone, so the reversed edges are listed once, compactly.
class water_reverse_graph {
 public:
  static constexpr unsigned max_weight = 1;

  constexpr water_reverse_graph(const water_search& search, const water_goal& goal)
      : count_(search.reached_count()), first_(count_ + 2, 0) {
    const water_puzzle& puzzle = search.graph().puzzle();
    std::vector<std::uint64_t> targets;  // (from, to) pairs, flattened, as the moves go
    for (std::uint64_t from = 0; from != count_; ++from) {
      const water_state s = search.reached_state(from);
      if (goal.reached_by(s)) goals_.push_back(from);
      water_for_each_move(puzzle, s, [&](const water_move&, const water_state& next) {
        const std::uint64_t to = search.position(next);
        targets.push_back(from);
        targets.push_back(to);
        ++first_[to + 1];
      });
    }
    for (std::uint64_t to = 0; to != count_; ++to) first_[to + 1] += first_[to];
    sources_.assign(targets.size() / 2, 0);
    std::vector<std::uint64_t> filled(first_.begin(), first_.end() - 1);
    for (std::size_t k = 0; k != targets.size(); k += 2)
      sources_[filled[targets[k + 1]]++] = targets[k];
  }

  constexpr search::state_index state_count() const noexcept { return count_ + 1; }

  template <class Edge>
  constexpr void for_each_edge(search::state_index s, Edge&& edge) const {
    if (s == count_) {
      for (const std::uint64_t g : goals_) edge(g, 1u);
      return;
    }
    for (std::uint64_t k = first_[s]; k != first_[s + 1]; ++k) edge(sources_[k], 1u);
  }

 private:
  std::uint64_t count_;
  std::vector<std::uint64_t>
      first_;  // the reversed edges into state s: sources_[first_[s], first_[s + 1])
  std::vector<std::uint64_t> sources_;
  std::vector<std::uint64_t> goals_;
};
}  // namespace detail

// Solves every reached state of `search` for goal at once.
constexpr water_goal_distances water_distances_to(const water_search& search,
                                                  const water_goal& goal) {
  detail::require_water_goal(search.graph().puzzle(), goal);
  const detail::water_reverse_graph reverse(search, goal);
  const std::uint64_t count = search.reached_count();
  std::vector<std::uint32_t> hops(count + 1, 0);
  std::vector<search::state_index> queue(count + 1, 0);
  search::breadth_first(reverse, count, hops, queue);

  constexpr std::uint32_t none = search::unreachable<std::uint32_t>;
  std::vector<std::uint32_t> moves(count, none);
  std::vector<water_move> next(count, water_move{water_move::pour, -1, -1});
  for (std::uint64_t p = 0; p != count; ++p)
    if (hops[p] != none) moves[p] = hops[p] - 1;
  const water_puzzle& puzzle = search.graph().puzzle();
  for (std::uint64_t p = 0; p != count; ++p) {
    if (moves[p] == none || moves[p] == 0) continue;
    bool chosen = false;
    water_for_each_move(puzzle, search.reached_state(p),
                        [&](const water_move& move, const water_state& after) {
                          if (!chosen && moves[search.position(after)] + 1 == moves[p]) {
                            next[p] = move;
                            chosen = true;
                          }
                        });
  }
  return {std::move(moves), std::move(next)};
}

}  // namespace ctp

#endif  // CTP_WATER_POURING_RUN_TIME_GOAL_DISTANCES_HPP_INCLUDED
