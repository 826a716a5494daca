// The committed 4 x 4 table is proven optimal by certificate rather than by solving again: every
// cost satisfies the Bellman optimality equations (in 64 pieces of 1,024 boards, one constant
// evaluation each, within clang++-19's budget of steps; each read of a cost is the header's
// checked one, an optional), and every next move is legal and optimal (its
// weight plus the next cost is the cost).
// label: heavy
#include <bit>
#include <cstdint>
#include <optional>
#include <utility>

#include "ctp/nine_tails.hpp"
#include "ctp/tables/nine_tails_4x4.hpp"

namespace {

namespace table = ctp::tables::nine_tails_4x4;
constexpr ctp::nine_tails_shape shape{4, 4};

// The state of index s, which is one of the table's throughout (s < 65,536): the unchecked form
// serves.
constexpr table::state at(std::uint32_t s) { return table::unchecked::state_at(s); }

// The table's costs, as the certificate reads them: indexable by state, the largest byte where a
// state cannot reach all tails (search::unreachable).
struct costs_view {
  constexpr unsigned operator[](std::uint32_t s) const {
    return table::cost(at(s)).value_or(ctp::search::unreachable<std::uint8_t>);
  }
};

// The boards of one piece: one constant evaluation each.
constexpr std::uint32_t piece_size = 1024;

template <int Piece>
constexpr bool certified = ctp::nine_tails_certify<ctp::nine_tails_model::weighted>(
                               shape, costs_view{}, Piece* piece_size, (Piece + 1) * piece_size)
                               .optimal;

// Each next move is at a head of the board and costs exactly the difference.
template <int Piece>
constexpr bool next_moves_optimal() {
  for (std::uint32_t s = Piece * piece_size; s != (Piece + 1) * piece_size; ++s) {
    const std::optional<table::state> next = table::next(at(s));
    if (!table::reachable(at(s)) || table::cost(at(s)) == 0u) {
      if (next) return false;
      continue;
    }
    if (!next) return false;
    const std::uint32_t flipped = s ^ next->index();
    bool legal = false;
    for (int cell = 0; cell != shape.cells(); ++cell)
      legal = legal || (flipped == shape.flip_mask(cell) && shape.is_legal(s, cell));
    if (!legal || table::cost(*next).value_or(0) + static_cast<unsigned>(std::popcount(flipped)) !=
                      table::cost(at(s)))
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

static_assert(all_pieces(std::make_integer_sequence<int, 65536 / piece_size>{}));
static_assert(table::reachable_count() == 4096 && table::state_count() == 65536);

// A board that cannot reach all tails has no cost and no next board; HHHHHHHHHHHHHHHH's cost
// is 16 (every coin flipped once), all tails' 0. A board's text needs sixteen letters.
static_assert(!table::cost(at(1)) && !table::reachable(at(1)) && !table::next(at(1)));
static_assert(table::cost(*table::parse("HHHHHHHHHHHHHHHH")) == 16u);
static_assert(table::cost(table::goal()) == 0u && table::goal().index() == 65535);
static_assert(!table::parse("HHHTTTHHH") && !table::state_at(65536));
