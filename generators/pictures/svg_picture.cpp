// A puzzle's solution as one SVG picture, still or animated (see svg_picture.hpp).
#include "pictures/svg_picture.hpp"

#include <algorithm>
#include <vector>

#include <fmt/format.h>

namespace ctp::pictures {
namespace {

// The page: a margin around everything, the title above the drawing, the caption below it.
constexpr int margin = 16;
constexpr int title_size = 18, caption_size = 16;
constexpr int drawing_top = 48;
constexpr int below_drawing = 48;

}  // namespace

std::string svg_move_caption(std::uint64_t k, std::uint64_t moves, const std::string& what,
                             std::string_view step) {
  return fmt::format("{} {} of {}: {}", step, k, moves, what);
}

// 1. The frames drawn: one for a still, every state for an animation, each with its caption.
// 2. The page as wide as the widest of the drawing, the title and the captions.
// 3. A white page, the title, what never changes, then each frame in its own group with its
//    caption (animated: each group visible in its turn).
std::string svg_picture(const svg_scene& scene, const svg_choice& choice) {
  const std::uint64_t first = choice.still ? choice.frame : 0;
  const std::uint64_t count = choice.still ? 1 : scene.moves + 1;
  std::vector<std::string> captions;
  int width = std::max(scene.width, svg_text_width(scene.title, title_size, true));
  for (std::uint64_t k = first; k != first + count; ++k) {
    captions.push_back(scene.caption(k));
    width = std::max(width, svg_text_width(captions.back(), caption_size, false));
  }
  width += 2 * margin;
  const int height = drawing_top + scene.height + below_drawing;
  const int centre = width / 2;

  svg_writer svg;
  svg.open("svg", {{"xmlns", "http://www.w3.org/2000/svg"},
                   {"xmlns:xlink", "http://www.w3.org/1999/xlink"},
                   {"width", width},
                   {"height", height},
                   {"viewBox", fmt::format("0 0 {} {}", width, height)},
                   {"font-family", "DejaVu Sans, Verdana, sans-serif"}});
  svg.text("title", {}, scene.title);
  svg.element("rect", {{"width", width}, {"height", height}, {"fill", "#ffffff"}});
  svg.text("text",
           {{"x", centre},
            {"y", 30},
            {"font-size", title_size},
            {"font-weight", "bold"},
            {"text-anchor", "middle"},
            {"fill", "#202020"}},
           scene.title);
  const std::string place = fmt::format("translate({},{})", (width - scene.width) / 2, drawing_top);
  svg.open("g", {{"transform", place}});
  scene.background(svg);
  svg.close();

  const svg_timeline timeline(count, svg_frame_ms, svg_last_frame_ms);
  for (std::uint64_t i = 0; i != count; ++i) {
    svg.open("g", timeline.frame_group(i));
    timeline.animate(svg, i);
    svg.open("g", {{"transform", place}});
    scene.state(svg, first + i);
    svg.close();
    svg.text("text",
             {{"x", centre},
              {"y", height - 18},
              {"font-size", caption_size},
              {"text-anchor", "middle"},
              {"fill", "#202020"}},
             captions[i]);
    svg.close();
  }
  svg.close();
  return svg.str();
}

}  // namespace ctp::pictures
