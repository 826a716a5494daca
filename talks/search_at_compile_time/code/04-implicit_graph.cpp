// Nine tails as an implicit graph, written from scratch: no edge
// is stored, each state's edges are generated when asked for.
#include <array>
#include <cstdint>

#include <ctp/nine_tails.hpp>
#include <ctp/search/dial.hpp>

//! [graph]
// Liang's 3 x 3 board, backwards: undo a move at each T.
struct reversed_3x3 {
  static constexpr unsigned max_weight = 5;
  ctp::nine_tails_shape shape{3, 3};
  constexpr std::uint64_t state_count() const { return 512; }

  template <class F>
  constexpr void for_each_edge(std::uint64_t v, F&& edge) const {
    for (int cell = 0; cell != 9; ++cell)
      if ((v & shape.bit(cell)) != 0)
        edge(v ^ shape.flip_mask(cell), shape.weight(cell));
  }
};
static_assert(ctp::search::implicit_graph<reversed_3x3>);
//! [graph]

//! [dial]
// One search from all tails (511) gives every board's cost.
constexpr auto costs = [] {
  std::array<std::uint8_t, 512> cost{};
  ctp::search::bucket_queue<ctp::search::bit_set<512>, 5> queue;
  ctp::search::dial_costs(reversed_3x3{}, 511, cost, queue,
                          [](std::uint64_t) {});
  return cost;
}();

static_assert(costs[56] == 8);  // HHHTTTHHH
static_assert(
    costs ==
    std::to_array(ctp::nine_tails_solve<3, 3>().costs()));
//! [dial]

int main() { return costs[511]; }
