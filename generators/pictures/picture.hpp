// The ASCII pictures of the ctp tool (--show) are drawn line by line in cells of equal width:
// one a peg, one a ring.
#ifndef CTP_GENERATORS_PICTURES_PICTURE_HPP_INCLUDED
#define CTP_GENERATORS_PICTURES_PICTURE_HPP_INCLUDED

#include <cstddef>
#include <string>
#include <string_view>

#include "cli/output.hpp"

namespace ctp::pictures {

// One line of a picture, reused for every line: text centred in cells of one width (the extra
// space, if any, on the right), `gap` between two cells, and plain text anywhere.
class picture_line {
 public:
  explicit picture_line(std::size_t cell_width, std::string_view gap = "")
      : cell_(cell_width), gap_(gap) {}

  // The width of `cells` cells and the gaps between them.
  std::size_t width(std::size_t cells) const {
    return cells == 0 ? 0 : cells * cell_ + (cells - 1) * gap_.size();
  }

  // Appends text centred in the next cell; text is at most a cell wide.
  void append_cell(std::string_view text);

  // Appends text as it is (a margin, a base line); the next cell starts without a gap.
  void append(std::string_view text);
  void append(std::size_t count, char c);

  // Writes the line without its trailing spaces, then a newline, and starts a new line.
  void end(cli::output& out);

 private:
  std::size_t cell_;
  std::string gap_;
  std::string line_;
  bool after_cell_ = false;  // whether the next cell needs a gap before it
};

}  // namespace ctp::pictures

#endif  // CTP_GENERATORS_PICTURES_PICTURE_HPP_INCLUDED
