// The seed's 3 x 3 board, solved by the compiler (seed 003, Liang): HHHTTTHHH costs 8 flips along
// exactly the seed's printed path, every one of the 512 states reaches all tails, and the whole
// table satisfies the Bellman optimality equations, an independent certificate.
#include "ctp/nine_tails.hpp"

namespace {

using ctp::nine_tails_model;
constexpr auto weighted = ctp::nine_tails_solve<3, 3>();
constexpr auto unweighted = ctp::nine_tails_solve<3, 3, nine_tails_model::unweighted>();
constexpr auto start = ctp::nine_tails_index_of<"HHHTTTHHH">;

}  // namespace

// The encoding: H = 0, T = 1, cell 0 the most significant bit.
static_assert(start == 56);
static_assert(ctp::nine_tails_index_of<"TTTTTTTTT"> == 511);
static_assert(ctp::nine_tails_text<3, 3>(56) == "HHHTTTHHH");

// The seed's run: "The number of flips is 8", along HHHTTTHHH -> HHHTHTTTT -> TTTTTTTTT.
static_assert(weighted.cost_of(start) == 8);
static_assert(weighted.path(start).size() == 3);
static_assert(weighted.path(start)[1] == ctp::nine_tails_index_of<"HHHTHTTTT">);
static_assert(weighted.path(start)[2] == ctp::nine_tails_index_of<"TTTTTTTTT">);

// Every state reaches all tails, which costs 0.
static_assert(weighted.reachable == 512 && unweighted.reachable == 512);
static_assert(weighted.cost_of(511) == 0 && weighted.next_of(511) == 511);

// The certificate: every cost is the least weight plus cost over the state's legal moves.
static_assert(ctp::nine_tails_certify<nine_tails_model::weighted>(ctp::nine_tails_3x3, weighted.cost).optimal);
static_assert(ctp::nine_tails_certify<nine_tails_model::unweighted>(ctp::nine_tails_3x3, unweighted.cost).optimal);

// The unweighted model (the seed's NineTailModel, breadth-first): HHHTTTHHH takes 2 moves.
static_assert(unweighted.cost_of(start) == 2);
