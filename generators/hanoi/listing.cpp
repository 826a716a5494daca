// The Towers of Hanoi listings of the ctp tool: each move computed on its own, then written.
#include "hanoi/listing.hpp"

#include <cstdint>
#include <string_view>

namespace ctp::puzzles::hanoi {
namespace {

// Writes item(k) for every move k (counted from 0) with separator between two moves, then a
// newline: one pass, nothing kept.
template <class Item>
void write_each_move(cli::output& out, int discs, std::string_view separator, Item item) {
  const std::uint64_t total = ctp::hanoi_move_count(discs);
  for (std::uint64_t k = 0; k != total; ++k) {
    if (k != 0) out.write(separator);
    item(k);
  }
  out.put('\n');
}

}  // namespace

void write_hanoi_count(cli::output& out, int discs) {
  out.print("{}\n", ctp::hanoi_move_count(discs));
}

void write_hanoi_moves(cli::output& out, int discs) {
  write_each_move(out, discs, "", [&](std::uint64_t k) { out.put(ctp::hanoi_move_at(discs, k)); });
}

void write_hanoi_moves(cli::output& out, int discs, const move_names& names) {
  write_each_move(out, discs, " ", [&](std::uint64_t k) {
    out.write(names[ctp::hanoi_letters.find(ctp::hanoi_move_at(discs, k))]);
  });
}

void write_hanoi_discs(cli::output& out, int discs) {
  write_each_move(out, discs, " ",
                  [&](std::uint64_t k) { out.print("{}", ctp::hanoi_disc_at(k)); });
}

void write_hanoi_pegs(cli::output& out, int discs) {
  write_each_move(out, discs, "\n",
                  [&](std::uint64_t k) { write_hanoi_step(out, ctp::hanoi_step_at(discs, k)); });
}

void write_hanoi_step(cli::output& out, const ctp::hanoi_step& step) {
  out.print("disc {}: {} -> {}", step.disc, ctp::hanoi_peg_name(step.from),
            ctp::hanoi_peg_name(step.to));
}

}  // namespace ctp::puzzles::hanoi
