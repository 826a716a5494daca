// Water pouring as an implicit graph: a state's number is the
// cups read as a mixed-radix number.
#include <ctp/water_pouring.hpp>

using ctp::water_state;

constexpr ctp::water_puzzle classic{ctp::water_state_of<"3,5,8">,
                                    ctp::water_state_of<"0,0,8">,
                                    /*tap=*/false};

//! [index]
// Digits in base capacity + 1: bases 4, 6, 9, places 54, 9, 1.
constexpr ctp::water_graph graph{classic};
static_assert(ctp::search::implicit_graph<ctp::water_graph>);

static_assert(graph.state_count() == 216);  // 4 x 6 x 9
static_assert(graph.index(water_state{3, {0, 0, 8}}) == 8);
static_assert(graph.index(water_state{3, {3, 4, 1}}) ==
              3 * 54 + 4 * 9 + 1);
static_assert(graph.state(199) == water_state{3, {3, 4, 1}});
//! [index]

int main() {}
