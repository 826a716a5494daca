// The check of this exercise: learner::lettered_puzzle accepts the towers and refuses two puzzles
// that are not lettered (facts of its own); the Towers of Hanoi specification
// (tests/hanoi/spec.hpp) holds for learner::moves_text<learner::towers, Discs> from 1 to 5 discs
// and 10; and each misuse below, compiled on its own (scripts/learn.py defines CTP_PROBE and its
// macro), must fail with one error that names the concept. scripts/learn.py names the file under
// test: the learner's, the reference or the skeleton.
#include CTP_EXERCISE_FILE

#include <cstdint>

#include "spec.hpp"

namespace {
// Its letters are ints, not chars: an int converts to a char silently.
struct int_letters {
  static constexpr std::uint64_t move_count(int discs) { return ctp::hanoi_move_count(discs); }
  static constexpr int letter_at(int discs, std::uint64_t k) {
    return ctp::hanoi_move_at(discs, k);
  }
};

// A count of moves, and no letters.
struct no_letters {
  static constexpr std::uint64_t move_count(int discs) { return ctp::hanoi_move_count(discs); }
};

constexpr bool accepts_towers = learner::lettered_puzzle<learner::towers>;
constexpr bool refuses_int_letters = !learner::lettered_puzzle<int_letters>;
constexpr bool refuses_no_letters = !learner::lettered_puzzle<no_letters>;

constexpr auto solve = []<int Discs>() { return learner::moves_text<learner::towers, Discs>(); };
using concepts = hanoi_spec::technique<"concepts", decltype(solve)>;
}  // namespace

#ifndef CTP_PROBE
static_assert(spec::fact(accepts_towers, "concepts", "the towers are a lettered_puzzle"));
static_assert(spec::fact(refuses_no_letters, "concepts",
                         "a puzzle with no letter_at is not a lettered_puzzle"));
static_assert(spec::fact(refuses_int_letters, "concepts",
                         "a puzzle whose letter_at answers an int is not a lettered_puzzle"));
static_assert(hanoi_spec::holds<1, concepts>);
static_assert(hanoi_spec::holds<2, concepts>);
static_assert(hanoi_spec::holds<3, concepts>);
static_assert(hanoi_spec::holds<4, concepts>);
static_assert(hanoi_spec::holds<5, concepts>);
static_assert(hanoi_spec::holds<10, concepts>);
#endif

#ifdef CTP_PROBE_NO_LETTERS
constexpr auto refused = learner::moves_text<no_letters, 3>();
#endif
#ifdef CTP_PROBE_INT_LETTERS
constexpr auto refused = learner::moves_text<int_letters, 3>();
#endif
