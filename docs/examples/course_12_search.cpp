// docs/course/12_search.md: the towers of Hanoi as an implicit graph, and search at compile
// time: breadth-first search and three versions of Dijkstra's algorithm from ctp's search engine,
// run by the compiler over the towers of Hanoi's states.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <vector>

#include "ctp/search.hpp"
#include "course_hanoi_graph.hpp"

using ctp::search::state_index;

//! [edges]
static_assert(ctp::search::implicit_graph<hanoi_graph<3>>);

// How many moves (edges) the graph has: each state's, added up.
template <ctp::search::implicit_graph Graph>
constexpr std::uint64_t edge_count(const Graph& graph) {
  std::uint64_t edges = 0;
  for (ctp::search::state_index state = 0; state != graph.state_count(); ++state)
    graph.for_each_edge(state, [&edges](ctp::search::state_index, unsigned) { ++edges; });
  return edges;
}

// 27 states; the three with every disc on one peg have 2 moves, every other one 3.
static_assert(hanoi_graph<3>{}.state_count() == 27);
static_assert(edge_count(hanoi_graph<3>{}) == 3 * 27 - 3);
//! [edges]

//! [by-hand]
// Breadth-first search, by hand: the fewest moves from every disc on START (state 0) to the
// state `goal`. A std::vector is the queue: the states in the order they are reached, of which
// those before `next` are expanded.
template <int Discs>
constexpr std::uint32_t fewest_moves_to(state_index goal) {
  const hanoi_graph<Discs> graph;
  constexpr std::uint32_t unreached = 0xFFFF'FFFF;
  std::vector<std::uint32_t> moves(graph.state_count(), unreached);
  std::vector<state_index> queue{0};
  moves[0] = 0;
  for (std::size_t next = 0; next != queue.size(); ++next) {
    const state_index state = queue[next];  // a copy: push_back below may move the elements
    graph.for_each_edge(state, [&](state_index neighbour, unsigned) {
      if (moves[neighbour] != unreached) return;  // reached already: the first path is a shortest
      moves[neighbour] = moves[state] + 1;
      queue.push_back(neighbour);
    });
  }
  return moves[goal];
}

// Every disc on GOAL is state 2 + 2 * 3 + 2 * 9 = 26.
static_assert(fewest_moves_to<3>(26) == 7);
static_assert(fewest_moves_to<6>(728) == 63);
//! [by-hand]

//! [path]
// A shortest path from every disc on START (state 0) to `goal`, both ends included. The same
// search keeps each state's parent, the state it was first reached from; the goal's parents,
// followed back to the start and reversed, are the path.
template <int Discs>
constexpr std::vector<state_index> shortest_path_to(state_index goal) {
  const hanoi_graph<Discs> graph;
  constexpr state_index unreached = 0xFFFF'FFFF;
  std::vector<state_index> parent(graph.state_count(), unreached);
  std::vector<state_index> queue{0};
  parent[0] = 0;  // the start is its own parent
  for (std::size_t next = 0; next != queue.size(); ++next) {
    const state_index state = queue[next];
    graph.for_each_edge(state, [&](state_index neighbour, unsigned) {
      if (parent[neighbour] != unreached) return;
      parent[neighbour] = state;
      queue.push_back(neighbour);
    });
  }
  std::vector<state_index> path{goal};
  while (path.back() != 0) path.push_back(parent[path.back()]);
  std::reverse(path.begin(), path.end());
  return path;
}

// Two discs: the small disc to PARK (state 1), the large to GOAL (1 + 2 * 3 = 7), the small to
// GOAL (8).
static_assert(shortest_path_to<2>(8) == std::vector<state_index>{0, 1, 7, 8});
static_assert(shortest_path_to<6>(728).size() == 64);  // 63 moves, 64 states
//! [path]

//! [breadth-first]
// The fewest moves from every disc on START (state 0) to each state of Discs discs.
template <int Discs>
constexpr auto fewest_moves() {
  constexpr state_index states = hanoi_graph<Discs>{}.state_count();
  struct result {
    std::uint32_t moves[states];
  } out{};
  state_index queue[states]{};  // scratch space: the states in the order they are reached
  ctp::search::breadth_first(hanoi_graph<Discs>{}, 0, out.moves, queue);
  return out;
}

// Every disc on GOAL is state 2 + 2 * 3 + 2 * 9 = 26.
static_assert(fewest_moves<3>().moves[26] == 7);
static_assert(fewest_moves<6>().moves[728] == 63);
//! [breadth-first]

//! [weighted]
// The same moves, each weighing the number of the disc it moves: 1 for the smallest.
template <int Discs>
struct weighted_hanoi_graph {
  static constexpr unsigned max_weight = Discs;

  constexpr state_index state_count() const { return hanoi_graph<Discs>{}.state_count(); }

  template <class Edge>
  constexpr void for_each_edge(state_index state, Edge&& edge) const {
    hanoi_graph<Discs>{}.for_each_edge(
        state, [&](state_index next, unsigned) { edge(next, moved_disc(state, next)); });
  }

  // The disc that a move from `state` to `next` moves: the one base-3 digit that changes.
  static constexpr unsigned moved_disc(state_index state, state_index next) {
    unsigned disc = 1;
    for (; state % 3 == next % 3; state /= 3, next /= 3) ++disc;
    return disc;
  }
};
//! [weighted]

//! [dijkstra]
// The least total weight from START to GOAL, by each of the engine's three Dijkstras.
template <int Discs>
constexpr std::array<std::uint32_t, 3> least_weights() {
  using graph = weighted_hanoi_graph<Discs>;
  constexpr state_index states = graph{}.state_count(), goal = states - 1;
  std::array<std::uint32_t, 3> weights{};
  std::uint32_t cost[states]{};

  ctp::search::bucket_queue<ctp::search::bit_set<states>, graph::max_weight> buckets;
  ctp::search::dial_costs(graph{}, 0, cost, buckets);  // Dial's buckets
  weights[0] = cost[goal];

  ctp::search::indexed_heap<states> heap;
  ctp::search::binary_heap_costs(graph{}, 0, cost, heap);  // a binary heap
  weights[1] = cost[goal];

  ctp::search::bit_set<states> settled;
  ctp::search::linear_scan_costs(graph{}, 0, cost, settled);  // a scan of every state
  weights[2] = cost[goal];
  return weights;
}

// Disc d moves 2^(4 - d) times in the shortest solution: 1 * 8 + 2 * 4 + 3 * 2 + 4 * 1.
static_assert(least_weights<4>() == std::array<std::uint32_t, 3>{26, 26, 26});
//! [dijkstra]

// Both searches for five discs, run by the compiler.
constexpr auto five_disc_weights = least_weights<5>();
constexpr std::uint32_t five_disc_moves = fewest_moves<5>().moves[242];

int main() {
  std::printf("5 discs: %u moves, weight %u %u %u\n", five_disc_moves, five_disc_weights[0],
              five_disc_weights[1], five_disc_weights[2]);
}
