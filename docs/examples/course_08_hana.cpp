// docs/course/08_type_level_libraries.md: Boost.Hana, where a type is a value and an algorithm is
// a constexpr function; the towers of Hanoi's moves as a Hana string.
#include <cstdio>
#include <type_traits>
//! [include]
#include <boost/hana.hpp>

#include "ctp/hanoi/with_hana.hpp"

namespace hana = boost::hana;
//! [include]

//! [transform]
// A tuple of types as values, and the tuple of pointers to them: hana::transform calls a
// function on each element.
constexpr auto types = hana::tuple_t<int, char>;
constexpr auto pointers = hana::transform(types, hana::metafunction<std::add_pointer>);

static_assert(pointers == hana::tuple_t<int*, char*>);
static_assert(hana::length(pointers) == hana::size_c<2>);
//! [transform]

//! [type-of-value]
// hana::type_c<int> is an object; decltype and ::type give the type back.
constexpr auto an_int = hana::type_c<int>;
static_assert(std::is_same_v<decltype(an_int)::type, int>);
//! [type-of-value]

//! [int-c]
// hana::int_c<3> is an object of the type hana::int_<3>: the number is in its type, so
// arithmetic on such objects gives another such object, and a static_assert can test it.
constexpr auto three = hana::int_c<3>;
static_assert(std::is_same_v<decltype(three), const hana::int_<3>>);
static_assert(three + hana::int_c<1> == hana::int_c<4>);
static_assert(std::is_same_v<decltype(three + hana::int_c<1>), hana::int_<4>>);
//! [int-c]

//! [tuple-concat]
// make_tuple holds any values, each of its own type; concat joins tuples; + joins strings.
constexpr auto two = hana::make_tuple(hana::int_c<1>, hana::int_c<-2>);
constexpr auto joined = hana::concat(two, hana::make_tuple(hana::int_c<3>));

static_assert(joined == hana::make_tuple(hana::int_c<1>, hana::int_c<-2>, hana::int_c<3>));
static_assert(hana::length(joined) == hana::size_c<3>);
static_assert(hana::string_c<'x'> + hana::string_c<'y', 'z'> == BOOST_HANA_STRING("xyz"));
//! [tuple-concat]

//! [concat-more]
// concat takes two tuples. Three or more join by nesting concat, or by a fold that calls it on
// the tuple built so far and the next one.
constexpr auto one = hana::make_tuple(hana::int_c<1>);
constexpr auto nested = hana::concat(hana::concat(one, two), one);
constexpr auto folded =
    hana::fold_left(hana::make_tuple(one, two, one), hana::make_tuple(),
                    [](auto built, auto next) { return hana::concat(built, next); });

static_assert(nested ==
              hana::make_tuple(hana::int_c<1>, hana::int_c<1>, hana::int_c<-2>, hana::int_c<1>));
static_assert(folded == nested);
//! [concat-more]

//! [countdown]
// The numbers Count down to 1, as a tuple. The empty tuple and the longer one are different
// types; `if constexpr` ... `else` keeps only one return statement in each instantiation.
template <int Count>
constexpr auto countdown(hana::int_<Count>) {
  if constexpr (Count == 0) {
    return hana::make_tuple();
  } else {
    return hana::concat(hana::make_tuple(hana::int_c<Count>), countdown(hana::int_c<Count - 1>));
  }
}

static_assert(countdown(hana::int_c<0>) == hana::make_tuple());
static_assert(countdown(hana::int_c<3>) ==
              hana::make_tuple(hana::int_c<3>, hana::int_c<2>, hana::int_c<1>));
//! [countdown]

//! [hanoi]
// The library's moves for three discs: a hana::string, one character a move, its text in its
// type.
constexpr auto three_discs = ctp::with_hana::hanoi(hana::int_c<3>);

static_assert(three_discs == BOOST_HANA_STRING("BACBACB"));
static_assert(hana::length(three_discs) == hana::size_c<7>);
static_assert(hana::count(three_discs, hana::char_c<'B'>) == hana::size_c<3>);
static_assert(
    std::is_same_v<decltype(three_discs), const hana::string<'B', 'A', 'C', 'B', 'A', 'C', 'B'>>);
//! [hanoi]

int main() { std::printf("%s\n", hana::to<const char*>(ctp::with_hana::hanoi(hana::int_c<4>))); }
