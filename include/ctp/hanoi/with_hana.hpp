// Towers of Hanoi in Boost.Hana: Peelle's recursive program ("Towers of Hanoi, Simplified in J")
// with types as values, the moves a boost::hana::string built by a recursive constexpr function.
#ifndef CTP_HANOI_WITH_HANA_HPP_INCLUDED
#define CTP_HANOI_WITH_HANA_HPP_INCLUDED

#include <boost/hana/equal.hpp>  // so that results compare with ==, as in the examples below
#include <boost/hana/integral_constant.hpp>
#include <boost/hana/minus.hpp>
#include <boost/hana/string.hpp>

#include "ctp/detail/fixed_string_of.hpp"
#include "ctp/fixed_string.hpp"
#include "ctp/hanoi/rules.hpp"

namespace ctp::with_hana {

namespace detail {
// Peelle's recursion on Hana values. The names are a three-letter boost::hana::string in Peelle's
// order; a value's type carries all the information, so every call is a template instantiation
// and the compiler remembers each (discs, names) pair it has seen: at most 6 a level.
// 1. Move: the second name, as a one-letter string.
// 2. One disc: Move.
// 3. Otherwise Park (swap the first two names) for discs - 1, then Move, then Goal (swap the
//    last two names) for discs - 1, joined by boost::hana::string's `+`.
// The two recursive calls stand inside decltype: instantiating them is enough to know their
// result, while calling them would make the constant evaluator run all 2^Discs - 1 calls, one
// step each against its limit. So a call evaluates just its own two `+`.
// Why a string and not a boost::hana::tuple: a string is one class template over a pack of
// chars, so `+` is a single pack expansion, while a tuple of 2^Discs - 1 char_c values is a
// class of that many members, far heavier for the compiler.
//! [hana]
template <int Discs, char First, char Second, char Third>
constexpr auto peelle_hanoi(boost::hana::int_<Discs> discs,
                            boost::hana::string<First, Second, Third>) {
  constexpr auto move = boost::hana::string_c<Second>;
  if constexpr (Discs == 1) {
    return move;
  } else {
    const auto fewer = discs - boost::hana::int_c<1>;
    using park = decltype(peelle_hanoi(fewer, boost::hana::string_c<Second, First, Third>));
    using goal = decltype(peelle_hanoi(fewer, boost::hana::string_c<First, Third, Second>));
    return park{} + move + goal{};
  }
}
//! [hana]

// The letters of a boost::hana::string as a fixed_string.
template <char... Letters>
constexpr auto to_fixed_string(boost::hana::string<Letters...>) noexcept {
  return ctp::detail::fixed_string_of<Letters...>();
}
}  // namespace detail

// hanoi(boost::hana::int_c<Discs>) (1 to 20 discs): the solution as a boost::hana::string;
// hanoi(int_c<3>) == BOOST_HANA_STRING("BACBACB"). Other letters may name the moves:
// hanoi(int_c<2>, BOOST_HANA_STRING("xyz")) == BOOST_HANA_STRING("xyz").
template <int Discs, char First = 'A', char Second = 'B', char Third = 'C'>
constexpr auto hanoi(boost::hana::int_<Discs>,
                     boost::hana::string<First, Second, Third> names = {}) {
  constexpr int discs =
      ctp::detail::checked_discs<Discs, ctp::detail::distinct_names(First, Second, Third)>();
  return detail::peelle_hanoi(boost::hana::int_c<discs>, names);
}

// The move letters for Discs discs as a fixed_string, by Boost.Hana. Reaches 20 discs
// (hanoi_max_compile_time_discs) with both compilers under default limits, spending no
// constant-evaluation budget; tests/hanoi/hana/static_hana.cpp proves 20 with g++-12 and 19 with
// clang++-19, whose 20-disc build needs several GiB.
template <int Discs>
constexpr auto hanoi_moves() {
  if constexpr (ctp::detail::check_compile_time_discs<Discs>()) {
    return detail::to_fixed_string(
        detail::peelle_hanoi(boost::hana::int_c<Discs>, boost::hana::string_c<'A', 'B', 'C'>));
  } else {
    return fixed_string<0>{""};
  }
}

}  // namespace ctp::with_hana

#endif  // CTP_HANOI_WITH_HANA_HPP_INCLUDED
