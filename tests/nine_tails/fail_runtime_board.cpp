// expect: ctp: a nine tails board has 1 to 25 cells (at most 5x5)
#include "ctp/nine_tails.hpp"

[[maybe_unused]] constexpr auto fine = ctp::nine_tails_parse("HHHH", ctp::nine_tails_shape{2, 2});
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr auto too_wide =
    ctp::nine_tails_parse("HHHH", ctp::nine_tails_shape{26, 1});
#endif
