// The double move at the free end between any two states (double_move.hpp), as a table of facts:
// its distance is breadth-first search's over the whole state graph, between every two states of
// up to 10 rings, and its moves are legal and end at the target.
#include <catch.hpp>

#include <cstdint>
#include <vector>

#include "ctp/chinese_rings.hpp"

using ctp::rings_move;
using ctp::rings_rule;
using ctp::rings_state;

namespace {

constexpr std::uint64_t unseen = ~std::uint64_t{0};

// The fewest moves from `start` to every state of n rings with the double move, by breadth-first
// search over the state graph: every single ring, and the double move of rings n - 1 and n.
std::vector<std::uint64_t> breadth_first_from(int rings, rings_state start) {
  std::vector<std::uint64_t> distance(std::size_t{1} << rings, unseen);
  std::vector<rings_state> queue{start};
  distance[start] = 0;
  for (std::size_t head = 0; head != queue.size(); ++head) {
    const rings_state state = queue[head];
    for (int ring = 0; ring <= rings; ++ring) {
      rings_move move = ring == 0 ? rings_move{rings - 1, false, true} : rings_move{ring, false};
      move.up = !ctp::rings_is_up(rings, state, move.ring);
      if (!ctp::rings_is_legal(rings, state, move, rings_rule::double_end)) continue;
      const rings_state next = ctp::rings_apply(rings, state, move);
      if (distance[next] != unseen) continue;
      distance[next] = distance[state] + 1;
      queue.push_back(next);
    }
  }
  return distance;
}

// True iff the closed form's moves from `from` to `to` are legal, each leads to the state that
// rings_path_state_after gives, and the last one ends at `to`.
bool walks_legally(int rings, rings_state from, rings_state to) {
  const std::uint64_t d = ctp::rings_distance(rings, from, to, rings_rule::double_end);
  rings_state state = from;
  for (std::uint64_t k = 0; k != d; ++k) {
    const rings_move move = ctp::rings_path_move_at(rings, from, to, k, rings_rule::double_end);
    if (!ctp::rings_is_legal(rings, state, move, rings_rule::double_end)) return false;
    state = ctp::rings_apply(rings, state, move);
    if (state != ctp::rings_path_state_after(rings, from, to, k + 1, rings_rule::double_end))
      return false;
  }
  return state == to;
}

}  // namespace

TEST_CASE("the double move's fewest moves are breadth-first search's, between every two states",
          "[rings][double]") {
  for (int rings = 1; rings <= 10; ++rings) {
    const rings_state states = rings_state{1} << rings;
    std::uint64_t disagreements = 0;
    for (rings_state from = 0; from != states; ++from) {
      const std::vector<std::uint64_t> distance = breadth_first_from(rings, from);
      for (rings_state to = 0; to != states; ++to)
        if (ctp::rings_distance(rings, from, to, rings_rule::double_end) != distance[to])
          ++disagreements;
    }
    CAPTURE(rings);
    REQUIRE(disagreements == 0);
  }
}

TEST_CASE("the double move's moves are legal and end at the target", "[rings][double]") {
  for (int rings = 1; rings <= 7; ++rings) {  // every pair
    const rings_state states = rings_state{1} << rings;
    std::uint64_t illegal = 0;
    for (rings_state from = 0; from != states; ++from)
      for (rings_state to = 0; to != states; ++to)
        if (!walks_legally(rings, from, to)) ++illegal;
    CAPTURE(rings);
    REQUIRE(illegal == 0);
  }
  // 10 rings: from all up, all down, and two states between, to every state, and back.
  const int rings = 10;
  for (const rings_state from : {ctp::rings_all_up(rings), ctp::rings_all_down,
                                 rings_state{0b1011001110}, rings_state{0b0000000010}}) {
    std::uint64_t illegal = 0;
    for (rings_state to = 0; to != rings_state{1} << rings; ++to)
      if (!walks_legally(rings, from, to) || !walks_legally(rings, to, from)) ++illegal;
    CAPTURE(from);
    REQUIRE(illegal == 0);
  }
}

TEST_CASE("from all up to all down the double move's closed form is the recursion's solution",
          "[rings][double]") {
  constexpr auto off = ctp::with_recursion::rings_remove_moves<10, rings_rule::double_end>();
  std::vector<rings_move> written(off.size());
  ctp::rings_write_path(written.data(), 10, ctp::rings_all_up(10), ctp::rings_all_down,
                        rings_rule::double_end);
  REQUIRE(std::vector<rings_move>(off.begin(), off.end()) == written);
  for (int rings = 1; rings <= ctp::rings_max_rings; ++rings) {
    CAPTURE(rings);
    REQUIRE(ctp::rings_distance(rings, ctp::rings_all_up(rings), ctp::rings_all_down,
                                rings_rule::double_end) ==
            ctp::rings_move_count(rings, rings_rule::double_end));
  }
}

TEST_CASE("the double move between two states, at compile time", "[rings][double]") {
  // DUU (rank 2) to UDD (rank 7) on 3 rings: the single-move path's five steps, less the
  // shortcut 5 -> 7 (UUU straight to UDD, rings 2+3 down).
  constexpr rings_state duu = 0b011, udd = 0b100;
  STATIC_REQUIRE(ctp::rings_distance(3, duu, udd) == 5);
  STATIC_REQUIRE(ctp::rings_distance(3, duu, udd, rings_rule::double_end) == 4);
  STATIC_REQUIRE(ctp::rings_path_move_at(3, duu, udd, 3, rings_rule::double_end) ==
                 rings_move{2, false, true});
  STATIC_REQUIRE(ctp::rings_path_state_after(3, duu, udd, 3, rings_rule::double_end) == 0b111);
  // The same two states the other way: rings 2+3 up first.
  STATIC_REQUIRE(ctp::rings_path_move_at(3, udd, duu, 0, rings_rule::double_end) ==
                 rings_move{2, true, true});
  // 63 rings: taking all off ends at all down, its last move rings 62+63 down (rank 2 to 0).
  constexpr rings_state all_up = ctp::rings_all_up(63);
  constexpr std::uint64_t off = ctp::rings_move_count(63, rings_rule::double_end);
  STATIC_REQUIRE(ctp::rings_path_state_after(63, all_up, 0, off, rings_rule::double_end) == 0);
  STATIC_REQUIRE(ctp::rings_path_move_at(63, all_up, 0, off - 1, rings_rule::double_end) ==
                 rings_move{62, false, true});
  REQUIRE_THROWS_WITH(ctp::rings_path_move_at(3, duu, udd, 4, rings_rule::double_end),
                      "ctp: chinese rings move index must be below the path length");
  REQUIRE_THROWS_WITH(ctp::rings_distance(3, 0b1000, 0, rings_rule::double_end),
                      "ctp: a chinese rings state has no bits above its n rings");
}
