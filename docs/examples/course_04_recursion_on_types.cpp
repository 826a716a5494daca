// docs/course/04_recursion_on_types.md: recursion by class templates, which the compiler
// memoises, against the same recursion by a constexpr function, which it does not.
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>

//! [calls]
// Peelle's recursion, reduced to its shape: two calls for discs - 1 and one move between them.
// It answers the number of moves, and counts the calls it makes in `calls`.
constexpr std::uint64_t counted_moves(int discs, std::uint64_t& calls) {
  ++calls;
  if (discs == 1) return 1;
  return counted_moves(discs - 1, calls) + 1 + counted_moves(discs - 1, calls);
}

// How many calls counted_moves makes for `discs` discs.
constexpr std::uint64_t calls_for(int discs) {
  std::uint64_t calls = 0;
  counted_moves(discs, calls);
  return calls;
}

static_assert(calls_for(10) == 1023);
//! [calls]

// The lesson's picture (docs/images/recursion_calls_4.svg): 15 calls for 4 discs.
static_assert(calls_for(4) == 15);

//! [class-template]
// The same count as a class template: its value for Discs is built from its value for
// Discs - 1, named twice.
template <int Discs>
struct move_count {
  static constexpr std::uint64_t value =
      move_count<Discs - 1>::value + 1 + move_count<Discs - 1>::value;
};

// The end of the recursion: one disc, one move.
template <>
struct move_count<1> {
  static constexpr std::uint64_t value = 1;
};

static_assert(move_count<10>::value == 1023);
static_assert(move_count<63>::value == 9'223'372'036'854'775'807);
//! [class-template]

//! [join]
// The letters of `before`, then `middle`, then the letters of `after`.
template <std::size_t Size>
constexpr std::array<char, 2 * Size + 1> join(const std::array<char, Size>& before, char middle,
                                              const std::array<char, Size>& after) {
  std::array<char, 2 * Size + 1> letters{};
  for (std::size_t i = 0; i != Size; ++i) {
    letters[i] = before[i];
    letters[Size + 1 + i] = after[i];
  }
  letters[Size] = middle;
  return letters;
}
//! [join]

//! [hanoi]
// The letters of the moves for Discs discs, with the pairs of pegs START-PARK, START-GOAL and
// PARK-GOAL named First, Second and Third: Peelle's recursion, one class a problem.
template <int Discs, char First, char Second, char Third>
struct hanoi {
  static constexpr std::array<char, move_count<Discs>::value> letters =
      join(hanoi<Discs - 1, Second, First, Third>::letters, Second,
           hanoi<Discs - 1, First, Third, Second>::letters);
};

// One disc: one move, named Second.
template <char First, char Second, char Third>
struct hanoi<1, First, Second, Third> {
  static constexpr std::array<char, 1> letters{Second};
};

static_assert(hanoi<3, 'A', 'B', 'C'>::letters == std::array{'B', 'A', 'C', 'B', 'A', 'C', 'B'});
//! [hanoi]

//! [classes]
// The three names of a problem, in Peelle's order.
using names = std::array<char, 3>;

// How many classes of hanoi the compiler makes for hanoi<Discs, 'A', 'B', 'C'>: one for each
// different list of template arguments. A level's orders of the names come from the level above
// by the recursion's two swaps, the first two names (to PARK) or the last two (from PARK).
constexpr int hanoi_class_count(int discs) {
  std::array<names, 6> level{names{'A', 'B', 'C'}};  // the orders at this level
  int orders = 1;
  int classes = 1;
  for (int below = discs - 1; below >= 1; --below) {
    std::array<names, 6> next{};
    int found = 0;
    for (int i = 0; i != orders; ++i) {
      const auto [first, second, third] = level[i];
      for (const names order : {names{second, first, third}, names{first, third, second}}) {
        bool made = false;
        for (int j = 0; j != found; ++j) made = made || next[j] == order;
        if (!made) next[found++] = order;
      }
    }
    level = next;
    orders = found;
    classes += orders;
  }
  return classes;
}

static_assert(hanoi_class_count(3) == 6);
static_assert(hanoi_class_count(4) == 9);
static_assert(hanoi_class_count(10) == 27);  // 3n - 3: three orders a level, below the top two
//! [classes]

int main() {
  const auto& letters = hanoi<4, 'A', 'B', 'C'>::letters;
  std::printf("%llu moves: %.15s\n", static_cast<unsigned long long>(move_count<4>::value),
              letters.data());
}
