// The check of this exercise: the Chinese rings specification (tests/chinese_rings/spec.hpp), the
// one that proves the library's own techniques, applied to learner::rings_remove_moves and
// learner::rings_put_on_moves for 1 to 10 rings; then learner::rings_path from every state to
// every other for 1 to 4 rings (and from both ends for 6), against the library's O(1) formulas
// (ctp::rings_distance and ctp::rings_path_move_at, proven by the same specification). One size a
// static_assert, so that each compiler reports every size that fails. scripts/learn.py names the
// file under test: the learner's, the reference or the skeleton.
#include CTP_EXERCISE_FILE

#include <cstdint>

#include "ctp/chinese_rings/rules.hpp"
#include "spec.hpp"
#include "spec_fact.hpp"

namespace {
constexpr auto recursion = []<int Rings, bool Off>() {
  if constexpr (Off) return learner::rings_remove_moves<Rings>();
  else return learner::rings_put_on_moves<Rings>();
};

// Where the ways start: every state, or only the two ends, all down and all up (for more rings).
enum class start { every_state, both_ends };

// From each of the states `Starts` says to every state, the way there: as long as the library's
// distance, ending at `to`, and move k the library's move k of the shortest way.
template <start Starts, int Rings>
constexpr bool any_to_any() {
  const ctp::rings_state last = ctp::rings_all_up(Rings);
  const ctp::rings_state step = Starts == start::every_state ? 1 : last;
  for (ctp::rings_state from = 0; from <= last; from += step)
    for (ctp::rings_state to = 0; to <= ctp::rings_all_up(Rings); ++to) {
      const auto path = learner::rings_path<Rings>(from, to);
      if (!spec::fact(path.made == ctp::rings_distance(Rings, from, to) && path.state == to,
                      "rings_path",
                      "from any state to any other, as many moves as ctp::rings_distance, "
                      "ending there"))
        return false;
      for (std::uint64_t k = 0; k != path.made; ++k)
        if (!spec::fact(path.moves[k] == ctp::rings_path_move_at(Rings, from, to, k), "rings_path",
                        "from any state to any other, move k is ctp::rings_path_move_at's"))
          return false;
    }
  return true;
}
}  // namespace

static_assert(rings_spec::holds<"recursion", 1, decltype(recursion)>);
static_assert(rings_spec::holds<"recursion", 2, decltype(recursion)>);
static_assert(rings_spec::holds<"recursion", 3, decltype(recursion)>);
static_assert(rings_spec::holds<"recursion", 4, decltype(recursion)>);
static_assert(rings_spec::holds<"recursion", 5, decltype(recursion)>);
static_assert(rings_spec::holds<"recursion", 6, decltype(recursion)>);
static_assert(rings_spec::holds<"recursion", 7, decltype(recursion)>);
static_assert(rings_spec::holds<"recursion", 8, decltype(recursion)>);
static_assert(rings_spec::holds<"recursion", 9, decltype(recursion)>);
static_assert(rings_spec::holds<"recursion", 10, decltype(recursion)>);
// Every pair of states for 1 to 4 rings; for 6, from all down and from all up, to every state.
static_assert(any_to_any<start::every_state, 1>());
static_assert(any_to_any<start::every_state, 2>());
static_assert(any_to_any<start::every_state, 3>());
static_assert(any_to_any<start::every_state, 4>());
static_assert(any_to_any<start::both_ends, 6>());
