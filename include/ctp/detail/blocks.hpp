// ctp::detail blocks: long compile-time lists built as structs of blocks, copied whole and turned
// into the answer by one std::bit_cast, so that the constant evaluator does a number of operations
// logarithmic in the length of the list (Hanoi's closed form, the Chinese rings' Gray code).
#ifndef CTP_DETAIL_BLOCKS_HPP_INCLUDED
#define CTP_DETAIL_BLOCKS_HPP_INCLUDED

#include <bit>
#include <cstddef>
#include <type_traits>

namespace ctp::detail {

// Why structs: both evaluators copy a whole struct in one step (g++-12 one operation, clang++-19
// one step), however many elements it holds, where a loop pays for every element (and GCC 12 cannot
// evaluate memcpy at all). So a list is built as blocks joined into structs of structs, each made
// by copying the smaller ones, and only at the end laid out as the answer's own type by
// std::bit_cast, which both compilers evaluate in one step too. The elements are kept as wide
// scalars (a word of eight letters, a word of eight Chinese rings moves) because each element of a
// struct costs the evaluator memory and time, whatever its size; for the same reason an answer
// that can keep its words (rings_packed_moves) does, rather than be laid out as bytes.

// An empty part of a list: join leaves it out (a struct member cannot be empty).
struct nothing {};

// Count elements of T side by side (Count >= 1).
template <class T, std::size_t Count>
struct block {
  T items[Count];
};

// First then Second, laid out one after the other (no padding when both are made of one type).
template <class First, class Second>
struct joined {
  First first;
  Second second;
};

// First then Second as one struct; an empty part is left out.
template <class First, class Second>
constexpr auto join(const First& first, const Second& second) {
  if constexpr (std::is_same_v<First, nothing>) {
    return second;
  } else if constexpr (std::is_same_v<Second, nothing>) {
    return first;
  } else {
    return joined<First, Second>{first, second};
  }
}

// Count copies of part, one after the other, in about 2 log2(Count) copies: half the copies are
// built once and copied twice (and the odd one out once more).
template <std::size_t Count, class Part>
constexpr auto repeat(const Part& part) {
  if constexpr (Count == 0) {
    return nothing{};
  } else if constexpr (Count == 1) {
    return part;
  } else {
    const auto half = repeat<Count / 2>(part);  // built once, copied twice
    using half_type = std::remove_const_t<decltype(half)>;
    if constexpr (Count % 2 == 0) {
      return joined<half_type, half_type>{half, half};
    } else {
      return join(joined<half_type, half_type>{half, half}, part);
    }
  }
}

// The first Count elements of the list that repeats period forever: whole copies of the period,
// then as much of it as is left over.
template <std::size_t Count, class T, std::size_t Period>
constexpr auto repeat_prefix(const block<T, Period>& period) {
  if constexpr (Count % Period == 0) {
    return repeat<Count / Period>(period);
  } else {
    block<T, Count % Period> rest;
    for (std::size_t i = 0; i != Count % Period; ++i) rest.items[i] = period.items[i];
    return join(repeat<Count / Period>(period), rest);
  }
}

}  // namespace ctp::detail

#endif  // CTP_DETAIL_BLOCKS_HPP_INCLUDED
