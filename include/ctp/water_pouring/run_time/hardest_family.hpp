// Water pouring, the water-cups post's "search for bigger solvable problems": a family of puzzles
// (k cups up to a largest capacity), its capacity tuples in increasing order, and the steps of
// their breadth-first searches, counted before anything is searched.
#ifndef CTP_WATER_POURING_RUN_TIME_HARDEST_FAMILY_HPP_INCLUDED
#define CTP_WATER_POURING_RUN_TIME_HARDEST_FAMILY_HPP_INCLUDED

#include <cstdint>

#include "ctp/detail/reject.hpp"
#include "ctp/water_pouring/rules.hpp"

namespace ctp {

// Which capacity tuples a family holds: 1 <= c_1 <= ... <= c_k <= largest, repeats allowed (the
// post's search, and the default), or 1 <= c_1 < ... < c_k <= largest, every cup distinct.
enum class water_capacities : unsigned char { repeats_allowed, distinct };

namespace detail {
// The first capacity tuple of a family: all 1, or 1, 2, ..., k when they must be distinct.
inline water_state first_capacities(int cups, water_capacities rule) {
  water_state capacity{cups, {}};
  for (int c = 0; c != cups; ++c)
    capacity.amount[c] = rule == water_capacities::distinct ? c + 1 : 1;
  return capacity;
}

// The tuple after `capacity` in increasing order, or false when it was the last: raise the last
// cup that can rise (to largest, or with distinct cups to largest less the cups after it), then
// set the cups after it as low as the rule allows (equal to it, or one more each).
inline bool next_capacities(water_state& capacity, int largest, water_capacities rule) {
  const int step = rule == water_capacities::distinct ? 1 : 0;
  const int cups = capacity.cups;
  int c = cups - 1;
  while (c >= 0 && capacity[c] == largest - step * (cups - 1 - c)) --c;
  if (c < 0) return false;
  ++capacity.amount[c];
  for (int d = c + 1; d != cups; ++d) capacity.amount[d] = capacity[d - 1] + step;
  return true;
}
}  // namespace detail

// Calls visit(capacity) for every capacity tuple of the family, in increasing order.
template <class Visit>
void water_hardest_for_each_tuple(int cups, int largest, water_capacities rule, Visit&& visit) {
  water_state capacity = detail::first_capacities(cups, rule);
  do visit(static_cast<const water_state&>(capacity));
  while (detail::next_capacities(capacity, largest, rule));
}

// The most steps one hardest-puzzle search takes, a step being one state set out or one move
// tried: 2^36, which admits a whole family of 4 cups up to 43 (3 up to 118, or 77 with a tap).
// Its time grows with the steps; more is refused before anything is searched. The bound is on
// what one search takes: a family cut into parts (water_hardest_share) is bounded part by part
// (docs/reliability.md lists the bound with its tests).
inline constexpr std::uint64_t water_hardest_max_steps = std::uint64_t{1} << 36;

// The steps of one capacity tuple's search, exact in its parts:
// 1. the breadth-first search sets out every state of the cups, prod(c_i + 1);
// 2. it tries every move of every state it reaches: k(k - 1) pours, and 2k fills and empties
//    with a tap; with a tap every state may be reached, without one the water is conserved and
//    the largest cup's content follows from the others', so at most prod_{i<k}(c_i + 1) are.
// Precondition: the capacities ascend and span at most water_max_states.
constexpr std::uint64_t water_hardest_tuple_steps(const water_state& capacity, bool tap) {
  std::uint64_t states = 1;
  std::uint64_t others = 1;
  for (int c = 0; c != capacity.cups; ++c) {
    states *= static_cast<std::uint64_t>(capacity[c]) + 1;
    if (c != capacity.cups - 1) others *= static_cast<std::uint64_t>(capacity[c]) + 1;
  }
  const auto k = static_cast<std::uint64_t>(capacity.cups);
  return states + (tap ? states * (k * (k - 1) + 2 * k) : others * k * (k - 1));
}

// The steps of a whole family: water_hardest_tuple_steps summed over its tuples. The sums over
// all tuples are symmetric polynomials of 2 .. largest + 1, built up one capacity c at a time in
// O(largest * cups): every[j] sums prod(c_i + 1) over the j-tuples of the rule with parts up to
// c, and tuples ending in c add the (k - 1)-tuples below (distinct) or up to c.
// Callers first bound (largest + 1)^cups by water_max_states (2^24): then no sum exceeds
// 2^24 * 2^24 states, times 72 moves, and nothing overflows.
constexpr std::uint64_t water_hardest_steps(int cups, int largest, bool tap,
                                            water_capacities rule) {
  std::uint64_t every[water_max_cups + 1] = {1};
  std::uint64_t reached_without_tap = 0;
  for (std::uint64_t c = 1; c <= static_cast<std::uint64_t>(largest); ++c) {
    if (rule == water_capacities::distinct) {
      reached_without_tap += every[cups - 1];
      for (int j = cups; j >= 1; --j) every[j] += (c + 1) * every[j - 1];
    } else {
      for (int j = 1; j <= cups; ++j) every[j] += (c + 1) * every[j - 1];
      reached_without_tap += every[cups - 1];
    }
  }
  const auto k = static_cast<std::uint64_t>(cups);
  const std::uint64_t set_out = every[cups];
  return set_out + (tap ? set_out * (k * (k - 1) + 2 * k) : reached_without_tap * k * (k - 1));
}

namespace detail {
// Refuses a family water_hardest does not search, whatever part of it: 2 to 8 cups, a largest
// capacity of at least 1 (and of at least the number of cups, if distinct), and cups within
// water_max_states.
inline void check_hardest_cups(int cups, int largest, water_capacities rule) {
  if (cups < 2 || cups > water_max_cups) detail::reject("ctp: water pouring needs 2 to 8 cups");
  if (largest < 1) detail::reject("ctp: the largest capacity must be at least 1");
  if (rule == water_capacities::distinct && largest < cups)
    detail::reject(
        "ctp: distinct capacities need a largest capacity of at least the number of cups");
  std::uint64_t span = 1;
  for (int c = 0; c != cups; ++c) {
    span *= static_cast<std::uint64_t>(largest) + 1;
    if (span > water_max_states)
      detail::reject("ctp: water pouring supports cups of at most 16,777,216 states in all");
  }
}

// The key of a constructor that takes numbers already checked and converted to int.
struct whole_numbers_checked {};

// The number of cups of a family as an int, once its value, of any integer type, is checked as
// check_hardest_cups checks it (2^32 + 3 cups are not 3).
template <class Cups>
int hardest_cups(Cups cups) {
  if (!detail::is_within(cups, 2, std::uint64_t{water_max_cups}))
    detail::reject("ctp: water pouring needs 2 to 8 cups");
  return detail::whole_number_as<int>(cups);
}

// The largest capacity of a family as an int, once its value, of any integer type, is checked:
// at least 1, and no more than the most states one cup may have (check_hardest_cups then
// checks the rest).
template <class Largest>
int hardest_largest(Largest largest) {
  if (!detail::is_positive(largest)) detail::reject("ctp: the largest capacity must be at least 1");
  if (!detail::is_within(largest, 1, std::uint64_t{water_max_amount}))
    detail::reject("ctp: water pouring supports cups of at most 16,777,216 states in all");
  return detail::whole_number_as<int>(largest);
}

// How many capacity tuples a family that check_hardest_cups accepts holds: C(largest + cups - 1,
// cups) with repeats, C(largest, cups) distinct; each partial product is a binomial coefficient
// and the cups span at most 2^24 states, so nothing overflows.
inline std::uint64_t hardest_tuples_in(int cups, int largest, water_capacities rule) {
  const auto top =
      static_cast<std::uint64_t>(rule == water_capacities::distinct ? largest : largest + cups - 1);
  std::uint64_t count = 1;
  for (std::uint64_t j = 1; j <= static_cast<std::uint64_t>(cups); ++j)
    count = count * (top - static_cast<std::uint64_t>(cups) + j) / j;
  return count;
}
}  // namespace detail

}  // namespace ctp

#endif  // CTP_WATER_POURING_RUN_TIME_HARDEST_FAMILY_HPP_INCLUDED
