// The water pouring specification, applied to every technique (breadth-first search and the
// water-cups post's depth-first Game tree): what any answer must be (a legal path from the start
// to a goal, or "unreachable" for an unsolvable puzzle), and what only a shortest answer is.
#ifndef CTP_TESTS_WATER_POURING_SPEC_HPP_INCLUDED
#define CTP_TESTS_WATER_POURING_SPEC_HPP_INCLUDED

#include <cstddef>
#include <vector>

#include "ctp/water_pouring.hpp"
#include "spec_examples.hpp"
#include "spec_fact.hpp"

namespace water_spec {

// One puzzle, its goal, and whether the goal can be reached (known independently of every
// technique: by the post, by hand, or by parity).
struct example {
  ctp::water_puzzle puzzle;
  ctp::water_goal goal;
  bool reachable;
};

inline constexpr ctp::water_puzzle classic{{3, {3, 5, 8}}, {3, {0, 0, 8}}, false};
inline constexpr ctp::water_puzzle jugs{{2, {3, 5}}, {2, {0, 0}}, true};   // the die-hard jugs
inline constexpr ctp::water_puzzle even{{2, {2, 4}}, {2, {0, 4}}, false};  // even amounts only

inline constexpr example examples[] = {
    {classic, ctp::water_goal::amount_anywhere(4), true},       // the post's 4 oz
    {classic, ctp::water_goal::exactly({3, {3, 1, 4}}), true},  // the post's success state
    {classic, ctp::water_goal::amount_in(2, 4), true},          // 4 in the 8 oz cup
    {classic, ctp::water_goal::amount_anywhere(8), true},       // there at the start
    {jugs, ctp::water_goal::amount_anywhere(4), true},          // fill, pour, empty
    // Four cups, the last one full, to an exact state in three pours.
    {{{4, {1, 2, 3, 4}}, {4, {0, 0, 0, 4}}, false},
     ctp::water_goal::exactly({4, {1, 2, 1, 0}}),
     true},
    {even, ctp::water_goal::amount_anywhere(1), false},    // odd from even: never
    {even, ctp::water_goal::exactly({2, {1, 3}}), false},  // odd from even: never
    // With a tap too, cups of 2 and 4 hold even amounts only.
    {{{2, {2, 4}}, {2, {0, 0}}, true}, ctp::water_goal::exactly({2, {1, 1}}), false},
    // Another start: 4 oz in the 8 oz cup gives 1 oz in one pour.
    {{{3, {3, 5, 8}}, {3, {0, 0, 4}}, false}, ctp::water_goal::amount_anywhere(1), true},
};

// The largest example: the hardest puzzle of 3 cups up to capacity 20 (ctp::water_hardest(3, 20,
// false), checked by water_pouring_test.cpp), 15 oz in any cup, 19 pours at the fewest.
inline constexpr example largest{
    {{3, {10, 11, 20}}, {3, {0, 0, 20}}, false}, ctp::water_goal::amount_anywhere(15), true};

// True iff every step of path is one move that counts under the rules (a pour that moves
// min(c_i, cap_j - c_j) > 0, or with the tap a fill or an empty that changes a cup).
constexpr bool every_step_is_a_move(const ctp::water_puzzle& puzzle,
                                    const ctp::water_solution::path_type& path) {
  for (std::size_t k = 0; k + 1 < path.size(); ++k) {
    bool one_move = false;
    ctp::water_for_each_move(puzzle, path[k],
                             [&](const ctp::water_move&, const ctp::water_state& next) {
                               one_move = one_move || next == path[k + 1];
                             });
    if (!one_move) return false;
  }
  return true;
}

// True iff no state appears twice on path (a path that comes back wastes the moves between).
constexpr bool no_state_twice(const ctp::water_solution::path_type& path) {
  for (std::size_t a = 0; a != path.size(); ++a)
    for (std::size_t b = a + 1; b != path.size(); ++b)
      if (path[a] == path[b]) return false;
  return true;
}

// True iff some sequence of at most `moves` moves from state reaches the goal: every sequence,
// tried one by one, with no memory of states seen (independent of any search).
constexpr bool reachable_within(const ctp::water_puzzle& puzzle, const ctp::water_state& state,
                                const ctp::water_goal& goal, int moves) {
  if (goal.reached_by(state)) return true;
  if (moves <= 0) return false;
  bool found = false;
  ctp::water_for_each_move(puzzle, state,
                           [&](const ctp::water_move&, const ctp::water_state& next) {
                             found = found || reachable_within(puzzle, next, goal, moves - 1);
                           });
  return found;
}

// A technique as the spec takes it: its word (for the messages) and its water_solve, e.g.
// `technique<"breadth_first", ctp::with_breadth_first::water_solve>`.
template <ctp::fixed_string Word, auto Solve>
struct technique {
  static constexpr const char* word = Word.chars;
  static constexpr ctp::water_solution solve(const ctp::water_puzzle& puzzle,
                                             const ctp::water_goal& goal) {
    return Solve(puzzle, goal);
  }
};

// Technique below: a technique<...> or any type with the same two members.

// 1. The facts of every technique, for one example.
template <class Technique>
constexpr bool answers(const example& e) {
  const ctp::water_solution solution = Technique::solve(e.puzzle, e.goal);
  const char* word = Technique::word;
  if (!e.reachable)
    return spec::fact(!solution.reachable(), word,
                      "an unsolvable puzzle is reported unreachable") &&
           spec::fact(!solution.cost() && solution.path().empty(), word,
                      "an unreachable answer has no cost and an empty path");
  if (!spec::fact(solution.reachable(), word, "a solvable puzzle is reported reachable"))
    return false;
  const ctp::water_solution::path_type& path = solution.path();
  return spec::fact(path.front() == e.puzzle.start, word, "the path starts at the start") &&
         spec::fact(every_step_is_a_move(e.puzzle, path), word,
                    "every step of the path is one legal move") &&
         spec::fact(e.goal.reached_by(path.back()), word, "the path ends in a goal state") &&
         spec::fact(no_state_twice(path), word, "no state appears twice on the path") &&
         spec::fact(solution.cost() == path.size() - 1, word,
                    "the cost is the number of moves of the path");
}

// 2. Only for a shortest technique: no sequence of fewer moves reaches the goal.
template <class Technique>
constexpr bool fewest(const example& e) {
  const ctp::water_solution solution = Technique::solve(e.puzzle, e.goal);
  const unsigned cost = solution.cost().value_or(0);  // answers() checks that there is one
  return !e.reachable || cost == 0u ||
         spec::fact(!reachable_within(e.puzzle, e.puzzle.start, e.goal, static_cast<int>(cost) - 1),
                    Technique::word,
                    "no sequence of fewer moves reaches the goal (the fewest moves)");
}

// The largest example meets the facts of every technique.
template <class Technique>
inline constexpr bool holds_for_largest = answers<Technique>(largest);

// Every example meets the facts of every technique.
template <class Technique>
inline constexpr bool holds = spec::holds_for_each<examples, answers<Technique>>;

// Every example meets the facts of every technique and the fewest moves.
template <class Technique>
inline constexpr bool holds_shortest =
    holds<Technique> && spec::holds_for_each<examples, fewest<Technique>>;

}  // namespace water_spec

#endif  // CTP_TESTS_WATER_POURING_SPEC_HPP_INCLUDED
