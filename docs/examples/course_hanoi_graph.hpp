// The course's towers of Hanoi as an implicit graph (docs/course/12_search.md), which lesson 12's
// example searches: a state is where each disc is, the edges are the legal moves.
#ifndef CTP_DOCS_EXAMPLES_COURSE_HANOI_GRAPH_HPP_INCLUDED
#define CTP_DOCS_EXAMPLES_COURSE_HANOI_GRAPH_HPP_INCLUDED

#include <cstdint>

#include "ctp/search/graph.hpp"

//! [graph]
// The states of the towers of Hanoi with Discs discs: state = the sum of peg(d) * 3^d over the
// discs d, 0 the smallest, with the pegs START = 0, PARK = 1, GOAL = 2. Nothing is stored: the
// moves of a state are worked out when asked for.
template <int Discs>
struct hanoi_graph {
  static constexpr unsigned max_weight = 1;  // every move counts 1

  // 3^Discs: every disc on any of the three pegs.
  constexpr ctp::search::state_index state_count() const {
    ctp::search::state_index count = 1;
    for (int disc = 0; disc != Discs; ++disc) count *= 3;
    return count;
  }

  // Calls edge(t, 1) for every state t one legal move away from `state`.
  template <class Edge>
  constexpr void for_each_edge(ctp::search::state_index state, Edge&& edge) const {
    // 1. The top disc of each peg: the smallest disc on it, or Discs when it is empty.
    int top[3] = {Discs, Discs, Discs};
    ctp::search::state_index power[Discs] = {};
    ctp::search::state_index rest = state, place = 1;
    for (int disc = 0; disc != Discs; ++disc, rest /= 3, place *= 3) {
      power[disc] = place;
      const auto peg = static_cast<int>(rest % 3);
      if (top[peg] == Discs) top[peg] = disc;
    }
    // 2. A top disc may go onto an empty peg or onto a larger disc.
    for (int from = 0; from != 3; ++from) {
      for (int to = 0; to != 3; ++to) {
        const int disc = top[from];
        if (from != to && disc != Discs && disc < top[to])
          edge(state + power[disc] * static_cast<ctp::search::state_index>(to) -
                   power[disc] * static_cast<ctp::search::state_index>(from),
               1u);
      }
    }
  }
};
//! [graph]

#endif  // CTP_DOCS_EXAMPLES_COURSE_HANOI_GRAPH_HPP_INCLUDED
