// compilers: gcc clang
// A constant evaluation that allocates and does not free: both
// compilers refuse it, and name the allocation that leaks.
#include <ctp/chinese_rings.hpp>

//! [leak]
using ctp::with_objects::ring_list;

// The same function without the delete.
constexpr int rings_after_adding(int rings) {
  auto* list = new ring_list;  // one node, the null state
  for (int i = 0; i != rings; ++i) list->add_ring(/*is_up=*/true);
  return list->size();
}
static_assert(rings_after_adding(20) == 20);
//! [leak]

int main() {}
