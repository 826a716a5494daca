// compilers: gcc clang
// errors: 1
// notes: 3
// docs/course/12_search.md: a type without for_each_edge is not an implicit graph.
#include "ctp/search/graph.hpp"

//! [not-a-graph]
// States and a weight, but no way to list a state's moves.
struct no_moves {
  static constexpr unsigned max_weight = 1;
  constexpr ctp::search::state_index state_count() const { return 3; }
};

static_assert(ctp::search::implicit_graph<no_moves>);
//! [not-a-graph]
