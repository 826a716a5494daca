// compilers: gcc clang
// docs/course/08_type_level_libraries.md: a member template of a dependent class named without
// `::template`: the compiler reads `fn` as a value and `<` as "less than".
#include <utility>
#include <boost/mp11/algorithm.hpp>

template <class First>
struct pair_with {
  template <class Second>
  using fn = std::pair<First, Second>;
};

//! [no-template-keyword]
template <class First, class List>
using paired = boost::mp11::mp_transform<pair_with<First>::fn, List>;
//! [no-template-keyword]
