// compilers: gcc clang
// errors: 1
// Two different tables under one name in one translation unit:
// the committed weighted 3 x 3 table, and a copy another library
// vendors of the unweighted one, written under the same name
// (code/vendor/nine_tails_3x3.hpp: its banner's command). The
// identity in each header's guard makes the second an #error
// that names the clash, never a table an include guard skips.
#include <ctp/tables/nine_tails_3x3.hpp>
#include "vendor/nine_tails_3x3.hpp"
