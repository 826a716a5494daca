// label: heavy
// Nine tails on 5 x 5, solved at run time (33,554,432 boards, too many for the compiler's
// default limits): the facts the guide states about the largest board.
#include <catch.hpp>

#include <cstdint>
#include <vector>

#include "ctp/nine_tails.hpp"
#include "ctp/nine_tails/run_time/solution.hpp"
#include "ctp/search/bit_set.hpp"
#include "ctp/search/bucket_queue.hpp"

using ctp::nine_tails_model;
using ctp::nine_tails_shape;

TEST_CASE("5 x 5: 8,388,608 boards reach all tails, at most 79 flips or 20 moves",
          "[nine_tails][five_by_five]") {
  constexpr nine_tails_shape shape{5, 5};
  const ctp::nine_tails_solution weighted(shape, nine_tails_model::weighted);
  REQUIRE(weighted.state_count() == 33'554'432);
  REQUIRE(weighted.reachable_count() == 8'388'608);
  REQUIRE(weighted.reachable_count() == ctp::nine_tails_span_size(shape));
  REQUIRE(weighted.states_per_cost().size() - 1 == 79);
  {
    // The search over the span gives the same bytes as dial_costs over all 2^25 states.
    std::vector<std::uint8_t> every_state(shape.state_count());
    ctp::search::bucket_queue<ctp::search::dynamic_bit_set, 5> queue(shape.state_count());
    REQUIRE(ctp::nine_tails_solve_costs<nine_tails_model::weighted>(
                shape, every_state, queue, [](ctp::search::state_index) {}) == 8'388'608);
    REQUIRE(weighted.costs() == every_state);
  }

  const ctp::nine_tails_solution unweighted(shape, nine_tails_model::unweighted);
  REQUIRE(unweighted.reachable_count() == 8'388'608);
  REQUIRE(unweighted.states_per_cost().size() - 1 == 20);
}
