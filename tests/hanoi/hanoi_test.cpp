// Towers of Hanoi, as a table of facts (Peelle, "Towers of Hanoi, Simplified in J").
// STATIC_REQUIRE: proven by the compiler (and checked at run time in the relaxed build); REQUIRE:
// the same functions at run time.
#include <catch.hpp>

#include <array>
#include <string_view>

#include "ctp/hanoi.hpp"

using ctp::hanoi_peg;
using ctp::hanoi_step;

TEST_CASE("Peelle's solutions, 'ABC' Hanoi 1 to 5", "[hanoi][peelle]") {
  STATIC_REQUIRE(ctp::hanoi_moves<1>() == "B");
  STATIC_REQUIRE(ctp::hanoi_moves<2>() == "ABC");
  STATIC_REQUIRE(ctp::hanoi_moves<3>() == "BACBACB");
  STATIC_REQUIRE(ctp::hanoi_moves<4>() == "ABCABCABCABCABC");
  STATIC_REQUIRE(ctp::hanoi_moves<5>() == "BACBACBACBACBACBACBACBACBACBACB");
}

TEST_CASE("Peelle's recursive program and his closed form agree", "[hanoi][techniques]") {
  STATIC_REQUIRE(ctp::with_recursion::hanoi_moves<7>() == ctp::with_closed_form::hanoi_moves<7>());
  STATIC_REQUIRE(ctp::with_recursion::hanoi_moves<12>() ==
                 ctp::with_closed_form::hanoi_moves<12>());
}

namespace {
// True iff the packed letters the compiler built for Discs discs, read as bytes at run time by
// view(), data() and c_str(), are the recursion's letters, and a zero byte ends them.
template <int Discs>
bool bytes_are_the_recursions_letters() {
  static constexpr auto packed = ctp::hanoi_moves<Discs>();
  static constexpr auto text = ctp::with_recursion::hanoi_moves<Discs>();
  return packed.view() == text.view() &&
         std::string_view(packed.data(), packed.size()) == text.view() &&
         std::string_view(packed.c_str()) == text.view();
}
}  // namespace

TEST_CASE("the closed form's letters are bytes in order at run time", "[hanoi][packed]") {
  REQUIRE(bytes_are_the_recursions_letters<1>());
  REQUIRE(bytes_are_the_recursions_letters<2>());
  REQUIRE(bytes_are_the_recursions_letters<5>());
  REQUIRE(bytes_are_the_recursions_letters<6>());
  REQUIRE(bytes_are_the_recursions_letters<13>());
  REQUIRE(ctp::hanoi_moves<3>().view() == "BACBACB");
  REQUIRE(ctp::hanoi_moves<4>().view() == "ABCABCABCABCABC");
}

TEST_CASE("the moves as text: a string at compile time, the same bytes at run time",
          "[hanoi][text]") {
  STATIC_REQUIRE(ctp::hanoi_moves_text<3>().view() == "BACBACB");
  STATIC_REQUIRE(ctp::hanoi_moves_text<4>() == ctp::hanoi_moves<4>());
  static constexpr auto text = ctp::hanoi_moves_text<13>();
  static constexpr auto packed = ctp::hanoi_moves<13>();
  REQUIRE(text.view() == packed.view());
  REQUIRE(std::string_view(text.c_str()) == std::string_view(packed.c_str()));
  REQUIRE(text.view() == ctp::with_recursion::hanoi_moves<13>().view());
}

TEST_CASE("any three names: words, numbers, characters", "[hanoi][names]") {
  constexpr auto words = ctp::hanoi_moves<3, "hop", "skip", "jump">();
  STATIC_REQUIRE(words == std::array<ctp::hanoi_move_name, 7>{"skip", "hop", "jump", "skip", "hop",
                                                              "jump", "skip"});
  constexpr auto numbers = ctp::hanoi_moves<4, 1, 2, 3>();
  STATIC_REQUIRE(numbers.size() == 15);
  STATIC_REQUIRE(numbers[0] == 1);
  STATIC_REQUIRE(numbers[1] == 2);
  STATIC_REQUIRE(numbers[2] == 3);
  STATIC_REQUIRE(numbers[14] == 3);
  constexpr auto letters = ctp::hanoi_moves<2, 'X', 'Y', 'Z'>();
  STATIC_REQUIRE(letters == std::array<ctp::hanoi_move_name, 3>{'X', 'Y', 'Z'});
}

TEST_CASE("the number of moves is 2^N - 1, up to 63 discs", "[hanoi][count]") {
  STATIC_REQUIRE(ctp::hanoi_move_count(1) == 1);
  STATIC_REQUIRE(ctp::hanoi_move_count(10) == 1023);
  STATIC_REQUIRE(ctp::hanoi_move_count(20) == 1048575);
  STATIC_REQUIRE(ctp::hanoi_move_count(63) == 9223372036854775807u);
  REQUIRE_THROWS_WITH(ctp::hanoi_move_count(0), "ctp: hanoi needs 1 to 63 discs");
  REQUIRE_THROWS_WITH(ctp::hanoi_move_count(64), "ctp: hanoi needs 1 to 63 discs");
}

TEST_CASE("move k in O(1): repeat ABC for even N, BAC for odd N", "[hanoi][closed-form]") {
  STATIC_REQUIRE(ctp::hanoi_move_at(4, 0) == 'A');
  STATIC_REQUIRE(ctp::hanoi_move_at(5, 0) == 'B');
  STATIC_REQUIRE(ctp::hanoi_move_at(63, 9223372036854775806u) == 'B');
  STATIC_REQUIRE(ctp::hanoi_move_at(62, 4611686018427387902u) == 'C');
  REQUIRE_THROWS_WITH(ctp::hanoi_move_at(3, 7), "ctp: hanoi move index must be below 2^discs - 1");
}

TEST_CASE("the disc view is the ruler sequence", "[hanoi][discs]") {
  STATIC_REQUIRE(ctp::hanoi_discs<4>() == std::array{1, 2, 1, 3, 1, 2, 1, 4, 1, 2, 1, 3, 1, 2, 1});
  STATIC_REQUIRE(ctp::hanoi_disc_at(1023) == 11);
}

TEST_CASE("the peg view reproduces Peelle's APL listing for 3 discs", "[hanoi][pegs]") {
  // 'ABC' HANOI 3 with A, B, C = START, PARK, GOAL: A->C A->B C->B A->C B->A B->C A->C
  constexpr auto start = hanoi_peg::start, park = hanoi_peg::park, goal = hanoi_peg::goal;
  STATIC_REQUIRE(ctp::hanoi_steps<3>() == std::array<hanoi_step, 7>{{
                                              {1, start, goal},
                                              {2, start, park},
                                              {1, goal, park},
                                              {3, start, goal},
                                              {1, park, start},
                                              {2, park, goal},
                                              {1, start, goal},
                                          }});
  STATIC_REQUIRE(ctp::hanoi_letter_of(goal, park) == 'C');
  STATIC_REQUIRE(ctp::hanoi_peg_name(park) == "PARK");
}

TEST_CASE("replaying on real pegs proves a solution, and finds an illegal move",
          "[hanoi][replay]") {
  using result = ctp::hanoi_replay_result;
  STATIC_REQUIRE(ctp::hanoi_replay(ctp::hanoi_moves<10>(), 10) == result{true, 0, true});
  STATIC_REQUIRE(ctp::hanoi_replay("BAC", 2) == result{true, 0, false});   // legal, not solved
  STATIC_REQUIRE(ctp::hanoi_replay("BA", 1) == result{false, 1, false});   // A: both pegs empty
  STATIC_REQUIRE(ctp::hanoi_replay("ABX", 2) == result{false, 2, false});  // X is no move
  REQUIRE(ctp::hanoi_replay("ABC", 2) == result{true, 0, true});
}

TEST_CASE("Peelle's symmetry: a solution plus its reverse is constant", "[hanoi][symmetry]") {
  STATIC_REQUIRE(ctp::hanoi_is_symmetric(ctp::hanoi_moves<11>()));
  STATIC_REQUIRE_FALSE(ctp::hanoi_is_symmetric("AB"));
}

TEST_CASE("the same functions run at run time", "[hanoi][runtime]") {
  std::string moves(ctp::hanoi_move_count(5), '?');
  ctp::with_closed_form::hanoi_write_moves(moves, 5);
  REQUIRE(moves == "BACBACBACBACBACBACBACBACBACBACB");
  REQUIRE(ctp::hanoi_step_at(3, 2) == hanoi_step{1, hanoi_peg::goal, hanoi_peg::park});
}
