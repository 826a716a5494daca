// A recursive-descent reader of the part of XML 1.0 that SVG pictures use, which only says
// whether text is well-formed (see xml.hpp).
#include "xml.hpp"

#include <charconv>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <system_error>

#include <fmt/format.h>

#include "utf8.hpp"

namespace ctp::fuzz {
namespace {

// The reader: `at` moves over text; the first problem found is kept and ends the reading.
class xml_reader {
 public:
  explicit xml_reader(std::string_view text) : text_(text) {}

  std::string problem() {
    if (text_.starts_with("<?xml")) skip_past("?>");
    misc();
    if (problem_.empty() && !text_.substr(at_).starts_with("<")) wrong("the root element expected");
    if (problem_.empty()) element(0);
    misc();
    if (problem_.empty() && at_ != text_.size()) wrong("the end of the document expected");
    return problem_;
  }

 private:
  static constexpr int max_depth = 256;

  bool wrong(std::string_view what) {
    if (problem_.empty()) problem_ = fmt::format("{} at byte {}", what, at_);
    return false;
  }

  bool ahead(std::string_view word) const { return text_.substr(at_).starts_with(word); }

  void skip_space() {
    while (at_ < text_.size() &&
           std::string_view(" \t\r\n").find(text_[at_]) != std::string_view::npos)
      ++at_;
  }

  bool skip_past(std::string_view end) {
    const std::size_t found = text_.find(end, at_);
    if (found == std::string_view::npos) return wrong(fmt::format("no {} to close", end));
    at_ = found + end.size();
    return true;
  }

  // Whitespace and comments, around the root element.
  void misc() {
    for (skip_space(); problem_.empty() && ahead("<!--"); skip_space()) skip_past("-->");
  }

  static bool name_start(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_' || c == ':';
  }

  static bool name_char(char c) {
    return name_start(c) || (c >= '0' && c <= '9') || c == '-' || c == '.';
  }

  std::string_view name() {
    const std::size_t start = at_;
    if (at_ < text_.size() && name_start(text_[at_]))
      while (at_ < text_.size() && name_char(text_[at_])) ++at_;
    if (at_ == start) wrong("a name expected");
    return text_.substr(start, at_ - start);
  }

  // The characters XML allows (its production Char).
  static bool allowed(char32_t u) {
    return u == 0x9 || u == 0xA || u == 0xD || (u >= 0x20 && u <= 0xD7FF) ||
           (u >= 0xE000 && u <= 0xFFFD) || (u >= 0x10000 && u <= 0x10FFFF);
  }

  // An entity after its '&': a named one of the five XML defines, or a character reference to
  // a character XML allows.
  bool entity() {
    const std::size_t end = text_.find(';', at_);
    if (end == std::string_view::npos) return wrong("an entity without ';'");
    const std::string_view name = text_.substr(at_, end - at_);
    at_ = end + 1;
    if (name == "lt" || name == "gt" || name == "amp" || name == "quot" || name == "apos")
      return true;
    const bool hex = name.starts_with("#x");
    const std::string_view digits = name.substr(hex ? 2 : 1);
    std::uint32_t code = 0;
    const auto [stop, error] =
        std::from_chars(digits.data(), digits.data() + digits.size(), code, hex ? 16 : 10);
    if (!name.starts_with("#") || digits.empty() || error != std::errc{} ||
        stop != digits.data() + digits.size() || !allowed(code))
      return wrong("an unknown entity, or a reference to a character XML does not allow");
    return true;
  }

  // One character of text or of an attribute value in `quote`: an entity, or a character XML
  // allows, in UTF-8.
  bool character(char quote) {
    const char c = text_[at_];
    if (c == '<') return wrong("'<' in text or in a value");
    if (c == quote) return wrong("the quote in its own value");
    if (c == '&') return ++at_, entity();
    const std::optional<char32_t> code = next_code_point(text_, at_);
    if (!code) return wrong("text that is not UTF-8");
    return allowed(*code) || wrong(fmt::format("the character U+{:04X}, which XML does not allow",
                                               static_cast<std::uint32_t>(*code)));
  }

  bool attributes() {
    for (;;) {
      const std::size_t before = at_;
      skip_space();
      if (ahead("/>") || ahead(">")) return true;
      if (at_ == before) return wrong("a space before an attribute expected");
      if (name().empty()) return false;
      skip_space();
      if (!ahead("=")) return wrong("'=' expected");
      ++at_;
      skip_space();
      if (!ahead("\"") && !ahead("'")) return wrong("a quoted value expected");
      const char quote = text_[at_++];
      while (at_ < text_.size() && text_[at_] != quote)
        if (!character(quote)) return false;
      if (at_ == text_.size()) return wrong("an unterminated value");
      ++at_;
    }
  }

  bool element(int depth) {
    if (depth > max_depth) return wrong("nesting too deep");
    ++at_;  // '<'
    const std::string_view tag = name();
    if (tag.empty() || !attributes()) return false;
    if (ahead("/>")) return at_ += 2, true;
    ++at_;  // '>'
    for (;;) {
      if (at_ >= text_.size()) return wrong(fmt::format("<{}> is not closed", tag));
      if (ahead("</")) {
        at_ += 2;
        if (name() != tag) return wrong(fmt::format("</...> does not close <{}>", tag));
        skip_space();
        if (!ahead(">")) return wrong("'>' expected");
        return ++at_, true;
      }
      if (ahead("<!--")) {
        if (!skip_past("-->")) return false;
      } else if (ahead("<")) {
        if (!element(depth + 1)) return false;
      } else if (!character('<')) {
        return false;
      }
    }
  }

  std::string_view text_;
  std::size_t at_ = 0;
  std::string problem_;
};

}  // namespace

std::string xml_problem(std::string_view text) { return xml_reader(text).problem(); }

}  // namespace ctp::fuzz
