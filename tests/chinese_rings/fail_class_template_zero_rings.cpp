// expect: ctp: chinese rings needs 1 to 63 rings
#include "ctp/chinese_rings/with_class_templates.hpp"

using fine = ctp::with_class_templates::rings_remove_t<1>;
#ifndef CTP_FAIL_CONTROL
using zero = ctp::with_class_templates::rings_remove_t<0>;
#endif
