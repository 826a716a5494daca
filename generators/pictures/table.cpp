// The tables of the ctp tool: cells padded to their column's width.
#include "pictures/table.hpp"

#include <algorithm>

namespace ctp::pictures {

table::table(std::initializer_list<column> columns) : columns_(columns) {
  for (const column& c : columns_) widths_.push_back(c.header.size());
}

void table::fit(std::size_t column, std::string_view text) {
  widths_[column] = std::max(widths_[column], text.size());
}

void table::write_header(cli::output& out) {
  std::vector<std::string_view> headers;
  headers.reserve(columns_.size());
  for (const column& c : columns_) headers.push_back(c.header);
  write_cells(out, headers);
}

void table::write_row(cli::output& out, std::initializer_list<std::string_view> cells) {
  write_cells(out, {cells.begin(), cells.size()});
}

// Each cell padded to its column's width on the side away from its alignment, two spaces
// between columns; picture_line drops the spaces at the end of the line.
void table::write_cells(cli::output& out, std::span<const std::string_view> cells) {
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
