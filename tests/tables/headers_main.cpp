// The program of headers.generated.two_units: every kind of header ctp-gen emits, built under the
// strictest warnings and without exceptions (Catch2 needs them, so the facts are checked by hand).
// Each checked accessor reports a bad argument at run time, and its unchecked form answers a good
// one as it does. Prints each fact that fails, and exits 1 if any does.
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

// Counts and prints a fact that does not hold.
void fact(bool holds, const char* what) {
  if (holds) return;
  std::printf("fails: %s\n", what);
  ++failures;
}

// A nine tails table: bad text and boards outside it are reported; every board answers alike.
template <class Parse, class Cost, class Reachable, class Next, class UncheckedCost,
          class UncheckedNext>
void nine_tails(std::uint32_t states, Parse parse, Cost cost, Reachable reachable, Next next,
                UncheckedCost unchecked_cost, UncheckedNext unchecked_next) {
  fact(!parse("XYZ").has_value(), "nine tails: parse(\"XYZ\") is empty");
  fact(!cost(states).has_value() && !cost(600u + states).has_value(),
       "nine tails: no cost past the table");
  fact(!reachable(states), "nine tails: a board past the table is not reachable");
  fact(!next(states).has_value(), "nine tails: no next board past the table");
  bool alike = true;
  for (std::uint32_t board = 0; board != states; ++board)
    alike = alike && cost(board) == unchecked_cost(board) && next(board) == unchecked_next(board);
  fact(alike, "nine tails: unchecked answers every board as checked does");
}

void nine_tails_tables() {
  namespace three = generated::nine_tails_3x3;
  nine_tails(three::states, three::parse, three::cost, three::reachable, three::next,
             three::unchecked::cost, three::unchecked::next);
  const std::optional<std::uint32_t> liang = three::parse("HHHTTTHHH");
  fact(liang && three::cost(*liang) == 8u, "nine tails: HHHTTTHHH costs 8");
  int calls = 0;
  three::for_each_on_path(512, [&](std::uint32_t) { ++calls; });
  fact(calls == 0, "nine tails: no path from a board past the table");
  three::for_each_on_path(56, [&](std::uint32_t) { ++calls; });
  fact(calls == 3, "nine tails: Liang's path has three boards");
  namespace small = generated::nine_tails_2x3_unweighted;
  nine_tails(small::states, small::parse, small::cost, small::reachable, small::next,
             small::unchecked::cost, small::unchecked::next);
  namespace four = generated::nine_tails_4x4;
  nine_tails(four::states, four::parse, four::cost, four::reachable, four::next,
             four::unchecked::cost, four::unchecked::next);
}

void hanoi_tables() {
  namespace letters = generated::hanoi_3;
  namespace names = generated::hanoi_3_names;
  fact(!letters::move_at(letters::move_count).has_value(), "hanoi: no move past the last");
  fact(!names::move_name_at(names::move_count).has_value(), "hanoi: no name past the last");
  bool alike = true;
  for (std::uint64_t k = 0; k != names::move_count; ++k)
    alike = alike && letters::move_at(k) == letters::unchecked::move_at(k) &&
            names::move_name_at(k) == names::unchecked::move_name_at(k);
  fact(alike, "hanoi: unchecked answers every move as checked does");
  fact(names::move_name_at(0) == "skip", "hanoi: the first of 3 discs' moves is skip (B)");
  // Names that would hold trigraphs if written as they are: the header escapes them (its strict
  // build has -Wtrigraphs as an error) and they read back as given.
  namespace marks = generated::hanoi_3_question_marks;
  fact(
      marks::move_name_at(0) == "\?\?)" && marks::names[0] == "\?\?(" && marks::names[2] == "\?\?=",
      "hanoi: names with two question marks read back as given");
}

template <class MoveAt, class StateAfter, class UncheckedMoveAt, class UncheckedStateAfter>
void rings(std::uint64_t move_count, MoveAt move_at, StateAfter state_after,
           UncheckedMoveAt unchecked_move_at, UncheckedStateAfter unchecked_state_after) {
  fact(!move_at(move_count).has_value(), "rings: no move past the last");
  fact(!state_after(move_count + 1).has_value(), "rings: no state past the last");
  bool alike = true;
  for (std::uint64_t k = 0; k != move_count; ++k) {
    const auto move = move_at(k);
    alike = alike && move && move->ring == unchecked_move_at(k).ring &&
            move->up == unchecked_move_at(k).up && state_after(k) == unchecked_state_after(k);
  }
  fact(alike && state_after(move_count) == unchecked_state_after(move_count),
       "rings: unchecked answers every move and state as checked does");
}

void rings_tables() {
  namespace off = generated::rings_5;
  rings(off::move_count, off::move_at, off::state_after, off::unchecked::move_at,
        off::unchecked::state_after);
  namespace on = generated::rings_12_on;
  rings(on::move_count, on::move_at, on::state_after, on::unchecked::move_at,
        on::unchecked::state_after);
  fact(on::state_after(on::move_count) == 0xfffu, "rings: 12 rings put on end all up");
}

void water_tables() {
  namespace water = generated::water_3_5_8;
  using contents = std::array<int, 3>;
  fact(!water::position({0, 0, 9}).has_value(), "water: 9 units do not fit the cup of 8");
  fact(!water::position({1, 1, 1}).has_value(), "water: 1, 1, 1 is never reached");
  fact(!water::cost({0, 0, 8}, 9).has_value() && !water::cost({0, 0, 8}, -1).has_value(),
       "water: no cost of an amount no cup holds");
  fact(!water::reachable({1, 1, 1}, 4), "water: unreached contents reach nothing");
  fact(!water::next({0, 0, 9}, 4).has_value() && !water::next_move({0, 0, 8}, 9).has_value(),
       "water: no next move outside the table");
  fact(!water::reachable_count(9).has_value(), "water: no count of an amount no cup holds");
  fact(water::cost({0, 0, 8}, 4) == 6, "water: 4 units take 6 moves from 0, 0, 8");
  bool alike = true;
  for (std::size_t p = 0; p != static_cast<std::size_t>(water::reached_count); ++p) {
    const contents c{water::reached_states[3 * p], water::reached_states[3 * p + 1],
                     water::reached_states[3 * p + 2]};
    for (int amount = 0; amount <= water::largest; ++amount)
      alike = alike && water::cost(c, amount) == water::unchecked::cost(c, amount) &&
              water::next(c, amount) == water::unchecked::next(c, amount);
  }
  fact(alike, "water: unchecked answers every reached state as checked does");
  namespace tap = generated::water_3_5_tap;
  fact(tap::cost({0, 0}, 4) == 6 && !tap::cost({0, 6}, 4).has_value(),
       "water with a tap: 4 units take 6 moves; 6 units do not fit the cup of 5");
}

void water_hardest_tables() {
  namespace hardest = generated::water_hardest_3_12;
  fact(!hardest::puzzle_at(-1).has_value() && !hardest::puzzle_at(hardest::puzzle_count),
       "water hardest: no puzzle outside the list");
  const std::optional<hardest::puzzle> first = hardest::puzzle_at(0);
  fact(first && first->goal_amount == hardest::unchecked::puzzle_at(0).goal_amount,
       "water hardest: unchecked answers as checked does");
  namespace tap = generated::water_hardest_2_6_tap;
  fact(!tap::puzzle_at(tap::puzzle_count).has_value(), "water hardest with a tap: no puzzle past");
}

}  // namespace

// River tables: numbers and texts that are no state the start reaches are reported; every state
// answers alike checked and unchecked; no way across is an empty cost.
void river_tables() {
  namespace river = generated::river_3_3;
  fact(!river::cost(river::states).has_value() && !river::next(river::states + 9).has_value(),
       "river: no answer for a number outside the table");
  fact(!river::cost(1).has_value() && !river::reachable(1),
       "river: no answer for a state the start never reaches");
  fact(!river::parse("MMMCCC|").has_value() && !river::parse("FWGC|").has_value(),
       "river: parse refuses text that is no state of the puzzle");
  const std::optional<std::uint32_t> start = river::parse("MMMCCCB|");
  fact(start == river::start && river::cost(river::start) == 11u,
       "river: 3 and 3 take 11 crossings from MMMCCCB|");
  bool alike = true;
  int walked = 0;
  for (std::uint32_t s = 0; s != river::states; ++s) {
    if (!river::next(s).has_value()) continue;
    alike = alike && river::cost(s) == river::unchecked::cost(s) &&
            river::next(s) == river::unchecked::next(s);
  }
  river::for_each_on_path(river::start, [&](std::uint32_t) { ++walked; });
  fact(alike && walked == 12, "river: unchecked answers as checked does; the path has 12 states");
  fact(!generated::river_4_4::cost(generated::river_4_4::start).has_value() &&
           generated::river_4_4::reachable_count() == 0,
       "river: 4 and 4 have no way across");
  fact(generated::river_farmer::cost(generated::river_farmer::start) == 7u &&
           generated::river_5_3_seats_3::reachable(generated::river_5_3_seats_3::start),
       "river: the farmer takes 7 crossings; 5 and 3 with a boat of 3 get across");
}

int main() {
  nine_tails_tables();
  hanoi_tables();
  rings_tables();
  water_tables();
  water_hardest_tables();
  river_tables();
  return failures == 0 ? 0 : 1;
}
