// Water pouring, the hardest-puzzle search cut into parts of alike cost: each capacity tuple's
// cost estimated from the states its breadth-first search reaches, and the tuples dealt out
// largest first, each to the part with the least cost so far (Graham's LPT rule, 1969).
#ifndef CTP_WATER_POURING_RUN_TIME_HARDEST_PARTS_HPP_INCLUDED
#define CTP_WATER_POURING_RUN_TIME_HARDEST_PARTS_HPP_INCLUDED

#include <algorithm>
#include <cstdint>
#include <functional>
#include <numeric>
#include <queue>
#include <string>
#include <utility>
#include <vector>

#include "ctp/detail/reject.hpp"
#include "ctp/detail/with_commas.hpp"
#include "ctp/water_pouring/rules.hpp"
#include "ctp/water_pouring/run_time/hardest_family.hpp"

namespace ctp {

// How much one state the search reaches costs against one state it only sets out: a reached state
// has its moves tried and its cups read, a set-out state is one word written. The ratio is
// measured by bench/runtime/water_parts.cpp (docs/performance.md, "Beyond one machine").
inline constexpr std::uint64_t water_hardest_reach_weight = 512;

// The estimated cost of one capacity tuple's search, in states set out (precondition: the
// capacities ascend and span at most water_max_states):
// 1. it sets out every state of the cups, prod(c_i + 1);
// 2. it reaches, after the first move, only states with a cup empty or full, and only the
//    multiples of g, the capacities' greatest common divisor: as many as the cups divided by g
//    have states with a cup empty or full, prod(c_i / g + 1) - prod(c_i / g - 1);
// 3. without a tap the water is conserved, so one cup's content follows from the others': about
//    one state in (largest / g + 1) of those;
// 4. the cost is (1) plus water_hardest_reach_weight times (2) or (3).
// Exact with a tap; without one an upper bound, as not every such state need be reached.
inline std::uint64_t water_hardest_tuple_cost(const water_state& capacity, bool tap) {
  int divisor = 0;
  for (int c = 0; c != capacity.cups; ++c) divisor = std::gcd(divisor, capacity[c]);
  std::uint64_t states = 1;
  std::uint64_t reduced = 1;
  std::uint64_t inner = 1;
  std::uint64_t widest = 1;
  for (int c = 0; c != capacity.cups; ++c) {
    const auto cup = static_cast<std::uint64_t>(capacity[c]);
    const auto part = static_cast<std::uint64_t>(capacity[c] / divisor);
    states *= cup + 1;
    reduced *= part + 1;
    inner *= part - 1;
    widest = std::max(widest, part + 1);
  }
  const std::uint64_t edge = reduced - inner;
  return states + water_hardest_reach_weight * (tap ? edge : edge / widest);
}

// Which share of a family's capacity tuples one search takes: part `index` of the family cut into
// `count` parts of alike estimated cost (water_hardest_parts), 0 <= index < count. The parts of
// the same count together are the whole family, each tuple once.
struct water_hardest_share {
  int index = 0;  // which share, 0 to count - 1
  int count = 1;  // into how many shares the family is cut
};

namespace detail {
// True iff the (cost, position) a goes before b: the larger cost first, then the earlier tuple.
inline bool costlier_first(const std::pair<std::uint64_t, std::uint32_t>& a,
                           const std::pair<std::uint64_t, std::uint32_t>& b) {
  return a.first != b.first ? a.first > b.first : a.second < b.second;
}
}  // namespace detail

// The most parts a family is cut into.
inline constexpr int water_hardest_max_parts = 1 << 20;

// A family's capacity tuples cut into `count` parts of alike estimated cost, the same for every
// caller (every process of a sharded search computes it alike, with no exchange):
// 1. every tuple's cost (water_hardest_tuple_cost), in increasing order of the tuples;
// 2. the tuples sorted by decreasing cost, ties in increasing order;
// 3. each, in that order, to the part with the least cost so far (the lowest index on a tie).
// A part may be empty when there are fewer tuples than parts.
class water_hardest_parts {
 public:
  // The parts of the family (cups, largest, tap, rule), refused as water_hardest refuses a family
  // (but for its steps: they are bounded part by part, see steps()) and for a count that is not
  // 1 to water_hardest_max_parts. cups, largest and count are of any integer type, and their
  // values are checked before any conversion.
  template <class Cups, class Largest, class Count>
  water_hardest_parts(Cups cups, Largest largest, bool tap, water_capacities rule, Count count)
      : water_hardest_parts(detail::hardest_cups(cups), detail::hardest_largest(largest), tap, rule,
                            part_count(count), detail::whole_numbers_checked{}) {}

 private:
  // count as an int, once its value is checked: 1 to water_hardest_max_parts.
  template <class Count>
  static int part_count(Count count) {
    if (!detail::is_within(count, 1, std::uint64_t{water_hardest_max_parts}))
      detail::reject("ctp: a family is cut into 1 to 1,048,576 parts");
    return detail::whole_number_as<int>(count);
  }

  // The parts, once cups, largest and count are ints in their ranges.
  water_hardest_parts(int cups, int largest, bool tap, water_capacities rule, int count,
                      detail::whole_numbers_checked)
      : cups_(cups), largest_(largest), tap_(tap), rule_(rule) {
    detail::check_hardest_cups(cups, largest, rule);
    std::vector<std::pair<std::uint64_t, std::uint32_t>> by_cost;  // (cost, position)
    water_hardest_for_each_tuple(cups, largest, rule, [&](const water_state& capacity) {
      by_cost.emplace_back(water_hardest_tuple_cost(capacity, tap),
                           static_cast<std::uint32_t>(by_cost.size()));
    });
    std::sort(by_cost.begin(), by_cost.end(), detail::costlier_first);
    part_of_.resize(by_cost.size());
    cost_.assign(static_cast<std::size_t>(count), 0);
    using load = std::pair<std::uint64_t, int>;  // (cost so far, part)
    std::priority_queue<load, std::vector<load>, std::greater<>> least;
    for (int part = 0; part != count; ++part) least.emplace(0, part);
    for (const auto& [cost, position] : by_cost) {
      const auto [so_far, part] = least.top();
      least.pop();
      part_of_[position] = static_cast<std::uint32_t>(part);
      cost_[static_cast<std::size_t>(part)] = so_far + cost;
      least.emplace(so_far + cost, part);
    }
    steps_.assign(static_cast<std::size_t>(count), 0);
    std::uint32_t position = 0;
    water_hardest_for_each_tuple(cups, largest, rule, [&](const water_state& capacity) {
      steps_[part_of_[position++]] += water_hardest_tuple_steps(capacity, tap);
    });
  }

 public:
  // How many parts.
  int count() const noexcept { return static_cast<int>(cost_.size()); }

  // How many tuples the whole family holds.
  std::uint64_t tuple_count() const noexcept { return part_of_.size(); }

  // The part (0 to count() - 1) that the tuple at `position` of the family, in increasing order
  // of its tuples (0 to tuple_count() - 1), is dealt to.
  int part_of(std::uint64_t position) const {
    return static_cast<int>(part_of_.at(static_cast<std::size_t>(position)));
  }

  // The estimated cost of part `index` (0 <= index < count()): its tuples' costs summed.
  std::uint64_t cost(int index) const { return cost_.at(static_cast<std::size_t>(index)); }

  // The steps of part `index` (0 <= index < count()): water_hardest_tuple_steps summed over its
  // tuples, what water_hardest_max_steps bounds in one search.
  std::uint64_t steps(int index) const { return steps_.at(static_cast<std::size_t>(index)); }

  // The tuples of part `index` (0 <= index < count()), in decreasing estimated cost, so that a
  // caller that hands them out one by one hands out the largest first. index is of any integer
  // type, and its value is checked before any conversion.
  template <class Index>
  std::vector<water_state> tuples(Index index_given) const {
    if (!detail::is_below(index_given, static_cast<std::uint64_t>(count())))
      detail::reject("ctp: a part of a family is 0 to count - 1");
    const int index = detail::whole_number_as<int>(index_given);
    std::vector<std::pair<std::uint64_t, std::uint32_t>> chosen;  // (cost, position)
    std::vector<water_state> in_order;
    std::uint32_t position = 0;
    water_hardest_for_each_tuple(cups_, largest_, rule_, [&](const water_state& capacity) {
      if (part_of_[position++] != static_cast<std::uint32_t>(index)) return;
      chosen.emplace_back(water_hardest_tuple_cost(capacity, tap_),
                          static_cast<std::uint32_t>(in_order.size()));
      in_order.push_back(capacity);
    });
    std::sort(chosen.begin(), chosen.end(), detail::costlier_first);
    std::vector<water_state> tuples;
    tuples.reserve(chosen.size());
    for (const auto& [cost, at] : chosen) tuples.push_back(in_order[at]);
    return tuples;
  }

 private:
  int cups_;
  int largest_;
  bool tap_;
  water_capacities rule_;
  std::vector<std::uint32_t> part_of_;  // the part of each tuple, in increasing order of tuples
  std::vector<std::uint64_t> cost_;     // the estimated cost of each part
  std::vector<std::uint64_t> steps_;    // the steps of each part
};

// How many tuples water_hardest_least_parts deals out, over all its tries, before it stops: 2^22
// (4,194,304), so that a refusal that names the number does not search for it at length; a
// family of more tuples than half that gets one try.
inline constexpr std::uint64_t water_hardest_least_parts_work = std::uint64_t{1} << 22;

// The least number of parts the family (cups, largest, tap, rule) is cut into so that every part
// is within water_hardest_max_steps, refused as water_hardest_parts refuses the family:
// 1. no fewer than the family's steps over the bound, rounded up;
// 2. from there one more part at a time, until every part of water_hardest_parts fits. Each try
//    deals every tuple out again, so the tries stop once water_hardest_least_parts_work tuples
//    have been dealt (the first try is always made): the count returned is then the first not
//    tried. Either way no fewer parts fit, and the count is the least that fits whenever the
//    tries reach it: 4 cups up to 63 (720,720 tuples) fit in the first, 16 parts; 3 cups up to
//    255 with a tap (2,796,160 tuples) get one try, which names 1,141 parts, too few.
// cups and largest are of any integer type, and their values are checked before any conversion.
template <class Cups, class Largest>
int water_hardest_least_parts(Cups cups_given, Largest largest_given, bool tap,
                              water_capacities rule) {
  const int cups = detail::hardest_cups(cups_given),
            largest = detail::hardest_largest(largest_given);
  detail::check_hardest_cups(cups, largest, rule);
  const std::uint64_t steps = water_hardest_steps(cups, largest, tap, rule);
  std::uint64_t dealt = 0;
  auto count = static_cast<int>((steps + water_hardest_max_steps - 1) / water_hardest_max_steps);
  for (; count < water_hardest_max_parts; ++count) {
    const water_hardest_parts parts(cups, largest, tap, rule, count);
    bool fits = true;
    for (int index = 0; index != count && fits; ++index)
      fits = parts.steps(index) <= water_hardest_max_steps;
    dealt += parts.tuple_count();
    if (fits || dealt + parts.tuple_count() > water_hardest_least_parts_work)
      return fits ? count : count + 1;
  }
  return count;
}

namespace detail {
// Refuses a search of more than water_hardest_max_steps, of a whole family (`what` is
// "families") or of one of its parts ("parts"), naming the least number of parts that fits.
[[noreturn]] inline void reject_hardest_steps(const char* what, int least_parts) {
  const std::string message =
      std::string("ctp: a search for the hardest puzzles takes ") + what +
      " of at most 68,719,476,736 steps (states set out and moves tried); cut the family into " +
      "at least " + with_commas(static_cast<std::uint64_t>(least_parts)) + " parts";
  reject(message.c_str());
}

// Refuses a family that water_hardest does not search whole: as check_hardest_cups does, and one
// whose whole search is more than water_hardest_max_steps.
inline void check_hardest_family(int cups, int largest, bool tap, water_capacities rule) {
  check_hardest_cups(cups, largest, rule);
  if (water_hardest_steps(cups, largest, tap, rule) > water_hardest_max_steps)
    reject_hardest_steps("families", water_hardest_least_parts(cups, largest, tap, rule));
}
}  // namespace detail

// The capacity tuples that one search of a share of the family takes, in decreasing estimated cost
// (water_hardest_parts::tuples), after refusing what water_hardest does not search: a share that
// is not 0 <= index < count, a family as water_hardest_parts refuses it, and more than
// water_hardest_max_steps, counted over the whole family (one share) or over the share; the
// refusal of too many steps names the least number of parts that fits
// (water_hardest_least_parts).
// cups and largest are of any integer type, and their values are checked before any conversion.
template <class Cups, class Largest>
std::vector<water_state> water_hardest_tuples(Cups cups_given, Largest largest_given, bool tap,
                                              water_capacities rule,
                                              water_hardest_share share = {}) {
  if (share.count < 1 || share.index < 0 || share.index >= share.count)
    detail::reject("ctp: a share of a family needs 0 <= index < count");
  const int cups = detail::hardest_cups(cups_given),
            largest = detail::hardest_largest(largest_given);
  if (share.count == 1) detail::check_hardest_family(cups, largest, tap, rule);
  const water_hardest_parts parts(cups, largest, tap, rule, share.count);
  if (parts.steps(share.index) > water_hardest_max_steps)
    detail::reject_hardest_steps("parts", water_hardest_least_parts(cups, largest, tap, rule));
  return parts.tuples(share.index);
}

// How many capacity tuples the family of water_hardest(cups, largest, tap, rule) holds, after
// refusing (as water_hardest does, with the same messages) a family it does not search whole; so
// a caller can check a family, and count its work, before searching it.
// cups and largest are of any integer type, and their values are checked before any conversion.
template <class Cups, class Largest>
std::uint64_t water_hardest_tuple_count(Cups cups_given, Largest largest_given, bool tap,
                                        water_capacities rule) {
  const int cups = detail::hardest_cups(cups_given),
            largest = detail::hardest_largest(largest_given);
  detail::check_hardest_family(cups, largest, tap, rule);
  return detail::hardest_tuples_in(cups, largest, rule);
}

}  // namespace ctp

#endif  // CTP_WATER_POURING_RUN_TIME_HARDEST_PARTS_HPP_INCLUDED
