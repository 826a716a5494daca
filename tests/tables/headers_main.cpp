// The program of headers.generated.two_units: every kind of header ctp-gen emits, built under the
// strictest warnings and without exceptions (Catch2 needs them, so the facts are checked by hand).
// Each checked accessor reports a bad argument at run time as an empty answer, and its unchecked
// form answers a good one as it does. Prints each fact that fails, and exits 1 if any does.
#include <generated/hanoi_3.hpp>
#include <generated/hanoi_3_names.hpp>
#include <generated/hanoi_3_question_marks.hpp>
#include <generated/nine_tails_2x3_unweighted.hpp>
#include <generated/nine_tails_3x3.hpp>
#include <generated/nine_tails_4x4.hpp>
#include <generated/rings_12_on.hpp>
#include <generated/rings_5.hpp>
#include <generated/river_3_3.hpp>
#include <generated/river_4_4.hpp>
#include <generated/river_5_3_seats_3.hpp>
#include <generated/river_farmer.hpp>
#include <generated/water_3_5_8.hpp>
#include <generated/water_3_5_tap.hpp>
#include <generated/water_hardest_2_6_tap.hpp>
#include <generated/water_hardest_3_12.hpp>

#include <array>
#include <cstdint>
#include <cstdio>
#include <optional>

namespace {

int failures = 0;

// __int128 and its unsigned twin, named without -Wpedantic's warning (they are extensions).
__extension__ using int128 = __int128;
__extension__ using uint128 = unsigned __int128;

// 2^32 + k and 2^64 + k: numbers that convert to k, which a table answers for.
constexpr std::uint64_t past_32(std::uint64_t k) { return (std::uint64_t{1} << 32) + k; }
constexpr int128 past_64(int k) { return (int128{1} << 64) + k; }

// Counts and prints a fact that does not hold.
void fact(bool holds, const char* what) {
  if (holds) return;
  std::printf("fails: %s\n", what);
  ++failures;
}

// A nine tails table: bad text and indices outside it are empty states; every state's unchecked
// form is its checked one, and its text parses back to it.
template <class StateAt, class UncheckedStateAt, class Parse, class Text>
void nine_tails(std::uint64_t states, StateAt state_at, UncheckedStateAt unchecked_state_at,
                Parse parse, Text text) {
  fact(!parse("XYZ").has_value(), "nine tails: parse(\"XYZ\") is empty");
  fact(!state_at(static_cast<std::uint32_t>(states)).has_value(),
       "nine tails: no state past the table");
  bool alike = true;
  for (std::uint32_t board = 0; board != states; ++board) {
    const auto s = state_at(board);
    alike = alike && s && *s == unchecked_state_at(board) && parse(text(*s).view()) == s;
  }
  fact(alike, "nine tails: every state is its unchecked form, and its text parses back to it");
}

void nine_tails_tables() {
  namespace three = generated::nine_tails_3x3;
  nine_tails(three::state_count(), three::state_at<std::uint32_t>, three::unchecked::state_at,
             three::parse, three::text);
  const std::optional<three::state> liang = three::parse("HHHTTTHHH");
  fact(liang && three::cost(*liang) == 8u, "nine tails: HHHTTTHHH costs 8");
  int calls = 0;
  if (liang) three::for_each_on_path(*liang, [&](three::state) { ++calls; });
  fact(calls == 3, "nine tails: Liang's path has three boards");
  fact(!three::next(three::goal()).has_value(), "nine tails: no next board from all tails");
  fact(!three::state_at(past_32(56)) && !three::state_at(past_64(56)) &&
           !three::state_at(uint128{56} - (uint128{1} << 64)) && three::state_at(int128{56}),
       "nine tails: 2^32 + 56 and 2^64 + 56 are no board 56");
  namespace small = generated::nine_tails_2x3_unweighted;
  nine_tails(small::state_count(), small::state_at<std::uint32_t>, small::unchecked::state_at,
             small::parse, small::text);
  namespace four = generated::nine_tails_4x4;
  nine_tails(four::state_count(), four::state_at<std::uint32_t>, four::unchecked::state_at,
             four::parse, four::text);
  const std::optional<four::state> lone = four::state_at(1);
  fact(lone && !four::cost(*lone).has_value() && !four::next(*lone).has_value(),
       "nine tails: a 4 x 4 board that cannot reach all tails has no cost and no next board");
}

void hanoi_tables() {
  namespace letters = generated::hanoi_3;
  namespace names = generated::hanoi_3_names;
  fact(!letters::move_at(static_cast<std::uint32_t>(letters::move_count())).has_value(),
       "hanoi: no move past the last");
  bool alike = true;
  for (std::uint32_t k = 0; k != names::move_count(); ++k)
    alike = alike && letters::move_at(k) == letters::unchecked::move_at(k) &&
            names::move_at(k) == names::unchecked::move_at(k);
  fact(alike, "hanoi: unchecked answers every move as checked does");
  fact(!letters::move_at(past_32(1)) && !letters::move_at(past_64(1)) &&
           !letters::move_at(std::int64_t{-1}) && letters::move_at(uint128{1}),
       "hanoi: 2^32 + 1, 2^64 + 1 and -1 are no move");
  const std::optional<names::move> first = names::move_at(0);
  fact(first && names::move_text(*first) == "skip",
       "hanoi: the first of 3 discs' moves is skip (B)");
  // Names that would hold trigraphs if written as they are: the header escapes them (its strict
  // build has -Wtrigraphs as an error) and they read back as given.
  namespace marks = generated::hanoi_3_question_marks;
  const std::optional<marks::move> mark = marks::move_at(0);
  fact(mark && marks::move_text(*mark) == "\?\?)",
       "hanoi: names with two question marks read back as given");
}

template <class MoveAt, class StateAfter, class UncheckedMoveAt, class UncheckedStateAfter>
void rings(std::uint64_t move_count, MoveAt move_at, StateAfter state_after,
           UncheckedMoveAt unchecked_move_at, UncheckedStateAfter unchecked_state_after) {
  const auto last = static_cast<std::uint32_t>(move_count);
  fact(!move_at(last).has_value(), "rings: no move past the last");
  fact(!state_after(last + 1).has_value(), "rings: no state past the last");
  bool alike = true;
  for (std::uint32_t k = 0; k != last; ++k)
    alike =
        alike && move_at(k) == unchecked_move_at(k) && state_after(k) == unchecked_state_after(k);
  fact(alike && state_after(last) == unchecked_state_after(last),
       "rings: unchecked answers every move and state as checked does");
}

void rings_tables() {
  namespace off = generated::rings_5;
  rings(off::move_count(), off::move_at<std::uint32_t>, off::state_after<std::uint32_t>,
        off::unchecked::move_at, off::unchecked::state_after);
  namespace on = generated::rings_12_on;
  rings(on::move_count(), on::move_at<std::uint32_t>, on::state_after<std::uint32_t>,
        on::unchecked::move_at, on::unchecked::state_after);
  const auto end = on::state_after(static_cast<std::uint32_t>(on::move_count()));
  fact(end && on::text(*end).view() == "UUUUUUUUUUUU", "rings: 12 rings put on end all up");
  fact(!off::move_at(past_32(1)) && !off::state_after(past_64(1)) && !off::state_at(-1) &&
           off::state_after(std::int64_t{1}),
       "rings: 2^32 + 1, 2^64 + 1 and -1 are no move and no state");
}

void water_tables() {
  namespace water = generated::water_3_5_8;
  fact(!water::contents(0, 0, 9).has_value(), "water: 9 units do not fit the cup of 8");
  fact(!water::contents(1, 1, 1).has_value(), "water: 1, 1, 1 is never reached");
  fact(!water::parse("0,0").has_value() && !water::parse("0,0,8,0").has_value(),
       "water: text of the wrong number of cups is no state");
  fact(!water::cost(water::start(), 9).has_value() && !water::cost(water::start(), -1).has_value(),
       "water: no cost of an amount no cup holds");
  fact(!water::next_move(water::start(), 9).has_value(),
       "water: no move to an amount no cup holds");
  fact(water::reachable_count(9) == 0, "water: no state reaches an amount no cup holds");
  fact(water::cost(water::start(), 4) == 6u, "water: 4 units take 6 moves from 0, 0, 8");
  const std::optional<water::move> first = water::next_move(water::start(), 4);
  fact(first && water::move_text(*first) == "pour cup 3 into cup 2",
       "water: the first move to 4 pours cup 3 into cup 2");
  int states = 0;
  water::for_each_on_path(water::start(), 4, [&](water::state) { ++states; });
  fact(states == 7, "water: the path to 4 has 7 states");
  fact(!water::cost(water::start(), past_32(4)) && !water::next(water::start(), past_64(4)) &&
           !water::contents(0, 0, past_64(8)) && !water::contents(0, 0, past_32(8)) &&
           !water::reachable(water::start(), -(int128{1} << 64) + 4) &&
           water::contents(short{0}, 0LL, uint128{8}) == water::start(),
       "water: 2^32 + 4 and 2^64 + 4 are no amount 4, nor 2^64 + 8 in a cup 8");
  bool alike = true;
  for (std::uint32_t i = 0; i != water::state_count(); ++i) {
    const std::optional<water::state> s = water::state_at(i);
    if (s)
      alike =
          alike && *s == water::unchecked::state_at(i) && water::parse(water::text(*s).view()) == s;
  }
  fact(alike, "water: every state is its unchecked form, and its text parses back to it");
  namespace tap = generated::water_3_5_tap;
  const std::optional<tap::state> empty = tap::contents(0, 0);
  fact(empty && tap::cost(*empty, 4) == 6u && !tap::contents(0, 6).has_value(),
       "water with a tap: 4 units take 6 moves; 6 units do not fit the cup of 5");
}

void water_hardest_tables() {
  namespace hardest = generated::water_hardest_3_12;
  fact(!hardest::puzzle_at(static_cast<std::uint32_t>(hardest::puzzle_count())).has_value(),
       "water hardest: no puzzle past the list");
  const std::optional<hardest::puzzle> first = hardest::puzzle_at(0);
  fact(first && *first == hardest::unchecked::puzzle_at(0),
       "water hardest: unchecked answers as checked does");
  fact(!hardest::puzzle_at(past_32(0)) && !hardest::puzzle_at(past_64(0)) &&
           hardest::puzzle_at(int128{0}),
       "water hardest: 2^32 and 2^64 are no puzzle 0");
  namespace tap = generated::water_hardest_2_6_tap;
  fact(!tap::puzzle_at(static_cast<std::uint32_t>(tap::puzzle_count())).has_value(),
       "water hardest with a tap: no puzzle past the list");
}

// River tables: numbers and texts that are no state the start reaches are empty states; no way
// across is an empty cost.
void river_tables() {
  namespace river = generated::river_3_3;
  fact(!river::state_at(static_cast<std::uint32_t>(river::state_count())).has_value() &&
           !river::state_at(1).has_value(),
       "river: no state outside the table, or that the start never reaches");
  const std::uint32_t first = river::start().index();
  fact(!river::state_at(past_32(first)) && !river::state_at(past_64(static_cast<int>(first))) &&
           river::state_at(std::uint64_t{first}),
       "river: 2^32 + i and 2^64 + i are no state i");
  fact(!river::parse("MMMCCC|").has_value() && !river::parse("FWGC|").has_value(),
       "river: parse refuses text that is no state of the puzzle");
  const std::optional<river::state> start = river::parse("MMMCCCB|");
  fact(start == river::start() && river::cost(river::start()) == 11u,
       "river: 3 and 3 take 11 crossings from MMMCCCB|");
  int walked = 0;
  river::for_each_on_path(river::start(), [&](river::state) { ++walked; });
  fact(walked == 12, "river: the path has 12 states");
  namespace no_way = generated::river_4_4;
  fact(!no_way::cost(no_way::start()).has_value() && no_way::reachable_count() == 0,
       "river: 4 and 4 have no way across");
  namespace farmer = generated::river_farmer;
  namespace halfway = generated::river_5_3_seats_3;
  fact(farmer::cost(farmer::start()) == 7u && halfway::reachable(halfway::start()),
       "river: the farmer takes 7 crossings; 5 and 3 with a boat of 3 get across");
}

}  // namespace

int main() {
  nine_tails_tables();
  hanoi_tables();
  rings_tables();
  water_tables();
  water_hardest_tables();
  river_tables();
  return failures == 0 ? 0 : 1;
}
