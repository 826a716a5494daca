// Exercise 03_hanoi_compile_or_run: compile time or run time? Your predictions of where a
// constexpr call is evaluated (README.md says what to do; `make learn` grades this file).
#ifndef CTP_EXERCISE_COMPILE_OR_RUN_HPP_INCLUDED
#define CTP_EXERCISE_COMPILE_OR_RUN_HPP_INCLUDED

namespace learner {

// Who evaluates a call: the compiler (a constant evaluation) or the program.
enum class when { not_predicted, compile_time, run_time };

// Your turn: for each place, where the check calls
//   constexpr when observed() { return std::is_constant_evaluated() ? compile_time : run_time; }
// predict what the call answers: when::compile_time or when::run_time. Predict them all before
// you run `make learn`.

// static_assert(observed() == ...);
inline constexpr when in_a_static_assert = when::not_predicted;
// constexpr when x = observed();
inline constexpr when in_a_constexpr_variable = when::not_predicted;
// std::integral_constant<when, observed()>
inline constexpr when in_a_template_argument = when::not_predicted;
// const when x = observed();  at namespace scope
inline constexpr when in_a_const_global = when::not_predicted;
// constinit when x = observed();  at namespace scope
inline constexpr when in_a_constinit_global = when::not_predicted;
// when x = observed();  at namespace scope: neither const nor constexpr nor constinit
inline constexpr when in_a_plain_global = when::not_predicted;
// const when x = observed();  inside main
inline constexpr when in_a_const_local = when::not_predicted;
// static when x = observed();  inside main
inline constexpr when in_a_static_local = when::not_predicted;
// when x = observed();  inside main
inline constexpr when in_a_plain_local = when::not_predicted;
// std::printf("%d", static_cast<int>(observed()));  inside main: a call as an argument
inline constexpr when in_an_argument = when::not_predicted;

}  // namespace learner

#endif  // CTP_EXERCISE_COMPILE_OR_RUN_HPP_INCLUDED
