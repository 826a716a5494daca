// docs/compiler_budgets.md: which arrays clang++'s limit of 2^20 elements applies to. It checks an
// array that a constant evaluation declares or allocates (docs/diagnostics/large_array.cpp); an
// array that std::bit_cast makes is not checked, whatever its length.
#include <array>
#include <bit>
#include <cstddef>
#include <cstdio>

//! [bit-cast-array]
// 2^20 + 8 bytes, eight more than clang++ lets an evaluation declare or allocate.
constexpr std::size_t length = (std::size_t{1} << 20) + 8;

struct word_list {
  std::array<unsigned long long, length / 8> words;
};
struct byte_list {
  std::array<unsigned char, length> bytes;
};

// The words are 2^17 + 1 elements, well under the limit; the bytes are made by std::bit_cast.
constexpr byte_list bytes_of() {
  word_list words{};
  words.words.back() = ~0ULL;  // the last eight bytes all ones
  return std::bit_cast<byte_list>(words);
}

constexpr byte_list made = bytes_of();
static_assert(made.bytes.size() > (std::size_t{1} << 20));
static_assert(made.bytes[length - 9] == 0 && made.bytes[length - 1] == 0xFF);
//! [bit-cast-array]

int main() { std::printf("%zu bytes, the last %d\n", made.bytes.size(), made.bytes[length - 1]); }
