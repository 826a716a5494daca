// Way three: the recursion as class templates. The moves are a
// type, one template argument a move, and the compiler's template
// instantiation does the recursion.
#include <bit>
#include <string_view>
#include <type_traits>

#include <ctp/fixed_string.hpp>
#include <ctp/hanoi.hpp>

//! [move-list]
// A solution as a type: one template argument a move
template <char... Moves>
struct move_list {};

// Peelle's ',' at the type level: three lists joined
template <class Park, class Move, class Goal>
struct join;
template <char... P, char... M, char... G>
struct join<move_list<P...>, move_list<M...>, move_list<G...>> {
  using type = move_list<P..., M..., G...>;
};
//! [move-list]

//! [hanoi]
template <int Discs, char A, char B, char C>
struct hanoi {
  using type = typename join<
      typename hanoi<Discs - 1, B, A, C>::type,  // Park
      move_list<B>,                              // Move
      typename hanoi<Discs - 1, A, C, B>::type   // Goal
      >::type;
};
template <char A, char B, char C>
struct hanoi<1, A, B, C> {
  using type = move_list<B>;
};
//! [hanoi]

//! [use]
static_assert(std::is_same_v<hanoi<2, 'A', 'B', 'C'>::type,
                             move_list<'A', 'B', 'C'>>);
static_assert(
    std::is_same_v<hanoi<3, 'A', 'B', 'C'>::type,
                   move_list<'B', 'A', 'C', 'B', 'A', 'C', 'B'>>);
//! [use]

//! [exit]
// Out of the type level in one step: a pack, an array, a string
template <char... Moves>
constexpr auto letters(move_list<Moves...>) {
  const char chars[] = {Moves..., '\0'};
  return std::bit_cast<ctp::fixed_string<sizeof chars - 1>>(
      chars);
}

constexpr auto twelve = letters(hanoi<12, 'A', 'B', 'C'>::type{});
static_assert(twelve == ctp::hanoi_moves<12>());
static_assert(twelve.size() == 4095);
//! [exit]

int main() {}
