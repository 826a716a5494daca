// The committed table of the water-cups post's 3/5/8 puzzle is proven by solving every entry
// again: from each reached state, for each amount, the cost is what breadth-first search finds
// from that state, reachable says whether it finds one, and next is one legal move nearer.
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>

#include "ctp/tables/water_3_5_8.hpp"
#include "ctp/water_pouring.hpp"
#include "wide_numbers.hpp"

namespace {

namespace table = ctp::tables::water_3_5_8;

constexpr ctp::water_state capacities{3, {3, 5, 8}};

// Reached state P, in the library's breadth-first order from the start.
constexpr ctp::water_state reached(int p) {
  const ctp::water_search search(ctp::water_default_puzzle(capacities, false));
  return search.reached_state(static_cast<std::uint64_t>(p));
}

// The entries of reached state P, one constant evaluation a state.
template <int P>
constexpr bool entries_solve() {
  const ctp::water_state here = reached(P);
  const std::optional<table::state> s = table::contents(here[0], here[1], here[2]);
  if (!s || table::amounts(*s) != std::array<int, 3>{here[0], here[1], here[2]}) return false;
  if (table::parse(table::text(*s).view()) != s) return false;
  // A char array, not a std::string: clang cannot evaluate libstdc++ 12's std::string.
  char text[16]{};
  ctp::water_write_text(text, here);
  if (table::text(*s).view() != std::string_view(text, ctp::water_text_size(here))) return false;
  const ctp::water_puzzle from_here{capacities, here, false};
  for (int amount = 0; amount <= table::max_capacity; ++amount) {
    const ctp::water_solution solution =
        ctp::water_solve(from_here, ctp::water_goal::amount_anywhere(amount));
    if (table::cost(*s, amount) != solution.cost()) return false;
    if (table::reachable(*s, amount) != solution.reachable()) return false;
    const std::optional<table::state> next = table::next(*s, amount);
    if (solution.cost().value_or(0) == 0) {
      if (next || table::next_move(*s, amount)) return false;
      continue;
    }
    if (!next) return false;
    // The next contents are one move that counts under the rules away, and one move nearer; the
    // move's text is the library's for that move.
    const std::array<int, 3> after = table::amounts(*next);
    bool one_move = false;
    ctp::water_for_each_move(
        from_here, here, [&](const ctp::water_move&, const ctp::water_state& t) {
          one_move = one_move || (t[0] == after[0] && t[1] == after[1] && t[2] == after[2]);
        });
    if (!one_move || table::cost(*next, amount) != *solution.cost() - 1) return false;
  }
  return true;
}
template <int P>
constexpr bool state_ok = entries_solve<P>();

template <int... P>
constexpr bool every_entry_solves(std::integer_sequence<int, P...>) {
  return (state_ok<P> && ...);
}

// The counts: every contents of the cups, and the reached ones (the search's own count).
constexpr bool counts_hold() {
  const ctp::water_search search(ctp::water_default_puzzle(capacities, false));
  return table::state_count() == 4 * 6 * 9 && table::reached_count() == search.reached_count();
}

// For one amount, the reached states that can bring a cup to hold it, solved one by one; one
// constant evaluation an amount.
template <int Amount>
constexpr bool reachable_count_holds() {
  std::uint64_t reachable = 0;
  for (int p = 0; p != static_cast<int>(table::reached_count()); ++p) {
    const ctp::water_goal goal = ctp::water_goal::amount_anywhere(Amount);
    reachable += ctp::water_solve({capacities, reached(p), false}, goal).reachable() ? 1u : 0u;
  }
  return table::reachable_count(Amount) == reachable;
}
template <int Amount>
constexpr bool count_ok = reachable_count_holds<Amount>();

template <int... Amount>
constexpr bool every_count_holds(std::integer_sequence<int, Amount...>) {
  return (count_ok<Amount> && ...);
}

}  // namespace

static_assert(every_entry_solves(std::make_integer_sequence<int, 16>{}));
static_assert(counts_hold() && table::reached_count() == 16);
static_assert(every_count_holds(std::make_integer_sequence<int, table::max_capacity + 1>{}));

// The post's puzzle: 4 in some cup from 0,0,8 takes 6 pours, the first from cup 3 into cup 2.
static_assert(table::start() == table::contents(0, 0, 8));
static_assert(table::cost(table::start(), 4) == 6u);
static_assert(table::amounts(*table::next(table::start(), 4)) == std::array<int, 3>{0, 5, 3});
static_assert(table::move_text(*table::next_move(table::start(), 4)) == "pour cup 3 into cup 2");
static_assert(table::next_move(table::start(), 4)->kind() == table::move_kind::pour);
static_assert(table::next_move(table::start(), 4)->from() == 3);
static_assert(table::next_move(table::start(), 4)->to() == 2);
static_assert(table::text(table::start()).view() == "0,0,8");

// No answer, one way each: contents that are no state, text that is none, an amount no cup holds.
static_assert(!table::contents(3, 5, 9) && !table::contents(-1, 0, 8) && !table::contents(1, 1, 1));
static_assert(!table::parse("0,0") && !table::parse("0,0,8,") && !table::parse("0,0,x"));
static_assert(!table::parse("0,0,9") && table::parse("0,0,8") == table::start());
static_assert(!table::cost(table::start(), 9) && !table::cost(table::start(), -1));
static_assert(table::reachable_count(9) == 0);
static_assert(!table::state_at(216) && !table::state_at(0) && table::state_at(8) == table::start());

// The path to 4, both ends included: seven states.
constexpr int path_to_four() {
  int states = 0;
  table::for_each_on_path(table::start(), 4, [&states](table::state) { ++states; });
  return states;
}
static_assert(path_to_four() == 7);

// Every number is checked as the value it is, of any integer type, before any conversion
// (tests/support/wide_numbers.hpp): an index, an amount to reach (2^32 + 4 is no amount 4, nor is
// 2^64 + 4 as an __int128), and the amount in a cup (2^64 + 8 in cup 3 is no 8).
static_assert(wide::only_k_answers(8, [](auto i) { return table::state_at(i).has_value(); }));
static_assert(wide::only_k_answers(4, [](auto a) {
  return table::cost(table::start(), a).has_value();
}));
static_assert(wide::only_k_answers(4, [](auto a) { return table::reachable(table::start(), a); }));
static_assert(wide::only_k_answers(4, [](auto a) { return table::reachable_count(a) != 0; }));
static_assert(wide::only_k_answers(4, [](auto a) {
  return table::next_move(table::start(), a).has_value();
}));
static_assert(wide::only_k_answers(4, [](auto a) {
  return table::next(table::start(), a).has_value();
}));
static_assert(wide::only_k_answers(4, [](auto a) {
  int states = 0;
  table::for_each_on_path(table::start(), a, [&states](table::state) { ++states; });
  return states != 0;
}));
static_assert(wide::only_k_answers(8, [](auto a) { return table::contents(0, 0, a).has_value(); }));
static_assert(wide::only_k_answers(3, [](auto a) { return table::contents(a, 5, 0).has_value(); }));
static_assert(table::cost(table::start(), 4LL) == 6u && table::cost(table::start(), 4u) == 6u);
