// Way two: Peelle's closed form. Move k needs no recursion at
// all, and the whole list is its first three letters copied after
// itself until it is long enough.
#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>

#include <ctp/hanoi.hpp>

//! [move-at]
// Move k of n discs, in O(1): ABC repeated (even n), BAC (odd)
constexpr char move_at(int discs, std::uint64_t k) {
  constexpr std::string_view even = "ABC", odd = "BAC";
  return (discs % 2 == 0 ? even : odd)[k % 3];
}

static_assert(move_at(3, 6) == 'B');  // the last of BACBACB
static_assert(move_at(63, 9'223'372'036'854'775'806u) == 'B');
static_assert(move_at(63, 4'000'000'000'000'000'000u) ==
              ctp::hanoi_move_at(63, 4'000'000'000'000'000'000u));
//! [move-at]

//! [doubling]
// The list: three letters, then copy the whole periods so far
template <int Discs>
constexpr auto moves() {
  std::array<char, (1 << Discs) - 1> out{};
  const std::size_t first = out.size() < 3 ? out.size() : 3;
  for (std::size_t k = 0; k != first; ++k)
    out[k] = move_at(Discs, k);
  for (std::size_t done = 3; done < out.size(); done *= 2)
    for (std::size_t k = 0; k != done && done + k != out.size();
         ++k)
      out[done + k] = out[k];
  return out;
}
//! [doubling]

// The same letters as the recursion's, for every size from 1 to
// 16 (each size its own constant evaluation, so that each has the
// whole budget).
template <int Discs>
constexpr bool same_as_recursion = [] {
  const auto mine = moves<Discs>();
  return std::string_view(mine.data(), mine.size()) ==
         ctp::with_recursion::hanoi_moves<Discs>().view();
}();
template <int... Discs>
constexpr bool all_same(std::integer_sequence<int, Discs...>) {
  return (same_as_recursion<Discs + 1> && ...);
}
static_assert(all_same(std::make_integer_sequence<int, 14>{}));

int main() {}
