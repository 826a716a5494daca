// Nine tails (Liang, "The Weighted Nine Tails Problem") solved at run time over only the boards
// that can reach all tails: Dijkstra's algorithm with Dial's buckets over the reversed moves, the
// search of ctp::nine_tails_solve_costs, with the boards numbered in coordinates of the moves'
// span over GF(2) (span.hpp), 2^rank of them instead of 2^cells (8,388,608 of 33,554,432 on 5 x 5).
#ifndef CTP_NINE_TAILS_RUN_TIME_SPAN_SEARCH_HPP_INCLUDED
#define CTP_NINE_TAILS_RUN_TIME_SPAN_SEARCH_HPP_INCLUDED

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "ctp/detail/reject.hpp"
#include "ctp/nine_tails/rules.hpp"
#include "ctp/nine_tails/solver.hpp"
#include "ctp/nine_tails/span.hpp"

namespace ctp {
namespace detail {

// The boards that can reach all tails, numbered 0 .. 2^rank - 1 in the boards' own order. Such a
// board is all tails XOR a sum of flip masks. With the masks' basis in reduced echelon form (each
// vector's leading bit clear in every other vector), a sum is fixed by its bits at the leading
// positions alone, and so is the board: its number is those bits, lowest position first. Taking
// bits is linear, so the number of board ^ mask is the number of board XOR the number of mask:
// a move stays one XOR.
class nine_tails_span_numbering {
 public:
  // The numbering of shape's span (a valid shape).
  constexpr explicit nine_tails_span_numbering(nine_tails_shape shape) {
    const nine_tails_echelon echelon = nine_tails_span_echelon(shape);
    rank_ = echelon.rank;
    // 1. Reduce the echelon basis: clear each leading bit from the vectors above it, highest
    //    leading bit first (a vector has no bit above its leading one, so no cleared bit returns).
    nine_tails_state basis[nine_tails_max_cells]{};
    for (int lead = 0; lead != nine_tails_max_cells; ++lead) basis[lead] = echelon.basis[lead];
    for (int lead = nine_tails_max_cells - 1; lead >= 0; --lead) {
      if (basis[lead] == 0) continue;
      leading_ |= nine_tails_state{1} << lead;
      for (int above = lead + 1; above != nine_tails_max_cells; ++above)
        if (((basis[above] >> lead) & 1u) != 0) basis[above] ^= basis[lead];
    }
    // 2. Number bit k stands for the vector of the k-th leading position. The board of a number
    //    is all tails XOR the vectors of its clear bits, that is first_ (the board numbered 0)
    //    XOR the vectors of its set bits, looked up a byte at a time.
    nine_tails_state by_bit[32]{};
    int bit = 0;
    first_ = shape.all_tails();
    for (const nine_tails_state vector : basis) {
      if (vector == 0) continue;
      by_bit[bit++] = vector;
      first_ ^= vector;
    }
    for (int part = 0; part != parts; ++part)
      for (unsigned byte = 1; byte != 256; ++byte)
        vectors_[part][byte] =
            vectors_[part][byte & (byte - 1)] ^ by_bit[part * 8 + std::countr_zero(byte)];
  }

  // How many boards can reach all tails: 2^rank.
  constexpr std::uint64_t count() const noexcept { return std::uint64_t{1} << rank_; }

  // The number of a board of the span or of its coset (the bits at the leading positions).
  constexpr std::uint32_t number_of(nine_tails_state board) const noexcept {
    std::uint32_t number = 0;
    int bit = 0;
    for (nine_tails_state rest = leading_; rest != 0; rest &= rest - 1, ++bit)
      number |= ((board >> std::countr_zero(rest)) & 1u) << bit;
    return number;
  }

  // What the number's bits 0 to 7 (byte, below 256) add to a board: the board of number
  // n * 256 + byte is board_at(n * 256) ^ low_change(byte).
  constexpr nine_tails_state low_change(std::uint32_t byte) const noexcept {
    return vectors_[0][byte];
  }

  // The board numbered `number` (below count()).
  constexpr nine_tails_state board_at(std::uint32_t number) const noexcept {
    return first_ ^ vectors_[0][number & 255u] ^ vectors_[1][(number >> 8) & 255u] ^
           vectors_[2][(number >> 16) & 255u] ^ vectors_[3][number >> 24];
  }

 private:
  static constexpr int parts = 4;  // bytes of a number: 25 cells need four
  int rank_ = 0;
  nine_tails_state leading_ = 0;
  nine_tails_state first_ = 0;
  nine_tails_state vectors_[parts][256]{};
};

}  // namespace detail

// Fills cost with every state's least cost to all tails on shape (1 to 25 cells), as
// nine_tails_solve_costs does, byte for byte: cost becomes 2^cells entries,
// search::unreachable<std::uint8_t> where all tails cannot be reached. Returns how many states
// reach all tails. Throws std::invalid_argument (`ctp: a nine tails board has 1 to 25 cells (at
// most 5x5)`) for any other shape. The search runs on the span's numbering (a byte and six bits a
// board of the span, which is a quarter of the states on 5 x 5), then copies the costs to their
// states:
// 1. All tails costs 0 and waits in bucket 0 (bucket k holds the boards waiting at a cost
//    congruent to k modulo max_weight + 1, as in search::bucket_queue).
// 2. Take the waiting boards of the smallest cost c, in order: their costs are final.
// 3. Compare each edge (a tails bit, as in nine_tails_reverse_graph) with the cost it reaches
//    without a branch to mispredict, and keep those that improve it, in order: they are few (one
//    in eight on 4 x 4). Relax the kept edges a batch at a time, as dial_costs relaxes them: no
//    relaxation at cost c changes a cost of c or less, so an edge compared before the batch's
//    relaxations is compared again when it is relaxed.
// 4. Repeat with c + 1 until no board waits (none is kept at a cost above the last batch's c +
//    max_weight).
template <nine_tails_model Model>
constexpr std::uint64_t nine_tails_span_costs(nine_tails_shape shape,
                                              std::vector<std::uint8_t>& cost) {
  constexpr unsigned buckets = nine_tails_reverse_graph<Model>::max_weight + 1;
  const nine_tails_moves<Model> moves(shape);
  const detail::nine_tails_span_numbering numbering(shape);
  std::uint64_t step[nine_tails_max_cells]{};  // the number of each move's mask, shifted by 8
  for (int bit = 0; bit != shape.cells(); ++bit)
    step[bit] = std::uint64_t{numbering.number_of(moves.masks[bit])} << 8;
  const std::uint64_t words = (numbering.count() + 63) / 64;
  std::vector<std::uint8_t> span_cost(numbering.count(), search::unreachable<std::uint8_t>);
  std::vector<std::uint64_t> waiting_words(buckets * words, 0);  // bucket k from k * words
  const std::uint32_t goal = numbering.number_of(shape.all_tails());
  span_cost[goal] = 0;
  waiting_words[goal / 64] |= std::uint64_t{1} << (goal % 64);
  // No board waits at a cost above `last`: raised to c + max_weight whenever an edge may improve.
  std::uint64_t last = 0, reached = 0;
  // The kept edges: the number reached (shifted by 8) and its cost through the edge.
  constexpr std::size_t batch_size = 4096;
  std::uint64_t batch[batch_size];  // written before it is read: no need to clear 32 KiB
  std::size_t batched = 0;
  for (std::uint64_t c = 0; c <= last; ++c) {
    std::uint64_t* bucket[buckets]{};  // bucket[k]: the words of cost c + k
    for (unsigned k = 0; k != buckets; ++k) bucket[k] = &waiting_words[(c + k) % buckets * words];
    // edge[bit]: the number of the move's mask (shifted by 8) and c + the move's weight.
    std::uint64_t edge[nine_tails_max_cells]{};
    nine_tails_state too_costly = 0;  // the bits whose edges' costs leave the cost type
    for (int bit = 0; bit != shape.cells(); ++bit) {
      const std::uint64_t through = c + moves.weights[bit];
      edge[bit] = step[bit] | (through & 255u);
      if (through >= search::unreachable<std::uint8_t>) too_costly |= nine_tails_state{1} << bit;
    }
    const auto relax_batch = [&] {
      if (batched != 0) last = c + buckets - 1;
      for (std::size_t at = 0; at != batched; ++at) {
        const std::uint64_t to = batch[at] >> 8;
        const unsigned through = batch[at] & 255u;
        const unsigned before = span_cost[to];
        if (through >= before) continue;  // an earlier edge of the batch got there first
        const std::uint64_t bit = std::uint64_t{1} << (to % 64);
        if (before != search::unreachable<std::uint8_t>) bucket[before - c][to / 64] &= ~bit;
        bucket[through - c][to / 64] |= bit;
        span_cost[to] = static_cast<std::uint8_t>(through);
      }
      batched = 0;
    };
    for (std::uint64_t at = 0; at != words; ++at) {
      std::uint64_t word = bucket[0][at];
      if (word == 0) continue;
      bucket[0][at] = 0;
      const auto first = static_cast<std::uint32_t>(at * 64);
      const nine_tails_state first_tails = numbering.board_at(first);
      for (; word != 0; word &= word - 1) {
        const auto low = static_cast<std::uint32_t>(std::countr_zero(word));
        const nine_tails_state tails = first_tails ^ numbering.low_change(low);
        if ((tails & too_costly) != 0)
          detail::reject<std::overflow_error>("ctp: a path cost does not fit the cost type");
        const std::uint64_t from = std::uint64_t{first + low} << 8;
        for (nine_tails_state rest = tails; rest != 0; rest &= rest - 1) {
          const std::uint64_t to = from ^ edge[static_cast<unsigned>(std::countr_zero(rest))];
          batch[batched] = to;
          batched += (to & 255u) < std::uint64_t{span_cost[to >> 8]} ? 1u : 0u;
        }
        ++reached;
      }
      if (batched > batch_size - std::size_t{64} * nine_tails_max_cells) relax_batch();
    }
    relax_batch();
  }
  // The other states cannot reach all tails.
  cost.assign(shape.state_count(), search::unreachable<std::uint8_t>);
  for (std::uint32_t first = 0; first < numbering.count(); first += 256) {
    const nine_tails_state first_board = numbering.board_at(first);
    const auto block =
        static_cast<std::uint32_t>(std::min<std::uint64_t>(numbering.count() - first, 256));
    for (std::uint32_t low = 0; low != block; ++low)
      cost[first_board ^ numbering.low_change(low)] = span_cost[first + low];
  }
  return reached;
}

}  // namespace ctp

#endif  // CTP_NINE_TAILS_RUN_TIME_SPAN_SEARCH_HPP_INCLUDED
