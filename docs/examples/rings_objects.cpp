// docs/chinese_rings.md: the applet's RingList objects, run by the compiler and at run time.
#include <ctp/chinese_rings.hpp>

#include <cstdio>
#include <exception>
#include <vector>

//! [objects]
using ctp::rings_move;
using ctp::with_objects::ring_list;

// A constant expression may allocate, call virtual functions and swap a node's pointer to a
// shared state object (the State pattern), as long as it frees everything before it ends.
constexpr std::size_t moves_to_take_off(int rings) {
  std::vector<rings_move> log;
  ring_list puzzle(rings, /*all_up=*/true, &log);  // the puzzle as sold
  puzzle.put_all_down();                           // the applet's recursion, via the states
  return log.size();
}
static_assert(moves_to_take_off(3) == 5);
static_assert(moves_to_take_off(10) == 682);

// The recorded moves are the closed form's (the Gray code's), move for move.
static_assert(ctp::with_objects::rings_remove_moves<10>() == ctp::rings_remove_moves<10>());
//! [objects]

int main() try {
  // The same classes at run time, unchanged.
  std::vector<rings_move> log;
  ring_list puzzle(4, true, &log);
  puzzle.put_all_down();
  for (const rings_move& move : log)
    std::printf("ring %d %s\n", move.ring, move.up ? "up" : "down");
  return log.size() == moves_to_take_off(4) ? 0 : 1;
} catch (const std::exception& error) {  // a message and exit code 2, not an abort
  std::fprintf(stderr, "%s\n", error.what());
  return 2;
}
