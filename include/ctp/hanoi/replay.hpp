// Towers of Hanoi: a simulator that replays a move string on real pegs (the rules of Peelle's
// "Towers of Hanoi, Simplified in J") and proves every move legal and all discs on GOAL at the
// end; plus the symmetry Peelle points out.
#ifndef CTP_HANOI_REPLAY_HPP_INCLUDED
#define CTP_HANOI_REPLAY_HPP_INCLUDED

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>

#include "ctp/hanoi/closed_form/packed_moves.hpp"
#include "ctp/hanoi/rules.hpp"

namespace ctp {

// What a replay found: whether every move was legal, the index of the first move that was not
// (when one was not), and whether all discs ended on GOAL.
struct hanoi_replay_result {
  bool legal;                   // every move was legal
  std::uint64_t first_illegal;  // the index of the first illegal move, when one was not legal
  bool solved;                  // every disc ended on GOAL
  // Equal when every member is equal.
  friend constexpr bool operator==(const hanoi_replay_result&,
                                   const hanoi_replay_result&) = default;
};

namespace detail {
// The replay of hanoi_replay, for any letters that have size() and operator[] (text, or the
// packed letters of the closed form), and a number of discs hanoi_replay has checked.
template <class Letters>
constexpr hanoi_replay_result replay_hanoi_letters(const Letters& letters, int discs) {
  // 1. Each peg is a stack of disc numbers, bottom first; START holds discs..1.
  int pegs[3][hanoi_max_discs]{};
  int heights[3]{discs, 0, 0};
  for (int i = 0; i != discs; ++i) pegs[0][i] = discs - i;
  constexpr int pairs[3][2] = {{0, 1}, {0, 2}, {1, 2}};
  constexpr int no_disc = hanoi_max_discs + 1;  // larger than any disc: an empty peg's "top"
  for (std::uint64_t k = 0; k != letters.size(); ++k) {
    // 2. The letter names two pegs p and q.
    const char letter = letters[k];
    if (letter < 'A' || letter > 'C') return {false, k, false};
    int p = pairs[letter - 'A'][0], q = pairs[letter - 'A'][1];
    auto top = [&](int peg) { return heights[peg] == 0 ? no_disc : pegs[peg][heights[peg] - 1]; };
    // 3. Both empty: nothing can move. Otherwise the smaller top disc moves onto the other peg.
    if (top(p) == no_disc && top(q) == no_disc) return {false, k, false};
    if (top(q) < top(p)) std::swap(p, q);
    pegs[q][heights[q]++] = pegs[p][--heights[p]];
  }
  // 4. Solved when every disc is on GOAL (it is then in order: every move was legal).
  return {true, 0, heights[2] == discs};
}

// The check of hanoi_is_symmetric, for any letters that have size() and operator[].
template <class Letters>
constexpr bool hanoi_letters_symmetric(const Letters& letters) noexcept {
  for (std::size_t i = 0, j = letters.size(); i < j--; ++i)
    if (letters[i] + letters[j] != 'A' + 'C') return false;
  return true;
}
}  // namespace detail

// Replays letters (A = START-PARK, B = START-GOAL, C = PARK-GOAL) starting with all discs on
// START. A letter names two pegs; the move is legal when one of them has a disc, and the smaller
// top disc then moves onto the other peg (the only legal direction). A letter other than A, B
// or C is an illegal move. Throws `ctp: hanoi needs 1 to 63 discs` for a bad number of discs,
// which is of any integer type and checked as hanoi_valid checks it.
template <class Discs>
constexpr hanoi_replay_result hanoi_replay(std::string_view letters, Discs discs) {
  detail::require_hanoi_discs(discs);
  return detail::replay_hanoi_letters(letters, detail::whole_number_as<int>(discs));
}
// Replays the packed letters of ctp::hanoi_moves<N>() as hanoi_replay does text, at compile time
// too.
template <std::size_t Count, class Discs>
constexpr hanoi_replay_result hanoi_replay(const hanoi_packed_moves<Count>& letters, Discs discs) {
  detail::require_hanoi_discs(discs);
  return detail::replay_hanoi_letters(letters, detail::whole_number_as<int>(discs));
}

// Peelle's symmetry: the second half of a solution is the complement of the first half
// reversed, so with A, B, C = 0, 1, 2 every move plus its mirror image sums to 2.
constexpr bool hanoi_is_symmetric(std::string_view letters) noexcept {
  return detail::hanoi_letters_symmetric(letters);
}
// Peelle's symmetry for the packed letters of ctp::hanoi_moves<N>(), as for text.
template <std::size_t Count>
constexpr bool hanoi_is_symmetric(const hanoi_packed_moves<Count>& letters) noexcept {
  return detail::hanoi_letters_symmetric(letters);
}

}  // namespace ctp

#endif  // CTP_HANOI_REPLAY_HPP_INCLUDED
