// Towers of Hanoi as SVG: the pegs after any move, from the library's hanoi_step_at.
#include "hanoi/svg.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "ctp/hanoi/rules.hpp"
#include "pictures/svg_picture.hpp"

namespace ctp::puzzles::hanoi {
namespace {

// The discs on the three pegs, each peg bottom first.
using hanoi_stacks = std::array<std::vector<int>, 3>;

// The pegs after the first `done` moves, in O(discs) for any number of moves:
// 1. disc d moves every 2^d moves, first at move 2^(d-1) - 1 (counted from 0): the ruler
//    sequence of hanoi_disc_at;
// 2. so its last move among the first `done` is the one with the largest j such that
//    2^(d-1) - 1 + j * 2^d < done, if any (none: it is still on START);
// 3. it lies on the peg that move took it to, by the library's hanoi_step_at;
// 4. the discs of a peg lie largest first, so the pegs are filled from the largest disc down.
hanoi_stacks pegs_after(int discs, std::uint64_t done) {
  hanoi_stacks pegs;
  for (int disc = discs; disc >= 1; --disc) {
    const std::uint64_t first = std::uint64_t{1} << (disc - 1);  // one more than its first move
    ctp::hanoi_peg peg = ctp::hanoi_peg::start;
    if (done >= first) {
      const std::uint64_t period = first * 2;  // 2^d, which fits: disc <= 63
      const std::uint64_t last = first - 1 + (done - first) / period * period;
      peg = ctp::hanoi_step_at(discs, last).to;
    }
    pegs[static_cast<std::size_t>(peg)].push_back(disc);
  }
  return pegs;
}

// The sizes of the drawing, chosen by the number of discs so that 63 discs still fit a page:
// a disc d is 20 + d * step wide and `height` high (with a gap of 2), numbered when legible.
struct hanoi_geometry {
  int disc_height, step;
  int cell, base_y;

  explicit hanoi_geometry(int discs)
      : disc_height(discs <= 10   ? 22
                    : discs <= 20 ? 12
                                  : 6),
        step(discs <= 10   ? 16
             : discs <= 20 ? 8
                           : 3),
        cell(disc_width(discs) + 24 < 120 ? 120 : disc_width(discs) + 24),
        base_y((discs + 1) * disc_height + 8) {}

  int disc_width(int disc) const { return 20 + disc * step; }
  int peg_x(int peg) const { return cell / 2 + peg * cell; }
  int width() const { return 3 * cell; }
  int height() const { return base_y + 36; }
  bool numbered() const { return disc_height >= 16; }
};

// Light colours, so that the black numbers on the discs stay legible; a disc's colour is only a
// help, its width and number tell it.
constexpr std::array<const char*, 8> palette{"#f4a261", "#e9c46a", "#8ecae6", "#90be6d",
                                             "#f28482", "#cdb4db", "#ffd166", "#a8dadc"};

// What never changes: every disc, once, centred on x = 0 with its top at y = 0 (each frame places
// it with <use>, which keeps a long animation small); the pegs, the base and the peg names.
void draw_pegs(pictures::svg_writer& svg, const hanoi_geometry& g, int discs) {
  svg.open("defs", {});
  for (int disc = 1; disc <= discs; ++disc) {
    const int w = g.disc_width(disc);
    svg.open("g", {{"id", fmt::format("disc-{}", disc)}});
    svg.element("rect", {{"x", -w / 2},
                         {"y", 0},
                         {"width", w},
                         {"height", g.disc_height - 2},
                         {"rx", g.disc_height / 3},
                         {"fill", palette[static_cast<std::size_t>(disc) % palette.size()]},
                         {"stroke", "#303030"},
                         {"stroke-width", 1}});
    if (g.numbered())
      svg.text("text",
               {{"x", 0},
                {"y", g.disc_height - 7},
                {"font-size", 13},
                {"text-anchor", "middle"},
                {"fill", "#000000"}},
               fmt::format("{}", disc));
    svg.close();
  }
  svg.close();
  for (int p = 0; p != 3; ++p) {
    svg.element("rect", {{"x", g.peg_x(p) - 4},
                         {"y", 0},
                         {"width", 8},
                         {"height", g.base_y},
                         {"rx", 3},
                         {"fill", "#8d6e63"}});
    svg.text("text",
             {{"x", g.peg_x(p)},
              {"y", g.base_y + 30},
              {"font-size", 15},
              {"text-anchor", "middle"},
              {"fill", "#202020"}},
             ctp::hanoi_peg_name(static_cast<ctp::hanoi_peg>(p)));
  }
  svg.element("rect", {{"x", 4},
                       {"y", g.base_y},
                       {"width", g.width() - 8},
                       {"height", 10},
                       {"rx", 3},
                       {"fill", "#6d4c41"}});
}

// The discs of a state, each peg bottom up; the disc that moved last (0: none) is outlined.
void draw_discs(pictures::svg_writer& svg, const hanoi_geometry& g, const hanoi_stacks& pegs,
                int moved) {
  for (int p = 0; p != 3; ++p) {
    const std::vector<int>& stack = pegs[static_cast<std::size_t>(p)];
    for (std::size_t level = 0; level != stack.size(); ++level) {
      const int disc = stack[level], w = g.disc_width(disc);
      const int y = g.base_y - static_cast<int>(level + 1) * g.disc_height;
      svg.element("use",
                  {{"xlink:href", fmt::format("#disc-{}", disc)}, {"x", g.peg_x(p)}, {"y", y}});
      if (disc == moved)
        svg.element("rect", {{"x", g.peg_x(p) - w / 2},
                             {"y", y},
                             {"width", w},
                             {"height", g.disc_height - 2},
                             {"rx", g.disc_height / 3},
                             {"fill", "none"},
                             {"stroke", "#b71c1c"},
                             {"stroke-width", 3}});
    }
  }
}

// The caption of the state after move k: "start: 3 discs on START", or
// "move 1 of 7: B (disc 1, START → GOAL)" with the move's letter or name.
std::string caption(int discs, const std::optional<move_names>& names, std::uint64_t k) {
  const std::uint64_t total = ctp::hanoi_move_count(discs);
  if (k == 0)
    return fmt::format("start: {} disc{} on START, {} moves to GOAL", discs, discs == 1 ? "" : "s",
                       total);
  const char letter = ctp::hanoi_move_at(discs, k - 1);
  const std::string name =
      names ? (*names)[ctp::hanoi_letters.find(letter)] : std::string(1, letter);
  const ctp::hanoi_step step = ctp::hanoi_step_at(discs, k - 1);
  return pictures::svg_move_caption(
      k, total,
      fmt::format("{} (disc {}, {} → {})", name, step.disc, ctp::hanoi_peg_name(step.from),
                  ctp::hanoi_peg_name(step.to)));
}

}  // namespace

void write_hanoi_svg(cli::output& out, const pictures::svg_options& options, int discs,
                     const std::optional<move_names>& names) {
  const std::uint64_t total = ctp::hanoi_move_count(discs);
  const pictures::svg_choice choice = pictures::svg_frame(options, total);
  const hanoi_geometry g(discs);
  pictures::svg_scene scene;
  scene.title = fmt::format("Towers of Hanoi: {} disc{}, {} move{}", discs, discs == 1 ? "" : "s",
                            total, total == 1 ? "" : "s");
  scene.width = g.width();
  scene.height = g.height();
  scene.moves = total;
  scene.background = [&](pictures::svg_writer& svg) { draw_pegs(svg, g, discs); };
  scene.state = [&](pictures::svg_writer& svg, std::uint64_t k) {
    draw_discs(svg, g, pegs_after(discs, k), k == 0 ? 0 : ctp::hanoi_disc_at(k - 1));
  };
  scene.caption = [&](std::uint64_t k) { return caption(discs, names, k); };
  pictures::write_svg(out, options, pictures::svg_picture(scene, choice));
}

}  // namespace ctp::puzzles::hanoi
