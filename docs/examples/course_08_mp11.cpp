// docs/course/08_type_level_libraries.md: Boost.MP11, where a list of types is a type and an
// algorithm is a template; the towers of Hanoi's moves as an MP11 list.
#include <cstddef>
#include <cstdio>
#include <type_traits>
#include <utility>
//! [include]
#include <boost/mp11/algorithm.hpp>
#include <boost/mp11/list.hpp>
#include <boost/mp11/utility.hpp>
//! [include]

#include "ctp/hanoi/with_mp11.hpp"

//! [using]
// Within this namespace, MP11's names need no boost::mp11:: in front.
namespace short_names {
using namespace boost::mp11;
static_assert(mp_size<mp_list<int, char>>::value == 2);
}  // namespace short_names
//! [using]

//! [transform]
// A list of types, and the list of pointers to them: mp_transform applies a template to each.
using types = boost::mp11::mp_list<int, char>;
using pointers = boost::mp11::mp_transform<std::add_pointer_t, types>;

static_assert(std::is_same_v<pointers, boost::mp11::mp_list<int*, char*>>);
static_assert(boost::mp11::mp_size<pointers>::value == 2);
//! [transform]

//! [template-template]
// F is a template template parameter: its argument is a template whose parameters are types,
// any number of them, named alone. F<int> applies it to int.
template <template <class...> class F>
using applied_to_int = F<int>;

static_assert(std::is_same_v<applied_to_int<std::add_pointer_t>, int*>);
static_assert(std::is_same_v<applied_to_int<boost::mp11::mp_list>, boost::mp11::mp_list<int>>);
//! [template-template]

//! [at-append]
// The type at an index, counted from 0; and several lists joined into one.
using three = boost::mp11::mp_list<char, int, long>;
static_assert(std::is_same_v<boost::mp11::mp_at_c<three, 1>, int>);

using joined = boost::mp11::mp_append<three, boost::mp11::mp_list<bool>, boost::mp11::mp_list<>>;
static_assert(std::is_same_v<joined, boost::mp11::mp_list<char, int, long, bool>>);
//! [at-append]

//! [fold]
// mp_fold<List, First, F> is F<...F<F<First, T1>, T2>..., Tn>: here each type goes in front of
// the list built so far, so the list comes out reversed.
template <class Built, class Next>
using prepend = boost::mp11::mp_append<boost::mp11::mp_list<Next>, Built>;

using reversed = boost::mp11::mp_fold<three, boost::mp11::mp_list<>, prepend>;
static_assert(std::is_same_v<reversed, boost::mp11::mp_list<long, int, char>>);
//! [fold]

//! [fold-count]
// mp_iota_c<3> is the list of the numbers 0, 1 and 2 (each a std::integral_constant): folding
// over it applies F three times, and F may ignore the number.
template <class Built, class /*Number*/>
using doubled = boost::mp11::mp_append<Built, Built>;

using eight = boost::mp11::mp_fold<boost::mp11::mp_iota_c<3>, boost::mp11::mp_list<int>, doubled>;
static_assert(boost::mp11::mp_size<eight>::value == 8);
//! [fold-count]

//! [number-alias]
// An element of mp_iota_c is a std::integral_constant: its member `value` is its number, a
// constant, so an alias template can compute with it and make a new integral_constant.
template <class Number>
using twice = std::integral_constant<std::size_t, 2 * Number::value>;

using evens = boost::mp11::mp_transform<twice, boost::mp11::mp_iota_c<3>>;
static_assert(std::is_same_v<evens, boost::mp11::mp_list<std::integral_constant<std::size_t, 0>,
                                                         std::integral_constant<std::size_t, 2>,
                                                         std::integral_constant<std::size_t, 4>>>);
//! [number-alias]

//! [quote]
// A quoted metafunction: a class whose member template `fn` is the metafunction. mp_quote makes
// one from a template; the algorithms whose name ends in _q take one.
using add_pointer_q = boost::mp11::mp_quote<std::add_pointer_t>;
using pointers_q = boost::mp11::mp_transform_q<add_pointer_q, three>;
static_assert(std::is_same_v<pointers_q, boost::mp11::mp_list<char*, int*, long*>>);

// A quoted metafunction is a type, so a list can hold two of them; mp_invoke_q<Q, T> applies one.
using steps = boost::mp11::mp_list<add_pointer_q, boost::mp11::mp_quote<std::add_const_t>>;
using second_step = boost::mp11::mp_at_c<steps, 1>;
static_assert(std::is_same_v<boost::mp11::mp_invoke_q<second_step, int>, const int>);
static_assert(std::is_same_v<boost::mp11::mp_invoke_q<boost::mp11::mp_first<steps>, int>, int*>);
//! [quote]

//! [bound]
// A metafunction with one argument chosen in advance: the class holds First, its member `fn`
// takes the rest.
template <class First>
struct pair_with {
  template <class Second>
  using fn = std::pair<First, Second>;
};

using pairs = boost::mp11::mp_transform_q<pair_with<int>, boost::mp11::mp_list<char, bool>>;
static_assert(
    std::is_same_v<pairs, boost::mp11::mp_list<std::pair<int, char>, std::pair<int, bool>>>);
//! [bound]

//! [template-keyword]
// Inside a template, pair_with<First> depends on First: `::template` says that fn is a template.
template <class First, class List>
using paired = boost::mp11::mp_transform<pair_with<First>::template fn, List>;

static_assert(std::is_same_v<paired<int, boost::mp11::mp_list<char>>,
                             boost::mp11::mp_list<std::pair<int, char>>>);
//! [template-keyword]

//! [hanoi]
// The library's moves for three discs: a list of types, one std::integral_constant a move.
using three_discs = ctp::with_mp11::hanoi_t<3>;
using ctp::with_mp11::move;

static_assert(boost::mp11::mp_size<three_discs>::value == 7);
static_assert(std::is_same_v<boost::mp11::mp_first<three_discs>, move<'B'>>);
static_assert(boost::mp11::mp_count<three_discs, move<'B'>>::value == 3);
//! [hanoi]

int main() {
  // The list is a type; its letters reach the program as a string the compiler wrote.
  std::printf("%s\n", ctp::with_mp11::hanoi_moves<4>().c_str());
}
