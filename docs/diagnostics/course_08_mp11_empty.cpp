// compilers: gcc clang
// docs/course/08_type_level_libraries.md: the first type of an empty MP11 list.
#include <boost/mp11/list.hpp>

//! [mp11-empty]
using none = boost::mp11::mp_first<boost::mp11::mp_list<>>;
//! [mp11-empty]
