// expect: ctp: a nine tails table built at compile time has at most 16 cells (4x4)
#include "ctp/nine_tails.hpp"

[[maybe_unused]] constexpr auto fine = ctp::nine_tails_solve<2, 2>();
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr auto too_large = ctp::nine_tails_solve<5, 4>();
#endif
