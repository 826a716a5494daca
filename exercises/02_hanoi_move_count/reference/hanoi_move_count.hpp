// Exercise 02_hanoi_move_count, solved: the number of moves for 0 to 64 discs, refusing any other
// count with a message on the line of the throw, which both compilers show.
#ifndef CTP_EXERCISE_HANOI_MOVE_COUNT_HPP_INCLUDED
#define CTP_EXERCISE_HANOI_MOVE_COUNT_HPP_INCLUDED

#include <cstdint>
#include <limits>
#include <stdexcept>

namespace learner {

// The number of moves for `discs` discs: 2^discs - 1, by a shift, for 0 to 63 discs; for 64, every
// bit set, since a shift by 64 is undefined. Any other count throws, and in a constant evaluation
// the throw is the error, its line the message.
constexpr std::uint64_t move_count(int discs) {
  if (discs < 0 || discs > 64)
    throw std::invalid_argument("ctp: learner::move_count needs 0 to 64 discs");
  if (discs == 64) return std::numeric_limits<std::uint64_t>::max();
  return (std::uint64_t{1} << discs) - 1;
}

}  // namespace learner

#endif  // CTP_EXERCISE_HANOI_MOVE_COUNT_HPP_INCLUDED
