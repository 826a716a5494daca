// Towers of Hanoi by recursion: Peelle's recursive program ("Towers of Hanoi, Simplified in J")
// as plain constexpr recursion. In J:
// `Hanoi =. ((Park Hanoi ]-1:),Move,(Goal Hanoi ]-1:)) Else Move If (]=1:)`.
#ifndef CTP_HANOI_WITH_RECURSION_HPP_INCLUDED
#define CTP_HANOI_WITH_RECURSION_HPP_INCLUDED

#include "ctp/fixed_string.hpp"
#include "ctp/hanoi/rules.hpp"

namespace ctp::with_recursion {

// Writes the moves for discs discs to out and returns the end of what it wrote. The names are
// passed in Peelle's order (first, second, third), for any name type:
// 1. one disc: Move, the second name;
// 2. otherwise Park (swap the first two names) for discs - 1, then Move, then Goal (swap the
//    last two names) for discs - 1.
//! [peelle-recursion]
template <class Name>
constexpr Name* peelle_hanoi(Name* out, const Name& first, const Name& second, const Name& third,
                             int discs) {
  if (discs == 1) {
    *out++ = second;
    return out;
  }
  out = peelle_hanoi(out, second, first, third, discs - 1);
  *out++ = second;
  return peelle_hanoi(out, first, third, second, discs - 1);
}
//! [peelle-recursion]

// The move letters for Discs discs, by Peelle's recursion: 2^Discs - 1 calls, one per move.
// Reaches 19 discs with g++-12 and 17 with clang++-19 under default limits
// (tests/hanoi/static_recursion.cpp): each compiler counts the calls against its step limit.
template <int Discs>
constexpr auto hanoi_moves() {
  if constexpr (ctp::detail::check_compile_time_discs<Discs>()) {
    fixed_string<hanoi_move_count(Discs)> moves;
    *peelle_hanoi(moves.chars, 'A', 'B', 'C', Discs) = '\0';
    return moves;
  } else {
    return fixed_string<0>{""};
  }
}

}  // namespace ctp::with_recursion

#endif  // CTP_HANOI_WITH_RECURSION_HPP_INCLUDED
