// The check of this exercise: the size of learner::ten_rings and the learner's prediction of it
// as given, and learner::ring_at, evaluated by the compiler for every move (static_assert,
// spec::fact) and by the program with an index it learns only at run time (spec::run_fact, which
// scripts/learn.py reads from the program's output). scripts/learn.py names the file under test:
// the learner's, the reference or the skeleton.
#include CTP_EXERCISE_FILE

#include <array>
#include <cstddef>
#include <cstdint>

#include "ctp/chinese_rings.hpp"
#include "spec_fact.hpp"
#include "spec_run_fact.hpp"

namespace {
constexpr std::uint64_t move_count = ctp::rings_move_count(10);

// Move k of 10 rings, +r or -r, from the library's O(1) formula.
constexpr int expected_at(std::uint64_t k) {
  const ctp::rings_move move = ctp::rings_remove_move_at(10, k);
  return move.up ? move.ring : -move.ring;
}

// True when ring_at answers every move as the formula does; in a constant expression here, in the
// program in main.
constexpr bool every_move_read(std::uint32_t first) {
  for (std::uint32_t k = first; k != move_count; ++k)
    if (learner::ring_at(k) != expected_at(k)) return false;
  return true;
}

constexpr std::size_t as_given = sizeof(std::array<ctp::rings_move, move_count>);
constexpr bool one_byte_a_move = sizeof(learner::ten_rings) == move_count;
constexpr bool read_by_the_compiler = every_move_read(0);
}  // namespace

// The prediction, by two facts that say which way it is off, as exercise 13's do.
static_assert(spec::fact(
    learner::predicted_bytes_as_given >= as_given, "zero_cost",
    "the prediction of the bytes of 682 rings_move, the table as given, is not below its sizeof"));
static_assert(spec::fact(
    learner::predicted_bytes_as_given <= as_given, "zero_cost",
    "the prediction of the bytes of 682 rings_move, the table as given, is not above its sizeof"));
static_assert(spec::fact(one_byte_a_move, "zero_cost",
                         "ten_rings is one byte a move: 682 bytes of read-only data"));
static_assert(spec::fact(read_by_the_compiler, "zero_cost",
                         "ring_at(k) is move k, +r or -r, in a constant expression"));

int main(int arguments, char**) {
  // An index the compiler cannot know: 0 when the program is run with no argument.
  const auto first = static_cast<std::uint32_t>(arguments - 1);
  const bool held = spec::run_fact(every_move_read(first), "zero_cost",
                                   "ring_at(k) is move k, +r or -r, when the program asks");
  return held ? 0 : 1;
}
