// expect: the moves for 1 to 5 discs are the ones Peelle prints
// A broken technique fails the spec with the words of the fact it breaks: Peelle's recursion with
// a slip, Park where Goal belongs, still makes 2^N - 1 moves but not Peelle's. The control build
// runs the same spec on the recursion without the slip, which must pass.
#include "ctp/fixed_string.hpp"
#include "ctp/hanoi/rules.hpp"
#include "spec.hpp"

namespace {
struct slipped_recursion {
  static constexpr const char* word = "slipped_recursion";

  // Peelle's recursion: Park for discs - 1, Move, then Goal for discs - 1.
  static constexpr char* solve(char* out, char first, char second, char third, int discs) {
    if (discs == 1) {
      *out++ = second;
      return out;
    }
    out = solve(out, second, first, third, discs - 1);
    *out++ = second;
#ifndef CTP_FAIL_CONTROL
    return solve(out, second, first, third, discs - 1);  // the slip: Park again
#else
    return solve(out, first, third, second, discs - 1);
#endif
  }

  template <int Discs>
  static constexpr auto hanoi_moves() {
    ctp::fixed_string<ctp::hanoi_move_count(Discs)> moves;
    *solve(moves.chars, 'A', 'B', 'C', Discs) = '\0';
    return moves;
  }
};
}  // namespace

static_assert(hanoi_spec::holds_up_to<6, slipped_recursion>);
