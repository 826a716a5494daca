// expect: the moves replay legally from all up to all down, or all down to all up
// A broken technique fails the spec with the words of the fact it breaks, not with a bare
// "static assertion failed": here the last move of each solution goes the wrong way.
#include <array>
#include <cstddef>

#include "spec.hpp"

namespace {
constexpr auto broken = []<int Rings, bool Off>() {
  const auto& packed = rings_spec::solution<Rings, Off, rings_spec::closed_form>;
  std::array<ctp::rings_move, ctp::rings_move_count(Rings)> moves{};
  for (std::size_t k = 0; k != moves.size(); ++k) moves[k] = packed[k];
#ifndef CTP_FAIL_CONTROL
  moves.back().up = !moves.back().up;
#endif
  return moves;
};
}  // namespace

static_assert(rings_spec::holds<"broken", 3, decltype(broken)>);
