// Towers of Hanoi, technique 3: Peelle's recursive program (seed 002) as pre-constexpr class
// template recursion: the moves are a type, move_list<'B', 'A', 'C', ...>, built by the compiler's
// template instantiation instead of its constant evaluator.
#ifndef CTP_HANOI_CLASS_TEMPLATE_HPP_INCLUDED
#define CTP_HANOI_CLASS_TEMPLATE_HPP_INCLUDED

#include <bit>

#include "ctp/fixed_string.hpp"
#include "ctp/hanoi/rules.hpp"

namespace ctp {

namespace detail {
// The fixed_string holding Letters: the exit from the type level to the value level, shared by
// every type-level technique (class templates, MP11, Hana).
// 1. Expand the pack into a plain array whose length the compiler counts itself: clang 16 to 19
//    get sizeof...(Letters) wrong from 65,536 letters up (it wraps modulo 2^16: llvm/llvm-project
//    issue 119600), so neither sizeof...() nor std::array<char, sizeof...(Letters)> may be used.
// 2. One std::bit_cast copies the whole array in one step: a loop (fixed_string's own
//    constructor) would stop at GCC's limit of 2^18 iterations per loop, that is at 18 discs.
template <char... Letters>
constexpr auto fixed_string_of() noexcept {
  const char letters[] = {Letters..., '\0'};
  return std::bit_cast<fixed_string<sizeof letters - 1>>(letters);
}

// True iff three move names are distinct; with two equal names the list is no solution at all.
constexpr bool distinct_names(char first, char second, char third) noexcept {
  return first != second && first != third && second != third;
}

// Distinct; when false, one static_assert names the problem.
template <bool Distinct>
consteval bool check_distinct_names() {
  static_assert(Distinct, "ctp: hanoi needs three distinct move names");
  return Distinct;
}

// The disc count a type-level technique may instantiate: Discs when a compile-time list for
// Discs discs is allowed and the names are distinct; otherwise 1, after one static_assert
// naming the problem, so that bad input gives one clear error and no runaway recursion.
template <int Discs, bool DistinctNames = true>
consteval int checked_discs() {
  const bool names_ok = check_distinct_names<DistinctNames>();
  const bool discs_ok = check_listed_discs<Discs>();
  return names_ok && discs_ok ? Discs : 1;
}
}  // namespace detail

namespace with_class_templates {

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
  using type = typename detail::concat<typename hanoi<Discs - 1, Second, First, Third>::type,
                                       move_list<Second>,
                                       typename hanoi<Discs - 1, First, Third, Second>::type>::type;
};

template <char First, char Second, char Third>
struct hanoi<1, First, Second, Third> {
  using type = move_list<Second>;
};
//! [class-template]

namespace detail {
template <char... Moves>
constexpr auto to_fixed_string(move_list<Moves...>) noexcept {
  return ctp::detail::fixed_string_of<Moves...>();
}
}  // namespace detail

// hanoi_t<Discs> (1 to 20 discs): the solution as a type, hanoi_t<2> is move_list<'A', 'B', 'C'>;
// other names may replace A, B, C: hanoi_t<2, 'x', 'y', 'z'> is move_list<'x', 'y', 'z'>.
template <int Discs, char First = 'A', char Second = 'B', char Third = 'C'>
using hanoi_t = typename hanoi<
    ctp::detail::checked_discs<Discs, ctp::detail::distinct_names(First, Second, Third)>(), First,
    Second, Third>::type;

// The move letters for Discs discs as a fixed_string, by class template recursion.
// Reaches 20 discs, the most any compile-time list may hold, with both compilers under default
// limits: g++-12 in 8 s and 0.95 GB, clang++-19 in 14 s and 3.1 GB (measured on this machine).
// Instantiation has no step limit and the recursion is only Discs deep: time and memory, which
// double with each disc, are the only bounds (uncapped, 21 discs still build on g++-12 in 24 s).
template <int Discs>
constexpr auto hanoi_moves() {
  if constexpr (ctp::detail::check_listed_discs<Discs>()) {
    return detail::to_fixed_string(typename hanoi<Discs, 'A', 'B', 'C'>::type{});
  } else {
    return fixed_string<0>{""};
  }
}

}  // namespace with_class_templates
}  // namespace ctp

#endif  // CTP_HANOI_CLASS_TEMPLATE_HPP_INCLUDED
