// docs/nine_tails.md: a puzzle of one's own for ctp's search engine, a knight on a chessboard.
#include <ctp/search.hpp>

#include <cstdint>
#include <cstdio>

//! [knight]
// A knight on an 8 x 8 board; square = 8 * row + column. Satisfying search::implicit_graph takes
// a state count, a maximum weight and a way to list a state's edges: nothing is stored.
struct knight_moves {
  static constexpr unsigned max_weight = 1;  // every move counts 1

  constexpr ctp::search::state_index state_count() const { return 64; }

  template <class Edge>
  constexpr void for_each_edge(ctp::search::state_index square, Edge&& edge) const {
    constexpr int jumps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                 {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    const int row = static_cast<int>(square / 8), column = static_cast<int>(square % 8);
    for (const auto& jump : jumps) {
      const int r = row + jump[0], c = column + jump[1];
      if (r >= 0 && r < 8 && c >= 0 && c < 8) {
        const int target = 8 * r + c;
        edge(static_cast<ctp::search::state_index>(target), 1u);
      }
    }
  }
};
static_assert(ctp::search::implicit_graph<knight_moves>);

// Breadth-first search from a1 (square 0) gives every square's distance, at compile time.
constexpr auto distances_from_a1 = [] {
  struct result {
    std::uint8_t moves[64];
  } out{};
  ctp::search::state_index queue[64]{};
  ctp::search::breadth_first(knight_moves{}, 0, out.moves, queue);
  return out;
}();
static_assert(distances_from_a1.moves[8 * 1 + 2] == 1);  // c2: one jump
static_assert(distances_from_a1.moves[8 * 7 + 7] == 6);  // h8: the far corner takes 6
static_assert(distances_from_a1.moves[8 * 1 + 1] == 4);  // b2: the diagonal neighbour takes 4
//! [knight]

int main() {
  for (int row = 7; row >= 0; --row) {
    for (int column = 0; column != 8; ++column)
      std::printf("%d ", distances_from_a1.moves[8 * row + column]);
    std::printf("\n");
  }
}
