// A recursive-descent reader of the JSON grammar (ECMA-404), in UTF-8 as RFC 8259 requires, that
// only says whether text is well-formed (see json.hpp).
#include "json.hpp"

#include <cctype>
#include <cstddef>

#include <fmt/format.h>

#include "utf8.hpp"

namespace ctp::fuzz {
namespace {

// The reader: `at` moves over text; the first problem found is kept and ends the reading.
class json_reader {
 public:
  explicit json_reader(std::string_view text) : text_(text) {}

  std::string problem() {
    skip_space();
    value(0);
    skip_space();
    if (problem_.empty() && at_ != text_.size()) wrong("the end of the text expected");
    return problem_;
  }

 private:
  static constexpr int max_depth = 64;  // ctp-gen nests two levels; deeper is a finding too

  bool wrong(std::string_view what) {
    if (problem_.empty()) problem_ = fmt::format("{} at byte {}", what, at_);
    return false;
  }

  char peek() const { return at_ < text_.size() ? text_[at_] : '\0'; }

  bool digit() const { return peek() >= '0' && peek() <= '9'; }

  void skip_space() {
    while (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r') ++at_;
  }

  bool literal(std::string_view word) {
    if (text_.substr(at_, word.size()) != word) return wrong("a value expected");
    at_ += word.size();
    return true;
  }

  bool value(int depth) {
    if (depth > max_depth) return wrong("nesting too deep");
    switch (peek()) {
      case '{': return object(depth);
      case '[': return array(depth);
      case '"': return string();
      case 't': return literal("true");
      case 'f': return literal("false");
      case 'n': return literal("null");
      default: return number();
    }
  }

  // Members or elements between `open` and `close`, separated by commas; `member` reads one.
  template <class Member>
  bool sequence(char close, Member member) {
    ++at_;
    skip_space();
    if (peek() == close) return ++at_, true;
    for (;;) {
      skip_space();
      if (!member()) return false;
      skip_space();
      if (peek() == close) return ++at_, true;
      if (peek() != ',') return wrong(fmt::format("',' or '{}' expected", close));
      ++at_;
    }
  }

  bool object(int depth) {
    return sequence('}', [&] {
      if (peek() != '"') return wrong("a member name expected");
      if (!string()) return false;
      skip_space();
      if (peek() != ':') return wrong("':' expected");
      ++at_;
      skip_space();
      return value(depth + 1);
    });
  }

  bool array(int depth) {
    return sequence(']', [&] { return value(depth + 1); });
  }

  bool string() {
    ++at_;
    for (;;) {
      if (at_ >= text_.size()) return wrong("an unterminated string");
      const auto c = static_cast<unsigned char>(text_[at_]);
      if (c >= 0x80) {
        if (!next_code_point(text_, at_)) return wrong("a string that is not UTF-8");
        continue;
      }
      ++at_;
      if (c == '"') return true;
      if (c < 0x20) return wrong("a control character in a string");
      if (c != '\\') continue;
      const char escape = peek();
      ++at_;
      if (escape == 'u') {
        for (int k = 0; k != 4; ++k, ++at_)
          if (!std::isxdigit(static_cast<unsigned char>(peek())))
            return wrong("four hex digits expected after \\u");
      } else if (std::string_view("\"\\/bfnrt").find(escape) == std::string_view::npos) {
        return wrong("an unknown escape");
      }
    }
  }

  bool number() {
    if (peek() == '-') ++at_;
    if (peek() == '0') {
      ++at_;
    } else if (digit()) {
      while (digit()) ++at_;
    } else {
      return wrong("a value expected");
    }
    if (peek() == '.') {
      ++at_;
      if (!digit()) return wrong("a digit expected after '.'");
      while (digit()) ++at_;
    }
    if (peek() == 'e' || peek() == 'E') {
      ++at_;
      if (peek() == '+' || peek() == '-') ++at_;
      if (!digit()) return wrong("a digit expected in the exponent");
      while (digit()) ++at_;
    }
    return true;
  }

  std::string_view text_;
  std::size_t at_ = 0;
  std::string problem_;
};

}  // namespace

std::string json_problem(std::string_view text) { return json_reader(text).problem(); }

}  // namespace ctp::fuzz
