// The committed 4 x 4 table is proven optimal by certificate rather than by solving again: every
// cost satisfies the Bellman optimality equations (in sixteen pieces, one constant evaluation
// each, within clang++-19's budget of steps), and every next move is legal and optimal (its
// weight plus the next cost is the cost).
// label: heavy
#include <bit>
#include <cstdint>
#include <utility>

#include "ctp/nine_tails.hpp"
#include "ctp/tables/nine_tails_4x4.hpp"

namespace {

namespace table = ctp::tables::nine_tails_4x4;
namespace unchecked = ctp::tables::nine_tails_4x4::unchecked;  // s < states throughout
constexpr ctp::nine_tails_shape board{4, 4};

// The table's costs, as the certificate reads them: indexable by state (every index it reads is
// a state, so the unchecked load serves).
struct costs_view {
  constexpr unsigned operator[](std::uint32_t s) const { return unchecked::cost(s); }
};

template <int Piece>
constexpr bool certified = ctp::nine_tails_certify<ctp::nine_tails_model::weighted>(
                               board, costs_view{}, Piece * 4096u, (Piece + 1) * 4096u)
                               .optimal;

// Each next move is at a head of the board and costs exactly the difference.
template <int Piece>
constexpr bool next_moves_optimal() {
  for (std::uint32_t s = Piece * 4096u; s != (Piece + 1) * 4096u; ++s) {
    if (!unchecked::reachable(s) || unchecked::cost(s) == 0) {
      if (unchecked::next(s) != s) return false;
      continue;
    }
    const std::uint32_t flipped = s ^ unchecked::next(s);
    bool legal = false;
    for (int cell = 0; cell != board.cells(); ++cell)
      legal = legal || (flipped == board.flip_mask(cell) && board.is_legal(s, cell));
    if (!legal ||
        unchecked::cost(unchecked::next(s)) + static_cast<unsigned>(std::popcount(flipped)) !=
            unchecked::cost(s))
      return false;
  }
  return true;
}
template <int Piece>
constexpr bool next_optimal = next_moves_optimal<Piece>();

template <int... Pieces>
constexpr bool all_pieces(std::integer_sequence<int, Pieces...>) {
  return ((certified<Pieces> && next_optimal<Pieces>) && ...);
}

}  // namespace

static_assert(all_pieces(std::make_integer_sequence<int, 16>{}));
static_assert(table::reachable_count() == 4096 && table::state_count() == 65536);
