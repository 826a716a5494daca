// Exercise 03_hanoi_compile_or_run, solved: where a constexpr call is evaluated. A place that
// needs a constant (a static_assert, a constexpr variable, a template argument) is a constant
// evaluation; so is the initializer of a variable that is constant-initialized (any global or
// static variable, and a const local, whose initializer is a constant expression); the rest runs
// in the program.
#ifndef CTP_EXERCISE_COMPILE_OR_RUN_HPP_INCLUDED
#define CTP_EXERCISE_COMPILE_OR_RUN_HPP_INCLUDED

namespace learner {

// Who evaluates a call: the compiler (a constant evaluation) or the program.
enum class when { not_predicted, compile_time, run_time };

// What the check's call
//   constexpr when observed() { return std::is_constant_evaluated() ? compile_time : run_time; }
// answers in each place.

// static_assert(observed() == ...);
inline constexpr when in_a_static_assert = when::compile_time;
// constexpr when x = observed();
inline constexpr when in_a_constexpr_variable = when::compile_time;
// std::integral_constant<when, observed()>
inline constexpr when in_a_template_argument = when::compile_time;
// const when x = observed();  at namespace scope
inline constexpr when in_a_const_global = when::compile_time;
// constinit when x = observed();  at namespace scope
inline constexpr when in_a_constinit_global = when::compile_time;
// when x = observed();  at namespace scope: neither const nor constexpr nor constinit
inline constexpr when in_a_plain_global = when::compile_time;
// const when x = observed();  inside main
inline constexpr when in_a_const_local = when::compile_time;
// static when x = observed();  inside main
inline constexpr when in_a_static_local = when::compile_time;
// when x = observed();  inside main
inline constexpr when in_a_plain_local = when::run_time;
// std::printf("%d", static_cast<int>(observed()));  inside main: a call as an argument
inline constexpr when in_an_argument = when::run_time;

}  // namespace learner

#endif  // CTP_EXERCISE_COMPILE_OR_RUN_HPP_INCLUDED
