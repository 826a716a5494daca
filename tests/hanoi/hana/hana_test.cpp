// Towers of Hanoi in Boost.Hana (Peelle, "Towers of Hanoi, Simplified in J"): the same letters
// as ctp::hanoi_moves, and the native result, a boost::hana::string, named by any three letters.
#include <catch.hpp>

#include <boost/hana/equal.hpp>
#include <boost/hana/integral_constant.hpp>
#include <boost/hana/string.hpp>

#include "ctp/hanoi.hpp"
#include "ctp/hanoi/with_hana.hpp"

namespace hana = boost::hana;
using ctp::with_hana::hanoi;

namespace {
// Two hana::strings are equal: a plain bool, because Catch's expression decomposition would
// otherwise meet Hana's own comparison operators (REQUIRE in the relaxed build).
constexpr bool same(auto a, auto b) { return hana::equal(a, b); }
}  // namespace

TEST_CASE("Hana gives ctp::hanoi_moves' letters", "[hanoi][hana]") {
  STATIC_REQUIRE(ctp::with_hana::hanoi_moves<1>() == ctp::hanoi_moves<1>());
  STATIC_REQUIRE(ctp::with_hana::hanoi_moves<6>() == ctp::hanoi_moves<6>());
  STATIC_REQUIRE(ctp::with_hana::hanoi_moves<11>() == ctp::hanoi_moves<11>());
}

TEST_CASE("Hana: the solution is a hana::string", "[hanoi][hana]") {
  STATIC_REQUIRE(same(hanoi(hana::int_c<1>), BOOST_HANA_STRING("B")));
  STATIC_REQUIRE(same(hanoi(hana::int_c<2>), BOOST_HANA_STRING("ABC")));
  STATIC_REQUIRE(same(hanoi(hana::int_c<5>), BOOST_HANA_STRING("BACBACBACBACBACBACBACBACBACBACB")));
}

TEST_CASE("Hana: any three letters name the moves", "[hanoi][hana][names]") {
  // Peelle's `1 2 3 Hanoi 4`, with the characters '1', '2', '3'.
  STATIC_REQUIRE(
      same(hanoi(hana::int_c<4>, BOOST_HANA_STRING("123")), BOOST_HANA_STRING("123123123123123")));
  STATIC_REQUIRE(same(hanoi(hana::int_c<2>, BOOST_HANA_STRING("xyz")), BOOST_HANA_STRING("xyz")));
}
