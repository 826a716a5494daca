// ctp.hpp: the Boost-free core of ctp, exactly what <ctp.hpp> holds: every puzzle and its techniques
// One file, for Compiler Explorer and for projects that copy a header rather than install a
// library. Generated from the headers under include/, each inlined once, starting from
//   ctp.hpp
// Do not edit it.
// Regenerate: make single-headers (scripts/single_header.py)
// ctp 0.1.0, distributed under the Boost Software License, Version 1.0.
#ifndef CTP_SINGLE_INCLUDE_CTP_HPP_INCLUDED
#define CTP_SINGLE_INCLUDE_CTP_HPP_INCLUDED

// ---- ctp.hpp
// ctp, compile-time puzzles: the Boost-free core, every puzzle in one include (generated tables,
// under ctp/tables/, and the run-time searches the tools run, each in its own header, are opt-in).
// Written from the manifests, puzzles/*.json, by scripts/check_layout.py --fix-umbrella.
#ifndef CTP_HPP_INCLUDED
#define CTP_HPP_INCLUDED

// ---- ctp/chinese_rings.hpp
// The Chinese rings, solved by the compiler: the Chinese Ring Puzzle applet's RingList by jwalker
// (after Nguyen and Wong) as objects and as recursion, the same recursion as class templates, the
// binary-reflected Gray code behind them (OEIS A000975), a rule checker and the double move at the
// free end.
#ifndef CTP_CHINESE_RINGS_HPP_INCLUDED
#define CTP_CHINESE_RINGS_HPP_INCLUDED

// ---- ctp/chinese_rings/closed_form/packed_moves.hpp
// The Chinese rings: a whole solution packed one byte a move, the steps of the binary-reflected
// Gray code (the applet's RingList by jwalker unrolled; OEIS A000975) stored once for both
// directions, which is how the closed form builds it at compile time.
#ifndef CTP_CHINESE_RINGS_CLOSED_FORM_PACKED_MOVES_HPP_INCLUDED
#define CTP_CHINESE_RINGS_CLOSED_FORM_PACKED_MOVES_HPP_INCLUDED

#include <array>
#include <cstddef>
#include <cstdint>

// ---- ctp/chinese_rings/rules.hpp
// The Chinese rings: states, the rule for a legal move, and the binary-reflected Gray code that
// orders every state on one path (the Chinese Ring Puzzle applet's RingList by jwalker, after
// Nguyen and Wong; OEIS A000975 for the counts).
#ifndef CTP_CHINESE_RINGS_RULES_HPP_INCLUDED
#define CTP_CHINESE_RINGS_RULES_HPP_INCLUDED

#include <bit>
#include <cstdint>
#include <string_view>

// ---- ctp/detail/reject.hpp
// ctp::detail::reject: how every ctp function refuses bad input. In a constant expression the
// call itself is the compile error (reject is not constexpr), and the line the compiler shows is
// the call, message and all; at run time it throws Error with the message, or, in a program built
// without exceptions (-fno-exceptions), writes the message to standard error and aborts.
#ifndef CTP_DETAIL_REJECT_HPP_INCLUDED
#define CTP_DETAIL_REJECT_HPP_INCLUDED

#include <cstdio>
#include <cstdlib>
#include <stdexcept>

namespace ctp::detail {

// Refuses bad input with message, which starts with `ctp: ` and says what is allowed. Error is
// the exception thrown at run time: std::invalid_argument unless the caller says otherwise.
template <class Error = std::invalid_argument>
[[noreturn]] inline void reject(const char* message) {
#if defined(__cpp_exceptions)
  throw Error(message);
#else
  std::fputs(message, stderr);
  std::fputc('\n', stderr);
  std::abort();
#endif
}

}  // namespace ctp::detail

#endif  // CTP_DETAIL_REJECT_HPP_INCLUDED
// ---- end of ctp/detail/reject.hpp
// ---- ctp/detail/whole_number.hpp
// ctp::detail::is_within: how every checked function of the library takes a count, an index or an
// amount. It accepts any integer type, __int128 and unsigned __int128 included, and compares the
// value itself with the range allowed before any conversion, so that 2^32 + 3 discs are not 3
// discs; bool, characters and floating point are a compile error that names the problem. The
// same rule as the generated headers' detail::is_below (generators/headers/accessors.hpp), which
// cannot include this file; tests/support/wide_numbers.hpp is the one table of cases both pass.
#ifndef CTP_DETAIL_WHOLE_NUMBER_HPP_INCLUDED
#define CTP_DETAIL_WHOLE_NUMBER_HPP_INCLUDED

#include <cstdint>
#include <limits>
#include <type_traits>

namespace ctp::detail {

// Whether Number is a type a checked function takes a number in: an integer type of any width,
// __int128 and unsigned __int128 included (std::numeric_limits knows them in every language mode),
// but not bool nor a character type, which are no numbers.
template <class Number>
inline constexpr bool is_whole_number =
    std::numeric_limits<Number>::is_integer && !std::is_same_v<Number, bool> &&
    !std::is_same_v<Number, char> && !std::is_same_v<Number, wchar_t> &&
    !std::is_same_v<Number, char8_t> && !std::is_same_v<Number, char16_t> &&
    !std::is_same_v<Number, char32_t>;

// Whether first <= number <= last, compared as the value number is, before any conversion (so
// 2^32 + 5 is not within 1 to 63, nor is -1); a compile error when Number is no whole number,
// after which it answers true, so that the caller goes on without a second error (a refusal).
template <class Number>
constexpr bool is_within(Number number, std::uint64_t first, std::uint64_t last) noexcept {
  static_assert(is_whole_number<Number>,
                "ctp: a count, an index or an amount is an integer, not bool, a character or "
                "floating point");
  if constexpr (!is_whole_number<Number>) {
    return true;
  } else {
    if constexpr (std::numeric_limits<Number>::is_signed) {
      if (number < 0) return false;
    }
    if constexpr (sizeof(Number) > sizeof(std::uint64_t)) {  // __int128: first and last convert
      return number >= static_cast<Number>(first) && number <= static_cast<Number>(last);
    } else {
      // The unary + promotes a number narrower than int to int first, so that no character is
      // converted as such (bugprone-signed-char-misuse); it is not negative here.
      const auto value = static_cast<std::uint64_t>(+number);
      return value >= first && value <= last;
    }
  }
}

// Whether 0 <= number < end, as is_within.
template <class Number>
constexpr bool is_below(Number number, std::uint64_t end) noexcept {
  return end != 0 && is_within(number, 0, end - 1);
}

// Whether number > 0, compared as its value; a compile error when Number is no whole number.
template <class Number>
constexpr bool is_positive(Number number) noexcept {
  return !is_within(number, 0, 0) && number > 0;
}

// number as an int, clamped to low .. high (low <= 0 <= high), compared as its value before any
// conversion: what a factory stores where a check runs later, with low and high just outside
// what the check accepts, so that a number no int holds is refused with the message its side
// deserves (2^40 as too large, -2^40 as negative) and never as the small number it narrows to.
template <class Number>
constexpr int clamped_int(Number number, int low, int high) noexcept {
  if (is_within(number, 0, static_cast<std::uint64_t>(high))) return static_cast<int>(+number);
  if constexpr (std::numeric_limits<Number>::is_signed) {
    if (number < 0) return +number < low ? low : static_cast<int>(+number);
  }
  return high;
}

// number as a Wanted, once is_within has checked that a Wanted holds it.
template <class Wanted, class Number>
constexpr Wanted whole_number_as(Number number) noexcept {
  return static_cast<Wanted>(+number);
}

}  // namespace ctp::detail

#endif  // CTP_DETAIL_WHOLE_NUMBER_HPP_INCLUDED
// ---- end of ctp/detail/whole_number.hpp

namespace ctp {

// The most rings: a state of 63 rings still fits a std::uint64_t with a bit to spare, so that
// every count below is exact.
inline constexpr int rings_max_rings = 63;

// The most rings whose complete move list any technique builds at compile time: taking 20 rings
// off is 699,050 moves, within a clang array's 2^20 elements, and the closed form builds that
// list under both compilers' default limits (tests/chinese_rings/static_closed_form.cpp).
// Beyond, rings_remove_move_at gives any move in O(1).
inline constexpr int rings_max_compile_time_rings = 20;

// A state of n rings: bit (n - i) is set iff ring i is up. Ring 1 is the head of the applet's
// RingList (the most significant bit); ring n, the last ring, is bit 0 and may always move.
using rings_state = std::uint64_t;

// One move: ring `ring` (1 to n) goes up or down; with the double-move rule
// (rings_rule::double_end), `both` says that rings `ring` and `ring + 1` = n move together.
struct rings_move {
  int ring;           // 1 to n
  bool up;            // up onto the bar, or down off it
  bool both = false;  // rings `ring` and `ring + 1` move together (the double move)
  // Equal when every member is equal.
  friend constexpr bool operator==(const rings_move&, const rings_move&) = default;
};

// Which moves count: single rings only (the applet's puzzle), or also the two rings at the free end
// together when both are up or both are down (as on a real puzzle).
enum class rings_rule : unsigned char { single, double_end };

// True iff n is a number of rings the puzzle accepts (1 to 63); never throws. rings is of any
// integer type and its value is checked, not a narrower copy (2^32 + 5 is not valid); bool, a
// character or floating point is a compile error. So is every number of rings below.
template <class Rings>
constexpr bool rings_valid(Rings rings) noexcept {
  return detail::is_within(rings, 1, std::uint64_t{rings_max_rings});
}

// The state with all n rings up (on the bar).
constexpr rings_state rings_all_up(int rings) noexcept { return (rings_state{1} << rings) - 1; }
// The state with no ring up, for any number of rings.
inline constexpr rings_state rings_all_down = 0;

// True iff n is a valid number of rings and state a state of n rings (no bit above them).
template <class Rings>
constexpr bool rings_valid(Rings rings, rings_state state) noexcept {
  return rings_valid(rings) && state <= rings_all_up(detail::whole_number_as<int>(rings));
}

namespace detail {
// Rejects a bad ring count or state (detail::reject): a compile error inside a constant expression,
// whose line names the problem; an exception at run time. Otherwise the number of rings, an int.
template <class Rings>
constexpr int require_rings(Rings rings) {
  if (!rings_valid(rings)) detail::reject("ctp: chinese rings needs 1 to 63 rings");
  return detail::whole_number_as<int>(rings);
}
template <class Rings>
constexpr int require_rings_state(Rings rings, rings_state state) {
  const int n = require_rings(rings);
  if (!rings_valid(n, state))
    detail::reject("ctp: a chinese rings state has no bits above its n rings");
  return n;
}

// True iff a complete move list for Rings rings may be built at compile time; otherwise one
// static_assert names the problem. Every technique tests it with `if constexpr` so that no
// second error follows the first.
template <int Rings>
consteval bool check_compile_time_rings() {
  static_assert(rings_valid(Rings), "ctp: chinese rings needs 1 to 63 rings");
  static_assert(!rings_valid(Rings) || Rings <= rings_max_compile_time_rings,
                "ctp: a compile-time chinese rings move list needs 1 to 20 rings; "
                "use rings_remove_move_at(rings, k) for more");
  return rings_valid(Rings) && Rings <= rings_max_compile_time_rings;
}

// The ring count a type-level technique may instantiate: Rings when a compile-time list for
// Rings rings is allowed; otherwise 1, after one static_assert naming the problem, so that bad
// input gives one clear error and no runaway recursion.
template <int Rings>
consteval int checked_rings() {
  return check_compile_time_rings<Rings>() ? Rings : 1;
}

// The bit of ring `ring` among n rings, and back.
constexpr int bit_of_ring(int rings, int ring) noexcept { return rings - ring; }
constexpr int ring_of_bit(int rings, int bit) noexcept { return rings - bit; }
}  // namespace detail

// True iff ring `ring` is up in state.
constexpr bool rings_is_up(int rings, rings_state state, int ring) noexcept {
  return (state >> detail::bit_of_ring(rings, ring)) & 1u;
}

// The applet's rule: the last ring (n) may move at any time; ring i < n may move, up or down, iff
// ring i + 1 is up and rings i + 2 .. n are all down. With b = n - i the bit of ring i, the b
// bits below it must read exactly 100...0, that is state mod 2^b == 2^b / 2; for the last ring
// (b = 0) both sides are 0. One expression: it runs once per move in every replay.
constexpr bool rings_can_move(int rings, rings_state state, int ring) noexcept {
  return ring >= 1 && ring <= rings &&
         (state & ((rings_state{1} << (rings - ring)) - 1)) ==
             (rings_state{1} << (rings - ring)) / 2;
}

// The binary-reflected Gray code of rank r, and its inverse (the rank of a code). The legal
// moves join gray(r) to gray(r + 1) and nothing else: the states of n rings lie on one path,
// from all down (rank 0) to rank 2^n - 1.
constexpr std::uint64_t gray(std::uint64_t rank) noexcept { return rank ^ (rank >> 1); }
constexpr std::uint64_t gray_rank(std::uint64_t code) noexcept {
  // Prefix XOR from the top bit down, doubling the shift: six steps for 64 bits.
  for (int shift = 1; shift < 64; shift *= 2) code ^= code >> shift;
  return code;
}

// The number of moves that take all n rings off, or put them all on: 1, 2, 5, 10, 21, ... (OEIS
// A000975), the rank of the all-up state, floor(2^(n+1) / 3).
template <class Rings>
constexpr std::uint64_t rings_move_count(Rings rings) {
  return gray_rank(rings_all_up(detail::require_rings(rings)));
}

// The number of moves that take all n rings off (or put them all on) when the two rings at the free
// end may also move together: 1, 1, 4, 7, 16, 31, ... (OEIS A051049 shifted), 2^(n-1) for odd n and
// 2^(n-1) - 1 for even n. The double move saves one move each time the single-move solution would
// move ring n - 1 between two moves of ring n; tests prove the formula against breadth-first
// search.
template <class Rings>
constexpr std::uint64_t rings_move_count(Rings rings, rings_rule rule) {
  if (rule == rings_rule::single) return rings_move_count(rings);
  const int n = detail::require_rings(rings);
  const std::uint64_t half = std::uint64_t{1} << (n - 1);
  return n % 2 == 1 ? half : half - 1;
}

// The fewest single-ring moves between two states: the distance of their ranks on the path.
template <class Rings>
constexpr std::uint64_t rings_distance(Rings rings, rings_state from, rings_state to) {
  detail::require_rings_state(rings, from);
  detail::require_rings_state(rings, to);
  const std::uint64_t a = gray_rank(from), b = gray_rank(to);
  return a > b ? a - b : b - a;
}

// Move k (counted from 0) of the shortest way from `from` to `to`, in O(1).
// 1. Walk the ranks from rank(from) towards rank(to).
// 2. Between the codes of ranks r - 1 and r exactly bit ctz(r) differs: that ring moves.
// 3. It goes up iff that bit is set in the state the move leads to.
// k is of any integer type, and its value is checked before any conversion, as are all k below.
template <class Rings, class Index>
constexpr rings_move rings_path_move_at(Rings rings, rings_state from, rings_state to, Index k) {
  using detail::reject;  // short, so that the message stays on the line the compiler shows
  if (!detail::is_below(k, rings_distance(rings, from, to)))
    reject<std::out_of_range>("ctp: chinese rings move index must be below the path length");
  const auto index = detail::whole_number_as<std::uint64_t>(k);
  const std::uint64_t a = gray_rank(from), b = gray_rank(to);
  const std::uint64_t upper = a > b ? a - index : a + index + 1;  // the larger rank of the step
  const std::uint64_t next = a > b ? upper - 1 : upper;           // the rank the move leads to
  const int bit = std::countr_zero(upper);
  return {detail::ring_of_bit(detail::whole_number_as<int>(rings), bit),
          ((gray(next) >> bit) & 1u) != 0};
}

// The state after k moves of the shortest way from `from` to `to`, in O(1).
template <class Rings, class Index>
constexpr rings_state rings_path_state_after(Rings rings, rings_state from, rings_state to,
                                             Index k) {
  using detail::reject;  // short, so that the message stays on the line the compiler shows
  if (!detail::is_within(k, 0, rings_distance(rings, from, to)))
    reject<std::out_of_range>("ctp: chinese rings move count must not exceed the path length");
  const auto index = detail::whole_number_as<std::uint64_t>(k);
  const std::uint64_t a = gray_rank(from), b = gray_rank(to);
  return gray(a > b ? a - index : a + index);
}

// Move k (counted from 0) of taking all n rings off, and the state after k moves, in O(1).
template <class Rings, class Index>
constexpr rings_move rings_remove_move_at(Rings rings, Index k) {
  const int n = detail::require_rings(rings);
  return rings_path_move_at(n, rings_all_up(n), rings_all_down, k);
}
// The state after the first k moves of taking all n rings off (k = 0 is all up).
template <class Rings, class Index>
constexpr rings_state rings_remove_state_after(Rings rings, Index k) {
  const int n = detail::require_rings(rings);
  return rings_path_state_after(n, rings_all_up(n), rings_all_down, k);
}

// The same for putting all n rings on, from all down.
template <class Rings, class Index>
constexpr rings_move rings_put_on_move_at(Rings rings, Index k) {
  const int n = detail::require_rings(rings);
  return rings_path_move_at(n, rings_all_down, rings_all_up(n), k);
}
// The state after the first k moves of putting all n rings on (k = 0 is all down).
template <class Rings, class Index>
constexpr rings_state rings_put_on_state_after(Rings rings, Index k) {
  const int n = detail::require_rings(rings);
  return rings_path_state_after(n, rings_all_down, rings_all_up(n), k);
}

}  // namespace ctp

#endif  // CTP_CHINESE_RINGS_RULES_HPP_INCLUDED
// ---- end of ctp/chinese_rings/rules.hpp
// ---- ctp/detail/packed_iterator.hpp
// ctp::detail::packed_iterator: the iterator of the answers packed one byte an element in 64-bit
// words (Hanoi's letters, the Chinese rings' moves), each element decoded from its byte.
#ifndef CTP_DETAIL_PACKED_ITERATOR_HPP_INCLUDED
#define CTP_DETAIL_PACKED_ITERATOR_HPP_INCLUDED

#include <compare>
#include <cstddef>
#include <cstdint>

namespace ctp::detail {

// A random-access iterator over the elements that Owner packs one byte each in words, whose
// reference is a Value decoded by Owner::element_in(words, byte): usable in range-for and the
// std::ranges algorithms, not assignable through. It walks the bytes up (Step = 1) or down
// (Step = -1). It names no iterator tag, so that its includers need not pay for <iterator>: a
// C++20 iterator without tags is random access to std::ranges when it has the operations (the
// concepts check them), and input to the legacy algorithms (its reference is a value, as for
// std::views::iota). Each of its functions is one statement, because clang++-19 counts every
// statement against its budget of steps and a replay of 16 Chinese rings reads 43,690 moves
// through them.
template <class Owner, class Value, std::ptrdiff_t Step>
class packed_iterator {
 public:
  using value_type = Value;                // one element
  using reference = Value;                 // a value decoded from its byte
  using difference_type = std::ptrdiff_t;  // a distance in elements

  // A singular iterator, as every iterator may be.
  constexpr packed_iterator() noexcept = default;
  // The element in byte `byte` of words (Owner's begin() and end() make them).
  constexpr packed_iterator(const std::uint64_t* words, difference_type byte) noexcept
      : words_(words), byte_(byte) {}

  // The element it points to.
  constexpr Value operator*() const noexcept {
    return Owner::element_in(words_, static_cast<std::size_t>(byte_));
  }
  // The element n after it.
  constexpr Value operator[](difference_type n) const noexcept {
    return Owner::element_in(words_, static_cast<std::size_t>(byte_ + n * Step));
  }

  // The next element.
  constexpr packed_iterator& operator++() noexcept { return byte_ += Step, *this; }
  // The next element; the iterator as it was.
  constexpr packed_iterator operator++(int) noexcept { return {words_, (byte_ += Step) - Step}; }
  // The element before.
  constexpr packed_iterator& operator--() noexcept { return byte_ -= Step, *this; }
  // The element before; the iterator as it was.
  constexpr packed_iterator operator--(int) noexcept { return {words_, (byte_ -= Step) + Step}; }
  // n elements on (back when n is negative).
  constexpr packed_iterator& operator+=(difference_type n) noexcept {
    return byte_ += n * Step, *this;
  }
  // n elements back.
  constexpr packed_iterator& operator-=(difference_type n) noexcept {
    return byte_ -= n * Step, *this;
  }
  // n elements on from it.
  friend constexpr packed_iterator operator+(packed_iterator it, difference_type n) noexcept {
    return it += n;
  }
  // n elements on from it.
  friend constexpr packed_iterator operator+(difference_type n, packed_iterator it) noexcept {
    return it += n;
  }
  // n elements back from it.
  friend constexpr packed_iterator operator-(packed_iterator it, difference_type n) noexcept {
    return it -= n;
  }
  // The number of elements from b to a.
  friend constexpr difference_type operator-(const packed_iterator& a,
                                             const packed_iterator& b) noexcept {
    return (a.byte_ - b.byte_) * Step;
  }

  // Equal when at the same element (of the same elements).
  friend constexpr bool operator==(const packed_iterator& a, const packed_iterator& b) noexcept {
    return a.byte_ == b.byte_;
  }
  // Ordered as their elements.
  friend constexpr std::strong_ordering operator<=>(const packed_iterator& a,
                                                    const packed_iterator& b) noexcept {
    return Step > 0 ? a.byte_ <=> b.byte_ : b.byte_ <=> a.byte_;
  }

 private:
  const std::uint64_t* words_ = nullptr;  // the words of the elements
  difference_type byte_ = 0;              // the byte of the element it points to
};

}  // namespace ctp::detail

#endif  // CTP_DETAIL_PACKED_ITERATOR_HPP_INCLUDED
// ---- end of ctp/detail/packed_iterator.hpp

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
// ---- end of ctp/chinese_rings/closed_form/packed_moves.hpp
// ---- ctp/chinese_rings/double_move.hpp
// The Chinese rings with the double move at the free end (rings n - 1 and n together, both up or
// both down): the shortest way between any two states, read off the binary-reflected Gray code
// path of jwalker's applet with the double moves as shortcuts (OEIS A051049, shifted, for its
// length from all up to all down). Proven against breadth-first search between every two states
// of up to 10 rings (tests/chinese_rings/double_move_test.cpp; up to 4 rings at compile time).
#ifndef CTP_CHINESE_RINGS_DOUBLE_MOVE_HPP_INCLUDED
#define CTP_CHINESE_RINGS_DOUBLE_MOVE_HPP_INCLUDED

#include <cstdint>
#include <stdexcept>


namespace ctp {

//! [shortcuts]
// Why the double move is a shortcut, and the rule for the shortest way it gives:
// 1. Single moves join gray(r) and gray(r + 1) and nothing else: the states lie on one path,
//    in the order of their Gray-code ranks r (rules.hpp).
// 2. A double move flips bits 0 and 1 of a state together, between 00 and 11. Bits 2 and up of
//    gray(r) depend only on bits 2 and up of r, so it joins two ranks of one block of four,
//    4q .. 4q + 3. In such a block the last two bits of gray(r) read 00, 01, 11, 10 when q is
//    even and 10, 11, 01, 00 when q is odd: the double move joins 4q to 4q + 2 (q even), or
//    4q + 1 to 4q + 3 (q odd). So it joins rank c to rank c + 2 exactly when c mod 8 is 0 or 5.
// 3. These shortcuts share no rank: the path with them is a chain of triangles c, c + 1, c + 2
//    joined by single edges. Every rank between a and b that is not the middle c + 1 of a
//    triangle cuts the graph in two, so every way from a to b passes through all of them in
//    order. The fewest moves take each triangle lying wholly between a and b by its shortcut
//    (1 move instead of 2) and every other step singly: the distance is |a - b| less the number
//    of shortcuts c with min(a, b) <= c and c + 2 <= max(a, b). That way is unique.
// 4. Leaving out the middles, the ranks 8m + 0, 2, 3, 4, 5, 7 are the 6m + 0 .. 5th stops of the
//    walk up from rank 0: the walk up from any stop to the next takes one move. So move k of a
//    walk is found in O(1) by counting stops (below); a walk down is a walk up on the ranks
//    mirrored by r -> ~r, which maps residues 0, 1, 2 to 7, 6, 5 and back, shortcuts to shortcuts.
//! [shortcuts]

namespace detail {
// True iff rank r is the middle of a shortcut's triangle (r mod 8 is 1 or 6): no shortest walk
// up passes through it, it can only start or end there.
constexpr bool is_shortcut_middle(std::uint64_t rank) noexcept {
  return (rank & 7u) == 1 || (rank & 7u) == 6;
}

// How many shortcuts start below rank x (their first rank c < x, c mod 8 being 0 or 5).
constexpr std::uint64_t shortcuts_below(std::uint64_t x) noexcept {
  return 2 * (x >> 3) + ((x & 7u) > 0 ? 1 : 0) + ((x & 7u) > 5 ? 1 : 0);
}

// How many shortcuts lie wholly between ranks lo <= hi: lo <= c and c + 2 <= hi.
constexpr std::uint64_t shortcuts_within(std::uint64_t lo, std::uint64_t hi) noexcept {
  return hi - lo < 2 ? 0 : shortcuts_below(hi - 1) - shortcuts_below(lo);
}

// The stop number of a rank that is not a middle (step 4), and the rank of a stop number.
constexpr std::uint64_t stop_of_rank(std::uint64_t rank) noexcept {
  constexpr std::uint64_t stop_of_residue[8] = {0, 0, 1, 2, 3, 4, 4, 5};
  return 6 * (rank >> 3) + stop_of_residue[rank & 7u];
}
constexpr std::uint64_t rank_of_stop(std::uint64_t stop) noexcept {
  constexpr std::uint64_t residue_of_stop[6] = {0, 2, 3, 4, 5, 7};
  return 8 * (stop / 6) + residue_of_stop[stop % 6];
}

// The rank after k of the d moves of the shortest walk up from rank a to rank b (a <= b):
// 1. the ends are a (k = 0) and b (k = d), which may be middles;
// 2. from a middle the first move leads up to the next rank, a stop;
// 3. from a stop, move k leads to the next stop, found by counting (step 4 above).
constexpr std::uint64_t rank_after_walking_up(std::uint64_t a, std::uint64_t b, std::uint64_t k,
                                              std::uint64_t d) noexcept {
  if (k == 0) return a;
  if (k == d) return b;
  return is_shortcut_middle(a) ? rank_of_stop(stop_of_rank(a + 1) + (k - 1))
                               : rank_of_stop(stop_of_rank(a) + k);
}

// The rank after k moves of the shortest walk from rank a to rank b, either way (d moves in all).
constexpr std::uint64_t rank_after_double_walk(std::uint64_t a, std::uint64_t b, std::uint64_t k,
                                               std::uint64_t d) noexcept {
  return a <= b ? rank_after_walking_up(a, b, k, d) : ~rank_after_walking_up(~a, ~b, k, d);
}

// The move from the state of rank `from` to the state of the neighbouring rank `to` among n
// rings: a double move of rings n - 1 and n when the ranks are two apart (up iff both end up);
// otherwise ring n - b, where bit b = countr_zero(the larger rank) flips (up iff it ends set).
constexpr rings_move move_between_ranks(int rings, std::uint64_t from, std::uint64_t to) noexcept {
  const std::uint64_t larger = from > to ? from : to, smaller = from > to ? to : from;
  if (larger - smaller == 2) return {rings - 1, (gray(to) & 3u) == 3u, true};
  const int bit = __builtin_ctzll(larger);
  return {ring_of_bit(rings, bit), ((gray(to) >> bit) & 1u) != 0};
}
}  // namespace detail

// The fewest moves between two states of n rings under `rule`: with rings_rule::single the
// distance of their ranks on the Gray-code path (rules.hpp); with rings_rule::double_end that
// distance less the double moves' shortcuts between them (step 3 above), in O(1). From all up to
// all down it is rings_move_count(rings, rings_rule::double_end).
template <class Rings>
constexpr std::uint64_t rings_distance(Rings rings, rings_state from, rings_state to,
                                       rings_rule rule) {
  const std::uint64_t single = rings_distance(rings, from, to);
  if (rule == rings_rule::single || detail::whole_number_as<int>(rings) < 2) return single;
  const std::uint64_t a = gray_rank(from), b = gray_rank(to);
  return single - detail::shortcuts_within(a < b ? a : b, a < b ? b : a);
}

// The state after k moves of the shortest way from `from` to `to` under `rule`, in O(1).
template <class Rings, class Index>
constexpr rings_state rings_path_state_after(Rings rings, rings_state from, rings_state to, Index k,
                                             rings_rule rule) {
  const int n = detail::require_rings(rings);
  if (rule == rings_rule::single || n < 2) return rings_path_state_after(n, from, to, k);
  const std::uint64_t d = rings_distance(n, from, to, rule);
  if (!detail::is_within(k, 0, d))
    detail::reject<std::out_of_range>(
        "ctp: chinese rings move count must not exceed the path length");
  const auto index = detail::whole_number_as<std::uint64_t>(k);
  return gray(detail::rank_after_double_walk(gray_rank(from), gray_rank(to), index, d));
}

// Move k (counted from 0) of the shortest way from `from` to `to` under `rule`, in O(1): the move
// between the ranks after k and after k + 1 moves.
template <class Rings, class Index>
constexpr rings_move rings_path_move_at(Rings rings, rings_state from, rings_state to, Index k,
                                        rings_rule rule) {
  const int n = detail::require_rings(rings);
  if (rule == rings_rule::single || n < 2) return rings_path_move_at(n, from, to, k);
  const std::uint64_t d = rings_distance(n, from, to, rule);
  if (!detail::is_below(k, d))
    detail::reject<std::out_of_range>(
        "ctp: chinese rings move index must be below the path length");
  const auto index = detail::whole_number_as<std::uint64_t>(k);
  const std::uint64_t a = gray_rank(from), b = gray_rank(to);
  return detail::move_between_ranks(n, detail::rank_after_double_walk(a, b, index, d),
                                    detail::rank_after_double_walk(a, b, index + 1, d));
}

// Writes the shortest way from `from` to `to` under `rule` to out[0, rings_distance(...)), at
// compile time or at run time.
template <class Rings>
constexpr void rings_write_path(rings_move* out, Rings rings, rings_state from, rings_state to,
                                rings_rule rule) {
  const int n = detail::require_rings(rings);
  const std::uint64_t d = rings_distance(n, from, to, rule);
  for (std::uint64_t k = 0; k != d; ++k) out[k] = rings_path_move_at(n, from, to, k, rule);
}

}  // namespace ctp

#endif  // CTP_CHINESE_RINGS_DOUBLE_MOVE_HPP_INCLUDED
// ---- end of ctp/chinese_rings/double_move.hpp
// ---- ctp/chinese_rings/path.hpp
// The Chinese rings: the shortest way between two states written out move by move, the walk along
// the binary-reflected Gray code that orders every state on one path (OEIS A000975 for its
// length from all up to all down).
#ifndef CTP_CHINESE_RINGS_PATH_HPP_INCLUDED
#define CTP_CHINESE_RINGS_PATH_HPP_INCLUDED

#include <cstdint>


namespace ctp {

namespace detail {
// Writes the walk from rank `from` to rank `to` on the Gray-code path to out[0, |from - to|):
// 1. the step between ranks r - 1 and r flips bit b = countr_zero(r), that is ring n - b;
// 2. bit b of gray(r) is set iff bit b + 1 of r is clear, so going up the ranks (towards gray(r))
//    the ring goes up iff bit b + 1 of r is clear, and going down iff it is set.
// Written for the compilers' budgets, so that a long walk fits them at compile time: one
// statement per move (clang counts statements), chunks of 4096 (GCC stops any loop after 2^18
// iterations), and __builtin_ctzll, not std::countr_zero: libstdc++'s std::countr_zero is a
// call of a few statements, which clang++-19 counts as steps, and with it the 699,050 moves of
// 20 rings exceed clang's default budget of 2^20 steps; the builtin costs none. (The closed
// form's whole lists are built as structs instead: with_closed_form.hpp.)
constexpr void write_gray_walk(rings_move* out, int rings, std::uint64_t from, std::uint64_t to) {
  constexpr std::uint64_t chunk = 4096;
  const std::uint64_t count = from > to ? from - to : to - from;
  for (std::uint64_t first = 0; first < count; first += chunk) {
    const std::uint64_t last = count - first < chunk ? count : first + chunk;
    if (from > to) {
      for (std::uint64_t k = first; k != last; ++k)
        out[k] = {rings - __builtin_ctzll(from - k),
                  (((from - k) >> (__builtin_ctzll(from - k) + 1)) & 1u) != 0};
    } else {
      for (std::uint64_t k = first; k != last; ++k)
        out[k] = {rings - __builtin_ctzll(from + k + 1),
                  (((from + k + 1) >> (__builtin_ctzll(from + k + 1) + 1)) & 1u) == 0};
    }
  }
}
}  // namespace detail

// Writes the shortest way from `from` to `to` (states of n rings) to out[0, rings_distance(...)):
// the Gray-code walk that the closed form's compile-time lists are made of, for any buffer, at
// compile time or at run time (ctp-gen writes its tables with it).
template <class Rings>
constexpr void rings_write_path(rings_move* out, Rings rings, rings_state from, rings_state to) {
  const int n = detail::require_rings_state(rings, from);
  detail::require_rings_state(n, to);
  detail::write_gray_walk(out, n, gray_rank(from), gray_rank(to));
}

}  // namespace ctp

#endif  // CTP_CHINESE_RINGS_PATH_HPP_INCLUDED
// ---- end of ctp/chinese_rings/path.hpp
// ---- ctp/chinese_rings/replay.hpp
// The Chinese rings: a rule checker that replays moves from a state and rejects the first
// illegal one (the rule of jwalker's Chinese Ring Puzzle applet; the double move at the free end
// when it is allowed).
#ifndef CTP_CHINESE_RINGS_REPLAY_HPP_INCLUDED
#define CTP_CHINESE_RINGS_REPLAY_HPP_INCLUDED

#include <cstdint>


namespace ctp {

// What a replay found: whether every move was legal, the index of the first one that was not
// (when one was not), and the state reached (before the illegal move, if any).
struct rings_replay_result {
  bool legal;                   // every move was legal
  std::uint64_t first_illegal;  // the index of the first illegal move, when one was not legal
  rings_state state;            // the state reached, before the illegal move if there was one
  // Equal when every member is equal.
  friend constexpr bool operator==(const rings_replay_result&,
                                   const rings_replay_result&) = default;
};

// True iff `move` is legal in state under `rule`: the ring may move (rings_can_move) and goes
// the other way from where it is; a double move needs the rule, rings n - 1 and n, both alike.
// One expression, as rings_apply: both run once a move in every replay, and clang++-19 counts
// each statement and call against its budget of steps.
constexpr bool rings_is_legal(int rings, rings_state state, const rings_move& move,
                              rings_rule rule = rings_rule::single) noexcept {
  return move.both ? rule == rings_rule::double_end && rings >= 2 && move.ring == rings - 1 &&
                         (state & 3u) == (move.up ? 0u : 3u)
                   : rings_can_move(rings, state, move.ring) &&
                         ((state >> (rings - move.ring)) & 1u) != (move.up ? 1u : 0u);
}

// The state after a legal move.
constexpr rings_state rings_apply(int rings, rings_state state, const rings_move& move) noexcept {
  return state ^ (move.both ? rings_state{3} << (rings - move.ring - 1)
                            : rings_state{1} << (rings - move.ring));
}

// Replays moves (any range of rings_move) from `start`, stopping at the first illegal move.
template <class Rings, class Moves>
constexpr rings_replay_result rings_replay(Rings rings, rings_state start, const Moves& moves,
                                           rings_rule rule = rings_rule::single) {
  const int n = detail::require_rings_state(rings, start);
  rings_state state = start;
  std::uint64_t k = 0;
  for (const rings_move& move : moves) {
    if (!rings_is_legal(n, state, move, rule)) return {false, k, state};
    state = rings_apply(n, state, move);
    ++k;
  }
  return {true, 0, state};
}

}  // namespace ctp

#endif  // CTP_CHINESE_RINGS_REPLAY_HPP_INCLUDED
// ---- end of ctp/chinese_rings/replay.hpp
// ---- ctp/chinese_rings/text.hpp
// The Chinese rings as text: a state printed ring 1 first, U for up and D for down (the up and
// down states of jwalker's Chinese Ring Puzzle applet), and read back.
#ifndef CTP_CHINESE_RINGS_TEXT_HPP_INCLUDED
#define CTP_CHINESE_RINGS_TEXT_HPP_INCLUDED

#include <cstddef>
#include <string_view>

// ---- ctp/fixed_string.hpp
// ctp::fixed_string: a constexpr string of fixed length, structural so that it can be a template
// argument; the compile-time text type of every puzzle (std::string is not usable in constant
// expressions with clang and libstdc++ 12).
#ifndef CTP_FIXED_STRING_HPP_INCLUDED
#define CTP_FIXED_STRING_HPP_INCLUDED

#include <cstddef>
#include <string_view>

namespace ctp {

// fixed_string<N>: N characters plus a terminating NUL, usable as a non-type template argument
// (`template <ctp::fixed_string S>`), in constant expressions, and at run time.
template <std::size_t N>
struct fixed_string {
  // Public so that the type is structural. A plain C array: in hot constexpr loops it is much
  // cheaper for both compilers than std::array::operator[].
  char chars[N + 1];

  // An uninitialised string; constant evaluation requires every character to be written before
  // it is read (the solvers fill all of them, and the terminator, themselves).
  constexpr fixed_string() = default;

  // From a string literal: `fixed_string{"ABC"}` deduces fixed_string<3>.
  constexpr fixed_string(const char (&text)[N + 1]) noexcept {
    for (std::size_t i = 0; i != N + 1; ++i) chars[i] = text[i];
  }

  // The number of characters, not counting the terminator.
  static constexpr std::size_t size() noexcept { return N; }
  // Whether there are no characters.
  static constexpr bool empty() noexcept { return N == 0; }

  // Character i (0 to size() - 1; unchecked, as for std::array).
  constexpr char operator[](std::size_t i) const noexcept { return chars[i]; }
  // Character i, to write (0 to size() - 1; unchecked).
  constexpr char& operator[](std::size_t i) noexcept { return chars[i]; }

  // The first character; the characters end with a terminator.
  constexpr const char* data() const noexcept { return chars; }
  // The first character, to write.
  constexpr char* data() noexcept { return chars; }
  // The characters as a C string (terminated).
  constexpr const char* c_str() const noexcept { return chars; }
  // The first character, to iterate.
  constexpr const char* begin() const noexcept { return chars; }
  // Past the last character (the terminator).
  constexpr const char* end() const noexcept { return chars + N; }

  // The characters as a view (no copy).
  constexpr std::string_view view() const noexcept { return {chars, N}; }
  constexpr operator std::string_view() const noexcept { return view(); }

  // Equal when the characters are equal (lengths may differ: then they are not equal).
  template <std::size_t M>
  friend constexpr bool operator==(const fixed_string& a, const fixed_string<M>& b) noexcept {
    return a.view() == b.view();
  }
  // Equal when the characters are those of b.
  friend constexpr bool operator==(const fixed_string& a, std::string_view b) noexcept {
    return a.view() == b;
  }
};

// A string literal of Size bytes makes a fixed_string of Size - 1 characters (not the terminator).
template <std::size_t Size>
fixed_string(const char (&)[Size]) -> fixed_string<Size - 1>;

}  // namespace ctp

#endif  // CTP_FIXED_STRING_HPP_INCLUDED
// ---- end of ctp/fixed_string.hpp

namespace ctp {

// Writes the n letters of state to out[0, n), ring 1 first: `UUDUD`. out is a char array,
// std::string or anything indexable with room for n characters.
template <class Chars, class Rings>
constexpr void rings_write_text(Chars& out, Rings rings, rings_state state) {
  const int n = detail::require_rings_state(rings, state);
  for (int ring = 1; ring <= n; ++ring)
    out[static_cast<std::size_t>(ring - 1)] = rings_is_up(n, state, ring) ? 'U' : 'D';
}

// The text of a state of Rings rings, as a fixed_string<Rings>.
template <int Rings>
constexpr fixed_string<static_cast<std::size_t>(Rings)> rings_text(rings_state state) {
  static_assert(rings_valid(Rings), "ctp: chinese rings needs 1 to 63 rings");
  fixed_string<static_cast<std::size_t>(Rings)> text;
  rings_write_text(text.chars, Rings, state);
  text.chars[Rings] = '\0';
  return text;
}

// A state read from text, and the number of rings it has.
struct rings_parsed {
  int rings;          // how many letters the text had
  rings_state state;  // bit (rings - i) set iff letter i was U
  // Equal when every member is equal.
  friend constexpr bool operator==(const rings_parsed&, const rings_parsed&) = default;
};

// Reads `UUDUD` (ring 1 first); anything but 1 to 63 letters U and D is rejected.
constexpr rings_parsed rings_parse(std::string_view text) {
  if (text.empty() || text.size() > static_cast<std::size_t>(rings_max_rings))
    detail::reject("ctp: a chinese rings state has 1 to 63 letters U and D");
  rings_state state = 0;
  for (const char letter : text) {
    if (letter != 'U' && letter != 'D')
      detail::reject("ctp: a chinese rings state is written with U (up) and D (down) only");
    state = (state << 1) | (letter == 'U' ? 1u : 0u);
  }
  return {static_cast<int>(text.size()), state};
}

// Reads a state of `rings` rings from its text: as rings_parse(text), and the text must have one
// letter a ring; otherwise throws `ctp: ...` (a compile error in a constant expression).
template <class Rings>
constexpr rings_state rings_parse(std::string_view text, Rings rings) {
  const int n = detail::require_rings(rings);
  const rings_parsed read = rings_parse(text);
  if (read.rings != n) detail::reject("ctp: a chinese rings state needs one letter a ring");
  return read.state;
}

namespace detail {
template <fixed_string Text>
consteval bool check_rings_text() {
  constexpr bool letters_ok = [] {
    for (const char letter : Text)
      if (letter != 'U' && letter != 'D') return false;
    return true;
  }();
  static_assert(Text.size() >= 1 && Text.size() <= rings_max_rings,
                "ctp: a chinese rings state has 1 to 63 letters U and D");
  static_assert(letters_ok, "ctp: a chinese rings state is written with U (up) and D (down) only");
  return Text.size() >= 1 && Text.size() <= rings_max_rings && letters_ok;
}
}  // namespace detail

// The state written as Text, checked by the compiler: `rings_state_of<"UUDUD">` is 0b11010.
template <fixed_string Text>
inline constexpr rings_state rings_state_of =
    detail::check_rings_text<Text>() ? rings_parse(Text.view()).state : 0;

}  // namespace ctp

#endif  // CTP_CHINESE_RINGS_TEXT_HPP_INCLUDED
// ---- end of ctp/chinese_rings/text.hpp
// ---- ctp/chinese_rings/with_class_templates.hpp
// The Chinese rings, the class templates: the RingList recursion of the Chinese Ring Puzzle applet
// by jwalker (after Nguyen and Wong) as pre-constexpr class template recursion: the state of the
// rings is a template argument and the moves a type, rings_move_list<-3, -1, 3, -2, -3>, built
// by template instantiation.
#ifndef CTP_CHINESE_RINGS_WITH_CLASS_TEMPLATES_HPP_INCLUDED
#define CTP_CHINESE_RINGS_WITH_CLASS_TEMPLATES_HPP_INCLUDED

#include <array>

// ---- ctp/chinese_rings/type_level/encoded_moves.hpp
// The Chinese rings at the type level: a move encoded as one int, +i when ring i goes up and -i
// when it goes down (after the applet's RingList by jwalker), and the way back from a pack of
// such ints to an array of rings_move, shared by every type-level technique.
#ifndef CTP_CHINESE_RINGS_TYPE_LEVEL_ENCODED_MOVES_HPP_INCLUDED
#define CTP_CHINESE_RINGS_TYPE_LEVEL_ENCODED_MOVES_HPP_INCLUDED

#include <array>
#include <bit>


namespace ctp::detail {

// The array of moves encoded as Encoded (+i: ring i goes up, -i: ring i goes down): the exit
// from the type level to the value level (class templates, MP11, Hana). As in Hanoi's
// fixed_string_of:
// 1. Expand the pack into a plain array whose length the compiler counts itself: clang 16 to 19
//    get sizeof...(Encoded) wrong from 65,536 moves up (llvm/llvm-project issue 119600).
// 2. Decode within the expansion, an expression and no loop: GCC stops a loop after 2^18
//    iterations, and a function call a move would cost clang a step of its 2^20 each.
// 3. One std::bit_cast copies the whole array in one step.
template <int... Encoded>
constexpr auto rings_moves_of() noexcept {
  const rings_move moves[] = {rings_move{Encoded < 0 ? -Encoded : Encoded, Encoded > 0}...};
  return std::bit_cast<std::array<rings_move, sizeof moves / sizeof moves[0]>>(moves);
}

}  // namespace ctp::detail

#endif  // CTP_CHINESE_RINGS_TYPE_LEVEL_ENCODED_MOVES_HPP_INCLUDED
// ---- end of ctp/chinese_rings/type_level/encoded_moves.hpp

namespace ctp::with_class_templates {

// rings_move_list<Encoded...>: moves as a type, one template argument a move, +i when ring i
// goes up and -i when it goes down: taking 3 rings off is rings_move_list<-3, -1, 3, -2, -3>.
// An int is the cheapest template argument there is; 20 rings take 699,050 of them.
template <int... Encoded>
struct rings_move_list {};

// The applet's three behaviours of a RingList, for the rings First to Rings of a puzzle of Rings
// rings (the rest of the list from ring First on). State holds the bits of those rings only,
// ring Rings at bit 0, ring First at bit Rings - First: like the applet's rest, a sublist sees
// only its own rings, and so the recursion meets the same few (State, First) pairs again and
// again, which the compiler instantiates once each: about 3 a ring, 59 behaviours for 20 rings,
// where the recursion makes 1,398,111 calls (carrying the whole state, each call would be a new
// type).
// Each has `moves`, a rings_move_list, and `state`, the bits of rings First to Rings afterwards.
// The last parameter is never given: past the last ring it picks the NullRing specialization
// (NullRingState and NonNullRingState, the applet's first State pattern).
//
// put_all_down: NonNullRing.putAllDown, this ring down, then the rest all down.
template <int Rings, rings_state State, int First, bool Null = (First > Rings)>
struct put_all_down;
// put_all_up: NonNullRing.putAllUp, this ring up, then the rest all up.
template <int Rings, rings_state State, int First, bool Null = (First > Rings)>
struct put_all_up;
// make_ready: NonNullRing.makeReady, this ring up, then the rest all down, the only state in
// which the ring before this one may move.
template <int Rings, rings_state State, int First, bool Null = (First > Rings)>
struct make_ready;

namespace detail {
// join<L1, L2>::type: two move lists one after the other. Partial specialization deduces each
// list's moves as a pack; one pack expansion joins them.
template <class First, class Second>
struct join;

template <int... First, int... Second>
struct join<rings_move_list<First...>, rings_move_list<Second...>> {
  using type = rings_move_list<First..., Second...>;
};

// The bit of ring First among the rings First to Rings, and the bits of the rings after it.
template <int Rings, int First>
inline constexpr rings_state head_bit = rings_state{1} << (Rings - First);
template <int Rings, rings_state State, int First>
inline constexpr rings_state rest_of = State & (head_bit<Rings, First> - 1);

// A behaviour's `moves` and `state` once the head ring has been dealt with by Head (whose state
// has the head ring's final bit) and the rest, from the state Head left it in, by Rest.
template <int Rings, class Head, template <int, rings_state, int, bool> class Rest, int First>
struct then_rest {
  using rest = Rest<Rings, rest_of<Rings, Head::state, First>, First + 1, (First + 1 > Rings)>;
  using moves = typename join<typename Head::moves, typename rest::moves>::type;
  static constexpr rings_state state = (Head::state & head_bit<Rings, First>) | rest::state;
};

// The applet's second State pattern: a ring is up or down, and the last parameter, its bit in
// State, picks UpState's or DownState's behaviour by partial specialization.
template <int Rings, rings_state State, int First, bool Up = (State & head_bit<Rings, First>) != 0>
struct put_down;
template <int Rings, rings_state State, int First, bool Up = (State & head_bit<Rings, First>) != 0>
struct put_up;

//! [put-down]
// UpState.putDown: make the rest ready, then put the ring down.
template <int Rings, rings_state State, int First>
struct put_down<Rings, State, First, true> {
  using ready = make_ready<Rings, rest_of<Rings, State, First>, First + 1>;
  using moves = typename join<typename ready::moves, rings_move_list<-First>>::type;
  static constexpr rings_state state = ready::state;
};
// DownState.putDown: nothing to do, the ring is down already.
template <int Rings, rings_state State, int First>
struct put_down<Rings, State, First, false> {
  using moves = rings_move_list<>;
  static constexpr rings_state state = State;
};
//! [put-down]

// DownState.putUp: make the rest ready, then put the ring up.
template <int Rings, rings_state State, int First>
struct put_up<Rings, State, First, false> {
  using ready = make_ready<Rings, rest_of<Rings, State, First>, First + 1>;
  using moves = typename join<typename ready::moves, rings_move_list<First>>::type;
  static constexpr rings_state state = head_bit<Rings, First> | ready::state;
};
// UpState.putUp: nothing to do, the ring is up already.
template <int Rings, rings_state State, int First>
struct put_up<Rings, State, First, true> {
  using moves = rings_move_list<>;
  static constexpr rings_state state = State;
};

// NullRing: past the last ring every behaviour does nothing.
struct null_ring {
  using moves = rings_move_list<>;
  static constexpr rings_state state = 0;
};
}  // namespace detail

// The applet's NonNullRing and NullRing, behaviour by behaviour.
template <int Rings, rings_state State, int First, bool Null>
struct put_all_down
    : detail::then_rest<Rings, detail::put_down<Rings, State, First>, put_all_down, First> {};
template <int Rings, rings_state State, int First>
struct put_all_down<Rings, State, First, true> : detail::null_ring {};

template <int Rings, rings_state State, int First, bool Null>
struct put_all_up
    : detail::then_rest<Rings, detail::put_up<Rings, State, First>, put_all_up, First> {};
template <int Rings, rings_state State, int First>
struct put_all_up<Rings, State, First, true> : detail::null_ring {};

template <int Rings, rings_state State, int First, bool Null>
struct make_ready
    : detail::then_rest<Rings, detail::put_up<Rings, State, First>, put_all_down, First> {};
template <int Rings, rings_state State, int First>
struct make_ready<Rings, State, First, true> : detail::null_ring {};

// rings_remove_t<Rings> (1 to 20 rings): the moves that take Rings rings off, from all up, as a
// type; rings_remove_t<3> is rings_move_list<-3, -1, 3, -2, -3>.
template <int Rings>
using rings_remove_t =
    typename put_all_down<ctp::detail::checked_rings<Rings>(),
                          rings_all_up(ctp::detail::checked_rings<Rings>()), 1>::moves;

// rings_put_on_t<Rings> (1 to 20 rings): the moves that put Rings rings on, from all down;
// rings_put_on_t<3> is rings_move_list<3, 2, -3, 1, 3>.
template <int Rings>
using rings_put_on_t =
    typename put_all_up<ctp::detail::checked_rings<Rings>(), rings_all_down, 1>::moves;

namespace detail {
template <int... Encoded>
constexpr auto to_array(rings_move_list<Encoded...>) noexcept {
  return ctp::detail::rings_moves_of<Encoded...>();
}
}  // namespace detail

// Every move that takes all Rings rings off, in order, by class template recursion, for 1 to 20
// rings (rings_max_compile_time_rings): instantiation has no step limit, and the recursion is
// only Rings deep, so what bounds it is the compiler's time and memory for types of up to 699,050
// arguments, not the 59 behaviours. Under default limits, with both g++-12 and clang++-19,
// tests/chinese_rings/static_class_templates.cpp proves the spec up to 16 rings and the 17-ring
// removal equal to the closed form's.
template <int Rings>
constexpr auto rings_remove_moves() {
  if constexpr (ctp::detail::check_compile_time_rings<Rings>()) {
    return detail::to_array(typename put_all_down<Rings, rings_all_up(Rings), 1>::moves{});
  } else {
    return std::array<rings_move, 0>{};
  }
}

// Every move that puts all Rings rings on, from all down, by class template recursion.
template <int Rings>
constexpr auto rings_put_on_moves() {
  if constexpr (ctp::detail::check_compile_time_rings<Rings>()) {
    return detail::to_array(typename put_all_up<Rings, rings_all_down, 1>::moves{});
  } else {
    return std::array<rings_move, 0>{};
  }
}

}  // namespace ctp::with_class_templates

#endif  // CTP_CHINESE_RINGS_WITH_CLASS_TEMPLATES_HPP_INCLUDED
// ---- end of ctp/chinese_rings/with_class_templates.hpp
// ---- ctp/chinese_rings/with_closed_form.hpp
// The Chinese rings, the closed form: every solution read off the binary-reflected Gray code
// (the applet's RingList recursion by jwalker unrolled; OEIS A000975), as whole move lists built
// by the compiler, one byte a move (rings_packed_moves).
#ifndef CTP_CHINESE_RINGS_WITH_CLOSED_FORM_HPP_INCLUDED
#define CTP_CHINESE_RINGS_WITH_CLOSED_FORM_HPP_INCLUDED

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

// ---- ctp/detail/blocks.hpp
// ctp::detail blocks: long compile-time lists built as structs of blocks, copied whole and turned
// into the answer by one std::bit_cast, so that the constant evaluator does a number of operations
// logarithmic in the length of the list (Hanoi's closed form, the Chinese rings' Gray code).
#ifndef CTP_DETAIL_BLOCKS_HPP_INCLUDED
#define CTP_DETAIL_BLOCKS_HPP_INCLUDED

#include <bit>
#include <cstddef>
#include <type_traits>

namespace ctp::detail {

// Why structs: both evaluators copy a whole struct in one step (g++-12 one operation, clang++-19
// one step), however many elements it holds, where a loop pays for every element (and GCC 12 cannot
// evaluate memcpy at all). So a list is built as blocks joined into structs of structs, each made
// by copying the smaller ones, and only at the end laid out as the answer's own type by
// std::bit_cast, which both compilers evaluate in one step too. The elements are kept as wide
// scalars (a word of eight letters, a word of eight Chinese rings moves) because each element of a
// struct costs the evaluator memory and time, whatever its size; for the same reason an answer
// that can keep its words (rings_packed_moves) does, rather than be laid out as bytes.

// An empty part of a list: join leaves it out (a struct member cannot be empty).
struct nothing {};

// Count elements of T side by side (Count >= 1).
template <class T, std::size_t Count>
struct block {
  T items[Count];
};

// First then Second, laid out one after the other (no padding when both are made of one type).
template <class First, class Second>
struct joined {
  First first;
  Second second;
};

// First then Second as one struct; an empty part is left out.
template <class First, class Second>
constexpr auto join(const First& first, const Second& second) {
  if constexpr (std::is_same_v<First, nothing>) {
    return second;
  } else if constexpr (std::is_same_v<Second, nothing>) {
    return first;
  } else {
    return joined<First, Second>{first, second};
  }
}

// Count copies of part, one after the other, in about 2 log2(Count) copies: half the copies are
// built once and copied twice (and the odd one out once more).
template <std::size_t Count, class Part>
constexpr auto repeat(const Part& part) {
  if constexpr (Count == 0) {
    return nothing{};
  } else if constexpr (Count == 1) {
    return part;
  } else {
    const auto half = repeat<Count / 2>(part);  // built once, copied twice
    using half_type = std::remove_const_t<decltype(half)>;
    if constexpr (Count % 2 == 0) {
      return joined<half_type, half_type>{half, half};
    } else {
      return join(joined<half_type, half_type>{half, half}, part);
    }
  }
}

// The first Count elements of the list that repeats period forever: whole copies of the period,
// then as much of it as is left over.
template <std::size_t Count, class T, std::size_t Period>
constexpr auto repeat_prefix(const block<T, Period>& period) {
  if constexpr (Count % Period == 0) {
    return repeat<Count / Period>(period);
  } else {
    block<T, Count % Period> rest;
    for (std::size_t i = 0; i != Count % Period; ++i) rest.items[i] = period.items[i];
    return join(repeat<Count / Period>(period), rest);
  }
}

}  // namespace ctp::detail

#endif  // CTP_DETAIL_BLOCKS_HPP_INCLUDED
// ---- end of ctp/detail/blocks.hpp

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
// ---- end of ctp/chinese_rings/with_closed_form.hpp
// ---- ctp/chinese_rings/with_objects.hpp
// The Chinese rings, the objects: the object model of the Chinese Ring Puzzle applet by jwalker,
// whose RingList follows Nguyen and Wong, "Patterns for Decoupling Data Structures and
// Algorithms": a linked list whose nodes behave by the State pattern, used twice (a node swaps
// its pointer to a shared state object at run time), and evaluated unchanged by the compiler
// (C++20 constexpr virtuals and allocation).
#ifndef CTP_CHINESE_RINGS_WITH_OBJECTS_HPP_INCLUDED
#define CTP_CHINESE_RINGS_WITH_OBJECTS_HPP_INCLUDED

#include <array>
#include <cstddef>
#include <vector>


namespace ctp::with_objects {

class ring_list;
class non_null_ring_state;

// ARingState: what a list node is, empty (the null object) or holding a ring. Every RingList
// behaviour delegates to it, so a node can turn from null to non-null in place (dynamic
// reclassification), which a cons-style list could not do for everyone sharing the node.
class ring_state {
 public:
  // Deleted through a base pointer: a node owns its state.
  constexpr virtual ~ring_state() = default;
  // Takes every ring of the list self off, ring by ring (the applet's putAllDown).
  virtual constexpr void put_all_down(ring_list& self) = 0;
  // Puts every ring of the list self on (putAllUp).
  virtual constexpr void put_all_up(ring_list& self) = 0;
  // Puts the head ring of self up and the rest down (makeReady).
  virtual constexpr void make_ready(ring_list& self) = 0;
  // Removes the head ring of self from the list.
  virtual constexpr void remove_ring(ring_list& self) = 0;
  // How many rings the list has from this node on.
  virtual constexpr int size() const = 0;
  // The rings from this node on as a state: the head ring is the highest bit.
  virtual constexpr rings_state bits() const = 0;
};

// ANonNullRingState: the second State pattern, whether a ring is up or down. The two states hold
// no data, so one instance of each serves every ring (where the applet says `new UpState()`).
class ring_position {
 public:
  // A position holds no data.
  constexpr ring_position() = default;
  // Puts the ring of context (the head of self) up, first making the rest ready if it must move.
  virtual constexpr void put_up(non_null_ring_state& context, ring_list& self) const = 0;
  // Puts the ring of context (the head of self) down, first making the rest ready if it must move.
  virtual constexpr void put_down(non_null_ring_state& context, ring_list& self) const = 0;
  // Whether the ring is up.
  virtual constexpr bool is_up() const = 0;

 protected:
  // Never deleted through a base pointer: the two states are shared constants.
  constexpr ~ring_position() = default;
  // Copied only as a base of the two states.
  constexpr ring_position(const ring_position&) = default;
};

// UpState: putting it up does nothing; putting it down first makes the rest ready.
class up_state final : public ring_position {
 public:
  constexpr void put_up(non_null_ring_state&, ring_list&) const override {}
  constexpr void put_down(non_null_ring_state& context, ring_list& self) const override;
  constexpr bool is_up() const override { return true; }
};

// DownState: the mirror image.
class down_state final : public ring_position {
 public:
  constexpr void put_up(non_null_ring_state& context, ring_list& self) const override;
  constexpr void put_down(non_null_ring_state&, ring_list&) const override {}
  constexpr bool is_up() const override { return false; }
};

// The one UpState, shared by every ring that is up.
inline constexpr up_state up{};
// The one DownState, shared by every ring that is down.
inline constexpr down_state down{};

// RingList: the head ring of a list and, when it has one, the rest, itself a RingList. Moves are
// recorded, ring 1 being the head of the outermost list.
class ring_list {
 public:
  // An empty list (the null state); moves are appended to log when it is given.
  constexpr explicit ring_list(std::vector<rings_move>* log = nullptr);
  // A list of `rings` rings, all up (the puzzle as sold) or all down.
  constexpr ring_list(int rings, bool all_up, std::vector<rings_move>* log);
  constexpr ~ring_list();
  ring_list(const ring_list&) = delete;
  ring_list& operator=(const ring_list&) = delete;

  // Adds a ring at the head, up or down: the node keeps its identity and takes the new ring;
  // what it held moves into a new rest node.
  constexpr void add_ring(bool is_up);
  // Removes the head ring; an empty list has none to remove.
  constexpr void remove_ring() {
    if (size() == 0)
      ctp::detail::reject<std::logic_error>("ctp: an empty ring list has no ring to remove");
    state_->remove_ring(*this);
  }

  // The applet's behaviours: solve (all down, all up) and make ready (head up, the rest down).
  constexpr void put_all_down() { state_->put_all_down(*this); }
  // Every ring up, ring by ring.
  constexpr void put_all_up() { state_->put_all_up(*this); }
  // The head ring up and the rest down: the only state in which the ring before it may move.
  constexpr void make_ready() { state_->make_ready(*this); }

  // How many rings the list has.
  constexpr int size() const { return state_->size(); }
  // The rings as a state: bit (size - i) set iff ring i is up.
  constexpr rings_state state() const { return state_->bits(); }

 private:
  friend class non_null_ring_state;
  friend class up_state;
  friend class down_state;

  constexpr void record(bool is_up) {
    // This node's ring is ring (n - size + 1) of the outermost list of n rings.
    if (log_ != nullptr) log_->push_back({*total_ - size() + 1, is_up});
  }

  ring_state* state_;
  std::vector<rings_move>* log_;
  // The number of rings in the outermost list, shared by all its nodes.
  int* total_;
  bool owns_total_ = false;

  // A rest node, sharing the outermost list's log and ring count.
  constexpr ring_list(std::vector<rings_move>* log, int* total)
      : state_(nullptr), log_(log), total_(total) {}
};

// NullRingState: the end of the list; it ignores every request to move or remove rings.
class null_ring_state final : public ring_state {
 public:
  // Written out so that GCC 12 can call it in constant evaluation: its implicit virtual
  // destructor, and `= default` too, are "used before [their] definition".
  constexpr ~null_ring_state() override {}  // NOLINT(modernize-use-equals-default)
  constexpr void put_all_down(ring_list&) override {}
  constexpr void put_all_up(ring_list&) override {}
  constexpr void make_ready(ring_list&) override {}
  constexpr void remove_ring(ring_list&) override {}
  constexpr int size() const override { return 0; }
  constexpr rings_state bits() const override { return 0; }
};

// NonNullRingState: a ring, up or down, and the rest of the list.
class non_null_ring_state final : public ring_state {
 public:
  // A ring at position (up or down) before the list rest, which the node owns.
  constexpr non_null_ring_state(const ring_position& position, ring_list* rest)
      : position_(&position), rest_(rest) {}
  constexpr ~non_null_ring_state() override { delete rest_; }

  // The applet's NonNullRing, line for line.
  //! [non-null-ring]
  constexpr void put_all_down(ring_list& self) override {
    position_->put_down(*this, self);
    rest_->put_all_down();
  }
  constexpr void put_all_up(ring_list& self) override {
    position_->put_up(*this, self);
    rest_->put_all_up();
  }
  constexpr void make_ready(ring_list& self) override {
    position_->put_up(*this, self);
    rest_->put_all_down();
  }
  //! [non-null-ring]

  // Removing the head ring: the node takes over its rest's state, and the emptied rest goes.
  constexpr void remove_ring(ring_list& self) override {
    ring_list* rest = rest_;
    self.state_ = rest->state_;
    rest->state_ = nullptr;
    rest_ = nullptr;
    delete rest;
    --*self.total_;
    delete this;
  }

  constexpr int size() const override { return 1 + rest_->size(); }
  constexpr rings_state bits() const override {
    return (rings_state{position_->is_up()} << rest_->size()) | rest_->state();
  }

  // The rings after this one.
  constexpr ring_list& rest() { return *rest_; }
  // The applet's setRingState, recording the move it makes.
  constexpr void set_position(const ring_position& position, ring_list& self) {
    position_ = &position;
    self.record(position.is_up());
  }

 private:
  const ring_position* position_;
  ring_list* rest_;
};

// The applet's UpState.putDown and DownState.putUp: make the rest ready, then change state.
//! [up-down-states]
constexpr void up_state::put_down(non_null_ring_state& context, ring_list& self) const {
  context.rest().make_ready();
  context.set_position(down, self);
}
constexpr void down_state::put_up(non_null_ring_state& context, ring_list& self) const {
  context.rest().make_ready();
  context.set_position(up, self);
}
//! [up-down-states]

constexpr ring_list::ring_list(std::vector<rings_move>* log)
    : state_(new null_ring_state), log_(log), total_(new int{0}), owns_total_(true) {}

constexpr ring_list::ring_list(int rings, bool all_up, std::vector<rings_move>* log)
    : ring_list(log) {
  detail::require_rings(rings);
  for (int i = 0; i != rings; ++i) add_ring(all_up);
}

constexpr ring_list::~ring_list() {
  delete state_;
  if (owns_total_) delete total_;
}

constexpr void ring_list::add_ring(bool is_up) {
  auto* rest = new ring_list(log_, total_);
  rest->state_ = state_;
  state_ = new non_null_ring_state(
      is_up ? static_cast<const ring_position&>(up) : static_cast<const ring_position&>(down),
      rest);
  ++*total_;
}

namespace detail {
// Runs one of the applet's behaviours on a fresh list of Rings rings and returns the moves it
// recorded as an array (a constant expression may not keep its allocations).
template <int Rings, bool StartUp, class Behaviour>
constexpr auto recorded_moves(Behaviour behaviour) {
  if constexpr (ctp::detail::check_compile_time_rings<Rings>()) {
    std::array<rings_move, rings_move_count(Rings)> moves{};
    std::vector<rings_move> log;
    {
      ring_list list(Rings, StartUp, &log);
      behaviour(list);
    }
    for (std::size_t k = 0; k != log.size() && k != moves.size(); ++k) moves[k] = log[k];
    return moves;
  } else {
    return std::array<rings_move, 0>{};
  }
}
}  // namespace detail

// Every move that takes all Rings rings off: a RingList of Rings rings, all up, putAllDown().
// Under default limits it reaches 15 rings with g++-12 and 13 with clang++-19
// (tests/chinese_rings/static_objects.cpp proves it): each move costs virtual calls, and the
// size of the rest to number the ring.
template <int Rings>
constexpr auto rings_remove_moves() {
  return detail::recorded_moves<Rings, true>([](ring_list& list) { list.put_all_down(); });
}

// Every move that puts all Rings rings on: a RingList of Rings rings, all down, putAllUp().
template <int Rings>
constexpr auto rings_put_on_moves() {
  return detail::recorded_moves<Rings, false>([](ring_list& list) { list.put_all_up(); });
}

}  // namespace ctp::with_objects

#endif  // CTP_CHINESE_RINGS_WITH_OBJECTS_HPP_INCLUDED
// ---- end of ctp/chinese_rings/with_objects.hpp
// ---- ctp/chinese_rings/with_recursion.hpp
// The Chinese rings, the recursion: the RingList recursion of the Chinese Ring Puzzle applet by
// jwalker (after Nguyen and Wong) as plain constexpr functions on a state, without objects:
// put_all_down, put_all_up and make_ready for the rings from i on.
#ifndef CTP_CHINESE_RINGS_WITH_RECURSION_HPP_INCLUDED
#define CTP_CHINESE_RINGS_WITH_RECURSION_HPP_INCLUDED

#include <array>
#include <cstdint>


namespace ctp::with_recursion {

// The rings of one puzzle, moved by the applet's recursion; every move goes to sink(rings_move).
// With rings_rule::double_end the last two rings are solved as a pair, by the shortest way among
// their four states, which uses the double move where it helps.
template <class Sink>
class ring_solver {
 public:
  // A solver of n rings in state, handing each move to sink; throws std::invalid_argument
  // (`ctp: ...`) when n is not 1 to 63 or state is not a state of n rings.
  constexpr ring_solver(int rings, rings_state state, Sink sink,
                        rings_rule rule = rings_rule::single)
      : rings_(rings), state_(state), sink_(sink), rule_(rule) {
    detail::require_rings_state(rings, state);
  }

  // All rings from `first` on down: ring `first` down, then the rest down (the applet's
  // NonNullRing.putAllDown); past the last ring there is nothing to do (NullRing).
  constexpr void put_all_down(int first) {
    if (first > rings_) return;
    if (is_end_pair(first)) return pair_to(0b00);
    put_down(first);
    put_all_down(first + 1);
  }
  // All rings from `first` on up (NonNullRing.putAllUp).
  constexpr void put_all_up(int first) {
    if (first > rings_) return;
    if (is_end_pair(first)) return pair_to(0b11);
    put_up(first);
    put_all_up(first + 1);
  }
  // Ring `first` up and every ring after it down (NonNullRing.makeReady): the only state in
  // which ring first - 1 may move.
  constexpr void make_ready(int first) {
    if (first > rings_) return;
    if (is_end_pair(first)) return pair_to(0b10);
    put_up(first);
    put_all_down(first + 1);
  }

  // The state the moves so far have reached.
  constexpr rings_state state() const { return state_; }

 private:
  // UpState.putDown and DownState.putUp: make the rest ready, then move the ring.
  //! [put-down-up]
  constexpr void put_down(int ring) {
    if (!rings_is_up(rings_, state_, ring)) return;
    make_ready(ring + 1);
    move({ring, false});
  }
  constexpr void put_up(int ring) {
    if (rings_is_up(rings_, state_, ring)) return;
    make_ready(ring + 1);
    move({ring, true});
  }
  //! [put-down-up]
  constexpr void move(const rings_move& m) {
    state_ = rings_apply(rings_, state_, m);
    sink_(m);
  }

  constexpr bool is_end_pair(int first) const {
    return rule_ == rings_rule::double_end && rings_ >= 2 && first == rings_ - 1;
  }

  // Brings rings n - 1 and n (bits 1 and 0) to `target` by the shortest way among the pair's
  // four states: 1. breadth-first search from the pair's state, 2. walk back from the target,
  // 3. replay those moves forwards.
  constexpr void pair_to(unsigned target) {
    const int last = rings_;
    const rings_move options[3] = {{last, false}, {last - 1, false}, {last - 1, false, true}};
    int parent[4] = {-1, -1, -1, -1};
    int via[4] = {};
    const unsigned start = state_ & 3u;
    parent[start] = static_cast<int>(start);
    unsigned queue[4] = {start};
    for (unsigned head = 0, tail = 1; head != tail; ++head) {
      const unsigned pair = queue[head];
      for (int option = 0; option != 3; ++option) {
        rings_move m = options[option];
        const rings_state pair_state = pair;  // as a 2-ring puzzle of its own, ring 1 = n - 1
        m.ring -= last - 2;
        m.up = !rings_is_up(2, pair_state, m.ring);
        if (!rings_is_legal(2, pair_state, m, rings_rule::double_end)) continue;
        const unsigned next = static_cast<unsigned>(rings_apply(2, pair_state, m));
        if (parent[next] != -1) continue;
        parent[next] = static_cast<int>(pair);
        via[next] = option;
        queue[tail++] = next;
      }
    }
    int path[3] = {};
    int length = 0;
    for (unsigned pair = target; pair != start; pair = static_cast<unsigned>(parent[pair]))
      path[length++] = via[pair];
    while (length != 0) {
      rings_move m = options[path[--length]];
      m.up = !rings_is_up(rings_, state_, m.ring);
      move(m);
    }
  }

  int rings_;
  rings_state state_;
  Sink sink_;
  rings_rule rule_;
};

// Every move that takes all Rings rings off, by the applet's recursion on a state. Under default
// limits it reaches 17 rings with g++-12 and 15 with clang++-19
// (tests/chinese_rings/static_recursion.cpp proves it): the recursion visits every ring after
// the one that moves, about n calls a move.
template <int Rings, rings_rule Rule = rings_rule::single>
constexpr auto rings_remove_moves() {
  if constexpr (ctp::detail::check_compile_time_rings<Rings>()) {
    std::array<rings_move, rings_move_count(Rings, Rule)> moves{};
    std::uint64_t count = 0;
    ring_solver solver(
        Rings, rings_all_up(Rings), [&](const rings_move& m) { moves[count++] = m; }, Rule);
    solver.put_all_down(1);
    return moves;
  } else {
    return std::array<rings_move, 0>{};
  }
}

// Every move that puts all Rings rings on, from all down.
template <int Rings, rings_rule Rule = rings_rule::single>
constexpr auto rings_put_on_moves() {
  if constexpr (ctp::detail::check_compile_time_rings<Rings>()) {
    std::array<rings_move, rings_move_count(Rings, Rule)> moves{};
    std::uint64_t count = 0;
    ring_solver solver(
        Rings, rings_all_down, [&](const rings_move& m) { moves[count++] = m; }, Rule);
    solver.put_all_up(1);
    return moves;
  } else {
    return std::array<rings_move, 0>{};
  }
}

}  // namespace ctp::with_recursion

#endif  // CTP_CHINESE_RINGS_WITH_RECURSION_HPP_INCLUDED
// ---- end of ctp/chinese_rings/with_recursion.hpp

namespace ctp {

// Every move that takes all Rings rings off, computed by the compiler with the fastest technique
// (the closed form, ctp::with_closed_form), for 1 to 20 rings (rings_max_compile_time_rings), as
// rings_packed_moves (one byte a move, a random-access range of rings_move values):
// `rings_remove_moves<3>()` is ring 3 down, ring 1 down, ring 3 up, ring 2 down, ring 3 down.
template <int Rings>
constexpr auto rings_remove_moves() {
  return with_closed_form::rings_remove_moves<Rings>();
}

// Every move that puts all Rings rings on, from all down, by the same technique.
template <int Rings>
constexpr auto rings_put_on_moves() {
  return with_closed_form::rings_put_on_moves<Rings>();
}

// The states along a removal of Rings rings: element k is the state after k moves.
template <int Rings>
constexpr auto rings_remove_states() {
  return with_closed_form::rings_remove_states<Rings>();
}

}  // namespace ctp

#endif  // CTP_CHINESE_RINGS_HPP_INCLUDED
// ---- end of ctp/chinese_rings.hpp
// ---- ctp/hanoi.hpp
// Towers of Hanoi, solved by the compiler: Peelle's move names A, B, C and his two programs
// ("Towers of Hanoi, Simplified in J", Vector 12:3), the moves as text, the disc and peg views,
// and a replaying checker. The Boost techniques, with_mp11.hpp and with_hana.hpp, are included on
// their own.
#ifndef CTP_HANOI_HPP_INCLUDED
#define CTP_HANOI_HPP_INCLUDED

#include <array>
#include <cstddef>

// ---- ctp/hanoi/closed_form/packed_moves.hpp
// Towers of Hanoi: a whole solution packed one byte a letter, eight letters a word, which is how
// Peelle's closed form ("Towers of Hanoi, Simplified in J") builds it at compile time.
#ifndef CTP_HANOI_CLOSED_FORM_PACKED_MOVES_HPP_INCLUDED
#define CTP_HANOI_CLOSED_FORM_PACKED_MOVES_HPP_INCLUDED

#include <bit>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>


namespace ctp {

// hanoi_packed_moves<Count>: Count move letters (A, B, C), one byte a letter, eight to a word; a
// read-only random-access range of char, equal (==) to the fixed_string of every other technique
// and to text. What ctp::hanoi_moves<N>() gives, with Count = hanoi_move_count(N). Structural, so
// it may be a template argument.
// 1. Letter k is byte k % 8 of word k / 8 in the word's object representation: the words' bytes,
//    in memory, are the letters in order (each word is a std::bit_cast of eight letters).
// 2. After the letters come zero bytes, one at least, to the end of the last word: the letters
//    read as a C string at run time.
// Why a byte a letter, eight in a word: both compilers' evaluators pay memory and time for every
// element of an object they build or copy, whatever its size, and the letters of 20 discs are
// 1,048,575 chars (131,072 words). For the same reason the letters have no char array to point
// into at compile time: view(), data() and c_str() are for run time only.
template <std::size_t Count>
struct hanoi_packed_moves {
  static_assert(std::endian::native == std::endian::little ||
                    std::endian::native == std::endian::big,
                "ctp: packed hanoi moves need a little- or big-endian machine");

  // The letters, eight a word, and the zero bytes after them (1. and 2. above). Public only so
  // that the type is structural; read the letters through operator[], the iterators or view().
  std::uint64_t words[Count / 8 + 1];

  // The number of letters (never the padding).
  static constexpr std::size_t size() noexcept { return Count; }
  // Whether there are no letters.
  static constexpr bool empty() noexcept { return Count == 0; }

  // Letter k (0 to size() - 1; unchecked, as for std::array), read from its byte.
  constexpr char operator[](std::size_t k) const noexcept { return element_in(words, k); }

  // A random-access iterator over the letters, whose reference is a char value: usable in
  // range-for and the std::ranges algorithms (detail::packed_iterator).
  using iterator = detail::packed_iterator<hanoi_packed_moves, char, 1>;

  // The first letter.
  constexpr iterator begin() const noexcept { return {words, 0}; }
  // Past the last letter.
  constexpr iterator end() const noexcept { return {words, std::ptrdiff_t{Count}}; }

  // The letters as a view of the words' bytes, at run time only: no constant expression may read
  // an object's bytes through a char pointer, so in one this is a compile error (ctp: packed hanoi
  // letters have bytes only at run time), not a wrong answer. Compare, index or iterate instead.
  constexpr std::string_view view() const { return {bytes(), Count}; }
  // The first letter, at run time only (as view()).
  constexpr const char* data() const { return bytes(); }
  // The letters as a C string, ended by the first zero of the padding that hanoi_moves writes;
  // at run time only (as view()).
  constexpr const char* c_str() const { return bytes(); }

  // Equal when the letters are equal (lengths may differ: then they are not equal; the padding
  // is never compared).
  template <std::size_t M>
  friend constexpr bool operator==(const hanoi_packed_moves& a,
                                   const hanoi_packed_moves<M>& b) noexcept {
    if constexpr (M != Count) {
      return false;
    } else {
      for (std::size_t w = 0; w != Count / 8; ++w)
        if (a.words[w] != b.words[w]) return false;
      for (std::size_t k = Count / 8 * 8; k != Count; ++k)
        if (a[k] != b[k]) return false;
      return true;
    }
  }
  // Equal when letter k is text[k] for every k, as the fixed_string of any other technique may
  // be (lengths may differ: then they are not equal).
  template <std::size_t M>
  friend constexpr bool operator==(const hanoi_packed_moves& a,
                                   const fixed_string<M>& text) noexcept {
    if constexpr (M != Count) {
      return false;
    } else {
      return equal_letters(a.words, text.view());
    }
  }
  // Equal when letter k is text[k] for every k (lengths may differ: then they are not equal).
  friend constexpr bool operator==(const hanoi_packed_moves& a, std::string_view text) noexcept {
    return text.size() == Count && equal_letters(a.words, text);
  }

 private:
  friend iterator;  // reads the letters through element_in

  // Letter k of words (one statement, for clang++-19's budget of steps): byte k % 8 of word k / 8,
  // counted from the least significant end on a little-endian machine, from the most significant on
  // a big one.
  static constexpr char element_in(const std::uint64_t* words, std::size_t k) noexcept {
    return static_cast<char>(
        words[k / 8] >>
        (std::endian::native == std::endian::little ? 8 * (k % 8) : 8 * (7 - k % 8)));
  }
  // True iff letter k of words is text[k] for k below Count (one statement a letter, for
  // clang++-19's budget when it compares 12 discs, 4,095 letters, in every spec check).
  static constexpr bool equal_letters(const std::uint64_t* words, std::string_view text) noexcept {
    for (std::size_t k = 0; k != Count; ++k)
      if (text[k] != element_in(words, k)) return false;
    return true;
  }
  // The words' first byte: the first letter, at run time; in a constant expression the call to
  // reject is the compile error. (Through void*, not reinterpret_cast: g++ would refuse a
  // constexpr function that holds a reinterpret_cast before reject could name the problem.)
  constexpr const char* bytes() const {
    if (std::is_constant_evaluated())
      detail::reject("ctp: packed hanoi letters have bytes only at run time: index them");
    const void* memory = words;
    return static_cast<const char*>(memory);  // a char may read any object's bytes
  }
};

}  // namespace ctp

#endif  // CTP_HANOI_CLOSED_FORM_PACKED_MOVES_HPP_INCLUDED
// ---- end of ctp/hanoi/closed_form/packed_moves.hpp
// ---- ctp/hanoi/move_name.hpp
// Towers of Hanoi: ctp::hanoi_move_name, a name for one of the three moves (a character, a number
// or a word), structural so that names can be template arguments, as in Peelle's
// `('hop';'skip';'jump') Hanoi 3` ("Towers of Hanoi, Simplified in J").
#ifndef CTP_HANOI_MOVE_NAME_HPP_INCLUDED
#define CTP_HANOI_MOVE_NAME_HPP_INCLUDED

#include <cstddef>
#include <string_view>

namespace ctp {

// A short name: at most 15 characters, from a character ('A'), an integer (1) or a string
// literal ("hop"). Compared and printed by its text.
struct hanoi_move_name {
  // The longest name, in characters.
  static constexpr std::size_t capacity = 15;

  // The characters, NUL-padded; public so that the type is structural (a template argument).
  char text[capacity + 1]{};
  // How many characters of text are the name.
  std::size_t length = 0;

  constexpr hanoi_move_name() = default;

  // A character is named by itself.
  constexpr hanoi_move_name(char letter) noexcept : length(1) { text[0] = letter; }

  // A number is named by its decimal digits.
  constexpr hanoi_move_name(int number) noexcept {
    const bool negative = number < 0;
    long long n = number;
    if (negative) n = -n;
    char digits[capacity]{};
    std::size_t count = 0;
    do {
      digits[count++] = static_cast<char>('0' + n % 10);
      n /= 10;
    } while (n != 0);
    if (negative) text[length++] = '-';
    while (count != 0) text[length++] = digits[--count];
  }

  // A string literal is named by its characters; more than 15 is a compile error,
  // `ctp: a move name has at most 15 characters`.
  template <std::size_t Size>
  constexpr hanoi_move_name(const char (&word)[Size]) noexcept : length(Size - 1) {
    static_assert(Size - 1 <= capacity, "ctp: a move name has at most 15 characters");
    for (std::size_t i = 0; i + 1 < Size; ++i) text[i] = word[i];
  }

  // The name as a view of its characters.
  constexpr std::string_view view() const noexcept { return {text, length}; }
  constexpr operator std::string_view() const noexcept { return view(); }

  // Names compare by text; a string literal converts, so `name == "hop"` reads as it should.
  friend constexpr bool operator==(const hanoi_move_name&, const hanoi_move_name&) = default;
};

}  // namespace ctp

#endif  // CTP_HANOI_MOVE_NAME_HPP_INCLUDED
// ---- end of ctp/hanoi/move_name.hpp
// ---- ctp/hanoi/replay.hpp
// Towers of Hanoi: a simulator that replays a move string on real pegs (the rules of Peelle's
// "Towers of Hanoi, Simplified in J") and proves every move legal and all discs on GOAL at the
// end; plus the symmetry Peelle points out.
#ifndef CTP_HANOI_REPLAY_HPP_INCLUDED
#define CTP_HANOI_REPLAY_HPP_INCLUDED

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>

// ---- ctp/hanoi/rules.hpp
// Towers of Hanoi: the pegs, the three move names, the limits and the O(1) formulas for any move,
// after Peelle, "Towers of Hanoi, Simplified in J" (Vector 12:3) and the classic binary solution.
#ifndef CTP_HANOI_RULES_HPP_INCLUDED
#define CTP_HANOI_RULES_HPP_INCLUDED

#include <bit>
#include <cstdint>
#include <string_view>


namespace ctp {

// The largest number of discs: hanoi_move_count computes 2^discs - 1 by a shift of a
// std::uint64_t, and a shift by 64 is undefined (2^64 - 1 itself would still fit).
inline constexpr int hanoi_max_discs = 63;

// The three pegs, in Peelle's order.
enum class hanoi_peg : unsigned char { start, park, goal };

// Peelle's name of a peg: START, PARK or GOAL.
constexpr std::string_view hanoi_peg_name(hanoi_peg peg) noexcept {
  constexpr std::string_view names[] = {"START", "PARK", "GOAL"};
  return names[static_cast<unsigned>(peg)];
}

// Peelle's move letters: a move names a pair of pegs and the legal direction is implied.
// A = START-PARK, B = START-GOAL, C = PARK-GOAL.
inline constexpr std::string_view hanoi_letters = "ABC";

// True iff discs is a number of discs the puzzle accepts (1 to 63); never throws. discs is of any
// integer type and its value is checked, not a narrower copy (2^32 + 3 is not valid); bool, a
// character or floating point is a compile error.
template <class Discs>
constexpr bool hanoi_valid(Discs discs) noexcept {
  return detail::is_within(discs, 1, std::uint64_t{hanoi_max_discs});
}

// The most discs whose complete move list is built at compile time, by any technique: clang checks
// the length of every array in a constant expression against its step budget
// (-fconstexpr-steps, 2^20 by default), so no compile-time list is longer than 2^20 - 1 moves.
// Larger puzzles are streamed with hanoi_move_at, or generated by ctp-gen.
inline constexpr int hanoi_max_compile_time_discs = 20;

namespace detail {
// True iff a complete move list for Discs discs may be built; otherwise one static_assert names
// the problem. Solvers test it with `if constexpr` so that no second error follows the first.
template <int Discs>
consteval bool check_compile_time_discs() {
  static_assert(hanoi_valid(Discs), "ctp: hanoi needs 1 to 63 discs");
  static_assert(!hanoi_valid(Discs) || Discs <= hanoi_max_compile_time_discs,
                "ctp: a compile-time hanoi move list needs 1 to 20 discs; "
                "use hanoi_move_at(discs, k) for more");
  return hanoi_valid(Discs) && Discs <= hanoi_max_compile_time_discs;
}

// True iff three move names are distinct; with two equal names the list is no solution at all.
constexpr bool distinct_names(char first, char second, char third) noexcept {
  return first != second && first != third && second != third;
}

// Distinct; when false, one static_assert names the problem.
template <bool Distinct>
consteval bool check_distinct_names() {
  static_assert(Distinct, "ctp: hanoi needs three distinct move names");
  return Distinct;
}

// The disc count a type-level technique may instantiate: Discs when a compile-time list for
// Discs discs is allowed and the names are distinct; otherwise 1, after one static_assert
// naming the problem, so that bad input gives one clear error and no runaway recursion.
template <int Discs, bool DistinctNames = true>
consteval int checked_discs() {
  const bool names_ok = check_distinct_names<DistinctNames>();
  const bool discs_ok = check_compile_time_discs<Discs>();
  return names_ok && discs_ok ? Discs : 1;
}

// Rejects a bad disc count (detail::reject): a compile error inside a constant expression, whose
// line names the problem; an exception at run time.
template <class Discs>
constexpr void require_hanoi_discs(Discs discs) {
  if (!hanoi_valid(discs)) detail::reject("ctp: hanoi needs 1 to 63 discs");
}
}  // namespace detail

// The number of moves for discs discs: 2^discs - 1 (Peelle's `<:2^N`). discs is of any integer
// type, checked as hanoi_valid checks it; a bad number throws `ctp: hanoi needs 1 to 63 discs`.
template <class Discs>
constexpr std::uint64_t hanoi_move_count(Discs discs) {
  detail::require_hanoi_discs(discs);
  return (std::uint64_t{1} << detail::whole_number_as<int>(discs)) - 1;
}

namespace detail {
template <class Discs, class Index>
constexpr void require_hanoi_move(Discs discs, Index k) {
  if (!detail::is_below(k, hanoi_move_count(discs)))
    detail::reject<std::out_of_range>("ctp: hanoi move index must be below 2^discs - 1");
}
}  // namespace detail

// The letter (A, B or C) of move k (counted from 0) in O(1). Peelle's mnemonic: the solution
// repeats ABC for an even number of discs and BAC for an odd number. discs and k are of any
// integer type and their values are checked before any conversion: a bad number of discs throws
// `ctp: hanoi needs 1 to 63 discs`, a k past the last move std::out_of_range.
template <class Discs, class Index>
constexpr char hanoi_move_at(Discs discs, Index k) {
  detail::require_hanoi_move(discs, k);
  constexpr std::string_view even = "ABC", odd = "BAC";
  const auto index = detail::whole_number_as<std::uint64_t>(k);
  return (detail::whole_number_as<int>(discs) % 2 == 0 ? even : odd)[index % 3];
}

// The disc moved by move k (counted from 0), discs numbered 1 (smallest) up: the ruler sequence
// 1 2 1 3 1 2 1 4 ..., one more than the number of trailing zeros of k + 1.
constexpr int hanoi_disc_at(std::uint64_t k) noexcept { return std::countr_zero(k + 1) + 1; }

// One move in the peg view: which disc goes from which peg to which.
struct hanoi_step {
  int disc;        // 1 (the smallest) to the number of discs
  hanoi_peg from;  // the peg it leaves
  hanoi_peg to;    // the peg it lands on
  // Equal when every member is equal.
  friend constexpr bool operator==(const hanoi_step&, const hanoi_step&) = default;
};

// Move k (counted from 0) in the peg view, in O(1).
// 1. With m = k + 1, the disc is one more than the trailing zeros of m.
// 2. Numbering pegs 0, 1, 2, the classic binary solution moves it from (m & (m - 1)) mod 3 to
//    ((m | (m - 1)) + 1) mod 3; that solution ends on peg 2 for an odd number of discs and on
//    peg 1 for an even number.
// 3. So for an even number of discs PARK and GOAL trade places.
// discs and k are checked as hanoi_move_at checks them.
template <class Discs, class Index>
constexpr hanoi_step hanoi_step_at(Discs discs, Index k) {
  detail::require_hanoi_move(discs, k);
  const auto index = detail::whole_number_as<std::uint64_t>(k);
  const bool even = detail::whole_number_as<int>(discs) % 2 == 0;
  const std::uint64_t m = index + 1;
  auto peg = [even](std::uint64_t p) {
    if (even && p != 0) p = 3 - p;
    return static_cast<hanoi_peg>(p);
  };
  return {hanoi_disc_at(index), peg((m & (m - 1)) % 3), peg(((m | (m - 1)) + 1) % 3)};
}

// The letter that names the pair of pegs a move uses: A = START-PARK, B = START-GOAL,
// C = PARK-GOAL (the sum of the two peg numbers, less one).
constexpr char hanoi_letter_of(hanoi_peg from, hanoi_peg to) noexcept {
  return hanoi_letters[static_cast<unsigned>(from) + static_cast<unsigned>(to) - 1];
}

}  // namespace ctp

#endif  // CTP_HANOI_RULES_HPP_INCLUDED
// ---- end of ctp/hanoi/rules.hpp

namespace ctp {

// What a replay found: whether every move was legal, the index of the first move that was not
// (when one was not), and whether all discs ended on GOAL.
struct hanoi_replay_result {
  bool legal;                   // every move was legal
  std::uint64_t first_illegal;  // the index of the first illegal move, when one was not legal
  bool solved;                  // every disc ended on GOAL
  // Equal when every member is equal.
  friend constexpr bool operator==(const hanoi_replay_result&,
                                   const hanoi_replay_result&) = default;
};

namespace detail {
// The replay of hanoi_replay, for any letters that have size() and operator[] (text, or the
// packed letters of the closed form), and a number of discs hanoi_replay has checked.
template <class Letters>
constexpr hanoi_replay_result replay_hanoi_letters(const Letters& letters, int discs) {
  // 1. Each peg is a stack of disc numbers, bottom first; START holds discs..1.
  int pegs[3][hanoi_max_discs]{};
  int heights[3]{discs, 0, 0};
  for (int i = 0; i != discs; ++i) pegs[0][i] = discs - i;
  constexpr int pairs[3][2] = {{0, 1}, {0, 2}, {1, 2}};
  constexpr int no_disc = hanoi_max_discs + 1;  // larger than any disc: an empty peg's "top"
  for (std::uint64_t k = 0; k != letters.size(); ++k) {
    // 2. The letter names two pegs p and q.
    const char letter = letters[k];
    if (letter < 'A' || letter > 'C') return {false, k, false};
    int p = pairs[letter - 'A'][0], q = pairs[letter - 'A'][1];
    auto top = [&](int peg) { return heights[peg] == 0 ? no_disc : pegs[peg][heights[peg] - 1]; };
    // 3. Both empty: nothing can move. Otherwise the smaller top disc moves onto the other peg.
    if (top(p) == no_disc && top(q) == no_disc) return {false, k, false};
    if (top(q) < top(p)) std::swap(p, q);
    pegs[q][heights[q]++] = pegs[p][--heights[p]];
  }
  // 4. Solved when every disc is on GOAL (it is then in order: every move was legal).
  return {true, 0, heights[2] == discs};
}

// The check of hanoi_is_symmetric, for any letters that have size() and operator[].
template <class Letters>
constexpr bool hanoi_letters_symmetric(const Letters& letters) noexcept {
  for (std::size_t i = 0, j = letters.size(); i < j--; ++i)
    if (letters[i] + letters[j] != 'A' + 'C') return false;
  return true;
}
}  // namespace detail

// Replays letters (A = START-PARK, B = START-GOAL, C = PARK-GOAL) starting with all discs on
// START. A letter names two pegs; the move is legal when one of them has a disc, and the smaller
// top disc then moves onto the other peg (the only legal direction). A letter other than A, B
// or C is an illegal move. Throws `ctp: hanoi needs 1 to 63 discs` for a bad number of discs,
// which is of any integer type and checked as hanoi_valid checks it.
template <class Discs>
constexpr hanoi_replay_result hanoi_replay(std::string_view letters, Discs discs) {
  detail::require_hanoi_discs(discs);
  return detail::replay_hanoi_letters(letters, detail::whole_number_as<int>(discs));
}
// Replays the packed letters of ctp::hanoi_moves<N>() as hanoi_replay does text, at compile time
// too.
template <std::size_t Count, class Discs>
constexpr hanoi_replay_result hanoi_replay(const hanoi_packed_moves<Count>& letters, Discs discs) {
  detail::require_hanoi_discs(discs);
  return detail::replay_hanoi_letters(letters, detail::whole_number_as<int>(discs));
}

// Peelle's symmetry: the second half of a solution is the complement of the first half
// reversed, so with A, B, C = 0, 1, 2 every move plus its mirror image sums to 2.
constexpr bool hanoi_is_symmetric(std::string_view letters) noexcept {
  return detail::hanoi_letters_symmetric(letters);
}
// Peelle's symmetry for the packed letters of ctp::hanoi_moves<N>(), as for text.
template <std::size_t Count>
constexpr bool hanoi_is_symmetric(const hanoi_packed_moves<Count>& letters) noexcept {
  return detail::hanoi_letters_symmetric(letters);
}

}  // namespace ctp

#endif  // CTP_HANOI_REPLAY_HPP_INCLUDED
// ---- end of ctp/hanoi/replay.hpp
// ---- ctp/hanoi/text.hpp
// Towers of Hanoi as text: Peelle's move letters A, B, C ("Towers of Hanoi, Simplified in J") as a
// ctp::fixed_string, read in one step from the words of his closed form's packed letters.
#ifndef CTP_HANOI_TEXT_HPP_INCLUDED
#define CTP_HANOI_TEXT_HPP_INCLUDED

#include <bit>
#include <cstddef>

// ---- ctp/hanoi/with_closed_form.hpp
// Towers of Hanoi by the closed form: Peelle's efficient program ("Towers of Hanoi, Simplified in
// J") repeats one permutation of the three names until there are 2^N - 1 moves. In J:
// `Hanoi =. {~ I` with `I =. M $ P A. i.@3:`.
#ifndef CTP_HANOI_WITH_CLOSED_FORM_HPP_INCLUDED
#define CTP_HANOI_WITH_CLOSED_FORM_HPP_INCLUDED

#include <bit>
#include <cstddef>
#include <cstdint>

// ---- ctp/detail/copy_within.hpp
// ctp::detail::copy_within: copies a block of characters inside one buffer, cheaply in constant
// evaluation too, for hanoi_write_moves, which writes Hanoi's letters into any buffer (the
// compile-time move lists are built as whole structs instead: ctp/detail/blocks.hpp).
#ifndef CTP_DETAIL_COPY_WITHIN_HPP_INCLUDED
#define CTP_DETAIL_COPY_WITHIN_HPP_INCLUDED

#include <cstddef>

namespace ctp::detail {

// Copies chars[from, from + count) to chars[to, to + count); the ranges must not overlap.
// Chars is anything indexable by position: a C array (the fast case in constant evaluation),
// std::string, std::vector<char>.
template <class Chars>
constexpr void copy_within(Chars& chars, std::size_t from, std::size_t to, std::size_t count) {
  if (count == 0) return;
#if defined(__clang__)
  // Clang evaluates __builtin_memcpy in constant expressions as a single step, whatever the
  // length; a loop would cost a step per character against a budget of 2^20 steps.
  __builtin_memcpy(&chars[to], &chars[from], count);
#else
  // GCC 12 cannot evaluate memcpy in constant expressions, and it stops any single loop after
  // 2^18 iterations: copy in chunks of 4096. Index the array itself: in GCC's evaluator a
  // pointer walk costs more operations a character than indexing (docs/cookbook.md).
  constexpr std::size_t chunk = 4096;
  for (std::size_t first = 0; first < count; first += chunk) {
    const std::size_t last = count - first < chunk ? count : first + chunk;
    for (std::size_t i = first; i != last; ++i) chars[to + i] = chars[from + i];
  }
#endif
}

}  // namespace ctp::detail

#endif  // CTP_DETAIL_COPY_WITHIN_HPP_INCLUDED
// ---- end of ctp/detail/copy_within.hpp

namespace ctp::with_closed_form {

// Writes the 2^discs - 1 move letters for discs discs to out[0, 2^discs - 1) (no terminator), at
// compile time or run time; out is a char array, std::string or std::vector<char> of at least
// that size. ctp-gen calls this very function to write its tables. discs is of any integer type,
// checked as hanoi_move_count checks it.
// 1. P: the permutation of ABC, 0 A. (ABC for an even number of discs) or 2 A. (BAC for odd).
// 2. M $: the first three moves are that permutation; the list is periodic with period three.
// 3. So every prefix of whole periods can be copied after itself: the list doubles with each
//    copy, so about log2(M) calls of detail::copy_within build it.
//! [closed-form]
template <class Chars, class Discs>
constexpr void hanoi_write_moves(Chars& out, Discs discs) {
  const std::uint64_t total = hanoi_move_count(discs);
  for (std::uint64_t k = 0; k != 3 && k != total; ++k) out[k] = hanoi_move_at(discs, k);
  for (std::uint64_t done = 3; done < total;) {
    const std::uint64_t copied = done <= total - done ? done : total - done;
    ctp::detail::copy_within(out, 0, done, copied);
    done += copied;
  }
}
//! [closed-form]

// The move letters for Discs discs, packed eight to a word (hanoi_packed_moves), by Peelle's
// closed form (what ctp::hanoi_moves uses). Reaches 20 discs, ctp's cap
// (hanoi_max_compile_time_discs), with g++-12 and clang++-19 under default limits
// (tests/hanoi/static_closed_form.cpp), with most of both budgets to spare: the evaluator's work
// does not grow with the number of discs but for the copies, one or two more a disc
// (scripts/bench_least_budget.py measures it).
// 1. P: the three letters of the period, as hanoi_write_moves starts.
// 2. Every word of eight letters but the last is whole, and the words repeat with a period of
//    three words (24 letters, a multiple of the letters' period). A block of 24 words is written
//    once and repeated by doubling struct copies (detail::repeat_prefix): about 2 log2 of the
//    number of blocks copies, and one shorter block for what is left.
// 3. The last word holds the last letters (2^Discs - 1 is odd: one to seven of them), then zeros.
// 4. The words are laid out as the hanoi_packed_moves by one std::bit_cast: they stay words, as
//    the evaluators pay for every element of the answer.
//! [closed-form-blocks]
template <int Discs>
constexpr auto hanoi_moves() {
  if constexpr (ctp::detail::check_compile_time_discs<Discs>()) {
    using word = std::uint64_t;
    constexpr std::size_t count = hanoi_move_count(Discs), size = sizeof(word);
    constexpr std::size_t whole_words = count / size, period_words = 24;
    const char period[3] = {hanoi_move_at(Discs, 0 % count), hanoi_move_at(Discs, 1 % count),
                            hanoi_move_at(Discs, 2 % count)};
    const auto eight_letters = [&](std::size_t first) {  // letters first to first + 7, then zeros
      ctp::detail::block<char, size> eight;
      for (std::size_t i = 0; i != size; ++i)
        eight.items[i] = first + i < count ? period[(first + i) % 3] : '\0';
      return std::bit_cast<word>(eight);
    };
    const ctp::detail::block<word, 1> last{{eight_letters(whole_words * size)}};
    if constexpr (whole_words == 0) {
      return std::bit_cast<hanoi_packed_moves<count>>(last);
    } else {
      ctp::detail::block<word, period_words> letters;
      for (std::size_t w = 0; w != period_words; ++w) letters.items[w] = eight_letters(w * size);
      return std::bit_cast<hanoi_packed_moves<count>>(
          ctp::detail::join(ctp::detail::repeat_prefix<whole_words>(letters), last));
    }
  } else {
    return fixed_string<0>{""};
  }
}
//! [closed-form-blocks]

}  // namespace ctp::with_closed_form

#endif  // CTP_HANOI_WITH_CLOSED_FORM_HPP_INCLUDED
// ---- end of ctp/hanoi/with_closed_form.hpp

namespace ctp {

namespace detail {
// The letters of moves as a fixed_string, with its terminator.
// 1. The words' bytes, in memory, are the letters in order, then zeros (hanoi_packed_moves), so
//    the first Count bytes of the words are the fixed_string's characters: one std::bit_cast
//    reads them all, which both evaluators do in one step, where a loop would pay for each letter
//    (and g++-12 stops a loop after 2^18 of them).
// 2. The words hold Count + 1 bytes or more (2^N bytes for N >= 3 discs, 8 for fewer): the bytes
//    after the letters' Count are the terminator and, when there are more, a second member of the
//    struct the words are cast to.
// 3. The terminator is written again, so that it never depends on the padding's bytes.
template <std::size_t Count>
constexpr fixed_string<Count> hanoi_text_of(const hanoi_packed_moves<Count>& moves) noexcept {
  constexpr std::size_t after_terminator = sizeof(moves) - (Count + 1);
  auto text = [&moves] {
    if constexpr (after_terminator == 0) {
      return std::bit_cast<fixed_string<Count>>(moves);
    } else {
      return std::bit_cast<joined<fixed_string<Count>, block<char, after_terminator>>>(moves).first;
    }
  }();
  text.chars[Count] = '\0';
  return text;
}
}  // namespace detail

// The moves for Discs discs as text: Peelle's letters A, B, C, the very letters of
// hanoi_moves<Discs>(), as a fixed_string<2^Discs - 1>, so that they are a string in a constant
// expression too. `constexpr auto moves = ctp::hanoi_moves_text<3>();` makes `moves.view()` the
// std::string_view "BACBACB" and `moves.c_str()` a C string, at compile time and at run time.
// 1 to 20 discs (hanoi_max_compile_time_discs) with g++-12 and clang++-19 under default limits
// (tests/hanoi/static_text.cpp); other counts are one compile error, `ctp: hanoi needs 1 to 63
// discs` or `ctp: a compile-time hanoi move list needs 1 to 20 discs; use hanoi_move_at(discs, k)
// for more`. hanoi_moves<Discs>() is the cheaper answer when the letters need only be compared,
// indexed or iterated: it keeps them eight to a 64-bit word, and the evaluators pay for every
// element of an answer, where the text has one a letter (a char array of 2^20 for 20 discs).
template <int Discs>
constexpr auto hanoi_moves_text() {
  if constexpr (detail::check_compile_time_discs<Discs>()) {
    return detail::hanoi_text_of(with_closed_form::hanoi_moves<Discs>());
  } else {
    return fixed_string<0>{""};
  }
}

}  // namespace ctp

#endif  // CTP_HANOI_TEXT_HPP_INCLUDED
// ---- end of ctp/hanoi/text.hpp
// ---- ctp/hanoi/views.hpp
// Towers of Hanoi: the whole solution in the other views of the appendix of Peelle's "Towers of
// Hanoi, Simplified in J": the disc view (the ruler sequence 1 2 1 3 ...) and the peg view
// (disc, from, to).
#ifndef CTP_HANOI_VIEWS_HPP_INCLUDED
#define CTP_HANOI_VIEWS_HPP_INCLUDED

#include <array>
#include <cstddef>


namespace ctp {

// The disc moved by each move for Discs discs: 1 2 1 3 1 2 1 4 ... (Peelle's `H 4`).
template <int Discs>
constexpr auto hanoi_discs() {
  if constexpr (detail::check_compile_time_discs<Discs>()) {
    std::array<int, hanoi_move_count(Discs)> discs{};
    for (std::size_t k = 0; k != discs.size(); ++k) discs[k] = hanoi_disc_at(k);
    return discs;
  } else {
    return std::array<int, 0>{};
  }
}

// Every move for Discs discs in the peg view (disc, from, to): for 3 discs Peelle's APL
// listing START->GOAL, START->PARK, GOAL->PARK, START->GOAL, PARK->START, PARK->GOAL, START->GOAL.
template <int Discs>
constexpr auto hanoi_steps() {
  if constexpr (detail::check_compile_time_discs<Discs>()) {
    std::array<hanoi_step, hanoi_move_count(Discs)> steps{};
    for (std::size_t k = 0; k != steps.size(); ++k) steps[k] = hanoi_step_at(Discs, k);
    return steps;
  } else {
    return std::array<hanoi_step, 0>{};
  }
}

}  // namespace ctp

#endif  // CTP_HANOI_VIEWS_HPP_INCLUDED
// ---- end of ctp/hanoi/views.hpp
// ---- ctp/hanoi/with_class_templates.hpp
// Towers of Hanoi by class templates: Peelle's recursive program ("Towers of Hanoi, Simplified in
// J") as pre-constexpr class template recursion: the moves are a type, move_list<'B', 'A', 'C',
// ...>, built by the compiler's template instantiation instead of its constant evaluator.
#ifndef CTP_HANOI_WITH_CLASS_TEMPLATES_HPP_INCLUDED
#define CTP_HANOI_WITH_CLASS_TEMPLATES_HPP_INCLUDED

// ---- ctp/detail/fixed_string_of.hpp
// ctp::detail::fixed_string_of: the exit from the type level to the value level, a pack of chars
// (one template argument a move) made into one fixed_string; shared by the type-level Hanoi
// techniques (class templates, MP11, Hana).
#ifndef CTP_DETAIL_FIXED_STRING_OF_HPP_INCLUDED
#define CTP_DETAIL_FIXED_STRING_OF_HPP_INCLUDED

#include <bit>


namespace ctp::detail {

// The fixed_string holding Letters, in order.
// 1. Expand the pack into a plain array whose length the compiler counts itself: clang 16 to 19
//    get sizeof...(Letters) wrong from 65,536 letters up (it wraps modulo 2^16: llvm/llvm-project
//    issue 119600), so neither sizeof...() nor std::array<char, sizeof...(Letters)> may be used.
// 2. One std::bit_cast copies the whole array in one step: a loop (fixed_string's own
//    constructor) would stop at GCC's limit of 2^18 iterations per loop, that is at 18 discs.
template <char... Letters>
constexpr auto fixed_string_of() noexcept {
  const char letters[] = {Letters..., '\0'};
  return std::bit_cast<fixed_string<sizeof letters - 1>>(letters);
}

}  // namespace ctp::detail

#endif  // CTP_DETAIL_FIXED_STRING_OF_HPP_INCLUDED
// ---- end of ctp/detail/fixed_string_of.hpp

namespace ctp::with_class_templates {

// move_list<Moves...>: a solution as a type, one template argument a move
// (move_list<'A', 'B', 'C'> for 2 discs).
template <char... Moves>
struct move_list {};

namespace detail {
// concat<L1, L2, L3>::type: the three move lists one after the other. Partial specialization
// deduces each list's moves as a pack; one pack expansion joins them. This is the type-level ','
// of Peelle's `(Park Hanoi ]-1:),Move,(Goal Hanoi ]-1:)`.
template <class First, class Second, class Third>
struct concat;

template <char... First, char... Second, char... Third>
struct concat<move_list<First...>, move_list<Second...>, move_list<Third...>> {
  using type = move_list<First..., Second..., Third...>;
};

// The letters of a move_list as a fixed_string.
template <char... Moves>
constexpr auto to_fixed_string(move_list<Moves...>) noexcept {
  return ctp::detail::fixed_string_of<Moves...>();
}
}  // namespace detail

// hanoi<Discs, First, Second, Third>::type: the move_list for Discs discs with the three move
// names in Peelle's order (A, B, C: START-PARK, START-GOAL, PARK-GOAL). Discs must be 1 or more;
// hanoi_t checks it for you.
// 1. One disc (the specialization below): Move, the second name.
// 2. Otherwise Park (swap the first two names) for Discs - 1, then Move, then Goal (swap the last
//    two names) for Discs - 1.
// The compiler instantiates each hanoi<k, ...> once and remembers it: at most 6 orders of the
// names a level, so about 6 * Discs instantiations, though the last ones hold 2^Discs - 1
// template arguments.
//! [class-template]
template <int Discs, char First, char Second, char Third>
struct hanoi {
  // The moves: a move_list of the names.
  using type = typename detail::concat<typename hanoi<Discs - 1, Second, First, Third>::type,
                                       move_list<Second>,
                                       typename hanoi<Discs - 1, First, Third, Second>::type>::type;
};

// One disc: one move, named Second.
template <char First, char Second, char Third>
struct hanoi<1, First, Second, Third> {
  // The one move.
  using type = move_list<Second>;
};
//! [class-template]

// hanoi_t<Discs> (1 to 20 discs): the solution as a type, hanoi_t<2> is move_list<'A', 'B', 'C'>;
// other names may replace A, B, C: hanoi_t<2, 'x', 'y', 'z'> is move_list<'x', 'y', 'z'>.
template <int Discs, char First = 'A', char Second = 'B', char Third = 'C'>
using hanoi_t = typename hanoi<
    ctp::detail::checked_discs<Discs, ctp::detail::distinct_names(First, Second, Third)>(), First,
    Second, Third>::type;

// The move letters for Discs discs as a fixed_string, by class template recursion. Reaches 20
// discs (hanoi_max_compile_time_discs) with g++-12 and clang++-19 under default limits
// (tests/hanoi/static_class_templates.cpp): instantiation counts no steps and the recursion is
// only Discs deep.
template <int Discs>
constexpr auto hanoi_moves() {
  if constexpr (ctp::detail::check_compile_time_discs<Discs>()) {
    return detail::to_fixed_string(typename hanoi<Discs, 'A', 'B', 'C'>::type{});
  } else {
    return fixed_string<0>{""};
  }
}

}  // namespace ctp::with_class_templates

#endif  // CTP_HANOI_WITH_CLASS_TEMPLATES_HPP_INCLUDED
// ---- end of ctp/hanoi/with_class_templates.hpp
// ---- ctp/hanoi/with_recursion.hpp
// Towers of Hanoi by recursion: Peelle's recursive program ("Towers of Hanoi, Simplified in J")
// as plain constexpr recursion. In J:
// `Hanoi =. ((Park Hanoi ]-1:),Move,(Goal Hanoi ]-1:)) Else Move If (]=1:)`.
#ifndef CTP_HANOI_WITH_RECURSION_HPP_INCLUDED
#define CTP_HANOI_WITH_RECURSION_HPP_INCLUDED


namespace ctp::with_recursion {

// Writes the moves for discs discs to out and returns the end of what it wrote. The names are
// passed in Peelle's order (first, second, third), for any name type:
// 1. one disc: Move, the second name;
// 2. otherwise Park (swap the first two names) for discs - 1, then Move, then Goal (swap the
//    last two names) for discs - 1.
//! [peelle-recursion]
template <class Name>
constexpr Name* peelle_hanoi(Name* out, const Name& first, const Name& second, const Name& third,
                             int discs) {
  if (discs == 1) {
    *out++ = second;
    return out;
  }
  out = peelle_hanoi(out, second, first, third, discs - 1);
  *out++ = second;
  return peelle_hanoi(out, first, third, second, discs - 1);
}
//! [peelle-recursion]

// The move letters for Discs discs, by Peelle's recursion: 2^Discs - 1 calls, one per move.
// Reaches 19 discs with g++-12 and 17 with clang++-19 under default limits
// (tests/hanoi/static_recursion.cpp): each compiler counts the calls against its step limit.
template <int Discs>
constexpr auto hanoi_moves() {
  if constexpr (ctp::detail::check_compile_time_discs<Discs>()) {
    fixed_string<hanoi_move_count(Discs)> moves;
    *peelle_hanoi(moves.chars, 'A', 'B', 'C', Discs) = '\0';
    return moves;
  } else {
    return fixed_string<0>{""};
  }
}

}  // namespace ctp::with_recursion

#endif  // CTP_HANOI_WITH_RECURSION_HPP_INCLUDED
// ---- end of ctp/hanoi/with_recursion.hpp

namespace ctp {

namespace detail {
// True iff Names are three distinct names; otherwise one static_assert names the problem.
template <hanoi_move_name... Names>
consteval bool check_move_names() {
  constexpr bool three_distinct = [] {
    if constexpr (sizeof...(Names) != 3) {
      return false;
    } else {
      constexpr hanoi_move_name names[] = {Names...};
      return names[0] != names[1] && names[0] != names[2] && names[1] != names[2];
    }
  }();
  return check_distinct_names<three_distinct>();
}
}  // namespace detail

// The solution for Discs discs, computed by the compiler with the technique the library
// recommends (Peelle's closed form, ctp::with_closed_form), 1 to 20 discs.
// - `hanoi_moves<3>()` is Peelle's letters A, B, C, == "BACBACB", packed eight to a word
//   (hanoi_packed_moves: indexed, iterated and compared at compile time, a view at run time);
//   for the same letters as a string in a constant expression, hanoi_moves_text<3>() (text.hpp);
// - `hanoi_moves<3, "hop", "skip", "jump">()` is a std::array of hanoi_move_name: skip hop jump
//   skip hop jump skip; any three distinct characters, numbers or words of up to 15 letters will
//   do.
template <int Discs, hanoi_move_name... Names>
constexpr auto hanoi_moves() {
  if constexpr (sizeof...(Names) == 0) {
    return with_closed_form::hanoi_moves<Discs>();
  } else if constexpr (detail::check_move_names<Names...>() &&
                       detail::check_compile_time_discs<Discs>()) {
    const auto letters = with_closed_form::hanoi_moves<Discs>();
    constexpr hanoi_move_name names[] = {Names...};
    std::array<hanoi_move_name, letters.size()> moves{};
    for (std::size_t k = 0; k != moves.size(); ++k) moves[k] = names[letters[k] - 'A'];
    return moves;
  } else {
    return std::array<hanoi_move_name, 0>{};
  }
}

}  // namespace ctp

#endif  // CTP_HANOI_HPP_INCLUDED
// ---- end of ctp/hanoi.hpp
// ---- ctp/nine_tails.hpp
// Nine tails (Liang, "The Weighted Nine Tails Problem"), solved by the compiler: boards of R x C
// coins, the least flips (or moves) of every state to all tails, canonical optimal paths, three
// techniques proven equal (Dial's buckets, a binary heap, Liang's linear scan), and a certificate
// that proves a cost table optimal. The run-time solver of boards up to 5 x 5, the one ctp-gen
// runs, is included on its own: nine_tails/run_time/solution.hpp.
#ifndef CTP_NINE_TAILS_HPP_INCLUDED
#define CTP_NINE_TAILS_HPP_INCLUDED

// ---- ctp/nine_tails/certificate.hpp
// Nine tails (Liang, "The Weighted Nine Tails Problem"): a certificate that a cost table is
// optimal, checked far more cheaply than solving again: the Bellman optimality equations.
#ifndef CTP_NINE_TAILS_CERTIFICATE_HPP_INCLUDED
#define CTP_NINE_TAILS_CERTIFICATE_HPP_INCLUDED

#include <cstdint>

// ---- ctp/nine_tails/rules.hpp
// The rules of nine tails on an R x C board (Liang, "The Weighted Nine Tails Problem"): coins H
// or T, a move at a head flips it and its orthogonal neighbours, weighted by the coins flipped.
#ifndef CTP_NINE_TAILS_RULES_HPP_INCLUDED
#define CTP_NINE_TAILS_RULES_HPP_INCLUDED

#include <bit>
#include <cstdint>
#include <optional>


namespace ctp {

// The most cells a board may have: 5 x 5, 33,554,432 states (the generator's largest table).
inline constexpr int nine_tails_max_cells = 25;

// A board state: bit (cells - 1 - k) is 1 iff cell k (row-major, cell 0 top-left) shows T, so
// cell 0 is the most significant bit: HHHTTTHHH is 56 and TTTTTTTTT, the goal, is 511.
using nine_tails_state = std::uint32_t;

// What a solution minimises: the number of coins flipped (Liang's weighted model) or the number
// of moves (his NineTailModel).
enum class nine_tails_model : unsigned char { weighted, unweighted };

// The shape of a board: rows x cols cells, 1 to 25 of them.
struct nine_tails_shape {
  int rows;  // 1 to 25
  int cols;  // 1 to 25, rows * cols at most 25

  // How many cells: rows * cols.
  constexpr int cells() const noexcept { return rows * cols; }
  // How many states: 2^cells().
  constexpr std::uint64_t state_count() const noexcept { return std::uint64_t{1} << cells(); }
  // The goal: every coin tails.
  constexpr nine_tails_state all_tails() const noexcept {
    return static_cast<nine_tails_state>(state_count() - 1);
  }
  // The bit of cell k.
  constexpr nine_tails_state bit(int cell) const noexcept {
    return nine_tails_state{1} << (cells() - 1 - cell);
  }
  // The coins a move at cell k flips: k and its orthogonal neighbours.
  constexpr nine_tails_state flip_mask(int cell) const noexcept {
    const int row = cell / cols, col = cell % cols;
    nine_tails_state mask = bit(cell);
    if (row > 0) mask |= bit(cell - cols);
    if (row + 1 < rows) mask |= bit(cell + cols);
    if (col > 0) mask |= bit(cell - 1);
    if (col + 1 < cols) mask |= bit(cell + 1);
    return mask;
  }
  // The weight of a move at cell k: how many coins it flips (3, 4 or 5 on a board of 3 x 3 or
  // more).
  constexpr int weight(int cell) const noexcept { return std::popcount(flip_mask(cell)); }
  // A move at cell k is legal only when cell k shows heads.
  constexpr bool is_legal(nine_tails_state state, int cell) const noexcept {
    return (state & bit(cell)) == 0;
  }
  // The cell of the legal move that leads from state a to state b, the smallest if several do
  // (on 1 x 2 both moves flip both coins); empty when none does.
  constexpr std::optional<int> move_between(nine_tails_state a, nine_tails_state b) const noexcept {
    for (int cell = 0; cell != cells(); ++cell)
      if (is_legal(a, cell) && (a ^ flip_mask(cell)) == b) return cell;
    return std::nullopt;
  }
  // Equal when every member is equal.
  friend constexpr bool operator==(const nine_tails_shape&, const nine_tails_shape&) = default;
};

// The shape of Liang's board: 3 x 3.
inline constexpr nine_tails_shape nine_tails_shape_3x3{3, 3};

// True iff the shape has 1 to 25 cells.
constexpr bool nine_tails_valid(nine_tails_shape shape) noexcept {
  return shape.rows >= 1 && shape.cols >= 1 && shape.rows <= nine_tails_max_cells &&
         shape.cols <= nine_tails_max_cells && shape.cells() <= nine_tails_max_cells;
}

namespace detail {
// Rejects a bad board (detail::reject): a compile error inside a constant expression, whose
// line names the problem; an exception at run time.
constexpr void require_nine_tails_shape(nine_tails_shape shape) {
  if (!nine_tails_valid(shape))
    detail::reject("ctp: a nine tails board has 1 to 25 cells (at most 5x5)");
}
}  // namespace detail

}  // namespace ctp

#endif  // CTP_NINE_TAILS_RULES_HPP_INCLUDED
// ---- end of ctp/nine_tails/rules.hpp
// ---- ctp/nine_tails/solver.hpp
// Nine tails as shortest paths (Liang, "The Weighted Nine Tails Problem"): the puzzle's reversed
// moves as the search engine's implicit graph, so that one search backwards from all tails gives
// every state's least cost at once, and the canonical next board of an optimal path.
#ifndef CTP_NINE_TAILS_SOLVER_HPP_INCLUDED
#define CTP_NINE_TAILS_SOLVER_HPP_INCLUDED

#include <cstdint>

// ---- ctp/search/dial.hpp
// ctp::search::dial_costs: single-source shortest paths for small integer weights, Dijkstra's
// algorithm with Dial's bucket queue (R. B. Dial, CACM 12(11), 1969), over an implicit graph.
#ifndef CTP_SEARCH_DIAL_HPP_INCLUDED
#define CTP_SEARCH_DIAL_HPP_INCLUDED

#include <cstdint>
#include <type_traits>

// ---- ctp/search/bucket_queue.hpp
// ctp::search::bucket_queue: the priority queue of Dial's algorithm (Dial 1969) for integer
// weights 1 .. W: W + 1 rotating buckets, each a bit set of states.
#ifndef CTP_SEARCH_BUCKET_QUEUE_HPP_INCLUDED
#define CTP_SEARCH_BUCKET_QUEUE_HPP_INCLUDED

#include <array>
#include <cstdint>
#include <utility>

// ---- ctp/search/graph.hpp
// ctp::search::implicit_graph: what the search engine needs to know of a puzzle, the concept a
// puzzle of one's own satisfies to be searched (breadth-first, or by Dijkstra's algorithm with
// Dial's buckets, a binary heap or a linear scan).
#ifndef CTP_SEARCH_GRAPH_HPP_INCLUDED
#define CTP_SEARCH_GRAPH_HPP_INCLUDED

#include <concepts>
#include <cstdint>
#include <limits>

namespace ctp::search {

//! [implicit-graph]
// A state: an index from 0 to the graph's state_count() - 1.
using state_index = std::uint64_t;

namespace detail {
// Stands for the callback the engine passes to for_each_edge.
struct edge_sink {
  constexpr void operator()(state_index, unsigned) const noexcept {}
};
}  // namespace detail

// An implicit graph: nothing is stored, the edges of a state are generated when asked for.
// - state_count(): how many states there are; states are 0 .. state_count() - 1;
// - for_each_edge(s, f): calls f(t, w) for every edge from s to t, of weight w in
//   1 .. max_weight (use weight 1 for an unweighted puzzle);
// - max_weight: the largest weight, a static constant (Dial's algorithm keeps max_weight + 1
//   buckets).
// A search from a puzzle's goal over its reversed moves gives every state's distance to the goal
// at once: then for_each_edge(s, f) lists the states from which one move leads to s.
template <class Graph>
concept implicit_graph = requires(const Graph& graph, state_index s) {
  { graph.state_count() } -> std::convertible_to<state_index>;
  { Graph::max_weight } -> std::convertible_to<unsigned>;
  graph.for_each_edge(s, detail::edge_sink{});
};
//! [implicit-graph]

// The cost that marks a state no path reaches, for a cost type: its largest value.
template <class Cost>
inline constexpr Cost unreachable = std::numeric_limits<Cost>::max();

}  // namespace ctp::search

#endif  // CTP_SEARCH_GRAPH_HPP_INCLUDED
// ---- end of ctp/search/graph.hpp

namespace ctp::search {

// States waiting with their tentative costs. While the smallest waiting cost is c, every waiting
// cost lies in c .. c + W, so bucket (cost mod (W + 1)) holds exactly the states of one cost, and
// a bucket's bit set keeps them in index order. Memory: (W + 1) bits a state.
template <class BitSet, unsigned MaxWeight>
class bucket_queue {
 public:
  // One bucket for each cost that can wait at once: c .. c + MaxWeight.
  static constexpr unsigned bucket_count = MaxWeight + 1;

  // Each bucket is a BitSet made from args (nothing for a fixed-size bit_set, the number of
  // states for a dynamic_bit_set).
  template <class... Args>
  constexpr explicit bucket_queue(const Args&... args)
      : buckets_(make_buckets(std::make_index_sequence<bucket_count>{}, args...)) {}

  // Lets s wait with cost (at most MaxWeight above the cost being taken).
  constexpr void push(state_index s, std::uint64_t cost) {
    buckets_[cost % bucket_count].insert(s);
    ++size_;
  }
  // Moves s from the bucket of cost `from` to that of cost `to` (a decrease-key).
  constexpr void move(state_index s, std::uint64_t from, std::uint64_t to) {
    buckets_[from % bucket_count].erase(s);
    buckets_[to % bucket_count].insert(s);
  }
  // Whether no state waits.
  constexpr bool empty() const noexcept { return size_ == 0; }

  // Removes every state of cost `cost`, calling visit(s) for each in index order. visit may push
  // states of costs cost + 1 .. cost + W, which land in other buckets.
  template <class Visit>
  constexpr void pop_all(std::uint64_t cost, Visit&& visit) {
    buckets_[cost % bucket_count].drain([&](state_index s) {
      --size_;
      visit(s);
    });
  }

 private:
  template <std::size_t... I, class... Args>
  static constexpr std::array<BitSet, bucket_count> make_buckets(std::index_sequence<I...>,
                                                                 const Args&... args) {
    return {((void)I, BitSet(args...))...};
  }

  std::array<BitSet, bucket_count> buckets_;
  std::uint64_t size_ = 0;
};

}  // namespace ctp::search

#endif  // CTP_SEARCH_BUCKET_QUEUE_HPP_INCLUDED
// ---- end of ctp/search/bucket_queue.hpp

namespace ctp::search {

// Fills cost[s], for every state s, with the least total weight of a path from `source` to s,
// or unreachable<Cost> where there is none; returns how many states are reachable. Costs is
// anything indexable by state (a C array, std::vector) of an unsigned Cost; Queue is a
// bucket_queue with Graph::max_weight. With max_weight 1 this is breadth-first search by levels.
// settled(s) is called when the cost of s becomes final, in order of cost (then of index): every
// state of smaller cost is final by then, which is what a puzzle needs to pick its next move.
// 1. Every cost starts unreachable, the source's 0, and the source waits in bucket 0.
// 2. Take the waiting states of the smallest cost c, in index order: their costs are final.
// 3. For each edge s -> t of weight w, if c + w beats cost[t], t waits (again) at c + w.
// 4. Repeat with c + 1 until no state waits.
//! [dial]
template <implicit_graph Graph, class Costs, class Queue, class Settled>
constexpr std::uint64_t dial_costs(const Graph& graph, state_index source, Costs& cost,
                                   Queue& queue, Settled&& settled) {
  using cost_type = std::remove_cvref_t<decltype(cost[0])>;
  constexpr cost_type none = unreachable<cost_type>;
  const state_index states = graph.state_count();
  for (state_index s = 0; s != states; ++s) cost[s] = none;
  cost[source] = 0;
  queue.push(source, 0);
  std::uint64_t reached = 0;
  for (std::uint64_t c = 0; !queue.empty(); ++c) {
    queue.pop_all(c, [&](state_index s) {
      ++reached;
      settled(s);
      graph.for_each_edge(s, [&](state_index t, unsigned w) {
        const std::uint64_t through = c + w;
        if (through >= none)
          ctp::detail::reject<std::overflow_error>("ctp: a path cost does not fit the cost type");
        if (through >= cost[t]) return;
        if (cost[t] == none) queue.push(t, through);
        else queue.move(t, cost[t], through);
        cost[t] = static_cast<cost_type>(through);
      });
    });
  }
  return reached;
}
//! [dial]

// The same without a callback.
template <implicit_graph Graph, class Costs, class Queue>
constexpr std::uint64_t dial_costs(const Graph& graph, state_index source, Costs& cost,
                                   Queue& queue) {
  return dial_costs(graph, source, cost, queue, [](state_index) {});
}

}  // namespace ctp::search

#endif  // CTP_SEARCH_DIAL_HPP_INCLUDED
// ---- end of ctp/search/dial.hpp

namespace ctp {

// The moves of a board, by the bit of the cell they are played at: what each flips and what it
// weighs. Built once, so that the hot loops go from a set bit straight to its move.
template <nine_tails_model Model>
struct nine_tails_moves {
  // The coins the move at each bit flips.
  nine_tails_state masks[nine_tails_max_cells]{};
  // What the move at each bit weighs: the coins it flips (weighted) or 1 (unweighted).
  unsigned weights[nine_tails_max_cells]{};

  // The moves of shape; throws std::invalid_argument
  // (`ctp: a nine tails board has 1 to 25 cells (at most 5x5)`) for any other shape.
  constexpr explicit nine_tails_moves(nine_tails_shape shape) {
    detail::require_nine_tails_shape(shape);
    for (int cell = 0; cell != shape.cells(); ++cell) {
      const int bit = shape.cells() - 1 - cell;
      masks[bit] = shape.flip_mask(cell);
      weights[bit] =
          Model == nine_tails_model::weighted ? static_cast<unsigned>(shape.weight(cell)) : 1u;
    }
  }
};

// The puzzle's moves reversed, as the search engine's implicit graph. A move at cell k (a head)
// flips mask(k); after it cell k shows tails. So the states one move before v are v ^ mask(k)
// for every cell k showing tails in v, at the move's weight: Liang's edge (v, u) "for a legal
// move from node u to node v", listed from v without storing any edge.
//! [reverse-graph]
template <nine_tails_model Model>
class nine_tails_reverse_graph {
 public:
  // The heaviest move: 5 coins (weighted) or 1 move (unweighted).
  static constexpr unsigned max_weight = Model == nine_tails_model::weighted ? 5 : 1;

  // The graph of shape; throws as nine_tails_moves does for a shape it does not accept.
  constexpr explicit nine_tails_reverse_graph(nine_tails_shape shape)
      : shape_(shape), moves_(shape) {}

  // How many states: 2^cells.
  constexpr search::state_index state_count() const noexcept { return shape_.state_count(); }

  template <class Edge>
  constexpr void for_each_edge(search::state_index v, Edge&& edge) const {
    // __builtin_ctz, not std::countr_zero: the library call costs clang++-19 constexpr steps on
    // every edge, enough to push the 4 x 4 table past its default step limit
    // (tests/nine_tails/static_table_4x4.cpp builds it under the default).
    for (nine_tails_state tails = static_cast<nine_tails_state>(v); tails != 0;
         tails &= tails - 1) {
      const int bit = __builtin_ctz(tails);
      edge(v ^ moves_.masks[bit], moves_.weights[bit]);
    }
  }

 private:
  nine_tails_shape shape_;
  nine_tails_moves<Model> moves_;
};
//! [reverse-graph]

// Fills cost[s] for every state s of the board (cost: indexable by state, of std::uint8_t, such
// as a C array or std::vector) with the least cost from s to all tails: the fewest coins flipped
// (weighted) or moves (unweighted); search::unreachable<std::uint8_t> where all tails cannot be
// reached. queue is a search::bucket_queue with the graph's max_weight: this is Dial's algorithm,
// what ctp::nine_tails_solution runs. Returns how many states reach all tails. settled(s) is called
// as the cost of each reachable state becomes final, cheapest first (see search::dial_costs).
template <nine_tails_model Model, class Costs, class Queue, class Settled>
constexpr std::uint64_t nine_tails_solve_costs(nine_tails_shape shape, Costs& cost, Queue& queue,
                                               Settled&& settled) {
  const nine_tails_reverse_graph<Model> graph(shape);
  return search::dial_costs(graph, shape.all_tails(), cost, queue, settled);
}

// The canonical next board from u on an optimal path, given the board's moves and cost table:
// among the boards one legal move away whose cost plus the move's weight equals u's cost, the one
// with the smallest (cost, index). That rule reproduces Liang's printed path for HHHTTTHHH.
// Returns u itself when u is all tails, or when u cannot reach all tails.
template <nine_tails_model Model, class Costs>
constexpr nine_tails_state nine_tails_next(nine_tails_shape shape,
                                           const nine_tails_moves<Model>& moves, const Costs& cost,
                                           nine_tails_state u) {
  nine_tails_state best = u;
  unsigned best_cost = search::unreachable<std::uint8_t>;
  if (cost[u] == search::unreachable<std::uint8_t>) return u;
  // The legal moves of u are at its heads: the clear bits.
  // __builtin_ctz for clang++-19's step limit, as in nine_tails_reverse_graph::for_each_edge.
  for (nine_tails_state heads = ~u & shape.all_tails(); heads != 0; heads &= heads - 1) {
    const int bit = __builtin_ctz(heads);
    const nine_tails_state v = u ^ moves.masks[bit];
    if (cost[v] == search::unreachable<std::uint8_t> || cost[v] + moves.weights[bit] != cost[u])
      continue;
    if (cost[v] < best_cost || (cost[v] == best_cost && v < best)) {
      best = v;
      best_cost = cost[v];
    }
  }
  return best;
}

}  // namespace ctp

#endif  // CTP_NINE_TAILS_SOLVER_HPP_INCLUDED
// ---- end of ctp/nine_tails/solver.hpp

namespace ctp {

// What a check found: whether every state checked satisfies the equations, and the first one
// that does not.
struct nine_tails_certificate_result {
  bool optimal;                  // every state checked satisfies the equations
  nine_tails_state first_wrong;  // the first state that does not, when one does not
  // Equal when every member is equal.
  friend constexpr bool operator==(const nine_tails_certificate_result&,
                                   const nine_tails_certificate_result&) = default;
};

// Checks the states first .. last - 1 of a cost table (all of them by default):
// 1. all tails costs 0;
// 2. any other state u costs the least, over its legal moves u -> v, of the move's weight plus
//    cost[v], and is unreachable exactly when none of its moves leads to a reachable state.
// With positive weights these equations have one solution, the true least costs: a state that can
// reach all tails is finite by induction along its path, and finite costs that satisfy them
// are the shortest distances. So a table passing the check for every state is optimal, whoever
// computed it. (Ranges let a large table be checked in pieces, one constant evaluation each.)
template <nine_tails_model Model, class Costs>
constexpr nine_tails_certificate_result nine_tails_certify(nine_tails_shape shape,
                                                           const Costs& cost,
                                                           std::uint64_t first = 0,
                                                           std::uint64_t last = ~std::uint64_t{0}) {
  detail::require_nine_tails_shape(shape);
  const nine_tails_state goal = shape.all_tails();
  if (last > shape.state_count()) last = shape.state_count();
  const nine_tails_moves<Model> moves(shape);
  for (std::uint64_t s = first; s < last; ++s) {
    const auto u = static_cast<nine_tails_state>(s);
    if (u == goal) {
      if (cost[u] != 0) return {false, u};
      continue;
    }
    unsigned best = search::unreachable<std::uint8_t>;
    // The legal moves of u are at its heads: the clear bits.
    // __builtin_ctz, not std::countr_zero: the library call costs clang++-19 constexpr steps on
    // every move, enough to stop the certificate of 8,192 states of the 4 x 4 table at its
    // default step limit (tests/tables/static_nine_tails_4x4.cpp checks pieces of that size).
    for (nine_tails_state heads = ~u & goal; heads != 0; heads &= heads - 1) {
      const int bit = __builtin_ctz(heads);
      const unsigned next = cost[u ^ moves.masks[bit]];
      if (next != search::unreachable<std::uint8_t> && next + moves.weights[bit] < best)
        best = next + moves.weights[bit];
    }
    if (cost[u] != best) return {false, u};
  }
  return {true, 0};
}

}  // namespace ctp

#endif  // CTP_NINE_TAILS_CERTIFICATE_HPP_INCLUDED
// ---- end of ctp/nine_tails/certificate.hpp
// ---- ctp/nine_tails/span.hpp
// Nine tails (Liang, "The Weighted Nine Tails Problem"): which boards can reach all tails, by
// linear algebra over GF(2). A move XORs its flip mask into the board, so a sequence of moves
// changes the board by a sum of masks, and only the masks' span (their XOR combinations) can
// separate a board from all tails: at most 2^rank boards reach all tails, where rank is the
// rank of the masks over GF(2). The solvers show that every board of the span does reach it,
// heads-only rule and all: the tests prove it for every board of 1 to 16 cells and for 5 x 5.
#ifndef CTP_NINE_TAILS_SPAN_HPP_INCLUDED
#define CTP_NINE_TAILS_SPAN_HPP_INCLUDED

#include <bit>
#include <cstdint>


namespace ctp {

namespace detail {

// A basis of the shape's flip masks in echelon form: basis[b] is the vector whose leading bit is
// b, or 0 when there is none; rank counts the vectors.
struct nine_tails_echelon {
  nine_tails_state basis[nine_tails_max_cells]{};
  int rank = 0;
};

// The echelon basis of the shape's flip masks, by Gaussian elimination, one mask at a time:
// 1. keep a basis with at most one vector per leading bit;
// 2. reduce the new mask by the basis vector of its leading bit while there is one;
// 3. what is left is either zero (the mask was a sum of earlier ones) or a new basis vector.
constexpr nine_tails_echelon nine_tails_span_echelon(nine_tails_shape shape) {
  require_nine_tails_shape(shape);
  nine_tails_echelon echelon;
  for (int cell = 0; cell != shape.cells(); ++cell) {
    nine_tails_state mask = shape.flip_mask(cell);
    while (mask != 0) {
      const unsigned lead = std::bit_width(mask) - 1u;
      if (echelon.basis[lead] == 0) {
        echelon.basis[lead] = mask;
        ++echelon.rank;
        break;
      }
      mask ^= echelon.basis[lead];
    }
  }
  return echelon;
}

}  // namespace detail

// The rank over GF(2) of the shape's flip masks, one a cell: 9 of 9 for 3 x 3, 12 of 16 for
// 4 x 4, 23 of 25 for 5 x 5. Throws std::invalid_argument (`ctp: a nine tails board has 1 to 25
// cells (at most 5x5)`) for any other shape.
constexpr int nine_tails_move_rank(nine_tails_shape shape) {
  return detail::nine_tails_span_echelon(shape).rank;
}

// Whether the boards that can reach all tails differ in their first rank cells (rank =
// nine_tails_move_rank(shape)): then each value of those cells belongs to exactly one of them,
// and its last cells - rank cells are fixed, so a table of those boards needs one entry for each
// value of the first cells (board >> (cells - rank)) and those last cells to tell a board of the
// span from the others (what ctp-gen nine-tails writes). It holds when the leading bits of the
// echelon basis are the top rank bits: a nonzero sum of masks then flips one of the first rank
// cells at least (the highest leading bit in the sum), so no two boards of the span agree on all
// of them. True for every shape of 1 to 25 cells (the tests prove it for each); throws
// std::invalid_argument for any other shape, as nine_tails_move_rank.
constexpr bool nine_tails_first_cells_decide(nine_tails_shape shape) {
  const detail::nine_tails_echelon echelon = detail::nine_tails_span_echelon(shape);
  for (int lead = shape.cells() - echelon.rank; lead != shape.cells(); ++lead)
    if (echelon.basis[lead] == 0) return false;
  return true;
}

// How many boards the moves' span holds, 2^rank: the boards that can reach all tails (4,096 of
// the 65,536 of 4 x 4).
constexpr std::uint64_t nine_tails_span_size(nine_tails_shape shape) {
  return std::uint64_t{1} << nine_tails_move_rank(shape);
}

}  // namespace ctp

#endif  // CTP_NINE_TAILS_SPAN_HPP_INCLUDED
// ---- end of ctp/nine_tails/span.hpp
// ---- ctp/nine_tails/table.hpp
// Nine tails (Liang, "The Weighted Nine Tails Problem"), solved by the compiler: the cost and
// canonical next board of every state of an R x C board (up to 4 x 4) in one constexpr table,
// filled by any shortest-path search of the engine (one technique each, with_<word>.hpp).
#ifndef CTP_NINE_TAILS_TABLE_HPP_INCLUDED
#define CTP_NINE_TAILS_TABLE_HPP_INCLUDED

#include <cstddef>
#include <cstdint>
#include <optional>
#include <type_traits>

// ---- ctp/search/static_vector.hpp
// ctp::search::static_vector: a vector with its capacity fixed at compile time, so that a
// constant expression can return it (nothing allocated) and it can live in a constexpr variable.
#ifndef CTP_SEARCH_STATIC_VECTOR_HPP_INCLUDED
#define CTP_SEARCH_STATIC_VECTOR_HPP_INCLUDED

#include <cstddef>


namespace ctp::search {

// Up to Capacity values of T (T default-constructible), in a plain array.
template <class T, std::size_t Capacity>
class static_vector {
 public:
  constexpr static_vector() = default;

  // Appends value; throws std::length_error (`ctp: a static_vector is full`) at Capacity.
  constexpr void push_back(const T& value) {
    if (size_ == Capacity) ctp::detail::reject<std::length_error>("ctp: a static_vector is full");
    items_[size_++] = value;
  }
  // Removes the last value (precondition: not empty).
  constexpr void pop_back() noexcept { --size_; }
  // Removes every value.
  constexpr void clear() noexcept { size_ = 0; }

  // How many values it holds.
  constexpr std::size_t size() const noexcept { return size_; }
  // Whether it holds none.
  constexpr bool empty() const noexcept { return size_ == 0; }
  // How many values it can hold.
  static constexpr std::size_t capacity() noexcept { return Capacity; }

  // Value i (precondition: i < size()).
  constexpr T& operator[](std::size_t i) noexcept { return items_[i]; }
  // Value i, to read (precondition: i < size()).
  constexpr const T& operator[](std::size_t i) const noexcept { return items_[i]; }
  // The last value (precondition: not empty).
  constexpr T& back() noexcept { return items_[size_ - 1]; }
  // The last value, to read (precondition: not empty).
  constexpr const T& back() const noexcept { return items_[size_ - 1]; }
  // The first value, to iterate.
  constexpr T* begin() noexcept { return items_; }
  // Past the last value.
  constexpr T* end() noexcept { return items_ + size_; }
  // The first value, to iterate and read.
  constexpr const T* begin() const noexcept { return items_; }
  // Past the last value.
  constexpr const T* end() const noexcept { return items_ + size_; }

  // Equal when they hold equal values in the same order.
  friend constexpr bool operator==(const static_vector& a, const static_vector& b) {
    if (a.size_ != b.size_) return false;
    for (std::size_t i = 0; i != a.size_; ++i)
      if (!(a.items_[i] == b.items_[i])) return false;
    return true;
  }

 private:
  T items_[Capacity]{};
  std::size_t size_ = 0;
};

}  // namespace ctp::search

#endif  // CTP_SEARCH_STATIC_VECTOR_HPP_INCLUDED
// ---- end of ctp/search/static_vector.hpp

namespace ctp {

// The most cells of a table built at compile time: 4 x 4 (65,536 states) fits both compilers'
// default limits (tests/nine_tails/static_table_4x4.cpp builds it); 5 x 5 is for the generator
// (ctp-gen) at run time.
inline constexpr int nine_tails_max_compile_time_cells = 16;

// The longest canonical path a table returns, in boards (each move costs at least 1 and every
// reachable cost is below 255).
inline constexpr std::size_t nine_tails_max_path = 256;

// Every state of a Rows x Cols board, solved: its least cost to all tails and the next board on
// its canonical optimal path, in plain arrays indexed by state. Every technique's
// nine_tails_solve returns one, built by solve_with.
template <int Rows, int Cols, nine_tails_model Model = nine_tails_model::weighted>
class nine_tails_table {
  static constexpr std::size_t states = std::size_t{1} << (Rows * Cols);

 public:
  // The shape of the board it solves.
  static constexpr nine_tails_shape shape{Rows, Cols};
  // The smallest unsigned type that holds a state.
  using state_type =
      std::conditional_t<(Rows * Cols <= 8), std::uint8_t,
                         std::conditional_t<(Rows * Cols <= 16), std::uint16_t, std::uint32_t>>;

  // Solves every state with engine(graph, goal, cost, settled), a single-source shortest-path
  // search (such as search::dial_costs with its queue) that fills cost from goal over graph,
  // calls settled(s) as the cost of each reachable state s becomes final, cheapest first, and
  // returns how many states it reached:
  // 1. every next board starts as the state itself;
  // 2. the engine searches backwards from all tails over the reversed moves, filling every cost;
  // 3. as each state's cost becomes final, every cheaper state is final already, so its
  //    canonical next board (nine_tails_next) is picked right then, the same way whatever the
  //    engine: only reachable states cost any work.
  template <class Engine>
  static constexpr nine_tails_table solve_with(Engine&& engine) {
    nine_tails_table table;
    for (std::size_t s = 0; s != states; ++s) table.next_[s] = static_cast<state_type>(s);
    const nine_tails_reverse_graph<Model> graph(shape);
    const nine_tails_moves<Model> moves(shape);
    const auto pick_next = [&](search::state_index s) {
      const auto u = static_cast<nine_tails_state>(s);
      table.next_[s] = static_cast<state_type>(nine_tails_next(shape, moves, table.cost_, u));
    };
    const search::state_index goal = shape.all_tails();
    table.reachable_count_ = engine(graph, goal, table.cost_, pick_next);
    return table;
  }

  // The least number of flips (or moves) from state to all tails; empty when all tails cannot be
  // reached.
  constexpr std::optional<unsigned> cost(nine_tails_state state) const {
    if (cost_[state] == search::unreachable<std::uint8_t>) return std::nullopt;
    return cost_[state];
  }
  // Whether all tails can be reached from state.
  constexpr bool reachable(nine_tails_state state) const {
    return cost_[state] != search::unreachable<std::uint8_t>;
  }
  // The next board on the canonical optimal path; empty at all tails and where all tails cannot
  // be reached.
  constexpr std::optional<nine_tails_state> next(nine_tails_state state) const {
    if (next_[state] == state) return std::nullopt;
    return next_[state];
  }

  // The canonical optimal path from state to all tails, both ends included; empty when state
  // cannot reach all tails.
  constexpr search::static_vector<nine_tails_state, nine_tails_max_path> path(
      nine_tails_state state) const {
    search::static_vector<nine_tails_state, nine_tails_max_path> boards;
    if (!reachable(state)) return boards;
    boards.push_back(state);
    while (state != shape.all_tails()) {
      state = next_[state];
      boards.push_back(state);
    }
    return boards;
  }

  // How many states reach all tails.
  constexpr std::uint64_t reachable_count() const { return reachable_count_; }
  // How many states the board has: 2^(Rows * Cols).
  static constexpr std::uint64_t state_count() { return states; }
  // The stored costs, indexed by state: search::unreachable<std::uint8_t> where all tails cannot
  // be reached (what nine_tails_certify reads).
  constexpr const std::uint8_t (&costs() const)[states] { return cost_; }

  // Equal when every cost and every next board are equal.
  friend constexpr bool operator==(const nine_tails_table&, const nine_tails_table&) = default;

 private:
  std::uint8_t cost_[states];
  state_type next_[states];
  std::uint64_t reachable_count_;
};

namespace detail {
template <int Rows, int Cols>
consteval bool check_compile_time_board() {
  constexpr bool valid = nine_tails_valid({Rows, Cols});
  static_assert(valid, "ctp: a nine tails board has 1 to 25 cells (at most 5x5)");
  static_assert(!valid || Rows * Cols <= nine_tails_max_compile_time_cells,
                "ctp: a nine tails table built at compile time has at most 16 cells (4x4); "
                "generate larger boards with ctp-gen");
  return valid && Rows * Cols <= nine_tails_max_compile_time_cells;
}

// What every technique's nine_tails_solve does: checks the board first (one error, no cascade),
// then solves it with the technique's engine (see nine_tails_table::solve_with).
template <int Rows, int Cols, nine_tails_model Model, class Engine>
constexpr auto solve_nine_tails_table(Engine&& engine) {
  if constexpr (check_compile_time_board<Rows, Cols>()) {
    return nine_tails_table<Rows, Cols, Model>::solve_with(engine);
  } else {
    return nine_tails_table<1, 1, Model>{};
  }
}
}  // namespace detail

}  // namespace ctp

#endif  // CTP_NINE_TAILS_TABLE_HPP_INCLUDED
// ---- end of ctp/nine_tails/table.hpp
// ---- ctp/nine_tails/text.hpp
// Nine tails boards as text (Liang, "The Weighted Nine Tails Problem"): a letter a cell, H or T,
// row by row from cell 0, read at run time or checked by the compiler, and written back.
#ifndef CTP_NINE_TAILS_TEXT_HPP_INCLUDED
#define CTP_NINE_TAILS_TEXT_HPP_INCLUDED

#include <cstddef>
#include <string_view>


namespace ctp {

// The state written as text, cell 0 first: `HHHTTTHHH` is 56 on the 3 x 3 board. The text must
// have exactly one letter a cell, H or T; anything else throws std::invalid_argument (a compile
// error in a constant expression).
constexpr nine_tails_state nine_tails_parse(std::string_view text,
                                            nine_tails_shape shape = nine_tails_shape_3x3) {
  detail::require_nine_tails_shape(shape);
  if (text.size() != static_cast<std::size_t>(shape.cells()))
    detail::reject("ctp: a nine tails board needs one letter H or T for each cell");
  nine_tails_state state = 0;
  for (const char coin : text) {
    if (coin != 'H' && coin != 'T')
      detail::reject("ctp: a nine tails board is written with H (heads) and T (tails) only");
    state = (state << 1) | (coin == 'T' ? 1u : 0u);
  }
  return state;
}

// Writes the cells of state on shape, cell 0 first, as H and T to out[0, cells).
template <class Chars>
constexpr void nine_tails_write_text(Chars& out, nine_tails_shape shape, nine_tails_state state) {
  for (int cell = 0; cell != shape.cells(); ++cell)
    out[static_cast<std::size_t>(cell)] = (state & shape.bit(cell)) != 0 ? 'T' : 'H';
}

// The text of a state of a Rows x Cols board, cell 0 first: `HHHTTTHHH`.
template <int Rows, int Cols>
constexpr fixed_string<static_cast<std::size_t>(Rows* Cols)> nine_tails_text(
    nine_tails_state state) {
  fixed_string<static_cast<std::size_t>(Rows * Cols)> text;
  nine_tails_write_text(text.chars, nine_tails_shape{Rows, Cols}, state);
  text.chars[Rows * Cols] = '\0';
  return text;
}

namespace detail {
template <fixed_string Text, int Cells>
consteval bool check_nine_tails_text() {
  constexpr bool letters_ok = [] {
    for (const char coin : Text)
      if (coin != 'H' && coin != 'T') return false;
    return true;
  }();
  static_assert(Text.size() == Cells,
                "ctp: a nine tails board needs one letter H or T for each cell");
  static_assert(letters_ok, "ctp: a nine tails board is written with H (heads) and T (tails) only");
  return Text.size() == Cells && letters_ok;
}
}  // namespace detail

// The state written as Text, checked by the compiler: `nine_tails_state_of<"HHHTTTHHH">` is 56.
// For other boards than 3 x 3 give the number of cells:
// `nine_tails_state_of<"HHHHTTTTHHHHTTTT", 16>`.
template <fixed_string Text, int Cells = 9>
inline constexpr nine_tails_state nine_tails_state_of =
    detail::check_nine_tails_text<Text, Cells>()
        ? nine_tails_parse(Text.view(), nine_tails_shape{1, Cells})
        : 0;

}  // namespace ctp

#endif  // CTP_NINE_TAILS_TEXT_HPP_INCLUDED
// ---- end of ctp/nine_tails/text.hpp
// ---- ctp/nine_tails/with_binary_heap.hpp
// Nine tails (Liang, "The Weighted Nine Tails Problem") by Dijkstra's algorithm with a binary
// heap, the textbook priority queue: the cheapest waiting state in O(log V), for any weights.
#ifndef CTP_NINE_TAILS_WITH_BINARY_HEAP_HPP_INCLUDED
#define CTP_NINE_TAILS_WITH_BINARY_HEAP_HPP_INCLUDED

#include <cstddef>
#include <cstdint>

// ---- ctp/search/binary_heap.hpp
// ctp::search::binary_heap_costs: single-source shortest paths, Dijkstra's algorithm
// (E. W. Dijkstra, "A note on two problems in connexion with graphs", 1959) with a binary heap
// as its priority queue, over an implicit graph: O((V + E) log V) for any positive weights.
#ifndef CTP_SEARCH_BINARY_HEAP_HPP_INCLUDED
#define CTP_SEARCH_BINARY_HEAP_HPP_INCLUDED

#include <cstdint>
#include <type_traits>

// ---- ctp/search/indexed_heap.hpp
// ctp::search::indexed_heap: the priority queue of Dijkstra's algorithm with a binary heap
// (J. W. J. Williams, "Algorithm 232: Heapsort", CACM 7(6), 1964), indexed by state so that a
// waiting state's key can be lowered in place; fixed-size, for constant expressions.
#ifndef CTP_SEARCH_INDEXED_HEAP_HPP_INCLUDED
#define CTP_SEARCH_INDEXED_HEAP_HPP_INCLUDED

#include <cstdint>


namespace ctp::search {

// States 0 .. Capacity - 1 waiting with keys, the smallest (key, state) first. A binary heap in
// an array: the children of slot i are slots 2i + 1 and 2i + 2, and no child is smaller than its
// parent. Each state knows its slot, so a decrease-key moves it up from where it is: no state
// ever waits twice, and Capacity slots always suffice. Plain arrays: cheap for both compilers
// in constant evaluation.
template <std::uint64_t Capacity>
class indexed_heap {
  static_assert(Capacity >= 1 && Capacity <= (std::uint64_t{1} << 32),
                "ctp: an indexed_heap holds 1 to 2^32 states");

 public:
  // The empty heap.
  constexpr indexed_heap() {
    // Sequential writes; the heap's other arrays are written before they are read.
    for (std::uint64_t s = 0; s != Capacity; ++s) slot_of_[s] = absent;
  }

  // The states it can hold: 0 .. capacity() - 1.
  static constexpr std::uint64_t capacity() noexcept { return Capacity; }
  // Whether no state waits.
  constexpr bool empty() const noexcept { return size_ == 0; }
  // Whether s waits.
  constexpr bool contains(state_index s) const noexcept { return slot_of_[s] != absent; }

  // Lets s wait with key, or lowers its key if it waits already (a decrease-key: key must not
  // be larger than its current one).
  constexpr void push_or_decrease(state_index s, std::uint64_t key) {
    key_[s] = key;
    if (!contains(s)) {
      slot_of_[s] = static_cast<std::uint32_t>(size_);
      heap_[size_++] = static_cast<std::uint32_t>(s);
    }
    sift_up(slot_of_[s]);
  }

  // Removes the waiting state of the smallest (key, state) and returns it.
  // 1. The root is the smallest; the last slot's state takes its place.
  // 2. It sinks, swapping with its smaller child, until no child is smaller.
  constexpr state_index pop() {
    const std::uint32_t top = heap_[0];
    slot_of_[top] = absent;
    if (--size_ != 0) {
      place(heap_[size_], 0);
      sift_down(0);
    }
    return top;
  }

 private:
  static constexpr std::uint32_t absent = ~std::uint32_t{0};

  constexpr bool less(std::uint32_t a, std::uint32_t b) const noexcept {
    return key_[a] < key_[b] || (key_[a] == key_[b] && a < b);
  }
  constexpr void place(std::uint32_t s, std::uint64_t slot) noexcept {
    heap_[slot] = s;
    slot_of_[s] = static_cast<std::uint32_t>(slot);
  }
  // Moves the state in slot up while it is smaller than its parent.
  constexpr void sift_up(std::uint64_t slot) noexcept {
    const std::uint32_t s = heap_[slot];
    while (slot != 0 && less(s, heap_[(slot - 1) / 2])) {
      place(heap_[(slot - 1) / 2], slot);
      slot = (slot - 1) / 2;
    }
    place(s, slot);
  }
  // Moves the state in slot down while a child is smaller.
  constexpr void sift_down(std::uint64_t slot) noexcept {
    const std::uint32_t s = heap_[slot];
    for (std::uint64_t child = 2 * slot + 1; child < size_; child = 2 * slot + 1) {
      if (child + 1 < size_ && less(heap_[child + 1], heap_[child])) ++child;
      if (!less(heap_[child], s)) break;
      place(heap_[child], slot);
      slot = child;
    }
    place(s, slot);
  }

  std::uint32_t heap_[Capacity];     // the waiting states, slots 0 .. size_ - 1 in heap order
  std::uint32_t slot_of_[Capacity];  // the slot of each state, or absent
  std::uint64_t key_[Capacity];      // the key of each waiting state
  std::uint64_t size_ = 0;
};

}  // namespace ctp::search

#endif  // CTP_SEARCH_INDEXED_HEAP_HPP_INCLUDED
// ---- end of ctp/search/indexed_heap.hpp

namespace ctp::search {

// Fills cost[s], for every state s, with the least total weight of a path from `source` to s,
// or unreachable<Cost> where there is none; returns how many states are reachable. Costs is
// anything indexable by state (a C array, std::vector) of an unsigned Cost; Heap is an empty
// indexed_heap of at least graph.state_count() states. settled(s) is called when the cost of s
// becomes final, in order of cost, then of index: the same order as dial_costs.
// 1. Every cost starts unreachable, the source's 0, and the source waits in the heap.
// 2. Take the waiting state s of the smallest (cost, index): its cost is final, since every
//    other path to it leaves the settled states through a waiting state that costs no less.
// 3. For each edge s -> t of weight w, if cost[s] + w beats cost[t], t waits at the new cost
//    (pushed, or its key lowered where it waits).
// 4. Repeat until no state waits.
//! [binary-heap]
template <implicit_graph Graph, class Costs, class Heap, class Settled>
constexpr std::uint64_t binary_heap_costs(const Graph& graph, state_index source, Costs& cost,
                                          Heap& heap, Settled&& settled) {
  using cost_type = std::remove_cvref_t<decltype(cost[0])>;
  constexpr cost_type none = unreachable<cost_type>;
  const state_index states = graph.state_count();
  if (states > heap.capacity())
    ctp::detail::reject<std::length_error>("ctp: the heap needs room for every state of the graph");
  for (state_index s = 0; s != states; ++s) cost[s] = none;
  cost[source] = 0;
  heap.push_or_decrease(source, 0);
  std::uint64_t reached = 0;
  while (!heap.empty()) {
    const state_index s = heap.pop();
    const std::uint64_t c = cost[s];
    ++reached;
    settled(s);
    graph.for_each_edge(s, [&](state_index t, unsigned w) {
      const std::uint64_t through = c + w;
      if (through >= none)
        ctp::detail::reject<std::overflow_error>("ctp: a path cost does not fit the cost type");
      if (through >= cost[t]) return;
      cost[t] = static_cast<cost_type>(through);
      heap.push_or_decrease(t, through);
    });
  }
  return reached;
}
//! [binary-heap]

// The same without a callback.
template <implicit_graph Graph, class Costs, class Heap>
constexpr std::uint64_t binary_heap_costs(const Graph& graph, state_index source, Costs& cost,
                                          Heap& heap) {
  return binary_heap_costs(graph, source, cost, heap, [](state_index) {});
}

}  // namespace ctp::search

#endif  // CTP_SEARCH_BINARY_HEAP_HPP_INCLUDED
// ---- end of ctp/search/binary_heap.hpp

namespace ctp::with_binary_heap {

// Every state of a Rows x Cols board (1 to 16 cells) solved at compile time (or at run time: the
// same code), as a nine_tails_table:
// 1. the board is checked (ctp: ... for a bad one);
// 2. search::binary_heap_costs searches backwards from all tails with an indexed binary heap of
//    (cost, state), a decrease-key where a waiting state gets cheaper, and settles the states in
//    the same order as Dial's buckets do (see nine_tails_table::solve_with);
// 3. each settled state's canonical next board is picked from the final costs (nine_tails_next).
// Reaches 4 x 4 under g++-12's default limits (tests/nine_tails/static_table_4x4.cpp) and 2 x 5
// under clang++-19's (tests/nine_tails/static_binary_heap.cpp).
//! [solve]
template <int Rows, int Cols, nine_tails_model Model = nine_tails_model::weighted>
constexpr auto nine_tails_solve() {
  return detail::solve_nine_tails_table<Rows, Cols, Model>(
      []<std::size_t States>(const auto& graph, search::state_index goal,
                             std::uint8_t(&cost)[States], auto&& settled) {
        search::indexed_heap<States> heap;
        return search::binary_heap_costs(graph, goal, cost, heap, settled);
      });
}
//! [solve]

}  // namespace ctp::with_binary_heap

#endif  // CTP_NINE_TAILS_WITH_BINARY_HEAP_HPP_INCLUDED
// ---- end of ctp/nine_tails/with_binary_heap.hpp
// ---- ctp/nine_tails/with_dial.hpp
// Nine tails (Liang, "The Weighted Nine Tails Problem") by Dijkstra's algorithm with Dial's
// bucket queue (R. B. Dial, CACM 12(11), 1969): the weights are 3 to 5, so six buckets of states,
// each a bit set drained in index order, replace the priority queue; unweighted, breadth-first
// search by levels.
#ifndef CTP_NINE_TAILS_WITH_DIAL_HPP_INCLUDED
#define CTP_NINE_TAILS_WITH_DIAL_HPP_INCLUDED

#include <cstddef>
#include <cstdint>

// ---- ctp/search/bit_set.hpp
// ctp::search::bit_set: a set of small integers as bits, the frontier store of the search engine
// (a bucket of Dial's algorithm is one bit set, and so is the settled set of the linear scan);
// fixed-size for constant expressions, or sized at run time.
#ifndef CTP_SEARCH_BIT_SET_HPP_INCLUDED
#define CTP_SEARCH_BIT_SET_HPP_INCLUDED

#include <bit>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <type_traits>
#include <vector>

namespace ctp::search {

// A set of integers kept in Words: a plain array of std::uint64_t (fixed size: cheap for both
// compilers in constant evaluation, where the array is indexed directly) or a
// std::vector<std::uint64_t> (sized at run time).
template <class Words>
class basic_bit_set {
 public:
  // The empty set of the integers 0 .. bits - 1 (bits is fixed by the type for an array).
  constexpr explicit basic_bit_set(std::uint64_t bits = 0) {
    if constexpr (std::is_array_v<Words>) {
      (void)bits;
      // Sequential writes: GCC slows down on scattered writes to a value-initialised array.
      for (std::size_t at = 0; at != std::size(words_); ++at) words_[at] = 0;
    } else {
      words_.assign((bits + 63) / 64, 0);
    }
  }

  // Sets bit i (precondition: i is below the size).
  constexpr void insert(std::uint64_t i) noexcept {
    words_[i / 64] |= std::uint64_t{1} << (i % 64);
  }
  // Clears bit i (precondition: i is below the size).
  constexpr void erase(std::uint64_t i) noexcept {
    words_[i / 64] &= ~(std::uint64_t{1} << (i % 64));
  }
  // Whether bit i is set (precondition: i is below the size).
  constexpr bool contains(std::uint64_t i) const noexcept {
    return (words_[i / 64] >> (i % 64)) & 1u;
  }

  // Calls f(i) for every member in increasing order, removing each just before its call.
  template <class F>
  constexpr void drain(F&& f) {
    const std::size_t count = std::size(words_);
    for (std::size_t at = 0; at != count; ++at) {
      while (words_[at] != 0) {
        const std::uint64_t bit = static_cast<std::uint64_t>(std::countr_zero(words_[at]));
        words_[at] &= words_[at] - 1;
        f(at * 64 + bit);
      }
    }
  }

 private:
  Words words_;
};

// A set of the integers 0 .. Bits - 1 in a plain array.
template <std::uint64_t Bits>
using bit_set = basic_bit_set<std::uint64_t[(Bits + 63) / 64]>;

// A set of the integers 0 .. bits - 1 sized at run time (the generator's large boards).
using dynamic_bit_set = basic_bit_set<std::vector<std::uint64_t>>;

}  // namespace ctp::search

#endif  // CTP_SEARCH_BIT_SET_HPP_INCLUDED
// ---- end of ctp/search/bit_set.hpp

namespace ctp::with_dial {

// Every state of a Rows x Cols board (1 to 16 cells) solved at compile time (or at run time: the
// same code), as a nine_tails_table:
// 1. the board is checked (ctp: ... for a bad one);
// 2. search::dial_costs searches backwards from all tails, max_weight + 1 buckets of states, and
//    settles them cheapest first, in index order (see nine_tails_table::solve_with);
// 3. each settled state's canonical next board is picked from the final costs (nine_tails_next).
// Reaches 4 x 4 under both compilers' default limits (tests/nine_tails/static_table_4x4.cpp).
//! [solve]
template <int Rows, int Cols, nine_tails_model Model = nine_tails_model::weighted>
constexpr auto nine_tails_solve() {
  return detail::solve_nine_tails_table<Rows, Cols, Model>(
      []<std::size_t States>(const auto& graph, search::state_index goal,
                             std::uint8_t(&cost)[States], auto&& settled) {
        constexpr unsigned max_weight = nine_tails_reverse_graph<Model>::max_weight;
        search::bucket_queue<search::bit_set<States>, max_weight> queue;
        return search::dial_costs(graph, goal, cost, queue, settled);
      });
}
//! [solve]

}  // namespace ctp::with_dial

#endif  // CTP_NINE_TAILS_WITH_DIAL_HPP_INCLUDED
// ---- end of ctp/nine_tails/with_dial.hpp
// ---- ctp/nine_tails/with_linear_scan.hpp
// Nine tails by Liang's own algorithm ("The Weighted Nine Tails Problem", Introduction to Java
// Programming): Dijkstra's algorithm that finds the next cheapest state by scanning all of them,
// with the settled states in a set T, O(V^2).
#ifndef CTP_NINE_TAILS_WITH_LINEAR_SCAN_HPP_INCLUDED
#define CTP_NINE_TAILS_WITH_LINEAR_SCAN_HPP_INCLUDED

#include <cstddef>
#include <cstdint>

// ---- ctp/search/linear_scan.hpp
// ctp::search::linear_scan_costs: single-source shortest paths, Dijkstra's algorithm as Liang
// teaches it ("The Weighted Nine Tails Problem", Introduction to Java Programming): no priority
// queue, every round scans all states for the cheapest one not yet settled, O(V^2).
#ifndef CTP_SEARCH_LINEAR_SCAN_HPP_INCLUDED
#define CTP_SEARCH_LINEAR_SCAN_HPP_INCLUDED

#include <cstdint>
#include <type_traits>


namespace ctp::search {

// Fills cost[s], for every state s, with the least total weight of a path from `source` to s,
// or unreachable<Cost> where there is none; returns how many states are reachable. Costs is
// anything indexable by state (a C array, std::vector) of an unsigned Cost; Done is an empty bit
// set of the states (bit_set<N>, dynamic_bit_set): Liang's set T of the settled states.
// settled(s) is called when the cost of s becomes final, in order of cost, then of index: the
// same order as dial_costs.
// 1. Every cost starts unreachable, the source's 0; no state is settled.
// 2. Scan every state for the unsettled one of the smallest finite cost (the first, in index
//    order, of equal costs).
// 3. None: stop. Otherwise settle it, and for each edge s -> t of weight w, if cost[s] + w beats
//    cost[t], lower cost[t].
// 4. Repeat: one scan of all V states for each settled state, O(V^2) in all.
//! [linear-scan]
template <implicit_graph Graph, class Costs, class Done, class Settled>
constexpr std::uint64_t linear_scan_costs(const Graph& graph, state_index source, Costs& cost,
                                          Done& done, Settled&& settled) {
  using cost_type = std::remove_cvref_t<decltype(cost[0])>;
  constexpr cost_type none = unreachable<cost_type>;
  const state_index states = graph.state_count();
  for (state_index s = 0; s != states; ++s) cost[s] = none;
  cost[source] = 0;
  std::uint64_t reached = 0;
  while (true) {
    state_index s = states;
    cost_type c = none;
    for (state_index u = 0; u != states; ++u)
      if (cost[u] < c && !done.contains(u)) {
        s = u;
        c = cost[u];
      }
    if (s == states) return reached;
    done.insert(s);
    ++reached;
    settled(s);
    graph.for_each_edge(s, [&](state_index t, unsigned w) {
      const std::uint64_t through = std::uint64_t{c} + w;
      if (through >= none)
        ctp::detail::reject<std::overflow_error>("ctp: a path cost does not fit the cost type");
      if (through < cost[t]) cost[t] = static_cast<cost_type>(through);
    });
  }
}
//! [linear-scan]

// The same without a callback.
template <implicit_graph Graph, class Costs, class Done>
constexpr std::uint64_t linear_scan_costs(const Graph& graph, state_index source, Costs& cost,
                                          Done& done) {
  return linear_scan_costs(graph, source, cost, done, [](state_index) {});
}

}  // namespace ctp::search

#endif  // CTP_SEARCH_LINEAR_SCAN_HPP_INCLUDED
// ---- end of ctp/search/linear_scan.hpp

namespace ctp::with_linear_scan {

// Every state of a Rows x Cols board solved at compile time (or at run time: the same code), as
// a nine_tails_table:
// 1. the board is checked (ctp: ... for a bad one);
// 2. search::linear_scan_costs searches backwards from all tails; each round scans all states for
//    the cheapest one not in T and settles it (see nine_tails_table::solve_with);
// 3. each settled state's canonical next board is picked from the final costs (nine_tails_next).
// One scan of every state for each reachable state: up to 2 x 5 (512 scans of 1,024 states)
// under both compilers' default limits (tests/nine_tails/static_linear_scan.cpp); 4 x 4 would be
// 4,096 scans of 65,536 states, beyond them: use with_dial there.
//! [solve]
template <int Rows, int Cols, nine_tails_model Model = nine_tails_model::weighted>
constexpr auto nine_tails_solve() {
  return detail::solve_nine_tails_table<Rows, Cols, Model>(
      []<std::size_t States>(const auto& graph, search::state_index goal,
                             std::uint8_t(&cost)[States], auto&& settled) {
        search::bit_set<States> done;
        return search::linear_scan_costs(graph, goal, cost, done, settled);
      });
}
//! [solve]

}  // namespace ctp::with_linear_scan

#endif  // CTP_NINE_TAILS_WITH_LINEAR_SCAN_HPP_INCLUDED
// ---- end of ctp/nine_tails/with_linear_scan.hpp

namespace ctp {

// Every state of a Rows x Cols board (1 to 16 cells), solved by the compiler with the fastest
// technique, Dial's buckets (ctp::with_dial): `nine_tails_solve<3, 3>().cost(56)` is 8.
template <int Rows, int Cols, nine_tails_model Model = nine_tails_model::weighted>
constexpr auto nine_tails_solve() {
  return with_dial::nine_tails_solve<Rows, Cols, Model>();
}

}  // namespace ctp

#endif  // CTP_NINE_TAILS_HPP_INCLUDED
// ---- end of ctp/nine_tails.hpp
// ---- ctp/river_crossing.hpp
// The river crossing, solved by the compiler: the farmer with a wolf, a goat and a cabbage (Alcuin
// of York, "Propositiones ad acuendos juvenes", problem 18) and missionaries and cannibals of any
// number and any boat (Amarel, 1968); the fewest crossings by breadth-first search, and a way
// across by depth-first search.
#ifndef CTP_RIVER_CROSSING_HPP_INCLUDED
#define CTP_RIVER_CROSSING_HPP_INCLUDED

// ---- ctp/river_crossing/graph.hpp
// The river crossing as a graph for the search engine (Amarel's state space of missionaries and
// cannibals, and the farmer's puzzle of Alcuin's problem 18): every state a number, every legal
// move an edge, as a ctp::search::implicit_graph.
#ifndef CTP_RIVER_CROSSING_GRAPH_HPP_INCLUDED
#define CTP_RIVER_CROSSING_GRAPH_HPP_INCLUDED

#include <cstdint>

// ---- ctp/river_crossing/rules.hpp
// The river crossing, its rules: the farmer with a wolf, a goat and a cabbage (Alcuin of York,
// "Propositiones ad acuendos juvenes", problem 18) and missionaries and cannibals (Amarel, "On
// representations of problems of reasoning about actions", 1968): the state, the moves, what a
// valid puzzle is, and the goal.
//
// Why two rule sets in one puzzle, and not one general model. Both puzzles are a state of the
// same form, who is on the start bank and where the boat is, and the same moves, a boatload from
// the boat's bank to the other. They differ in one thing only, the test of a safe bank: the
// farmer's test names pairs (the wolf eats the goat, the goat eats the cabbage, unless the farmer
// is there), the missionaries' test counts (cannibals may not outnumber missionaries). A model
// general enough to say both (kinds of passengers, a list of conflicts, guards, rowers) would be
// longer than the two tests it replaces, and harder to read; so a river_shape names its rule set
// and its sizes, and each rule set is a few lines of its own.
#ifndef CTP_RIVER_CROSSING_RULES_HPP_INCLUDED
#define CTP_RIVER_CROSSING_RULES_HPP_INCLUDED

#include <bit>


namespace ctp {

// The most people (missionaries and cannibals together) a puzzle may have.
inline constexpr int river_max_people = 200;
// The most seats a boat may have: a boat of 4 already takes any number of people across.
inline constexpr int river_max_seats = 20;
// The most people (missionaries and cannibals together) both compilers solve whole at compile
// time under their default limits, with every technique: 80 missionaries and 80 cannibals with a
// boat of 4 (157 crossings), proven by tests/river_crossing/static_breadth_first.cpp and
// static_depth_first.cpp. Breadth-first search under clang++ is the one that stops there (at 81
// and 81 with the spec's checks, 91 and 91 alone: its step budget); g++, and depth-first search
// under both, solve river_max_people.
inline constexpr int river_max_compile_time_people = 160;

// Which puzzle's rules: the farmer's or the missionaries'.
enum class river_rules : unsigned char {
  farmer,                      // the farmer, the wolf, the goat and the cabbage
  missionaries_and_cannibals,  // missionaries may not be outnumbered by cannibals
};

// The farmer's wolf, as a bit of river_state::items.
inline constexpr unsigned river_wolf = 1;
// The farmer's goat, as a bit of river_state::items.
inline constexpr unsigned river_goat = 2;
// The farmer's cabbage, as a bit of river_state::items.
inline constexpr unsigned river_cabbage = 4;
// All three items.
inline constexpr unsigned river_all_items = river_wolf | river_goat | river_cabbage;

// The sizes that fix the states: the rule set, how many missionaries and cannibals (none in the
// farmer's puzzle), and how many seats the boat has (the rower's included).
struct river_shape {
  river_rules rules = river_rules::missionaries_and_cannibals;  // which rule set
  int missionaries = 0;                                         // 0 in the farmer's puzzle
  int cannibals = 0;                                            // 0 in the farmer's puzzle
  int seats = 2;                                                // the rower's seat included

  // The farmer's puzzle: a boat of `seats` (Alcuin's holds the farmer and one item: 2). The
  // numbers of both factories are of any integer type, and their values are checked with the
  // shape (river_valid), never a narrower copy of them (2^32 + 3 missionaries are not 3).
  template <class Seats = int>
  static constexpr river_shape farmer(Seats seats = 2) {
    return {river_rules::farmer, 0, 0, detail::clamped_int(seats, 0, river_max_seats + 1)};
  }
  // Missionaries and cannibals (the classic one: 3, 3 and a boat of 2).
  template <class Missionaries, class Cannibals, class Seats>
  static constexpr river_shape missionaries_and_cannibals(Missionaries missionaries,
                                                          Cannibals cannibals, Seats seats) {
    return {river_rules::missionaries_and_cannibals,
            detail::clamped_int(missionaries, -1, river_max_people + 1),
            detail::clamped_int(cannibals, -1, river_max_people + 1),
            detail::clamped_int(seats, 0, river_max_seats + 1)};
  }
  // Equal when every member is equal.
  friend constexpr bool operator==(const river_shape&, const river_shape&) = default;
};

// Who is on the start bank, and where the boat is. The far bank holds everyone else. In the
// farmer's puzzle the farmer is where the boat is (he alone rows), so the state is the items
// on the start bank and the boat; missionaries and cannibals are their counts on the start bank.
struct river_state {
  int missionaries = 0;       // on the start bank (missionaries and cannibals)
  int cannibals = 0;          // on the start bank (missionaries and cannibals)
  unsigned items = 0;         // river_wolf, river_goat, river_cabbage on the start bank (farmer)
  bool boat_on_start = true;  // whether the boat (and the farmer) is at the start bank
  // Equal when every member is equal.
  friend constexpr bool operator==(const river_state&, const river_state&) = default;
};

// One move: a boatload crossing from the boat's bank to the other. In the farmer's puzzle the
// farmer crosses with items (0: alone); otherwise missionaries and cannibals cross, one at least.
struct river_move {
  int missionaries = 0;  // missionaries in the boat
  int cannibals = 0;     // cannibals in the boat
  unsigned items = 0;    // the items the farmer takes (farmer)
  // Equal when every member is equal.
  friend constexpr bool operator==(const river_move&, const river_move&) = default;
};

// A puzzle: its shape and its start state.
struct river_puzzle {
  river_shape shape;  // the rule set and the sizes
  river_state start;  // who is on the start bank at the start, and where the boat is
  // Equal when every member is equal.
  friend constexpr bool operator==(const river_puzzle&, const river_puzzle&) = default;
};

// The start every telling of the puzzle has: everyone, and the boat, on the start bank.
constexpr river_state river_start(const river_shape& shape) noexcept {
  if (shape.rules == river_rules::farmer) return {0, 0, river_all_items, true};
  return {shape.missionaries, shape.cannibals, 0, true};
}

// The goal: everyone on the far bank, and the boat with them.
constexpr river_state river_goal(const river_shape&) noexcept { return {0, 0, 0, false}; }

// The puzzle of shape with the usual start: everyone, and the boat, on the start bank.
constexpr river_puzzle river_default_puzzle(const river_shape& shape) noexcept {
  return {shape, river_start(shape)};
}

namespace detail {
// Whether a bank is safe: missionaries (m) not outnumbered by cannibals (c) where there are any;
// in the farmer's puzzle, on a bank without the farmer, neither the wolf with the goat nor the
// goat with the cabbage.
constexpr bool river_bank_safe(int m, int c) noexcept { return m == 0 || c <= m; }
constexpr bool river_bank_safe(unsigned items, bool farmer) noexcept {
  if (farmer) return true;
  const bool goat = (items & river_goat) != 0;
  return !(goat && (items & (river_wolf | river_cabbage)) != 0);
}
// Whether both banks of s are safe (s fits shape). The boat's bank holds the farmer.
constexpr bool river_safe(const river_shape& shape, const river_state& s) noexcept {
  if (shape.rules == river_rules::farmer)
    return river_bank_safe(s.items, s.boat_on_start) &&
           river_bank_safe(river_all_items & ~s.items, !s.boat_on_start);
  return river_bank_safe(s.missionaries, s.cannibals) &&
         river_bank_safe(shape.missionaries - s.missionaries, shape.cannibals - s.cannibals);
}

// What can be wrong with a shape, a state or a puzzle: one check for river_valid (which never
// throws) and require_river (which throws the message that names it).
enum class river_problem : unsigned char {
  none,
  seats,
  negative,
  people,
  farmer_people,
  state_people,
  state_items,
  state_unsafe,
};

constexpr river_problem river_shape_problem(const river_shape& shape) noexcept {
  if (shape.seats < 1 || shape.seats > river_max_seats) return river_problem::seats;
  if (shape.rules == river_rules::farmer)
    return shape.missionaries == 0 && shape.cannibals == 0 ? river_problem::none
                                                           : river_problem::farmer_people;
  if (shape.missionaries < 0 || shape.cannibals < 0) return river_problem::negative;
  const int people = shape.missionaries + shape.cannibals;
  if (people < 1 || people > river_max_people) return river_problem::people;
  return river_problem::none;
}

// For a valid shape: the state fits it (counts within the shape) and nobody is eaten.
constexpr river_problem river_state_problem(const river_shape& shape,
                                            const river_state& s) noexcept {
  if (shape.rules == river_rules::farmer) {
    if (s.missionaries != 0 || s.cannibals != 0) return river_problem::state_people;
    if ((s.items & ~river_all_items) != 0) return river_problem::state_items;
  } else if (s.items != 0 || s.missionaries < 0 || s.missionaries > shape.missionaries ||
             s.cannibals < 0 || s.cannibals > shape.cannibals) {
    return river_problem::state_people;
  }
  return river_safe(shape, s) ? river_problem::none : river_problem::state_unsafe;
}

constexpr river_problem river_puzzle_problem(const river_puzzle& puzzle) noexcept {
  const river_problem shape = river_shape_problem(puzzle.shape);
  return shape != river_problem::none ? shape : river_state_problem(puzzle.shape, puzzle.start);
}

// Rejects a problem (detail::reject): a compile error inside a constant expression, whose shown
// line, the call's, holds the message; an exception at run time.
constexpr void require_river(river_problem problem) {
  using enum river_problem;
  switch (problem) {
    case none: return;
    case seats: detail::reject("ctp: a river crossing boat needs 1 to 20 seats");
    case negative: detail::reject("ctp: a count of missionaries or cannibals cannot be negative");
    case people: detail::reject("ctp: missionaries and cannibals needs 1 to 200 people in all");
    case farmer_people:
      detail::reject("ctp: the farmer's puzzle has no missionaries and no cannibals");
    case state_people:
      detail::reject("ctp: a river state must have 0 to all of each kind on the start bank");
    case state_items:
      detail::reject("ctp: the farmer's items are the wolf, the goat and the cabbage only");
    case state_unsafe:
      detail::reject("ctp: a river state must be safe: nobody eaten on either bank");
  }
}

constexpr void require_river_puzzle(const river_puzzle& puzzle) {
  require_river(river_puzzle_problem(puzzle));
}
}  // namespace detail

// True iff shape is one ctp solves: a boat of 1 to river_max_seats seats, and for missionaries
// and cannibals 1 to river_max_people people in all (none in the farmer's puzzle). Never throws.
constexpr bool river_valid(const river_shape& shape) noexcept {
  return detail::river_shape_problem(shape) == detail::river_problem::none;
}

// True iff shape is valid and state fits it with nobody eaten: on neither bank do cannibals
// outnumber missionaries where there are missionaries; in the farmer's puzzle, on the bank
// without the farmer, neither the wolf with the goat nor the goat with the cabbage. Never throws.
constexpr bool river_valid(const river_shape& shape, const river_state& state) noexcept {
  return river_valid(shape) &&
         detail::river_state_problem(shape, state) == detail::river_problem::none;
}

// True iff the puzzle's shape is valid and its start is a valid state of it. Never throws.
constexpr bool river_valid(const river_puzzle& puzzle) noexcept {
  return river_valid(puzzle.shape, puzzle.start);
}

// The state after move (precondition: the move's people are on the boat's bank): the boatload
// leaves the boat's bank, arrives on the other, and the boat with it.
constexpr river_state river_apply(river_state state, const river_move& move) noexcept {
  const int sign = state.boat_on_start ? -1 : 1;
  state.missionaries += sign * move.missionaries;
  state.cannibals += sign * move.cannibals;
  state.items ^= move.items;
  state.boat_on_start = !state.boat_on_start;
  return state;
}

// Calls f(move, next) for every legal move from state (a valid state of a valid shape), with
// the state it leads to, in the canonical order. A move is legal when its boatload is on the
// boat's bank, fits the boat with a rower, and leaves both banks safe once the boat has arrived
// and its passengers are ashore (the classic statement: the boat's arrival counts).
// - The farmer's puzzle: the items the farmer takes, as a number, from 0 (alone) up: alone, the
//   wolf, the goat, the wolf and the goat, the cabbage, ...; at most seats - 1 items.
// - Missionaries and cannibals: missionaries m from 0 up, then cannibals c from 0 up, with
//   1 <= m + c <= seats: (0, 1), (0, 2), ..., (1, 0), (1, 1), ....
template <class F>
constexpr void river_for_each_move(const river_shape& shape, const river_state& state, F&& f) {
  if (shape.rules == river_rules::farmer) {
    const unsigned here = state.boat_on_start ? state.items : river_all_items & ~state.items;
    for (unsigned items = 0; items <= river_all_items; ++items) {
      if ((items & ~here) != 0 || std::popcount(items) > shape.seats - 1) continue;
      const river_move move{0, 0, items};
      const river_state next = river_apply(state, move);
      if (detail::river_safe(shape, next)) f(move, next);
    }
    return;
  }
  const int m_here =
      state.boat_on_start ? state.missionaries : shape.missionaries - state.missionaries;
  const int c_here = state.boat_on_start ? state.cannibals : shape.cannibals - state.cannibals;
  for (int m = 0; m <= m_here && m <= shape.seats; ++m) {
    for (int c = m == 0 ? 1 : 0; c <= c_here && m + c <= shape.seats; ++c) {
      const river_move move{m, c, 0};
      const river_state next = river_apply(state, move);
      if (detail::river_safe(shape, next)) f(move, next);
    }
  }
}

// The move that leads from a to b, two states one move apart: whoever changed banks (the farmer
// always crosses, so his move names only the items). Whether it is legal is river_for_each_move's
// question; rejects (`ctp: ...`) two states with the boat on the same bank.
constexpr river_move river_move_between(const river_state& a, const river_state& b) {
  if (a.boat_on_start == b.boat_on_start)
    detail::reject("ctp: a move takes the boat across: these states have it on the same bank");
  const int sign = a.boat_on_start ? 1 : -1;
  return {sign * (a.missionaries - b.missionaries), sign * (a.cannibals - b.cannibals),
          a.items ^ b.items};
}

}  // namespace ctp

#endif  // CTP_RIVER_CROSSING_RULES_HPP_INCLUDED
// ---- end of ctp/river_crossing/rules.hpp

namespace ctp {

// The states of a shape as the search engine's implicit graph: state index = who is on the start
// bank, times 2, plus 1 when the boat is there. Who is on the start bank is the farmer's items as
// a number (0 to 7), or missionaries * (cannibals + 1) + cannibals. Edges are the legal moves, in
// the canonical order (river_for_each_move). The numbers of unsafe states are never reached.
class river_graph {
 public:
  // Every move is one crossing.
  static constexpr unsigned max_weight = 1;

  // The graph of shape; throws std::invalid_argument (`ctp: ...`) for a shape that river_valid
  // rejects.
  constexpr explicit river_graph(const river_shape& shape) : shape_(shape) {
    detail::require_river(detail::river_shape_problem(shape));
    bases_ = static_cast<std::uint64_t>(shape.cannibals) + 1;
    count_ = shape.rules == river_rules::farmer
                 ? 2 * (std::uint64_t{river_all_items} + 1)
                 : 2 * (static_cast<std::uint64_t>(shape.missionaries) + 1) * bases_;
  }

  // How many states the shape spans: 16 for the farmer's, 2 (m + 1) (c + 1) otherwise.
  constexpr search::state_index state_count() const noexcept { return count_; }

  // The index of state s (precondition: s fits the shape).
  constexpr search::state_index index(const river_state& s) const noexcept {
    const std::uint64_t who = shape_.rules == river_rules::farmer
                                  ? s.items
                                  : static_cast<std::uint64_t>(s.missionaries) * bases_ +
                                        static_cast<std::uint64_t>(s.cannibals);
    return 2 * who + (s.boat_on_start ? 1 : 0);
  }
  // The state of index i (precondition: i < state_count()).
  constexpr river_state state(search::state_index i) const noexcept {
    const bool boat = i % 2 != 0;
    const std::uint64_t who = i / 2;
    if (shape_.rules == river_rules::farmer) return {0, 0, static_cast<unsigned>(who), boat};
    return {static_cast<int>(who / bases_), static_cast<int>(who % bases_), 0, boat};
  }

  // Calls edge(j, 1) for the state j of each legal move from state i, in the canonical order.
  template <class Edge>
  constexpr void for_each_edge(search::state_index i, Edge&& edge) const {
    river_for_each_move(shape_, state(i),
                        [&](const river_move&, const river_state& next) { edge(index(next), 1u); });
  }

  // The shape it was made from.
  constexpr const river_shape& shape() const noexcept { return shape_; }

 private:
  river_shape shape_;
  std::uint64_t bases_ = 1;  // cannibals + 1: the place of a missionary
  std::uint64_t count_ = 0;
};

static_assert(search::implicit_graph<river_graph>);

}  // namespace ctp

#endif  // CTP_RIVER_CROSSING_GRAPH_HPP_INCLUDED
// ---- end of ctp/river_crossing/graph.hpp
// ---- ctp/river_crossing/solution.hpp
// The river crossing, the answer every technique gives (the question of Alcuin's problem 18 and
// of missionaries and cannibals: can everyone cross, and how): the path of states, its cost and
// its moves, or no answer.
#ifndef CTP_RIVER_CROSSING_SOLUTION_HPP_INCLUDED
#define CTP_RIVER_CROSSING_SOLUTION_HPP_INCLUDED

#include <cstddef>
#include <optional>
#include <utility>

// ---- ctp/search/dynamic_array.hpp
// ctp::search::dynamic_array: an array whose size is fixed when it is made, at run time or in a
// constant expression; the searches' tables and the paths they answer. It never grows, so it is
// much less for the compiler to instantiate than std::vector, which every includer pays for where
// a non-template function names one (docs/performance.md).
#ifndef CTP_SEARCH_DYNAMIC_ARRAY_HPP_INCLUDED
#define CTP_SEARCH_DYNAMIC_ARRAY_HPP_INCLUDED

#include <cstddef>

namespace ctp::search {

// size() values of T (T default-constructible and copy-assignable), on the heap.
template <class T>
class dynamic_array {
 public:
  // No values.
  constexpr dynamic_array() noexcept = default;
  // size values, each a copy of value.
  constexpr dynamic_array(std::size_t size, const T& value)
      : items_(size == 0 ? nullptr : new T[size]), size_(size) {
    for (std::size_t i = 0; i != size; ++i) items_[i] = value;
  }
  // The values of another container, in order, such as a std::vector that grew to its size. Not
  // explicit: a solution made from a std::vector path (`water_solution{path}`) converts it.
  template <class Values>
    requires requires(const Values& values) {
      values.size();
      values.begin();
      values.end();
    }
  constexpr dynamic_array(const Values& values)
      : items_(values.size() == 0 ? nullptr : new T[values.size()]), size_(values.size()) {
    std::size_t i = 0;
    for (const auto& value : values) items_[i++] = value;
  }
  // A copy of other's values.
  constexpr dynamic_array(const dynamic_array& other)
      : items_(other.size_ == 0 ? nullptr : new T[other.size_]), size_(other.size_) {
    for (std::size_t i = 0; i != size_; ++i) items_[i] = other.items_[i];
  }
  // Takes other's values; other is left empty.
  constexpr dynamic_array(dynamic_array&& other) noexcept
      : items_(other.items_), size_(other.size_) {
    other.items_ = nullptr;
    other.size_ = 0;
  }
  // Replaces the values by a copy of other's.
  constexpr dynamic_array& operator=(const dynamic_array& other) {
    if (this != &other) *this = dynamic_array(other);
    return *this;
  }
  // Replaces the values by other's; other is left empty.
  constexpr dynamic_array& operator=(dynamic_array&& other) noexcept {
    if (this != &other) {
      delete[] items_;
      items_ = other.items_;
      size_ = other.size_;
      other.items_ = nullptr;
      other.size_ = 0;
    }
    return *this;
  }
  // Frees the values.
  constexpr ~dynamic_array() { delete[] items_; }

  // How many values it holds.
  constexpr std::size_t size() const noexcept { return size_; }
  // Whether it holds none.
  constexpr bool empty() const noexcept { return size_ == 0; }

  // Value i (precondition: i < size()).
  constexpr T& operator[](std::size_t i) noexcept { return items_[i]; }
  // Value i, to read (precondition: i < size()).
  constexpr const T& operator[](std::size_t i) const noexcept { return items_[i]; }
  // The first value (precondition: not empty).
  constexpr const T& front() const noexcept { return items_[0]; }
  // The last value (precondition: not empty).
  constexpr const T& back() const noexcept { return items_[size_ - 1]; }
  // The first value, to iterate.
  constexpr T* begin() noexcept { return items_; }
  // Past the last value.
  constexpr T* end() noexcept { return items_ + size_; }
  // The first value, to iterate and read.
  constexpr const T* begin() const noexcept { return items_; }
  // Past the last value.
  constexpr const T* end() const noexcept { return items_ + size_; }

  // Equal when they hold equal values in the same order.
  friend constexpr bool operator==(const dynamic_array& a, const dynamic_array& b) {
    if (a.size_ != b.size_) return false;
    for (std::size_t i = 0; i != a.size_; ++i)
      if (!(a.items_[i] == b.items_[i])) return false;
    return true;
  }

 private:
  T* items_ = nullptr;
  std::size_t size_ = 0;
};

}  // namespace ctp::search

#endif  // CTP_SEARCH_DYNAMIC_ARRAY_HPP_INCLUDED
// ---- end of ctp/search/dynamic_array.hpp

namespace ctp {

// The answer to a puzzle. An unsolvable puzzle is an answer too: not reachable, no cost, an
// empty path and no moves.
class river_solution {
 public:
  // The path's type.
  using path_type = search::dynamic_array<river_state>;

  // Unreachable.
  constexpr river_solution() = default;
  // Reachable by path: the start, then the state after each crossing, the last one the goal.
  constexpr explicit river_solution(path_type path) : path_(std::move(path)) {}

  // Whether the goal can be reached from the start.
  constexpr bool reachable() const noexcept { return !path_.empty(); }
  // The number of crossings of the path (the fewest, for breadth-first search); empty when the
  // goal cannot be reached.
  constexpr std::optional<unsigned> cost() const noexcept {
    if (!reachable()) return std::nullopt;
    return static_cast<unsigned>(path_.size() - 1);
  }
  // The path, both ends included; empty when unreachable.
  constexpr const path_type& path() const noexcept { return path_; }
  // The crossings of the path, in order: who is in the boat each time; empty when unreachable.
  constexpr search::dynamic_array<river_move> moves() const {
    search::dynamic_array<river_move> moves(reachable() ? path_.size() - 1 : 0, river_move{});
    for (std::size_t k = 0; k != moves.size(); ++k)
      moves[k] = river_move_between(path_[k], path_[k + 1]);
    return moves;
  }

 private:
  path_type path_;
};

}  // namespace ctp

#endif  // CTP_RIVER_CROSSING_SOLUTION_HPP_INCLUDED
// ---- end of ctp/river_crossing/solution.hpp
// ---- ctp/river_crossing/text.hpp
// The river crossing as text (the farmer's puzzle of Alcuin's problem 18, and Amarel's
// missionaries and cannibals): the start bank, a bar for the river, the far bank, one letter a
// passenger, so that a person reads who is where: `FWGC|` and `WC|FG` for the farmer, `MMMCCCB|`
// and `MMCC|BMC` for missionaries and cannibals.
#ifndef CTP_RIVER_CROSSING_TEXT_HPP_INCLUDED
#define CTP_RIVER_CROSSING_TEXT_HPP_INCLUDED

#include <cstddef>
#include <string_view>


namespace ctp {

// A state read from text, and the shape the text names: its rule set and its people (a text has
// no seats: the shape has the default boat of 2).
struct river_parsed {
  river_shape shape;  // the rule set and the people the text names, with a boat of 2
  river_state state;  // where each one stands, and the boat
  // Equal when every member is equal.
  friend constexpr bool operator==(const river_parsed&, const river_parsed&) = default;
};

// Reads a state and its people from text: `river_parse("MMCC|BMC")` is
// {missionaries_and_cannibals(3, 3, 2), {2, 2, 0, false}}.
// 1. The text is the start bank, one `|` for the river, and the far bank.
// 2. Each passenger is one letter, on the bank it stands on, in any order within the bank.
// 3. A text with an F is the farmer's puzzle: F (the farmer), W (the wolf), G (the goat) and C
//    (the cabbage), once each; the boat is where the farmer is.
// 4. Otherwise it is missionaries and cannibals: M a missionary, C a cannibal, and one B, the
//    boat, on its bank; at most river_max_people people.
// Anything else throws `ctp: ...` (a compile error in a constant expression). Whether the state
// is safe is river_parse(text, shape)'s question.
constexpr river_parsed river_parse(std::string_view text) {
  using detail::reject;  // short, so that each message stays on the line the compiler shows
  // 1. One bar between the banks.
  std::size_t bar = text.size();
  for (std::size_t at = 0; at != text.size(); ++at) {
    if (text[at] != '|') continue;
    if (bar != text.size()) reject("ctp: river crossing text has one | between the two banks");
    bar = at;
  }
  if (bar == text.size()) reject("ctp: river crossing text has one | between the two banks");
  // 2. Count each letter, and each letter on the start bank.
  int all[128]{};
  int start[128]{};
  for (std::size_t at = 0; at != text.size(); ++at) {
    const char letter = text[at];
    if (letter == '|') continue;
    if (letter != 'F' && letter != 'W' && letter != 'G' && letter != 'C' && letter != 'M' &&
        letter != 'B')
      reject("ctp: river crossing text holds F, W, G, C (farmer) or M, C, B, and one |");
    ++all[static_cast<unsigned char>(letter)];
    if (at < bar) ++start[static_cast<unsigned char>(letter)];
  }
  const auto on_start = [&](char letter) { return start[static_cast<unsigned char>(letter)]; };
  const auto count = [&](char letter) { return all[static_cast<unsigned char>(letter)]; };
  // 3. With an F, the farmer's puzzle: F, W, G and C once each, the boat where the farmer is.
  if (count('F') != 0) {
    if (count('F') != 1 || count('W') != 1 || count('G') != 1 || count('C') != 1 ||
        count('M') != 0 || count('B') != 0)
      reject("ctp: the farmer's text has F, W, G and C once each, and no M or B (e.g. FWGC|)");
    const unsigned items = (on_start('W') != 0 ? river_wolf : 0u) |
                           (on_start('G') != 0 ? river_goat : 0u) |
                           (on_start('C') != 0 ? river_cabbage : 0u);
    return {river_shape::farmer(), {0, 0, items, on_start('F') != 0}};
  }
  // 4. Otherwise missionaries and cannibals: M and C, and one boat B on one bank.
  if (count('W') != 0 || count('G') != 0 || count('B') != 1)
    reject("ctp: missionaries and cannibals text has M, C and one boat B (e.g. MMMCCCB|)");
  if (count('M') + count('C') > river_max_people)
    reject("ctp: missionaries and cannibals needs 1 to 200 people in all");
  return {river_shape::missionaries_and_cannibals(count('M'), count('C'), 2),
          {on_start('M'), on_start('C'), 0, on_start('B') != 0}};
}

// Reads a state of shape from its text: as river_parse(text), and the text's people must be the
// shape's (the same rule set, as many missionaries and as many cannibals), and the state safe;
// otherwise throws `ctp: ...`.
constexpr river_state river_parse(std::string_view text, const river_shape& shape) {
  detail::require_river(detail::river_shape_problem(shape));
  const river_parsed read = river_parse(text);
  if (read.shape.rules != shape.rules || read.shape.missionaries != shape.missionaries ||
      read.shape.cannibals != shape.cannibals)
    detail::reject("ctp: the text's people are not the puzzle's: each must be on one bank");
  detail::require_river(detail::river_state_problem(shape, read.state));
  return read.state;
}

// The state written as Text, read by the compiler: `river_state_of<"MMCC|BMC">`. Bad text is a
// compile error that quotes river_parse's message.
template <fixed_string Text>
inline constexpr river_state river_state_of = river_parse(Text.view()).state;

// The number of characters of a state's text for shape: one a passenger and the bar, and for
// missionaries and cannibals one more for the boat (`FWGC|` has 5, `MMMCCCB|` 8); 0 for a shape
// that river_valid rejects.
constexpr std::size_t river_text_size(const river_shape& shape) noexcept {
  if (!river_valid(shape)) return 0;
  if (shape.rules == river_rules::farmer) return 5;
  return static_cast<std::size_t>(shape.missionaries + shape.cannibals) + 2;
}

// Writes state's text for shape, river_text_size(shape) characters, to out[0, size): the start
// bank, `|`, the far bank, each bank in the order F W G C (farmer) or M ... C ..., the boat B
// beside the river (last on the start bank, first on the far bank), as river_parse reads it back.
// out is a char array, std::string or anything indexable with room for them. A shape or state
// that river_valid rejects throws `ctp: ...`.
template <class Chars>
constexpr void river_write_text(Chars& out, const river_shape& shape, const river_state& state) {
  detail::require_river(detail::river_shape_problem(shape));
  detail::require_river(detail::river_state_problem(shape, state));
  std::size_t at = 0;
  const auto put = [&](char letter, int times) {
    for (int k = 0; k < times; ++k) out[at++] = letter;
  };
  for (const bool start : {true, false}) {
    if (!start) out[at++] = '|';
    if (shape.rules == river_rules::farmer) {
      const unsigned items = start ? state.items : river_all_items & ~state.items;
      put('F', state.boat_on_start == start ? 1 : 0);
      put('W', (items & river_wolf) != 0 ? 1 : 0);
      put('G', (items & river_goat) != 0 ? 1 : 0);
      put('C', (items & river_cabbage) != 0 ? 1 : 0);
      continue;
    }
    const bool boat = state.boat_on_start == start;
    if (!start) put('B', boat ? 1 : 0);
    put('M', start ? state.missionaries : shape.missionaries - state.missionaries);
    put('C', start ? state.cannibals : shape.cannibals - state.cannibals);
    if (start) put('B', boat ? 1 : 0);
  }
}

// The text of state for Shape, as a fixed_string: `river_text<river_shape::farmer()>(state)`
// is "WC|FG" after the goat's crossing. A state that does not fit Shape throws `ctp: ...`.
template <river_shape Shape>
constexpr fixed_string<river_text_size(Shape)> river_text(const river_state& state) {
  static_assert(river_valid(Shape),
                "ctp: river_text needs a valid shape: a boat of 1 to 20 seats, and 1 to 200 "
                "missionaries and cannibals (none in the farmer's puzzle)");
  fixed_string<river_text_size(Shape)> text;
  if constexpr (river_valid(Shape)) river_write_text(text.chars, Shape, state);  // one error only
  text.chars[river_text_size(Shape)] = '\0';
  return text;
}

}  // namespace ctp

#endif  // CTP_RIVER_CROSSING_TEXT_HPP_INCLUDED
// ---- end of ctp/river_crossing/text.hpp
// ---- ctp/river_crossing/with_breadth_first.hpp
// The river crossing by breadth-first search (Moore, "The shortest path through a maze", 1959,
// over Amarel's state space of missionaries and cannibals): the fewest crossings from the start
// to everyone across, and the canonical path, for the farmer's puzzle and for missionaries and
// cannibals. Under both compilers' default limits it solves 80 missionaries and 80 cannibals with
// a boat of 4 (157 crossings, river_max_compile_time_people); tests/river_crossing/
// static_breadth_first.cpp proves it.
#ifndef CTP_RIVER_CROSSING_WITH_BREADTH_FIRST_HPP_INCLUDED
#define CTP_RIVER_CROSSING_WITH_BREADTH_FIRST_HPP_INCLUDED

#include <cstddef>
#include <cstdint>
#include <utility>

// ---- ctp/search/breadth_first.hpp
// ctp::search::breadth_first: breadth-first search over an implicit graph (Moore 1959), with the
// order in which states are first reached: the first path found is a canonical shortest path.
#ifndef CTP_SEARCH_BREADTH_FIRST_HPP_INCLUDED
#define CTP_SEARCH_BREADTH_FIRST_HPP_INCLUDED

#include <cstdint>
#include <type_traits>


namespace ctp::search {

// Fills dist[s] with the fewest edges from `source` to s (unreachable<Dist> where there is
// none) and returns how many states were reached. `queue` is scratch space indexable by
// 0 .. state_count() - 1 (a C array or std::vector of state_index); on return queue[0, reached)
// lists the states in the order they were reached. discovered(t, s, edge) is called once for every
// state t when it is first reached, from s by the edge-th edge that for_each_edge(s) lists: the
// first discovery of a state is the one a canonical path takes.
// 1. The source is reached, at distance 0, and queued.
// 2. Take the oldest queued state s; for each edge s -> t, in for_each_edge's order, a state t
//    not yet reached is reached at dist[s] + 1 and queued.
// 3. Repeat until the queue is empty. Edge weights are ignored.
template <implicit_graph Graph, class Dist, class Queue, class Discovered>
constexpr std::uint64_t breadth_first(const Graph& graph, state_index source, Dist& dist,
                                      Queue& queue, Discovered&& discovered) {
  using dist_type = std::remove_cvref_t<decltype(dist[0])>;
  constexpr dist_type none = unreachable<dist_type>;
  const state_index states = graph.state_count();
  for (state_index s = 0; s != states; ++s) dist[s] = none;
  dist[source] = 0;
  queue[0] = source;
  std::uint64_t tail = 1;
  for (std::uint64_t head = 0; head != tail; ++head) {
    const state_index s = queue[head];
    const std::uint64_t next = std::uint64_t{dist[s]} + 1;
    if (next >= none)
      ctp::detail::reject<std::overflow_error>("ctp: a distance does not fit the distance type");
    unsigned edge = 0;
    graph.for_each_edge(s, [&](state_index t, unsigned) {
      if (dist[t] == none) {
        dist[t] = static_cast<dist_type>(next);
        queue[tail++] = t;
        discovered(t, s, edge);
      }
      ++edge;
    });
  }
  return tail;
}

// The same without a discovery callback.
template <implicit_graph Graph, class Dist, class Queue>
constexpr std::uint64_t breadth_first(const Graph& graph, state_index source, Dist& dist,
                                      Queue& queue) {
  return breadth_first(graph, source, dist, queue, [](state_index, state_index, unsigned) {});
}

}  // namespace ctp::search

#endif  // CTP_SEARCH_BREADTH_FIRST_HPP_INCLUDED
// ---- end of ctp/search/breadth_first.hpp

namespace ctp::with_breadth_first {

// river_solve's type: a function object, so that river_solve can be passed around as a value
// (`technique<"breadth_first", river_solve>` in the tests).
struct river_solver {
  //! [solve]
  // Solves puzzle:
  // 1. check it (bad input is a `ctp:` error);
  // 2. one breadth-first search from the start (the search engine's), which reaches the states
  //    in order of their fewest crossings, expanding moves in the canonical order, and records
  //    the state each one was first reached from;
  // 3. the goal not reached: unreachable;
  // 4. otherwise those first parents lead back from the goal to the start: the canonical path,
  //    with the fewest crossings, counted first and then filled from its end.
  constexpr river_solution operator()(const river_puzzle& puzzle) const {
    detail::require_river_puzzle(puzzle);
    const river_graph graph(puzzle.shape);
    const search::state_index states = graph.state_count();
    search::dynamic_array<std::uint32_t> crossings(states, 0);
    search::dynamic_array<search::state_index> queue(states, 0);
    search::dynamic_array<search::state_index> parent(states, 0);
    const search::state_index start = graph.index(puzzle.start);
    parent[start] = start;
    search::breadth_first(
        graph, start, crossings, queue,
        [&](search::state_index t, search::state_index s, unsigned) { parent[t] = s; });
    search::state_index at = graph.index(river_goal(puzzle.shape));
    if (crossings[at] == search::unreachable<std::uint32_t>) return river_solution{};
    search::dynamic_array<river_state> path(std::size_t{crossings[at]} + 1, river_state{});
    for (std::size_t k = path.size(); k-- != 0; at = parent[at]) path[k] = graph.state(at);
    return river_solution{std::move(path)};
  }
  //! [solve]
};

// Solves puzzle by breadth-first search: `river_solve(puzzle)` (river_solver).
inline constexpr river_solver river_solve{};

}  // namespace ctp::with_breadth_first

#endif  // CTP_RIVER_CROSSING_WITH_BREADTH_FIRST_HPP_INCLUDED
// ---- end of ctp/river_crossing/with_breadth_first.hpp
// ---- ctp/river_crossing/with_depth_first.hpp
// The river crossing by depth-first search (Tarjan, "Depth-first search and linear graph
// algorithms", 1972, over Amarel's state space of missionaries and cannibals): follow the first
// new move as far as it goes, back up when none is left. It finds a way across, not always the
// shortest: the farmer with a boat of 3 takes 7 crossings where 3 do, and 5 missionaries and 5
// cannibals with a boat of 4 take 15 where 7 do. Under both compilers' default limits it solves
// 80 missionaries and 80 cannibals with a boat of 4 (river_max_compile_time_people); tests/
// river_crossing/static_depth_first.cpp proves both.
#ifndef CTP_RIVER_CROSSING_WITH_DEPTH_FIRST_HPP_INCLUDED
#define CTP_RIVER_CROSSING_WITH_DEPTH_FIRST_HPP_INCLUDED

#include <cstddef>
#include <utility>


namespace ctp::with_depth_first {

// river_solve's type: a function object, so that river_solve can be passed around as a value.
struct river_solver {
  //! [solve]
  // Solves puzzle:
  // 1. check it (bad input is a `ctp:` error);
  // 2. the path so far is a stack, the start on it, and no state is visited twice;
  // 3. the state on top is the goal: the stack is the path, start to goal;
  // 4. otherwise take its first legal move, in the canonical order, to a state not yet visited,
  //    and push that state; when it has none left, pop it (back up one crossing);
  // 5. the stack empty: every state the start reaches was visited, the goal was not: unreachable.
  // The stack is an array of one place a state (no state is on it twice) and its depth, not the
  // compiler's call stack, so its depth is not the compiler's recursion limit.
  constexpr river_solution operator()(const river_puzzle& puzzle) const {
    detail::require_river_puzzle(puzzle);
    const river_graph graph(puzzle.shape);
    const search::state_index states = graph.state_count();
    const search::state_index goal = graph.index(river_goal(puzzle.shape));
    search::dynamic_array<unsigned char> visited(states, 0);
    search::dynamic_array<search::state_index> stack(states, 0);
    std::size_t depth = 1;
    stack[0] = graph.index(puzzle.start);
    visited[stack[0]] = 1;
    while (depth != 0) {
      const search::state_index top = stack[depth - 1];
      if (top == goal) {
        search::dynamic_array<river_state> path(depth, river_state{});
        for (std::size_t k = 0; k != depth; ++k) path[k] = graph.state(stack[k]);
        return river_solution{std::move(path)};
      }
      search::state_index next = states;  // none yet
      graph.for_each_edge(top, [&](search::state_index t, unsigned) {
        if (next == states && visited[t] == 0) next = t;
      });
      if (next == states) {
        --depth;
        continue;
      }
      visited[next] = 1;
      stack[depth++] = next;
    }
    return river_solution{};
  }
  //! [solve]
};

// Solves puzzle by depth-first search: `river_solve(puzzle)` (river_solver).
inline constexpr river_solver river_solve{};

}  // namespace ctp::with_depth_first

#endif  // CTP_RIVER_CROSSING_WITH_DEPTH_FIRST_HPP_INCLUDED
// ---- end of ctp/river_crossing/with_depth_first.hpp

namespace ctp {

// Solves puzzle with the technique the library recommends, breadth-first search: the fewest
// crossings and the canonical path, or unreachable (bad input is a `ctp:` error). The same
// function object as with_breadth_first::river_solve.
inline constexpr with_breadth_first::river_solver river_solve{};

}  // namespace ctp

#endif  // CTP_RIVER_CROSSING_HPP_INCLUDED
// ---- end of ctp/river_crossing.hpp
// ---- ctp/water_pouring.hpp
// Water pouring, solved by the compiler (the "3/5/8 water cups" post, "Two success states"): any
// cups, pours and a tap; the fewest moves by breadth-first search and the post's own depth-first
// Game tree. The run-time searches the tools run are included on their own: every state's
// distance to a goal (water_pouring/run_time/goal_distances.hpp) and the hardest puzzles
// (hardest.hpp).
#ifndef CTP_WATER_POURING_HPP_INCLUDED
#define CTP_WATER_POURING_HPP_INCLUDED

// ---- ctp/water_pouring/graph.hpp
// Water pouring as a graph for the search engine (the water-cups post's states and pours): the
// cups' states as an implicit graph, and one breadth-first search from the start that every
// answer about reachable states (paths, distances, tables) shares.
#ifndef CTP_WATER_POURING_GRAPH_HPP_INCLUDED
#define CTP_WATER_POURING_GRAPH_HPP_INCLUDED

#include <cstddef>
#include <cstdint>

// ---- ctp/water_pouring/rules.hpp
// Water pouring, the rules of the "3/5/8 water cups" post ("Two success states"): cups of integer
// capacities, pours that stop when the source is empty or the target full, and, with a tap,
// filling and emptying a cup; what counts as solved, what a valid puzzle is, and its default start.
#ifndef CTP_WATER_POURING_RULES_HPP_INCLUDED
#define CTP_WATER_POURING_RULES_HPP_INCLUDED

#include <cstdint>


namespace ctp {

// The most cups a puzzle may have.
inline constexpr int water_max_cups = 8;
// The most states a puzzle's cups may span together: the product of every capacity plus one, the
// size of the search's tables.
inline constexpr std::uint64_t water_max_states = std::uint64_t{1} << 24;

// The largest amount any cup of a valid puzzle can hold: a cup of capacity c spans c + 1 states.
inline constexpr int water_max_amount = static_cast<int>(water_max_states) - 1;

// The contents of the cups (or their capacities), cups in the given order.
struct water_state {
  int cups = 0;                  // how many cups: 1 to water_max_cups
  int amount[water_max_cups]{};  // cup 0 first; 0 past the last cup

  // The amount in cup (0 to cups - 1; unchecked).
  constexpr int operator[](int cup) const noexcept { return amount[cup]; }
  // The amount in all cups together.
  constexpr int total() const noexcept {
    int sum = 0;
    for (int cup = 0; cup != cups; ++cup) sum += amount[cup];
    return sum;
  }
  // Equal when every member is equal.
  friend constexpr bool operator==(const water_state&, const water_state&) = default;
};

// A puzzle: the cups' capacities, their contents at the start, and whether a tap lets a cup be
// filled or emptied (otherwise only pours are moves).
struct water_puzzle {
  water_state capacity;  // how much each cup holds
  water_state start;     // what each cup holds at the start
  bool tap = false;      // whether fill and empty are moves too
};

// One move: pour cup `from` into cup `to`, fill cup `from` from the tap, or empty cup `from`.
struct water_move {
  // Pour from one cup into another, fill a cup from the tap, or empty it.
  enum kind_type : unsigned char { pour, fill, empty };
  kind_type kind;  // which of the three
  int from;        // the cup poured from, filled or emptied
  int to = -1;     // the cup poured into (pour only)
  // Equal when every member is equal.
  friend constexpr bool operator==(const water_move&, const water_move&) = default;
};

// What counts as solved: an amount in any cup (the post's 4 oz), an amount in a given cup, or an
// exact state (the post's [<Cup 3/3>, <Cup 1/5>, <Cup 4/8>]).
struct water_goal {
  // An amount in any cup, an amount in one cup, or an exact state.
  enum kind_type : unsigned char { any_cup, in_cup, exact };
  kind_type kind = any_cup;  // which of the three
  int amount = 0;            // the amount wanted (any_cup, in_cup)
  int cup = -1;              // the cup it is wanted in (in_cup)
  water_state state{};       // the state wanted (exact)

  // Solved when some cup holds amount, of any integer type: its value is checked with the puzzle
  // (water_valid), never a narrower copy of it (2^32 + 4 is not 4).
  template <class Amount>
  static constexpr water_goal amount_anywhere(Amount amount) {
    return {any_cup, detail::clamped_int(amount, -1, water_max_amount + 1)};
  }
  // Solved when cup holds amount, both of any integer type, checked as amount_anywhere's.
  template <class Cup, class Amount>
  static constexpr water_goal amount_in(Cup cup, Amount amount) {
    return {in_cup, detail::clamped_int(amount, -1, water_max_amount + 1),
            detail::clamped_int(cup, -1, water_max_cups)};
  }
  // Solved in state and no other.
  static constexpr water_goal exactly(const water_state& state) { return {exact, 0, -1, state}; }

  // True iff the cups s are solved.
  constexpr bool reached_by(const water_state& s) const noexcept {
    switch (kind) {
      case any_cup:
        for (int c = 0; c < s.cups && c < water_max_cups; ++c)
          if (s[c] == amount) return true;
        return false;
      case in_cup: return cup >= 0 && cup < s.cups && cup < water_max_cups && s[cup] == amount;
      case exact: return s == state;
    }
    return false;
  }
};

namespace detail {
// What can be wrong with a puzzle or its goal: one check for water_valid (which never throws) and
// require_water (which throws the message that names it).
enum class water_problem : unsigned char {
  none,
  cup_count,
  start_count,
  capacity,
  start_amount,
  state_count,
  goal_amount,
  goal_cup,
  goal_cup_amount,
  goal_state_count,
  goal_state_amount,
};

constexpr water_problem water_puzzle_problem(const water_puzzle& puzzle) noexcept {
  const int cups = puzzle.capacity.cups;
  if (cups < 2 || cups > water_max_cups) return water_problem::cup_count;
  if (puzzle.start.cups != cups) return water_problem::start_count;
  std::uint64_t states = 1;
  for (int cup = 0; cup != cups; ++cup) {
    if (puzzle.capacity[cup] <= 0) return water_problem::capacity;
    if (puzzle.start[cup] < 0 || puzzle.start[cup] > puzzle.capacity[cup])
      return water_problem::start_amount;
    states *= static_cast<std::uint64_t>(puzzle.capacity[cup]) + 1;
    if (states > water_max_states) return water_problem::state_count;
  }
  return water_problem::none;
}

// For a valid puzzle.
constexpr water_problem water_goal_problem(const water_puzzle& puzzle,
                                           const water_goal& goal) noexcept {
  const water_state& cap = puzzle.capacity;
  int largest = 0;
  for (int c = 0; c != cap.cups; ++c) largest = cap[c] > largest ? cap[c] : largest;
  switch (goal.kind) {
    case water_goal::any_cup:
      if (goal.amount < 0 || goal.amount > largest) return water_problem::goal_amount;
      return water_problem::none;
    case water_goal::in_cup:
      if (goal.cup < 0 || goal.cup >= cap.cups) return water_problem::goal_cup;
      if (goal.amount < 0 || goal.amount > cap[goal.cup]) return water_problem::goal_cup_amount;
      return water_problem::none;
    case water_goal::exact:
      if (goal.state.cups != cap.cups) return water_problem::goal_state_count;
      for (int c = 0; c != cap.cups; ++c)
        if (goal.state[c] < 0 || goal.state[c] > cap[c]) return water_problem::goal_state_amount;
      return water_problem::none;
  }
  return water_problem::none;
}

// Rejects a problem (detail::reject): a compile error inside a constant expression, and the line
// the compiler shows, the call's, holds the message, so each message stays on its call's line; an
// exception at run time.
constexpr void require_water(water_problem problem) {
  using enum water_problem;
  switch (problem) {
    case none: return;
    case cup_count: detail::reject("ctp: water pouring needs 2 to 8 cups");
    case start_count: detail::reject("ctp: water pouring needs a start amount for every cup");
    case capacity: detail::reject("ctp: a cup's capacity must be positive");
    case start_amount:
      detail::reject("ctp: a cup cannot start with more than its capacity, or less than nothing");
    case state_count:
      detail::reject("ctp: water pouring supports cups of at most 16,777,216 states in all");
    case goal_amount:
      detail::reject("ctp: the goal amount must be between 0 and the largest cup's capacity");
    case goal_cup: detail::reject("ctp: the goal cup must be one of the puzzle's cups");
    case goal_cup_amount: detail::reject("ctp: the goal amount must fit in the goal cup");
    case goal_state_count: detail::reject("ctp: the goal state needs an amount for every cup");
    case goal_state_amount: detail::reject("ctp: the goal state must fit in the cups");
  }
}

constexpr void require_water_puzzle(const water_puzzle& puzzle) {
  require_water(water_puzzle_problem(puzzle));
}
constexpr void require_water_goal(const water_puzzle& puzzle, const water_goal& goal) {
  require_water(water_goal_problem(puzzle, goal));
}
}  // namespace detail

// True iff puzzle is one ctp solves: 2 to 8 cups of positive capacities, at most
// water_max_states states in all, and a start that fits in the cups. Never throws.
constexpr bool water_valid(const water_puzzle& puzzle) noexcept {
  return detail::water_puzzle_problem(puzzle) == detail::water_problem::none;
}

// True iff puzzle is valid and goal is a goal for it: an amount that fits in some cup (or in the
// given cup), or a state that fits in the cups. Never throws.
constexpr bool water_valid(const water_puzzle& puzzle, const water_goal& goal) noexcept {
  return water_valid(puzzle) &&
         detail::water_goal_problem(puzzle, goal) == detail::water_problem::none;
}

// The puzzle that the capacities alone describe, the one both tools mean when no start is given:
// without a tap the largest cup starts full (the first of them, if several are largest) and the
// others empty, as the post's 8 oz cup; with a tap every cup starts empty. The capacities are
// checked first (`ctp:` errors).
constexpr water_puzzle water_default_puzzle(const water_state& capacities, bool tap) {
  detail::require_water_puzzle({capacities, capacities, tap});
  water_puzzle puzzle{capacities, {capacities.cups, {}}, tap};
  if (tap) return puzzle;
  int largest = 0;
  for (int cup = 1; cup != capacities.cups; ++cup)
    if (capacities[cup] > capacities[largest]) largest = cup;
  puzzle.start.amount[largest] = capacities[largest];
  return puzzle;
}

// The water a pour from cup `from` into cup `to` moves: all of `from`, or as much as `to` has
// room for.
constexpr int water_poured(const water_state& capacity, const water_state& state, int from,
                           int to) {
  const int room = capacity[to] - state[to];
  return state[from] < room ? state[from] : room;
}

// The state after a move, or nothing changed when the move does not count: a pour i -> j moves
// min(c_i, cap_j - c_j) and counts only if that is more than 0; fill counts for a cup not full,
// empty for a cup not empty (both need the tap).
constexpr water_state water_apply(const water_puzzle& puzzle, water_state state,
                                  const water_move& move) {
  const water_state& cap = puzzle.capacity;
  switch (move.kind) {
    case water_move::pour: {
      const int amount = water_poured(cap, state, move.from, move.to);
      state.amount[move.from] -= amount;
      state.amount[move.to] += amount;
      break;
    }
    case water_move::fill: state.amount[move.from] = cap[move.from]; break;
    case water_move::empty: state.amount[move.from] = 0; break;
  }
  return state;
}

// Calls f(move) for every move that counts from state, in the canonical order: pours (i, j) in
// row-major order, then fills 0 .. m - 1, then empties 0 .. m - 1 (with a tap).
template <class F>
constexpr void water_for_each_legal_move(const water_puzzle& puzzle, const water_state& state,
                                         F&& f) {
  const int cups = puzzle.capacity.cups;
  for (int from = 0; from != cups; ++from) {
    for (int to = 0; to != cups; ++to) {
      if (from == to || state[from] == 0 || state[to] == puzzle.capacity[to]) continue;
      f(water_move{water_move::pour, from, to});
    }
  }
  if (!puzzle.tap) return;
  for (int cup = 0; cup != cups; ++cup)
    if (state[cup] != puzzle.capacity[cup]) f(water_move{water_move::fill, cup});
  for (int cup = 0; cup != cups; ++cup)
    if (state[cup] != 0) f(water_move{water_move::empty, cup});
}

// Calls f(move, next) for every move that counts from state, in the same order, with the state
// it leads to.
template <class F>
constexpr void water_for_each_move(const water_puzzle& puzzle, const water_state& state, F&& f) {
  water_for_each_legal_move(
      puzzle, state, [&](const water_move& move) { f(move, water_apply(puzzle, state, move)); });
}

// The move that leads from a to b (one move apart): the cup that lost water poured into the cup
// that gained it, or the one cup that was filled or emptied.
constexpr water_move water_move_between(const water_puzzle& puzzle, const water_state& a,
                                        const water_state& b) {
  water_move found{water_move::pour, -1, -1};
  water_for_each_move(puzzle, a, [&](const water_move& move, const water_state& next) {
    if (found.from == -1 && next == b) found = move;
  });
  if (found.from == -1)
    detail::reject("ctp: no single move leads from one of these states to the other");
  return found;
}

}  // namespace ctp

#endif  // CTP_WATER_POURING_RULES_HPP_INCLUDED
// ---- end of ctp/water_pouring/rules.hpp

namespace ctp {

// The cups' states as the search engine's implicit graph: state index = the contents read as a
// mixed-radix number (cup 0 the most significant digit, base capacity + 1), edges = the moves
// that count, in the canonical order.
class water_graph {
 public:
  // Every move counts one.
  static constexpr unsigned max_weight = 1;

  // The graph of puzzle; throws std::invalid_argument (`ctp: ...`) for a puzzle that
  // water_valid rejects.
  constexpr explicit water_graph(const water_puzzle& puzzle) : puzzle_(puzzle) {
    detail::require_water_puzzle(puzzle);
    count_ = 1;
    for (int c = puzzle.capacity.cups; c-- != 0;) {
      place_[c] = count_;
      count_ *= static_cast<std::uint64_t>(puzzle.capacity[c]) + 1;
    }
  }

  // How many states the cups span: the product of every capacity plus one.
  constexpr search::state_index state_count() const noexcept { return count_; }

  // The index of the cups s (precondition: s fits the capacities).
  constexpr search::state_index index(const water_state& s) const noexcept {
    search::state_index i = 0;
    for (int c = 0; c != s.cups; ++c) i += static_cast<std::uint64_t>(s[c]) * place_[c];
    return i;
  }
  // The cups of index i (precondition: i < state_count()). In 32 bits: every index is below
  // water_max_states (2^24), and the search divides once a cup for every state it takes.
  constexpr water_state state(search::state_index i) const noexcept {
    water_state s{puzzle_.capacity.cups, {}};
    auto rest = static_cast<std::uint32_t>(i);
    for (int c = 0; c != s.cups; ++c) {
      const auto place = static_cast<std::uint32_t>(place_[c]);
      s.amount[c] = static_cast<int>(rest / place);
      rest %= place;
    }
    return s;
  }

  // Calls edge(j, 1) for the state j of each move from state i, in the canonical order. A move
  // changes one cup (fill, empty) or two (pour), so j is i moved by the water each gains times
  // its place: the search's inner loop never builds the next state.
  template <class Edge>
  constexpr void for_each_edge(search::state_index i, Edge&& edge) const {
    const water_state now = state(i);
    const water_state& capacity = puzzle_.capacity;
    water_for_each_legal_move(puzzle_, now, [&](const water_move& move) {
      const std::uint64_t from = place_[move.from];
      switch (move.kind) {
        case water_move::pour: {
          const auto poured =
              static_cast<std::uint64_t>(water_poured(capacity, now, move.from, move.to));
          edge(i - poured * from + poured * place_[move.to], 1u);
          break;
        }
        case water_move::fill:
          edge(i + static_cast<std::uint64_t>(capacity[move.from] - now[move.from]) * from, 1u);
          break;
        case water_move::empty:
          edge(i - static_cast<std::uint64_t>(now[move.from]) * from, 1u);
          break;
      }
    });
  }

  // The puzzle it was made from.
  constexpr const water_puzzle& puzzle() const noexcept { return puzzle_; }

 private:
  water_puzzle puzzle_;
  std::uint64_t place_[water_max_cups]{};
  std::uint64_t count_ = 0;
};

// Every state reachable from the start with its fewest moves, in the order breadth-first search
// reaches them (start first).
struct water_reached {
  water_state state;    // the cups
  std::uint32_t moves;  // the fewest moves from the start
};

// One breadth-first search from the puzzle's start: the reached states in order, and each
// state's first-discovery parent (for paths).
class water_search {
 public:
  // Searches from the start of puzzle; throws as water_graph does for a puzzle it rejects.
  constexpr explicit water_search(const water_puzzle& puzzle)
      : graph_(puzzle),
        moves_(graph_.state_count(), 0),
        parent_(graph_.state_count(), 0),
        order_(graph_.state_count(), 0),
        position_(graph_.state_count(), 0) {
    const search::state_index start = graph_.index(puzzle.start);
    parent_[start] = start;
    reached_ = search::breadth_first(
        graph_, start, moves_, order_,
        [&](search::state_index t, search::state_index s, unsigned) { parent_[t] = s; });
    for (std::uint64_t k = 0; k != reached_; ++k) position_[order_[k]] = k;
  }

  // The graph it searched.
  constexpr const water_graph& graph() const noexcept { return graph_; }
  // The reached states, start first, in the order they were reached.
  constexpr search::dynamic_array<water_reached> reached() const {
    search::dynamic_array<water_reached> all(reached_, water_reached{});
    for (std::uint64_t k = 0; k != reached_; ++k)
      all[k] = {graph_.state(order_[k]), moves_[order_[k]]};
    return all;
  }
  // The first state reached that satisfies goal (the canonical goal state), if any.
  constexpr bool find(const water_goal& goal, search::state_index& found) const {
    for (std::uint64_t k = 0; k != reached_; ++k) {
      if (goal.reached_by(graph_.state(order_[k]))) {
        found = order_[k];
        return true;
      }
    }
    return false;
  }
  // How many states were reached.
  constexpr std::uint64_t reached_count() const noexcept { return reached_; }
  // The k-th state reached, start first (precondition: k < reached_count()).
  constexpr water_state reached_state(std::uint64_t k) const { return graph_.state(order_[k]); }
  // The position of a state in the reached order, or reached_count() when it was not reached.
  constexpr std::uint64_t position(const water_state& s) const {
    const search::state_index i = graph_.index(s);
    return moves_[i] == search::unreachable<std::uint32_t> ? reached_ : position_[i];
  }

  // The canonical path from the start to state i, both ends included.
  // It counts the path's states first and fills them from the end: an array sized once, where
  // growing and reversing a vector cost every includer compile time.
  constexpr search::dynamic_array<water_state> path_to(search::state_index i) const {
    std::size_t length = 1;
    for (search::state_index j = i; parent_[j] != j; j = parent_[j]) ++length;
    search::dynamic_array<water_state> path(length, water_state{});
    for (std::size_t k = length; k-- != 0; i = parent_[i]) path[k] = graph_.state(i);
    return path;
  }

 private:
  water_graph graph_;
  search::dynamic_array<std::uint32_t> moves_;
  search::dynamic_array<search::state_index> parent_;
  search::dynamic_array<search::state_index> order_;
  search::dynamic_array<std::uint64_t> position_;  // of each reached state in order_
  std::uint64_t reached_ = 0;
};

}  // namespace ctp

#endif  // CTP_WATER_POURING_GRAPH_HPP_INCLUDED
// ---- end of ctp/water_pouring/graph.hpp
// ---- ctp/water_pouring/solution.hpp
// Water pouring, the answer every technique gives (the water-cups post's question: can the goal
// be reached, and how): reachable or not, the cost and the path.
#ifndef CTP_WATER_POURING_SOLUTION_HPP_INCLUDED
#define CTP_WATER_POURING_SOLUTION_HPP_INCLUDED

#include <cstdint>
#include <optional>
#include <utility>


namespace ctp {

// The answer to a puzzle and its goal. An unsolvable puzzle is an answer too: not reachable, no
// cost and an empty path.
class water_solution {
 public:
  // The path's type.
  using path_type = search::dynamic_array<water_state>;

  // Unreachable.
  constexpr water_solution() = default;
  // Reachable by path: the start, then the state after each move, the last one a goal state.
  constexpr explicit water_solution(path_type path) : path_(std::move(path)) {}

  // Whether the goal can be reached from the start.
  constexpr bool reachable() const noexcept { return !path_.empty(); }
  // The number of moves of the path (the fewest, for breadth-first search); empty when the goal
  // cannot be reached.
  constexpr std::optional<unsigned> cost() const noexcept {
    if (!reachable()) return std::nullopt;
    return static_cast<unsigned>(path_.size() - 1);
  }
  // The path, both ends included; empty when unreachable. From a temporary, the path is moved out.
  constexpr const path_type& path() const& noexcept { return path_; }
  // The path, moved out of a solution that is going away.
  constexpr path_type path() && noexcept { return std::move(path_); }

 private:
  path_type path_;
};

}  // namespace ctp

#endif  // CTP_WATER_POURING_SOLUTION_HPP_INCLUDED
// ---- end of ctp/water_pouring/solution.hpp
// ---- ctp/water_pouring/text.hpp
// Water pouring as text: the cups' amounts (or capacities) written as the tools take them, cup 0
// first and separated by commas (`3,5,8`, `0,0,8` for the water-cups post's puzzle), and read back.
#ifndef CTP_WATER_POURING_TEXT_HPP_INCLUDED
#define CTP_WATER_POURING_TEXT_HPP_INCLUDED

#include <cstddef>
#include <string_view>


namespace ctp {

// Reads amounts separated by commas, cup 0 first: `water_parse("3,5,8")` is {3, {3, 5, 8}}.
// 1. Each amount is one or more digits (no sign, no spaces) and at most water_max_amount, the
//    most a cup of a valid puzzle can hold.
// 2. There are 2 to 8 of them, as cups in a puzzle.
// Anything else throws `ctp: ...` (a compile error in a constant expression). Whether the amounts
// fit a puzzle is the puzzle's check (water_valid), not the text's.
constexpr water_state water_parse(std::string_view text) {
  using detail::reject;  // short, so that each message stays on the line the compiler shows
  water_state state{0, {}};
  long long amount = 0;
  bool digit = false;  // whether the current amount has a digit yet
  for (std::size_t at = 0; at <= text.size(); ++at) {
    // 1. A digit adds to the current amount; a comma or the end closes it.
    if (at != text.size() && text[at] >= '0' && text[at] <= '9') {
      amount = amount * 10 + (text[at] - '0');
      digit = true;
      if (amount > water_max_amount) reject("ctp: a cup holds at most 16,777,215 units of water");
      continue;
    }
    if (!digit || (at != text.size() && text[at] != ','))
      reject("ctp: water pouring amounts are whole numbers separated by commas (e.g. 3,5,8)");
    // 2. The closed amount is one more cup, while there is room for one.
    if (state.cups == water_max_cups) reject("ctp: water pouring needs 2 to 8 cups");
    state.amount[state.cups++] = static_cast<int>(amount);
    amount = 0;
    digit = false;
  }
  if (state.cups < 2) reject("ctp: water pouring needs 2 to 8 cups");
  return state;
}

// The amounts written as Text, read by the compiler: `water_state_of<"3,5,8">`. Bad text is a
// compile error that quotes water_parse's message.
template <fixed_string Text>
inline constexpr water_state water_state_of = water_parse(Text.view());

namespace detail {
// The size of an amount without its sign (unsigned, so that the most negative int has one too),
// and how many digits it has.
constexpr unsigned water_magnitude(int amount) noexcept {
  return amount < 0 ? 0u - static_cast<unsigned>(amount) : static_cast<unsigned>(amount);
}
constexpr std::size_t water_digits(unsigned magnitude) noexcept {
  std::size_t digits = 1;
  for (; magnitude >= 10; magnitude /= 10) ++digits;
  return digits;
}
}  // namespace detail

// The number of characters of state's text: `0,0,8` has 5.
constexpr std::size_t water_text_size(const water_state& state) noexcept {
  std::size_t size = state.cups > 0 ? static_cast<std::size_t>(state.cups) - 1 : 0;  // the commas
  for (int cup = 0; cup != state.cups; ++cup)
    size += (state[cup] < 0 ? 1 : 0) + detail::water_digits(detail::water_magnitude(state[cup]));
  return size;
}

// Writes state's text, water_text_size(state) characters, to out[0, size): amounts separated by
// commas, cup 0 first, as water_parse reads them back. out is a char array, std::string or
// anything indexable with room for them.
template <class Chars>
constexpr void water_write_text(Chars& out, const water_state& state) {
  std::size_t at = 0;
  for (int cup = 0; cup != state.cups; ++cup) {
    if (cup != 0) out[at++] = ',';
    if (state[cup] < 0) out[at++] = '-';
    // The digits, last first, into their places.
    unsigned magnitude = detail::water_magnitude(state[cup]);
    const std::size_t digits = detail::water_digits(magnitude);
    for (std::size_t k = digits; k-- != 0; magnitude /= 10)
      out[at + k] = static_cast<char>('0' + magnitude % 10);
    at += digits;
  }
}

// The text of a state known to the compiler, as a fixed_string:
// `water_text<water_state_of<"0,0,8">>()` is "0,0,8". The state is a template argument, since
// its amounts fix the text's length.
template <water_state State>
constexpr fixed_string<water_text_size(State)> water_text() {
  fixed_string<water_text_size(State)> text;
  water_write_text(text.chars, State);
  text.chars[water_text_size(State)] = '\0';
  return text;
}

}  // namespace ctp

#endif  // CTP_WATER_POURING_TEXT_HPP_INCLUDED
// ---- end of ctp/water_pouring/text.hpp
// ---- ctp/water_pouring/with_breadth_first.hpp
// Water pouring by breadth-first search (the water-cups post's "stop doing algebra" made a search
// over the cups' states): the fewest moves from the start to a goal, and the canonical path.
// Under both compilers' default limits it solves the hardest puzzle of 3 cups up to capacity 20
// (10, 11 and 20, the 20 full, to 15 in any cup: 19 pours); tests/water_pouring/
// static_breadth_first.cpp proves it.
#ifndef CTP_WATER_POURING_WITH_BREADTH_FIRST_HPP_INCLUDED
#define CTP_WATER_POURING_WITH_BREADTH_FIRST_HPP_INCLUDED


namespace ctp::with_breadth_first {

// water_solve's type. A function object rather than a function, so that water_solve can still be
// passed around (`technique(water_solve)`) while its body, a template, is compiled only where it
// is used: an includer that never solves pays nothing for its vectors.
struct water_solver {
  //! [solve]
  // Solves puzzle for goal:
  // 1. check both (bad input is a `ctp:` error);
  // 2. one breadth-first search from the start (the search engine's), which reaches the states in
  //    order of their fewest moves, expanding moves in the canonical order;
  // 3. the first reached state that satisfies the goal is a nearest one, and the first-discovery
  //    parents lead back from it to the start: the canonical path, with the fewest moves;
  // 4. no reached state satisfies the goal: unreachable.
  constexpr water_solution operator()(const water_puzzle& puzzle, const water_goal& goal) const {
    detail::require_water_puzzle(puzzle);
    detail::require_water_goal(puzzle, goal);
    const water_search search(puzzle);
    search::state_index found = 0;
    if (!search.find(goal, found)) return water_solution{};
    return water_solution{search.path_to(found)};
  }
  //! [solve]
};

// Solves puzzle for goal by breadth-first search: `water_solve(puzzle, goal)` (water_solver).
inline constexpr water_solver water_solve{};

}  // namespace ctp::with_breadth_first

#endif  // CTP_WATER_POURING_WITH_BREADTH_FIRST_HPP_INCLUDED
// ---- end of ctp/water_pouring/with_breadth_first.hpp
// ---- ctp/water_pouring/with_depth_first.hpp
// Water pouring by the water-cups post's own depth-first search ("Two success states"): its
// recursive Game tree with parent and children, duplicate elimination over the whole tree, and the
// short-circuit is_solvable. It finds a solution, not always the shortest: for the post's 3/5/8
// cups it finds the post's own [<Cup 3/3>, <Cup 1/5>, <Cup 4/8>] in 7 pours, where breadth-first
// search finds 6. Under both compilers' default limits it solves the hardest puzzle of 3 cups up
// to capacity 20 (10, 11 and 20, the 20 full, to 15 in any cup); tests/water_pouring/
// static_depth_first.cpp proves both.
#ifndef CTP_WATER_POURING_WITH_DEPTH_FIRST_HPP_INCLUDED
#define CTP_WATER_POURING_WITH_DEPTH_FIRST_HPP_INCLUDED

#include <cstddef>
#include <utility>


namespace ctp::with_depth_first {

// The post's Game: the cups of one state, the Game before it, and the new states one move away.
// Its children are a list, each child linked to the next (no container to instantiate).
class water_game {
 public:
  // A trace of the cups from the root.
  using trace_type = water_solution::path_type;

  // The Game of cups in puzzle, reached from parent (nullptr at the start); it owns its children.
  constexpr water_game(const water_puzzle& puzzle, const water_state& cups, water_game* parent)
      : puzzle_(&puzzle), cups_(cups), parent_(parent) {}
  constexpr ~water_game() {
    for (water_game* child = first_child_; child != nullptr;) {
      water_game* next = child->next_sibling_;
      delete child;
      child = next;
    }
  }
  water_game(const water_game&) = delete;
  water_game& operator=(const water_game&) = delete;

  //! [is-solvable]
  // The post's is_solvable: a goal is solved (the trace is the way up the parents); a Game with no
  // new children fails; otherwise it is solvable if a child is.
  constexpr bool is_solvable(const water_goal& goal, trace_type& trace) {
    if (goal.reached_by(cups_)) {
      trace = trace_from_root();
      return true;
    }
    if (make_children() == 0) return false;
    return solvable_child(goal, trace);
  }

  // The post's solvable_child: a short-circuit OR over the children, in order.
  constexpr bool solvable_child(const water_goal& goal, trace_type& trace) {
    for (water_game* child = first_child_; child != nullptr; child = child->next_sibling_)
      if (child->is_solvable(goal, trace)) return true;
    return false;
  }
  //! [is-solvable]

  // Adds a child for every move (canonical order) whose state is nowhere in the tree yet, and
  // returns how many it added. Pours that do not count are skipped, the post's suggested saving.
  constexpr std::size_t make_children() {
    const water_game& root = this->root();
    std::size_t added = 0;
    water_game** last = &first_child_;
    water_for_each_move(*puzzle_, cups_, [&](const water_move&, const water_state& next) {
      if (root.has_game(next)) return;
      *last = new water_game(*puzzle_, next, this);
      last = &(*last)->next_sibling_;
      ++added;
    });
    return added;
  }

  // The post's has_game: a depth-first search of the tree below this Game.
  constexpr bool has_game(const water_state& cups) const {
    if (cups_ == cups) return true;
    for (const water_game* child = first_child_; child != nullptr; child = child->next_sibling_)
      if (child->has_game(cups)) return true;
    return false;
  }

 private:
  // The cups of every Game from the root down to this one: counted, then filled from the end,
  // which costs every includer less compile time than inserting each at the front.
  constexpr trace_type trace_from_root() const {
    std::size_t length = 0;
    for (const water_game* game = this; game != nullptr; game = game->parent_) ++length;
    trace_type trace(length, water_state{});
    for (const water_game* game = this; game != nullptr; game = game->parent_)
      trace[--length] = game->cups_;
    return trace;
  }

  constexpr const water_game& root() const {
    const water_game* game = this;
    while (game->parent_ != nullptr) game = game->parent_;
    return *game;
  }

  const water_puzzle* puzzle_;
  water_state cups_;
  water_game* parent_;
  water_game* first_child_ = nullptr;
  water_game* next_sibling_ = nullptr;
};

// water_solve's type. A function object rather than a function, so that water_solve can still be
// passed around (`technique(water_solve)`) while its body, a template, is compiled only where it
// is used: an includer that never solves pays nothing for its vectors.
struct water_solver {
  // Solves puzzle for goal with the post's Game tree:
  // 1. check both (bad input is a `ctp:` error);
  // 2. the root Game holds the start; is_solvable grows the tree depth first, each Game's children
  //    in the canonical move order, and stops at the first goal state it meets;
  // 3. the trace up the parents from that Game is the path; no goal in the whole tree: unreachable.
  // The tree is allocated and freed inside the call, in a constant expression as well as at run
  // time.
  constexpr water_solution operator()(const water_puzzle& puzzle, const water_goal& goal) const {
    detail::require_water_puzzle(puzzle);
    detail::require_water_goal(puzzle, goal);
    water_game root(puzzle, puzzle.start, nullptr);
    water_solution::path_type trace;
    if (!root.is_solvable(goal, trace)) return water_solution{};
    return water_solution{std::move(trace)};
  }
};

// Solves puzzle for goal with the post's Game tree: `water_solve(puzzle, goal)` (water_solver).
inline constexpr water_solver water_solve{};

}  // namespace ctp::with_depth_first

#endif  // CTP_WATER_POURING_WITH_DEPTH_FIRST_HPP_INCLUDED
// ---- end of ctp/water_pouring/with_depth_first.hpp

namespace ctp {

// Solves puzzle for goal with the technique the library recommends, breadth-first search: the
// fewest moves and the canonical path, or unreachable (bad input is a `ctp:` error). The same
// function object as with_breadth_first::water_solve.
inline constexpr with_breadth_first::water_solver water_solve{};

}  // namespace ctp

#endif  // CTP_WATER_POURING_HPP_INCLUDED
// ---- end of ctp/water_pouring.hpp

#endif  // CTP_HPP_INCLUDED
// ---- end of ctp.hpp

#endif  // CTP_SINGLE_INCLUDE_CTP_HPP_INCLUDED
