// A program whose table's bytes are beside its header: it exits 0 when every board's cost in the
// table is the library's own, for the model the header says it holds (weighted or not), and 1
// when one is not: when the bytes linked are another table's (check_copied_tree.py).
#include <ctp/nine_tails.hpp>
#include <tables/nine_tails.hpp>

#include <cstdint>
#include <cstdio>

namespace table = copied::nine_tails;

int main() {
  constexpr auto model =
      table::weighted ? ctp::nine_tails_model::weighted : ctp::nine_tails_model::unweighted;
  const auto solved = ctp::nine_tails_solve<table::rows, table::cols, model>();
  for (table::index_type board = 0; board != table::state_count(); ++board) {
    const auto s = table::unchecked::state_at(board);
    if (table::cost(s) != solved.cost(board)) {
      std::printf("board %u: the table's cost is not the library's\n", board);
      return 1;
    }
  }
  std::printf("%s: every cost is the library's\n", table::weighted ? "weighted" : "unweighted");
  return 0;
}
