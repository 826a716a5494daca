// expect: reachable_count() counts the states that reach all tails
// A technique with a bug, Dial's algorithm that counts one reachable state too many: the spec
// stops it with the fact it breaks, in words, not with a bare "static assertion failed".
#include <cstddef>
#include <cstdint>

#include "ctp/nine_tails/table.hpp"
#include "ctp/search/bit_set.hpp"
#include "ctp/search/bucket_queue.hpp"
#include "ctp/search/dial.hpp"
#include "spec.hpp"

namespace broken {
struct miscounting {
  static constexpr const char* word = "miscounting";
  template <int Rows, int Cols, ctp::nine_tails_model Model>
  static constexpr auto nine_tails_solve() {
    return ctp::nine_tails_table<Rows, Cols, Model>::solve_with(
        []<std::size_t States>(const auto& graph, ctp::search::state_index goal,
                               std::uint8_t(&cost)[States], auto&& settled) {
          ctp::search::bucket_queue<ctp::search::bit_set<States>, 5> queue;
          return ctp::search::dial_costs(graph, goal, cost, queue, settled) + 1;
        });
  }
};
}  // namespace broken

static_assert(nine_tails_spec::holds<2, 2, ctp::nine_tails_model::weighted, nine_tails_spec::dial>);
#ifndef CTP_FAIL_CONTROL
static_assert(nine_tails_spec::holds<2, 2, ctp::nine_tails_model::weighted, broken::miscounting>);
#endif
