// The Chinese rings listings of the ctp tool, streamed move by move from the library's O(1)
// closed forms (ctp/chinese_rings/rules.hpp for single moves, double_move.hpp for the double
// move), so that nothing is stored and 63 rings work.
#ifndef CTP_GENERATORS_CHINESE_RINGS_LISTING_HPP_INCLUDED
#define CTP_GENERATORS_CHINESE_RINGS_LISTING_HPP_INCLUDED

#include <cstdint>
#include <string>

#include "ctp/chinese_rings/double_move.hpp"
#include "ctp/chinese_rings/rules.hpp"
#include "cli/output.hpp"

namespace ctp::puzzles::chinese_rings {

// A way to solve: from the start, a state of `rings` rings, to the goal, the shortest way under
// `rule` (along the Gray-code path, with the double move's shortcuts under rings_rule::double_end).
struct rings_plan {
  int rings;
  rings_state start;
  rings_state goal;
  rings_rule rule = rings_rule::single;
};

// The number of moves of plan: the distance of its states under its rule.
std::uint64_t rings_plan_length(const rings_plan& plan);

// Calls visit(k, move, state after the move) for every move k (counted from 0) of plan, in
// order, as soon as the move is known: move k and the state after it, each in O(1) from the
// library's closed form (rings_path_move_at, rings_path_state_after); nothing is kept.
template <class Visit>
void for_each_rings_move(const rings_plan& plan, Visit visit) {
  const std::uint64_t total = ctp::rings_distance(plan.rings, plan.start, plan.goal, plan.rule);
  for (std::uint64_t k = 0; k != total; ++k)
    visit(k, ctp::rings_path_move_at(plan.rings, plan.start, plan.goal, k, plan.rule),
          ctp::rings_path_state_after(plan.rings, plan.start, plan.goal, k + 1, plan.rule));
}

// The text of a move, as the listings print it: "ring 3 down", "rings 4+5 up".
std::string rings_move_text(const rings_move& move);

// The number of moves, on one line.
void write_rings_count(cli::output& out, const rings_plan& plan);

// One line a move: ring 3 down, ring 1 down, ... (rings 2+3 down for a double move).
void write_rings_moves(cli::output& out, const rings_plan& plan);

// The start state, then one line a move with the state after it: UUU, UUD, DUD, ...
void write_rings_path(cli::output& out, const rings_plan& plan);

// One move without a newline: `ring 3 down`, or `rings 2+3 down` for a double move.
void write_rings_move(cli::output& out, const rings_move& move);

// One state without a newline, ring 1 first: UUDUD.
void write_rings_state(cli::output& out, int rings, rings_state state);

}  // namespace ctp::puzzles::chinese_rings

#endif  // CTP_GENERATORS_CHINESE_RINGS_LISTING_HPP_INCLUDED
