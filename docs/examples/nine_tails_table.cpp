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
static_assert(ctp::nine_tails_certify<ctp::nine_tails_model::weighted>(ctp::nine_tails_3x3,
                                                                       table.costs())
                  .optimal);
//! [table]

//! [techniques]
// Three priority queues for Dijkstra's algorithm, one table: every cost and next board agree.
static_assert(ctp::with_binary_heap::nine_tails_solve<3, 3>() == table);
static_assert(ctp::with_linear_scan::nine_tails_solve<3, 3>() == table);
//! [techniques]

int main() {
  // At run time the answer is one load from the table.
  for (const auto board : table.path(start))
    std::printf("%s\n", ctp::nine_tails_text<3, 3>(board).c_str());
}
