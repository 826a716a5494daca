// The closed form (the Gray-code walk, what ctp::rings_remove_moves uses) meets the spec up to 16
// rings, and builds the largest lists allowed at compile time, 20 rings (699,050 moves) both
// ways, on both compilers under default limits.
// label: heavy
#include <cstdint>

#include "ctp/chinese_rings.hpp"

#include "spec.hpp"

static_assert(rings_spec::holds_up_to<"closed_form", 16, rings_spec::closed_form>);

namespace {

constexpr int twenty_rings = ctp::rings_max_compile_time_rings;
constexpr auto off_20 = ctp::with_closed_form::rings_remove_moves<twenty_rings>();
constexpr auto on_20 = ctp::with_closed_form::rings_put_on_moves<twenty_rings>();

// True iff the moves first to first + 63 of both lists are those of the O(1) formula (a window of
// eight whole words, or what is left of them at the end).
constexpr bool window_matches(std::uint64_t first) {
  for (std::uint64_t k = first; k != first + 64 && k != off_20.size(); ++k)
    if (off_20[k] != ctp::rings_remove_move_at(twenty_rings, k) ||
        on_20[k] != ctp::rings_put_on_move_at(twenty_rings, k))
      return false;
  return true;
}

}  // namespace

// An even number of rings comes off from ring n - 1, an odd one from ring n.
static_assert(off_20.size() == 699050 && on_20.size() == 699050);
static_assert(off_20.front() == ctp::rings_move{19, false} &&
              off_20.back() == ctp::rings_move{20, false});
static_assert(on_20.front() == ctp::rings_move{20, true} &&
              on_20.back() == ctp::rings_move{19, true});
static_assert(window_matches(0) && window_matches(349525 - 32) && window_matches(699050 - 64));
static_assert(window_matches(524288 - 32) && window_matches(699050 - 2 - 8 * 4096));
static_assert(ctp::rings_remove_moves<twenty_rings>() == off_20);
