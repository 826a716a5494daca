// Towers of Hanoi's checked functions take a number of discs and a move's index of any integer
// type, and check its value before any conversion: each refuses every number past a width that
// narrows to one it accepts (tests/support/wide_numbers.hpp), and answers the same for a number
// it accepts, whatever its type.
#include <catch.hpp>

#include <array>
#include <string_view>

#include "ctp/hanoi.hpp"
#include "wide_numbers.hpp"

TEST_CASE("a number of discs is checked as the value it is", "[hanoi][wide]") {
  STATIC_REQUIRE(wide::only_k_answers(3, [](auto discs) { return ctp::hanoi_valid(discs); }));
  STATIC_REQUIRE(wide::only_k_answers(63, [](auto discs) { return ctp::hanoi_valid(discs); }));
  CHECK(wide::only_k_answers(
      5, wide::returns([](auto discs) { return ctp::hanoi_move_count(discs); })));
  CHECK(wide::only_k_answers(
      4, wide::returns([](auto discs) { return ctp::hanoi_move_at(discs, 0); })));
  CHECK(wide::only_k_answers(
      4, wide::returns([](auto discs) { return ctp::hanoi_step_at(discs, 0); })));
  CHECK(wide::only_k_answers(
      3, wide::returns([](auto discs) { return ctp::hanoi_replay("BACBACB", discs); })));
  CHECK(wide::only_k_answers(3, wide::returns([](auto discs) {
                               std::array<char, 7> letters{};
                               ctp::with_closed_form::hanoi_write_moves(letters, discs);
                               return letters;
                             })));
}

TEST_CASE("a move's index is checked as the value it is", "[hanoi][wide]") {
  // 3 discs take 7 moves: 6 is the last.
  CHECK(wide::only_k_answers(6, wide::returns([](auto k) { return ctp::hanoi_move_at(3, k); })));
  CHECK(wide::only_k_answers(6, wide::returns([](auto k) { return ctp::hanoi_step_at(3, k); })));
}

TEST_CASE("any integer type gives the same answer for the same value", "[hanoi][wide]") {
  STATIC_REQUIRE(ctp::hanoi_move_count(wide::int128{5}) == 31);
  STATIC_REQUIRE(ctp::hanoi_move_count(std::uint8_t{5}) == 31);
  STATIC_REQUIRE(ctp::hanoi_move_at(wide::uint128{3}, short{5}) == ctp::hanoi_move_at(3, 5));
  STATIC_REQUIRE(ctp::hanoi_step_at(4LL, wide::int128{9}) == ctp::hanoi_step_at(4, 9));
  STATIC_REQUIRE(ctp::hanoi_replay(std::string_view("B"), std::uint64_t{1}).solved);
}
