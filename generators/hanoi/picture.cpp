// Towers of Hanoi pictures for `ctp hanoi N --show`, after Peelle's figure; 4 discs at the
// start look like this:
//
//       ||          ||          ||
//      ====         ||          ||
//     ======        ||          ||
//    ========       ||          ||
//   ==========      ||          ||
//   ----------------------------------
//     START        PARK        GOAL
#include "hanoi/picture.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "ctp/hanoi/rules.hpp"
#include "hanoi/listing.hpp"
#include "pictures/picture.hpp"

namespace ctp::puzzles::hanoi {
namespace {

// The discs on the three pegs, each peg bottom first: all the state --show keeps.
class hanoi_pegs {
 public:
  explicit hanoi_pegs(int discs)
      : discs_(discs),
        widest_(disc_width(discs), '='),
        line_(std::max<std::size_t>(widest_.size(), 6), "  ") {
    for (int disc = discs; disc >= 1; --disc) pegs_[0].push_back(disc);
  }

  // Carries out one move of the library's peg view: the top disc of step.from onto step.to.
  void apply(const ctp::hanoi_step& step) {
    std::vector<int>& from = peg(step.from);
    if (from.empty() || from.back() != step.disc)
      throw std::logic_error("ctp: internal error: a hanoi step moves a disc that is not on top");
    from.pop_back();
    peg(step.to).push_back(step.disc);
  }

  // Draws the pegs:
  // 1. a row a level, top down; the top row is always bare peg, as in Peelle's figure;
  // 2. a disc d is 2d + 2 `=` wide, a bare peg is `||`, each centred in a cell as wide as the
  //    largest disc (at least 6, so that the peg names fit), cells two spaces apart;
  // 3. a base line of dashes, then the peg names.
  void draw(cli::output& out) {
    for (int level = discs_; level >= 0; --level) {
      for (const std::vector<int>& stack : pegs_) {
        const bool disc = level < static_cast<int>(stack.size());
        line_.append_cell(disc ? disc_picture(stack[static_cast<std::size_t>(level)]) : "||");
      }
      line_.end(out);
    }
    line_.append(line_.width(3), '-');
    line_.end(out);
    for (int p = 0; p != 3; ++p)
      line_.append_cell(ctp::hanoi_peg_name(static_cast<ctp::hanoi_peg>(p)));
    line_.end(out);
  }

 private:
  static std::size_t disc_width(int disc) { return 2 * static_cast<std::size_t>(disc) + 2; }

  std::vector<int>& peg(ctp::hanoi_peg which) { return pegs_[static_cast<std::size_t>(which)]; }

  std::string_view disc_picture(int disc) const {
    return std::string_view(widest_).substr(0, disc_width(disc));
  }

  int discs_;
  std::string widest_;  // the largest disc; smaller discs are its prefixes
  std::array<std::vector<int>, 3> pegs_;
  pictures::picture_line line_;  // the line being drawn, reused
};

}  // namespace

void write_hanoi_show(cli::output& out, int discs) {
  hanoi_pegs pegs(discs);
  out.print("start: {} disc{} on {}\n", discs, discs == 1 ? "" : "s",
            ctp::hanoi_peg_name(ctp::hanoi_peg::start));
  pegs.draw(out);
  const std::uint64_t total = ctp::hanoi_move_count(discs);
  for (std::uint64_t k = 0; k != total; ++k) {
    const ctp::hanoi_step step = ctp::hanoi_step_at(discs, k);
    pegs.apply(step);
    out.print("\nmove {} of {} ({}): ", k + 1, total, ctp::hanoi_move_at(discs, k));
    write_hanoi_step(out, step);
    out.put('\n');
    pegs.draw(out);
  }
}

}  // namespace ctp::puzzles::hanoi
