// The Chinese rings with the double move at the free end (rings n - 1 and n together, both up or
// both down): the shortest way between any two states, read off the binary-reflected Gray code
// path of jwalker's applet with the double moves as shortcuts (OEIS A051049, shifted, for its
// length from all up to all down). Proven against breadth-first search between every two states
// of up to 10 rings (tests/chinese_rings/double_move_test.cpp; up to 4 rings at compile time).
#ifndef CTP_CHINESE_RINGS_DOUBLE_MOVE_HPP_INCLUDED
#define CTP_CHINESE_RINGS_DOUBLE_MOVE_HPP_INCLUDED

#include <cstdint>
#include <stdexcept>

#include "ctp/chinese_rings/rules.hpp"
#include "ctp/detail/reject.hpp"

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
