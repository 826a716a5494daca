// The Chinese rings, the type-level core technique beside the others (the RingList of jwalker's
// Chinese Ring Puzzle applet): the class templates give the very moves ctp::rings_remove_moves
// gives, and their type-level result has the form the applet's recursion prints, behaviour by
// behaviour.
#include <catch.hpp>

#include <type_traits>

#include "ctp/chinese_rings.hpp"

namespace ct = ctp::with_class_templates;
using ct::rings_move_list;

TEST_CASE("class templates give ctp::rings_remove_moves' moves", "[rings][techniques]") {
  STATIC_REQUIRE(ct::rings_remove_moves<1>() == ctp::rings_remove_moves<1>());
  STATIC_REQUIRE(ct::rings_put_on_moves<1>() == ctp::rings_put_on_moves<1>());
  STATIC_REQUIRE(ct::rings_remove_moves<6>() == ctp::rings_remove_moves<6>());
  STATIC_REQUIRE(ct::rings_put_on_moves<6>() == ctp::rings_put_on_moves<6>());
  STATIC_REQUIRE(ct::rings_remove_moves<11>() == ctp::rings_remove_moves<11>());
  STATIC_REQUIRE(ct::rings_put_on_moves<11>() == ctp::rings_put_on_moves<11>());
}

TEST_CASE("class templates: the solution is a type, +i for ring i up, -i for down",
          "[rings][class-template]") {
  STATIC_REQUIRE(std::is_same_v<ct::rings_remove_t<1>, rings_move_list<-1>>);
  STATIC_REQUIRE(std::is_same_v<ct::rings_remove_t<2>, rings_move_list<-1, -2>>);
  STATIC_REQUIRE(std::is_same_v<ct::rings_remove_t<3>, rings_move_list<-3, -1, 3, -2, -3>>);
  STATIC_REQUIRE(std::is_same_v<ct::rings_put_on_t<3>, rings_move_list<3, 2, -3, 1, 3>>);
}

TEST_CASE("class templates: each of the applet's behaviours is a type with moves and a state",
          "[rings][class-template]") {
  // putAllDown of 3 rings, all up: every ring ends down.
  STATIC_REQUIRE(ct::put_all_down<3, 0b111, 1>::state == 0);
  // makeReady of rings 2 and 3 (bits 0b11, both up): ring 2 is up already, ring 3 goes down.
  STATIC_REQUIRE(std::is_same_v<ct::make_ready<3, 0b11, 2>::moves, rings_move_list<-3>>);
  STATIC_REQUIRE(ct::make_ready<3, 0b11, 2>::state == 0b10);
  // makeReady of 3 rings, all down: ring 1 up (rings 2 and 3 made ready first), the rest down.
  STATIC_REQUIRE(
      std::is_same_v<ct::make_ready<3, 0b000, 1>::moves, rings_move_list<3, 2, -3, 1, 3, -2, -3>>);
  STATIC_REQUIRE(ct::make_ready<3, 0b000, 1>::state == 0b100);
  // Past the last ring (the NullRing) nothing moves.
  STATIC_REQUIRE(std::is_same_v<ct::put_all_up<3, 0, 4>::moves, rings_move_list<>>);
}
