// ctp::fixed_string: a constexpr string of fixed length, structural so that it can be a template
// argument; the compile-time text type of every puzzle (std::string is not usable in constant
// expressions with clang and libstdc++ 12).
#ifndef CTP_FIXED_STRING_HPP_INCLUDED
#define CTP_FIXED_STRING_HPP_INCLUDED

#include <cstddef>
#include <string_view>

namespace ctp {

// fixed_string<N>: N characters plus a terminating NUL, usable as a non-type template argument
// (`template <ctp::fixed_string S>`), in constant expressions, and at run time.
template <std::size_t N>
struct fixed_string {
  // Public so that the type is structural. A plain C array: in hot constexpr loops it is much
  // cheaper for both compilers than std::array::operator[].
  char chars[N + 1];

  // An uninitialised string; constant evaluation requires every character to be written before
  // it is read (the solvers fill all of them, and the terminator, themselves).
  constexpr fixed_string() = default;

  // From a string literal: `fixed_string{"ABC"}` deduces fixed_string<3>.
  constexpr fixed_string(const char (&text)[N + 1]) noexcept {
    for (std::size_t i = 0; i != N + 1; ++i) chars[i] = text[i];
  }

  // The number of characters, not counting the terminator.
  static constexpr std::size_t size() noexcept { return N; }
  // Whether there are no characters.
  static constexpr bool empty() noexcept { return N == 0; }

  // Character i (0 to size() - 1; unchecked, as for std::array).
  constexpr char operator[](std::size_t i) const noexcept { return chars[i]; }
  // Character i, to write (0 to size() - 1; unchecked).
  constexpr char& operator[](std::size_t i) noexcept { return chars[i]; }

  // The first character; the characters end with a terminator.
  constexpr const char* data() const noexcept { return chars; }
  // The first character, to write.
  constexpr char* data() noexcept { return chars; }
  // The characters as a C string (terminated).
  constexpr const char* c_str() const noexcept { return chars; }
  // The first character, to iterate.
  constexpr const char* begin() const noexcept { return chars; }
  // Past the last character (the terminator).
  constexpr const char* end() const noexcept { return chars + N; }

  // The characters as a view (no copy).
  constexpr std::string_view view() const noexcept { return {chars, N}; }
  constexpr operator std::string_view() const noexcept { return view(); }

  // Equal when the characters are equal (lengths may differ: then they are not equal).
  template <std::size_t M>
  friend constexpr bool operator==(const fixed_string& a, const fixed_string<M>& b) noexcept {
    return a.view() == b.view();
  }
  // Equal when the characters are those of b.
  friend constexpr bool operator==(const fixed_string& a, std::string_view b) noexcept {
    return a.view() == b;
  }
};

// A string literal of Size bytes makes a fixed_string of Size - 1 characters (not the terminator).
template <std::size_t Size>
fixed_string(const char (&)[Size]) -> fixed_string<Size - 1>;

}  // namespace ctp

#endif  // CTP_FIXED_STRING_HPP_INCLUDED
