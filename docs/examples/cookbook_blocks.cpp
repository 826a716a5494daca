// docs/cookbook.md: a long list built by copying whole structs, laid out by one std::bit_cast.
#include <bit>
#include <cstddef>
#include <cstdio>
#include <type_traits>

//! [blocks]
// Two copies of a part side by side: one step of either evaluator to copy, whatever its size.
template <class Part>
struct twice {
  Part first, second;
};

// 2^Doublings copies of part, built by Doublings struct copies (not 2^Doublings element copies).
template <int Doublings, class Part>
constexpr auto repeat(const Part& part) {
  if constexpr (Doublings == 0) {
    return part;
  } else {
    const auto half = repeat<Doublings - 1>(part);  // built once, copied twice
    return twice<std::remove_const_t<decltype(half)>>{half, half};
  }
}

struct period {
  char letters[24];  // ABC eight times: a block of a repeating list
};
struct page {
  char letters[24 << 11];  // 49,152 letters
};

// The page, filled with ABC...: 24 letters written, 11 copies, one std::bit_cast (a loop would
// write 49,152 letters one by one).
constexpr page abc_page() {
  period block{};
  for (std::size_t i = 0; i != sizeof block.letters; ++i) block.letters[i] = "ABC"[i % 3];
  return std::bit_cast<page>(repeat<11>(block));
}

static_assert(abc_page().letters[0] == 'A' && abc_page().letters[(24 << 11) - 1] == 'C');
//! [blocks]

int main() {
  constexpr page text = abc_page();
  std::printf("%c%c%c\n", text.letters[49149], text.letters[49150], text.letters[49151]);
}
