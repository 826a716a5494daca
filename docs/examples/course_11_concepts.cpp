// docs/course/11_concepts.md: concepts, the requirements a template puts on its arguments, and
// the library's puzzles given to a template that asks for one.
#include <concepts>
#include <cstdint>
#include <cstdio>
#include <utility>

#include "ctp/chinese_rings/rules.hpp"
#include "ctp/hanoi/rules.hpp"

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

//! [value-categories]
// decltype((E)) by E's value category: an lvalue gives T&, an xvalue T&&, a prvalue T.
// decltype only looks at E's type: nothing is evaluated, so the variable is never read.
inline int tally = 0;
static_assert(std::same_as<decltype((tally)), int&>);              // lvalue: names an object
static_assert(std::same_as<decltype((std::move(tally))), int&&>);  // xvalue: returns int&&
static_assert(std::same_as<decltype((tally + 1)), int>);           // prvalue: a new value
//! [value-categories]

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

// A call of a function that returns an lvalue reference is an lvalue too: not a counted_puzzle.
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

//! [library-puzzles]
// The library's own move counts, for the towers of Hanoi and the Chinese rings under both rules,
// each given a class so that a concept can ask for it.
struct hanoi_puzzle {
  static constexpr std::uint64_t move_count(int discs) { return ctp::hanoi_move_count(discs); }
};

struct rings_puzzle {
  static constexpr std::uint64_t move_count(int rings) { return ctp::rings_move_count(rings); }
};

struct rings_double_end_puzzle {
  static constexpr std::uint64_t move_count(int rings) {
    return ctp::rings_move_count(rings, ctp::rings_rule::double_end);
  }
};
//! [library-puzzles]

//! [entry-point]
// How many more moves one more disc (or ring) costs: the entry point takes any counted puzzle.
template <counted_puzzle Puzzle>
constexpr std::uint64_t extra_moves(int size) {
  return Puzzle::move_count(size + 1) - Puzzle::move_count(size);
}

static_assert(extra_moves<hanoi_puzzle>(3) == 15 - 7);
static_assert(extra_moves<rings_puzzle>(3) == 10 - 5);
static_assert(extra_moves<rings_double_end_puzzle>(3) == 7 - 4);
//! [entry-point]

//! [forgot-static]
// move_count without `static` needs an object: Puzzle::move_count(size) does not compile, so the
// class is not a counted puzzle, and extra_moves refuses it at the call.
struct hanoi_by_object {
  constexpr std::uint64_t move_count(int discs) const { return ctp::hanoi_move_count(discs); }
};

static_assert(!counted_puzzle<hanoi_by_object>);
//! [forgot-static]

int main() {
  std::printf("one more disc: %llu more moves; one more ring: %llu more moves\n",
              static_cast<unsigned long long>(extra_moves<hanoi_puzzle>(10)),
              static_cast<unsigned long long>(extra_moves<rings_puzzle>(10)));
}
