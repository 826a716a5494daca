// The check of this exercise: the Chinese rings specification (tests/chinese_rings/spec.hpp), the
// one that proves the library's own techniques, applied to learner::rings_remove_moves and
// learner::rings_put_on_moves for 1 to 10 rings, one size a static_assert; and, on a list of
// 70,000 moves, learner::move_total counts right and each compiler's sizeof... answers what the
// learner predicts for it (facts of its own).
// scripts/learn.py names the file under test: the learner's, the reference or the skeleton.
#include CTP_EXERCISE_FILE

#include <cstddef>
#include <utility>

#include "spec.hpp"

namespace {
// A list of 70,000 moves, 1 to 70,000: made by the standard library's integer sequence, which
// both compilers build without recursion.
template <int... Index>
learner::ring_moves<(Index + 1)...> numbered(std::integer_sequence<int, Index...>);
using long_list = decltype(numbered(std::make_integer_sequence<int, 70'000>{}));

template <int... Moves>
constexpr std::size_t pack_count(learner::ring_moves<Moves...>) {
  return sizeof...(Moves);
}

#ifdef __clang__
constexpr std::size_t predicted = learner::sizeof_70000_on_clang;
#else
constexpr std::size_t predicted = learner::sizeof_70000_on_gcc;
#endif
constexpr std::size_t answered = pack_count(long_list{});
constexpr bool counted_right = learner::move_total(long_list{}) == 70'000;

constexpr auto tricks = []<int Rings, bool Off>() {
  if constexpr (Off) return learner::rings_remove_moves<Rings>();
  else return learner::rings_put_on_moves<Rings>();
};
}  // namespace

// The prediction, by two facts that say which way it is off, as exercise 13's do.
static_assert(spec::fact(
    predicted >= answered, "tricks",
    "the prediction of sizeof... of 70,000 moves is not below what this compiler answers"));
static_assert(spec::fact(
    predicted <= answered, "tricks",
    "the prediction of sizeof... of 70,000 moves is not above what this compiler answers"));
static_assert(spec::fact(counted_right, "tricks", "move_total counts 70,000 moves as 70,000"));
static_assert(rings_spec::holds<"tricks", 1, decltype(tricks)>);
static_assert(rings_spec::holds<"tricks", 2, decltype(tricks)>);
static_assert(rings_spec::holds<"tricks", 3, decltype(tricks)>);
static_assert(rings_spec::holds<"tricks", 4, decltype(tricks)>);
static_assert(rings_spec::holds<"tricks", 5, decltype(tricks)>);
static_assert(rings_spec::holds<"tricks", 6, decltype(tricks)>);
static_assert(rings_spec::holds<"tricks", 7, decltype(tricks)>);
static_assert(rings_spec::holds<"tricks", 8, decltype(tricks)>);
static_assert(rings_spec::holds<"tricks", 9, decltype(tricks)>);
static_assert(rings_spec::holds<"tricks", 10, decltype(tricks)>);
