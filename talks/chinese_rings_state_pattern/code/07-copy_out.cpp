// What a constant evaluation allocates cannot outlive it: the
// moves leave the evaluation as a value, a std::array sized by
// the closed form's count.
#include <ctp/chinese_rings.hpp>

#include <algorithm>
#include <array>
#include <vector>

//! [copy-out]
using ctp::rings_move;
using ctp::with_objects::ring_list;

template <int Rings>
constexpr auto moves_off() {
  std::array<rings_move, ctp::rings_move_count(Rings)> out{};
  std::vector<rings_move> log;
  ring_list list(Rings, /*all_up=*/true, &log);
  list.put_all_down();
  std::copy(log.begin(), log.end(), out.begin());
  return out;  // the list and the log are freed here
}
constexpr auto moves = moves_off<6>();  // an array: no heap left
static_assert(moves == ctp::rings_remove_moves<6>());
//! [copy-out]

int main() {}
