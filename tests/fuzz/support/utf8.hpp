// Reading UTF-8 one code point at a time, for the checks that text parses back (JSON and XML
// both require well-formed UTF-8).
#ifndef CTP_TESTS_FUZZ_SUPPORT_UTF8_HPP_INCLUDED
#define CTP_TESTS_FUZZ_SUPPORT_UTF8_HPP_INCLUDED

#include <cstddef>
#include <optional>
#include <string_view>

namespace ctp::fuzz {

// The code point that starts at text[at], moving `at` past it; nothing (and `at` unmoved) when
// the bytes there are not well-formed UTF-8: a stray continuation byte, a sequence cut short, an
// overlong form, a surrogate or a value above U+10FFFF.
std::optional<char32_t> next_code_point(std::string_view text, std::size_t& at);

}  // namespace ctp::fuzz

#endif  // CTP_TESTS_FUZZ_SUPPORT_UTF8_HPP_INCLUDED
