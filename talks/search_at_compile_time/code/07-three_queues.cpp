// Three priority queues for Dijkstra's algorithm ("A note on two
// problems in connexion with graphs"), one table.
#include <ctp/nine_tails.hpp>

//! [agree]
// Dial's buckets: what ctp::nine_tails_solve uses.
constexpr auto dial = ctp::nine_tails_solve<3, 3>();

// Liang's own: scan all 512 boards for the cheapest, O(V^2).
static_assert(ctp::with_linear_scan::nine_tails_solve<3, 3>() ==
              dial);
// The textbook queue: an indexed binary heap, O(E log V).
static_assert(ctp::with_binary_heap::nine_tails_solve<3, 3>() ==
              dial);
//! [agree]

int main() {}
