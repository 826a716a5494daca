// docs/course/11_concepts.md: concepts, the requirements a template puts on its arguments, and
// ctp's implicit_graph, with the towers of Hanoi's states and moves as a graph.
#include <concepts>
#include <cstdint>
#include <cstdio>

#include "ctp/search/graph.hpp"
#include "course_hanoi_graph.hpp"

//! [concept]
// A puzzle whose number of moves the compiler can work out from its size.
template <class Puzzle>
concept counted_puzzle = requires(int size) {
  { Puzzle::move_count(size) } -> std::same_as<std::uint64_t>;
};

struct towers {
  static constexpr std::uint64_t move_count(int discs) { return (std::uint64_t{1} << discs) - 1; }
};

struct rings {
  static constexpr std::uint64_t move_count(int rings) {
    return (std::uint64_t{1} << (rings + 1)) / 3;
  }
};

static_assert(counted_puzzle<towers> && counted_puzzle<rings>);
static_assert(!counted_puzzle<int>);
//! [concept]

//! [constrained]
// The moves of all the sizes 1 to `most`, for any counted puzzle.
template <counted_puzzle Puzzle>
constexpr std::uint64_t moves_up_to(int most) {
  std::uint64_t moves = 0;
  for (int size = 1; size <= most; ++size) moves += Puzzle::move_count(size);
  return moves;
}

static_assert(moves_up_to<towers>(3) == 1 + 3 + 7);
static_assert(moves_up_to<rings>(3) == 1 + 2 + 5);
//! [constrained]

//! [requires-clause]
// The same constraint in the long form: a requires-clause after the parameter list.
template <class Puzzle>
  requires counted_puzzle<Puzzle>
constexpr std::uint64_t moves_of_size(int size) {
  return Puzzle::move_count(size);
}

static_assert(moves_of_size<towers>(3) == 7);
//! [requires-clause]

//! [and]
// A counted puzzle that also has a name: && joins a concept and a requires expression, and a
// type satisfies the whole only when it satisfies both.
template <class Puzzle>
concept named_puzzle = counted_puzzle<Puzzle> && requires {
  { Puzzle::name } -> std::convertible_to<const char*>;
};

struct named_towers : towers {
  static constexpr const char* name = "towers of Hanoi";
};

static_assert(named_puzzle<named_towers> && !named_puzzle<towers>);
//! [and]

//! [lvalue]
// After ->, the concept's first argument is decltype((E)). A static data member is an lvalue,
// so decltype((E)) is a reference to its type: name is a const char* const, a reference to it
// is const char* const&.
template <class Puzzle>
concept name_is_pointer = requires {
  { Puzzle::name } -> std::same_as<const char*>;
};

template <class Puzzle>
concept name_is_reference = requires {
  { Puzzle::name } -> std::same_as<const char* const&>;
};

static_assert(!name_is_pointer<named_towers>);
static_assert(name_is_reference<named_towers>);

// A function that returns a reference is an lvalue too: not a counted_puzzle.
struct towers_by_reference {
  static constexpr std::uint64_t seven = 7;
  static constexpr const std::uint64_t& move_count(int) { return seven; }
};

static_assert(!counted_puzzle<towers_by_reference>);
//! [lvalue]

//! [two-parameters]
// A requires expression may take several parameters: here a size and a move's number.
template <class Puzzle>
concept timed_puzzle = requires(int size, std::uint64_t k) {
  { Puzzle::seconds_before(size, k) } -> std::same_as<double>;
};

// Each move takes half a second: move k starts after k of them.
struct timed_towers {
  static constexpr double seconds_before(int, std::uint64_t k) { return 0.5 * double(k); }
};

static_assert(timed_puzzle<timed_towers> && !timed_puzzle<towers>);
//! [two-parameters]

//! [edges]
static_assert(ctp::search::implicit_graph<hanoi_graph<3>>);

// How many moves (edges) the graph has: each state's, added up.
template <ctp::search::implicit_graph Graph>
constexpr std::uint64_t edge_count(const Graph& graph) {
  std::uint64_t edges = 0;
  for (ctp::search::state_index state = 0; state != graph.state_count(); ++state)
    graph.for_each_edge(state, [&edges](ctp::search::state_index, unsigned) { ++edges; });
  return edges;
}

// 27 states; the three with every disc on one peg have 2 moves, every other one 3.
static_assert(hanoi_graph<3>{}.state_count() == 27);
static_assert(edge_count(hanoi_graph<3>{}) == 3 * 27 - 3);
//! [edges]

int main() {
  std::printf("%llu moves among the %llu states of 5 discs\n",
              static_cast<unsigned long long>(edge_count(hanoi_graph<5>{})),
              static_cast<unsigned long long>(hanoi_graph<5>{}.state_count()));
}
