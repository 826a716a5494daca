// The closed form's answer, rings_packed_moves: one byte a move, read both ways off one table of
// Gray code steps, a random-access range of rings_move values equal to the other techniques'
// arrays, whose padding never shows.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <ranges>
#include <type_traits>

#include "ctp/chinese_rings.hpp"
#include "iterator_steps.hpp"

namespace {

using ctp::rings_direction;
using ctp::rings_move;
using ctp::rings_packed_moves;

constexpr auto off_3 = ctp::rings_remove_moves<3>();
constexpr auto on_3 = ctp::rings_put_on_moves<3>();

// True iff move k of Moves is rings_remove_move_at(Rings, k), or rings_put_on_move_at, for
// every k.
template <int Rings, bool Off, class Moves>
constexpr bool equals_move_at(const Moves& moves) {
  for (std::uint64_t k = 0; k != moves.size(); ++k)
    if (moves[k] !=
        (Off ? ctp::rings_remove_move_at(Rings, k) : ctp::rings_put_on_move_at(Rings, k)))
      return false;
  return true;
}

// The list as the std::array every other technique gives, through its iterators.
template <class List>
constexpr auto to_array(const List& list) {
  std::array<rings_move, List::size()> moves{};
  std::ranges::copy(list, moves.begin());
  return moves;
}

}  // namespace

// The type: one byte a move, in 64-bit words, padded to a whole word; structural; both ways
// distinct types of one layout.
static_assert(std::is_same_v<std::remove_const_t<decltype(off_3)>,
                             rings_packed_moves<5, rings_direction::remove>>);
static_assert(std::is_same_v<std::remove_const_t<decltype(on_3)>,
                             rings_packed_moves<5, rings_direction::put_on>>);
static_assert(sizeof(rings_packed_moves<699050, rings_direction::remove>) == 699056);
static_assert(sizeof(rings_packed_moves<8, rings_direction::remove>) == 8);
static_assert(sizeof(rings_packed_moves<9, rings_direction::put_on>) == 16);
static_assert(std::is_trivially_copyable_v<rings_packed_moves<5, rings_direction::remove>>);

// A list may be a template argument (a structural type).
template <auto Moves>
inline constexpr std::size_t size_of = Moves.size();
static_assert(size_of<off_3> == 5);

// The padding never shows: size() is the number of moves, and so are end() - begin() and every
// range's count, for every count of moves up to 20 rings (none a multiple of eight).
template <int Rings>
constexpr bool padding_hidden() {
  constexpr auto off = ctp::rings_remove_moves<Rings>();
  constexpr auto on = ctp::rings_put_on_moves<Rings>();
  constexpr std::uint64_t count = ctp::rings_move_count(Rings);
  constexpr auto distance = static_cast<std::ptrdiff_t>(count);
  return off.size() == count && on.size() == count && off.end() - off.begin() == distance &&
         std::ranges::distance(on) == distance && std::ranges::size(off) == count && !off.empty();
}
static_assert(padding_hidden<1>() && padding_hidden<2>() && padding_hidden<3>() &&
              padding_hidden<4>() && padding_hidden<5>() && padding_hidden<6>() &&
              padding_hidden<7>() && padding_hidden<8>() && padding_hidden<9>() &&
              padding_hidden<10>());

// The 3-ring example: ring 3 down, ring 1 down, ring 3 up, ring 2 down, ring 3 down; putting on
// is the same walk back, every move the other way.
static_assert(off_3.size() == 5 && on_3.size() == 5);
static_assert(off_3[0] == rings_move{3, false} && off_3[1] == rings_move{1, false} &&
              off_3[2] == rings_move{3, true} && off_3[3] == rings_move{2, false} &&
              off_3[4] == rings_move{3, false});
static_assert(on_3[0] == rings_move{3, true} && on_3[1] == rings_move{2, true} &&
              on_3[2] == rings_move{3, false} && on_3[3] == rings_move{1, true} &&
              on_3[4] == rings_move{3, true});
static_assert(off_3.front() == rings_move{3, false} && off_3.back() == rings_move{3, false});
static_assert(on_3.front() == rings_move{3, true} && on_3.back() == rings_move{3, true});
static_assert(off_3 == std::array<rings_move, 5>{
                           {{3, false}, {1, false}, {3, true}, {2, false}, {3, false}}});
static_assert(std::array<rings_move, 5>{{{3, true}, {2, true}, {3, false}, {1, true}, {3, true}}} ==
              on_3);
static_assert(off_3 != std::array<rings_move, 5>{
                           {{3, false}, {1, false}, {3, true}, {2, false}, {3, true}}});
static_assert(off_3 != std::array<rings_move, 5>{
                           {{3, false}, {1, false}, {3, true}, {2, false, true}, {3, false}}});

// Indexing both ways is the O(1) formula, move for move.
static_assert(equals_move_at<1, true>(ctp::rings_remove_moves<1>()) &&
              equals_move_at<1, false>(ctp::rings_put_on_moves<1>()));
static_assert(equals_move_at<2, true>(ctp::rings_remove_moves<2>()) &&
              equals_move_at<2, false>(ctp::rings_put_on_moves<2>()));
static_assert(equals_move_at<7, true>(ctp::rings_remove_moves<7>()) &&
              equals_move_at<7, false>(ctp::rings_put_on_moves<7>()));
static_assert(equals_move_at<10, true>(ctp::rings_remove_moves<10>()) &&
              equals_move_at<10, false>(ctp::rings_put_on_moves<10>()));

// Equal to the recursion's std::array, both ways, either side of ==; lists of one way compare
// with each other.
static_assert(ctp::rings_remove_moves<1>() == ctp::with_recursion::rings_remove_moves<1>());
static_assert(ctp::with_recursion::rings_put_on_moves<4>() == ctp::rings_put_on_moves<4>());
static_assert(ctp::rings_remove_moves<9>() == ctp::with_recursion::rings_remove_moves<9>());
static_assert(ctp::rings_put_on_moves<9>() == ctp::with_recursion::rings_put_on_moves<9>());
static_assert(ctp::rings_remove_moves<6>() == ctp::with_closed_form::rings_remove_moves<6>());
static_assert(to_array(ctp::rings_remove_moves<8>()) ==
              ctp::with_recursion::rings_remove_moves<8>());

// A random-access range of rings_move values: the iterator models std::random_access_iterator
// (its reference a value, so its legacy category is input), and range-for, the std::ranges
// algorithms and iterator arithmetic see the moves in order.
using list_5 = rings_packed_moves<5, rings_direction::remove>;
static_assert(std::random_access_iterator<list_5::iterator>);
static_assert(std::is_same_v<std::iterator_traits<list_5::iterator>::iterator_category,
                             std::input_iterator_tag>);
static_assert(std::is_same_v<std::iter_reference_t<list_5::iterator>, rings_move>);
static_assert(std::is_same_v<std::iter_value_t<list_5::iterator>, rings_move>);
static_assert(std::ranges::random_access_range<list_5> && std::ranges::sized_range<list_5>);
static_assert(std::ranges::common_range<list_5>);
static_assert(*off_3.begin() == off_3[0] && *(off_3.end() - 1) == off_3[4]);
static_assert((off_3.begin() + 3)[-1] == off_3[2] && (2 + off_3.begin())[0] == off_3[2]);
static_assert(off_3.begin() < off_3.end() && off_3.begin() + 5 == off_3.end());
static_assert(std::ranges::count(off_3, rings_move{3, false}) == 2);
static_assert(std::ranges::find(on_3, rings_move{1, true}) - on_3.begin() == 3);
static_assert(std::ranges::equal(std::views::reverse(ctp::rings_remove_moves<6>()) |
                                     std::views::transform([](rings_move move) {
                                       return rings_move{move.ring, !move.up};
                                     }),
                                 ctp::rings_put_on_moves<6>()));
static_assert([] {
  int rings_up_moved = 0;
  for (const rings_move move : ctp::rings_put_on_moves<5>()) rings_up_moved += move.up ? 1 : -1;
  return rings_up_moved == 5;  // every ring up, from all down
}());
static_assert(iterator_steps::land_where_indexing_does(on_3));

// A replay of the list is legal both ways, as of any range of moves.
static_assert(ctp::rings_replay(10, ctp::rings_all_up(10), ctp::rings_remove_moves<10>()) ==
              ctp::rings_replay_result{true, 0, 0});
static_assert(ctp::rings_replay(10, 0, ctp::rings_put_on_moves<10>()) ==
              ctp::rings_replay_result{true, 0, ctp::rings_all_up(10)});
