// Water pouring's checked entry points take a goal's amount and cup, and a family's cups, largest
// capacity and parts, of any integer type, and check their values before any conversion: each
// refuses every number past a width that narrows to one it accepts
// (tests/support/wide_numbers.hpp), and answers the same for a number it accepts, whatever its
// type.
#include <catch.hpp>

#include "ctp/water_pouring.hpp"
#include "ctp/water_pouring/run_time/hardest.hpp"
#include "wide_numbers.hpp"

using ctp::water_capacities;
using ctp::water_goal;

namespace {
// The post's puzzle: cups of 3, 5 and 8, the 8 full.
constexpr ctp::water_puzzle post{{3, {3, 5, 8}}, {3, {0, 0, 8}}};
constexpr auto repeats = water_capacities::repeats_allowed;
}  // namespace

TEST_CASE("a goal's amount and cup are checked as the values they are", "[water_pouring][wide]") {
  STATIC_REQUIRE(wide::only_k_answers(
      4, [](auto amount) { return ctp::water_valid(post, water_goal::amount_anywhere(amount)); }));
  STATIC_REQUIRE(wide::only_k_answers(
      8, [](auto amount) { return ctp::water_valid(post, water_goal::amount_in(2, amount)); }));
  STATIC_REQUIRE(wide::only_k_answers(
      2, [](auto cup) { return ctp::water_valid(post, water_goal::amount_in(cup, 4)); }));
}

TEST_CASE("a family's numbers are checked as the values they are", "[water_pouring][wide]") {
  CHECK(wide::only_k_answers(2, wide::returns([](auto cups) {
                               return ctp::water_hardest_tuple_count(cups, 5, false, repeats);
                             })));
  CHECK(wide::only_k_answers(5, wide::returns([](auto largest) {
                               return ctp::water_hardest_tuple_count(2, largest, false, repeats);
                             })));
  CHECK(wide::only_k_answers(3, wide::returns([](auto cups) {
                               return ctp::water_hardest_least_parts(cups, 5, true, repeats);
                             })));
  CHECK(wide::only_k_answers(3, wide::returns([](auto largest) {
                               return ctp::water_hardest(2, largest, false, repeats);
                             })));
  CHECK(wide::only_k_answers(2, wide::returns([](auto cups) {
                               return ctp::water_hardest_tuples(cups, 5, false, repeats);
                             })));
  CHECK(wide::only_k_answers(3, wide::returns([](auto count) {
                               return ctp::water_hardest_parts(2, 5, false, repeats, count);
                             })));
  CHECK(
      wide::only_k_answers(2, wide::returns([](auto index) {
                             return ctp::water_hardest_parts(2, 5, false, repeats, 3).tuples(index);
                           })));
  CHECK(wide::only_k_answers(2, wide::returns([](auto cups) {
                               return ctp::water_hardest_search(cups, 5, false).result();
                             })));
}

TEST_CASE("any integer type gives the same answer for the same value", "[water_pouring][wide]") {
  STATIC_REQUIRE(water_goal::amount_anywhere(wide::uint128{4}).amount == 4);
  STATIC_REQUIRE(water_goal::amount_in(std::uint8_t{1}, 5LL).cup == 1);
  CHECK(ctp::water_hardest_tuple_count(wide::int128{3}, std::uint16_t{8}, false, repeats) ==
        ctp::water_hardest_tuple_count(3, 8, false, repeats));
}
