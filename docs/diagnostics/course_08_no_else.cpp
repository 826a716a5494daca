// compilers: gcc clang
// notes: 6
// docs/course/08_type_level_libraries.md: `if constexpr` without `else`: the second return
// statement is not discarded, and its type differs from the first one's.
#include <boost/hana.hpp>

namespace hana = boost::hana;

//! [no-else]
template <int Count>
constexpr auto one_or_none(hana::int_<Count>) {
  if constexpr (Count == 0) {
    return hana::make_tuple();
  }
  return hana::make_tuple(hana::int_c<Count>);
}

constexpr auto none = one_or_none(hana::int_c<0>);
//! [no-else]
