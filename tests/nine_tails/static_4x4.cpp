// The 4 x 4 board, 65,536 states, solved by the compiler under each compiler's default limits:
// 4,096 states reach all tails and 61,440 cannot; the largest cost is 32 flips (8 moves
// unweighted). The table is certified optimal piece by piece (one constant evaluation each).
// label: heavy
#include <cstdint>
#include <utility>

#include "ctp/nine_tails.hpp"

namespace {

using ctp::nine_tails_model;
constexpr ctp::nine_tails_board board{4, 4};
constexpr auto weighted = ctp::nine_tails_solve<4, 4>();

constexpr unsigned largest_cost(const std::uint8_t (&cost)[65536]) {
  unsigned largest = 0;
  for (const std::uint8_t c : cost)
    if (c != ctp::nine_tails_unreachable && c > largest) largest = c;
  return largest;
}

// The Bellman certificate over states [piece * 8192, (piece + 1) * 8192).
template <int Piece>
constexpr bool certified = ctp::nine_tails_certify<nine_tails_model::weighted>(
                               board, weighted.cost, Piece * 8192u, (Piece + 1) * 8192u)
                               .optimal;

template <int... Pieces>
constexpr bool all_certified(std::integer_sequence<int, Pieces...>) {
  return (certified<Pieces> && ...);
}

}  // namespace

static_assert(weighted.reachable == 4096);
static_assert(weighted.states - weighted.reachable == 61440);
static_assert(largest_cost(weighted.cost) == 32);
static_assert(all_certified(std::make_integer_sequence<int, 8>{}));

// Every path from a reachable state ends at all tails, one optimal move at a time.
static_assert(weighted.path(ctp::nine_tails_index_of<"HHHHHHHHHHHHHHHH", 16>).size() > 1);
static_assert(!weighted.reaches_goal(ctp::nine_tails_index_of<"HTTTTTTTTTTTTTTT", 16>));
