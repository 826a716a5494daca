// Water pouring by the water-cups post's own depth-first search ("Two success states"): its
// recursive Game tree with parent and children, duplicate elimination over the whole tree, and the
// short-circuit is_solvable. It finds a solution, not always the shortest: for the post's 3/5/8
// cups it finds the post's own [<Cup 3/3>, <Cup 1/5>, <Cup 4/8>] in 7 pours, where breadth-first
// search finds 6. Under both compilers' default limits it solves the hardest puzzle of 3 cups up
// to capacity 20 (10, 11 and 20, the 20 full, to 15 in any cup); tests/water_pouring/
// static_depth_first.cpp proves both.
#ifndef CTP_WATER_POURING_WITH_DEPTH_FIRST_HPP_INCLUDED
#define CTP_WATER_POURING_WITH_DEPTH_FIRST_HPP_INCLUDED

#include <cstddef>
#include <utility>

#include "ctp/water_pouring/rules.hpp"
#include "ctp/water_pouring/solution.hpp"

namespace ctp::with_depth_first {

// The post's Game: the cups of one state, the Game before it, and the new states one move away.
// Its children are a list, each child linked to the next (no container to instantiate).
class water_game {
 public:
  // A trace of the cups from the root.
  using trace_type = water_solution::path_type;

  // The Game of cups in puzzle, reached from parent (nullptr at the start); it owns its children.
  constexpr water_game(const water_puzzle& puzzle, const water_state& cups, water_game* parent)
      : puzzle_(&puzzle), cups_(cups), parent_(parent) {}
  constexpr ~water_game() {
    for (water_game* child = first_child_; child != nullptr;) {
      water_game* next = child->next_sibling_;
      delete child;
      child = next;
    }
  }
  water_game(const water_game&) = delete;
  water_game& operator=(const water_game&) = delete;

  //! [is-solvable]
  // The post's is_solvable: a goal is solved (the trace is the way up the parents); a Game with no
  // new children fails; otherwise it is solvable if a child is.
  constexpr bool is_solvable(const water_goal& goal, trace_type& trace) {
    if (goal.reached_by(cups_)) {
      trace = trace_from_root();
      return true;
    }
    if (make_children() == 0) return false;
    return solvable_child(goal, trace);
  }

  // The post's solvable_child: a short-circuit OR over the children, in order.
  constexpr bool solvable_child(const water_goal& goal, trace_type& trace) {
    for (water_game* child = first_child_; child != nullptr; child = child->next_sibling_)
      if (child->is_solvable(goal, trace)) return true;
    return false;
  }
  //! [is-solvable]

  // Adds a child for every move (canonical order) whose state is nowhere in the tree yet, and
  // returns how many it added. Pours that do not count are skipped, the post's suggested saving.
  constexpr std::size_t make_children() {
    const water_game& root = this->root();
    std::size_t added = 0;
    water_game** last = &first_child_;
    water_for_each_move(*puzzle_, cups_, [&](const water_move&, const water_state& next) {
      if (root.has_game(next)) return;
      *last = new water_game(*puzzle_, next, this);
      last = &(*last)->next_sibling_;
      ++added;
    });
    return added;
  }

  // The post's has_game: a depth-first search of the tree below this Game.
  constexpr bool has_game(const water_state& cups) const {
    if (cups_ == cups) return true;
    for (const water_game* child = first_child_; child != nullptr; child = child->next_sibling_)
      if (child->has_game(cups)) return true;
    return false;
  }

 private:
  // The cups of every Game from the root down to this one: counted, then filled from the end,
  // which costs every includer less compile time than inserting each at the front.
  constexpr trace_type trace_from_root() const {
    std::size_t length = 0;
    for (const water_game* game = this; game != nullptr; game = game->parent_) ++length;
    trace_type trace(length, water_state{});
    for (const water_game* game = this; game != nullptr; game = game->parent_)
      trace[--length] = game->cups_;
    return trace;
  }

  constexpr const water_game& root() const {
    const water_game* game = this;
    while (game->parent_ != nullptr) game = game->parent_;
    return *game;
  }

  const water_puzzle* puzzle_;
  water_state cups_;
  water_game* parent_;
  water_game* first_child_ = nullptr;
  water_game* next_sibling_ = nullptr;
};

// water_solve's type. A function object rather than a function, so that water_solve can still be
// passed around (`technique(water_solve)`) while its body, a template, is compiled only where it
// is used: an includer that never solves pays nothing for its vectors.
struct water_solver {
  // Solves puzzle for goal with the post's Game tree:
  // 1. check both (bad input is a `ctp:` error);
  // 2. the root Game holds the start; is_solvable grows the tree depth first, each Game's children
  //    in the canonical move order, and stops at the first goal state it meets;
  // 3. the trace up the parents from that Game is the path; no goal in the whole tree: unreachable.
  // The tree is allocated and freed inside the call, in a constant expression as well as at run
  // time.
  constexpr water_solution operator()(const water_puzzle& puzzle, const water_goal& goal) const {
    detail::require_water_puzzle(puzzle);
    detail::require_water_goal(puzzle, goal);
    water_game root(puzzle, puzzle.start, nullptr);
    water_solution::path_type trace;
    if (!root.is_solvable(goal, trace)) return water_solution{};
    return water_solution{std::move(trace)};
  }
};

// Solves puzzle for goal with the post's Game tree: `water_solve(puzzle, goal)` (water_solver).
inline constexpr water_solver water_solve{};

}  // namespace ctp::with_depth_first

#endif  // CTP_WATER_POURING_WITH_DEPTH_FIRST_HPP_INCLUDED
