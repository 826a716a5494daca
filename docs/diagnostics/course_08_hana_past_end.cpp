// compilers: gcc clang
// docs/course/08_type_level_libraries.md: element 3 of a Hana tuple of three.
#include <boost/hana.hpp>

namespace hana = boost::hana;

//! [hana-past-end]
constexpr auto fourth = hana::at_c<3>(hana::make_tuple('B', 'A', 'C'));
//! [hana-past-end]
