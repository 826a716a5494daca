// Way one: Peelle's recursion as plain constexpr recursion, one
// call a move.
#include <array>
#include <string_view>

#include <ctp/hanoi.hpp>

//! [recursion]
// Park Hanoi n-1, Move, Goal Hanoi n-1 (Peelle, in J)
constexpr char* hanoi(char* out, char a, char b, char c,
                      int discs) {
  if (discs == 1) {
    *out++ = b;  // Move: the second name
    return out;
  }
  out = hanoi(out, b, a, c, discs - 1);   // Park: swap 1st, 2nd
  *out++ = b;                             // Move
  return hanoi(out, a, c, b, discs - 1);  // Goal: swap 2nd, 3rd
}
//! [recursion]

//! [use]
template <int Discs>
constexpr auto moves() {
  std::array<char, (1 << Discs) - 1> letters{};
  hanoi(letters.data(), 'A', 'B', 'C', Discs);
  return letters;
}

constexpr auto three = moves<3>();
static_assert(std::string_view(three.data(), 7) == "BACBACB");
//! [use]

// The same letters as the library's, for every size up to 12.
template <int Discs>
constexpr bool same_as_library() {
  const auto mine = moves<Discs>();
  return ctp::hanoi_moves<Discs>() ==
         std::string_view(mine.data(), mine.size());
}
static_assert(same_as_library<1>() && same_as_library<2>() &&
              same_as_library<5>() && same_as_library<12>());

int main() {}
