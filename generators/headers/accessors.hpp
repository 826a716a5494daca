// The accessors every header ctp-gen writes shares, whatever its puzzle: reading a byte field,
// and a table's own state type. C++ that is formatted, tidied and compiled like the rest.
//
// Not a header to include: ctp-gen embeds this file when it is built and copies each region
// between two `//! [name]` lines into the header it writes (headers/document.cpp), after the
// table's data and before the puzzle's own accessors (generators/<puzzle>/accessors.hpp). A region
// uses the names the header declares before it and the standard headers it includes.
// tests/tables/accessors_*.cpp compile this file after small stand-in tables.
//
// A function that reads the table's bytes, or calls one that does, is declared
// CTP_TABLE_CONSTEXPR (and so is detail::is_state, which reads them in some tables). ctp-gen writes
// `constexpr` there when the bytes are in the header, and `inline` when they are beside it (ctp-gen
// --data beside): bytes that only the linker sees cannot be read in a constant expression, and a
// function that never can be is not constexpr. With the bytes beside, detail::byte_at is not
// constexpr either, so g++ refuses a constexpr function that reads them: the tests that compile
// such headers find a function that lacks the word.
#ifndef CTP_GENERATORS_HEADERS_ACCESSORS_HPP_INCLUDED
#define CTP_GENERATORS_HEADERS_ACCESSORS_HPP_INCLUDED

#ifndef CTP_TABLE_CONSTEXPR
#define CTP_TABLE_CONSTEXPR constexpr
#endif

// In every header.
//! [checked]
namespace detail {

// The key of the constructors of the header's states and moves: only this header's functions,
// each of which checks what it is given (or, in namespace unchecked, states its precondition),
// make them.
struct checked {};

// Whether Number is a type a checked function takes a number in: an integer type of any width,
// __int128 and unsigned __int128 included (std::numeric_limits knows them in every language mode),
// but not bool nor a character type, which are no numbers.
template <class Number>
inline constexpr bool is_whole_number =
    std::numeric_limits<Number>::is_integer && !std::is_same_v<Number, bool> &&
    !std::is_same_v<Number, char> && !std::is_same_v<Number, wchar_t> &&
    !std::is_same_v<Number, char8_t> && !std::is_same_v<Number, char16_t> &&
    !std::is_same_v<Number, char32_t>;

// Whether 0 <= number < end, compared as the value number is, before any conversion (so 2^32 + 5
// is not below 6, nor is -1); a compile error when Number is no whole number. A function that
// checks its number with it converts it to index_type only then. Precondition: end <= 2^32.
template <class Number>
constexpr bool is_below(Number number, std::uint64_t end) {
  static_assert(is_whole_number<Number>,
                "ctp: a table takes its indices and amounts as integers, not as bool, characters "
                "or floating point");
  if constexpr (!is_whole_number<Number>) {
    return false;
  } else if constexpr (sizeof(Number) > sizeof(std::uint64_t)) {  // __int128: end converts exactly
    if constexpr (std::numeric_limits<Number>::is_signed) {
      if (number < 0) return false;
    }
    return number < static_cast<Number>(end);
  } else {
    // One compare: a negative number converts to 2^64 minus its magnitude, at least 2^63, which is
    // past any end.
    return static_cast<std::uint64_t>(number) < end;
  }
}

// number as an index_type, once is_below has checked it. The unary + promotes a number narrower
// than int (signed char, short) to int first, so that no character is converted as such
// (bugprone-signed-char-misuse); its value is not negative, and the same either way.
template <class Number>
constexpr index_type to_index(Number number) {
  return static_cast<index_type>(+number);
}

// One more than the largest index_type: every index is below it.
inline constexpr std::uint64_t index_end =
    std::uint64_t{std::numeric_limits<index_type>::max()} + 1;

}  // namespace detail
//! [checked]

// In every header that has a byte field.
//! [byte_at]
namespace detail {

// Byte i of a byte field: one string literal, or, past 65,535 bytes, rows of 32,768 bytes, each a
// literal (headers/document.cpp writes them), so that no literal is longer than the 65,536
// characters past which clang's -Woverlength-strings warns. One load either way.
template <std::size_t N>
constexpr unsigned char byte_at(const char (&bytes)[N], std::uint64_t i) {
  return static_cast<unsigned char>(bytes[i]);
}
template <std::size_t Rows>
constexpr unsigned char byte_at(const char (&rows)[Rows][32769], std::uint64_t i) {
  return static_cast<unsigned char>(rows[i / 32768][i % 32768]);
}

}  // namespace detail
//! [byte_at]

// In every header whose bytes are beside it, instead of [byte_at].
//! [byte_at_beside]
namespace detail {

// Byte i of a byte field kept beside the header, in the translation unit ctp-gen writes with it:
// one load, at run time only, as the linker places the bytes.
inline unsigned char byte_at(const unsigned char* bytes, std::uint64_t i) { return bytes[i]; }

}  // namespace detail
//! [byte_at_beside]

// In every header whose table answers for states. The header declares before it: index_type and
// detail::text_capacity.
//! [state]
namespace detail {

// Whether i is the index of a state of this table: defined by the puzzle's accessors, below. Not
// constexpr beside the bytes, as where it reads them it cannot be.
CTP_TABLE_CONSTEXPR bool is_state(index_type i);

}  // namespace detail

// One state of this table, and of no other: a state of another table, or a bare number, is a
// compile error where a state is asked for. Made by parse, state_at and the functions that return
// states, each of which checks its input, so that a function given a state never checks it again.
class state {
 public:
  constexpr state(detail::checked /*key*/, index_type index) : index_(index) {}

  // The state's index: its number in this table, 0 .. state_count() - 1.
  [[nodiscard]] constexpr index_type index() const { return index_; }

  friend constexpr bool operator==(state, state) = default;

 private:
  index_type index_;
};

// A state's text, as parse reads it and the ctp tool prints it: view() is a std::string_view of
// it, in a constant expression too.
class state_text {
 public:
  [[nodiscard]] constexpr std::string_view view() const { return {chars_.data(), size_}; }

  // Appends c (the header's text(state) writes a state this way; it never writes past the end).
  constexpr void push_back(char c) { chars_[size_++] = c; }

 private:
  std::array<char, detail::text_capacity> chars_{};
  std::size_t size_ = 0;
};

// The state of index i, or empty when i is no state of this table. i is any integer type, its
// value checked before any conversion (detail::is_below).
template <class Index>
CTP_TABLE_CONSTEXPR std::optional<state> state_at(Index i) {
  if (!detail::is_below(i, detail::index_end) || !detail::is_state(detail::to_index(i)))
    return std::nullopt;
  return state(detail::checked{}, detail::to_index(i));
}

namespace unchecked {

// The state of index i, without state_at's check. Precondition: state_at(i) is not empty; any
// other i makes a state that reads outside the table (undefined behaviour).
constexpr state state_at(index_type i) { return state(detail::checked{}, i); }

}  // namespace unchecked
//! [state]

// In every header whose state's text is a letter a bit of its index, text_capacity letters, after
// [state].
//! [letters]
namespace detail {

// The state whose index has a bit a letter of text, the first letter the most significant bit: 1
// for `one`, 0 for `zero`; empty when text is not text_capacity such letters, or no state.
CTP_TABLE_CONSTEXPR std::optional<state> parse_letters(std::string_view text, char zero, char one) {
  bool letters = text.size() == text_capacity;
  index_type index = 0;
  for (const char letter : text) {
    letters = letters && (letter == zero || letter == one);
    index = (index << 1) | (letter == one ? 1u : 0u);
  }
  if (!letters) return std::nullopt;
  return state_at(index);
}

// The text of s as parse_letters reads it.
constexpr state_text letters_text(state s, char zero, char one) {
  state_text out;
  for (std::size_t bit = text_capacity; bit-- != 0;)
    out.push_back(((s.index() >> bit) & 1u) ? one : zero);
  return out;
}

}  // namespace detail
//! [letters]

#endif  // CTP_GENERATORS_HEADERS_ACCESSORS_HPP_INCLUDED
