// Chinese rings as SVG: the rings after any move, from the library's path functions
// (rings_path_state_after, rings_path_move_at), single moves or double.
#include "chinese_rings/svg.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "ctp/chinese_rings/text.hpp"
#include "pictures/svg_picture.hpp"

namespace ctp::puzzles::chinese_rings {
namespace {

// A state of the solution, and the move that led to it (none at the start).
struct rings_frame {
  rings_state state;
  std::optional<rings_move> move;
};

// The frames first .. last of plan, each from the library's closed form in O(1), whatever the
// move number.
std::vector<rings_frame> frames_of(const rings_plan& plan, std::uint64_t first,
                                   std::uint64_t last) {
  std::vector<rings_frame> frames;
  for (std::uint64_t k = first; k <= last; ++k)
    frames.push_back({ctp::rings_path_state_after(plan.rings, plan.start, plan.goal, k, plan.rule),
                      k == 0 ? std::nullopt
                             : std::optional(ctp::rings_path_move_at(
                                   plan.rings, plan.start, plan.goal, k - 1, plan.rule))});
  return frames;
}

// The sizes of the drawing, chosen by the number of rings so that 63 rings still fit a page.
struct rings_geometry {
  int spacing, radius, stroke;
  int bar_y, down_y, base_y;

  explicit rings_geometry(int rings)
      : spacing(rings <= 12   ? 56
                : rings <= 24 ? 32
                              : 16),
        radius(spacing * 2 / 5),
        stroke(rings <= 12 ? 4 : 2),
        bar_y(40 + radius),
        down_y(bar_y + 2 * radius + 24),
        base_y(down_y + radius + 20) {}

  int ring_x(int ring) const { return 20 + spacing / 2 + (ring - 1) * spacing; }
  int width(int rings) const { return rings * spacing + 40; }
  int height() const { return base_y + 40; }
  int font() const { return spacing >= 32 ? 14 : 9; }
};

// A ring that is up (threaded on the bar) or down (hanging below it), centred on x = 0, on its
// post, with U or D under the plate to say which: each frame places one a ring with <use>.
void define_ring(pictures::svg_writer& svg, const rings_geometry& g, bool up) {
  const int y = up ? g.bar_y : g.down_y;
  svg.open("g", {{"id", up ? "ring-up" : "ring-down"}});
  svg.element("line", {{"x1", 0},
                       {"y1", y + g.radius},
                       {"x2", 0},
                       {"y2", g.base_y},
                       {"stroke", "#8d6e63"},
                       {"stroke-width", g.stroke}});
  svg.element("circle", {{"cx", 0},
                         {"cy", y},
                         {"r", g.radius},
                         {"fill", "none"},
                         {"stroke", up ? "#1565c0" : "#90a4ae"},
                         {"stroke-width", g.stroke}});
  svg.text("text",
           {{"x", 0},
            {"y", g.base_y + 30},
            {"font-size", g.font()},
            {"text-anchor", "middle"},
            {"fill", "#202020"}},
           up ? "U" : "D");
  svg.close();
}

// What never changes: the two ways a ring can be, the ring numbers, the base plate and the bar
// (a long loop, drawn as an outlined rounded rectangle).
void draw_frame(pictures::svg_writer& svg, const rings_geometry& g, int rings) {
  svg.open("defs", {});
  define_ring(svg, g, true);
  define_ring(svg, g, false);
  svg.close();
  for (int ring = 1; ring <= rings; ++ring)
    svg.text("text",
             {{"x", g.ring_x(ring)},
              {"y", 20},
              {"font-size", g.font()},
              {"text-anchor", "middle"},
              {"fill", "#202020"}},
             fmt::format("{}", ring));
  svg.element("rect", {{"x", 4},
                       {"y", g.base_y},
                       {"width", g.width(rings) - 8},
                       {"height", 10},
                       {"rx", 3},
                       {"fill", "#6d4c41"}});
  svg.element("rect", {{"x", 8},
                       {"y", g.bar_y - 5},
                       {"width", g.width(rings) - 16},
                       {"height", 10},
                       {"rx", 5},
                       {"fill", "none"},
                       {"stroke", "#455a64"},
                       {"stroke-width", 3}});
}

// The rings of a state, each up or down in its place.
void draw_rings(pictures::svg_writer& svg, const rings_geometry& g, int rings, rings_state state) {
  for (int ring = 1; ring <= rings; ++ring)
    svg.element("use",
                {{"xlink:href", ctp::rings_is_up(rings, state, ring) ? "#ring-up" : "#ring-down"},
                 {"x", g.ring_x(ring)}});
}

// A state as text, ring 1 first: UUDUD.
std::string state_text(int rings, rings_state state) {
  std::array<char, ctp::rings_max_rings> text{};
  ctp::rings_write_text(text, rings, state);
  return {text.data(), static_cast<std::size_t>(rings)};
}

// The caption of a frame: "start: UUUUU", or "move 3 of 21: ring 3 up → DUDUD".
std::string caption(const rings_plan& plan, std::uint64_t total, std::uint64_t k,
                    const rings_frame& frame) {
  const std::string state = state_text(plan.rings, frame.state);
  if (!frame.move)
    return fmt::format("start: {}, {} moves to {}", state, total,
                       state_text(plan.rings, plan.goal));
  return pictures::svg_move_caption(k, total,
                                    fmt::format("{} → {}", rings_move_text(*frame.move), state));
}

}  // namespace

void write_rings_svg(cli::output& out, const pictures::svg_options& options,
                     const rings_plan& plan) {
  const std::uint64_t total = rings_plan_length(plan);
  const pictures::svg_choice choice = pictures::svg_frame(options, total);
  const std::uint64_t first = choice.still ? choice.frame : 0;
  const std::vector<rings_frame> frames =
      frames_of(plan, first, choice.still ? choice.frame : total);
  const rings_geometry g(plan.rings);
  pictures::svg_scene scene;
  scene.title = fmt::format("Chinese rings: {} ring{}, {} move{}{}", plan.rings,
                            plan.rings == 1 ? "" : "s", total, total == 1 ? "" : "s",
                            plan.rule == rings_rule::double_end ? " (double moves)" : "");
  scene.width = g.width(plan.rings);
  scene.height = g.height();
  scene.moves = total;
  scene.background = [&](pictures::svg_writer& svg) { draw_frame(svg, g, plan.rings); };
  scene.state = [&](pictures::svg_writer& svg, std::uint64_t k) {
    draw_rings(svg, g, plan.rings, frames.at(k - first).state);
  };
  scene.caption = [&](std::uint64_t k) { return caption(plan, total, k, frames.at(k - first)); };
  pictures::write_svg(out, options, pictures::svg_picture(scene, choice));
}

}  // namespace ctp::puzzles::chinese_rings
