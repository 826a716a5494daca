// Text in columns, as the ctp tool prints statistics, every state reached and a list of puzzles:
// columns under their headers, two spaces apart, numbers aligned right and text left, no trailing
// spaces. ("Table" is a word for stored answers only: docs/design.md, the words of the API.)
#ifndef CTP_GENERATORS_PICTURES_COLUMNS_HPP_INCLUDED
#define CTP_GENERATORS_PICTURES_COLUMNS_HPP_INCLUDED

#include <cstddef>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cli/output.hpp"
#include "pictures/picture.hpp"

namespace ctp::pictures {

// Columns whose widths are known before their rows are written, so that the rows stream out one
// at a time (a list of every state may have 16,777,216 rows).
class columns {
 public:
  enum class align { left, right };

  struct column {
    std::string header;
    align side = align::right;
  };

  // Columns as wide as their headers, for now.
  explicit columns(std::initializer_list<column> list);

  // Widens a column so that text fits in it: call it with the widest cell (or with every cell)
  // of the column before writing.
  void fit(std::size_t column, std::string_view text);

  // Writes the headers, then one row: a cell a column.
  void write_header(cli::output& out);
  void write_row(cli::output& out, std::initializer_list<std::string_view> cells);

 private:
  void write_cells(cli::output& out, std::span<const std::string_view> cells);

  std::vector<column> columns_;
  std::vector<std::size_t> widths_;
  picture_line line_{1};
};

}  // namespace ctp::pictures

#endif  // CTP_GENERATORS_PICTURES_COLUMNS_HPP_INCLUDED
