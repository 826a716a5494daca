// Dynamic reclassification, precisely: the ring_list object keeps
// its type and its address for its whole life; what changes is
// the state object its pointer designates.
#include <ctp/chinese_rings.hpp>

#include <vector>

//! [reclassify]
using ctp::with_objects::ring_list;

// One ring_list object throughout. What changes is the state
// it points to: a null state, then one holding a ring.
constexpr bool same_node_new_behaviour() {
  std::vector<ctp::rings_move> log;
  ring_list list(&log);           // points to a null state
  list.put_all_down();            // ignored: nothing to log
  list.add_ring(/*is_up=*/true);  // now to a non-null state
  list.put_all_down();            // the same call moves a ring
  list.remove_ring();             // and back to a null state
  return log.size() == 1 && list.size() == 0;
}
static_assert(same_node_new_behaviour());
//! [reclassify]

int main() {}
