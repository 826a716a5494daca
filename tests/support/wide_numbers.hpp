// The numbers past every width that a checked function must refuse as the values they are, a
// generated table's (which answers empty) and the library's (which throws or says not valid):
// each of them, converted to the table's std::uint32_t index_type or to the library's int or
// std::uint64_t, is a small number k that the function answers for. A check made after the
// conversion would answer for k; a check of the value does not.
#ifndef CTP_TESTS_SUPPORT_WIDE_NUMBERS_HPP_INCLUDED
#define CTP_TESTS_SUPPORT_WIDE_NUMBERS_HPP_INCLUDED

#include <cstdint>
#include <exception>
#include <limits>

namespace wide {

// __int128 and its unsigned twin, named without -Wpedantic's warning (they are extensions).
__extension__ using int128 = __int128;
__extension__ using uint128 = unsigned __int128;

// Whether answers(n) is false for every number n below that stands for k past a width, and true
// for k itself (below 2^16), in every type it is given as (so that a table that answers nothing
// fails too). answers is a generic callable: whether the table answers for the number it is given.
template <class Answers>
constexpr bool only_k_answers(std::uint32_t k, Answers answers) {
  const auto k64 = std::uint64_t{k};
  const bool k_answers = answers(k) && answers(static_cast<int>(k)) &&
                         answers(static_cast<std::int64_t>(k)) && answers(int128{k}) &&
                         answers(uint128{k}) && answers(static_cast<std::uint16_t>(k));
  const bool past_32 = !answers((std::uint64_t{1} << 32) + k64) &&
                       !answers(static_cast<std::int64_t>((std::uint64_t{1} << 32) + k64)) &&
                       !answers((int128{1} << 32) + k) && !answers((uint128{1} << 32) + k);
  const bool past_63 = !answers((std::uint64_t{1} << 63) + k64);
  const bool past_64 = !answers((int128{1} << 64) + k) && !answers((uint128{1} << 64) + k) &&
                       !answers((uint128{1} << 127) + k) && !answers(uint128{0} - 1);
  const bool negative =
      !answers(-1) && !answers(std::int64_t{-1}) && !answers(static_cast<short>(-1)) &&
      !answers(static_cast<signed char>(-1)) &&
      !answers(std::numeric_limits<std::int64_t>::min()) &&
      !answers(-(std::int64_t{1} << 32) + k) && !answers(-(int128{1} << 64) + k) &&
      !answers(-(int128{1} << 32) + k) && !answers(std::numeric_limits<int>::min());
  return k_answers && past_32 && past_63 && past_64 && negative;
}

#if defined(__cpp_exceptions)
// The answers of a library function that throws `ctp: ...` on a number it refuses: whether
// function(n) returns (at run time; a refusal in a constant expression is a compile error).
template <class Function>
constexpr auto returns(Function function) {
  return [function](auto number) {
    try {
      static_cast<void>(function(number));
      return true;
    } catch (const std::exception&) {
      return false;
    }
  };
}
#endif

}  // namespace wide

#endif  // CTP_TESTS_SUPPORT_WIDE_NUMBERS_HPP_INCLUDED
