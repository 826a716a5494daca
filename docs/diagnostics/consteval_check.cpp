// compilers: gcc clang
// errors: 1
// The cookbook's squares<Count>() asked for -1 numbers: its consteval check gives one error, and
// the `if constexpr` fallback keeps the compiler from adding any other.
#include "../examples/cookbook_consteval_check.cpp"

constexpr auto none = squares<-1>();
