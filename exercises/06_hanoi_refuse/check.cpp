// The check of this exercise: the Towers of Hanoi specification (tests/hanoi/spec.hpp) holds for
// learner::hanoi_moves from 1 to 5 discs and 12, learner::move_at reads every move of 1 to 5 discs
// as the library's closed form does, and each misuse below, compiled on its own
// (scripts/learn.py defines CTP_PROBE and its macro), must fail with one error that names the
// problem.
// scripts/learn.py names the file under test: the learner's, the reference or the skeleton.
#include CTP_EXERCISE_FILE

#include <cstdint>
#include <utility>

#include "ctp/hanoi/rules.hpp"
#include "spec.hpp"
#include "spec_fact.hpp"

namespace {
constexpr auto solve = []<int Discs>() { return learner::hanoi_moves<Discs>(); };
using refusing = hanoi_spec::technique<"refusing", decltype(solve)>;
}  // namespace

#ifndef CTP_PROBE
static_assert(hanoi_spec::holds<1, refusing>);
static_assert(hanoi_spec::holds<2, refusing>);
static_assert(hanoi_spec::holds<3, refusing>);
static_assert(hanoi_spec::holds<4, refusing>);
static_assert(hanoi_spec::holds<5, refusing>);
static_assert(hanoi_spec::holds<12, refusing>);

namespace {
// move_at<Discs, K> against the library's closed form, for every move of Discs discs.
template <int Discs, std::uint64_t... K>
constexpr bool reads_every_move(std::integer_sequence<std::uint64_t, K...>) {
  return ((learner::move_at<Discs, K>() == ctp::hanoi_move_at(Discs, K)) && ...);
}
template <int... Discs>
constexpr bool reads_moves() {
  return (reads_every_move<Discs>(std::make_integer_sequence<std::uint64_t, (1u << Discs) - 1>{}) &&
          ...);
}
}  // namespace

static_assert(
    spec::fact(reads_moves<1, 2, 3, 4, 5>(), "move_at",
               "move_at<Discs, K>() is hanoi_move_at(Discs, K), every move of 1 to 5 discs"));
#endif

#ifdef CTP_PROBE_ZERO_DISCS
constexpr auto refused = learner::hanoi_moves<0>();
#endif
#ifdef CTP_PROBE_THIRTEEN_DISCS
constexpr auto refused = learner::hanoi_moves<13>();
#endif
#ifdef CTP_PROBE_MOVE_OF_THIRTEEN_DISCS
constexpr char refused = learner::move_at<13, 5>();
#endif
#ifdef CTP_PROBE_MOVE_PAST_THE_LAST
constexpr char refused = learner::move_at<3, 7>();
#endif
