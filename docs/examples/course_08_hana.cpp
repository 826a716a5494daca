// docs/course/08_type_level_libraries.md: Boost.Hana, where a type is a value and an algorithm is
// a constexpr function; the towers of Hanoi's moves as a Hana string.
#include <cstdio>
#include <type_traits>
#include <boost/hana.hpp>

#include "ctp/hanoi/with_hana.hpp"

namespace hana = boost::hana;

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

//! [hanoi]
// The library's moves for three discs: a hana::string, one character a move, its text in its
// type.
constexpr auto three_discs = ctp::with_hana::hanoi(hana::int_c<3>);

static_assert(three_discs == BOOST_HANA_STRING("BACBACB"));
static_assert(hana::length(three_discs) == hana::size_c<7>);
static_assert(hana::count(three_discs, hana::char_c<'B'>) == hana::size_c<3>);
//! [hanoi]

int main() { std::printf("%s\n", hana::to<const char*>(ctp::with_hana::hanoi(hana::int_c<4>))); }
