// The river crossing as SVG: the states of the library's breadth-first path (river_solve), each
// crossing named by river_move_between. Each kind of passenger is drawn once, in <defs>, and each
// frame places them with <use>.
#include "river_crossing/svg.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "pictures/svg_picture.hpp"
#include "river_crossing/listing.hpp"
#include "river_crossing/puzzle_arguments.hpp"

namespace ctp::puzzles::river_crossing {
namespace {

// A kind of passenger: its id in <defs>, its letter (the state's text's) and its colour.
struct kind {
  const char* id;
  const char* letter;
  const char* fill;
};
constexpr std::array<kind, 6> kinds{{{"farmer", "F", "#6d4c41"},
                                     {"wolf", "W", "#616161"},
                                     {"goat", "G", "#f9a825"},
                                     {"cabbage", "C", "#43a047"},
                                     {"missionary", "M", "#1e88e5"},
                                     {"cannibal", "C", "#e53935"}}};
constexpr int farmer = 0, missionary = 4, cannibal = 5;

// The sizes of the drawing: passengers `pitch` apart in rows of at most `columns` on each bank,
// the river `river` wide between the banks, the first row `top` down.
constexpr int pitch = 34, radius = 14, river = 170, margin = 16, top = 40;

struct river_geometry {
  int columns = 4;  // passengers a row on a bank
  int rows = 1;     // rows a bank

  explicit river_geometry(const river_shape& shape) {
    if (shape.rules == river_rules::farmer) return;
    const int most = std::max(shape.missionaries, shape.cannibals);
    columns = std::clamp(most, 2, 10);
    rows = (shape.missionaries + columns - 1) / columns + (shape.cannibals + columns - 1) / columns;
  }
  int bank_width() const { return columns * pitch + 2 * margin; }
  int width() const { return 2 * bank_width() + river; }
  int height() const { return top + rows * pitch + 40; }
  // The centre of place `at` (0 first) of row `row` on a bank (start: the left one).
  int x(bool start, int at) const {
    return (start ? 0 : bank_width() + river) + margin + at * pitch + pitch / 2;
  }
  static int y(int row) { return top + row * pitch + pitch / 2; }
};

// What never changes: the passengers in <defs>, the banks and the river.
void draw_banks(pictures::svg_writer& svg, const river_geometry& g) {
  svg.open("defs", {});
  for (const kind& k : kinds) {
    svg.open("g", {{"id", k.id}});
    svg.element("circle", {{"r", radius}, {"fill", k.fill}});
    svg.text("text",
             {{"y", 5},
              {"font-size", 14},
              {"font-weight", "bold"},
              {"text-anchor", "middle"},
              {"fill", "#ffffff"}},
             k.letter);
    svg.close();
  }
  svg.close();
  for (const bool start : {true, false})
    svg.element("rect", {{"x", start ? 0 : g.bank_width() + river},
                         {"y", 0},
                         {"width", g.bank_width()},
                         {"height", g.height()},
                         {"fill", "#e8f5e9"}});
  svg.element("rect", {{"x", g.bank_width()},
                       {"y", 0},
                       {"width", river},
                       {"height", g.height()},
                       {"fill", "#bbdefb"}});
  for (const bool start : {true, false})
    svg.text("text",
             {{"x", start ? g.bank_width() / 2 : g.bank_width() + river + g.bank_width() / 2},
              {"y", 22},
              {"font-size", 13},
              {"text-anchor", "middle"},
              {"fill", "#404040"}},
             start ? "start bank" : "far bank");
}

// A state: each passenger on its bank, the boat at the bank where it is; after a crossing, an
// arrow over the river the way the boat went, and who was in it.
void draw_state(pictures::svg_writer& svg, const river_geometry& g, const river_shape& shape,
                const river_state& state, const river_move* move) {
  const auto put = [&](int k, bool start, int row, int at) {
    svg.element("use", {{"xlink:href", fmt::format("#{}", kinds[static_cast<std::size_t>(k)].id)},
                        {"x", g.x(start, at)},
                        {"y", river_geometry::y(row)}});
  };
  for (const bool start : {true, false}) {
    if (shape.rules == river_rules::farmer) {
      const unsigned items = start ? state.items : river_all_items & ~state.items;
      if (state.boat_on_start == start) put(farmer, start, 0, 0);
      for (int item = 0; item != 3; ++item)
        if ((items & (1u << item)) != 0) put(item + 1, start, 0, item + 1);
      continue;
    }
    const int m = start ? state.missionaries : shape.missionaries - state.missionaries;
    const int c = start ? state.cannibals : shape.cannibals - state.cannibals;
    const int m_rows = (shape.missionaries + g.columns - 1) / g.columns;
    for (int p = 0; p != m; ++p) put(missionary, start, p / g.columns, p % g.columns);
    for (int p = 0; p != c; ++p) put(cannibal, start, m_rows + p / g.columns, p % g.columns);
  }
  const int boat_x = g.bank_width() + (state.boat_on_start ? 8 : river - 68);
  const int boat_y = river_geometry::y(0) - 10;
  svg.element("path", {{"d", fmt::format("M {} {} H {} L {} {} H {} Z", boat_x, boat_y, boat_x + 60,
                                         boat_x + 50, boat_y + 20, boat_x + 10)},
                       {"fill", "#8d6e63"},
                       {"stroke", "#4e342e"},
                       {"stroke-width", 2}});
  if (move == nullptr) return;
  const int y = river_geometry::y(0) + 40;
  const int from = g.bank_width() + (state.boat_on_start ? river - 20 : 20);
  const int to = g.bank_width() + (state.boat_on_start ? 20 : river - 20);
  const int head = state.boat_on_start ? 10 : -10;
  svg.element("path", {{"d", fmt::format("M {} {} H {} M {} {} L {} {} L {} {}", from, y, to,
                                         to + head, y - 7, to, y, to + head, y + 7)},
                       {"fill", "none"},
                       {"stroke", "#1565c0"},
                       {"stroke-width", 3}});
  std::string load;
  if (shape.rules == river_rules::farmer) {
    load = "F";
    for (int item = 0; item != 3; ++item)
      if ((move->items & (1u << item)) != 0)
        load += kinds[static_cast<std::size_t>(item) + 1].letter;
  } else {
    load = std::string(static_cast<std::size_t>(move->missionaries), 'M') +
           std::string(static_cast<std::size_t>(move->cannibals), 'C');
  }
  svg.text("text",
           {{"x", g.bank_width() + river / 2},
            {"y", y + 24},
            {"font-size", 14},
            {"font-weight", "bold"},
            {"text-anchor", "middle"},
            {"fill", "#0d47a1"}},
           load);
}

}  // namespace

void write_river_svg(cli::output& out, const pictures::svg_options& options,
                     const river_puzzle& puzzle, const river_solution& solution) {
  const river_solution::path_type& path = solution.path();
  const auto moves = solution.moves();
  const std::uint64_t total = moves.size();
  const pictures::svg_choice choice = pictures::svg_frame(options, total);
  const river_shape& shape = puzzle.shape;
  const river_geometry g(shape);
  pictures::svg_scene scene;
  scene.title = fmt::format(
      "River crossing: {}, a boat of {} seats; {}",
      shape.rules == river_rules::farmer
          ? std::string("the farmer, the wolf, the goat and the cabbage")
          : fmt::format("{} missionaries and {} cannibals", shape.missionaries, shape.cannibals),
      shape.seats, river_crossings(total));
  scene.width = g.width();
  scene.height = g.height();
  scene.moves = total;
  scene.background = [&](pictures::svg_writer& svg) { draw_banks(svg, g); };
  scene.state = [&](pictures::svg_writer& svg, std::uint64_t k) {
    draw_state(svg, g, shape, path[k], k == 0 ? nullptr : &moves[k - 1]);
  };
  scene.caption = [&](std::uint64_t k) {
    if (k == 0) return "start: " + river_state_text(shape, path[0]);
    return pictures::svg_move_caption(
        k, total,
        fmt::format("{} → {}", river_move_text(shape, moves[k - 1], path[k - 1].boat_on_start),
                    river_state_text(shape, path[k])),
        "crossing");
  };
  pictures::write_svg(out, options, pictures::svg_picture(scene, choice));
}

}  // namespace ctp::puzzles::river_crossing
