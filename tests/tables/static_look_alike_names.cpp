// Tables whose names look alike are different tables: both headers of each pair in one
// translation unit, each answering from its own table. Their guards once upper-cased the name and
// joined its parts with `_`, so that each pair shared one and the second header was refused as
// "two different tables are named ..."; now a guard spells each part with its length, case and `_`
// kept (docs/generated_headers.md, "The identity of a table").
#include "look_alike/a_b.hpp"
#include "look_alike/b_c.hpp"
#include "look_alike/lower.hpp"
#include "look_alike/names_ABC.hpp"
#include "look_alike/names_abc.hpp"
#include "look_alike/upper.hpp"

// a::b_c::d (3 discs) and a_b::c::d (4 discs).
static_assert(a::b_c::d::discs == 3 && a::b_c::d::move_count() == 7);
static_assert(a_b::c::d::discs == 4 && a_b::c::d::move_count() == 15);

// app::Moves (5 discs) and app::moves (6 discs).
static_assert(app::Moves::discs == 5 && app::Moves::move_count() == 31);
static_assert(app::moves::discs == 6 && app::moves::move_count() == 63);

// ctp-gen hanoi 5 --names a,b,c and --names A,B,C, each under its default name.
static_assert(ctp::tables::hanoi_5_a_b_c::move_text(*ctp::tables::hanoi_5_a_b_c::move_at(0)) ==
              "b");
static_assert(ctp::tables::hanoi_5_A_B_C::move_text(*ctp::tables::hanoi_5_A_B_C::move_at(0)) ==
              "B");
