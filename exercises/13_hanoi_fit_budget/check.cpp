// The check of this exercise: the Towers of Hanoi specification (tests/hanoi/spec.hpp), the one
// that proves the library's own techniques, applied to learner::hanoi_moves for 1 to 5 discs and
// for 16, under a twentieth of g++'s operations and an eighth of clang++'s steps (scripts/learn.py
// passes the flag that exercise.toml gives). scripts/learn.py names the file under test: the
// learner's, the reference or the skeleton.
#include CTP_EXERCISE_FILE

#include "spec.hpp"

namespace {
constexpr auto solve = []<int Discs>() { return learner::hanoi_moves<Discs>(); };
using budget = hanoi_spec::technique<"budget", decltype(solve)>;
}  // namespace

static_assert(hanoi_spec::holds<1, budget>);
static_assert(hanoi_spec::holds<2, budget>);
static_assert(hanoi_spec::holds<3, budget>);
static_assert(hanoi_spec::holds<4, budget>);
static_assert(hanoi_spec::holds<5, budget>);
static_assert(hanoi_spec::holds<16, budget>);
