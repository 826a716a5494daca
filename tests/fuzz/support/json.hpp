// A small check that text is one well-formed JSON value (ECMA-404) in UTF-8 (RFC 8259), so that
// the fuzz targets can tell that `ctp-gen --format json` parses back.
#ifndef CTP_TESTS_FUZZ_SUPPORT_JSON_HPP_INCLUDED
#define CTP_TESTS_FUZZ_SUPPORT_JSON_HPP_INCLUDED

#include <string>
#include <string_view>

namespace ctp::fuzz {

// Empty when text is one JSON value with only whitespace around it; otherwise what is wrong and
// where ("a value expected at byte 12").
std::string json_problem(std::string_view text);

}  // namespace ctp::fuzz

#endif  // CTP_TESTS_FUZZ_SUPPORT_JSON_HPP_INCLUDED
