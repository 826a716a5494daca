// Way five: Boost.Hana, types as values. The recursion is an
// ordinary constexpr function, but its answer is carried by its
// return type, so the recursive calls only need to be
// instantiated.
#include <boost/hana.hpp>

#include <ctp/hanoi/with_hana.hpp>

namespace hana = boost::hana;

//! [hana]
template <int N, char A, char B, char C>
constexpr auto hanoi(hana::int_<N> discs, hana::string<A, B, C>) {
  if constexpr (N == 1) {
    return hana::string_c<B>;
  } else {
    const auto fewer = discs - hana::int_c<1>;
    using park = decltype(hanoi(fewer, hana::string_c<B, A, C>));
    using goal = decltype(hanoi(fewer, hana::string_c<A, C, B>));
    return park{} + hana::string_c<B> + goal{};
  }
}
//! [hana]

//! [use]
constexpr auto abc = BOOST_HANA_STRING("ABC");
static_assert(hanoi(hana::int_c<3>, abc) ==
              BOOST_HANA_STRING("BACBACB"));
static_assert(hana::length(hanoi(hana::int_c<12>, abc)) ==
              hana::size_c<4095>);
//! [use]

// The same moves as the library's Hana technique, for 12 discs.
static_assert(hanoi(hana::int_c<12>, abc) ==
              ctp::with_hana::hanoi(hana::int_c<12>));

int main() {}
