// Nine tails (Liang, "The Weighted Nine Tails Problem"), solved by the compiler: boards of R x C
// coins, the least flips (or moves) of every state to all tails, canonical optimal paths, three
// techniques proven equal (Dial's buckets, a binary heap, Liang's linear scan), and a certificate
// that proves a cost table optimal. The run-time solver of boards up to 5 x 5, the one ctp-gen
// runs, is included on its own: nine_tails/run_time/solution.hpp.
#ifndef CTP_NINE_TAILS_HPP_INCLUDED
#define CTP_NINE_TAILS_HPP_INCLUDED

#include "ctp/nine_tails/certificate.hpp"
#include "ctp/nine_tails/rules.hpp"
#include "ctp/nine_tails/solver.hpp"
#include "ctp/nine_tails/span.hpp"
#include "ctp/nine_tails/table.hpp"
#include "ctp/nine_tails/text.hpp"
#include "ctp/nine_tails/with_binary_heap.hpp"
#include "ctp/nine_tails/with_dial.hpp"
#include "ctp/nine_tails/with_linear_scan.hpp"

namespace ctp {

// Every state of a Rows x Cols board (1 to 16 cells), solved by the compiler with the fastest
// technique, Dial's buckets (ctp::with_dial): `nine_tails_solve<3, 3>().cost(56)` is 8.
template <int Rows, int Cols, nine_tails_model Model = nine_tails_model::weighted>
constexpr auto nine_tails_solve() {
  return with_dial::nine_tails_solve<Rows, Cols, Model>();
}

}  // namespace ctp

#endif  // CTP_NINE_TAILS_HPP_INCLUDED
