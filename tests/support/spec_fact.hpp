// One fact of a specification, checked so that a failure names itself: when a fact does not hold,
// the constant evaluation calls a function that is deliberately not constexpr, and both compilers
// stop right there, printing the call with its arguments: the technique and the fact, in words.
//   g++-12:     in 'constexpr' expansion of 'spec::fact(false, "with_recursion", "2^N - 1 moves")'
//   clang++-19: note: in call to 'fact(false, &"with_recursion"[0], &"2^N - 1 moves"[0])'
// So a broken technique fails with "the moves replay legally on real pegs", not with a bare
// "static assertion failed".
#ifndef CTP_TESTS_SPEC_FACT_HPP_INCLUDED
#define CTP_TESTS_SPEC_FACT_HPP_INCLUDED

namespace spec {

// Never constexpr: reaching it in a constant evaluation is the error that names the fact.
inline bool fact_failed(const char* /*technique*/, const char* /*fact*/) noexcept { return false; }

// True iff holds; otherwise a compile error (in a constant expression) that quotes technique and
// fact, or false at run time (the relaxed Catch2 twins report it through REQUIRE).
constexpr bool fact(bool holds, const char* technique, const char* what) noexcept {
  return holds || fact_failed(technique, what);
}

}  // namespace spec

#endif  // CTP_TESTS_SPEC_FACT_HPP_INCLUDED
