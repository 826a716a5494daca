// The Chinese rings, the closed form: every solution read off the binary-reflected Gray code
// (the applet's RingList recursion by jwalker unrolled; OEIS A000975), as whole move lists built
// by the compiler.
#ifndef CTP_CHINESE_RINGS_WITH_CLOSED_FORM_HPP_INCLUDED
#define CTP_CHINESE_RINGS_WITH_CLOSED_FORM_HPP_INCLUDED

#include <array>
#include <cstdint>

#include "ctp/chinese_rings/path.hpp"
#include "ctp/chinese_rings/rules.hpp"

namespace ctp::with_closed_form {

// Every move that takes all Rings rings off, in order: for 3 rings
// ring 3 down, ring 1 down, ring 3 up, ring 2 down, ring 3 down. The fastest technique (what
// ctp::rings_remove_moves uses): under default limits, with both g++-12 and clang++-19, it builds
// the removal of 20 rings (rings_max_compile_time_rings), and meets the spec up to 16 rings both
// ways; tests/chinese_rings/static_closed_form.cpp proves it.
template <int Rings>
constexpr auto rings_remove_moves() {
  if constexpr (ctp::detail::check_compile_time_rings<Rings>()) {
    std::array<rings_move, rings_remove_count(Rings)> moves{};
    ctp::detail::write_gray_walk(moves.data(), Rings, gray_rank(rings_all_up(Rings)), 0);
    return moves;
  } else {
    return std::array<rings_move, 0>{};
  }
}

// Every move that puts all Rings rings on, from all down: the removal, reversed and mirrored.
template <int Rings>
constexpr auto rings_put_on_moves() {
  if constexpr (ctp::detail::check_compile_time_rings<Rings>()) {
    std::array<rings_move, rings_remove_count(Rings)> moves{};
    ctp::detail::write_gray_walk(moves.data(), Rings, 0, gray_rank(rings_all_up(Rings)));
    return moves;
  } else {
    return std::array<rings_move, 0>{};
  }
}

// The states along a removal: element k is the state after k moves (element 0 all up), that is
// gray(rank of all up - k), written out in chunks with one statement a state, as the moves are.
template <int Rings>
constexpr auto rings_remove_states() {
  if constexpr (ctp::detail::check_compile_time_rings<Rings>()) {
    constexpr std::uint64_t top = gray_rank(rings_all_up(Rings)), chunk = 4096;
    std::array<rings_state, top + 1> states{};
    for (std::uint64_t first = 0; first < states.size(); first += chunk) {
      const std::uint64_t last = states.size() - first < chunk ? states.size() : first + chunk;
      for (std::uint64_t k = first; k != last; ++k) states[k] = (top - k) ^ ((top - k) >> 1);
    }
    return states;
  } else {
    return std::array<rings_state, 0>{};
  }
}

}  // namespace ctp::with_closed_form

#endif  // CTP_CHINESE_RINGS_WITH_CLOSED_FORM_HPP_INCLUDED
