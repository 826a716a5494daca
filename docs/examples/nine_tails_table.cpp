// docs/nine_tails.md: Liang's board, solved and certified by the compiler, by three techniques.
#include <ctp/nine_tails.hpp>

#include <cstdio>

//! [table]
// Every state of Liang's 3 x 3 board, solved while the program compiles.
constexpr auto table = ctp::nine_tails_solve<3, 3>();  // weighted: least coins flipped
constexpr auto start = ctp::nine_tails_state_of<"HHHTTTHHH">;

static_assert(start == 56);
static_assert(table.cost(start) == 8);  // "The number of flips is 8"
static_assert(table.next(start) == ctp::nine_tails_state_of<"HHHTHTTTT">);
static_assert(table.path(start)[2] == ctp::nine_tails_state_of<"TTTTTTTTT">);
static_assert(table.reachable_count() == 512);  // every state can reach all tails

// An independent certificate: every cost satisfies the Bellman optimality equations.
static_assert(ctp::nine_tails_certify<ctp::nine_tails_model::weighted>(ctp::nine_tails_shape_3x3,
                                                                       table.costs())
                  .optimal);
//! [table]

//! [techniques]
// Three priority queues for Dijkstra's algorithm, one table: every cost and next board agree.
static_assert(ctp::with_binary_heap::nine_tails_solve<3, 3>() == table);
static_assert(ctp::with_linear_scan::nine_tails_solve<3, 3>() == table);
//! [techniques]

//! [span]
// A move XORs its mask into the board, so all tails is reachable only from the masks' span over
// GF(2): 2^rank boards. On 4 x 4 the 16 masks have rank 12, so 61,440 boards cannot reach it.
constexpr ctp::nine_tails_shape four_by_four{4, 4};
static_assert(ctp::nine_tails_move_rank(four_by_four) == 12);
static_assert(ctp::nine_tails_span_size(four_by_four) == 4'096);
static_assert(four_by_four.state_count() - ctp::nine_tails_span_size(four_by_four) == 61'440);
static_assert(ctp::nine_tails_move_rank(ctp::nine_tails_shape{5, 5}) == 23);  // 8,388,608 boards
//! [span]

// The path, worked out by the compiler: at run time it is only printed.
constexpr auto path = table.path(start);

int main() {
  for (const auto board : path) std::printf("%s\n", ctp::nine_tails_text<3, 3>(board).c_str());
}
