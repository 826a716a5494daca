// Text in columns: cells padded to their column's width.
#include "pictures/columns.hpp"

#include <algorithm>

namespace ctp::pictures {

columns::columns(std::initializer_list<column> list) : columns_(list) {
  for (const column& c : columns_) widths_.push_back(c.header.size());
}

void columns::fit(std::size_t column, std::string_view text) {
  widths_[column] = std::max(widths_[column], text.size());
}

void columns::write_header(cli::output& out) {
  std::vector<std::string_view> headers;
  headers.reserve(columns_.size());
  for (const column& c : columns_) headers.push_back(c.header);
  write_cells(out, headers);
}

void columns::write_row(cli::output& out, std::initializer_list<std::string_view> cells) {
  write_cells(out, {cells.begin(), cells.size()});
}

// Each cell padded to its column's width on the side away from its alignment, two spaces
// between columns; picture_line drops the spaces at the end of the line.
void columns::write_cells(cli::output& out, std::span<const std::string_view> cells) {
  for (std::size_t c = 0; c != cells.size(); ++c) {
    if (c != 0) line_.append(2, ' ');
    const std::size_t padding = widths_[c] - std::min(widths_[c], cells[c].size());
    if (columns_[c].side == align::right) line_.append(padding, ' ');
    line_.append(cells[c]);
    if (columns_[c].side == align::left) line_.append(padding, ' ');
  }
  line_.end(out);
}

}  // namespace ctp::pictures
