// compilers: gcc clang
// docs/course/03_when_code_runs.md: a constinit variable whose value needs a call at run time.
#include <cstdint>

//! [constinit]
std::uint64_t run_time_move_count(int discs) { return (std::uint64_t{1} << discs) - 1; }

constinit std::uint64_t moves = run_time_move_count(3);
//! [constinit]
