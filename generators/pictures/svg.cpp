// A small SVG writer: elements, escaping, and a timeline of frames (see svg.hpp).
#include "pictures/svg.hpp"

#include <stdexcept>

namespace ctp::pictures {

std::string svg_escape(std::string_view text) {
  std::string escaped;
  escaped.reserve(text.size());
  for (const char c : text) {
    switch (c) {
      case '&': escaped += "&amp;"; break;
      case '<': escaped += "&lt;"; break;
      case '>': escaped += "&gt;"; break;
      case '"': escaped += "&quot;"; break;
      case '\'': escaped += "&apos;"; break;
      default: escaped += c;
    }
  }
  return escaped;
}

// Widths in hundredths of an em, regular and bold: DejaVu Sans's H is 0.75 em (0.84 bold), its
// digits 0.64 (0.70), its lower-case letters and punctuation at most about 0.6 (0.66) on average.
int svg_text_width(std::string_view text, int font_size, bool bold) {
  int hundredths = 0;
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if ((byte & 0xC0) == 0x80) continue;  // a continuation byte of a character counted already
    if (byte >= 0x80 || (c >= 'A' && c <= 'Z')) hundredths += bold ? 84 : 76;
    else if (c >= '0' && c <= '9') hundredths += bold ? 70 : 64;
    else hundredths += bold ? 66 : 60;
  }
  return (hundredths * font_size + 99) / 100;
}

void svg_writer::start_tag(std::string_view name, const svg_attribute* first,
                           const svg_attribute* last) {
  text_.append(2 * open_.size(), ' ');
  text_ += '<';
  text_ += name;
  for (; first != last; ++first)
    text_ += fmt::format(" {}=\"{}\"", first->name, svg_escape(first->value));
}

void svg_writer::open(std::string_view name, svg_attributes attributes) {
  start_tag(name, attributes.begin(), attributes.end());
  text_ += ">\n";
  open_.emplace_back(name);
}

void svg_writer::open(std::string_view name, const std::vector<svg_attribute>& attributes) {
  start_tag(name, attributes.data(), attributes.data() + attributes.size());
  text_ += ">\n";
  open_.emplace_back(name);
}

void svg_writer::close() {
  if (open_.empty()) throw std::logic_error("ctp: internal error: an SVG element closed twice");
  const std::string name = std::move(open_.back());
  open_.pop_back();
  text_.append(2 * open_.size(), ' ');
  text_ += fmt::format("</{}>\n", name);
}

void svg_writer::element(std::string_view name, svg_attributes attributes) {
  start_tag(name, attributes.begin(), attributes.end());
  text_ += "/>\n";
}

void svg_writer::text(std::string_view name, svg_attributes attributes, std::string_view content) {
  start_tag(name, attributes.begin(), attributes.end());
  text_ += fmt::format(">{}</{}>\n", svg_escape(content), name);
}

const std::string& svg_writer::str() const {
  if (!open_.empty())
    throw std::logic_error("ctp: internal error: an SVG element was left open: " + open_.back());
  return text_;
}

svg_timeline::svg_timeline(std::uint64_t frames, int frame_ms, int last_ms)
    : frames_(frames),
      frame_ms_(static_cast<std::uint64_t>(frame_ms)),
      last_ms_(static_cast<std::uint64_t>(last_ms)) {
  if (frames == 0) throw std::logic_error("ctp: internal error: an animation without frames");
}

std::uint64_t svg_timeline::start_ms(std::uint64_t k) const {
  return k < frames_ ? k * frame_ms_ : (frames_ - 1) * frame_ms_ + last_ms_;
}

std::string svg_timeline::key_time(std::uint64_t ms) const {
  constexpr std::uint64_t one = 1'000'000;
  const std::uint64_t fraction = ms * one / start_ms(frames_);
  if (fraction == 0) return "0";
  if (fraction == one) return "1";
  return fmt::format("0.{:06}", fraction);
}

std::vector<svg_attribute> svg_timeline::frame_group(std::uint64_t k) const {
  if (k == 0) return {{"class", "frame"}};
  return {{"class", "frame"}, {"visibility", "hidden"}};
}

// The values switch at the keyTimes: the first frame is visible until the second starts, the
// last from its start to the loop's end, every other one between its start and the next's.
void svg_timeline::animate(svg_writer& svg, std::uint64_t k) const {
  if (frames_ == 1) return;
  std::string values, times;
  if (k == 0) {
    values = "visible;hidden";
    times = "0;" + key_time(start_ms(1));
  } else if (k + 1 == frames_) {
    values = "hidden;visible";
    times = "0;" + key_time(start_ms(k));
  } else {
    values = "hidden;visible;hidden";
    times = "0;" + key_time(start_ms(k)) + ";" + key_time(start_ms(k + 1));
  }
  svg.element("animate", {{"attributeName", "visibility"},
                          {"values", values},
                          {"keyTimes", times},
                          {"calcMode", "discrete"},
                          {"dur", fmt::format("{}ms", start_ms(frames_))},
                          {"repeatCount", "indefinite"}});
}

}  // namespace ctp::pictures
