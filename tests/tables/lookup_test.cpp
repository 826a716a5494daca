// The committed tables at run time, as a table of facts: bad input is an empty state, the same
// at run time as in a constant expression, and a state answers the same through its checked and
// its unchecked form.
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
#include "wide_numbers.hpp"

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
  CHECK(three::parse("HHHTTTHHH") == three::state_at(56));
  CHECK(four::parse("HHHTTTHHH") == std::nullopt);  // a 3 x 3 board is no 4 x 4 board
}

TEST_CASE("nine tails: a number past the table is no state", "[tables][nine_tails]") {
  for (const std::uint32_t board : {512u, 600u, 65535u, 0xffffffffu})
    CHECK(three::state_at(board) == std::nullopt);
  CHECK(four::state_at(65536) == std::nullopt);
  CHECK(four::state_at(65535) == four::goal());
}

TEST_CASE("nine tails: a board that cannot reach all tails has no cost, next or path",
          "[tables][nine_tails]") {
  const four::state lone = four::unchecked::state_at(1);  // a state: 1 < 65,536
  CHECK(four::cost(lone) == std::nullopt);
  CHECK_FALSE(four::reachable(lone));
  CHECK(four::next(lone) == std::nullopt);
  CHECK(four::next_move(lone) == std::nullopt);
  int calls = 0;
  four::for_each_on_path(lone, [&](four::state) { ++calls; });
  CHECK(calls == 0);
}

TEST_CASE("nine tails: every state is its unchecked form; the path walks next",
          "[tables][nine_tails]") {
  for (std::uint32_t board = 0; board != four::state_count(); ++board)
    REQUIRE(four::state_at(board) == four::unchecked::state_at(board));
  std::vector<std::uint32_t> path;
  three::for_each_on_path(three::unchecked::state_at(56),  // HHHTTTHHH
                          [&](three::state b) { path.push_back(b.index()); });
  CHECK(path == std::vector<std::uint32_t>{56, 47, 511});
}

TEST_CASE("hanoi: no move past the last", "[tables][hanoi]") {
  CHECK(hanoi::move_at(1023) == std::nullopt);
  CHECK(hanoi::move_at(0xffffffffu) == std::nullopt);
  for (std::uint32_t k = 0; k != hanoi::move_count(); ++k)
    REQUIRE(hanoi::move_at(k) == hanoi::unchecked::move_at(k));
}

TEST_CASE("rings: no move past the last, no state past the end", "[tables][rings]") {
  CHECK(rings::move_at(682) == std::nullopt);
  CHECK(rings::state_after(683) == std::nullopt);
  CHECK(rings::state_after(682) == rings::state_at(0));  // all off: the last state is a state
  for (std::uint32_t k = 0; k != rings::move_count(); ++k)
    REQUIRE(rings::move_at(k) == rings::unchecked::move_at(k));
  for (std::uint32_t k = 0; k <= rings::move_count(); ++k)
    REQUIRE(rings::state_after(k) == rings::unchecked::state_after(k));
}

TEST_CASE("water: contents outside the cups, unreached contents, amounts no cup holds",
          "[tables][water]") {
  CHECK(water::contents(0, 0, 9) == std::nullopt);
  CHECK(water::contents(-1, 0, 8) == std::nullopt);
  CHECK(water::contents(4, 0, 0) == std::nullopt);
  CHECK(water::contents(1, 1, 1) == std::nullopt);  // fits, but is never reached
  for (const int amount : {-1, 9, 1000}) {
    CHECK(water::cost(water::start(), amount) == std::nullopt);
    CHECK_FALSE(water::reachable(water::start(), amount));
    CHECK(water::next(water::start(), amount) == std::nullopt);
    CHECK(water::reachable_count(amount) == 0);
  }
  CHECK(water::cost(water::start(), 4) == 6u);
}

TEST_CASE("water: a state for exactly the reached contents, each its unchecked form",
          "[tables][water]") {
  // Every contents the cups can hold, 4 x 6 x 9 of them: state_at, contents and parse agree on
  // which are states, and the start reaches exactly reached_count() of them.
  std::uint64_t states = 0;
  for (int a = 0; a <= water::capacities[0]; ++a)
    for (int b = 0; b <= water::capacities[1]; ++b)
      for (int c = 0; c <= water::capacities[2]; ++c) {
        const std::optional<water::state> s = water::contents(a, b, c);
        const auto index = static_cast<std::uint32_t>((((a * 6) + b) * 9) + c);
        REQUIRE(water::state_at(index) == s);
        if (!s) continue;
        ++states;
        REQUIRE(*s == water::unchecked::state_at(index));
        REQUIRE(water::amounts(*s) == std::array<int, 3>{a, b, c});
        REQUIRE(water::parse(water::text(*s).view()) == s);
      }
  CHECK(states == water::reached_count());
}

TEST_CASE("water hardest: no puzzle outside the list", "[tables][water_hardest]") {
  CHECK(hardest::puzzle_at(2) == std::nullopt);
  for (std::uint32_t i = 0; i != hardest::puzzle_count(); ++i)
    REQUIRE(hardest::puzzle_at(i) == hardest::unchecked::puzzle_at(i));
}

TEST_CASE("a wide number is no small one: checked as the value it is", "[tables]") {
  // The cases, at run time: each number converts to one the table answers for.
  const std::uint64_t k = 4294967301;  // 2^32 + 5
  CHECK(hanoi::move_at(k) == std::nullopt);
  CHECK(hanoi::move_at(k - 4294967296) == hanoi::move_at(5));
  CHECK(water::cost(water::start(), 4294967300LL) == std::nullopt);  // 2^32 + 4
  CHECK(water::cost(water::start(), 4LL) == 6u);
  CHECK(water::contents(0, 0, (wide::int128{1} << 64) + 8) == std::nullopt);
  CHECK(water::contents(0, 0, wide::int128{8}) == water::start());
  CHECK(rings::state_after(-1) == std::nullopt);
  CHECK(hardest::puzzle_at(std::int64_t{-1}) == std::nullopt);
  CHECK(three::state_at(-(wide::int128{1} << 64) + 56) == std::nullopt);
}
