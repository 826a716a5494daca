// Dial's bucket queue ("Algorithm 360: Shortest-path forest with
// topological ordering"): W + 1 buckets, used round and round.
#include <array>
#include <cstddef>
#include <cstdint>

#include <ctp/search/bit_set.hpp>
#include <ctp/search/bucket_queue.hpp>

//! [buckets]
constexpr auto taken = [] {
  ctp::search::bucket_queue<ctp::search::bit_set<64>, 5> queue;
  queue.push(9, 3);  // cost 3: bucket 3
  queue.push(2, 3);  // cost 3: bucket 3
  std::array<std::uint64_t, 3> out{};
  std::size_t n = 0;
  for (std::uint64_t c = 0; !queue.empty(); ++c)
    queue.pop_all(c, [&](std::uint64_t s) {
      out[n++] = s;
      if (s == 9) queue.push(7, c + 5);  // cost 8: bucket 2
    });
  return out;
}();
static_assert(taken == std::array<std::uint64_t, 3>{2, 9, 7});
//! [buckets]

int main() {}
