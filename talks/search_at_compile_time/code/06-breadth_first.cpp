// Breadth-first search is a loop over a queue (Moore, "The
// shortest path through a maze"): here the whole of it, run by
// the compiler, checked against the library's engine.
#include <cstddef>
#include <cstdint>
#include <vector>

#include <ctp/water_pouring.hpp>

//! [loop]
constexpr auto fewest_moves(const auto& g, std::uint64_t from) {
  std::vector<int> dist(g.state_count(), -1);
  std::vector<std::uint64_t> queue{from};
  dist[from] = 0;
  for (std::size_t head = 0; head != queue.size(); ++head) {
    const std::uint64_t s = queue[head];
    g.for_each_edge(s, [&](std::uint64_t t, unsigned) {
      if (dist[t] != -1) return;  // reached before
      dist[t] = dist[s] + 1;
      queue.push_back(t);
    });
  }
  return dist;
}
//! [loop]

constexpr ctp::water_puzzle classic{ctp::water_state_of<"3,5,8">,
                                    ctp::water_state_of<"0,0,8">,
                                    /*tap=*/false};

constexpr ctp::water_graph graph{classic};

// 0,0,8 is state 8; 3,4,1 is state 199: six pours apart.
static_assert(fewest_moves(graph, 8)[199] == 6);

// The same distances as the engine's search::breadth_first.
static_assert([] {
  std::uint32_t dist[216]{};
  std::uint64_t queue[216]{};
  ctp::search::breadth_first(graph, 8, dist, queue);
  const std::vector<int> mine = fewest_moves(graph, 8);
  for (int s = 0; s != 216; ++s)
    if (mine[s] != (dist[s] == ~0u ? -1 : int(dist[s])))
      return false;
  return true;
}());

int main() {}
