// The Chinese rings, the closed form: every solution read off the binary-reflected Gray code
// (the applet's RingList recursion by jwalker unrolled; OEIS A000975), as whole move lists built
// by the compiler.
#ifndef CTP_CHINESE_RINGS_WITH_CLOSED_FORM_HPP_INCLUDED
#define CTP_CHINESE_RINGS_WITH_CLOSED_FORM_HPP_INCLUDED

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

#include "ctp/chinese_rings/path.hpp"
#include "ctp/chinese_rings/rules.hpp"
#include "ctp/detail/blocks.hpp"

namespace ctp::detail {

// A rings_move as it lies in memory, with its padding named, so that std::bit_cast can make the
// 64-bit word of a move (bit_cast refuses to read padding) and later read words back as moves.
struct rings_move_bytes {
  int ring;
  bool up;
  bool both;
  unsigned char padding[sizeof(rings_move) - sizeof(int) - 2 * sizeof(bool)];
};
static_assert(sizeof(rings_move) == sizeof(std::uint64_t) &&
                  sizeof(rings_move_bytes) == sizeof(rings_move) &&
                  offsetof(rings_move_bytes, up) == offsetof(rings_move, up) &&
                  offsetof(rings_move_bytes, both) == offsetof(rings_move, both),
              "ctp: internal: a chinese rings move must be one 64-bit word");

// The step between ranks r - 1 and r of the Gray code depends only on b = countr_zero(r) and on
// the bit above it, next = bit b + 1 of r: ring n - b, up iff next is clear going up the ranks (set
// going down). word[b][next] is that move as a 64-bit word.
struct gray_step_words {
  std::uint64_t word[rings_max_compile_time_rings][2];
};
constexpr gray_step_words gray_step_words_of(int rings, bool down) {
  gray_step_words words{};
  for (int bit = 0; bit != rings; ++bit)
    for (int next = 0; next != 2; ++next)
      words.word[bit][next] = std::bit_cast<std::uint64_t>(
          rings_move_bytes{ring_of_bit(rings, bit), (next == 1) == down, false, {}});
  return words;
}

// The steps between the ranks 1 to 2^Level - 1 (2^Level - 2 steps), up or down the ranks: the
// ruler sequence, the same between any two multiples of 2^Level (when the bit Level of the lower
// one is clear). Below a block of 2^8 - 1 words, written a word at a time; above, one struct:
template <class Half>
struct gray_level {
  Half first;  // the steps below (going up; above going down) the middle rank 2^(Level - 1)
  std::uint64_t middle;  // the step to or from the rank 2^(Level - 1)
  Half second;           // the steps on the other side
};
inline constexpr int gray_flat_levels = 8;

template <bool Down, int Level>
constexpr auto gray_flat_level(const gray_step_words& words) {
  if constexpr (Level == 0) {
    return nothing{};
  } else {
    constexpr std::uint64_t count = (std::uint64_t{1} << Level) - 1;
    block<std::uint64_t, count> steps;
    for (std::uint64_t i = 0; i != count; ++i) {
      const std::uint64_t rank = Down ? count - i : i + 1;
      const int bit = __builtin_ctzll(rank);
      steps.items[i] = words.word[bit][(rank >> (bit + 1)) & 1u];
    }
    return steps;
  }
}

// The middle step of a level.
template <std::size_t Count>
constexpr std::uint64_t& gray_middle(block<std::uint64_t, Count>& level) {
  return level.items[Count / 2];
}
template <class Half>
constexpr std::uint64_t& gray_middle(gray_level<Half>& level) {
  return level.middle;
}

// A level and the steps of the blocks below it, as gray_walk_below builds them.
template <class Level, class Steps>
struct gray_parts {
  Level level;
  Steps steps;
};

// The steps of Rings rings between the ranks `top` (all up, gray_rank(rings_all_up(Rings))) and
// 0, down the ranks for the removal or up for putting on, built as one struct:
// 1. The ranks split at the bits of top: for each bit b of top, a block of the ranks from P (top
//    with the bits below b cleared) down to P - 2^b + 1. The step to P is computed alone (its
//    bit is b, and the bit above it is top's); the 2^b - 1 others are those of level b, since
//    P - 2^b is a multiple of 2^(b + 1).
// 2. Level b + 1 is level b, the step to the rank 2^b, and level b again in which the step to the
//    middle rank 2^(b - 1) now has its bit above (bit b) set: two struct copies and two words
//    whatever the level. That copy is the second half going up the ranks, and the first going
//    down (the walk down is the walk up reversed).
// 3. Going down the ranks the blocks come smallest first (the walk starts at top); going up,
//    largest first.
// gray_walk_below<Level> gives level Level and the blocks of the bits below Level, so that each
// call returns a struct about 2^Level words long: about 2^(Rings + 1) words copied in all.
template <bool Down, int Rings, int Bit, class Level, class Steps>
constexpr auto gray_add_block(const gray_step_words& words, const Level& level,
                              const Steps& steps) {
  constexpr std::uint64_t top = gray_rank(rings_all_up(Rings));
  if constexpr (((top >> Bit) & 1u) == 0) {
    return steps;
  } else {
    const std::uint64_t end = words.word[Bit][(top >> (Bit + 1)) & 1u];
    if constexpr (Down) {
      return join(steps, join(end, level));
    } else {
      return join(join(level, end), steps);
    }
  }
}

template <bool Down, int Rings, int Level>
constexpr auto gray_walk_below(const gray_step_words& words) {
  if constexpr (Level == 0) {
    return gray_parts<nothing, nothing>{};
  } else {
    const auto below = gray_walk_below<Down, Rings, Level - 1>(words);
    auto steps = gray_add_block<Down, Rings, Level - 1>(words, below.level, below.steps);
    if constexpr (Level <= gray_flat_levels) {
      auto level = gray_flat_level<Down, Level>(words);
      return gray_parts<decltype(level), decltype(steps)>{level, steps};
    } else {
      gray_level<decltype(below.level)> level{below.level, words.word[Level - 1][0], below.level};
      gray_middle(Down ? level.first : level.second) = words.word[Level - 2][1];
      return gray_parts<decltype(level), decltype(steps)>{level, steps};
    }
  }
}

// Every step of the walk between top and 0 (step 2 is not needed for the top level).
template <bool Down, int Rings>
constexpr auto gray_walk(const gray_step_words& words) {
  const auto below = gray_walk_below<Down, Rings, Rings - 1>(words);
  return gray_add_block<Down, Rings, Rings - 1>(words, below.level, below.steps);
}

}  // namespace ctp::detail

namespace ctp::with_closed_form {

// Every move that takes all Rings rings off, in order: for 3 rings
// ring 3 down, ring 1 down, ring 3 up, ring 2 down, ring 3 down. The fastest technique (what
// ctp::rings_remove_moves uses): under default limits, with both g++-12 and clang++-19, it builds
// the removal of 20 rings (rings_max_compile_time_rings), and meets the spec up to 16 rings both
// ways; tests/chinese_rings/static_closed_form.cpp proves it. It leaves most of both budgets: the
// evaluator's work grows by a few struct copies a ring (detail::gray_walk), and no array is
// filled a move at a time (bench/compile/least_budget.py measures it).
template <int Rings>
constexpr auto rings_remove_moves() {
  if constexpr (ctp::detail::check_compile_time_rings<Rings>()) {
    const ctp::detail::gray_step_words words = ctp::detail::gray_step_words_of(Rings, true);
    return std::bit_cast<std::array<rings_move, rings_remove_count(Rings)>>(
        ctp::detail::gray_walk<true, Rings>(words));
  } else {
    return std::array<rings_move, 0>{};
  }
}

// Every move that puts all Rings rings on, from all down: the removal, reversed and mirrored.
template <int Rings>
constexpr auto rings_put_on_moves() {
  if constexpr (ctp::detail::check_compile_time_rings<Rings>()) {
    const ctp::detail::gray_step_words words = ctp::detail::gray_step_words_of(Rings, false);
    return std::bit_cast<std::array<rings_move, rings_remove_count(Rings)>>(
        ctp::detail::gray_walk<false, Rings>(words));
  } else {
    return std::array<rings_move, 0>{};
  }
}

// The states along a removal: element k is the state after k moves (element 0 all up), that is
// gray(rank of all up - k), written out in chunks with one statement a state, as the moves are.
template <int Rings>
constexpr auto rings_remove_states() {
  if constexpr (ctp::detail::check_compile_time_rings<Rings>()) {
    constexpr std::uint64_t top = gray_rank(rings_all_up(Rings)), chunk = 4096;
    std::array<rings_state, top + 1> states{};
    for (std::uint64_t first = 0; first < states.size(); first += chunk) {
      const std::uint64_t last = states.size() - first < chunk ? states.size() : first + chunk;
      for (std::uint64_t k = first; k != last; ++k) states[k] = (top - k) ^ ((top - k) >> 1);
    }
    return states;
  } else {
    return std::array<rings_state, 0>{};
  }
}

}  // namespace ctp::with_closed_form

#endif  // CTP_CHINESE_RINGS_WITH_CLOSED_FORM_HPP_INCLUDED
