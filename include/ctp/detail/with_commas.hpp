// ctp::detail::with_commas: a whole number as the project's messages write it, its digits in
// groups of three (1,048,576), so that a message names a count the way the docs do.
#ifndef CTP_DETAIL_WITH_COMMAS_HPP_INCLUDED
#define CTP_DETAIL_WITH_COMMAS_HPP_INCLUDED

#include <cstddef>
#include <cstdint>
#include <string>

namespace ctp::detail {

// n in decimal, a comma before each group of three digits from the right: 1234567 is 1,234,567.
inline std::string with_commas(std::uint64_t n) {
  const std::string digits = std::to_string(n);
  std::string text;
  for (std::size_t at = 0; at != digits.size(); ++at) {
    if (at != 0 && (digits.size() - at) % 3 == 0) text += ',';
    text += digits[at];
  }
  return text;
}

}  // namespace ctp::detail

#endif  // CTP_DETAIL_WITH_COMMAS_HPP_INCLUDED
