// The Chinese rings listings of the ctp tool: each move written out as soon as it is known.
#include "chinese_rings/listing.hpp"

#include <array>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "ctp/chinese_rings/text.hpp"

namespace ctp::puzzles::chinese_rings {

std::uint64_t rings_plan_length(const rings_plan& plan) {
  return ctp::rings_distance(plan.rings, plan.start, plan.goal, plan.rule);
}

void write_rings_count(cli::output& out, const rings_plan& plan) {
  out.print("{}\n", rings_plan_length(plan));
}

void write_rings_moves(cli::output& out, const rings_plan& plan) {
  for_each_rings_move(plan, [&](std::uint64_t, const rings_move& move, rings_state) {
    write_rings_move(out, move);
    out.put('\n');
  });
}

void write_rings_path(cli::output& out, const rings_plan& plan) {
  write_rings_state(out, plan.rings, plan.start);
  out.put('\n');
  for_each_rings_move(plan, [&](std::uint64_t, const rings_move&, rings_state state) {
    write_rings_state(out, plan.rings, state);
    out.put('\n');
  });
}

std::string rings_move_text(const rings_move& move) {
  const std::string_view way = move.up ? "up" : "down";
  if (move.both) return fmt::format("rings {}+{} {}", move.ring, move.ring + 1, way);
  return fmt::format("ring {} {}", move.ring, way);
}

void write_rings_move(cli::output& out, const rings_move& move) {
  out.write(rings_move_text(move));
}

void write_rings_state(cli::output& out, int rings, rings_state state) {
  std::array<char, ctp::rings_max_rings> text{};
  ctp::rings_write_text(text, rings, state);
  out.write(std::string_view(text.data(), static_cast<std::size_t>(rings)));
}

}  // namespace ctp::puzzles::chinese_rings
