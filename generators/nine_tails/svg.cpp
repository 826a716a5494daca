// Nine tails as SVG: the boards of the library's canonical path (nine_tails_solution::path).
#include "nine_tails/svg.hpp"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "nine_tails/listing.hpp"
#include "pictures/svg_picture.hpp"

namespace ctp::puzzles::nine_tails {
namespace {

// The sizes of the drawing: a coin a cell.
constexpr int cell = 64, radius = 26, border = 8;

// The cell a move was played at to go from board a to board b (the library's move_between).
int played_cell(nine_tails_shape shape, nine_tails_state a, nine_tails_state b) {
  if (const std::optional<int> cell = shape.move_between(a, b)) return *cell;
  throw std::logic_error(
      "ctp: internal error: two boards of a nine tails path are not one move apart");
}

// The board's felt: what never changes.
void draw_felt(pictures::svg_writer& svg, nine_tails_shape shape) {
  svg.element("rect", {{"x", 0},
                       {"y", 0},
                       {"width", shape.cols * cell + 2 * border},
                       {"height", shape.rows * cell + 2 * border},
                       {"rx", 8},
                       {"fill", "#e3efe0"},
                       {"stroke", "#7a9a74"},
                       {"stroke-width", 2}});
}

// The coins of board `state`, each with its letter (H or T tell the coins apart without colour);
// after a move, the cell it was played at is framed (dashed) and the coins it flipped are ringed
// in a thick outline.
void draw_coins(pictures::svg_writer& svg, nine_tails_shape shape, nine_tails_state state,
                int played) {
  const nine_tails_state flipped = played < 0 ? 0 : shape.flip_mask(played);
  for (int k = 0; k != shape.cells(); ++k) {
    const int x = border + (k % shape.cols) * cell, y = border + (k / shape.cols) * cell;
    const bool tails = (state & shape.bit(k)) != 0, was_flipped = (flipped & shape.bit(k)) != 0;
    if (k == played)
      svg.element("rect", {{"x", x + 2},
                           {"y", y + 2},
                           {"width", cell - 4},
                           {"height", cell - 4},
                           {"rx", 6},
                           {"fill", "none"},
                           {"stroke", "#b71c1c"},
                           {"stroke-width", 2},
                           {"stroke-dasharray", "6 4"}});
    svg.element("circle", {{"cx", x + cell / 2},
                           {"cy", y + cell / 2},
                           {"r", radius},
                           {"fill", tails ? "#b0bec5" : "#f6c945"},
                           {"stroke", was_flipped ? "#b71c1c" : "#5d4037"},
                           {"stroke-width", was_flipped ? 4 : 2}});
    svg.text("text",
             {{"x", x + cell / 2},
              {"y", y + cell / 2 + 9},
              {"font-size", 26},
              {"font-weight", "bold"},
              {"text-anchor", "middle"},
              {"fill", "#202020"}},
             tails ? "T" : "H");
  }
}

// What a cost counts: coins flipped (Liang's weighted model) or moves.
std::string cost_text(nine_tails_model model, unsigned cost) {
  return fmt::format("{} {}{}", cost, model == nine_tails_model::weighted ? "flip" : "move",
                     cost == 1 ? "" : "s");
}

// The caption of board k of the path: "start: HHHTTTHHH, 8 flips to all tails", or
// "move 1 of 2: at row 2, column 2, 5 coins flipped → HHHTHTTTT".
std::string caption(const nine_tails_solution& solution, const std::vector<nine_tails_state>& path,
                    std::uint64_t k) {
  const nine_tails_shape shape = solution.shape();
  const std::string text = nine_tails_text(shape, path[k]);
  if (k == 0)
    return fmt::format("start: {}, {} to all tails", text,
                       cost_text(solution.model(), reachable_cost(solution, path[0])));
  const int played = played_cell(shape, path[k - 1], path[k]);
  return pictures::svg_move_caption(
      k, path.size() - 1,
      fmt::format("at row {}, column {}, {} coins flipped → {}", played / shape.cols + 1,
                  played % shape.cols + 1, shape.weight(played), text));
}

}  // namespace

void write_nine_tails_svg(cli::output& out, const pictures::svg_options& options,
                          const nine_tails_solution& solution, nine_tails_state state) {
  const std::vector<nine_tails_state> path = solution.path(state);
  const std::uint64_t total = path.size() - 1;
  const pictures::svg_choice choice = pictures::svg_frame(options, total);
  const nine_tails_shape shape = solution.shape();
  pictures::svg_scene scene;
  scene.title = fmt::format("Nine tails: {} to all tails, {}", nine_tails_text(shape, state),
                            cost_text(solution.model(), reachable_cost(solution, state)));
  scene.width = shape.cols * cell + 2 * border;
  scene.height = shape.rows * cell + 2 * border;
  scene.moves = total;
  scene.background = [&](pictures::svg_writer& svg) { draw_felt(svg, shape); };
  scene.state = [&](pictures::svg_writer& svg, std::uint64_t k) {
    draw_coins(svg, shape, path[k], k == 0 ? -1 : played_cell(shape, path[k - 1], path[k]));
  };
  scene.caption = [&](std::uint64_t k) { return caption(solution, path, k); };
  pictures::write_svg(out, options, pictures::svg_picture(scene, choice));
}

}  // namespace ctp::puzzles::nine_tails
