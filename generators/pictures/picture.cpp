// The lines of the ctp tool's pictures: cells, margins, and no trailing spaces.
#include "pictures/picture.hpp"

namespace ctp::pictures {

void picture_line::append_cell(std::string_view text) {
  if (after_cell_) line_ += gap_;
  const std::size_t margin = cell_ - text.size();
  line_.append(margin / 2, ' ');
  line_ += text;
  line_.append(margin - margin / 2, ' ');
  after_cell_ = true;
}

void picture_line::append(std::string_view text) {
  line_ += text;
  after_cell_ = false;
}

void picture_line::append(std::size_t count, char c) {
  line_.append(count, c);
  after_cell_ = false;
}

void picture_line::end(cli::output& out) {
  line_.erase(line_.find_last_not_of(' ') + 1);
  out.write(line_);
  out.put('\n');
  line_.clear();
  after_cell_ = false;
}

}  // namespace ctp::pictures
