// Chinese rings pictures for `ctp rings N --show`, one column a ring, ring 1 first; 3 rings with
// ring 1 down (DUU) look like this:
//
//     1  2  3
//   =====O==O==
//     O  |  |
//
// A ring that is up is threaded on the bar; a ring that is down hangs below it on its post.
#include "chinese_rings/picture.hpp"

#include <cstddef>
#include <cstdint>
#include <string>

#include <fmt/format.h>

#include "pictures/picture.hpp"

namespace ctp::puzzles::chinese_rings {
namespace {

// Draws the rings of a state in three lines, cells 3 wide after a margin of 1:
// 1. the ring numbers, each over its ring;
// 2. the bar, `=`, one longer than the rings at each end, with every ring that is up on it, `O`;
// 3. the posts that hold the rings, `|`, with every ring that is down on its post, `O`.
void draw_rings(pictures::picture_line& line, cli::output& out, int rings, rings_state state) {
  line.append(" ");
  for (int ring = 1; ring <= rings; ++ring) line.append_cell(fmt::format("{}", ring));
  line.end(out);
  line.append("=");
  for (int ring = 1; ring <= rings; ++ring)
    line.append_cell(ctp::rings_is_up(rings, state, ring) ? "=O=" : "===");
  line.append("=");
  line.end(out);
  line.append(" ");
  for (int ring = 1; ring <= rings; ++ring)
    line.append_cell(ctp::rings_is_up(rings, state, ring) ? "|" : "O");
  line.end(out);
}

}  // namespace

void write_rings_show(cli::output& out, const rings_plan& plan) {
  pictures::picture_line line(3);
  out.write("start: ");
  write_rings_state(out, plan.rings, plan.start);
  out.put('\n');
  draw_rings(line, out, plan.rings, plan.start);
  const std::uint64_t total = rings_plan_length(plan);
  for_each_rings_move(plan, [&](std::uint64_t k, const rings_move& move, rings_state state) {
    out.print("\nmove {} of {}: ", k + 1, total);
    write_rings_move(out, move);
    out.write(" -> ");
    write_rings_state(out, plan.rings, state);
    out.put('\n');
    draw_rings(line, out, plan.rings, state);
  });
}

}  // namespace ctp::puzzles::chinese_rings
