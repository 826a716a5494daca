// Water pouring as SVG: the states of the library's breadth-first path (water_solve), each move
// named by water_move_between.
#include "water_pouring/svg.hpp"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "pictures/svg_picture.hpp"
#include "water_pouring/listing.hpp"

namespace ctp::puzzles::water_pouring {
namespace {

// The sizes of the drawing: the largest cup is `tallest` high inside, the others in proportion;
// cups stand `pitch` apart, with room above them for the arrow of a pour.
constexpr int tallest = 200, cup_width = 70, pitch = 110, top = 44;
constexpr int bottom = top + tallest;

struct water_geometry {
  int largest = 1;  // the largest capacity

  explicit water_geometry(const water_puzzle& puzzle) {
    for (int cup = 0; cup != puzzle.capacity.cups; ++cup)
      largest = std::max(largest, puzzle.capacity[cup]);
  }
  // The height of `amount` units of water (integers only, so that every run draws the same).
  int level(int amount) const { return static_cast<int>(std::int64_t{amount} * tallest / largest); }
  int cup_height(int capacity) const { return std::max(level(capacity), 4); }
  static int cup_x(int cup) { return 20 + cup * pitch + (pitch - cup_width) / 2; }
  static int width(int cups) { return cups * pitch + 40; }
  static int height() { return bottom + 56; }
};

// The empty cups: a glass outline open at the top, a tick at every unit when there are few
// enough to count, and under each its name: what never changes.
void draw_cups(pictures::svg_writer& svg, const water_geometry& g, const water_puzzle& puzzle) {
  for (int cup = 0; cup != puzzle.capacity.cups; ++cup) {
    const int x = water_geometry::cup_x(cup), capacity = puzzle.capacity[cup];
    const int y = bottom - g.cup_height(capacity);
    svg.element("path",
                {{"d", fmt::format("M {} {} V {} H {} V {}", x, y, bottom, x + cup_width, y)},
                 {"fill", "none"},
                 {"stroke", "#37474f"},
                 {"stroke-width", 3},
                 {"stroke-linejoin", "round"}});
    if (g.largest <= 24)
      for (int unit = 1; unit != capacity; ++unit)
        svg.element("line", {{"x1", x},
                             {"y1", bottom - g.level(unit)},
                             {"x2", x + 8},
                             {"y2", bottom - g.level(unit)},
                             {"stroke", "#37474f"},
                             {"stroke-width", 1}});
    svg.text("text",
             {{"x", x + cup_width / 2},
              {"y", bottom + 44},
              {"font-size", 13},
              {"text-anchor", "middle"},
              {"fill", "#404040"}},
             fmt::format("cup {}", cup + 1));
  }
}

// The water of a state, each cup's level and `amount/capacity` under it; after a pour, an arrow
// from the cup poured out of to the cup poured into.
void draw_water(pictures::svg_writer& svg, const water_geometry& g, const water_puzzle& puzzle,
                const water_state& state, const water_move* move) {
  for (int cup = 0; cup != state.cups; ++cup) {
    const int x = water_geometry::cup_x(cup), level = g.level(state[cup]);
    if (level > 0)
      svg.element("rect", {{"x", x + 2},
                           {"y", bottom - level},
                           {"width", cup_width - 4},
                           {"height", level - 2 < 1 ? 1 : level - 2},
                           {"fill", "#64b5f6"}});
    svg.text("text",
             {{"x", x + cup_width / 2},
              {"y", bottom + 24},
              {"font-size", 16},
              {"font-weight", "bold"},
              {"text-anchor", "middle"},
              {"fill", "#202020"}},
             fmt::format("{}/{}", state[cup], puzzle.capacity[cup]));
  }
  if (move == nullptr || move->kind != water_move::pour) return;
  const int from = water_geometry::cup_x(move->from) + cup_width / 2;
  const int to = water_geometry::cup_x(move->to) + cup_width / 2;
  svg.element("path", {{"d", fmt::format("M {} {} Q {} {} {} {}", from, top - 8, (from + to) / 2,
                                         top - 44, to, top - 10)},
                       {"fill", "none"},
                       {"stroke", "#1565c0"},
                       {"stroke-width", 3}});
  svg.element("path", {{"d", fmt::format("M {} {} L {} {} L {} {} Z", to - 7, top - 18, to + 7,
                                         top - 18, to, top - 4)},
                       {"fill", "#1565c0"}});
}

// What the goal asks for: "4 in a cup", "4 in cup 2", "exactly 3,1,4".
std::string goal_text(const water_goal& goal) {
  switch (goal.kind) {
    case water_goal::any_cup: return fmt::format("{} in a cup", goal.amount);
    case water_goal::in_cup: return fmt::format("{} in cup {}", goal.amount, goal.cup + 1);
    case water_goal::exact: return "exactly " + water_amounts(goal.state);
  }
  return {};
}

}  // namespace

void write_water_svg(cli::output& out, const pictures::svg_options& options,
                     const water_puzzle& puzzle, const water_goal& goal,
                     const water_solution& solution) {
  const water_solution::path_type& path = solution.path();
  const std::uint64_t total = path.size() - 1;
  const pictures::svg_choice choice = pictures::svg_frame(options, total);
  std::vector<water_move> moves;
  for (std::size_t k = 1; k != path.size(); ++k)
    moves.push_back(ctp::water_move_between(puzzle, path[k - 1], path[k]));
  const water_geometry g(puzzle);
  pictures::svg_scene scene;
  scene.title =
      fmt::format("Water pouring: cups of {}{}; goal: {}; {}", water_amounts(puzzle.capacity),
                  puzzle.tap ? " and a tap" : "", goal_text(goal), water_moves(puzzle.tap, total));
  scene.width = water_geometry::width(puzzle.capacity.cups);
  scene.height = water_geometry::height();
  scene.moves = total;
  scene.background = [&](pictures::svg_writer& svg) { draw_cups(svg, g, puzzle); };
  scene.state = [&](pictures::svg_writer& svg, std::uint64_t k) {
    draw_water(svg, g, puzzle, path[k], k == 0 ? nullptr : &moves[k - 1]);
  };
  scene.caption = [&](std::uint64_t k) {
    if (k == 0) return "start: " + water_amounts(path[0]);
    return pictures::svg_move_caption(
        k, total, fmt::format("{} → {}", water_move_text(moves[k - 1]), water_amounts(path[k])));
  };
  pictures::write_svg(out, options, pictures::svg_picture(scene, choice));
}

}  // namespace ctp::puzzles::water_pouring
