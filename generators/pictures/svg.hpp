// A small SVG writer for the ctp tool's pictures: elements with attributes, text escaped for XML,
// and a timeline that shows one frame after another with SMIL (no script). Every number is an
// integer, so that a picture is the same bytes on every run and with every compiler.
#ifndef CTP_GENERATORS_PICTURES_SVG_HPP_INCLUDED
#define CTP_GENERATORS_PICTURES_SVG_HPP_INCLUDED

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

namespace ctp::pictures {

// One attribute, name="value"; the value is escaped when written.
struct svg_attribute {
  std::string_view name;
  std::string value;

  svg_attribute(std::string_view n, std::string v) : name(n), value(std::move(v)) {}
  svg_attribute(std::string_view n, const char* v) : name(n), value(v) {}
  svg_attribute(std::string_view n, std::string_view v) : name(n), value(v) {}
  svg_attribute(std::string_view n, int v) : name(n), value(fmt::format("{}", v)) {}
  svg_attribute(std::string_view n, std::uint64_t v) : name(n), value(fmt::format("{}", v)) {}
};

using svg_attributes = std::initializer_list<svg_attribute>;

// Text made safe for XML character data and attribute values: & < > " ' become entities.
std::string svg_escape(std::string_view text);

// A generous width in pixels of a line of UTF-8 text in DejaVu Sans (the usual sans-serif font)
// of font_size pixels, to size the page that holds it: capitals, digits and other characters
// take their widths in that font rounded up, any character beyond ASCII that of the widest.
int svg_text_width(std::string_view text, int font_size, bool bold);

// An SVG document built element by element, each on its own line, indented by nesting.
class svg_writer {
 public:
  // Opens <name attributes>; close() closes it.
  void open(std::string_view name, svg_attributes attributes);
  void open(std::string_view name, const std::vector<svg_attribute>& attributes);
  void close();

  // An empty element: <name attributes/>.
  void element(std::string_view name, svg_attributes attributes);

  // An element holding text: <name attributes>text</name>.
  void text(std::string_view name, svg_attributes attributes, std::string_view content);

  // The document so far; every element must have been closed.
  const std::string& str() const;

 private:
  void start_tag(std::string_view name, const svg_attribute* first, const svg_attribute* last);

  std::string text_;
  std::vector<std::string> open_;
};

// When each frame of an animation shows: `frames` frames of frame_ms milliseconds each, the last
// one held for last_ms, then again from the first (repeatCount="indefinite").
class svg_timeline {
 public:
  svg_timeline(std::uint64_t frames, int frame_ms, int last_ms);

  // The attributes of the group that holds frame k: the first frame is visible before the
  // animation starts (as a still renderer shows it), the others hidden.
  std::vector<svg_attribute> frame_group(std::uint64_t k) const;

  // Writes the <animate> of frame k's group: visible from its start to the next frame's start,
  // hidden otherwise, with calcMode="discrete" and keyTimes as fractions of the whole loop.
  // Nothing for a single frame, which is always visible.
  void animate(svg_writer& svg, std::uint64_t k) const;

 private:
  // The moment frame k starts, in milliseconds; frame `frames` "starts" at the loop's end.
  std::uint64_t start_ms(std::uint64_t k) const;
  // A moment as a fraction of the loop, with six decimals, by integer arithmetic: 0.123456.
  std::string key_time(std::uint64_t ms) const;

  std::uint64_t frames_;
  std::uint64_t frame_ms_;
  std::uint64_t last_ms_;
};

}  // namespace ctp::pictures

#endif  // CTP_GENERATORS_PICTURES_SVG_HPP_INCLUDED
