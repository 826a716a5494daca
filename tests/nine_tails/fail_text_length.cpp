// expect: ctp: a nine tails board needs one letter H or T for each cell
#include "ctp/nine_tails.hpp"

[[maybe_unused]] constexpr auto fine = ctp::nine_tails_state_of<"HHHTTTHHH">;
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr auto short_text = ctp::nine_tails_state_of<"HHHTTTHH">;
#endif
