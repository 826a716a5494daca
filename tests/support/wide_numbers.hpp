// The numbers past every width that a generated table's checked functions must refuse as the
// values they are: each of them, converted to the table's std::uint32_t index_type (or to int, a
// water amount's old type), is a small number k that the table answers for. A check made after
// the conversion would answer for k; a check of the value answers empty.
#ifndef CTP_TESTS_SUPPORT_WIDE_NUMBERS_HPP_INCLUDED
#define CTP_TESTS_SUPPORT_WIDE_NUMBERS_HPP_INCLUDED

#include <cstdint>
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

}  // namespace wide

#endif  // CTP_TESTS_SUPPORT_WIDE_NUMBERS_HPP_INCLUDED
