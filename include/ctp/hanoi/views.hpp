// Towers of Hanoi: the whole solution in the other views of the appendix of Peelle's "Towers of
// Hanoi, Simplified in J": the disc view (the ruler sequence 1 2 1 3 ...) and the peg view
// (disc, from, to).
#ifndef CTP_HANOI_VIEWS_HPP_INCLUDED
#define CTP_HANOI_VIEWS_HPP_INCLUDED

#include <array>
#include <cstddef>

#include "ctp/hanoi/rules.hpp"

namespace ctp {

// The disc moved by each move for Discs discs: 1 2 1 3 1 2 1 4 ... (Peelle's `H 4`).
template <int Discs>
constexpr auto hanoi_discs() {
  if constexpr (detail::check_compile_time_discs<Discs>()) {
    std::array<int, hanoi_move_count(Discs)> discs{};
    for (std::size_t k = 0; k != discs.size(); ++k) discs[k] = hanoi_disc_at(k);
    return discs;
  } else {
    return std::array<int, 0>{};
  }
}

// Every move for Discs discs in the peg view (disc, from, to): for 3 discs Peelle's APL
// listing START->GOAL, START->PARK, GOAL->PARK, START->GOAL, PARK->START, PARK->GOAL, START->GOAL.
template <int Discs>
constexpr auto hanoi_steps() {
  if constexpr (detail::check_compile_time_discs<Discs>()) {
    std::array<hanoi_step, hanoi_move_count(Discs)> steps{};
    for (std::size_t k = 0; k != steps.size(); ++k) steps[k] = hanoi_step_at(Discs, k);
    return steps;
  } else {
    return std::array<hanoi_step, 0>{};
  }
}

}  // namespace ctp

#endif  // CTP_HANOI_VIEWS_HPP_INCLUDED
