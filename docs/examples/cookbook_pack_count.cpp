// docs/cookbook.md: counting a pack through an array, which clang++ counts right at any size.
#include <cstddef>
#include <cstdio>
#include <utility>

//! [pack-count]
// The number of elements of a pack, read off the array it expands into (one more element, so
// that an empty pack still makes an array). sizeof...(Elements) would do in g++, but clang++ 16
// to 19 count a pack of 65,536 elements or more modulo 2^16.
template <int... Elements>
constexpr std::size_t pack_size(std::integer_sequence<int, Elements...>) noexcept {
  const int elements[] = {Elements..., 0};
  return sizeof elements / sizeof elements[0] - 1;
}

static_assert(pack_size(std::make_integer_sequence<int, 0>{}) == 0);
static_assert(pack_size(std::make_integer_sequence<int, 65'536>{}) == 65'536);
//! [pack-count]

int main() { std::printf("%zu\n", pack_size(std::make_integer_sequence<int, 65'536>{})); }
