// The Chinese rings' checked functions take a number of rings and a move's index of any integer
// type, and check its value before any conversion: each refuses every number past a width that
// narrows to one it accepts (tests/support/wide_numbers.hpp), and answers the same for a number
// it accepts, whatever its type.
#include <catch.hpp>

#include <array>
#include <vector>

#include "ctp/chinese_rings.hpp"
#include "ctp/chinese_rings/double_move.hpp"
#include "ctp/chinese_rings/path.hpp"
#include "ctp/chinese_rings/replay.hpp"
#include "wide_numbers.hpp"

using ctp::rings_rule;

TEST_CASE("a number of rings is checked as the value it is", "[chinese_rings][wide]") {
  STATIC_REQUIRE(wide::only_k_answers(5, [](auto rings) { return ctp::rings_valid(rings); }));
  STATIC_REQUIRE(wide::only_k_answers(63, [](auto rings) { return ctp::rings_valid(rings); }));
  STATIC_REQUIRE(wide::only_k_answers(5, [](auto rings) { return ctp::rings_valid(rings, 3); }));
  CHECK(wide::only_k_answers(
      5, wide::returns([](auto rings) { return ctp::rings_move_count(rings); })));
  CHECK(wide::only_k_answers(5, wide::returns([](auto rings) {
                               return ctp::rings_move_count(rings, rings_rule::double_end);
                             })));
  CHECK(wide::only_k_answers(
      5, wide::returns([](auto rings) { return ctp::rings_distance(rings, 0, 1); })));
  CHECK(wide::only_k_answers(5, wide::returns([](auto rings) {
                               return ctp::rings_distance(rings, 0, 1, rings_rule::double_end);
                             })));
  CHECK(wide::only_k_answers(
      5, wide::returns([](auto rings) { return ctp::rings_remove_move_at(rings, 0); })));
  CHECK(wide::only_k_answers(
      5, wide::returns([](auto rings) { return ctp::rings_put_on_state_after(rings, 0); })));
  CHECK(wide::only_k_answers(
      5, wide::returns([](auto rings) { return ctp::rings_parse("UUDUD", rings); })));
  CHECK(wide::only_k_answers(5, wide::returns([](auto rings) {
                               std::array<char, 5> text{};
                               ctp::rings_write_text(text, rings, 0);
                               return text;
                             })));
  CHECK(wide::only_k_answers(5, wide::returns([](auto rings) {
                               std::array<ctp::rings_move, 1> path{};
                               ctp::rings_write_path(path.data(), rings, 0, 1);
                               ctp::rings_write_path(path.data(), rings, 0, 1,
                                                     rings_rule::double_end);
                               return path;
                             })));
  CHECK(wide::only_k_answers(5, wide::returns([](auto rings) {
                               return ctp::rings_replay(rings, 0, std::vector<ctp::rings_move>{});
                             })));
}

TEST_CASE("a move's index is checked as the value it is", "[chinese_rings][wide]") {
  // Taking 5 rings off takes 21 moves: 20 is the last move, and 21 moves are a whole path.
  CHECK(wide::only_k_answers(
      20, wide::returns([](auto k) { return ctp::rings_remove_move_at(5, k); })));
  CHECK(wide::only_k_answers(
      20, wide::returns([](auto k) { return ctp::rings_put_on_move_at(5, k); })));
  CHECK(wide::only_k_answers(
      21, wide::returns([](auto k) { return ctp::rings_remove_state_after(5, k); })));
  CHECK(wide::only_k_answers(
      21, wide::returns([](auto k) { return ctp::rings_put_on_state_after(5, k); })));
  // With the double move, 16 moves: 15 is the last.
  constexpr ctp::rings_state all_up = ctp::rings_all_up(5);
  CHECK(wide::only_k_answers(15, wide::returns([](auto k) {
                               return ctp::rings_path_move_at(5, all_up, 0, k,
                                                              rings_rule::double_end);
                             })));
  CHECK(wide::only_k_answers(16, wide::returns([](auto k) {
                               return ctp::rings_path_state_after(5, all_up, 0, k,
                                                                  rings_rule::double_end);
                             })));
}

TEST_CASE("any integer type gives the same answer for the same value", "[chinese_rings][wide]") {
  STATIC_REQUIRE(ctp::rings_move_count(wide::int128{5}) == 21);
  STATIC_REQUIRE(ctp::rings_move_count(std::uint8_t{5}, rings_rule::double_end) == 16);
  STATIC_REQUIRE(ctp::rings_remove_move_at(wide::uint128{5}, short{7}) ==
                 ctp::rings_remove_move_at(5, 7));
  STATIC_REQUIRE(ctp::rings_put_on_state_after(5LL, wide::int128{9}) ==
                 ctp::rings_put_on_state_after(5, 9));
  STATIC_REQUIRE(ctp::rings_parse("UUDUD", std::uint64_t{5}) == ctp::rings_parse("UUDUD", 5));
}
