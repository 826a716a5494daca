// Compile-time cost of the whole nine tails table (least coins flipped) of a board of SIZE cells
// (4: 2x2, 6: 2x3, 9: 3x3, 12: 3x4, 16: 4x4, 20: 4x5), by ctp::with_linear_scan::nine_tails_solve:
// Liang's linear scan for the cheapest state, O(V^2).
#include "ctp/nine_tails/with_linear_scan.hpp"

constexpr int rows = SIZE == 4    ? 2
                     : SIZE == 6  ? 2
                     : SIZE == 9  ? 3
                     : SIZE == 12 ? 3
                     : SIZE == 16 ? 4
                                  : 4;
constexpr int cols = SIZE / rows;
constexpr auto table = ctp::with_linear_scan::nine_tails_solve<rows, cols>();
static_assert(table.cost(table.shape.all_tails()) == 0 && table.reachable_count() > 0);
