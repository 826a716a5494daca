// compilers: gcc clang
// errors: 1
// Two different tables under one name in one translation unit:
// the committed weighted 3 x 3 table, and the unweighted one that
// another library ships under the same name
// (code/other_library/unweighted_3x3.hpp: its banner's command).
// The identity in each header's guard makes the second an #error
// that names the clash, never a table an include guard skips.
#include <ctp/tables/nine_tails_3x3.hpp>
#include "other_library/unweighted_3x3.hpp"
