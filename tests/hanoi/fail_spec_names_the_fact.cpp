// expect: the moves for 1 to 5 discs are the ones Peelle prints
// A broken technique fails the spec with the words of the fact it breaks: Peelle's recursion with
// a slip, Park where Goal belongs, still makes 2^N - 1 moves but not Peelle's. The control build
// runs the same spec on the recursion without the slip, which must pass.
#include "ctp/fixed_string.hpp"
#include "ctp/hanoi/rules.hpp"
#include "spec.hpp"

namespace {
// Peelle's recursion: Park for discs - 1, Move, then Goal for discs - 1.
constexpr char* slipped_hanoi(char* out, char first, char second, char third, int discs) {
  if (discs == 1) {
    *out++ = second;
    return out;
  }
  out = slipped_hanoi(out, second, first, third, discs - 1);
  *out++ = second;
#ifndef CTP_FAIL_CONTROL
  return slipped_hanoi(out, second, first, third, discs - 1);  // the slip: Park again
#else
  return slipped_hanoi(out, first, third, second, discs - 1);
#endif
}

constexpr auto solve = []<int Discs>() {
  ctp::fixed_string<ctp::hanoi_move_count(Discs)> moves;
  *slipped_hanoi(moves.chars, 'A', 'B', 'C', Discs) = '\0';
  return moves;
};
using slipped_recursion = hanoi_spec::technique<"slipped_recursion", decltype(solve)>;
}  // namespace

static_assert(hanoi_spec::holds_up_to<6, slipped_recursion>);
