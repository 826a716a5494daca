// Towers of Hanoi, technique 5: Peelle's recursive program (seed 002) in Boost.Hana, types as
// values: the moves are a hana::string built by a recursive constexpr function.
#ifndef CTP_HANA_HANOI_HPP_INCLUDED
#define CTP_HANA_HANOI_HPP_INCLUDED

#include <boost/hana/equal.hpp>  // so that results compare with ==, as in the examples below
#include <boost/hana/integral_constant.hpp>
#include <boost/hana/minus.hpp>
#include <boost/hana/string.hpp>

#include "ctp/fixed_string.hpp"
#include "ctp/hanoi/with_class_templates.hpp"
#include "ctp/hanoi/rules.hpp"

namespace ctp::with_hana {

namespace hana = boost::hana;

namespace detail {
// Peelle's recursion on Hana values. The names are a three-letter hana::string in Peelle's
// order; a value's type carries all the information, so every call is a template instantiation
// and the compiler remembers each (discs, names) pair it has seen: at most 6 a level.
// 1. Move: the second name, as a one-letter hana::string.
// 2. One disc: Move.
// 3. Otherwise Park (swap the first two names) for discs - 1, then Move, then Goal (swap the
//    last two names) for discs - 1, joined by hana::string's `+`.
// The two recursive calls stand inside decltype: instantiating them is enough to know their
// result, while calling them would make the constant evaluator run all 2^Discs - 1 calls (clang
// stops at 16 discs at its step limit). So a call evaluates just its own two `+`.
// Why hana::string and not hana::tuple: a string is one class template over a pack of chars, so
// `+` is a single pack expansion; a tuple of 2^20 char_c values would be a tuple of 2^20
// members, which exhausts memory already at 12 discs (DESIGN.md).
//! [hana]
template <int Discs, char First, char Second, char Third>
constexpr auto peelle_hanoi(hana::int_<Discs> discs, hana::string<First, Second, Third>) {
  constexpr auto move = hana::string_c<Second>;
  if constexpr (Discs == 1) {
    return move;
  } else {
    const auto fewer = discs - hana::int_c<1>;
    using park = decltype(peelle_hanoi(fewer, hana::string_c<Second, First, Third>));
    using goal = decltype(peelle_hanoi(fewer, hana::string_c<First, Third, Second>));
    return park{} + move + goal{};
  }
}
//! [hana]

template <char... Letters>
constexpr auto to_fixed_string(hana::string<Letters...>) noexcept {
  return ctp::detail::fixed_string_of<Letters...>();
}
}  // namespace detail

// hanoi(hana::int_c<Discs>) (1 to 20 discs): the solution as a hana::string;
// hanoi(hana::int_c<3>) == BOOST_HANA_STRING("BACBACB"). Other letters may name the moves:
// hanoi(hana::int_c<2>, BOOST_HANA_STRING("xyz")) == BOOST_HANA_STRING("xyz").
template <int Discs, char First = 'A', char Second = 'B', char Third = 'C'>
constexpr auto hanoi(hana::int_<Discs>, hana::string<First, Second, Third> names = {}) {
  constexpr int discs =
      ctp::detail::checked_discs<Discs, ctp::detail::distinct_names(First, Second, Third)>();
  return detail::peelle_hanoi(hana::int_c<discs>, names);
}

// The move letters for Discs discs as a fixed_string, by Boost.Hana.
// Reaches 20 discs, the most any compile-time list may hold, with both compilers under default
// limits: g++-12 in 20 s and 2.3 GB, clang++-19 in 45 s and 7.3 GB (measured on this machine).
// The test suite checks 20 discs with g++-12 but 19 with clang++-19 (18 s, 3.7 GB), to keep
// the suite's memory modest. Memory doubles with each disc: 21, uncapped, exhausts clang.
template <int Discs>
constexpr auto hanoi_moves() {
  if constexpr (ctp::detail::check_listed_discs<Discs>()) {
    return detail::to_fixed_string(
        detail::peelle_hanoi(hana::int_c<Discs>, hana::string_c<'A', 'B', 'C'>));
  } else {
    return fixed_string<0>{""};
  }
}

}  // namespace ctp::with_hana

#endif  // CTP_HANA_HANOI_HPP_INCLUDED
