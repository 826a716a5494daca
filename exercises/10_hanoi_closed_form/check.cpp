// The check of this exercise: the Towers of Hanoi specification (tests/hanoi/spec.hpp), the one
// that proves the library's own techniques, applied to learner::hanoi_moves for 1 to 10 discs, one
// size a static_assert, so that each compiler reports every size that fails, smallest first.
// scripts/learn.py names the file under test: the learner's, the reference or the skeleton.
#include CTP_EXERCISE_FILE

#include "spec.hpp"

namespace {
constexpr auto solve = []<int Discs>() { return learner::hanoi_moves<Discs>(); };
using closed_form = hanoi_spec::technique<"closed_form", decltype(solve)>;
}  // namespace

static_assert(hanoi_spec::holds<1, closed_form>);
static_assert(hanoi_spec::holds<2, closed_form>);
static_assert(hanoi_spec::holds<3, closed_form>);
static_assert(hanoi_spec::holds<4, closed_form>);
static_assert(hanoi_spec::holds<5, closed_form>);
static_assert(hanoi_spec::holds<6, closed_form>);
static_assert(hanoi_spec::holds<7, closed_form>);
static_assert(hanoi_spec::holds<8, closed_form>);
static_assert(hanoi_spec::holds<9, closed_form>);
static_assert(hanoi_spec::holds<10, closed_form>);
