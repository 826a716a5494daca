// Water pouring (the rules of the 3/5/8 water cups post): the accessors of the headers `ctp-gen
// water` and `ctp-gen water-hardest` write, as C++ that is formatted, tidied and compiled.
//
// Not a header to include: ctp-gen embeds this file when it is built and copies each region
// between two `//! [name]` lines into the header it writes, after the table's data and the shared
// accessors (generators/headers/accessors.hpp). A region uses the names the header declares
// before it and the standard headers it includes. tests/tables/accessors_water_pouring.cpp
// compiles this file after a small table of the same names; the rules of a move are the library's,
// ctp::water_apply, which that test proves detail::after_move equal to for every contents and move.
#ifndef CTP_GENERATORS_WATER_POURING_ACCESSORS_HPP_INCLUDED
#define CTP_GENERATORS_WATER_POURING_ACCESSORS_HPP_INCLUDED

// A water table's accessors. The header declares before them: cups, capacities, tap, max_capacity,
// index_type, and in detail: state_count, reached_count, start (its amounts), text_capacity,
// costs, next_moves and move_texts.
//! [water]
namespace detail {

// The bytes of costs and next_moves for no answer (no way to the amount, or no next move), and
// for contents the cups can hold that the start never reaches.
inline constexpr unsigned never = 255;
inline constexpr unsigned unreached = 254;

// A state's index is its contents read as a mixed-radix number, cup 0 most significant, base
// capacity + 1; it is a state when the start reaches it (amount 0's entry tells).
CTP_TABLE_CONSTEXPR bool is_state(index_type i) {
  return i < state_count && byte_at(costs, i) != unreached;
}

// The entry of a state's index and an amount in costs and next_moves: the amount is one more
// mixed-radix digit, above cup 0. Precondition: amount <= max_capacity.
constexpr std::uint64_t entry(index_type index, index_type amount) {
  return (std::uint64_t{amount} * state_count) + index;
}

// Whether 0 <= amount <= max_capacity (no cup holds another), compared as the value amount is
// before any conversion; a compile error when Amount is no integer type (is_below).
template <class Amount>
constexpr bool is_amount(Amount amount) {
  return is_below(amount, static_cast<std::uint64_t>(max_capacity) + 1);
}

// The amounts of the contents of index, cup 0 first.
constexpr std::array<int, cups> amounts_of(index_type index) {
  std::array<int, cups> amounts{};
  for (std::size_t c = cups; c-- != 0;) {
    const auto base = static_cast<index_type>(capacities[c] + 1);
    amounts[c] = static_cast<int>(index % base);
    index /= base;
  }
  return amounts;
}

// The index of amounts. Precondition: 0 <= amounts[c] <= capacities[c] for every cup c.
constexpr index_type index_of(const std::array<int, cups>& amounts) {
  index_type index = 0;
  for (std::size_t c = 0; c != cups; ++c)
    index =
        (index * static_cast<index_type>(capacities[c] + 1)) + static_cast<index_type>(amounts[c]);
  return index;
}

// The state of the amounts, one a cup, each of any integer type: empty when a cup would hold less
// than nothing or more than its capacity, or the start never reaches them. Each amount is checked
// as the value it is, before any conversion (is_below: one compare a cup, two for an __int128,
// joined by & so that the check is one branch), then the folds make the index with one
// multiply-add a cup: no loop.
template <std::size_t... Cup, class... Amounts>
CTP_TABLE_CONSTEXPR std::optional<state> state_of_amounts(std::index_sequence<Cup...> /*cups*/,
                                                          Amounts... amounts) {
  if (!(is_below(amounts, static_cast<std::uint64_t>(capacities[Cup]) + 1) & ...))
    return std::nullopt;
  index_type index = 0;
  ((index = (index * static_cast<index_type>(capacities[Cup] + 1)) + to_index(amounts)), ...);
  return state_at(index);
}

// The state of amounts, an array of one amount a cup, as state_of_amounts checks them.
template <std::size_t... Cup>
CTP_TABLE_CONSTEXPR std::optional<state> state_of_array(
    std::index_sequence<Cup...> cup_indices, const std::array<long long, cups>& amounts) {
  return state_of_amounts(cup_indices, amounts[Cup]...);
}

// The contents after a move given by its code (see next_moves). The library's rule
// (ctp::water_apply): a pour moves all of the source or as much as the target has room for, fill
// fills a cup, empty empties it. Precondition: contents fit the cups, and the code is a move's.
constexpr std::array<int, cups> after_move(const std::array<int, cups>& contents, unsigned code) {
  std::array<int, cups> after = contents;
  const std::size_t n = cups;
  if (code < n * n) {  // pour until the source is empty or the target full
    const std::size_t from = code / n;
    const std::size_t to = code % n;
    const int room = capacities[to] - contents[to];
    const int poured = contents[from] < room ? contents[from] : room;
    after[from] -= poured;
    after[to] += poured;
  } else if (code < (n * n) + n) {
    after[code - (n * n)] = capacities[code - (n * n)];
  } else {
    after[code - (n * n) - n] = 0;
  }
  return after;
}

}  // namespace detail

// What a move does: pour one cup into another, fill a cup from the tap, or empty a cup.
enum class move_kind { pour, fill, empty };

// One move, its cups counted from 1 as the ctp tool counts them. Made by next_move only, so that
// move_text never reads past its texts.
class move {
 public:
  constexpr move(detail::checked /*key*/, unsigned code) : code_(code) {}

  // Pour, fill or empty.
  [[nodiscard]] constexpr move_kind kind() const {
    if (code_ < cups * cups) return move_kind::pour;
    return code_ < (cups * cups) + cups ? move_kind::fill : move_kind::empty;
  }

  // The cup poured from, filled or emptied: 1 .. cups.
  [[nodiscard]] constexpr int from() const {
    if (code_ < cups * cups) return static_cast<int>(code_ / cups) + 1;
    return static_cast<int>((code_ - (cups * cups)) % cups) + 1;
  }

  // The cup poured into (1 .. cups); 0 for fill and empty.
  [[nodiscard]] constexpr int to() const {
    return code_ < cups * cups ? static_cast<int>(code_ % cups) + 1 : 0;
  }

  // The move's code in next_moves: pour i -> j is i * cups + j, fill i is cups * cups + i, empty
  // i is cups * cups + cups + i, cups counted from 0.
  [[nodiscard]] constexpr unsigned code() const { return code_; }

  friend constexpr bool operator==(move, move) = default;

 private:
  unsigned code_;
};

// How many indices there are: every contents the cups can hold, indices 0 .. state_count() - 1,
// of which reached_count() are states.
constexpr std::uint64_t state_count() { return detail::state_count; }

// How many states the start reaches.
constexpr std::uint64_t reached_count() { return detail::reached_count; }

// The contents at the start.
constexpr state start() { return state(detail::checked{}, detail::index_of(detail::start)); }

// The state whose cups hold amounts, cup 1 first; empty when a cup would hold less than nothing or
// more than its capacity, or the start never reaches it. Each amount is of any integer type,
// __int128 included, its value checked before any conversion. One amount a cup, and no bool,
// character or floating point, or a compile error.
template <class... Amounts>
CTP_TABLE_CONSTEXPR std::optional<state> contents(Amounts... amounts) {
  static_assert(sizeof...(Amounts) == cups, "ctp: contents(...) needs one amount a cup");
  static_assert((detail::is_whole_number<Amounts> && ...),
                "ctp: contents(...) takes whole numbers: integers, not bool, characters or "
                "floating point");
  if constexpr (sizeof...(Amounts) != cups || !(detail::is_whole_number<Amounts> && ...)) {
    return std::nullopt;
  } else {
    return detail::state_of_amounts(std::make_index_sequence<cups>{}, amounts...);
  }
}

// The amounts in the cups of s, cup 1 first.
constexpr std::array<int, cups> amounts(state s) { return detail::amounts_of(s.index()); }

// The fewest moves from s to some cup holding amount; empty when that never happens (amount
// below 0 or above max_capacity included). amount is any integer type, its value checked before
// any conversion (detail::is_amount). A compare and a load.
template <class Amount>
CTP_TABLE_CONSTEXPR std::optional<unsigned> cost(state s, Amount amount) {
  if (!detail::is_amount(amount)) return std::nullopt;
  const unsigned c =
      detail::byte_at(detail::costs, detail::entry(s.index(), detail::to_index(amount)));
  if (c == detail::never) return std::nullopt;
  return c;
}

// Whether some cup can be brought to hold amount from s; amount checked as cost checks it.
template <class Amount>
CTP_TABLE_CONSTEXPR bool reachable(state s, Amount amount) {
  return cost(s, amount).has_value();
}

// How many states the start reaches can bring some cup to hold amount (0 when amount is below 0
// or above max_capacity), amount checked as cost checks it. One load a contents the cups can hold.
template <class Amount>
CTP_TABLE_CONSTEXPR std::uint64_t reachable_count(Amount amount) {
  if (!detail::is_amount(amount)) return 0;
  const auto a = detail::to_index(amount);
  std::uint64_t count = 0;
  for (index_type i = 0; i != detail::state_count; ++i)
    count += detail::byte_at(detail::costs, detail::entry(i, a)) < detail::unreached ? 1u : 0u;
  return count;
}

// The canonical next move from s towards amount; empty when some cup holds amount already, or
// never will; amount checked as cost checks it. A compare and a load.
template <class Amount>
CTP_TABLE_CONSTEXPR std::optional<move> next_move(state s, Amount amount) {
  if (!detail::is_amount(amount)) return std::nullopt;
  const unsigned m =
      detail::byte_at(detail::next_moves, detail::entry(s.index(), detail::to_index(amount)));
  if (m == detail::never) return std::nullopt;
  return move(detail::checked{}, m);
}

// The state after the canonical next move from s towards amount; empty when some cup holds amount
// already, or never will; amount checked as cost checks it.
template <class Amount>
CTP_TABLE_CONSTEXPR std::optional<state> next(state s, Amount amount) {
  const std::optional<move> m = next_move(s, amount);
  if (!m) return std::nullopt;
  const std::array<int, cups> after = detail::after_move(amounts(s), m->code());
  return state(detail::checked{}, detail::index_of(after));
}

// Calls f(t) for every state t of the canonical optimal path from s to some cup holding amount,
// both ends included; nothing when no cup ever will (amount checked as cost checks it).
template <class Amount, class F>
constexpr void for_each_on_path(state s, Amount amount, F&& f) {
  if (!reachable(s, amount)) return;
  for (std::optional<state> t = s; t; t = next(*t, amount)) f(*t);
}

// The state written as amounts separated by commas, cup 1 first, as the ctp tool reads and
// writes them (0,0,8); empty when the text is not one whole number a cup, or no state.
CTP_TABLE_CONSTEXPR std::optional<state> parse(std::string_view text) {
  std::array<long long, cups> amounts{};
  std::size_t cup = 0;
  bool digits = false;
  for (const char c : text) {
    if (c == ',' && digits && cup + 1 != cups) {
      ++cup;
      digits = false;
    } else if (c >= '0' && c <= '9' && amounts[cup] <= max_capacity) {
      amounts[cup] = (amounts[cup] * 10) + (c - '0');
      digits = true;
    } else {
      return std::nullopt;
    }
  }
  if (!digits || cup + 1 != cups) return std::nullopt;
  return detail::state_of_array(std::make_index_sequence<cups>{}, amounts);
}

// The text of s, as parse reads it: 0,0,8.
constexpr state_text text(state s) {
  state_text out;
  const std::array<int, cups> a = amounts(s);
  for (std::size_t c = 0; c != cups; ++c) {
    if (c != 0) out.push_back(',');
    int power = 1;
    while (power * 10 <= a[c]) power *= 10;
    for (; power != 0; power /= 10) out.push_back(static_cast<char>('0' + ((a[c] / power) % 10)));
  }
  return out;
}

// The text of a move, as the ctp tool prints it: "pour cup 3 into cup 2", "fill cup 1",
// "empty cup 2".
constexpr std::string_view move_text(move m) { return detail::move_texts[m.code()]; }
//! [water]

// A water-hardest table's accessors. The header declares before them: cups, index_type, and in
// detail: move_count, puzzle_count, capacities, starts and goal_amounts.
//! [water_hardest]
// One of the hardest puzzles: its cups, where they start, and the amount to get into any cup.
struct puzzle {
  std::array<int, cups> capacities;
  std::array<int, cups> start;
  int goal_amount;

  friend constexpr bool operator==(const puzzle&, const puzzle&) = default;
};

namespace detail {

// Every puzzle as one record, put together by the compiler from the arrays above, so that a
// puzzle is read from one place rather than gathered from three.
inline constexpr std::array<puzzle, puzzle_count> puzzles = [] {
  std::array<puzzle, puzzle_count> all{};
  for (std::size_t i = 0; i != all.size(); ++i) {
    for (std::size_t c = 0; c != cups; ++c) {
      all[i].capacities[c] = capacities[(i * cups) + c];
      all[i].start[c] = starts[(i * cups) + c];
    }
    all[i].goal_amount = goal_amounts[i];
  }
  return all;
}();

}  // namespace detail

// How many puzzles tie as the hardest.
constexpr std::uint64_t puzzle_count() { return detail::puzzle_count; }

// How many moves each of them takes, at the fewest.
constexpr std::uint64_t move_count() { return detail::move_count; }

// Puzzle i (counted from 0); empty when i < 0 or i >= puzzle_count(). i is any integer type, its
// value checked before any conversion (detail::is_below). A compare and one record read.
template <class Index>
constexpr std::optional<puzzle> puzzle_at(Index i) {
  if (!detail::is_below(i, detail::puzzle_count)) return std::nullopt;
  return detail::puzzles[detail::to_index(i)];
}

namespace unchecked {

// Puzzle i, without puzzle_at's check. Precondition: i < puzzle_count(); any other i reads outside
// the table (undefined behaviour). One record read.
constexpr puzzle puzzle_at(index_type i) { return detail::puzzles[i]; }

}  // namespace unchecked
//! [water_hardest]

#endif  // CTP_GENERATORS_WATER_POURING_ACCESSORS_HPP_INCLUDED
