// A table whose bytes are beside its header (ctp-gen --data beside: declared in the header, read
// by the assembler into a translation unit of their own) answers exactly as the same table whose
// bytes are string literals in its header: every index, move and amount of the committed tables,
// asked of both. Run at run time, as bytes beside a header are not read in constant expressions.
#include <catch.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "ctp/tables/hanoi_10.hpp"
#include "ctp/tables/nine_tails_3x3.hpp"
#include "ctp/tables/nine_tails_4x4.hpp"
#include "ctp/tables/rings_10.hpp"
#include "ctp/tables/water_3_5_8.hpp"
#include "generated/hanoi_10_beside.hpp"
#include "generated/nine_tails_3x3_beside.hpp"
#include "generated/nine_tails_4x4_beside.hpp"
#include "generated/nine_tails_4x4_beside_again.hpp"
#include "generated/rings_10_beside.hpp"
#include "generated/water_3_5_8_beside.hpp"
#include "wide_numbers.hpp"

namespace {

// The index of a state that may be empty, as a number to compare across two tables: -1 for none.
template <class State>
std::int64_t index_of(const std::optional<State>& s) {
  return s ? static_cast<std::int64_t>(s->index()) : -1;
}

// The indices of the canonical path from s, as for_each_on_path hands them over.
template <class Walk>
std::vector<std::uint32_t> path_of(Walk walk) {
  std::vector<std::uint32_t> path;
  walk([&](auto s) { path.push_back(s.index()); });
  return path;
}

// Every answer of two nine tails tables, one in its header and one beside it: their counts and
// goal ({state_count, reachable_count, goal's index}), and for every index its state, cost,
// reachability, next move and board, text, and what its text parses to. The functions given a
// state are found by its type (argument-dependent lookup): each table's own.
using facts = std::array<std::uint64_t, 3>;
template <class InStateAt, class BesideStateAt, class BesideParse>
void same_nine_tails(facts in, facts beside, InStateAt in_state_at, BesideStateAt beside_state_at,
                     BesideParse beside_parse) {
  REQUIRE(beside == in);
  const std::uint64_t states = in[0];
  for (std::uint32_t i = 0; i <= states; ++i) {
    const auto a = in_state_at(i);
    const auto b = beside_state_at(i);
    REQUIRE(index_of(b) == index_of(a));
    if (!a || !b) continue;
    REQUIRE(cost(*b) == cost(*a));
    REQUIRE(reachable(*b) == reachable(*a));
    REQUIRE(index_of(next(*b)) == index_of(next(*a)));
    const auto move_a = next_move(*a);
    const auto move_b = next_move(*b);
    REQUIRE(move_b.has_value() == move_a.has_value());
    if (move_a && move_b) REQUIRE(move_text(*move_b) == move_text(*move_a));
    REQUIRE(text(*b).view() == text(*a).view());
    REQUIRE(index_of(beside_parse(text(*a).view())) == i);
  }
}

}  // namespace

TEST_CASE("nine tails: a table beside its header answers as in it", "[tables][beside]") {
  namespace in3 = ctp::tables::nine_tails_3x3;
  namespace beside3 = generated::nine_tails_3x3_beside;
  same_nine_tails({in3::state_count(), in3::reachable_count(), in3::goal().index()},
                  {beside3::state_count(), beside3::reachable_count(), beside3::goal().index()},
                  in3::state_at<std::uint32_t>, beside3::state_at<std::uint32_t>, beside3::parse);
  namespace in4 = ctp::tables::nine_tails_4x4;
  namespace beside4 = generated::nine_tails_4x4_beside;
  same_nine_tails({in4::state_count(), in4::reachable_count(), in4::goal().index()},
                  {beside4::state_count(), beside4::reachable_count(), beside4::goal().index()},
                  in4::state_at<std::uint32_t>, beside4::state_at<std::uint32_t>, beside4::parse);
  const auto liang = beside3::parse("HHHTTTHHH");
  REQUIRE(liang);
  CHECK(path_of([&](auto f) { beside3::for_each_on_path(*liang, f); }) ==
        path_of([&](auto f) { in3::for_each_on_path(in3::unchecked::state_at(56), f); }));
}

TEST_CASE("nine tails: the same bytes under two names are linked once", "[tables][beside]") {
  namespace first = generated::nine_tails_4x4_beside;
  namespace again = generated::nine_tails_4x4_beside_again;
  // Two headers, two namespaces, one COMDAT group: both read the same bytes at the same address.
  CHECK(static_cast<const void*>(first::detail::costs) ==
        static_cast<const void*>(again::detail::costs));
  CHECK(again::cost(again::unchecked::state_at(0)) == first::cost(first::unchecked::state_at(0)));
}

TEST_CASE("hanoi: 10 discs beside the header answer as in it", "[tables][beside]") {
  namespace in = ctp::tables::hanoi_10;
  namespace beside = generated::hanoi_10_beside;
  REQUIRE(beside::move_count() == in::move_count());
  for (std::uint32_t k = 0; k <= in::move_count(); ++k) {
    const auto a = in::move_at(k);
    const auto b = beside::move_at(k);
    REQUIRE(b.has_value() == a.has_value());
    if (!a || !b) continue;
    REQUIRE(b->letter() == a->letter());
    REQUIRE(beside::unchecked::move_at(k) == *b);
    REQUIRE(beside::move_text(*b) == in::move_text(*a));
  }
}

TEST_CASE("rings: 10 rings beside the header answer as in it", "[tables][beside]") {
  namespace in = ctp::tables::rings_10;
  namespace beside = generated::rings_10_beside;
  REQUIRE(beside::move_count() == in::move_count());
  for (std::uint32_t k = 0; k <= in::move_count() + 1; ++k) {
    const auto a = in::move_at(k);
    const auto b = beside::move_at(k);
    REQUIRE(b.has_value() == a.has_value());
    if (a && b) REQUIRE(beside::move_text(*b) == in::move_text(*a));
    REQUIRE(index_of(beside::state_after(k)) == index_of(in::state_after(k)));
  }
  for (std::uint32_t i = 0; i != in::state_count(); ++i) {
    const auto s = beside::state_at(i);
    REQUIRE(s);
    REQUIRE(beside::text(*s).view() == in::text(*in::state_at(i)).view());
    REQUIRE(beside::parse(beside::text(*s).view()) == s);
  }
}

TEST_CASE("water: 3, 5, 8 beside the header answers as in it", "[tables][beside]") {
  namespace in = ctp::tables::water_3_5_8;
  namespace beside = generated::water_3_5_8_beside;
  REQUIRE(beside::state_count() == in::state_count());
  REQUIRE(beside::reached_count() == in::reached_count());
  for (int amount = -1; amount <= in::max_capacity + 1; ++amount)
    REQUIRE(beside::reachable_count(amount) == in::reachable_count(amount));
  for (std::uint32_t i = 0; i <= in::state_count(); ++i) {
    const auto a = in::state_at(i);
    const auto b = beside::state_at(i);
    REQUIRE(index_of(b) == index_of(a));
    if (!a || !b) continue;
    REQUIRE(beside::text(*b).view() == in::text(*a).view());
    REQUIRE(beside::parse(in::text(*a).view()) == b);
    const auto cups = in::amounts(*a);
    REQUIRE(beside::contents(cups[0], cups[1], cups[2]) == b);
    for (int amount = -1; amount <= in::max_capacity + 1; ++amount) {
      REQUIRE(beside::cost(*b, amount) == in::cost(*a, amount));
      REQUIRE(index_of(beside::next(*b, amount)) == index_of(in::next(*a, amount)));
      const auto move_a = in::next_move(*a, amount);
      const auto move_b = beside::next_move(*b, amount);
      REQUIRE(move_b.has_value() == move_a.has_value());
      if (move_a && move_b) REQUIRE(beside::move_text(*move_b) == in::move_text(*move_a));
    }
  }
}

TEST_CASE("beside the header too, a number is checked as the value it is", "[tables][beside]") {
  // At run time only, as these tables' bytes are: 2^32 + k, 2^64 + k as __int128 and the negative
  // numbers that convert to k answer empty (tests/support/wide_numbers.hpp).
  namespace three = generated::nine_tails_3x3_beside;
  namespace hanoi = generated::hanoi_10_beside;
  namespace rings = generated::rings_10_beside;
  namespace water = generated::water_3_5_8_beside;
  CHECK(wide::only_k_answers(56, [](auto i) { return three::state_at(i).has_value(); }));
  CHECK(wide::only_k_answers(5, [](auto k) { return hanoi::move_at(k).has_value(); }));
  CHECK(wide::only_k_answers(5, [](auto k) { return rings::move_at(k).has_value(); }));
  CHECK(wide::only_k_answers(682, [](auto k) { return rings::state_after(k).has_value(); }));
  CHECK(wide::only_k_answers(4, [](auto a) { return water::cost(water::start(), a).has_value(); }));
  CHECK(wide::only_k_answers(4, [](auto a) { return water::reachable_count(a) != 0; }));
  CHECK(wide::only_k_answers(8, [](auto a) { return water::contents(0, 0, a).has_value(); }));
}
