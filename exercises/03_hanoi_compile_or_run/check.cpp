// The check of this exercise: in each place, observed() answers what the learner predicts. Where
// the compiler evaluates the place, a static_assert compares (spec::fact); where only the program
// can observe the answer, main compares, and names each prediction that does not hold
// (spec::run_fact), which scripts/learn.py reads from the program's output. scripts/learn.py
// names the file under test: the learner's, the reference or the skeleton.
#include CTP_EXERCISE_FILE

#include <type_traits>

#include "spec_fact.hpp"
#include "spec_run_fact.hpp"

namespace {
using learner::when;

// Who evaluates this call: the compiler, or the program.
constexpr when observed() {
  return std::is_constant_evaluated() ? when::compile_time : when::run_time;
}

constexpr when in_a_constexpr_variable = observed();
const when in_a_const_global = observed();
constinit when in_a_constinit_global = observed();
when in_a_plain_global = observed();
}  // namespace

static_assert(spec::fact(observed() == learner::in_a_static_assert, "when",
                         "in a static_assert's condition, the call is evaluated when you predict"));
static_assert(spec::fact(in_a_constexpr_variable == learner::in_a_constexpr_variable, "when",
                         "in a constexpr variable's initializer, the call is evaluated when you "
                         "predict"));
static_assert(spec::fact(std::integral_constant<when, observed()>::value ==
                             learner::in_a_template_argument,
                         "when", "in a template argument, the call is evaluated when you predict"));
static_assert(
    spec::fact(in_a_const_global == learner::in_a_const_global, "when",
               "in a const global's initializer, the call is evaluated when you predict"));

int main() {
  const when in_a_const_local = observed();
  static when in_a_static_local = observed();
  when in_a_plain_local = observed();
  // Each fact is checked, even after one that fails: & rather than &&.
  const bool held =
      spec::run_fact(in_a_constinit_global == learner::in_a_constinit_global, "when",
                     "in a constinit global's initializer, the call is evaluated when you "
                     "predict") &
      spec::run_fact(in_a_plain_global == learner::in_a_plain_global, "when",
                     "in a plain global's initializer, the call is evaluated when you predict") &
      spec::run_fact(in_a_const_local == learner::in_a_const_local, "when",
                     "in a const local's initializer, the call is evaluated when you predict") &
      spec::run_fact(in_a_static_local == learner::in_a_static_local, "when",
                     "in a static local's initializer, the call is evaluated when you predict") &
      spec::run_fact(in_a_plain_local == learner::in_a_plain_local, "when",
                     "in a plain local's initializer, the call is evaluated when you predict") &
      spec::run_fact(observed() == learner::in_an_argument, "when",
                     "in a function's argument, the call is evaluated when you predict");
  return held ? 0 : 1;
}
