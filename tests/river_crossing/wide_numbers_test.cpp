// River crossing's shapes take their numbers of missionaries, cannibals and seats of any integer
// type, and the shape's check (river_valid) sees their values, never a narrower copy: it refuses
// every number past a width that narrows to one it accepts (tests/support/wide_numbers.hpp).
#include <catch.hpp>

#include "ctp/river_crossing.hpp"
#include "wide_numbers.hpp"

using ctp::river_shape;

TEST_CASE("a shape's numbers are checked as the values they are", "[river_crossing][wide]") {
  STATIC_REQUIRE(wide::only_k_answers(3, [](auto missionaries) {
    return ctp::river_valid(river_shape::missionaries_and_cannibals(missionaries, 3, 2));
  }));
  STATIC_REQUIRE(wide::only_k_answers(3, [](auto cannibals) {
    return ctp::river_valid(river_shape::missionaries_and_cannibals(3, cannibals, 2));
  }));
  STATIC_REQUIRE(wide::only_k_answers(2, [](auto seats) {
    return ctp::river_valid(river_shape::missionaries_and_cannibals(3, 3, seats));
  }));
  STATIC_REQUIRE(wide::only_k_answers(
      2, [](auto seats) { return ctp::river_valid(river_shape::farmer(seats)); }));
}

TEST_CASE("any integer type gives the same shape for the same value", "[river_crossing][wide]") {
  STATIC_REQUIRE(river_shape::missionaries_and_cannibals(wide::int128{3}, 3U, short{2}) ==
                 river_shape::missionaries_and_cannibals(3, 3, 2));
  STATIC_REQUIRE(river_shape::farmer(std::uint64_t{2}) == river_shape::farmer());
}
