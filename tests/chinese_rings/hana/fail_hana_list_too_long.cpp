// expect: ctp: a compile-time chinese rings move list needs 1 to 20 rings
#include <boost/hana/integral_constant.hpp>

#include "ctp/chinese_rings/with_hana.hpp"

[[maybe_unused]] constexpr auto fine = ctp::with_hana::rings_remove(boost::hana::int_c<1>);
#ifndef CTP_FAIL_CONTROL
[[maybe_unused]] constexpr auto too_long = ctp::with_hana::rings_remove(boost::hana::int_c<21>);
#endif
