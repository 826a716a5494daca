// The check of this exercise: the Chinese rings specification (tests/chinese_rings/spec.hpp), the
// one that proves the library's own techniques, applied to learner::rings_remove_moves and
// learner::rings_put_on_moves for 1 to 10 rings; then learner::moves_of and
// learner::first_move_of for every ring, against a replay of the library's moves
// (ctp::rings_remove_move_at, proven by the same specification) for 1 to 10 rings, and for 63
// rings against what the library answers there. One size a static_assert, so that each compiler
// reports every size that fails. scripts/learn.py names the file under test: the learner's, the
// reference or the skeleton.
#include CTP_EXERCISE_FILE

#include <cstdint>

#include "ctp/chinese_rings/rules.hpp"
#include "ctp/fixed_string.hpp"
#include "spec.hpp"
#include "spec_fact.hpp"

namespace {
constexpr auto closed_form = []<int Rings, bool Off>() {
  if constexpr (Off) return learner::rings_remove_moves<Rings>();
  else return learner::rings_put_on_moves<Rings>();
};

// Each ring's moves, counted in a replay of the library's moves of taking the rings off: how many,
// and the first.
template <ctp::fixed_string Word, int Rings>
constexpr bool each_ring() {
  std::uint64_t count[Rings + 1] = {}, first[Rings + 1] = {};
  for (std::uint64_t k = 0; k != ctp::rings_move_count(Rings); ++k) {
    const int ring = ctp::rings_remove_move_at(Rings, k).ring;
    if (count[ring]++ == 0) first[ring] = k;
  }
  for (int ring = 1; ring <= Rings; ++ring)
    if (!spec::fact(learner::moves_of(Rings, ring) == count[ring], Word.c_str(),
                    "moves_of(n, i) is how many of the moves taking n rings off move ring i"))
      return false;
  for (int ring = 1; ring <= Rings; ++ring)
    if (!spec::fact(learner::first_move_of(Rings, ring) == first[ring], Word.c_str(),
                    "first_move_of(n, i) is the first of those moves"))
      return false;
  return true;
}

// 63 rings: no replay could count 6 * 10^18 moves, but the library answers any one of them. The
// moves of all rings add up to ctp::rings_move_count, and each ring's first move moves that ring
// down (it starts up) from a state whose rings after it are ready: the next one up, the rest down.
template <ctp::fixed_string Word, int Rings>
constexpr bool far_rings() {
  std::uint64_t total = 0;
  bool firsts = true;
  for (int ring = 1; ring <= Rings; ++ring) {
    total += learner::moves_of(Rings, ring);
    const std::uint64_t k = learner::first_move_of(Rings, ring);
    const ctp::rings_state before = ctp::rings_remove_state_after(Rings, k);
    bool ready = true;
    for (int after = ring + 1; after <= Rings; ++after)
      ready = ready && ctp::rings_is_up(Rings, before, after) == (after == ring + 1);
    firsts = firsts && ready && ctp::rings_remove_move_at(Rings, k) == ctp::rings_move{ring, false};
  }
  return spec::fact(total == ctp::rings_move_count(Rings) && firsts, Word.c_str(),
                    "for 63 rings, the moves of the rings add up to ctp::rings_move_count, and "
                    "first_move_of(n, i) moves ring i down from the state that makes it ready");
}
}  // namespace

static_assert(rings_spec::holds<"closed_form", 1, decltype(closed_form)>);
static_assert(rings_spec::holds<"closed_form", 2, decltype(closed_form)>);
static_assert(rings_spec::holds<"closed_form", 3, decltype(closed_form)>);
static_assert(rings_spec::holds<"closed_form", 4, decltype(closed_form)>);
static_assert(rings_spec::holds<"closed_form", 5, decltype(closed_form)>);
static_assert(rings_spec::holds<"closed_form", 6, decltype(closed_form)>);
static_assert(rings_spec::holds<"closed_form", 7, decltype(closed_form)>);
static_assert(rings_spec::holds<"closed_form", 8, decltype(closed_form)>);
static_assert(rings_spec::holds<"closed_form", 9, decltype(closed_form)>);
static_assert(rings_spec::holds<"closed_form", 10, decltype(closed_form)>);
static_assert(each_ring<"each_ring", 1>());
static_assert(each_ring<"each_ring", 2>());
static_assert(each_ring<"each_ring", 3>());
static_assert(each_ring<"each_ring", 4>());
static_assert(each_ring<"each_ring", 5>());
static_assert(each_ring<"each_ring", 6>());
static_assert(each_ring<"each_ring", 7>());
static_assert(each_ring<"each_ring", 8>());
static_assert(each_ring<"each_ring", 9>());
static_assert(each_ring<"each_ring", 10>());
static_assert(far_rings<"each_ring", 63>());
