// Towers of Hanoi in Boost.MP11 (Peelle, "Towers of Hanoi, Simplified in J"): the same letters
// as ctp::hanoi_moves, and the type-level result, an mp_list of moves, named by any three types.
#include <catch.hpp>

#include <type_traits>
#include <boost/mp11/list.hpp>

#include "ctp/hanoi.hpp"
#include "ctp/hanoi/with_mp11.hpp"

namespace mp = ctp::with_mp11;
using boost::mp11::mp_list;
using mp::move;

TEST_CASE("MP11 gives ctp::hanoi_moves' letters", "[hanoi][mp11]") {
  STATIC_REQUIRE(mp::hanoi_moves<1>() == ctp::hanoi_moves<1>());
  STATIC_REQUIRE(mp::hanoi_moves<6>() == ctp::hanoi_moves<6>());
  STATIC_REQUIRE(mp::hanoi_moves<11>() == ctp::hanoi_moves<11>());
}

TEST_CASE("MP11: the solution is a list of moves", "[hanoi][mp11]") {
  STATIC_REQUIRE(std::is_same_v<mp::hanoi_t<1>, mp_list<move<'B'>>>);
  STATIC_REQUIRE(std::is_same_v<mp::hanoi_t<2>, mp_list<move<'A'>, move<'B'>, move<'C'>>>);
  STATIC_REQUIRE(std::is_same_v<mp::hanoi_t<3>, mp_list<move<'B'>, move<'A'>, move<'C'>, move<'B'>,
                                                        move<'A'>, move<'C'>, move<'B'>>>);
}

namespace {
struct hop {};
struct skip {};
struct jump {};
}  // namespace

TEST_CASE("MP11: any three types name the moves", "[hanoi][mp11][names]") {
  // Peelle's `('hop';'skip';'jump') Hanoi 3`.
  STATIC_REQUIRE(std::is_same_v<mp::hanoi_t<3, mp_list<hop, skip, jump>>,
                                mp_list<skip, hop, jump, skip, hop, jump, skip>>);
  STATIC_REQUIRE(
      std::is_same_v<mp::hanoi_t<2, mp_list<int, char, void>>, mp_list<int, char, void>>);
}
