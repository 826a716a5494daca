// compilers: gcc clang
// docs/course/02_what_constant_evaluation_forbids.md: the run-time formula for the number of
// moves shifts by the number of discs; a shift by 64 of a 64-bit integer is undefined.
#include <cstdint>

//! [shift]
constexpr std::uint64_t shifted_move_count(int discs) { return (std::uint64_t{1} << discs) - 1; }

static_assert(shifted_move_count(63) == 9'223'372'036'854'775'807);
static_assert(shifted_move_count(64) > 0);
//! [shift]
