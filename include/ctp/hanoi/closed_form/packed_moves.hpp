// Towers of Hanoi: a whole solution packed one byte a letter, eight letters a word, which is how
// Peelle's closed form ("Towers of Hanoi, Simplified in J") builds it at compile time.
#ifndef CTP_HANOI_CLOSED_FORM_PACKED_MOVES_HPP_INCLUDED
#define CTP_HANOI_CLOSED_FORM_PACKED_MOVES_HPP_INCLUDED

#include <bit>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>

#include "ctp/detail/packed_iterator.hpp"
#include "ctp/detail/reject.hpp"
#include "ctp/fixed_string.hpp"

namespace ctp {

// hanoi_packed_moves<Count>: Count move letters (A, B, C), one byte a letter, eight to a word; a
// read-only random-access range of char, equal (==) to the fixed_string of every other technique
// and to text. What ctp::hanoi_moves<N>() gives, with Count = hanoi_move_count(N). Structural, so
// it may be a template argument.
// 1. Letter k is byte k % 8 of word k / 8 in the word's object representation: the words' bytes,
//    in memory, are the letters in order (each word is a std::bit_cast of eight letters).
// 2. After the letters come zero bytes, one at least, to the end of the last word: the letters
//    read as a C string at run time.
// Why a byte a letter, eight in a word: both compilers' evaluators pay memory and time for every
// element of an object they build or copy, whatever its size, and the letters of 20 discs are
// 1,048,575 chars (131,072 words). For the same reason the letters have no char array to point
// into at compile time: view(), data() and c_str() are for run time only.
template <std::size_t Count>
struct hanoi_packed_moves {
  static_assert(std::endian::native == std::endian::little ||
                    std::endian::native == std::endian::big,
                "ctp: packed hanoi moves need a little- or big-endian machine");

  // The letters, eight a word, and the zero bytes after them (1. and 2. above). Public only so
  // that the type is structural; read the letters through operator[], the iterators or view().
  std::uint64_t words[Count / 8 + 1];

  // The number of letters (never the padding).
  static constexpr std::size_t size() noexcept { return Count; }
  // Whether there are no letters.
  static constexpr bool empty() noexcept { return Count == 0; }

  // Letter k (0 to size() - 1; unchecked, as for std::array), read from its byte.
  constexpr char operator[](std::size_t k) const noexcept { return element_in(words, k); }

  // A random-access iterator over the letters, whose reference is a char value: usable in
  // range-for and the std::ranges algorithms (detail::packed_iterator).
  using iterator = detail::packed_iterator<hanoi_packed_moves, char, 1>;

  // The first letter.
  constexpr iterator begin() const noexcept { return {words, 0}; }
  // Past the last letter.
  constexpr iterator end() const noexcept { return {words, std::ptrdiff_t{Count}}; }

  // The letters as a view of the words' bytes, at run time only: no constant expression may read
  // an object's bytes through a char pointer, so in one this is a compile error (ctp: packed hanoi
  // letters have bytes only at run time), not a wrong answer. Compare, index or iterate instead.
  constexpr std::string_view view() const { return {bytes(), Count}; }
  // The first letter, at run time only (as view()).
  constexpr const char* data() const { return bytes(); }
  // The letters as a C string, ended by the first zero of the padding that hanoi_moves writes;
  // at run time only (as view()).
  constexpr const char* c_str() const { return bytes(); }

  // Equal when the letters are equal (lengths may differ: then they are not equal; the padding
  // is never compared).
  template <std::size_t M>
  friend constexpr bool operator==(const hanoi_packed_moves& a,
                                   const hanoi_packed_moves<M>& b) noexcept {
    if constexpr (M != Count) {
      return false;
    } else {
      for (std::size_t w = 0; w != Count / 8; ++w)
        if (a.words[w] != b.words[w]) return false;
      for (std::size_t k = Count / 8 * 8; k != Count; ++k)
        if (a[k] != b[k]) return false;
      return true;
    }
  }
  // Equal when letter k is text[k] for every k, as the fixed_string of any other technique may
  // be (lengths may differ: then they are not equal).
  template <std::size_t M>
  friend constexpr bool operator==(const hanoi_packed_moves& a,
                                   const fixed_string<M>& text) noexcept {
    if constexpr (M != Count) {
      return false;
    } else {
      return equal_letters(a.words, text.view());
    }
  }
  // Equal when letter k is text[k] for every k (lengths may differ: then they are not equal).
  friend constexpr bool operator==(const hanoi_packed_moves& a, std::string_view text) noexcept {
    return text.size() == Count && equal_letters(a.words, text);
  }

 private:
  friend iterator;  // reads the letters through element_in

  // Letter k of words (one statement, for clang++-19's budget of steps): byte k % 8 of word k / 8,
  // counted from the least significant end on a little-endian machine, from the most significant on
  // a big one.
  static constexpr char element_in(const std::uint64_t* words, std::size_t k) noexcept {
    return static_cast<char>(
        words[k / 8] >>
        (std::endian::native == std::endian::little ? 8 * (k % 8) : 8 * (7 - k % 8)));
  }
  // True iff letter k of words is text[k] for k below Count (one statement a letter, for
  // clang++-19's budget when it compares 12 discs, 4,095 letters, in every spec check).
  static constexpr bool equal_letters(const std::uint64_t* words, std::string_view text) noexcept {
    for (std::size_t k = 0; k != Count; ++k)
      if (text[k] != element_in(words, k)) return false;
    return true;
  }
  // The words' first byte: the first letter, at run time; in a constant expression the call to
  // reject is the compile error. (Through void*, not reinterpret_cast: g++ would refuse a
  // constexpr function that holds a reinterpret_cast before reject could name the problem.)
  constexpr const char* bytes() const {
    if (std::is_constant_evaluated())
      detail::reject("ctp: packed hanoi letters have bytes only at run time: index them");
    const void* memory = words;
    return static_cast<const char*>(memory);  // a char may read any object's bytes
  }
};

}  // namespace ctp

#endif  // CTP_HANOI_CLOSED_FORM_PACKED_MOVES_HPP_INCLUDED
