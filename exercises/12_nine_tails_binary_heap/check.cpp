// The check of this exercise: the nine tails specification (tests/nine_tails/spec.hpp), the one
// that proves the library's own techniques, applied to learner::nine_tails_solve on boards of
// 2 x 2, 2 x 3 and 3 x 3 coins, weighted and unweighted, one board a static_assert, so that each
// compiler reports every board that fails, smallest first. Every cost and next board is compared
// with the library's own table (Dial's buckets). scripts/learn.py names the file under test: the
// learner's, the reference or the skeleton.
#include CTP_EXERCISE_FILE

#include "spec.hpp"

namespace {
using ctp::nine_tails_model;

struct binary_heap {
  static constexpr const char* word = "binary_heap";
  template <int Rows, int Cols, nine_tails_model Model>
  static constexpr auto nine_tails_solve() {
    return learner::nine_tails_solve<Rows, Cols, Model>();
  }
};
}  // namespace

static_assert(nine_tails_spec::holds<2, 2, nine_tails_model::weighted, binary_heap>);
static_assert(nine_tails_spec::holds<2, 3, nine_tails_model::weighted, binary_heap>);
static_assert(nine_tails_spec::holds<3, 3, nine_tails_model::weighted, binary_heap>);
static_assert(nine_tails_spec::holds<2, 2, nine_tails_model::unweighted, binary_heap>);
static_assert(nine_tails_spec::holds<2, 3, nine_tails_model::unweighted, binary_heap>);
static_assert(nine_tails_spec::holds<3, 3, nine_tails_model::unweighted, binary_heap>);
