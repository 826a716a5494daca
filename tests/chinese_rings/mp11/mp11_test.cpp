// The Chinese rings in Boost.MP11 (jwalker's RingList): the same moves as
// ctp::rings_remove_moves, and the type-level result, an mp_list of ring_up<i> and ring_down<i>.
#include <catch.hpp>

#include <type_traits>
#include <boost/mp11/list.hpp>

#include "ctp/chinese_rings.hpp"
#include "ctp/chinese_rings/with_mp11.hpp"

namespace mp = ctp::with_mp11;
using boost::mp11::mp_list;
using mp::ring_down;
using mp::ring_up;

TEST_CASE("MP11 gives ctp::rings_remove_moves' moves", "[rings][mp11]") {
  STATIC_REQUIRE(mp::rings_remove_moves<1>() == ctp::rings_remove_moves<1>());
  STATIC_REQUIRE(mp::rings_put_on_moves<1>() == ctp::rings_put_on_moves<1>());
  STATIC_REQUIRE(mp::rings_remove_moves<6>() == ctp::rings_remove_moves<6>());
  STATIC_REQUIRE(mp::rings_put_on_moves<6>() == ctp::rings_put_on_moves<6>());
  STATIC_REQUIRE(mp::rings_remove_moves<11>() == ctp::rings_remove_moves<11>());
  STATIC_REQUIRE(mp::rings_put_on_moves<11>() == ctp::rings_put_on_moves<11>());
}

TEST_CASE("MP11: the solution is a list of moves", "[rings][mp11]") {
  STATIC_REQUIRE(std::is_same_v<ring_up<2>, std::integral_constant<int, 2>>);
  STATIC_REQUIRE(std::is_same_v<ring_down<2>, std::integral_constant<int, -2>>);
  STATIC_REQUIRE(std::is_same_v<mp::rings_remove_t<1>, mp_list<ring_down<1>>>);
  STATIC_REQUIRE(std::is_same_v<mp::rings_remove_t<2>, mp_list<ring_down<1>, ring_down<2>>>);
  STATIC_REQUIRE(
      std::is_same_v<mp::rings_remove_t<3>,
                     mp_list<ring_down<3>, ring_down<1>, ring_up<3>, ring_down<2>, ring_down<3>>>);
  STATIC_REQUIRE(
      std::is_same_v<mp::rings_put_on_t<3>,
                     mp_list<ring_up<3>, ring_up<2>, ring_down<3>, ring_up<1>, ring_up<3>>>);
}
