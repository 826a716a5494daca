// docs/cookbook.md: a string literal as a template argument.
#include <cstddef>
#include <cstdio>

//! [string-argument]
// Text that can be a template argument: a structural class (public data members only, here one
// array), built from a string literal by a constexpr constructor. The deduction guide makes
// literal{"UUD"} a literal<3>: the literal's size, less its terminator.
template <std::size_t Size>
struct literal {
  char chars[Size + 1];
  constexpr literal(const char (&text)[Size + 1]) noexcept {
    for (std::size_t i = 0; i != Size + 1; ++i) chars[i] = text[i];
  }
};
template <std::size_t Bytes>
literal(const char (&)[Bytes]) -> literal<Bytes - 1>;

// A class template argument deduced from the literal: ups<"UUDUD"> reads the text at compile
// time, and each distinct text is a distinct instantiation.
template <literal Text>
constexpr int ups = [] {
  int count = 0;
  for (const char letter : Text.chars) count += letter == 'U' ? 1 : 0;
  return count;
}();

static_assert(ups<"UUDUD"> == 3);
//! [string-argument]

int main() { std::printf("%d\n", ups<"DUDUU">); }
