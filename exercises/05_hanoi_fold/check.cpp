// The check of this exercise: join() of no list and of four lists (facts of its own), then the
// Towers of Hanoi specification (tests/hanoi/spec.hpp) applied to learner::hanoi_moves from 1 to
// 10 discs, one size a static_assert. scripts/learn.py names the file under test: the learner's,
// the reference or the skeleton.
#include CTP_EXERCISE_FILE

#include <type_traits>

#include "spec.hpp"

namespace {
using learner::move_list;
constexpr auto solve = []<int Discs>() { return learner::hanoi_moves<Discs>(); };
using fold = hanoi_spec::technique<"fold", decltype(solve)>;

constexpr bool joins_none = std::is_same_v<decltype(learner::join()), move_list<>>;
constexpr bool joins_four =
    std::is_same_v<decltype(learner::join(move_list<'A'>{}, move_list<'B', 'C'>{}, move_list<>{},
                                          move_list<'A'>{})),
                   move_list<'A', 'B', 'C', 'A'>>;
}  // namespace

static_assert(spec::fact(joins_none, "fold",
                         "join() of no list is the list that adds no move to another"));
static_assert(spec::fact(joins_four, "fold", "join of four lists keeps every move, in order"));
static_assert(hanoi_spec::holds<1, fold>);
static_assert(hanoi_spec::holds<2, fold>);
static_assert(hanoi_spec::holds<3, fold>);
static_assert(hanoi_spec::holds<4, fold>);
static_assert(hanoi_spec::holds<5, fold>);
static_assert(hanoi_spec::holds<6, fold>);
static_assert(hanoi_spec::holds<7, fold>);
static_assert(hanoi_spec::holds<8, fold>);
static_assert(hanoi_spec::holds<9, fold>);
static_assert(hanoi_spec::holds<10, fold>);
