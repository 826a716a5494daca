// Towers of Hanoi by the closed form: Peelle's efficient program ("Towers of Hanoi, Simplified in
// J") repeats one permutation of the three names until there are 2^N - 1 moves. In J:
// `Hanoi =. {~ I` with `I =. M $ P A. i.@3:`.
#ifndef CTP_HANOI_WITH_CLOSED_FORM_HPP_INCLUDED
#define CTP_HANOI_WITH_CLOSED_FORM_HPP_INCLUDED

#include <cstdint>

#include "ctp/detail/copy_within.hpp"
#include "ctp/fixed_string.hpp"
#include "ctp/hanoi/rules.hpp"

namespace ctp::with_closed_form {

// Writes the 2^discs - 1 move letters for discs discs to out[0, 2^discs - 1) (no terminator), at
// compile time or run time; out is a char array, std::string or std::vector<char> of at least
// that size. ctp-gen calls this very function to write its tables.
// 1. P: the permutation of ABC, 0 A. (ABC for an even number of discs) or 2 A. (BAC for odd).
// 2. M $: the first three moves are that permutation; the list is periodic with period three.
// 3. So every prefix of whole periods can be copied after itself: the list doubles with each
//    copy, so about log2(M) calls of detail::copy_within build it.
//! [closed-form]
template <class Chars>
constexpr void hanoi_write_moves(Chars& out, int discs) {
  const std::uint64_t total = hanoi_move_count(discs);
  for (std::uint64_t k = 0; k != 3 && k != total; ++k) out[k] = hanoi_move_at(discs, k);
  for (std::uint64_t done = 3; done < total;) {
    const std::uint64_t copied = done <= total - done ? done : total - done;
    ctp::detail::copy_within(out, 0, done, copied);
    done += copied;
  }
}
//! [closed-form]

// The move letters for Discs discs as a fixed_string, by Peelle's closed form (what
// ctp::hanoi_moves uses). Reaches 20 discs (hanoi_max_compile_time_discs) with g++-12 and
// clang++-19 under default limits (tests/hanoi/static_closed_form.cpp).
template <int Discs>
constexpr auto hanoi_moves() {
  if constexpr (ctp::detail::check_compile_time_discs<Discs>()) {
    fixed_string<hanoi_move_count(Discs)> moves;
    hanoi_write_moves(moves.chars, Discs);
    moves.chars[moves.size()] = '\0';
    return moves;
  } else {
    return fixed_string<0>{""};
  }
}

}  // namespace ctp::with_closed_form

#endif  // CTP_HANOI_WITH_CLOSED_FORM_HPP_INCLUDED
