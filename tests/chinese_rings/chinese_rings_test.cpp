// The Chinese rings, as a table of facts (the Chinese Ring Puzzle applet by jwalker; ring 1 is the
// head of the RingList, ring n the free last ring; a state has bit n - i set iff ring i is up and
// prints ring 1 first).
#include <catch.hpp>

#include <array>
#include <string>
#include <vector>

#include "ctp/chinese_rings.hpp"

using ctp::rings_move;
using ctp::rings_replay_result;
using ctp::rings_rule;

TEST_CASE("taking n rings off takes 1, 2, 5, 10, 21, ... moves (A000975)", "[rings][count]") {
  STATIC_REQUIRE(ctp::rings_move_count(1) == 1);
  STATIC_REQUIRE(ctp::rings_move_count(2) == 2);
  STATIC_REQUIRE(ctp::rings_move_count(3) == 5);
  STATIC_REQUIRE(ctp::rings_move_count(4) == 10);
  STATIC_REQUIRE(ctp::rings_move_count(5) == 21);
  STATIC_REQUIRE(ctp::rings_move_count(9) == 341);
  STATIC_REQUIRE(ctp::rings_move_count(63) == 6148914691236517205u);  // floor(2^64 / 3)
  REQUIRE_THROWS_WITH(ctp::rings_move_count(0), "ctp: chinese rings needs 1 to 63 rings");
  REQUIRE_THROWS_WITH(ctp::rings_move_count(64), "ctp: chinese rings needs 1 to 63 rings");
}

TEST_CASE("valid ring counts and states, without throwing", "[rings][valid]") {
  STATIC_REQUIRE(ctp::rings_max_rings == 63);
  STATIC_REQUIRE(ctp::rings_max_compile_time_rings == 20);
  STATIC_REQUIRE(ctp::rings_valid(1));
  STATIC_REQUIRE(ctp::rings_valid(63));
  STATIC_REQUIRE_FALSE(ctp::rings_valid(0));
  STATIC_REQUIRE_FALSE(ctp::rings_valid(64));
  STATIC_REQUIRE(ctp::rings_valid(3, 0b111));
  STATIC_REQUIRE(ctp::rings_valid(63, ctp::rings_all_up(63)));
  STATIC_REQUIRE_FALSE(ctp::rings_valid(3, 0b1000));  // a bit above ring 1
  STATIC_REQUIRE_FALSE(ctp::rings_valid(64, 0));
}

TEST_CASE("the applet's rule: ring i moves iff ring i+1 is up and the rest are down",
          "[rings][rule]") {
  constexpr auto state = ctp::rings_state_of<"UUDUD">;
  STATIC_REQUIRE(state == 0b11010);
  STATIC_REQUIRE(ctp::rings_can_move(5, state, 5));        // the last ring, always
  STATIC_REQUIRE(ctp::rings_can_move(5, state, 3));        // ring 4 up, ring 5 down
  STATIC_REQUIRE_FALSE(ctp::rings_can_move(5, state, 2));  // ring 3 is down
  STATIC_REQUIRE_FALSE(ctp::rings_can_move(5, state, 4));  // ring 5 is not up
  STATIC_REQUIRE_FALSE(ctp::rings_can_move(5, state, 6));  // no ring 6
}

TEST_CASE("3 rings come off in 5 moves, by the objects, the recursion and the closed form",
          "[rings][techniques]") {
  constexpr std::array<rings_move, 5> expected{
      {{3, false}, {1, false}, {3, true}, {2, false}, {3, false}}};
  STATIC_REQUIRE(ctp::rings_remove_moves<3>() == expected);
  STATIC_REQUIRE(ctp::with_closed_form::rings_remove_moves<3>() == expected);
  STATIC_REQUIRE(ctp::with_recursion::rings_remove_moves<3>() == expected);
  STATIC_REQUIRE(ctp::with_objects::rings_remove_moves<3>() == expected);
}

TEST_CASE("the states of a removal walk the Gray code backwards", "[rings][gray]") {
  STATIC_REQUIRE(ctp::rings_remove_states<3>() ==
                 std::array<ctp::rings_state, 6>{0b111, 0b110, 0b010, 0b011, 0b001, 0b000});
  STATIC_REQUIRE(ctp::gray(5) == 0b111);
  STATIC_REQUIRE(ctp::gray_rank(0b111) == 5);
  STATIC_REQUIRE(ctp::gray_rank(ctp::gray(123456789)) == 123456789);
  STATIC_REQUIRE(ctp::rings_remove_state_after(3, 2) == 0b010);
  STATIC_REQUIRE(ctp::rings_put_on_state_after(3, 5) == 0b111);
}

TEST_CASE("move k and the state after k moves in O(1), for any n up to 63",
          "[rings][closed-form]") {
  STATIC_REQUIRE(ctp::rings_remove_move_at(3, 1) == rings_move{1, false});
  STATIC_REQUIRE(ctp::rings_put_on_move_at(3, 0) == rings_move{3, true});
  STATIC_REQUIRE(ctp::rings_remove_move_at(63, 6148914691236517204u) == rings_move{63, false});
  STATIC_REQUIRE(ctp::rings_remove_state_after(63, 6148914691236517205u) == 0);
  REQUIRE_THROWS_WITH(ctp::rings_remove_move_at(3, 5),
                      "ctp: chinese rings move index must be below the path length");
}

TEST_CASE("the shortest way between any two states is their distance on the path",
          "[rings][path]") {
  constexpr auto from = ctp::rings_state_of<"UUDUD">, to = ctp::rings_state_of<"DDDDD">;
  STATIC_REQUIRE(ctp::rings_distance(5, from, to) == 19);
  STATIC_REQUIRE(ctp::rings_path_move_at(5, from, to, 0) == rings_move{5, true});
  STATIC_REQUIRE(ctp::rings_path_state_after(5, from, to, 19) == to);
  STATIC_REQUIRE(ctp::rings_distance(5, to, from) == 19);
  REQUIRE_THROWS_WITH(ctp::rings_distance(3, 0b1000, 0),
                      "ctp: a chinese rings state has no bits above its n rings");
}

TEST_CASE("the rule checker rejects an illegal move with its index", "[rings][replay]") {
  constexpr std::array<rings_move, 3> moves{{{3, false}, {2, false}, {1, false}}};
  // From UUU: ring 3 down is legal; then ring 2 needs ring 3 up.
  STATIC_REQUIRE(ctp::rings_replay(3, 0b111, moves) == rings_replay_result{false, 1, 0b110});
  constexpr std::array<rings_move, 1> wrong_way{{{3, true}}};  // ring 3 is up already
  STATIC_REQUIRE(ctp::rings_replay(3, 0b111, wrong_way) == rings_replay_result{false, 0, 0b111});
}

TEST_CASE("the double move at the free end: 1, 1, 4, 7, 16, 31, ... moves", "[rings][double]") {
  STATIC_REQUIRE(ctp::rings_move_count(2, rings_rule::double_end) == 1);
  STATIC_REQUIRE(ctp::rings_move_count(3, rings_rule::double_end) == 4);
  STATIC_REQUIRE(ctp::rings_move_count(6, rings_rule::double_end) == 31);
  constexpr auto three = ctp::with_recursion::rings_remove_moves<3, rings_rule::double_end>();
  STATIC_REQUIRE(three ==
                 std::array<rings_move, 4>{{{3, false}, {1, false}, {3, true}, {2, false, true}}});
  STATIC_REQUIRE(ctp::rings_replay(3, 0b111, three, rings_rule::double_end) ==
                 rings_replay_result{true, 0, 0});
  STATIC_REQUIRE(ctp::rings_replay(3, 0b111, three) == rings_replay_result{false, 3, 0b011});
}

TEST_CASE("states as text, ring 1 first", "[rings][text]") {
  STATIC_REQUIRE(ctp::rings_text<5>(0b11010) == "UUDUD");
  STATIC_REQUIRE(ctp::rings_parse("DDU") == ctp::rings_parsed{3, 0b001});
  REQUIRE_THROWS_WITH(ctp::rings_parse("UXD"),
                      "ctp: a chinese rings state is written with U (up) and D (down) only");
  REQUIRE_THROWS_WITH(ctp::rings_parse(""),
                      "ctp: a chinese rings state has 1 to 63 letters U and D");
  // Given the number of rings, the state alone: the text must have one letter a ring.
  STATIC_REQUIRE(ctp::rings_parse("DDU", 3) == 0b001);
  REQUIRE_THROWS_WITH(ctp::rings_parse("DDU", 4),
                      "ctp: a chinese rings state needs one letter a ring");
  REQUIRE_THROWS_WITH(ctp::rings_parse("DDU", 64), "ctp: chinese rings needs 1 to 63 rings");
}

TEST_CASE("the applet's RingList runs unchanged at run time", "[rings][objects]") {
  std::vector<rings_move> log;
  ctp::with_objects::ring_list list(4, true, &log);
  REQUIRE(list.size() == 4);
  list.make_ready();  // ring 1 up, the rest down: the shortest way, 5 moves
  REQUIRE(list.state() == 0b1000);
  REQUIRE(log.size() == ctp::rings_distance(4, 0b1111, 0b1000));
  list.put_all_down();  // from UDDD: 15 more
  REQUIRE(list.state() == 0);
  REQUIRE(log.size() == 5 + ctp::rings_distance(4, 0b1000, 0));
  list.add_ring(true);  // a new head ring
  REQUIRE(list.state() == 0b10000);
  list.remove_ring();
  list.remove_ring();
  REQUIRE(list.size() == 3);
  REQUIRE(ctp::rings_replay(4, 0b1111, log) == rings_replay_result{true, 0, 0});
  ctp::with_objects::ring_list empty;
  REQUIRE_THROWS_WITH(empty.remove_ring(), "ctp: an empty ring list has no ring to remove");
}
