// The river crossing specification, applied to every technique (breadth-first and depth-first
// search): what any answer must be (a path of legal crossings from the start to everyone across,
// or "unreachable" for an unsolvable puzzle, never a number), and what only a shortest answer
// is: the fewest crossings, the published counts among them (the farmer's 7, Alcuin's problem
// 18; 11 for three missionaries and three cannibals with a boat of 2).
#ifndef CTP_TESTS_RIVER_CROSSING_SPEC_HPP_INCLUDED
#define CTP_TESTS_RIVER_CROSSING_SPEC_HPP_INCLUDED

#include <cstddef>
#include <optional>
#include <vector>

#include "ctp/river_crossing.hpp"
#include "spec_examples.hpp"
#include "spec_fact.hpp"

namespace river_spec {

using ctp::river_default_puzzle;
using ctp::river_shape;

// One puzzle, whether everyone can cross (known independently of every technique: by the
// sources or by hand), and the fewest crossings where a source prints them.
struct example {
  ctp::river_puzzle puzzle;
  bool reachable;
  std::optional<unsigned> published = std::nullopt;
};

// N missionaries and N cannibals with a boat of seats, from the usual start.
constexpr ctp::river_puzzle couples(int n, int seats) {
  return river_default_puzzle(river_shape::missionaries_and_cannibals(n, n, seats));
}

inline constexpr ctp::river_puzzle farmer = river_default_puzzle(river_shape::farmer());
inline constexpr ctp::river_puzzle classic = couples(3, 2);

inline constexpr example examples[] = {
    // Alcuin's problem 18: seven crossings.
    {farmer, true, 7},
    // A boat of one: the farmer can take nothing across.
    {river_default_puzzle(river_shape::farmer(1)), false},
    // A boat of three: the wolf and the cabbage, back alone, then the goat.
    {river_default_puzzle(river_shape::farmer(3)), true},
    // A boat of four: everyone at once.
    {river_default_puzzle(river_shape::farmer(4)), true},
    // The classic missionaries and cannibals: eleven crossings.
    {classic, true, 11},
    // The known limits: with a boat of 2, at most 3 couples cross; with a boat of 3, at
    // most 5; with a boat of 4 or more, any number. A boat of 1 brings its rower back each time.
    {couples(1, 1), false},
    {couples(2, 1), false},
    {couples(1, 2), true},
    {couples(2, 2), true},
    {couples(4, 2), false},
    {couples(5, 2), false},
    {couples(1, 3), true},
    {couples(3, 3), true},
    {couples(4, 3), true},
    {couples(5, 3), true},
    {couples(6, 3), false},
    {couples(7, 3), false},
    {couples(6, 4), true},
    {couples(10, 4), true},
    {couples(10, 5), true},
    // Cannibals only: nobody to be eaten, a boat of 2 ferries them one by one.
    {river_default_puzzle(river_shape::missionaries_and_cannibals(0, 5, 2)), true},
    // One missionary, a boat of 1: one crossing.
    {river_default_puzzle(river_shape::missionaries_and_cannibals(1, 0, 1)), true},
    // Another start: halfway through the classic path, and everyone already across.
    {{classic.shape, ctp::river_state_of<"MC|BMMCC">}, true},
    {{classic.shape, ctp::river_state_of<"|BMMMCCC">}, true, 0},
    {{farmer.shape, ctp::river_state_of<"|FWGC">}, true, 0},
};
inline constexpr std::size_t example_count = sizeof(examples) / sizeof(examples[0]);

// The largest example both compilers prove whole under their default limits:
// ctp::river_max_compile_time_people people, half of them missionaries, with a boat of 4.
inline constexpr example largest{couples(ctp::river_max_compile_time_people / 2, 4), true};

// True iff every step of path is one legal move under the rules.
constexpr bool every_step_is_a_move(const ctp::river_shape& shape,
                                    const ctp::river_solution::path_type& path) {
  for (std::size_t k = 0; k + 1 < path.size(); ++k) {
    bool one_move = false;
    ctp::river_for_each_move(shape, path[k],
                             [&](const ctp::river_move&, const ctp::river_state& next) {
                               one_move = one_move || next == path[k + 1];
                             });
    if (!one_move) return false;
  }
  return true;
}

// True iff the moves, applied one by one from the path's first state, give the path.
constexpr bool moves_replay_the_path(const ctp::search::dynamic_array<ctp::river_move>& moves,
                                     const ctp::river_solution::path_type& path) {
  if (moves.size() + 1 != path.size()) return false;
  for (std::size_t k = 0; k != moves.size(); ++k)
    if (ctp::river_apply(path[k], moves[k]) != path[k + 1]) return false;
  return true;
}

// True iff no state appears twice on path.
constexpr bool no_state_twice(const ctp::river_solution::path_type& path) {
  for (std::size_t a = 0; a != path.size(); ++a)
    for (std::size_t b = a + 1; b != path.size(); ++b)
      if (path[a] == path[b]) return false;
  return true;
}

// True iff some sequence of at most `crossings` legal crossings takes everyone across: the set
// of states within k crossings, grown one crossing at a time from the start in a plain list
// (independent of the search engine and of its numbering of states).
constexpr bool reachable_within(const ctp::river_puzzle& puzzle, unsigned crossings) {
  const ctp::river_state goal = ctp::river_goal(puzzle.shape);
  std::vector<ctp::river_state> within(1, puzzle.start);
  const auto known = [&](const ctp::river_state& s) {
    for (const ctp::river_state& t : within)
      if (t == s) return true;
    return false;
  };
  for (unsigned k = 0;; ++k) {
    if (known(goal)) return true;
    if (k == crossings) return false;
    const std::size_t size = within.size();
    for (std::size_t at = 0; at != size; ++at) {
      const ctp::river_state from = within[at];  // a copy: push_back may move the list
      ctp::river_for_each_move(puzzle.shape, from,
                               [&](const ctp::river_move&, const ctp::river_state& next) {
                                 if (!known(next)) within.push_back(next);
                               });
    }
  }
}

// A technique as the spec takes it: its word (for the messages) and its river_solve, e.g.
// `technique<"breadth_first", ctp::with_breadth_first::river_solve>`.
template <ctp::fixed_string Word, auto Solve>
struct technique {
  static constexpr const char* word = Word.chars;
  static constexpr ctp::river_solution solve(const ctp::river_puzzle& puzzle) {
    return Solve(puzzle);
  }
};

// Technique below: a technique<...> or any type with the same two members.

// 1. The facts of every technique, for one example.
template <class Technique>
constexpr bool answers(const example& e) {
  const ctp::river_solution solution = Technique::solve(e.puzzle);
  const char* word = Technique::word;
  if (!e.reachable)
    return spec::fact(!solution.reachable(), word,
                      "an unsolvable puzzle is reported unreachable") &&
           spec::fact(!solution.cost().has_value(), word,
                      "an unreachable answer has no cost, never a number") &&
           spec::fact(solution.path().empty() && solution.moves().empty(), word,
                      "an unreachable answer has an empty path and no moves");
  if (!spec::fact(solution.reachable(), word, "a solvable puzzle is reported reachable"))
    return false;
  const ctp::river_solution::path_type& path = solution.path();
  return spec::fact(path.front() == e.puzzle.start, word, "the path starts at the start") &&
         spec::fact(every_step_is_a_move(e.puzzle.shape, path), word,
                    "every step of the path is one legal crossing") &&
         spec::fact(path.back() == ctp::river_goal(e.puzzle.shape), word,
                    "the path ends with everyone across") &&
         spec::fact(no_state_twice(path), word, "no state appears twice on the path") &&
         spec::fact(solution.cost() == path.size() - 1, word,
                    "the cost is the number of crossings of the path") &&
         spec::fact(moves_replay_the_path(solution.moves(), path), word,
                    "the moves, replayed from the start, give the path");
}

// 2. Only for a shortest technique: no sequence of fewer crossings takes everyone across, and
// the count is the published one where a source prints it.
template <class Technique>
constexpr bool fewest(const example& e) {
  if (!e.reachable) return true;
  const std::optional<unsigned> cost = Technique::solve(e.puzzle).cost();
  const unsigned crossings = cost.value_or(0);  // answers() checks that there is one
  return spec::fact(crossings == 0 || !reachable_within(e.puzzle, crossings - 1), Technique::word,
                    "no sequence of fewer crossings takes everyone across (the fewest)") &&
         spec::fact(!e.published || cost == e.published, Technique::word,
                    "the fewest crossings are the published count");
}

// The largest example meets the facts of every technique.
template <class Technique>
inline constexpr bool holds_for_largest = answers<Technique>(largest);

// Every example meets the facts of every technique.
template <class Technique>
inline constexpr bool holds = spec::holds_for_each<examples, answers<Technique>>;

// Every example meets the facts of every technique and of the shortest.
template <class Technique>
inline constexpr bool holds_shortest =
    holds<Technique> && spec::holds_for_each<examples, fewest<Technique>>;

}  // namespace river_spec

#endif  // CTP_TESTS_RIVER_CROSSING_SPEC_HPP_INCLUDED
