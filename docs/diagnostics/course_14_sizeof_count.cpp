// compilers: clang
// errors: 1
// docs/course/14_tricks.md: 262,143 letters counted with sizeof... by clang++ 19.
#include "../examples/course_14_tricks.cpp"

//! [sizeof-count]
template <char... Letters>
constexpr std::size_t pack_count(letters<Letters...>) {
  return sizeof...(Letters);
}

constexpr std::size_t counted = pack_count(eighteen_discs{});
static_assert(counted == 262'143);
//! [sizeof-count]
