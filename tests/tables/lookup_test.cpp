// The committed tables at run time, as a table of facts: every checked accessor reports a bad
// argument (empty, false, or no call), and every unchecked one answers each valid argument as the
// checked one does. (In a constant expression a bad argument is a compile error: fail_*.cpp.)
#include <catch.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "ctp/tables/hanoi_10.hpp"
#include "ctp/tables/nine_tails_3x3.hpp"
#include "ctp/tables/nine_tails_4x4.hpp"
#include "ctp/tables/rings_10.hpp"
#include "ctp/tables/water_3_5_8.hpp"
#include "ctp/tables/water_hardest_3_12.hpp"

namespace hanoi = ctp::tables::hanoi_10;
namespace rings = ctp::tables::rings_10;
namespace three = ctp::tables::nine_tails_3x3;
namespace four = ctp::tables::nine_tails_4x4;
namespace water = ctp::tables::water_3_5_8;
namespace hardest = ctp::tables::water_hardest_3_12;

TEST_CASE("nine tails: a text that is no board parses to nothing", "[tables][nine_tails]") {
  CHECK(three::parse("XYZ") == std::nullopt);         // the case that once answered cost 0
  CHECK(three::parse("HHHTTTHHX") == std::nullopt);   // a letter that is no coin
  CHECK(three::parse("HHHTTTHH") == std::nullopt);    // a cell short
  CHECK(three::parse("HHHTTTHHHH") == std::nullopt);  // a cell over
  CHECK(three::parse("") == std::nullopt);
  CHECK(three::parse("HHHTTTHHH") == 56u);
  CHECK(four::parse("HHHTTTHHH") == std::nullopt);  // a 3 x 3 board is no 4 x 4 board
}

TEST_CASE("nine tails: a board past the table has no cost, is not reachable, has no next",
          "[tables][nine_tails]") {
  for (const std::uint32_t board : {512u, 600u, 65535u, 0xffffffffu}) {
    CHECK(three::cost(board) == std::nullopt);
    CHECK_FALSE(three::reachable(board));
    CHECK(three::next(board) == std::nullopt);
    int calls = 0;
    three::for_each_on_path(board, [&](std::uint32_t) { ++calls; });
    CHECK(calls == 0);
  }
  CHECK(four::cost(65536) == std::nullopt);
  CHECK_FALSE(four::reachable(65536));
  CHECK(four::next(65536) == std::nullopt);
}

TEST_CASE("nine tails: unchecked answers every board as checked does", "[tables][nine_tails]") {
  for (std::uint32_t board = 0; board != four::state_count(); ++board) {
    REQUIRE(four::cost(board) == four::unchecked::cost(board));
    REQUIRE(four::reachable(board) == four::unchecked::reachable(board));
    REQUIRE(four::next(board) == four::unchecked::next(board));
  }
  std::vector<std::uint32_t> checked, unchecked;
  three::for_each_on_path(56, [&](std::uint32_t b) { checked.push_back(b); });
  three::unchecked::for_each_on_path(56, [&](std::uint32_t b) { unchecked.push_back(b); });
  CHECK(checked == std::vector<std::uint32_t>{56, 47, 511});
  CHECK(unchecked == checked);
}

TEST_CASE("hanoi: no move past the last", "[tables][hanoi]") {
  CHECK(hanoi::move_at(hanoi::move_count) == std::nullopt);
  CHECK(hanoi::move_at(0xffffffffffffffffu) == std::nullopt);
  for (std::uint64_t k = 0; k != hanoi::move_count; ++k)
    REQUIRE(hanoi::move_at(k) == hanoi::unchecked::move_at(k));
}

TEST_CASE("rings: no move past the last, no state past the end", "[tables][rings]") {
  CHECK_FALSE(rings::move_at(rings::move_count).has_value());
  CHECK(rings::state_after(rings::move_count + 1) == std::nullopt);
  CHECK(rings::state_after(rings::move_count) == 0u);  // all off: the last state is a state
  for (std::uint64_t k = 0; k != rings::move_count; ++k) {
    const std::optional<rings::ring_move> move = rings::move_at(k);
    REQUIRE((move && move->ring == rings::unchecked::move_at(k).ring &&
             move->up == rings::unchecked::move_at(k).up));
  }
  for (std::uint64_t k = 0; k <= rings::move_count; ++k)
    REQUIRE(rings::state_after(k) == rings::unchecked::state_after(k));
}

TEST_CASE("water: contents outside the cups, unreached contents, amounts no cup holds",
          "[tables][water]") {
  using contents = std::array<int, 3>;
  for (const contents& bad : {contents{0, 0, 9}, contents{-1, 0, 8}, contents{4, 0, 0},
                              contents{1, 1, 1}}) {  // the last fits, but is never reached
    CHECK(water::position(bad) == std::nullopt);
    CHECK(water::cost(bad, 4) == std::nullopt);
    CHECK_FALSE(water::reachable(bad, 4));
    CHECK(water::next_move(bad, 4) == std::nullopt);
    CHECK(water::next(bad, 4) == std::nullopt);
  }
  for (const int amount : {-1, 9, 1000}) {
    CHECK(water::cost({0, 0, 8}, amount) == std::nullopt);
    CHECK_FALSE(water::reachable({0, 0, 8}, amount));
    CHECK(water::next({0, 0, 8}, amount) == std::nullopt);
    CHECK(water::reachable_count(amount) == std::nullopt);
  }
  CHECK(water::cost({0, 0, 8}, 4) == 6);
}

TEST_CASE("water: unchecked answers every reached state and amount as checked does",
          "[tables][water]") {
  for (std::size_t p = 0; p != static_cast<std::size_t>(water::reached_count); ++p) {
    const std::array<int, 3> c{water::reached_states[3 * p], water::reached_states[3 * p + 1],
                               water::reached_states[3 * p + 2]};
    REQUIRE(water::position(c) == water::unchecked::position(c));
    for (int amount = 0; amount <= water::largest; ++amount) {
      REQUIRE(water::cost(c, amount) == water::unchecked::cost(c, amount));
      REQUIRE(water::reachable(c, amount) == water::unchecked::reachable(c, amount));
      REQUIRE(water::next_move(c, amount) == water::unchecked::next_move(c, amount));
      REQUIRE(water::next(c, amount) == water::unchecked::next(c, amount));
    }
  }
  for (int amount = 0; amount <= water::largest; ++amount)
    REQUIRE(water::reachable_count(amount) == water::unchecked::reachable_count(amount));
}

TEST_CASE("water: the dense table has an entry for exactly the reached contents",
          "[tables][water]") {
  // Every contents the cups can hold, 4 x 6 x 9 of them: the table answers for each amount
  // exactly where positions says the contents are reached, and nowhere else.
  int answered = 0;
  for (int a = 0; a <= water::capacities[0]; ++a)
    for (int b = 0; b <= water::capacities[1]; ++b)
      for (int c = 0; c <= water::capacities[2]; ++c) {
        const std::array<int, 3> contents{a, b, c};
        const bool reached = water::unchecked::position(contents) >= 0;
        answered += reached ? 1 : 0;
        for (int amount = 0; amount <= water::largest; ++amount) {
          REQUIRE(water::cost(contents, amount).has_value() == reached);
          REQUIRE(water::next_move(contents, amount).has_value() == reached);
        }
      }
  CHECK(answered == water::reached_count);
}

TEST_CASE("water hardest: no puzzle outside the list", "[tables][water_hardest]") {
  CHECK(hardest::puzzle_at(-1) == std::nullopt);
  CHECK(hardest::puzzle_at(hardest::puzzle_count) == std::nullopt);
  for (int i = 0; i != hardest::puzzle_count; ++i) {
    const std::optional<hardest::puzzle> checked = hardest::puzzle_at(i);
    const hardest::puzzle unchecked = hardest::unchecked::puzzle_at(i);
    REQUIRE((checked && checked->capacity == unchecked.capacity &&
             checked->start == unchecked.start && checked->goal_amount == unchecked.goal_amount));
  }
}
