// compilers: gcc clang
// errors: 1
// docs/course/12_search.md: breadth-first search given a queue one state too short.
#include "../examples/course_12_search.cpp"

//! [small-queue]
constexpr auto short_of_one = [] {
  constexpr state_index states = hanoi_graph<3>{}.state_count();
  std::uint32_t moves[states]{};
  state_index queue[states - 1]{};  // one state short
  ctp::search::breadth_first(hanoi_graph<3>{}, 0, moves, queue);
  return moves[26];
}();
//! [small-queue]
