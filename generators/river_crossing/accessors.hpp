// The river crossing (Alcuin's farmer, Amarel's missionaries and cannibals): the accessors of the
// headers `ctp-gen river` writes, as C++ that is formatted, tidied and compiled.
//
// Not a header to include: ctp-gen embeds this file when it is built and copies each region
// between two `//! [name]` lines into the header it writes, after the table's data. A region uses
// the names the header declares before it (its data and the functions that name the bad
// arguments) and the standard headers it includes. tests/tables/accessors_river_crossing.cpp
// compiles this file after a small stand-in table, and proves the rule it repeats, how parse
// reads a state's text and numbers it, equal to the library's (ctp::river_parse and
// ctp::river_graph::index) for every state of two puzzles.
#ifndef CTP_GENERATORS_RIVER_CROSSING_ACCESSORS_HPP_INCLUDED
#define CTP_GENERATORS_RIVER_CROSSING_ACCESSORS_HPP_INCLUDED

// A river table's accessors. The header declares before them: farmer, missionaries, cannibals,
// states, reached_states, reachable_states, costs and nexts, and the problems
// state_outside_the_table, state_not_reached_from_the_start and text_is_not_a_state.
//! [river]
namespace detail {

// The entry of costs for no way to the goal.
inline constexpr unsigned never = 65535;

// The entry of costs for a number that is no state reached from the start.
inline constexpr unsigned unreached = 65534;

// Whether state is a state the start reaches; in a constant expression a number that is not is a
// compile error naming state_outside_the_table (state >= states) or
// state_not_reached_from_the_start.
constexpr bool known(std::uint32_t state) {
  if (state >= states) {
    if (std::is_constant_evaluated()) state_outside_the_table();
    return false;
  }
  if (costs[state] == unreached) {
    if (std::is_constant_evaluated()) state_not_reached_from_the_start();
    return false;
  }
  return true;
}

// The number of the state a text writes, or states when it is no state of this puzzle. The
// library's rules (ctp::river_parse, ctp::river_graph::index):
// 1. one `|` between the start bank and the far bank;
// 2. the farmer's puzzle: F, W, G and C once each, the boat where F is, who = the items on the
//    start bank (wolf 1, goat 2, cabbage 4);
// 3. otherwise every missionary M and cannibal C once, and one boat B, who = missionaries on the
//    start bank * (cannibals + 1) + cannibals on the start bank;
// 4. the number is 2 * who, plus 1 when the boat is on the start bank.
constexpr std::uint32_t number_of(std::string_view text) {
  int bars = 0;
  int all[4]{};    // F or B, W or M, G, C: in the text
  int start[4]{};  // the same, on the start bank
  for (const char letter : text) {
    int k = 0;
    if (letter == '|') {
      ++bars;
      continue;
    }
    if (letter == (farmer ? 'F' : 'B')) k = 0;
    else if (letter == (farmer ? 'W' : 'M')) k = 1;
    else if (farmer && letter == 'G') k = 2;
    else if (letter == 'C') k = 3;
    else return states;
    ++all[k];
    if (bars == 0) ++start[k];
  }
  if (bars != 1 || all[0] != 1) return states;
  std::uint32_t who = 0;
  if (farmer) {
    if (all[1] != 1 || all[2] != 1 || all[3] != 1) return states;
    who = static_cast<std::uint32_t>(start[1] + 2 * start[2] + 4 * start[3]);
  } else {
    if (all[1] != missionaries || all[3] != cannibals) return states;
    who = static_cast<std::uint32_t>(start[1] * (cannibals + 1) + start[3]);
  }
  return 2 * who + (start[0] != 0 ? 1u : 0u);
}

}  // namespace detail

// The unchecked forms: the same names as the checked ones below, without their check. Each states
// its precondition; an argument outside it reads outside the table (undefined behaviour), or
// answers for a state that is not one.
namespace unchecked {

// The fewest crossings from state to everyone on the far bank; empty when there is no way.
// Precondition: state < states, reached from the start. One load.
constexpr std::optional<unsigned> cost(std::uint32_t state) {
  const unsigned crossings = costs[state];
  if (crossings == detail::never) return std::nullopt;
  return crossings;
}

// Whether everyone can reach the far bank from state. Precondition: as cost's. One load.
constexpr bool reachable(std::uint32_t state) { return costs[state] != detail::never; }

// The next state on the canonical optimal path: the state itself at the goal, and where there is
// no way (ask reachable which). Precondition: as cost's. One load.
constexpr std::uint32_t next(std::uint32_t state) { return nexts[state]; }

// Calls f(s) for every state s of the canonical optimal path from state to the goal, both ends
// included; nothing when there is no way. Precondition: as cost's.
template <class F>
constexpr void for_each_on_path(std::uint32_t state, F&& f) {
  if (!reachable(state)) return;
  f(state);
  while (costs[state] != 0) {
    state = next(state);
    f(state);
  }
}

}  // namespace unchecked

// The fewest crossings from state to everyone on the far bank; empty when there is no way, and
// when state is no state reached from the start (in a constant expression, a compile error naming
// state_outside_the_table or state_not_reached_from_the_start).
constexpr std::optional<unsigned> cost(std::uint32_t state) {
  if (!detail::known(state)) return std::nullopt;
  return unchecked::cost(state);
}

// Whether state is a state reached from the start and everyone can reach the far bank from it
// (false otherwise; in a constant expression, a number that is no state reached from the start is
// a compile error naming the problem).
constexpr bool reachable(std::uint32_t state) {
  return detail::known(state) && unchecked::reachable(state);
}

// The next state on the canonical optimal path (the state itself at the goal and where there is
// no way); empty when state is no state reached from the start (in a constant expression, a
// compile error naming the problem).
constexpr std::optional<std::uint32_t> next(std::uint32_t state) {
  if (!detail::known(state)) return std::nullopt;
  return unchecked::next(state);
}

// Calls f(s) for every state s of the canonical optimal path from state to the goal, both ends
// included; nothing when there is no way, or when state is no state reached from the start (in a
// constant expression, a compile error naming the problem). A path has no fixed length to size an
// array by, and this header allocates nothing, so it hands the states to f.
template <class F>
constexpr void for_each_on_path(std::uint32_t state, F&& f) {
  if (detail::known(state)) unchecked::for_each_on_path(state, f);
}

// How many numbers there are: 0 .. state_count() - 1, some of them no state reached from the
// start.
constexpr std::uint64_t state_count() { return states; }

// How many states reached from the start can reach the goal: all of them, or none.
constexpr std::uint64_t reachable_count() { return reachable_states; }

// The number of the state a text writes (`MMCC|BMC`, `WC|FG`: the start bank, `|`, the far bank,
// a letter a passenger, B the boat where there is no farmer); empty when the text is not a state
// of this puzzle that the start reaches (in a constant expression, a compile error naming
// text_is_not_a_state). Only such a state parses, so cost(*parse(text)) is always answered.
constexpr std::optional<std::uint32_t> parse(std::string_view text) {
  const std::uint32_t state = detail::number_of(text);
  if (state >= states || costs[state] == detail::unreached) {
    if (std::is_constant_evaluated()) detail::text_is_not_a_state();
    return std::nullopt;
  }
  return state;
}
//! [river]

#endif  // CTP_GENERATORS_RIVER_CROSSING_ACCESSORS_HPP_INCLUDED
