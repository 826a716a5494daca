// The Chinese rings listings of the ctp tool, streamed move by move: single moves from the
// library's O(1) closed form (ctp/chinese_rings/rules.hpp), double moves from its recursion
// (ctp/chinese_rings/with_recursion.hpp) through a sink, so that nothing is stored and 63 rings
// work.
#ifndef CTP_GENERATORS_CTP_RINGS_LISTING_HPP_INCLUDED
#define CTP_GENERATORS_CTP_RINGS_LISTING_HPP_INCLUDED

#include <cstdint>
#include <stdexcept>

#include "ctp/chinese_rings/rules.hpp"
#include "ctp/chinese_rings/with_recursion.hpp"
#include "cli/output.hpp"

namespace ctp::cli {

// A way to solve: from one state of `rings` rings to another. With rings_rule::single, any two
// states (the shortest way, along the Gray-code path); with rings_rule::double_end, only all up
// to all down or back, the ways the library proves shortest (checked by the caller).
struct rings_plan {
  int rings;
  rings_state from;
  rings_state to;
  rings_rule rule = rings_rule::single;
};

// The number of moves of plan: the distance of its states, or the double-move count.
std::uint64_t rings_plan_length(const rings_plan& plan);

// Calls visit(k, move, state after the move) for every move k (counted from 0) of plan, in
// order, as soon as the move is known:
// 1. single moves: move k and the state after it, each in O(1) from the library's closed form
//    (rings_path_move_at, rings_path_state_after); nothing is kept;
// 2. double moves: the library's recursion (with_recursion::ring_solver) hands each move to a
//    sink that passes it on at once; its calls nest at most about 2n deep, so O(n) memory.
template <class Visit>
void for_each_rings_move(const rings_plan& plan, Visit visit) {
  if (plan.rule == rings_rule::single) {
    const std::uint64_t total = ctp::rings_distance(plan.rings, plan.from, plan.to);
    for (std::uint64_t k = 0; k != total; ++k)
      visit(k, ctp::rings_path_move_at(plan.rings, plan.from, plan.to, k),
            ctp::rings_path_state_after(plan.rings, plan.from, plan.to, k + 1));
    return;
  }
  std::uint64_t k = 0;
  rings_state state = plan.from;
  with_recursion::ring_solver solver(
      plan.rings, plan.from,
      [&](const rings_move& move) {
        state = ctp::rings_apply(plan.rings, state, move);
        visit(k++, move, state);
      },
      plan.rule);
  if (plan.to == ctp::rings_all_down) solver.put_all_down(1);
  else if (plan.to == ctp::rings_all_up(plan.rings)) solver.put_all_up(1);
  else throw std::logic_error("ctp: internal error: double moves lead only to all down or all up");
}

// The number of moves, on one line.
void write_rings_count(output& out, const rings_plan& plan);

// One line a move: ring 3 down, ring 1 down, ... (rings 2+3 down for a double move).
void write_rings_moves(output& out, const rings_plan& plan);

// The start state, then one line a move with the state after it: UUU, UUD, DUD, ...
void write_rings_states(output& out, const rings_plan& plan);

// One move without a newline: `ring 3 down`, or `rings 2+3 down` for a double move.
void write_rings_move(output& out, const rings_move& move);

// One state without a newline, ring 1 first: UUDUD.
void write_rings_state(output& out, int rings, rings_state state);

}  // namespace ctp::cli

#endif  // CTP_GENERATORS_CTP_RINGS_LISTING_HPP_INCLUDED
