// The null object ends the recursion: a node never asks whether
// it is the last; the empty rest ignores every request.
#include <ctp/chinese_rings.hpp>

#include <cstddef>
#include <vector>

//! [null]
using ctp::rings_move;
using ctp::with_objects::ring_list;

// Rings added to an empty list, then putAllDown: the empty
// list, the null object, makes no move at all.
constexpr std::size_t moves_after_adding(int rings) {
  std::vector<rings_move> log;
  ring_list list(&log);  // empty: its state is the null state
  for (int i = 0; i != rings; ++i) list.add_ring(/*is_up=*/true);
  list.put_all_down();
  return log.size();
}
static_assert(moves_after_adding(0) == 0);
static_assert(moves_after_adding(3) == 5);
//! [null]

int main() {}
