// docs/cookbook.md: a class template, not an alias template, so that the compiler memoises.
#include <cstdio>
#include <type_traits>

// A list of types.
template <class... Types>
struct list {};

// A move named by its number: 0, 1 or 2.
template <int Number>
using move = std::integral_constant<int, Number>;

//! [memoised]
// The name of move Move among Names, a list of three types. A class template: the compiler
// instantiates rename_one<Names, Move> once, and every later use is a look-up, so renaming a
// list of 2^20 moves does three instantiations. An alias template is substituted afresh at every
// use, and an alias cannot be specialized either.
template <class Names, class Move>
struct rename_one;

template <class First, class Second, class Third, int Number>
struct rename_one<list<First, Second, Third>, move<Number>> {
  using type =
      std::conditional_t<Number == 0, First, std::conditional_t<Number == 1, Second, Third>>;
};

// Every move of Moves renamed.
template <class Names, class Moves>
struct rename_all;

template <class Names, class... Moves>
struct rename_all<Names, list<Moves...>> {
  using type = list<typename rename_one<Names, Moves>::type...>;
};

struct hop {};
struct skip {};
struct jump {};
static_assert(
    std::is_same_v<rename_all<list<hop, skip, jump>, list<move<1>, move<0>, move<2>>>::type,
                   list<skip, hop, jump>>);
//! [memoised]

int main() {
  using renamed = rename_all<list<char, short, long>, list<move<2>, move<2>, move<0>>>::type;
  std::printf("%d\n", std::is_same_v<renamed, list<long, long, char>> ? 1 : 0);
}
