// Nine tails (seed 003, Liang's weighted case study), solved by the compiler: boards of R x C
// coins, the least flips (or moves) of every state to all tails, canonical optimal paths, and a
// certificate that proves a cost table optimal.
#ifndef CTP_NINE_TAILS_HPP_INCLUDED
#define CTP_NINE_TAILS_HPP_INCLUDED

#include "ctp/nine_tails/board.hpp"
#include "ctp/nine_tails/certificate.hpp"
#include "ctp/nine_tails/solution.hpp"
#include "ctp/nine_tails/solver.hpp"
#include "ctp/nine_tails/table.hpp"

#endif  // CTP_NINE_TAILS_HPP_INCLUDED
