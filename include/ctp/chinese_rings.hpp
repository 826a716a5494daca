// The Chinese rings, solved by the compiler: the Chinese Ring Puzzle applet's RingList by jwalker
// (after Nguyen and Wong) as objects and as recursion, the same recursion as class templates, the
// binary-reflected Gray code behind them (OEIS A000975), a rule checker and the double move at the
// free end.
#ifndef CTP_CHINESE_RINGS_HPP_INCLUDED
#define CTP_CHINESE_RINGS_HPP_INCLUDED

#include "ctp/chinese_rings/closed_form/packed_moves.hpp"
#include "ctp/chinese_rings/double_move.hpp"
#include "ctp/chinese_rings/path.hpp"
#include "ctp/chinese_rings/replay.hpp"
#include "ctp/chinese_rings/rules.hpp"
#include "ctp/chinese_rings/text.hpp"
#include "ctp/chinese_rings/with_class_templates.hpp"
#include "ctp/chinese_rings/with_closed_form.hpp"
#include "ctp/chinese_rings/with_objects.hpp"
#include "ctp/chinese_rings/with_recursion.hpp"

namespace ctp {

// Every move that takes all Rings rings off, computed by the compiler with the fastest technique
// (the closed form, ctp::with_closed_form), for 1 to 20 rings (rings_max_compile_time_rings), as
// rings_packed_moves (one byte a move, a random-access range of rings_move values):
// `rings_remove_moves<3>()` is ring 3 down, ring 1 down, ring 3 up, ring 2 down, ring 3 down.
template <int Rings>
constexpr auto rings_remove_moves() {
  return with_closed_form::rings_remove_moves<Rings>();
}

// Every move that puts all Rings rings on, from all down, by the same technique.
template <int Rings>
constexpr auto rings_put_on_moves() {
  return with_closed_form::rings_put_on_moves<Rings>();
}

// The states along a removal of Rings rings: element k is the state after k moves.
template <int Rings>
constexpr auto rings_remove_states() {
  return with_closed_form::rings_remove_states<Rings>();
}

}  // namespace ctp

#endif  // CTP_CHINESE_RINGS_HPP_INCLUDED
