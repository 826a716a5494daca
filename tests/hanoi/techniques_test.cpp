// Towers of Hanoi, the core techniques side by side: Peelle's recursion, his closed form ("Towers
// of Hanoi, Simplified in J") and class template recursion give the very letters
// ctp::hanoi_moves gives, and the class template technique's type-level result has the form
// Peelle prints.
#include <catch.hpp>

#include <type_traits>

#include "ctp/hanoi.hpp"

namespace ct = ctp::with_class_templates;

TEST_CASE("every core technique gives ctp::hanoi_moves' letters", "[hanoi][techniques]") {
  STATIC_REQUIRE(ctp::with_recursion::hanoi_moves<1>() == ctp::hanoi_moves<1>());
  STATIC_REQUIRE(ctp::with_closed_form::hanoi_moves<1>() == ctp::hanoi_moves<1>());
  STATIC_REQUIRE(ct::hanoi_moves<1>() == ctp::hanoi_moves<1>());
  STATIC_REQUIRE(ctp::with_recursion::hanoi_moves<6>() == ctp::hanoi_moves<6>());
  STATIC_REQUIRE(ctp::with_closed_form::hanoi_moves<6>() == ctp::hanoi_moves<6>());
  STATIC_REQUIRE(ct::hanoi_moves<6>() == ctp::hanoi_moves<6>());
  STATIC_REQUIRE(ctp::with_recursion::hanoi_moves<11>() == ctp::hanoi_moves<11>());
  STATIC_REQUIRE(ctp::with_closed_form::hanoi_moves<11>() == ctp::hanoi_moves<11>());
  STATIC_REQUIRE(ct::hanoi_moves<11>() == ctp::hanoi_moves<11>());
}

TEST_CASE("class templates: the solution is a type, one template argument a move",
          "[hanoi][class-template]") {
  STATIC_REQUIRE(std::is_same_v<ct::hanoi_t<1>, ct::move_list<'B'>>);
  STATIC_REQUIRE(std::is_same_v<ct::hanoi_t<2>, ct::move_list<'A', 'B', 'C'>>);
  STATIC_REQUIRE(std::is_same_v<ct::hanoi_t<3>, ct::move_list<'B', 'A', 'C', 'B', 'A', 'C', 'B'>>);
  // Peelle's recursion on types, one level written out: Park, Move, Goal.
  STATIC_REQUIRE(std::is_same_v<ct::hanoi<2, 'B', 'A', 'C'>::type, ct::move_list<'B', 'A', 'C'>>);
  STATIC_REQUIRE(std::is_same_v<ct::hanoi<2, 'A', 'C', 'B'>::type, ct::move_list<'A', 'C', 'B'>>);
}

TEST_CASE("class templates: any three letters name the moves", "[hanoi][class-template][names]") {
  // Peelle's `1 2 3 Hanoi 4`, with the characters '1', '2', '3'.
  STATIC_REQUIRE(std::is_same_v<ct::hanoi_t<4, '1', '2', '3'>,
                                ct::move_list<'1', '2', '3', '1', '2', '3', '1', '2', '3', '1', '2',
                                              '3', '1', '2', '3'>>);
  STATIC_REQUIRE(std::is_same_v<ct::hanoi_t<2, 'x', 'y', 'z'>, ct::move_list<'x', 'y', 'z'>>);
}
