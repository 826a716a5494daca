// The same classes run by the compiler and by the program: at run
// time no budget stops them.
#include <ctp/chinese_rings.hpp>

#include <cstddef>
#include <cstdio>
#include <exception>
#include <vector>

using ctp::rings_move;
using ctp::with_objects::ring_list;

//! [both]
constexpr std::size_t moves_off(int rings) {  // run both times
  std::vector<rings_move> log;
  ring_list list(rings, /*all_up=*/true, &log);
  list.put_all_down();
  return log.size();
}
static_assert(moves_off(10) == ctp::rings_move_count(10));
int main(int argc, char**) try {  // no argument: 20 rings
  const int rings = 19 + argc;    // known only at run time
  return moves_off(rings) != ctp::rings_move_count(rings);
} catch (const std::exception& error) {  // too many rings
  std::fprintf(stderr, "%s\n", error.what());
  return 2;
}
//! [both]
