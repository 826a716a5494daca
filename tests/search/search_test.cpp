// The search engine, as a table of facts: its containers, breadth-first search and Dijkstra's
// algorithm (Dial's buckets, a binary heap, a linear scan), on small graphs whose answers can be
// checked by hand.
#include <catch.hpp>

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "ctp/search.hpp"

using ctp::search::state_index;

namespace {

// A weighted cycle of 6 states, 0 -> 1 -> ... -> 5 -> 0, weight 1 + (s mod 3) for leaving s,
// plus a shortcut 0 -> 3 of weight 5; state 6 has no edges in or out.
struct cycle_with_shortcut {
  static constexpr unsigned max_weight = 5;
  constexpr state_index state_count() const { return 7; }
  template <class Edge>
  constexpr void for_each_edge(state_index s, Edge&& edge) const {
    if (s == 6) return;
    edge((s + 1) % 6, static_cast<unsigned>(1 + s % 3));
    if (s == 0) edge(3, 5u);
  }
};

template <std::size_t N>
constexpr std::array<std::uint8_t, N> dial_from_zero() {
  std::array<std::uint8_t, N> out{};
  std::uint8_t cost[N]{};
  ctp::search::bucket_queue<ctp::search::bit_set<N>, cycle_with_shortcut::max_weight> queue;
  ctp::search::dial_costs(cycle_with_shortcut{}, 0, cost, queue);
  for (std::size_t s = 0; s != N; ++s) out[s] = cost[s];
  return out;
}

template <std::size_t N>
constexpr std::array<std::uint8_t, N> bfs_from_zero() {
  std::array<std::uint8_t, N> out{};
  std::uint8_t hops[N]{};
  state_index queue[N]{};
  ctp::search::breadth_first(cycle_with_shortcut{}, 0, hops, queue);
  for (std::size_t s = 0; s != N; ++s) out[s] = hops[s];
  return out;
}

// A grid of 4 x 4 squares, an edge to the right (weight 1 + row) and down (weight 4 - column),
// so that states of equal cost and many waiting states abound: the engines must agree on every cost
// and settle the states in the same order.
struct weighted_grid {
  static constexpr unsigned max_weight = 4;
  constexpr state_index state_count() const { return 16; }
  template <class Edge>
  constexpr void for_each_edge(state_index s, Edge&& edge) const {
    const unsigned row = static_cast<unsigned>(s / 4), column = static_cast<unsigned>(s % 4);
    if (column != 3) edge(s + 1, 1 + row);
    if (row != 3) edge(s + 4, 4 - column);
  }
};

// Each engine's costs from source 0, and the order in which it settled the states.
struct answer {
  std::array<std::uint8_t, 16> cost{};
  std::array<state_index, 16> order{};
  std::uint64_t reached = 0;
  friend constexpr bool operator==(const answer&, const answer&) = default;
};

template <class Graph>
constexpr answer by_dial() {
  answer out;
  ctp::search::bucket_queue<ctp::search::bit_set<16>, Graph::max_weight> queue;
  std::uint64_t n = 0;
  out.reached = ctp::search::dial_costs(Graph{}, 0, out.cost, queue,
                                        [&](state_index s) { out.order[n++] = s; });
  return out;
}

template <class Graph>
constexpr answer by_binary_heap() {
  answer out;
  ctp::search::indexed_heap<16> heap;
  std::uint64_t n = 0;
  out.reached = ctp::search::binary_heap_costs(Graph{}, 0, out.cost, heap,
                                               [&](state_index s) { out.order[n++] = s; });
  return out;
}

template <class Graph>
constexpr answer by_linear_scan() {
  answer out;
  ctp::search::bit_set<16> done;
  std::uint64_t n = 0;
  out.reached = ctp::search::linear_scan_costs(Graph{}, 0, out.cost, done,
                                               [&](state_index s) { out.order[n++] = s; });
  return out;
}

constexpr std::uint8_t none = ctp::search::unreachable<std::uint8_t>;

}  // namespace

TEST_CASE("the example graph is an implicit graph", "[search][concept]") {
  STATIC_REQUIRE(ctp::search::implicit_graph<cycle_with_shortcut>);
  STATIC_REQUIRE_FALSE(ctp::search::implicit_graph<int>);
}

TEST_CASE("Dial's algorithm: least total weights, unreachable marked", "[search][dial]") {
  // 0 -1-> 1 -2-> 2 -3-> 3 (6, but the shortcut costs 5) -1-> 4 -2-> 5.
  STATIC_REQUIRE(dial_from_zero<7>() == std::array<std::uint8_t, 7>{0, 1, 3, 5, 6, 8, none});
}

TEST_CASE("a binary heap and a linear scan: the same costs as Dial's",
          "[search][binary_heap][linear_scan]") {
  constexpr std::array<std::uint8_t, 7> expected{0, 1, 3, 5, 6, 8, none};
  STATIC_REQUIRE(by_binary_heap<cycle_with_shortcut>().reached == 6);
  STATIC_REQUIRE(by_linear_scan<cycle_with_shortcut>().reached == 6);
  constexpr auto heap = by_binary_heap<cycle_with_shortcut>();
  constexpr auto scan = by_linear_scan<cycle_with_shortcut>();
  for (std::size_t s = 0; s != expected.size(); ++s) {
    CHECK(heap.cost[s] == expected[s]);
    CHECK(scan.cost[s] == expected[s]);
  }
}

TEST_CASE("all three settle a grid of ties in the same order, cheapest then smallest index",
          "[search][binary_heap][linear_scan]") {
  STATIC_REQUIRE(by_binary_heap<weighted_grid>() == by_dial<weighted_grid>());
  STATIC_REQUIRE(by_linear_scan<weighted_grid>() == by_dial<weighted_grid>());
  STATIC_REQUIRE(by_dial<weighted_grid>().reached == 16);
  STATIC_REQUIRE(by_dial<weighted_grid>().cost[15] == 6);  // right along row 0, down column 3
  // At run time, the same code.
  REQUIRE(by_binary_heap<weighted_grid>() == by_linear_scan<weighted_grid>());
}

TEST_CASE("indexed_heap: smallest (key, state) first, keys lowered in place",
          "[search][indexed_heap]") {
  constexpr auto order = [] {
    ctp::search::indexed_heap<8> heap;
    heap.push_or_decrease(5, 30);
    heap.push_or_decrease(2, 10);
    heap.push_or_decrease(7, 10);
    heap.push_or_decrease(1, 40);
    heap.push_or_decrease(1, 5);  // a decrease-key: 1 moves to the front
    std::array<state_index, 4> out{};
    for (state_index& s : out) s = heap.pop();
    return out;
  }();
  STATIC_REQUIRE(order == std::array<state_index, 4>{1, 2, 7, 5});
}

TEST_CASE("a heap too small for the graph is an error, not an overrun", "[search][binary_heap]") {
  std::uint8_t cost[7]{};
  ctp::search::indexed_heap<4> heap;
  REQUIRE_THROWS_WITH(ctp::search::binary_heap_costs(cycle_with_shortcut{}, 0, cost, heap),
                      "ctp: the heap needs room for every state of the graph");
}

TEST_CASE("breadth-first search: fewest edges, weights ignored", "[search][bfs]") {
  STATIC_REQUIRE(bfs_from_zero<7>() == std::array<std::uint8_t, 7>{0, 1, 2, 1, 2, 3, none});
}

TEST_CASE("breadth-first search reports each first discovery, in order", "[search][bfs]") {
  std::uint8_t hops[7]{};
  std::vector<state_index> queue(7);
  std::vector<std::array<state_index, 3>> found;
  const auto reached = ctp::search::breadth_first(
      cycle_with_shortcut{}, 0, hops, queue,
      [&](state_index t, state_index s, unsigned edge) { found.push_back({t, s, edge}); });
  REQUIRE(reached == 6);
  REQUIRE(found == std::vector<std::array<state_index, 3>>{
                       {1, 0, 0}, {3, 0, 1}, {2, 1, 0}, {4, 3, 0}, {5, 4, 0}});
  REQUIRE(queue[0] == 0);
  REQUIRE(queue[5] == 5);
}

TEST_CASE("Dial's algorithm at run time, with a bit set sized at run time", "[search][dial]") {
  std::vector<std::uint8_t> cost(7);
  ctp::search::bucket_queue<ctp::search::dynamic_bit_set, 5> queue(std::uint64_t{7});
  std::vector<state_index> settled;
  REQUIRE(ctp::search::dial_costs(cycle_with_shortcut{}, 0, cost, queue,
                                  [&](state_index s) { settled.push_back(s); }) == 6);
  REQUIRE(cost == std::vector<std::uint8_t>{0, 1, 3, 5, 6, 8, none});
  REQUIRE(settled == std::vector<state_index>{0, 1, 2, 3, 4, 5});  // cheapest first
}

TEST_CASE("bit sets drain in increasing order", "[search][bit_set]") {
  constexpr auto drained = [] {
    ctp::search::bit_set<200> set;
    for (const std::uint64_t i : {130u, 3u, 64u, 199u, 3u}) set.insert(i);
    set.erase(64);
    std::array<std::uint64_t, 3> order{};
    std::size_t n = 0;
    set.drain([&](std::uint64_t i) { order[n++] = i; });
    return order;
  }();
  STATIC_REQUIRE(drained == std::array<std::uint64_t, 3>{3, 130, 199});
}

TEST_CASE("static_vector: a vector of fixed capacity", "[search][static_vector]") {
  constexpr auto three = [] {
    ctp::search::static_vector<int, 4> v;
    v.push_back(1);
    v.push_back(2);
    v.push_back(3);
    return v;
  }();
  STATIC_REQUIRE(three.size() == 3);
  STATIC_REQUIRE(three.back() == 3);
  ctp::search::static_vector<int, 1> full;
  full.push_back(1);
  REQUIRE_THROWS_WITH(full.push_back(2), "ctp: a static_vector is full");
}

TEST_CASE("dynamic_array: an array sized once, in a constant expression too",
          "[search][dynamic_array]") {
  using ctp::search::dynamic_array;
  // Made, copied, moved from and compared inside one constant evaluation, which frees them all.
  STATIC_REQUIRE([] {
    dynamic_array<int> sevens(3, 7);
    dynamic_array<int> copy = sevens;
    copy[1] = 8;
    dynamic_array<int> moved = std::move(copy);
    const bool left_empty = copy.empty();  // NOLINT(bugprone-use-after-move): the fact checked
    return sevens.size() == 3 && sevens[1] == 7 && moved[1] == 8 && left_empty &&
           !(moved == sevens) && moved.front() == 7 && moved.back() == 7;
  }());
  STATIC_REQUIRE(dynamic_array<int>().empty());
  STATIC_REQUIRE(dynamic_array<int>(0, 1).begin() == nullptr);
  // Made from a container that grew (a path built with push_back): the same values in order.
  const std::vector<int> grown{1, 2, 3};
  const dynamic_array<int> from_grown = grown;
  REQUIRE(from_grown.size() == 3);
  REQUIRE(std::vector<int>(from_grown.begin(), from_grown.end()) == grown);
  // Assigned over: the old values go, the copy holds its own.
  dynamic_array<int> target(5, 0);
  target = from_grown;
  target[0] = 9;
  REQUIRE(target.size() == 3);
  REQUIRE(from_grown[0] == 1);
  target = dynamic_array<int>(1, 4);
  REQUIRE((target.size() == 1 && target[0] == 4));
}
