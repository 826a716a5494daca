// Exercise 02_hanoi_move_count, solved: the number of moves, refusing a disc count whose count
// does not fit, with a message on the line of the throw, which both compilers show.
#ifndef CTP_EXERCISE_HANOI_MOVE_COUNT_HPP_INCLUDED
#define CTP_EXERCISE_HANOI_MOVE_COUNT_HPP_INCLUDED

#include <cstdint>
#include <stdexcept>

namespace learner {

// The number of moves for `discs` discs: 2^discs - 1, by a shift, for 0 to 63 discs; any other
// count throws, and in a constant evaluation the throw is the error, its line the message.
constexpr std::uint64_t move_count(int discs) {
  if (discs < 0 || discs > 63)
    throw std::invalid_argument("ctp: learner::move_count needs 0 to 63 discs");
  return (std::uint64_t{1} << discs) - 1;
}

}  // namespace learner

#endif  // CTP_EXERCISE_HANOI_MOVE_COUNT_HPP_INCLUDED
