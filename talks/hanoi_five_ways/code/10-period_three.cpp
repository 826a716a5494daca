// Peelle's observation, checked on the output of the recursion:
// the letters repeat every three moves, ABC for an even number of
// discs and BAC for an odd one.
#include <cstddef>
#include <string_view>
#include <utility>

#include <ctp/hanoi/with_recursion.hpp>

//! [period]
// Every move has the letter of the move three before it.
constexpr bool period_three(std::string_view moves) {
  for (std::size_t k = 3; k < moves.size(); ++k)
    if (moves[k] != moves[k - 3]) return false;
  return true;
}

using ctp::with_recursion::hanoi_moves;
static_assert(period_three(hanoi_moves<10>()));
static_assert(period_three(hanoi_moves<15>()));
static_assert(hanoi_moves<10>().view().starts_with("ABC"));
static_assert(hanoi_moves<15>().view().starts_with("BAC"));
//! [period]

// And for every size from 1 to 12, the first three letters are
// the ones Peelle names.
template <int... Discs>
constexpr bool all_periodic(
    std::integer_sequence<int, Discs...>) {
  return (
      (period_three(hanoi_moves<Discs + 1>()) &&
       hanoi_moves<Discs + 1>().view().substr(0, 3) ==
           std::string_view((Discs + 1) % 2 == 0 ? "ABC" : "BAC")
               .substr(0, hanoi_moves<Discs + 1>().size())) &&
      ...);
}
static_assert(
    all_periodic(std::make_integer_sequence<int, 12>{}));

int main() {}
