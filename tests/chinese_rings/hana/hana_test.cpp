// The Chinese rings in Boost.Hana (jwalker's RingList): the same moves as
// ctp::rings_remove_moves, and the native result, a hana::tuple of hana::int_c, +i for ring i up
// and -i for ring i down.
#include <catch.hpp>

#include <boost/hana/equal.hpp>
#include <boost/hana/integral_constant.hpp>
#include <boost/hana/tuple.hpp>

#include "ctp/chinese_rings.hpp"
#include "ctp/chinese_rings/with_hana.hpp"

namespace hana = boost::hana;
using ctp::with_hana::rings_put_on;
using ctp::with_hana::rings_remove;

namespace {
// Two Hana values compared into a plain bool: a hana::tuple's own operators would otherwise take
// part in Catch's decomposition of the expression (`Decomposer() <= a == b`) and fail to compile.
template <class X, class Y>
constexpr bool equal(const X& x, const Y& y) {
  return hana::equal(x, y);
}
}  // namespace

TEST_CASE("Hana gives ctp::rings_remove_moves' moves", "[rings][hana]") {
  STATIC_REQUIRE(ctp::with_hana::rings_remove_moves<1>() == ctp::rings_remove_moves<1>());
  STATIC_REQUIRE(ctp::with_hana::rings_put_on_moves<1>() == ctp::rings_put_on_moves<1>());
  STATIC_REQUIRE(ctp::with_hana::rings_remove_moves<4>() == ctp::rings_remove_moves<4>());
  STATIC_REQUIRE(ctp::with_hana::rings_put_on_moves<4>() == ctp::rings_put_on_moves<4>());
  STATIC_REQUIRE(ctp::with_hana::rings_remove_moves<7>() == ctp::rings_remove_moves<7>());
  STATIC_REQUIRE(ctp::with_hana::rings_put_on_moves<7>() == ctp::rings_put_on_moves<7>());
}

TEST_CASE("Hana: the solution is a hana::tuple of hana::int_c", "[rings][hana]") {
  STATIC_REQUIRE(equal(rings_remove(hana::int_c<1>), hana::tuple_c<int, -1>));
  STATIC_REQUIRE(equal(rings_remove(hana::int_c<2>), hana::tuple_c<int, -1, -2>));
  STATIC_REQUIRE(equal(rings_remove(hana::int_c<3>), hana::tuple_c<int, -3, -1, 3, -2, -3>));
  STATIC_REQUIRE(equal(rings_put_on(hana::int_c<3>), hana::tuple_c<int, 3, 2, -3, 1, 3>));
}
