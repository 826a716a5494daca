// Water pouring as a graph for the search engine (the water-cups post's states and pours): the
// cups' states as an implicit graph, and one breadth-first search from the start that every
// answer about reachable states (paths, distances, tables) shares.
#ifndef CTP_WATER_POURING_GRAPH_HPP_INCLUDED
#define CTP_WATER_POURING_GRAPH_HPP_INCLUDED

#include <cstddef>
#include <cstdint>

#include "ctp/search/breadth_first.hpp"
#include "ctp/search/dynamic_array.hpp"
#include "ctp/search/graph.hpp"
#include "ctp/water_pouring/rules.hpp"

namespace ctp {

// The cups' states as the search engine's implicit graph: state index = the contents read as a
// mixed-radix number (cup 0 the most significant digit, base capacity + 1), edges = the moves
// that count, in the canonical order.
class water_graph {
 public:
  // Every move counts one.
  static constexpr unsigned max_weight = 1;

  // The graph of puzzle; throws std::invalid_argument (`ctp: ...`) for a puzzle that
  // water_valid rejects.
  constexpr explicit water_graph(const water_puzzle& puzzle) : puzzle_(puzzle) {
    detail::require_water_puzzle(puzzle);
    count_ = 1;
    for (int c = puzzle.capacity.cups; c-- != 0;) {
      place_[c] = count_;
      count_ *= static_cast<std::uint64_t>(puzzle.capacity[c]) + 1;
    }
  }

  // How many states the cups span: the product of every capacity plus one.
  constexpr search::state_index state_count() const noexcept { return count_; }

  // The index of the cups s (precondition: s fits the capacities).
  constexpr search::state_index index(const water_state& s) const noexcept {
    search::state_index i = 0;
    for (int c = 0; c != s.cups; ++c) i += static_cast<std::uint64_t>(s[c]) * place_[c];
    return i;
  }
  // The cups of index i (precondition: i < state_count()). In 32 bits: every index is below
  // water_max_states (2^24), and the search divides once a cup for every state it takes.
  constexpr water_state state(search::state_index i) const noexcept {
    water_state s{puzzle_.capacity.cups, {}};
    auto rest = static_cast<std::uint32_t>(i);
    for (int c = 0; c != s.cups; ++c) {
      const auto place = static_cast<std::uint32_t>(place_[c]);
      s.amount[c] = static_cast<int>(rest / place);
      rest %= place;
    }
    return s;
  }

  // Calls edge(j, 1) for the state j of each move from state i, in the canonical order. A move
  // changes one cup (fill, empty) or two (pour), so j is i moved by the water each gains times
  // its place: the search's inner loop never builds the next state.
  template <class Edge>
  constexpr void for_each_edge(search::state_index i, Edge&& edge) const {
    const water_state now = state(i);
    const water_state& capacity = puzzle_.capacity;
    water_for_each_legal_move(puzzle_, now, [&](const water_move& move) {
      const std::uint64_t from = place_[move.from];
      switch (move.kind) {
        case water_move::pour: {
          const auto poured =
              static_cast<std::uint64_t>(water_poured(capacity, now, move.from, move.to));
          edge(i - poured * from + poured * place_[move.to], 1u);
          break;
        }
        case water_move::fill:
          edge(i + static_cast<std::uint64_t>(capacity[move.from] - now[move.from]) * from, 1u);
          break;
        case water_move::empty:
          edge(i - static_cast<std::uint64_t>(now[move.from]) * from, 1u);
          break;
      }
    });
  }

  // The puzzle it was made from.
  constexpr const water_puzzle& puzzle() const noexcept { return puzzle_; }

 private:
  water_puzzle puzzle_;
  std::uint64_t place_[water_max_cups]{};
  std::uint64_t count_ = 0;
};

// Every state reachable from the start with its fewest moves, in the order breadth-first search
// reaches them (start first).
struct water_reached {
  water_state state;    // the cups
  std::uint32_t moves;  // the fewest moves from the start
};

// One breadth-first search from the puzzle's start: the reached states in order, and each
// state's first-discovery parent (for paths).
class water_search {
 public:
  // Searches from the start of puzzle; throws as water_graph does for a puzzle it rejects.
  constexpr explicit water_search(const water_puzzle& puzzle)
      : graph_(puzzle),
        moves_(graph_.state_count(), 0),
        parent_(graph_.state_count(), 0),
        order_(graph_.state_count(), 0),
        position_(graph_.state_count(), 0) {
    const search::state_index start = graph_.index(puzzle.start);
    parent_[start] = start;
    reached_ = search::breadth_first(
        graph_, start, moves_, order_,
        [&](search::state_index t, search::state_index s, unsigned) { parent_[t] = s; });
    for (std::uint64_t k = 0; k != reached_; ++k) position_[order_[k]] = k;
  }

  // The graph it searched.
  constexpr const water_graph& graph() const noexcept { return graph_; }
  // The reached states, start first, in the order they were reached.
  constexpr search::dynamic_array<water_reached> reached() const {
    search::dynamic_array<water_reached> all(reached_, water_reached{});
    for (std::uint64_t k = 0; k != reached_; ++k)
      all[k] = {graph_.state(order_[k]), moves_[order_[k]]};
    return all;
  }
  // The first state reached that satisfies goal (the canonical goal state), if any.
  constexpr bool find(const water_goal& goal, search::state_index& found) const {
    for (std::uint64_t k = 0; k != reached_; ++k) {
      if (goal.reached_by(graph_.state(order_[k]))) {
        found = order_[k];
        return true;
      }
    }
    return false;
  }
  // How many states were reached.
  constexpr std::uint64_t reached_count() const noexcept { return reached_; }
  // The k-th state reached, start first (precondition: k < reached_count()).
  constexpr water_state reached_state(std::uint64_t k) const { return graph_.state(order_[k]); }
  // The position of a state in the reached order, or reached_count() when it was not reached.
  constexpr std::uint64_t position(const water_state& s) const {
    const search::state_index i = graph_.index(s);
    return moves_[i] == search::unreachable<std::uint32_t> ? reached_ : position_[i];
  }

  // The canonical path from the start to state i, both ends included.
  // It counts the path's states first and fills them from the end: an array sized once, where
  // growing and reversing a vector cost every includer compile time.
  constexpr search::dynamic_array<water_state> path_to(search::state_index i) const {
    std::size_t length = 1;
    for (search::state_index j = i; parent_[j] != j; j = parent_[j]) ++length;
    search::dynamic_array<water_state> path(length, water_state{});
    for (std::size_t k = length; k-- != 0; i = parent_[i]) path[k] = graph_.state(i);
    return path;
  }

 private:
  water_graph graph_;
  search::dynamic_array<std::uint32_t> moves_;
  search::dynamic_array<search::state_index> parent_;
  search::dynamic_array<search::state_index> order_;
  search::dynamic_array<std::uint64_t> position_;  // of each reached state in order_
  std::uint64_t reached_ = 0;
};

}  // namespace ctp

#endif  // CTP_WATER_POURING_GRAPH_HPP_INCLUDED
