// Nine tails (Liang, "The Weighted Nine Tails Problem"), solved by the compiler: the cost and
// canonical next board of every state of an R x C board (up to 4 x 4) in one constexpr table,
// filled by any shortest-path search of the engine (one technique each, with_<word>.hpp).
#ifndef CTP_NINE_TAILS_TABLE_HPP_INCLUDED
#define CTP_NINE_TAILS_TABLE_HPP_INCLUDED

#include <cstddef>
#include <cstdint>
#include <optional>
#include <type_traits>

#include "ctp/nine_tails/rules.hpp"
#include "ctp/nine_tails/solver.hpp"
#include "ctp/search/graph.hpp"
#include "ctp/search/static_vector.hpp"

namespace ctp {

// The most cells of a table built at compile time: 4 x 4 (65,536 states) fits both compilers'
// default limits (tests/nine_tails/static_table_4x4.cpp builds it); 5 x 5 is for the generator
// (ctp-gen) at run time.
inline constexpr int nine_tails_max_compile_time_cells = 16;

// The longest canonical path a table returns, in boards (each move costs at least 1 and every
// reachable cost is below 255).
inline constexpr std::size_t nine_tails_max_path = 256;

// Every state of a Rows x Cols board, solved: its least cost to all tails and the next board on
// its canonical optimal path, in plain arrays indexed by state. Every technique's
// nine_tails_solve returns one, built by solve_with.
template <int Rows, int Cols, nine_tails_model Model = nine_tails_model::weighted>
class nine_tails_table {
  static constexpr std::size_t states = std::size_t{1} << (Rows * Cols);

 public:
  // The shape of the board it solves.
  static constexpr nine_tails_shape shape{Rows, Cols};
  // The smallest unsigned type that holds a state.
  using state_type =
      std::conditional_t<(Rows * Cols <= 8), std::uint8_t,
                         std::conditional_t<(Rows * Cols <= 16), std::uint16_t, std::uint32_t>>;

  // Solves every state with engine(graph, goal, cost, settled), a single-source shortest-path
  // search (such as search::dial_costs with its queue) that fills cost from goal over graph,
  // calls settled(s) as the cost of each reachable state s becomes final, cheapest first, and
  // returns how many states it reached:
  // 1. every next board starts as the state itself;
  // 2. the engine searches backwards from all tails over the reversed moves, filling every cost;
  // 3. as each state's cost becomes final, every cheaper state is final already, so its
  //    canonical next board (nine_tails_next) is picked right then, the same way whatever the
  //    engine: only reachable states cost any work.
  template <class Engine>
  static constexpr nine_tails_table solve_with(Engine&& engine) {
    nine_tails_table table;
    for (std::size_t s = 0; s != states; ++s) table.next_[s] = static_cast<state_type>(s);
    const nine_tails_reverse_graph<Model> graph(shape);
    const nine_tails_moves<Model> moves(shape);
    const auto pick_next = [&](search::state_index s) {
      const auto u = static_cast<nine_tails_state>(s);
      table.next_[s] = static_cast<state_type>(nine_tails_next(shape, moves, table.cost_, u));
    };
    const search::state_index goal = shape.all_tails();
    table.reachable_count_ = engine(graph, goal, table.cost_, pick_next);
    return table;
  }

  // The least number of flips (or moves) from state to all tails; empty when all tails cannot be
  // reached.
  constexpr std::optional<unsigned> cost(nine_tails_state state) const {
    if (cost_[state] == search::unreachable<std::uint8_t>) return std::nullopt;
    return cost_[state];
  }
  // Whether all tails can be reached from state.
  constexpr bool reachable(nine_tails_state state) const {
    return cost_[state] != search::unreachable<std::uint8_t>;
  }
  // The next board on the canonical optimal path; empty at all tails and where all tails cannot
  // be reached.
  constexpr std::optional<nine_tails_state> next(nine_tails_state state) const {
    if (next_[state] == state) return std::nullopt;
    return next_[state];
  }

  // The canonical optimal path from state to all tails, both ends included; empty when state
  // cannot reach all tails.
  constexpr search::static_vector<nine_tails_state, nine_tails_max_path> path(
      nine_tails_state state) const {
    search::static_vector<nine_tails_state, nine_tails_max_path> boards;
    if (!reachable(state)) return boards;
    boards.push_back(state);
    while (state != shape.all_tails()) {
      state = next_[state];
      boards.push_back(state);
    }
    return boards;
  }

  // How many states reach all tails.
  constexpr std::uint64_t reachable_count() const { return reachable_count_; }
  // How many states the board has: 2^(Rows * Cols).
  static constexpr std::uint64_t state_count() { return states; }
  // The stored costs, indexed by state: search::unreachable<std::uint8_t> where all tails cannot
  // be reached (what nine_tails_certify reads).
  constexpr const std::uint8_t (&costs() const)[states] { return cost_; }

  // Equal when every cost and every next board are equal.
  friend constexpr bool operator==(const nine_tails_table&, const nine_tails_table&) = default;

 private:
  std::uint8_t cost_[states];
  state_type next_[states];
  std::uint64_t reachable_count_;
};

namespace detail {
template <int Rows, int Cols>
consteval bool check_compile_time_board() {
  constexpr bool valid = nine_tails_valid({Rows, Cols});
  static_assert(valid, "ctp: a nine tails board has 1 to 25 cells (at most 5x5)");
  static_assert(!valid || Rows * Cols <= nine_tails_max_compile_time_cells,
                "ctp: a nine tails table built at compile time has at most 16 cells (4x4); "
                "generate larger boards with ctp-gen");
  return valid && Rows * Cols <= nine_tails_max_compile_time_cells;
}

// What every technique's nine_tails_solve does: checks the board first (one error, no cascade),
// then solves it with the technique's engine (see nine_tails_table::solve_with).
template <int Rows, int Cols, nine_tails_model Model, class Engine>
constexpr auto solve_nine_tails_table(Engine&& engine) {
  if constexpr (check_compile_time_board<Rows, Cols>()) {
    return nine_tails_table<Rows, Cols, Model>::solve_with(engine);
  } else {
    return nine_tails_table<1, 1, Model>{};
  }
}
}  // namespace detail

}  // namespace ctp

#endif  // CTP_NINE_TAILS_TABLE_HPP_INCLUDED
