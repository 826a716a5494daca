// ctp::search::bit_set: a set of small integers as bits, the frontier store of the search engine
// (a bucket of Dial's algorithm is one bit set, and so is the settled set of the linear scan);
// fixed-size for constant expressions, or sized at run time.
#ifndef CTP_SEARCH_BIT_SET_HPP_INCLUDED
#define CTP_SEARCH_BIT_SET_HPP_INCLUDED

#include <bit>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <type_traits>
#include <vector>

namespace ctp::search {

// A set of integers kept in Words: a plain array of std::uint64_t (fixed size: cheap for both
// compilers in constant evaluation, where the array is indexed directly) or a
// std::vector<std::uint64_t> (sized at run time).
template <class Words>
class basic_bit_set {
 public:
  // The empty set of the integers 0 .. bits - 1 (bits is fixed by the type for an array).
  constexpr explicit basic_bit_set(std::uint64_t bits = 0) {
    if constexpr (std::is_array_v<Words>) {
      (void)bits;
      // Sequential writes: GCC slows down on scattered writes to a value-initialised array.
      for (std::size_t at = 0; at != std::size(words_); ++at) words_[at] = 0;
    } else {
      words_.assign((bits + 63) / 64, 0);
    }
  }

  // Sets bit i (precondition: i is below the size).
  constexpr void insert(std::uint64_t i) noexcept {
    words_[i / 64] |= std::uint64_t{1} << (i % 64);
  }
  // Clears bit i (precondition: i is below the size).
  constexpr void erase(std::uint64_t i) noexcept {
    words_[i / 64] &= ~(std::uint64_t{1} << (i % 64));
  }
  // Whether bit i is set (precondition: i is below the size).
  constexpr bool contains(std::uint64_t i) const noexcept {
    return (words_[i / 64] >> (i % 64)) & 1u;
  }

  // Calls f(i) for every member in increasing order, removing each just before its call.
  template <class F>
  constexpr void drain(F&& f) {
    const std::size_t count = std::size(words_);
    for (std::size_t at = 0; at != count; ++at) {
      while (words_[at] != 0) {
        const std::uint64_t bit = static_cast<std::uint64_t>(std::countr_zero(words_[at]));
        words_[at] &= words_[at] - 1;
        f(at * 64 + bit);
      }
    }
  }

 private:
  Words words_;
};

// A set of the integers 0 .. Bits - 1 in a plain array.
template <std::uint64_t Bits>
using bit_set = basic_bit_set<std::uint64_t[(Bits + 63) / 64]>;

// A set of the integers 0 .. bits - 1 sized at run time (the generator's large boards).
using dynamic_bit_set = basic_bit_set<std::vector<std::uint64_t>>;

}  // namespace ctp::search

#endif  // CTP_SEARCH_BIT_SET_HPP_INCLUDED
