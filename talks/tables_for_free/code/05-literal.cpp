// The shape of a generated table: its bytes are one string
// literal (rows of literals past 64 KiB), which the compiler
// reads as one token, not an expression an element, and it
// holds only the boards that can reach all tails.
#include <type_traits>

#include <ctp/tables/nine_tails_3x3.hpp>
#include <ctp/tables/nine_tails_4x4.hpp>

namespace three = ctp::tables::nine_tails_3x3;
namespace four = ctp::tables::nine_tails_4x4;

//! [two-ways]
// The first four costs of the 3 x 3 table, written two ways:
inline constexpr unsigned char as_numbers[] = {17, 16, 10, 7};
inline constexpr char as_literal[] = "\21\20\12\7";  // octal

constexpr bool same_bytes() {
  for (int i = 0; i != 4; ++i) {
    const auto byte = static_cast<unsigned char>(as_literal[i]);
    if (byte != as_numbers[i] ||
        as_literal[i] != three::detail::costs[i])
      return false;
  }
  return true;
}
static_assert(same_bytes());
//! [two-ways]

//! [literal]
// detail: the header's data, which its functions read.
// 512 costs, a byte each: one string literal, "\21\20\12..."
using three::detail::costs;
static_assert(std::is_same_v<decltype(costs), const char[513]>);
static_assert(costs[56] == 8);  // HHHTTTHHH: 8 flips

// 4 x 4: 4,096 costs, not 65,536: only the boards that
// can reach all tails, one per value of the first 12 cells
static_assert(std::is_same_v<decltype(four::detail::costs),
                             const char[4097]>);
static_assert(four::detail::index_shift == 4);  // board >> 4
//! [literal]

int main() { return three::detail::costs[56] == 8 ? 0 : 1; }
