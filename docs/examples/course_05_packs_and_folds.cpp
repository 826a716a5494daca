// docs/course/05_packs_and_folds.md: parameter packs, pack expansions and fold expressions, and
// the towers of Hanoi's moves as a type, a list of template arguments.
#include <array>
#include <cstddef>
#include <cstdio>
#include <type_traits>

//! [sum]
// The sum of any number of numbers: a pack, and a fold over +.
template <class... Numbers>
constexpr int sum(Numbers... numbers) {
  return (numbers + ... + 0);
}

static_assert(sum(1, 2, 3) == 6);
static_assert(sum() == 0);
//! [sum]

//! [count]
// How many arguments it is given.
template <class... Arguments>
constexpr std::size_t count(Arguments...) {
  return sizeof...(Arguments);
}

static_assert(count('B', 'A', 'C') == 3);
//! [count]

//! [move-list]
// A list of moves as a type: one template argument a move.
template <char... Moves>
struct move_list {};

// concat<L1, L2, L3>::type: the three lists' moves, one list after the other. The partial
// specialization takes each list's moves as a pack; one pack expansion writes them all.
template <class First, class Second, class Third>
struct concat;

template <char... First, char... Second, char... Third>
struct concat<move_list<First...>, move_list<Second...>, move_list<Third...>> {
  using type = move_list<First..., Second..., Third...>;
};
//! [move-list]

//! [hanoi]
// Peelle's recursion on types: the moves for Discs discs, as a move_list.
template <int Discs, char First, char Second, char Third>
struct hanoi {
  using type =
      typename concat<typename hanoi<Discs - 1, Second, First, Third>::type, move_list<Second>,
                      typename hanoi<Discs - 1, First, Third, Second>::type>::type;
};

// One disc: one move, named Second.
template <char First, char Second, char Third>
struct hanoi<1, First, Second, Third> {
  using type = move_list<Second>;
};

static_assert(std::is_same_v<hanoi<2, 'A', 'B', 'C'>::type, move_list<'A', 'B', 'C'>>);
//! [hanoi]

//! [letters]
// The letters of a move list, in an array: the pack expanded in a braced list.
template <char... Moves>
constexpr std::array<char, sizeof...(Moves)> letters(move_list<Moves...>) {
  return {Moves...};
}

// How many moves of a list are named `name`: a fold over +.
template <char... Moves>
constexpr int count_of(char name, move_list<Moves...>) {
  return ((Moves == name ? 1 : 0) + ... + 0);
}

using three_discs = hanoi<3, 'A', 'B', 'C'>::type;
static_assert(letters(three_discs{}) == std::array{'B', 'A', 'C', 'B', 'A', 'C', 'B'});
static_assert(count_of('B', three_discs{}) == 3);
static_assert(count_of('A', three_discs{}) == 2);
//! [letters]

int main() {
  constexpr auto four_discs = letters(hanoi<4, 'A', 'B', 'C'>::type{});
  std::printf("%.15s: %zu moves\n", four_discs.data(), four_discs.size());
}
