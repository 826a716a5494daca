// A program that includes two headers ctp_generate_header wrote. Hanoi's bytes are in its header:
// 3 discs take 7 moves, the first from the start peg to the goal (B), proven at compile time. The
// rings' bytes are beside theirs (--data beside), in a translation unit the function builds and
// links: 5 rings come off in 21 moves, the first "ring 5 down", read at run time.
#include <tables/hanoi.hpp>
#include <tables/rings.hpp>

namespace table = ctp::tables::hanoi_3;
namespace rings = ctp::tables::rings_5;

static_assert(table::move_count() == 7);
static_assert(table::move_at(0) && table::move_at(0)->letter() == 'B');
static_assert(!table::move_at(7));
static_assert(rings::move_count() == 21);

int main() {
  const auto last = table::move_at(6);
  const auto first_ring = rings::move_at(0);
  const bool hanoi_right = last && table::move_text(*last) == "B";
  const bool rings_right = first_ring && rings::move_text(*first_ring) == "ring 5 down";
  return hanoi_right && rings_right ? 0 : 1;
}
