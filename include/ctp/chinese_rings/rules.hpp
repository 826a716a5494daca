// The Chinese rings: states, the rule for a legal move, and the binary-reflected Gray code that
// orders every state on one path (the Chinese Ring Puzzle applet's RingList by jwalker, after
// Nguyen and Wong; OEIS A000975 for the counts).
#ifndef CTP_CHINESE_RINGS_RULES_HPP_INCLUDED
#define CTP_CHINESE_RINGS_RULES_HPP_INCLUDED

#include <bit>
#include <cstdint>
#include <string_view>

#include "ctp/detail/reject.hpp"
#include "ctp/detail/whole_number.hpp"

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
