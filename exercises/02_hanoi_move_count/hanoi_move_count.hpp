// Exercise 02_hanoi_move_count: the number of moves for 0 to 64 discs, refusing any other count
// with a message (README.md says what to do; `make learn` grades this file).
#ifndef CTP_EXERCISE_HANOI_MOVE_COUNT_HPP_INCLUDED
#define CTP_EXERCISE_HANOI_MOVE_COUNT_HPP_INCLUDED

#include <cstdint>
#include <stdexcept>

namespace learner {

// The number of moves for `discs` discs: 2^discs - 1, by a shift. Your turn: it must count 0 to
// 64 discs, and for 64 the shift is undefined behaviour, which a constant evaluation refuses.
// Any other count must be refused by move_count itself, so that the compilers show:
// ctp: learner::move_count needs 0 to 64 discs
constexpr std::uint64_t move_count(int discs) { return (std::uint64_t{1} << discs) - 1; }

}  // namespace learner

#endif  // CTP_EXERCISE_HANOI_MOVE_COUNT_HPP_INCLUDED
