// Towers of Hanoi by the closed form: Peelle's efficient program ("Towers of Hanoi, Simplified in
// J") repeats one permutation of the three names until there are 2^N - 1 moves. In J:
// `Hanoi =. {~ I` with `I =. M $ P A. i.@3:`.
#ifndef CTP_HANOI_WITH_CLOSED_FORM_HPP_INCLUDED
#define CTP_HANOI_WITH_CLOSED_FORM_HPP_INCLUDED

#include <bit>
#include <cstddef>
#include <cstdint>

#include "ctp/detail/blocks.hpp"
#include "ctp/detail/copy_within.hpp"
#include "ctp/fixed_string.hpp"
#include "ctp/hanoi/closed_form/packed_moves.hpp"
#include "ctp/hanoi/rules.hpp"

namespace ctp::with_closed_form {

// Writes the 2^discs - 1 move letters for discs discs to out[0, 2^discs - 1) (no terminator), at
// compile time or run time; out is a char array, std::string or std::vector<char> of at least
// that size. ctp-gen calls this very function to write its tables. discs is of any integer type,
// checked as hanoi_move_count checks it.
// 1. P: the permutation of ABC, 0 A. (ABC for an even number of discs) or 2 A. (BAC for odd).
// 2. M $: the first three moves are that permutation; the list is periodic with period three.
// 3. So every prefix of whole periods can be copied after itself: the list doubles with each
//    copy, so about log2(M) calls of detail::copy_within build it.
//! [closed-form]
template <class Chars, class Discs>
constexpr void hanoi_write_moves(Chars& out, Discs discs) {
  const std::uint64_t total = hanoi_move_count(discs);
  for (std::uint64_t k = 0; k != 3 && k != total; ++k) out[k] = hanoi_move_at(discs, k);
  for (std::uint64_t done = 3; done < total;) {
    const std::uint64_t copied = done <= total - done ? done : total - done;
    ctp::detail::copy_within(out, 0, done, copied);
    done += copied;
  }
}
//! [closed-form]

// The move letters for Discs discs, packed eight to a word (hanoi_packed_moves), by Peelle's
// closed form (what ctp::hanoi_moves uses). Reaches 20 discs, ctp's cap
// (hanoi_max_compile_time_discs), with g++-12 and clang++-19 under default limits
// (tests/hanoi/static_closed_form.cpp), with most of both budgets to spare: the evaluator's work
// does not grow with the number of discs but for the copies, one or two more a disc
// (scripts/bench_least_budget.py measures it).
// 1. P: the three letters of the period, as hanoi_write_moves starts.
// 2. Every word of eight letters but the last is whole, and the words repeat with a period of
//    three words (24 letters, a multiple of the letters' period). A block of 24 words is written
//    once and repeated by doubling struct copies (detail::repeat_prefix): about 2 log2 of the
//    number of blocks copies, and one shorter block for what is left.
// 3. The last word holds the last letters (2^Discs - 1 is odd: one to seven of them), then zeros.
// 4. The words are laid out as the hanoi_packed_moves by one std::bit_cast: they stay words, as
//    the evaluators pay for every element of the answer.
//! [closed-form-blocks]
template <int Discs>
constexpr auto hanoi_moves() {
  if constexpr (ctp::detail::check_compile_time_discs<Discs>()) {
    using word = std::uint64_t;
    constexpr std::size_t count = hanoi_move_count(Discs), size = sizeof(word);
    constexpr std::size_t whole_words = count / size, period_words = 24;
    const char period[3] = {hanoi_move_at(Discs, 0 % count), hanoi_move_at(Discs, 1 % count),
                            hanoi_move_at(Discs, 2 % count)};
    const auto eight_letters = [&](std::size_t first) {  // letters first to first + 7, then zeros
      ctp::detail::block<char, size> eight;
      for (std::size_t i = 0; i != size; ++i)
        eight.items[i] = first + i < count ? period[(first + i) % 3] : '\0';
      return std::bit_cast<word>(eight);
    };
    const ctp::detail::block<word, 1> last{{eight_letters(whole_words * size)}};
    if constexpr (whole_words == 0) {
      return std::bit_cast<hanoi_packed_moves<count>>(last);
    } else {
      ctp::detail::block<word, period_words> letters;
      for (std::size_t w = 0; w != period_words; ++w) letters.items[w] = eight_letters(w * size);
      return std::bit_cast<hanoi_packed_moves<count>>(
          ctp::detail::join(ctp::detail::repeat_prefix<whole_words>(letters), last));
    }
  } else {
    return fixed_string<0>{""};
  }
}
//! [closed-form-blocks]

}  // namespace ctp::with_closed_form

#endif  // CTP_HANOI_WITH_CLOSED_FORM_HPP_INCLUDED
