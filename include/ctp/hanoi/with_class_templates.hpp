// Towers of Hanoi by class templates: Peelle's recursive program ("Towers of Hanoi, Simplified in
// J") as pre-constexpr class template recursion: the moves are a type, move_list<'B', 'A', 'C',
// ...>, built by the compiler's template instantiation instead of its constant evaluator.
#ifndef CTP_HANOI_WITH_CLASS_TEMPLATES_HPP_INCLUDED
#define CTP_HANOI_WITH_CLASS_TEMPLATES_HPP_INCLUDED

#include "ctp/detail/fixed_string_of.hpp"
#include "ctp/fixed_string.hpp"
#include "ctp/hanoi/rules.hpp"

namespace ctp::with_class_templates {

// move_list<Moves...>: a solution as a type, one template argument a move
// (move_list<'A', 'B', 'C'> for 2 discs).
template <char... Moves>
struct move_list {};

namespace detail {
// concat<L1, L2, L3>::type: the three move lists one after the other. Partial specialization
// deduces each list's moves as a pack; one pack expansion joins them. This is the type-level ','
// of Peelle's `(Park Hanoi ]-1:),Move,(Goal Hanoi ]-1:)`.
template <class First, class Second, class Third>
struct concat;

template <char... First, char... Second, char... Third>
struct concat<move_list<First...>, move_list<Second...>, move_list<Third...>> {
  using type = move_list<First..., Second..., Third...>;
};

// The letters of a move_list as a fixed_string.
template <char... Moves>
constexpr auto to_fixed_string(move_list<Moves...>) noexcept {
  return ctp::detail::fixed_string_of<Moves...>();
}
}  // namespace detail

// hanoi<Discs, First, Second, Third>::type: the move_list for Discs discs with the three move
// names in Peelle's order (A, B, C: START-PARK, START-GOAL, PARK-GOAL). Discs must be 1 or more;
// hanoi_t checks it for you.
// 1. One disc (the specialization below): Move, the second name.
// 2. Otherwise Park (swap the first two names) for Discs - 1, then Move, then Goal (swap the last
//    two names) for Discs - 1.
// The compiler instantiates each hanoi<k, ...> once and remembers it: at most 6 orders of the
// names a level, so about 6 * Discs instantiations, though the last ones hold 2^Discs - 1
// template arguments.
//! [class-template]
template <int Discs, char First, char Second, char Third>
struct hanoi {
  // The moves: a move_list of the names.
  using type = typename detail::concat<typename hanoi<Discs - 1, Second, First, Third>::type,
                                       move_list<Second>,
                                       typename hanoi<Discs - 1, First, Third, Second>::type>::type;
};

// One disc: one move, named Second.
template <char First, char Second, char Third>
struct hanoi<1, First, Second, Third> {
  // The one move.
  using type = move_list<Second>;
};
//! [class-template]

// hanoi_t<Discs> (1 to 20 discs): the solution as a type, hanoi_t<2> is move_list<'A', 'B', 'C'>;
// other names may replace A, B, C: hanoi_t<2, 'x', 'y', 'z'> is move_list<'x', 'y', 'z'>.
template <int Discs, char First = 'A', char Second = 'B', char Third = 'C'>
using hanoi_t = typename hanoi<
    ctp::detail::checked_discs<Discs, ctp::detail::distinct_names(First, Second, Third)>(), First,
    Second, Third>::type;

// The move letters for Discs discs as a fixed_string, by class template recursion. Reaches 20
// discs (hanoi_max_compile_time_discs) with g++-12 and clang++-19 under default limits
// (tests/hanoi/static_class_templates.cpp): instantiation counts no steps and the recursion is
// only Discs deep.
template <int Discs>
constexpr auto hanoi_moves() {
  if constexpr (ctp::detail::check_compile_time_discs<Discs>()) {
    return detail::to_fixed_string(typename hanoi<Discs, 'A', 'B', 'C'>::type{});
  } else {
    return fixed_string<0>{""};
  }
}

}  // namespace ctp::with_class_templates

#endif  // CTP_HANOI_WITH_CLASS_TEMPLATES_HPP_INCLUDED
