// expect: ctp: a compile-time chinese rings move list needs 1 to 20 rings
#include "ctp/chinese_rings/with_mp11.hpp"

using fine = ctp::with_mp11::rings_put_on_t<1>;
#ifndef CTP_FAIL_CONTROL
using too_long = ctp::with_mp11::rings_put_on_t<21>;
#endif
