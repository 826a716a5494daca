// The applet's makeReady on the library's RingList: the head ring
// up, the rest down, which is the only state in which the ring
// before the head may move.
#include <ctp/chinese_rings.hpp>

#include <utility>
#include <vector>

//! [ready]
using ctp::rings_move;
using ctp::with_objects::ring_list;
// Four rings, all down; make ready: ring 1 up, 2 to 4 down.
constexpr auto made_ready() {
  std::vector<rings_move> log;
  ring_list list(4, /*all_up=*/false, &log);
  list.make_ready();
  return std::pair{list.state(), log.size()};
}
constexpr auto ready = ctp::rings_state_of<"UDDD">;
static_assert(made_ready().first == ready);
// 15 moves: the whole way from DDDD, the longest there is.
static_assert(made_ready().second == 15);
static_assert(ctp::rings_distance(4, 0, ready) == 15);
//! [ready]

int main() {}
