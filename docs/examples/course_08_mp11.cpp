// docs/course/08_type_level_libraries.md: Boost.MP11, where a list of types is a type and an
// algorithm is a template; the towers of Hanoi's moves as an MP11 list.
#include <cstdio>
#include <type_traits>
#include <boost/mp11/algorithm.hpp>
#include <boost/mp11/list.hpp>

#include "ctp/hanoi/with_mp11.hpp"

//! [transform]
// A list of types, and the list of pointers to them: mp_transform applies a template to each.
using types = boost::mp11::mp_list<int, char>;
using pointers = boost::mp11::mp_transform<std::add_pointer_t, types>;

static_assert(std::is_same_v<pointers, boost::mp11::mp_list<int*, char*>>);
static_assert(boost::mp11::mp_size<pointers>::value == 2);
//! [transform]

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
