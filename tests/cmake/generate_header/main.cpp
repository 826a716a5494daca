// A program that includes a header ctp_generate_header wrote: 3 discs take 7 moves, the first
// from the start peg to the goal (B).
#include <tables/hanoi.hpp>

namespace table = ctp::tables::hanoi_3;

static_assert(table::move_count() == 7);
static_assert(table::move_at(0) && table::move_at(0)->letter() == 'B');
static_assert(!table::move_at(7));

int main() {
  const auto last = table::move_at(6);
  return last && table::move_text(*last) == "B" ? 0 : 1;
}
