// ctp::detail::is_within: how every checked function of the library takes a count, an index or an
// amount. It accepts any integer type, __int128 and unsigned __int128 included, and compares the
// value itself with the range allowed before any conversion, so that 2^32 + 3 discs are not 3
// discs; bool, characters and floating point are a compile error that names the problem. The
// same rule as the generated headers' detail::is_below (generators/headers/accessors.hpp), which
// cannot include this file; tests/support/wide_numbers.hpp is the one table of cases both pass.
#ifndef CTP_DETAIL_WHOLE_NUMBER_HPP_INCLUDED
#define CTP_DETAIL_WHOLE_NUMBER_HPP_INCLUDED

#include <cstdint>
#include <limits>
#include <type_traits>

namespace ctp::detail {

// Whether Number is a type a checked function takes a number in: an integer type of any width,
// __int128 and unsigned __int128 included (std::numeric_limits knows them in every language mode),
// but not bool nor a character type, which are no numbers.
template <class Number>
inline constexpr bool is_whole_number =
    std::numeric_limits<Number>::is_integer && !std::is_same_v<Number, bool> &&
    !std::is_same_v<Number, char> && !std::is_same_v<Number, wchar_t> &&
    !std::is_same_v<Number, char8_t> && !std::is_same_v<Number, char16_t> &&
    !std::is_same_v<Number, char32_t>;

// Whether first <= number <= last, compared as the value number is, before any conversion (so
// 2^32 + 5 is not within 1 to 63, nor is -1); a compile error when Number is no whole number,
// after which it answers true, so that the caller goes on without a second error (a refusal).
template <class Number>
constexpr bool is_within(Number number, std::uint64_t first, std::uint64_t last) noexcept {
  static_assert(is_whole_number<Number>,
                "ctp: a count, an index or an amount is an integer, not bool, a character or "
                "floating point");
  if constexpr (!is_whole_number<Number>) {
    return true;
  } else {
    if constexpr (std::numeric_limits<Number>::is_signed) {
      if (number < 0) return false;
    }
    if constexpr (sizeof(Number) > sizeof(std::uint64_t)) {  // __int128: first and last convert
      return number >= static_cast<Number>(first) && number <= static_cast<Number>(last);
    } else {
      // The unary + promotes a number narrower than int to int first, so that no character is
      // converted as such (bugprone-signed-char-misuse); it is not negative here.
      const auto value = static_cast<std::uint64_t>(+number);
      return value >= first && value <= last;
    }
  }
}

// Whether 0 <= number < end, as is_within.
template <class Number>
constexpr bool is_below(Number number, std::uint64_t end) noexcept {
  return end != 0 && is_within(number, 0, end - 1);
}

// Whether number > 0, compared as its value; a compile error when Number is no whole number.
template <class Number>
constexpr bool is_positive(Number number) noexcept {
  return !is_within(number, 0, 0) && number > 0;
}

// number as an int, clamped to low .. high (low <= 0 <= high), compared as its value before any
// conversion: what a factory stores where a check runs later, with low and high just outside
// what the check accepts, so that a number no int holds is refused with the message its side
// deserves (2^40 as too large, -2^40 as negative) and never as the small number it narrows to.
template <class Number>
constexpr int clamped_int(Number number, int low, int high) noexcept {
  if (is_within(number, 0, static_cast<std::uint64_t>(high))) return static_cast<int>(+number);
  if constexpr (std::numeric_limits<Number>::is_signed) {
    if (number < 0) return +number < low ? low : static_cast<int>(+number);
  }
  return high;
}

// number as a Wanted, once is_within has checked that a Wanted holds it.
template <class Wanted, class Number>
constexpr Wanted whole_number_as(Number number) noexcept {
  return static_cast<Wanted>(+number);
}

}  // namespace ctp::detail

#endif  // CTP_DETAIL_WHOLE_NUMBER_HPP_INCLUDED
