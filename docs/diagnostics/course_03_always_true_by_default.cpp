// compilers: clang
// accepted by: gcc
// flags: -Werror
// docs/course/03_when_code_runs.md: without -Wall, only clang++ warns of
// std::is_constant_evaluated() in `if constexpr` (its -Wconstant-evaluated is on by default);
// g++ compiles the same function without a word.
#include "course_03_always_true.cpp"
