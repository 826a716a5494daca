// The closed form's answer, hanoi_packed_moves: one byte a letter, eight letters a word, a
// random-access range of char equal to the other techniques' fixed_string and to text, whose
// padding never shows.
#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <ranges>
#include <string_view>
#include <type_traits>

#include "ctp/hanoi.hpp"
#include "iterator_steps.hpp"

namespace {

using ctp::hanoi_packed_moves;

constexpr auto three = ctp::hanoi_moves<3>();
constexpr auto four = ctp::hanoi_moves<4>();
constexpr auto twenty = ctp::hanoi_moves<20>();  // ctp's cap

// True iff letter k of Moves is hanoi_move_at(Discs, k) for every k, by index and by iterator.
template <int Discs, class Moves>
constexpr bool equals_move_at(const Moves& moves) {
  std::uint64_t k = 0;
  for (const char letter : moves) {
    if (letter != ctp::hanoi_move_at(Discs, k) || moves[k] != letter) return false;
    ++k;
  }
  return k == ctp::hanoi_move_count(Discs);
}

// The words' bytes in memory: the letters in order, then zeros (what view() reads at run time).
template <std::size_t Count>
constexpr char byte_of(const hanoi_packed_moves<Count>& moves, std::size_t byte) {
  struct eight_bytes {
    char bytes[8];
  };
  return std::bit_cast<eight_bytes>(moves.words[byte / 8]).bytes[byte % 8];
}

}  // namespace

// The type: one byte a letter, in 64-bit words, with one zero byte at least after the letters;
// structural and trivially copyable.
static_assert(std::is_same_v<std::remove_const_t<decltype(three)>, hanoi_packed_moves<7>>);
static_assert(std::is_same_v<std::remove_const_t<decltype(twenty)>, hanoi_packed_moves<1048575>>);
static_assert(sizeof(hanoi_packed_moves<1048575>) == 1048576);  // 131,072 words
static_assert(sizeof(hanoi_packed_moves<1>) == 8 && sizeof(hanoi_packed_moves<7>) == 8);
static_assert(sizeof(hanoi_packed_moves<8>) == 16 && sizeof(hanoi_packed_moves<15>) == 16);
static_assert(std::is_trivially_copyable_v<hanoi_packed_moves<7>>);

// Letters may be a template argument (a structural type).
template <auto Moves>
inline constexpr std::size_t size_of = Moves.size();
static_assert(size_of<three> == 7 && size_of<ctp::hanoi_moves<10>()> == 1023);

// Peelle's letters for 3 and 4 discs, letter by letter; the closed form's words are the very
// bytes of the letters, in order, on either endianness, then zeros.
static_assert(three.size() == 7 && !three.empty() && four.size() == 15);
static_assert(three[0] == 'B' && three[1] == 'A' && three[2] == 'C' && three[6] == 'B');
static_assert(four[0] == 'A' && four[7] == 'B' && four[8] == 'C' && four[14] == 'C');
static_assert(byte_of(three, 0) == 'B' && byte_of(three, 6) == 'B' && byte_of(three, 7) == '\0');
static_assert(byte_of(four, 7) == 'B' && byte_of(four, 8) == 'C' && byte_of(four, 15) == '\0');
static_assert(byte_of(ctp::hanoi_moves<5>(), 30) == 'B' && byte_of(ctp::hanoi_moves<5>(), 31) == 0);

// Every letter is the O(1) formula's, for both parities, counts below a word, across the block
// of 24 words and its repeats, up to 12 discs.
static_assert(equals_move_at<1>(ctp::hanoi_moves<1>()) && equals_move_at<2>(ctp::hanoi_moves<2>()));
static_assert(equals_move_at<7>(ctp::hanoi_moves<7>()) && equals_move_at<8>(ctp::hanoi_moves<8>()));
static_assert(equals_move_at<11>(ctp::hanoi_moves<11>()));
static_assert(equals_move_at<12>(ctp::hanoi_moves<12>()));
static_assert(twenty[0] == 'A' && twenty[3] == 'A' && twenty[524287] == 'B');
static_assert(twenty[1048573] == 'B' && twenty[1048574] == 'C' && byte_of(twenty, 1048575) == 0);

// The padding never shows: size() is the number of letters, and so are end() - begin() and
// every range's count.
template <int Discs>
constexpr bool padding_hidden() {
  constexpr auto moves = ctp::hanoi_moves<Discs>();
  constexpr std::uint64_t count = ctp::hanoi_move_count(Discs);
  constexpr auto distance = static_cast<std::ptrdiff_t>(count);
  return moves.size() == count && moves.end() - moves.begin() == distance &&
         std::ranges::distance(moves) == distance && std::ranges::size(moves) == count &&
         std::ranges::count(moves, '\0') == 0;
}
static_assert(padding_hidden<1>() && padding_hidden<2>() && padding_hidden<3>() &&
              padding_hidden<4>() && padding_hidden<9>());

// == with text, either side: a string literal, a std::string_view, a fixed_string; lengths may
// differ, and then they are not equal.
static_assert(three == "BACBACB" && "BACBACB" == three);
static_assert(three == std::string_view("BACBACB") && std::string_view("BACBACB") == three);
static_assert(three != "BACBACC" && three != "BACBAC" && three != "BACBACBA" && three != "");
static_assert(three == ctp::fixed_string{"BACBACB"} && ctp::fixed_string{"BACBACB"} == three);
static_assert(three != ctp::fixed_string{"BACBACA"} && ctp::fixed_string{"BACBAC"} != three);
static_assert(ctp::hanoi_moves<4>() == "ABCABCABCABCABC");

// == with the other techniques' fixed_string, either side, and between packed letters: equal
// for the same discs, not for others (of the other length or the other parity).
static_assert(ctp::with_recursion::hanoi_moves<1>() == ctp::hanoi_moves<1>());
static_assert(ctp::hanoi_moves<9>() == ctp::with_recursion::hanoi_moves<9>());
static_assert(ctp::with_class_templates::hanoi_moves<10>() == ctp::hanoi_moves<10>());
static_assert(ctp::hanoi_moves<10>() != ctp::with_recursion::hanoi_moves<9>());
static_assert(ctp::hanoi_moves<6>() == ctp::with_closed_form::hanoi_moves<6>());
static_assert(ctp::hanoi_moves<6>() != ctp::hanoi_moves<5>() && three != four);
static_assert(hanoi_packed_moves<7>{{0x42'43'41'42'43'41'42}} !=
              hanoi_packed_moves<7>{{0x41'43'41'42'43'41'42}});
// The padding is never compared.
static_assert(hanoi_packed_moves<1>{{std::endian::native == std::endian::little
                                         ? 0xFF'FF'42
                                         : 0x42'00'00'00'00'00'FF'FF}} == "B");

// A random-access range of char: the iterator models std::random_access_iterator (its reference
// a value, so its legacy category is input), and range-for, the std::ranges algorithms and
// iterator arithmetic see the letters in order.
using letters_7 = hanoi_packed_moves<7>;
static_assert(std::random_access_iterator<letters_7::iterator>);
static_assert(std::is_same_v<std::iterator_traits<letters_7::iterator>::iterator_category,
                             std::input_iterator_tag>);
static_assert(std::is_same_v<std::iter_reference_t<letters_7::iterator>, char>);
static_assert(std::is_same_v<std::iter_value_t<letters_7::iterator>, char>);
static_assert(std::ranges::random_access_range<letters_7> && std::ranges::sized_range<letters_7>);
static_assert(std::ranges::common_range<letters_7>);
static_assert(*three.begin() == 'B' && *(three.end() - 1) == 'B');
static_assert((three.begin() + 3)[-1] == 'C' && (2 + three.begin())[0] == 'C');
static_assert(three.begin() < three.end() && three.begin() + 7 == three.end());
static_assert(std::ranges::count(ctp::hanoi_moves<10>(), 'B') == 341);
static_assert(std::ranges::find(four, 'C') - four.begin() == 2);
static_assert(std::ranges::equal(std::views::reverse(ctp::hanoi_moves<8>()) |
                                     std::views::transform([](char letter) {
                                       return static_cast<char>('A' + 'C' - letter);
                                     }),
                                 ctp::hanoi_moves<8>()));
static_assert(iterator_steps::land_where_indexing_does(three));

// The replay and the symmetry take the packed letters as they take text.
static_assert(ctp::hanoi_replay(ctp::hanoi_moves<12>(), 12) ==
              ctp::hanoi_replay_result{true, 0, true});
static_assert(ctp::hanoi_replay(ctp::hanoi_moves<3>(), 4) ==
              ctp::hanoi_replay_result{true, 0, false});
static_assert(ctp::hanoi_is_symmetric(ctp::hanoi_moves<12>()));
static_assert(!ctp::hanoi_is_symmetric(hanoi_packed_moves<2>{{0x41'41}}));
