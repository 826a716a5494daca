// expect: ctp: a nine tails board has 1 to 25 cells (at most 5x5)
#include "ctp/nine_tails.hpp"

[[maybe_unused]] constexpr auto fine = ctp::nine_tails_solve<1, 3>();
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr auto no_rows = ctp::nine_tails_solve<0, 3>();
#endif
