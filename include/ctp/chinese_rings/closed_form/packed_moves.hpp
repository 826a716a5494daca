// The Chinese rings: a whole solution packed one byte a move, the steps of the binary-reflected
// Gray code (the applet's RingList by jwalker unrolled; OEIS A000975) stored once for both
// directions, which is how the closed form builds it at compile time.
#ifndef CTP_CHINESE_RINGS_CLOSED_FORM_PACKED_MOVES_HPP_INCLUDED
#define CTP_CHINESE_RINGS_CLOSED_FORM_PACKED_MOVES_HPP_INCLUDED

#include <array>
#include <cstddef>
#include <cstdint>

#include "ctp/chinese_rings/rules.hpp"
#include "ctp/detail/packed_iterator.hpp"

namespace ctp {

// Which way packed moves go: taking all the rings off (from all up) or putting them all on (from
// all down).
enum class rings_direction : unsigned char { remove, put_on };

namespace detail {
// The code of the step between the ranks r - 1 and r of the Gray code: the ring that moves
// (1 to 63, bit b = countr_zero(r) of the state), plus 64 when bit b + 1 of r, the bit above it,
// is set. Going up the ranks that ring goes up iff the bit above is clear; going down, iff it is
// set (rings_path_move_at), so one code serves both directions.
constexpr unsigned char rings_step_code(int ring, bool above) noexcept {
  return static_cast<unsigned char>(ring | (above ? 64 : 0));
}
}  // namespace detail

// rings_packed_moves<Count, Direction>: the Count moves between the ranks Count and 0 of the Gray
// code, one byte a move, as a read-only random-access range of rings_move values. With Count =
// rings_move_count(n) these are all n rings off (remove) or on (put_on): what
// ctp::rings_remove_moves<n>() and ctp::rings_put_on_moves<n>() give, equal (==) to the
// std::array<rings_move, Count> of every other technique. Structural, so it may be a template
// argument.
// 1. The step to rank r (detail::rings_step_code) is byte (r - 1) % 8 of word (r - 1) / 8, the
//    least significant byte first, for r = 1 to Count; the last word is padded with zeros.
// 2. Taking off walks the ranks down: move k is the step to rank Count - k.
// 3. Putting on walks the ranks up: move k is the step to rank k + 1.
// Why a byte a move, eight in a word: both compilers' evaluators pay memory and time for every
// element of an object they build or copy, whatever its size, and a move list of 20 rings is
// 699,050 moves (87,382 words).
template <std::size_t Count, rings_direction Direction>
struct rings_packed_moves {
  static_assert(Count >= 1, "ctp: packed chinese rings moves hold one move at least");

  // The step codes, eight a word (1. above). Public only so that the type is structural; read
  // the moves through operator[] or the iterators.
  std::uint64_t words[(Count + 7) / 8];

  // The number of moves (never the padding).
  static constexpr std::size_t size() noexcept { return Count; }
  // False: there is one move at least.
  static constexpr bool empty() noexcept { return false; }

  // Move k (0 to size() - 1; unchecked, as for std::array), decoded from its byte.
  constexpr rings_move operator[](std::size_t k) const noexcept {
    return element_in(words, byte_of(k));
  }
  // The first move.
  constexpr rings_move front() const noexcept { return (*this)[0]; }
  // The last move.
  constexpr rings_move back() const noexcept { return (*this)[Count - 1]; }

  // A random-access iterator over the moves, whose reference is a rings_move value: usable in
  // range-for and the std::ranges algorithms (detail::packed_iterator). It walks the bytes down
  // (taking off) or up (putting on).
  using iterator = detail::packed_iterator<rings_packed_moves, rings_move,
                                           Direction == rings_direction::remove ? -1 : 1>;

  // The first move.
  constexpr iterator begin() const noexcept {
    return {words, static_cast<std::ptrdiff_t>(byte_of(0))};
  }
  // Past the last move.
  constexpr iterator end() const noexcept {
    return {words, static_cast<std::ptrdiff_t>(byte_of(0)) + step * std::ptrdiff_t{Count}};
  }

  // Equal when the moves are equal (the padding is never compared).
  friend constexpr bool operator==(const rings_packed_moves& a,
                                   const rings_packed_moves& b) noexcept {
    for (std::size_t w = 0; w != Count / 8; ++w)
      if (a.words[w] != b.words[w]) return false;
    return Count % 8 == 0 || ((a.words[Count / 8] ^ b.words[Count / 8]) &
                              ((std::uint64_t{1} << (8 * (Count % 8))) - 1)) == 0;
  }
  // Equal when move k is moves[k] for every k, as the array of any other technique may be.
  // One statement a move, for clang++-19's budget when it compares 17 rings (87,381 moves).
  friend constexpr bool operator==(const rings_packed_moves& a,
                                   const std::array<rings_move, Count>& moves) noexcept {
    const rings_move* move = moves.data();
    for (std::size_t k = 0; k != Count; ++k)
      if (move[k] != element_in(a.words, byte_of(k))) return false;
    return true;
  }

 private:
  friend iterator;  // reads the moves through element_in

  // The way the bytes go, move after move: down the ranks taking off, up putting on.
  static constexpr std::ptrdiff_t step = Direction == rings_direction::remove ? -1 : 1;
  // The byte of move k: the step to its rank, Count - k taking off and k + 1 putting on, less one.
  static constexpr std::size_t byte_of(std::size_t k) noexcept {
    return Direction == rings_direction::remove ? Count - 1 - k : k;
  }
  // The move whose code is byte `byte` of words (one statement, for clang++-19's budget of steps).
  static constexpr rings_move element_in(const std::uint64_t* words, std::size_t byte) noexcept {
    return {static_cast<int>((words[byte / 8] >> (8 * (byte % 8))) & 63),
            ((words[byte / 8] >> (8 * (byte % 8) + 6)) & 1) ==
                (Direction == rings_direction::remove ? 1u : 0u)};
  }
};

}  // namespace ctp

#endif  // CTP_CHINESE_RINGS_CLOSED_FORM_PACKED_MOVES_HPP_INCLUDED
