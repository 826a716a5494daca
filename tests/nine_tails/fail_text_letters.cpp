// expect: ctp: a nine tails board is written with H (heads) and T (tails) only
#include "ctp/nine_tails.hpp"

[[maybe_unused]] constexpr auto fine = ctp::nine_tails_state_of<"HHHTTTHHH">;
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr auto lowercase = ctp::nine_tails_state_of<"hhhtttHHH">;
#endif
