// C++20 lets a constant evaluation allocate with new and free
// with delete, as long as it frees everything it allocated before
// it ends.
#include <ctp/chinese_rings.hpp>

//! [new-delete]
using ctp::with_objects::ring_list;

// Allocate, use and free within one constant evaluation.
constexpr int rings_after_adding(int rings) {
  auto* list = new ring_list;  // one node, the null state
  for (int i = 0; i != rings; ++i) list->add_ring(/*is_up=*/true);
  const int size = list->size();
  delete list;  // every node and state with it
  return size;
}
static_assert(rings_after_adding(20) == 20);
//! [new-delete]

int main() {}
