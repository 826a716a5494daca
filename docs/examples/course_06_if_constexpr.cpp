// docs/course/06_if_constexpr.md: `if constexpr` and its discarded statements, and a bad disc
// count refused with one error.
#include <array>
#include <cstdint>
#include <cstdio>
#include <type_traits>

#include "course_peelle.hpp"  // hanoi(out, first, second, third, discs), from lesson 1

//! [smallest-count]
// The number of moves for Discs discs, in the smallest type of the two that holds it.
template <int Discs>
constexpr auto move_count() {
  if constexpr (Discs <= 8) {
    return std::uint8_t{(1 << Discs) - 1};
  } else {
    return (std::uint64_t{1} << Discs) - 1;
  }
}

static_assert(std::is_same_v<decltype(move_count<3>()), std::uint8_t>);
static_assert(std::is_same_v<decltype(move_count<20>()), std::uint64_t>);
static_assert(move_count<20>() == 1'048'575);
//! [smallest-count]

//! [checked]
// True when Discs is a number of discs whose letters the compiler may write; otherwise the
// static_assert stops the compile, with its message.
template <int Discs>
constexpr bool check_discs() {
  static_assert(Discs >= 1 && Discs <= 20, "hanoi letters need 1 to 20 discs");
  return Discs >= 1 && Discs <= 20;
}

// The letters of the moves for Discs discs (1 to 20). For any other Discs the first branch is
// discarded: its array and its call are never instantiated, and the static_assert above is the
// only error.
template <int Discs>
constexpr auto hanoi_letters() {
  if constexpr (check_discs<Discs>()) {
    std::array<char, (std::size_t{1} << Discs) - 1> letters{};
    hanoi(letters.data(), 'A', 'B', 'C', Discs);
    return letters;
  } else {
    return std::array<char, 0>{};
  }
}

static_assert(hanoi_letters<3>() == std::array{'B', 'A', 'C', 'B', 'A', 'C', 'B'});
//! [checked]

int main() {
  constexpr auto letters = hanoi_letters<4>();
  std::printf("%.15s: %d moves\n", letters.data(), static_cast<int>(move_count<4>()));
}
