// Towers of Hanoi: ctp::hanoi_move_name, a name for one of the three moves (a character, a number
// or a word), structural so that names can be template arguments, as in Peelle's
// `('hop';'skip';'jump') Hanoi 3` ("Towers of Hanoi, Simplified in J").
#ifndef CTP_HANOI_MOVE_NAME_HPP_INCLUDED
#define CTP_HANOI_MOVE_NAME_HPP_INCLUDED

#include <cstddef>
#include <string_view>

namespace ctp {

// A short name: at most 15 characters, from a character ('A'), an integer (1) or a string
// literal ("hop"). Compared and printed by its text.
struct hanoi_move_name {
  // The longest name, in characters.
  static constexpr std::size_t capacity = 15;

  // The characters, NUL-padded; public so that the type is structural (a template argument).
  char text[capacity + 1]{};
  // How many characters of text are the name.
  std::size_t length = 0;

  constexpr hanoi_move_name() = default;

  // A character is named by itself.
  constexpr hanoi_move_name(char letter) noexcept : length(1) { text[0] = letter; }

  // A number is named by its decimal digits.
  constexpr hanoi_move_name(int number) noexcept {
    const bool negative = number < 0;
    long long n = number;
    if (negative) n = -n;
    char digits[capacity]{};
    std::size_t count = 0;
    do {
      digits[count++] = static_cast<char>('0' + n % 10);
      n /= 10;
    } while (n != 0);
    if (negative) text[length++] = '-';
    while (count != 0) text[length++] = digits[--count];
  }

  // A string literal is named by its characters; more than 15 is a compile error,
  // `ctp: a move name has at most 15 characters`.
  template <std::size_t Size>
  constexpr hanoi_move_name(const char (&word)[Size]) noexcept : length(Size - 1) {
    static_assert(Size - 1 <= capacity, "ctp: a move name has at most 15 characters");
    for (std::size_t i = 0; i + 1 < Size; ++i) text[i] = word[i];
  }

  // The name as a view of its characters.
  constexpr std::string_view view() const noexcept { return {text, length}; }
  constexpr operator std::string_view() const noexcept { return view(); }

  // Names compare by text; a string literal converts, so `name == "hop"` reads as it should.
  friend constexpr bool operator==(const hanoi_move_name&, const hanoi_move_name&) = default;
};

}  // namespace ctp

#endif  // CTP_HANOI_MOVE_NAME_HPP_INCLUDED
