// The Chinese rings, the closed form: every solution read off the binary-reflected Gray code
// (the applet's RingList recursion by jwalker unrolled; OEIS A000975), as whole move lists built
// by the compiler, one byte a move (rings_packed_moves).
#ifndef CTP_CHINESE_RINGS_WITH_CLOSED_FORM_HPP_INCLUDED
#define CTP_CHINESE_RINGS_WITH_CLOSED_FORM_HPP_INCLUDED

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

#include "ctp/chinese_rings/closed_form/packed_moves.hpp"
#include "ctp/chinese_rings/path.hpp"
#include "ctp/chinese_rings/rules.hpp"
#include "ctp/detail/blocks.hpp"

namespace ctp::detail {

// The step codes of a Gray-code walk of n rings eight a word, aligned on ranks: word j holds the
// steps to the ranks 8j + 1 to 8j + 8 (rings_packed_moves's bytes 8j to 8j + 7).
// 1. Its first seven steps have b = countr_zero(r) <= 2 and read r's bits up to bit 3, which is
//    the parity of j: they are low[j % 2] (a step whose ring would be below ring 1, for n <= 2,
//    is left zero: it lies beyond the last rank).
// 2. Its last step, to the rank 8(j + 1), has b = 3 + countr_zero(j + 1), and its bit above is
//    that of j + 1: word[c][above] is the whole word when c = countr_zero(j + 1) and the bit above
//    is `above` (j is even iff c = 0).
// So the words, counted from m = j + 1 = 1, follow the ruler sequence of m as the steps follow
// that of r: gray_walk builds them as it would build the steps, eight moves a word.
struct gray_code_words {
  std::uint64_t low[2];                                 // the first seven steps, j even or odd
  std::uint64_t word[rings_max_compile_time_rings][2];  // a whole word, by c and the bit above
};
// The code of the step to rank r among n rings; 0 for no ring (b >= n).
constexpr std::uint64_t gray_step_code_of(int rings, std::uint64_t rank) noexcept {
  const int bit = __builtin_ctzll(rank);
  return bit < rings ? rings_step_code(ring_of_bit(rings, bit), ((rank >> (bit + 1)) & 1u) != 0)
                     : 0;
}
constexpr gray_code_words gray_code_words_of(int rings) {
  gray_code_words words{};
  for (int parity = 0; parity != 2; ++parity)
    for (int byte = 0; byte != 7; ++byte)
      words.low[parity] |= gray_step_code_of(rings, 8u * static_cast<unsigned>(parity) +
                                                        static_cast<unsigned>(byte) + 1u)
                           << (8 * byte);
  for (int c = 0; c + 3 < rings; ++c)
    for (int above = 0; above != 2; ++above)
      words.word[c][above] = words.low[c == 0 ? 0 : 1] |
                             std::uint64_t{rings_step_code(ring_of_bit(rings, c + 3), above == 1)}
                                 << 56;
  return words;
}

// The words of the positions 1 to 2^Level - 1 of the ruler sequence (whose position m has the
// word word[countr_zero(m)][bit countr_zero(m) + 1 of m]), the same between any two multiples of
// 2^Level when bit Level of the lower one is clear. Up to gray_flat_levels, a block written a word
// at a time; above, one struct:
template <class Half>
struct gray_level {
  Half first;            // the positions below the middle, 2^(Level - 1)
  std::uint64_t middle;  // the middle position
  Half second;           // the positions above it
};
inline constexpr int gray_flat_levels = 8;

template <int Level>
constexpr auto gray_flat_level(const gray_code_words& words) {
  if constexpr (Level == 0) {
    return nothing{};
  } else {
    constexpr std::uint64_t count = (std::uint64_t{1} << Level) - 1;
    block<std::uint64_t, count> items;
    for (std::uint64_t m = 1; m <= count; ++m) {
      const int bit = __builtin_ctzll(m);
      items.items[m - 1] = words.word[bit][(m >> (bit + 1)) & 1u];
    }
    return items;
  }
}

// The middle position of a level.
template <std::size_t Count>
constexpr std::uint64_t& gray_middle(block<std::uint64_t, Count>& level) {
  return level.items[Count / 2];
}
template <class Half>
constexpr std::uint64_t& gray_middle(gray_level<Half>& level) {
  return level.middle;
}

// A level and the blocks below it, as gray_walk_below builds them.
template <class Level, class Below>
struct gray_parts {
  Level level;
  Below below;
};

// The words of the positions 1 to Count of the ruler sequence, in order, built as one struct:
// 1. The positions split at the bits of Count: for each bit b of Count, a block of the positions
//    P - 2^b + 1 to P, with P = Count with the bits below b cleared. The word of P is computed
//    alone (its countr_zero is b, and the bit above is Count's); the 2^b - 1 others are those of
//    level b, since P - 2^b is a multiple of 2^(b + 1). The blocks come largest first.
// 2. Level b + 1 is level b, the word of the middle position 2^b, and level b again in which the
//    middle word (position 2^(b - 1)) now has its bit above (bit b) set: two struct copies and
//    two words whatever the level.
// gray_walk_below<Level> gives level Level and the blocks of the bits of Count below Level, so
// that each call returns a struct about 2^Level words long: about 2 Count words copied in all,
// in a number of evaluation steps that grows as log2(Count).
template <std::uint64_t Count, int Bit, class Level, class Below>
constexpr auto gray_add_block(const gray_code_words& words, const Level& level,
                              const Below& below) {
  if constexpr (((Count >> Bit) & 1u) == 0) {
    return below;
  } else {
    return join(join(level, words.word[Bit][(Count >> (Bit + 1)) & 1u]), below);
  }
}

template <std::uint64_t Count, int Level>
constexpr auto gray_walk_below(const gray_code_words& words) {
  if constexpr (Level == 0) {
    return gray_parts<nothing, nothing>{};
  } else {
    const auto parts = gray_walk_below<Count, Level - 1>(words);
    auto below = gray_add_block<Count, Level - 1>(words, parts.level, parts.below);
    if constexpr (Level <= gray_flat_levels) {
      auto level = gray_flat_level<Level>(words);
      return gray_parts<decltype(level), decltype(below)>{level, below};
    } else {
      gray_level<decltype(parts.level)> level{parts.level, words.word[Level - 1][0], parts.level};
      gray_middle(level.second) = words.word[Level - 2][1];
      return gray_parts<decltype(level), decltype(below)>{level, below};
    }
  }
}

// The words of the positions 1 to Count (step 2 is not needed for the top level).
template <std::uint64_t Count>
constexpr auto gray_walk(const gray_code_words& words) {
  if constexpr (Count == 0) {
    return nothing{};
  } else {
    constexpr int top_bit = std::bit_width(Count) - 1;
    const auto parts = gray_walk_below<Count, top_bit>(words);
    return gray_add_block<Count, top_bit>(words, parts.level, parts.below);
  }
}

// The Gray-code walk between the ranks 0 and top = gray_rank(all up) of Rings rings, packed: the
// whole words (positions 1 to top / 8), then the steps left over, top % 8 of them, the first of
// low[(top / 8) % 2], padded with zeros; one std::bit_cast lays the struct out as the words of
// rings_packed_moves. The one table serves both directions.
template <int Rings, rings_direction Direction>
constexpr auto gray_packed_moves() {
  constexpr std::uint64_t top = gray_rank(rings_all_up(Rings)), whole = top / 8, left = top % 8;
  const gray_code_words words = gray_code_words_of(Rings);
  using list = rings_packed_moves<top, Direction>;
  if constexpr (left == 0) {
    return std::bit_cast<list>(gray_walk<whole>(words));
  } else {
    std::uint64_t last = 0;
    for (int byte = 0; byte != static_cast<int>(left); ++byte)
      last |= words.low[whole % 2] & std::uint64_t{0xff} << (8 * byte);
    return std::bit_cast<list>(join(gray_walk<whole>(words), last));
  }
}

}  // namespace ctp::detail

namespace ctp::with_closed_form {

// Every move that takes all Rings rings off, in order: for 3 rings
// ring 3 down, ring 1 down, ring 3 up, ring 2 down, ring 3 down; as rings_packed_moves, one byte
// a move, equal (==) to the std::array of every other technique. The fastest technique (what
// ctp::rings_remove_moves uses): under default limits, with both g++-12 and clang++-19, it builds
// the lists of 20 rings (rings_max_compile_time_rings) both ways, and meets the spec up to 16
// rings both ways; tests/chinese_rings/static_closed_form.cpp proves it. It leaves most of both
// budgets: the evaluator's work grows by a few struct copies a ring (detail::gray_walk), and no
// array is filled a move at a time (scripts/bench_least_budget.py measures it).
template <int Rings>
constexpr auto rings_remove_moves() {
  if constexpr (ctp::detail::check_compile_time_rings<Rings>()) {
    return ctp::detail::gray_packed_moves<Rings, rings_direction::remove>();
  } else {
    return std::array<rings_move, 0>{};
  }
}

// Every move that puts all Rings rings on, from all down: the removal, reversed and mirrored,
// read off the same packed steps the other way.
template <int Rings>
constexpr auto rings_put_on_moves() {
  if constexpr (ctp::detail::check_compile_time_rings<Rings>()) {
    return ctp::detail::gray_packed_moves<Rings, rings_direction::put_on>();
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
