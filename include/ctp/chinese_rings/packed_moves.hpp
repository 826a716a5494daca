// The Chinese rings: a whole solution packed one byte a move, the steps of the binary-reflected
// Gray code (the applet's RingList by jwalker unrolled; OEIS A000975) stored once for both
// directions, which is how the closed form builds it at compile time.
#ifndef CTP_CHINESE_RINGS_PACKED_MOVES_HPP_INCLUDED
#define CTP_CHINESE_RINGS_PACKED_MOVES_HPP_INCLUDED

#include <array>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <iterator>

#include "ctp/chinese_rings/rules.hpp"

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
// rings_remove_count(n) these are all n rings off (remove) or on (put_on): what
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
    return move_in(words, byte_of(k));
  }
  // The first move.
  constexpr rings_move front() const noexcept { return (*this)[0]; }
  // The last move.
  constexpr rings_move back() const noexcept { return (*this)[Count - 1]; }

  // A random-access iterator over the moves, whose reference is a rings_move value (as for
  // std::views::iota, so its legacy category is input): usable in range-for and the std::ranges
  // algorithms, not assignable through. It walks the bytes down (taking off) or up (putting on),
  // each of its functions is one statement, because clang++-19 counts every statement against its
  // budget of steps and a replay of 16 rings reads 43,690 moves through them.
  class iterator {
   public:
    using iterator_concept = std::random_access_iterator_tag;  // what std::ranges reads
    using iterator_category = std::input_iterator_tag;         // the reference is no reference
    using value_type = rings_move;                             // one move
    using reference = rings_move;                              // a value decoded from its byte
    using difference_type = std::ptrdiff_t;                    // a distance in moves

    // A singular iterator, as every iterator may be.
    constexpr iterator() noexcept = default;

    // The move it points to.
    constexpr rings_move operator*() const noexcept {
      return move_in(words_, static_cast<std::size_t>(byte_));
    }
    // The move n after it.
    constexpr rings_move operator[](difference_type n) const noexcept {
      return move_in(words_, static_cast<std::size_t>(byte_ + n * step));
    }

    // The next move.
    constexpr iterator& operator++() noexcept { return byte_ += step, *this; }
    // The next move; the iterator as it was.
    constexpr iterator operator++(int) noexcept { return {words_, (byte_ += step) - step}; }
    // The move before.
    constexpr iterator& operator--() noexcept { return byte_ -= step, *this; }
    // The move before; the iterator as it was.
    constexpr iterator operator--(int) noexcept { return {words_, (byte_ -= step) + step}; }
    // n moves on (back when n is negative).
    constexpr iterator& operator+=(difference_type n) noexcept { return byte_ += n * step, *this; }
    // n moves back.
    constexpr iterator& operator-=(difference_type n) noexcept { return byte_ -= n * step, *this; }
    // n moves on from it.
    friend constexpr iterator operator+(iterator it, difference_type n) noexcept { return it += n; }
    // n moves on from it.
    friend constexpr iterator operator+(difference_type n, iterator it) noexcept { return it += n; }
    // n moves back from it.
    friend constexpr iterator operator-(iterator it, difference_type n) noexcept { return it -= n; }
    // The number of moves from b to a.
    friend constexpr difference_type operator-(const iterator& a, const iterator& b) noexcept {
      return (a.byte_ - b.byte_) * step;
    }

    // Equal when at the same move (of the same moves).
    friend constexpr bool operator==(const iterator& a, const iterator& b) noexcept {
      return a.byte_ == b.byte_;
    }
    // Ordered as their moves.
    friend constexpr std::strong_ordering operator<=>(const iterator& a,
                                                      const iterator& b) noexcept {
      return step > 0 ? a.byte_ <=> b.byte_ : b.byte_ <=> a.byte_;
    }

   private:
    friend rings_packed_moves;
    constexpr iterator(const std::uint64_t* words, difference_type byte) noexcept
        : words_(words), byte_(byte) {}
    // The way the bytes go, move after move: down the ranks taking off, up putting on.
    static constexpr difference_type step = Direction == rings_direction::remove ? -1 : 1;
    const std::uint64_t* words_ = nullptr;  // the words of the moves
    difference_type byte_ = 0;              // the byte of the move it points to
  };

  // The first move.
  constexpr iterator begin() const noexcept {
    return {words, static_cast<std::ptrdiff_t>(byte_of(0))};
  }
  // Past the last move.
  constexpr iterator end() const noexcept {
    return {words,
            static_cast<std::ptrdiff_t>(byte_of(0)) + iterator::step * std::ptrdiff_t{Count}};
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
      if (move[k] != move_in(a.words, byte_of(k))) return false;
    return true;
  }

 private:
  // The byte of move k: the step to its rank, Count - k taking off and k + 1 putting on, less one.
  static constexpr std::size_t byte_of(std::size_t k) noexcept {
    return Direction == rings_direction::remove ? Count - 1 - k : k;
  }
  // The move whose code is byte `byte` of words (one statement, as the iterator's).
  static constexpr rings_move move_in(const std::uint64_t* words, std::size_t byte) noexcept {
    return {static_cast<int>((words[byte / 8] >> (8 * (byte % 8))) & 63),
            ((words[byte / 8] >> (8 * (byte % 8) + 6)) & 1) ==
                (Direction == rings_direction::remove ? 1u : 0u)};
  }
};

}  // namespace ctp

#endif  // CTP_CHINESE_RINGS_PACKED_MOVES_HPP_INCLUDED
