// Nine tails (seed 003, Liang), solved by the compiler: the cost and canonical next board of every
// state of an R x C board (up to 4 x 4) in one constexpr table.
#ifndef CTP_NINE_TAILS_TABLE_HPP_INCLUDED
#define CTP_NINE_TAILS_TABLE_HPP_INCLUDED

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "ctp/fixed_string.hpp"
#include "ctp/nine_tails/board.hpp"
#include "ctp/nine_tails/solver.hpp"
#include "ctp/search/bit_set.hpp"
#include "ctp/search/bucket_queue.hpp"
#include "ctp/search/static_vector.hpp"

namespace ctp {

// The most cells of a table built at compile time: 4 x 4 (65,536 states) fits both compilers'
// default limits; 5 x 5 is for the generator (ctp-gen) at run time.
inline constexpr int nine_tails_max_compile_time_cells = 16;

// The longest canonical path a table returns, in boards (each move costs at least 1 and every
// reachable cost is below 255).
inline constexpr std::size_t nine_tails_max_path = 256;

// Every state of a Rows x Cols board, solved: its least cost to all tails and the next board on
// its canonical optimal path. Plain arrays, indexed by state.
template <int Rows, int Cols, nine_tails_model Model = nine_tails_model::weighted>
struct nine_tails_table {
  static constexpr nine_tails_board board{Rows, Cols};
  static constexpr std::size_t states = std::size_t{1} << (Rows * Cols);
  // The smallest unsigned type that holds a state.
  using state_type = std::conditional_t<(Rows * Cols <= 8), std::uint8_t,
                                        std::conditional_t<(Rows * Cols <= 16), std::uint16_t,
                                                           std::uint32_t>>;

  std::uint8_t cost[states];   // nine_tails_unreachable where all tails cannot be reached
  state_type next[states];     // the state itself where unreachable, and for all tails
  std::uint64_t reachable;     // how many states reach all tails

  // The least number of flips (or moves) from state to all tails.
  constexpr unsigned cost_of(nine_tails_state state) const { return cost[state]; }
  constexpr bool reaches_goal(nine_tails_state state) const { return cost[state] != nine_tails_unreachable; }
  constexpr nine_tails_state next_of(nine_tails_state state) const { return next[state]; }

  // The canonical optimal path from state to all tails, both ends included; empty when state
  // cannot reach all tails.
  constexpr search::static_vector<nine_tails_state, nine_tails_max_path> path(nine_tails_state state) const {
    search::static_vector<nine_tails_state, nine_tails_max_path> boards;
    if (!reaches_goal(state)) return boards;
    boards.push_back(state);
    while (state != board.all_tails()) {
      state = next[state];
      boards.push_back(state);
    }
    return boards;
  }
};

namespace detail {
template <int Rows, int Cols>
consteval bool check_compile_time_board() {
  constexpr bool valid = nine_tails_valid_board({Rows, Cols});
  static_assert(valid, "ctp: a nine tails board has 1 to 25 cells (at most 5x5)");
  static_assert(!valid || Rows * Cols <= nine_tails_max_compile_time_cells,
                "ctp: a nine tails table built at compile time has at most 16 cells (4x4); "
                "generate larger boards with ctp-gen");
  return valid && Rows * Cols <= nine_tails_max_compile_time_cells;
}
}  // namespace detail

// Solves every state of a Rows x Cols board at compile time (or at run time: the same code):
// 1. every next board starts as the state itself;
// 2. one search backwards from all tails finds every cost (nine_tails_solve_costs);
// 3. as each state's cost becomes final, every cheaper state is final already, so its canonical
//    next board (nine_tails_next) is picked right then: only reachable states cost any work.
// 3 x 3 costs about 0.1 s; 4 x 4, of which only 4,096 states reach all tails, about 1 to 2 s.
template <int Rows, int Cols, nine_tails_model Model = nine_tails_model::weighted>
constexpr auto nine_tails_solve() {
  if constexpr (detail::check_compile_time_board<Rows, Cols>()) {
    using table_type = nine_tails_table<Rows, Cols, Model>;
    using state_type = typename table_type::state_type;
    table_type table;
    for (std::size_t s = 0; s != table_type::states; ++s) table.next[s] = static_cast<state_type>(s);
    constexpr unsigned max_weight = nine_tails_reverse_graph<Model>::max_weight;
    search::bucket_queue<search::bit_set<table_type::states>, max_weight> queue;
    const nine_tails_moves<Model> moves(table_type::board);
    table.reachable = nine_tails_solve_costs<Model>(
        table_type::board, table.cost, queue, [&](search::state_index s) {
          const auto u = static_cast<nine_tails_state>(s);
          table.next[s] = static_cast<state_type>(nine_tails_next(table_type::board, moves, table.cost, u));
        });
    return table;
  } else {
    return nine_tails_table<1, 1, Model>{};
  }
}

// The text of a state of a Rows x Cols board, cell 0 first: `HHHTTTHHH`.
template <int Rows, int Cols>
constexpr fixed_string<static_cast<std::size_t>(Rows * Cols)> nine_tails_text(nine_tails_state state) {
  fixed_string<static_cast<std::size_t>(Rows * Cols)> text;
  nine_tails_write_text(text.chars, state, nine_tails_board{Rows, Cols});
  text.chars[Rows * Cols] = '\0';
  return text;
}

namespace detail {
template <fixed_string Text, int Cells>
consteval bool check_nine_tails_text() {
  constexpr bool letters_ok = [] {
    for (const char coin : Text)
      if (coin != 'H' && coin != 'T') return false;
    return true;
  }();
  static_assert(Text.size() == Cells, "ctp: a nine tails board needs one letter H or T for each cell");
  static_assert(letters_ok, "ctp: a nine tails board is written with H (heads) and T (tails) only");
  return Text.size() == Cells && letters_ok;
}
}  // namespace detail

// The state written as Text, checked by the compiler: `nine_tails_index_of<"HHHTTTHHH">` is 56.
// For other boards than 3 x 3 give the number of cells: `nine_tails_index_of<"HHHHTTTTHHHHTTTT", 16>`.
template <fixed_string Text, int Cells = 9>
inline constexpr nine_tails_state nine_tails_index_of =
    detail::check_nine_tails_text<Text, Cells>()
        ? nine_tails_index(Text.view(), nine_tails_board{1, Cells})
        : 0;

}  // namespace ctp

#endif  // CTP_NINE_TAILS_TABLE_HPP_INCLUDED
