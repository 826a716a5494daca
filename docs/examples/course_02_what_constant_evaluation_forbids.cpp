// docs/course/02_what_constant_evaluation_forbids.md: what a constant evaluation refuses, and
// what it allows: memory from new, given back before the evaluation ends.
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <stdexcept>
#include <vector>

//! [int-move-count]
// The number of moves for `discs` discs, in an int: 2^discs - 1 fits up to 31 discs.
constexpr int int_move_count(int discs) {
  if (discs == 0) return 0;
  return 2 * int_move_count(discs - 1) + 1;
}

static_assert(int_move_count(31) == 2'147'483'647);
//! [int-move-count]

//! [checked]
// The number of moves for `discs` discs; refuses a number of discs outside 0 to 63 (63 is the
// library's largest; the library also refuses 0).
constexpr std::uint64_t checked_move_count(int discs) {
  if (discs < 0 || discs > 63) throw std::invalid_argument("hanoi needs 0 to 63 discs");
  return discs == 0 ? 0 : 2 * checked_move_count(discs - 1) + 1;
}

static_assert(checked_move_count(63) == 9'223'372'036'854'775'807);
//! [checked]

//! [fits]
// 64 discs: 2^64 - 1 moves, the largest std::uint64_t, still fits.
constexpr std::uint64_t move_count(int discs) {
  return discs == 0 ? 0 : 2 * move_count(discs - 1) + 1;
}

static_assert(move_count(64) == std::numeric_limits<std::uint64_t>::max());
//! [fits]

//! [transient]
// The letters in a std::vector, which grows as the recursion writes them.
constexpr void hanoi(std::vector<char>& out, char first, char second, char third, int discs) {
  if (discs == 1) {
    out.push_back(second);
    return;
  }
  hanoi(out, second, first, third, discs - 1);
  out.push_back(second);
  hanoi(out, first, third, second, discs - 1);
}

// How many letters the recursion writes: the vector is made and destroyed inside the call.
constexpr std::size_t letter_count(int discs) {
  std::vector<char> letters;
  hanoi(letters, 'A', 'B', 'C', discs);
  return letters.size();
}

static_assert(letter_count(10) == 1023);
//! [transient]

//! [copied-out]
// The letters for Discs discs, copied from the vector into an array whose size is a constant
// expression.
template <int Discs>
constexpr std::array<char, checked_move_count(Discs)> hanoi_letters() {
  std::vector<char> letters;
  hanoi(letters, 'A', 'B', 'C', Discs);
  std::array<char, checked_move_count(Discs)> result{};
  for (std::size_t i = 0; i != result.size(); ++i) result[i] = letters[i];
  return result;
}

constexpr auto three_discs = hanoi_letters<3>();
static_assert(three_discs == std::array{'B', 'A', 'C', 'B', 'A', 'C', 'B'});
//! [copied-out]

//! [vector-function]
constexpr std::vector<char> letters() { return {'B', 'A', 'C', 'B', 'A', 'C', 'B'}; }

static_assert(letters().size() == 7);
//! [vector-function]

int main() {
  // At run time the same functions run as usual.
  std::printf("%zu letters for 4 discs; 3 discs: %.7s\n", letter_count(4), three_discs.data());
  try {
    checked_move_count(64);
  } catch (const std::invalid_argument& refused) {
    std::printf("%s\n", refused.what());
  }
}
