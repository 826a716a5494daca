// Water pouring (the rules of the 3/5/8 water cups post): the accessors ctp-gen copies into every
// water header (generators/water_pouring/accessors.hpp), compiled on their own after a small
// stand-in table, and their move rule, detail::after_move, proven equal to the library's,
// ctp::water_apply, for every contents and every move of two puzzles: the stand-in's cups of 3, 5
// and 8 with a tap, and the 3/5-with-a-tap header ctp-gen writes at build time.
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string_view>
#include <type_traits>
#include <utility>

#include "ctp/water_pouring/rules.hpp"
#include "generated/water_3_5_tap.hpp"
#include "water_pouring/move_code.hpp"

namespace stand_in {

// What a water header and a water-hardest header declare before the accessors, for cups of 3, 5
// and 8: the sizes the accessors are written against, and byte fields of zeros (only the rule of a
// move is proven here; the committed tables' own tests prove their lookups).
using index_type = std::uint32_t;
inline constexpr std::size_t cups = 3;
inline constexpr std::array<int, cups> capacities{{3, 5, 8}};
inline constexpr bool tap = true;
inline constexpr int max_capacity = 8;

namespace detail {
inline constexpr index_type state_count = 4 * 6 * 9;
inline constexpr std::uint64_t reached_count = 1;
inline constexpr std::array<int, 3> start{{0, 0, 8}};
inline constexpr std::size_t text_capacity = 5;
inline constexpr char costs[(4 * 6 * 9 * 9) + 1] = {};  // every contents reached, in 0 moves
inline constexpr char next_moves[(4 * 6 * 9 * 9) + 1] = {};
inline constexpr std::array<std::string_view, 15> move_texts{};
inline constexpr std::uint64_t move_count = 6;
inline constexpr std::size_t puzzle_count = 1;
inline constexpr std::array<int, 3> starts{{0, 0, 8}};
inline constexpr std::array<int, 1> goal_amounts{{4}};
}  // namespace detail

// In the order a header has them: the shared accessors, then the puzzle's.
#include "headers/accessors.hpp"

#include "water_pouring/accessors.hpp"

}  // namespace stand_in

namespace {

// Whether after_move(contents, code) is ctp::water_apply's state for every contents the cups can
// hold and every move that counts from it, fills and empties included.
// 1. Walk every contents as an odometer, cup 0 most significant.
// 2. For each move the library allows from it, apply it both ways and compare every cup.
template <std::size_t Cups, class AfterMove>
constexpr bool after_move_is_water_apply(const std::array<int, Cups>& capacities,
                                         AfterMove after_move) {
  const int cups = static_cast<int>(Cups);
  ctp::water_puzzle puzzle{{cups, {}}, {cups, {}}, true};
  for (int c = 0; c != cups; ++c)
    puzzle.capacity.amount[c] = capacities[static_cast<std::size_t>(c)];
  std::array<int, Cups> contents{};
  bool equal = true;
  for (;;) {
    ctp::water_state state{cups, {}};
    for (int c = 0; c != cups; ++c) state.amount[c] = contents[static_cast<std::size_t>(c)];
    ctp::water_for_each_legal_move(puzzle, state, [&](const ctp::water_move& move) {
      const ctp::water_state by_library = ctp::water_apply(puzzle, state, move);
      const std::array<int, Cups> by_header =
          after_move(contents, ctp::puzzles::water_pouring::water_move_code(move, cups));
      for (int c = 0; c != cups; ++c)
        equal = equal && by_header[static_cast<std::size_t>(c)] == by_library[c];
    });
    std::size_t c = Cups;
    while (c != 0 && contents[c - 1] == capacities[c - 1]) contents[--c] = 0;
    if (c == 0) return equal;
    ++contents[c - 1];
  }
}

static_assert(after_move_is_water_apply(stand_in::capacities,
                                        [](const auto& contents, unsigned code) {
                                          return stand_in::detail::after_move(contents, code);
                                        }));
static_assert(after_move_is_water_apply(generated::water_3_5_tap::capacities,
                                        [](const auto& contents, unsigned code) {
                                          return generated::water_3_5_tap::detail::after_move(
                                              contents, code);
                                        }));

// A move's cups, counted from 1, from its code: pour 3 -> 2 is 2 * 3 + 1, fill 1 is 9, empty 2 is
// 13.
static_assert(stand_in::move(stand_in::detail::checked{}, 7).from() == 3);
static_assert(stand_in::move(stand_in::detail::checked{}, 7).to() == 2);
static_assert(stand_in::move(stand_in::detail::checked{}, 9).kind() == stand_in::move_kind::fill);
static_assert(stand_in::move(stand_in::detail::checked{}, 13).from() == 2);
static_assert(stand_in::move(stand_in::detail::checked{}, 13).kind() == stand_in::move_kind::empty);

// Text both ways: amounts separated by commas, cup 1 first.
static_assert(stand_in::text(stand_in::start()).view() == "0,0,8");
static_assert(stand_in::amounts(stand_in::start()) == std::array<int, 3>{0, 0, 8});

// The stand-in's one puzzle is read back as one record.
static_assert(stand_in::puzzle_at(0)->capacities == stand_in::capacities);
static_assert(stand_in::puzzle_at(0)->goal_amount == 4 && !stand_in::puzzle_at(1));

}  // namespace
