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
// index_type, and in detail: state_count, reached_count, reachable_count, start, goal,
// text_capacity, costs, next_states and move_texts.
//! [river]
namespace detail {

// The entry of costs for no way to the goal.
inline constexpr unsigned never = 65535;

// The entry of costs for a number that is no state reached from the start.
inline constexpr unsigned unreached = 65534;

CTP_TABLE_CONSTEXPR bool is_state(index_type i) { return i < state_count && costs[i] != unreached; }

// The index of the state a text writes, or state_count when it is no state of this puzzle. The
// library's rules (ctp::river_parse, ctp::river_graph::index):
// 1. one `|` between the start bank and the far bank;
// 2. the farmer's puzzle: F, W, G and C once each, the boat where F is, who = the items on the
//    start bank (wolf 1, goat 2, cabbage 4);
// 3. otherwise every missionary M and cannibal C once, and one boat B, who = missionaries on the
//    start bank * (cannibals + 1) + cannibals on the start bank;
// 4. the index is 2 * who, plus 1 when the boat is on the start bank.
constexpr index_type index_of(std::string_view text) {
  int bars = 0;
  int all[4]{};       // F or B, W or M, G, C: in the text
  int on_start[4]{};  // the same, on the start bank
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
    else return state_count;
    ++all[k];
    if (bars == 0) ++on_start[k];
  }
  if (bars != 1 || all[0] != 1) return state_count;
  index_type who = 0;
  if (farmer) {
    if (all[1] != 1 || all[2] != 1 || all[3] != 1) return state_count;
    who = static_cast<index_type>(on_start[1] + 2 * on_start[2] + 4 * on_start[3]);
  } else {
    if (all[1] != missionaries || all[3] != cannibals) return state_count;
    who = static_cast<index_type>(on_start[1] * (cannibals + 1) + on_start[3]);
  }
  return 2 * who + (on_start[0] != 0 ? 1u : 0u);
}

}  // namespace detail

// One crossing: who is in the boat, and which way it goes. Made by next_move only, so that
// move_text never reads past its texts.
class move {
 public:
  constexpr move(detail::checked /*key*/, unsigned code) : code_(code) {}

  // Whether the boat crosses to the far bank, rather than coming back.
  [[nodiscard]] constexpr bool across() const { return (code_ & 1u) != 0; }

  // The missionaries in the boat (0 in the farmer's puzzle).
  [[nodiscard]] constexpr int missionaries() const {
    return farmer ? 0 : static_cast<int>((code_ >> 1) / static_cast<unsigned>(seats + 1));
  }

  // The cannibals in the boat (0 in the farmer's puzzle).
  [[nodiscard]] constexpr int cannibals() const {
    return farmer ? 0 : static_cast<int>((code_ >> 1) % static_cast<unsigned>(seats + 1));
  }

  // The items the farmer takes: wolf 1, goat 2, cabbage 4 (0 when he crosses alone, and without a
  // farmer).
  [[nodiscard]] constexpr unsigned items() const { return farmer ? code_ >> 1 : 0; }

  // The move's code in move_texts: who (the items, or missionaries * (seats + 1) + cannibals)
  // times 2, plus 1 across.
  [[nodiscard]] constexpr unsigned code() const { return code_; }

  friend constexpr bool operator==(move, move) = default;

 private:
  unsigned code_;
};

// How many indices there are: 0 .. state_count() - 1, some of them no state reached from the
// start.
constexpr std::uint64_t state_count() { return detail::state_count; }

// How many states the start reaches.
constexpr std::uint64_t reached_count() { return detail::reached_count; }

// How many states reached from the start can reach the goal: all of them, or none.
constexpr std::uint64_t reachable_count() { return detail::reachable_count; }

// Everyone on the start bank (or the start ctp-gen was given).
constexpr state start() { return state(detail::checked{}, detail::start); }

// Everyone, and the boat, on the far bank.
constexpr state goal() { return state(detail::checked{}, detail::goal); }

// The fewest crossings from s to everyone on the far bank; empty when there is no way. One load.
constexpr std::optional<unsigned> cost(state s) {
  const unsigned crossings = detail::costs[s.index()];
  if (crossings == detail::never) return std::nullopt;
  return crossings;
}

// Whether everyone can reach the far bank from s. One load.
constexpr bool reachable(state s) { return detail::costs[s.index()] != detail::never; }

// The next state on the canonical optimal path: the first, in the library's order of moves, that
// is one crossing nearer; empty at the goal and where there is no way. One load, or two.
constexpr std::optional<state> next(state s) {
  if (!reachable(s) || s.index() == detail::goal) return std::nullopt;
  return state(detail::checked{}, detail::next_states[s.index()]);
}

// The canonical next crossing from s: who goes, and which way; empty at the goal and where there
// is no way. Who is the difference between s and next(s), bank by bank.
constexpr std::optional<move> next_move(state s) {
  const std::optional<state> t = next(s);
  if (!t) return std::nullopt;
  const index_type a = s.index() / 2, b = t->index() / 2;
  const index_type across = s.index() % 2;  // the boat leaves the start bank
  if (farmer) return move(detail::checked{}, ((a ^ b) << 1) | across);
  const auto base = static_cast<index_type>(cannibals + 1);
  const index_type m = a / base > b / base ? (a / base) - (b / base) : (b / base) - (a / base);
  const index_type c = a % base > b % base ? (a % base) - (b % base) : (b % base) - (a % base);
  return move(detail::checked{}, (((m * static_cast<index_type>(seats + 1)) + c) << 1) | across);
}

// The text of a crossing, as ctp river prints it: "2 cannibals cross", "the farmer and the goat
// cross", "1 missionary and 1 cannibal come back".
constexpr std::string_view move_text(move m) { return detail::move_texts[m.code()]; }

// Calls f(t) for every state t of the canonical optimal path from s to the goal, both ends
// included; nothing when there is no way. A path has no fixed length to size an array by, and
// this header allocates nothing, so it hands the states to f.
template <class F>
constexpr void for_each_on_path(state s, F&& f) {
  if (!reachable(s)) return;
  for (std::optional<state> t = s; t; t = next(*t)) f(*t);
}

// The state a text writes (`MMCC|BMC`, `WC|FG`: the start bank, `|`, the far bank, a letter a
// passenger, B the boat where there is no farmer), as the ctp tool reads and prints it; empty when
// the text is not a state of this puzzle that the start reaches.
constexpr std::optional<state> parse(std::string_view text) {
  return state_at(detail::index_of(text));
}

// The text of s, as parse reads it: each bank in the order F W G C (farmer) or M ... C ..., the
// boat B beside the river (last on the start bank, first on the far bank).
constexpr state_text text(state s) {
  state_text out;
  const index_type who = s.index() / 2;
  const bool boat_on_start = (s.index() % 2) != 0;
  const auto put = [&out](char letter, index_type times) {
    for (index_type k = 0; k != times; ++k) out.push_back(letter);
  };
  for (const bool start_bank : {true, false}) {
    if (!start_bank) out.push_back('|');
    if (farmer) {
      const index_type items = start_bank ? who : 7u & ~who;
      put('F', boat_on_start == start_bank ? 1u : 0u);
      put('W', items & 1u);
      put('G', (items >> 1) & 1u);
      put('C', (items >> 2) & 1u);
      continue;
    }
    const auto all_m = static_cast<index_type>(missionaries);
    const auto all_c = static_cast<index_type>(cannibals);
    const index_type m = who / (all_c + 1), c = who % (all_c + 1);
    const bool boat = boat_on_start == start_bank;
    if (!start_bank) put('B', boat ? 1u : 0u);
    put('M', start_bank ? m : all_m - m);
    put('C', start_bank ? c : all_c - c);
    if (start_bank) put('B', boat ? 1u : 0u);
  }
  return out;
}
//! [river]

#endif  // CTP_GENERATORS_RIVER_CROSSING_ACCESSORS_HPP_INCLUDED
