// Nine tails (Liang, "The Weighted Nine Tails Problem"): a certificate that a cost table is
// optimal, checked far more cheaply than solving again: the Bellman optimality equations.
#ifndef CTP_NINE_TAILS_CERTIFICATE_HPP_INCLUDED
#define CTP_NINE_TAILS_CERTIFICATE_HPP_INCLUDED

#include <cstdint>

#include "ctp/nine_tails/rules.hpp"
#include "ctp/nine_tails/solver.hpp"

namespace ctp {

// What a check found: whether every state checked satisfies the equations, and the first one
// that does not.
struct nine_tails_certificate_result {
  bool optimal;                  // every state checked satisfies the equations
  nine_tails_state first_wrong;  // the first state that does not, when one does not
  // Equal when every member is equal.
  friend constexpr bool operator==(const nine_tails_certificate_result&,
                                   const nine_tails_certificate_result&) = default;
};

// Checks the states first .. last - 1 of a cost table (all of them by default):
// 1. all tails costs 0;
// 2. any other state u costs the least, over its legal moves u -> v, of the move's weight plus
//    cost[v], and is unreachable exactly when none of its moves leads to a reachable state.
// With positive weights these equations have one solution, the true least costs: a state that can
// reach all tails is finite by induction along its path, and finite costs that satisfy them
// are the shortest distances. So a table passing the check for every state is optimal, whoever
// computed it. (Ranges let a large table be checked in pieces, one constant evaluation each.)
template <nine_tails_model Model, class Costs>
constexpr nine_tails_certificate_result nine_tails_certify(nine_tails_shape shape,
                                                           const Costs& cost,
                                                           std::uint64_t first = 0,
                                                           std::uint64_t last = ~std::uint64_t{0}) {
  detail::require_nine_tails_shape(shape);
  const nine_tails_state goal = shape.all_tails();
  if (last > shape.state_count()) last = shape.state_count();
  const nine_tails_moves<Model> moves(shape);
  for (std::uint64_t s = first; s < last; ++s) {
    const auto u = static_cast<nine_tails_state>(s);
    if (u == goal) {
      if (cost[u] != 0) return {false, u};
      continue;
    }
    unsigned best = search::unreachable<std::uint8_t>;
    // The legal moves of u are at its heads: the clear bits.
    // __builtin_ctz, not std::countr_zero: the library call costs clang++-19 constexpr steps on
    // every move, enough to stop the certificate of 8,192 states of the 4 x 4 table at its
    // default step limit (tests/tables/static_nine_tails_4x4.cpp checks pieces of that size).
    for (nine_tails_state heads = ~u & goal; heads != 0; heads &= heads - 1) {
      const int bit = __builtin_ctz(heads);
      const unsigned next = cost[u ^ moves.masks[bit]];
      if (next != search::unreachable<std::uint8_t> && next + moves.weights[bit] < best)
        best = next + moves.weights[bit];
    }
    if (cost[u] != best) return {false, u};
  }
  return {true, 0};
}

}  // namespace ctp

#endif  // CTP_NINE_TAILS_CERTIFICATE_HPP_INCLUDED
