// A bucket is a bit set: fixed size, no allocation, drained in
// index order a word at a time.
#include <array>
#include <cstddef>
#include <cstdint>

#include <ctp/search/bit_set.hpp>

//! [bits]
using ctp::search::bit_set;
// 4 x 4: 65,536 boards in 1,024 words, 8 KiB a bucket
static_assert(sizeof(bit_set<65'536>) == 8'192);

constexpr auto drained = [] {
  bit_set<65'536> set;
  for (std::uint64_t s : {60'000, 7, 64}) set.insert(s);
  std::array<std::uint64_t, 3> out{};
  std::size_t n = 0;
  set.drain([&](std::uint64_t s) { out[n++] = s; });
  return out;
}();
static_assert(drained ==
              std::array<std::uint64_t, 3>{7, 64, 60'000});
//! [bits]

int main() {}
