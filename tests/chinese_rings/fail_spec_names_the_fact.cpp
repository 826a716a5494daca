// expect: the moves replay legally from all up to all down, or all down to all up
// A broken technique fails the spec with the words of the fact it breaks, not with a bare
// "static assertion failed": here the last move of each solution goes the wrong way.
#include "spec.hpp"

namespace {
constexpr auto broken = []<int Rings, bool Off>() {
  auto moves = rings_spec::solution<Rings, Off, rings_spec::closed_form>;
#ifndef CTP_FAIL_CONTROL
  moves.back().up = !moves.back().up;
#endif
  return moves;
};
}  // namespace

static_assert(rings_spec::holds<"broken", 3, decltype(broken)>);
