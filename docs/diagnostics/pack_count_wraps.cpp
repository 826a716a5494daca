// compilers: clang
// clang++ 16 to 19 count a pack of 65,536 elements as 0: sizeof... wraps modulo 2^16 (g++ counts
// it right, and so does clang++ when the pack is expanded into an array first).
#include <utility>

template <int... Elements>
constexpr unsigned long pack_size(std::integer_sequence<int, Elements...>) {
  return sizeof...(Elements);
}

constexpr unsigned long counted = pack_size(std::make_integer_sequence<int, 65'536>{});
static_assert(counted == 65'536);
