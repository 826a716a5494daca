// expect: ctp: two different tables are named clash::board
// Two headers that name different tables (3 x 3 and 4 x 4) clash::board, in one translation
// unit: the second is a compile error that names the clash, never a table silently skipped by an
// include guard. The control includes one of them twice: the same table, skipped.
#include <clash/board_3x3.hpp>
#ifndef CTP_FAIL_CONTROL
#include <clash/board_4x4.hpp>
#endif

static_assert(clash::board::state_count() == 512);
