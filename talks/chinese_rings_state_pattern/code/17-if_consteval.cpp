// standard: c++23
// C++23's `if consteval` (P1938): one function, one body for the
// constant evaluator and another for the program. The formula
// answers in the compiler, where the objects would meet the
// budget; the objects run in the program, where none applies.
#include <ctp/chinese_rings.hpp>

#include <cstddef>
#include <cstdio>
#include <exception>
#include <vector>

using ctp::with_objects::ring_list;

//! [consteval]
constexpr std::size_t moves_off(int rings) {
  if consteval {  // in the compiler: the formula, no budget met
    return ctp::rings_move_count(rings);
  } else {  // in the program: the objects, as specified
    std::vector<ctp::rings_move> log;
    ring_list list(rings, /*all_up=*/true, &log);
    list.put_all_down();
    return log.size();
  }
}
static_assert(moves_off(40) == 733'007'751'850u);  // 40 rings
//! [consteval]

// The program runs the objects: no argument, 20 rings.
int main(int argc, char**) try {
  const int rings = 19 + argc;  // known only at run time
  return moves_off(rings) != ctp::rings_move_count(rings);
} catch (const std::exception& error) {
  std::fprintf(stderr, "%s\n", error.what());
  return 2;
}
