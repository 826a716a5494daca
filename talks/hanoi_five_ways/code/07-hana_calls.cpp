// compilers: clang
// errors: 1
// label: heavy
// The trap of types as values: the same Hana recursion with the
// recursive calls made, not put inside decltype. Now the constant
// evaluator runs all 2^N - 1 calls: 1,441,766 steps, more than
// clang++'s default 1,048,576 (-fconstexpr-steps). g++ compiles
// it within its default 33,554,432 operations: about 4.0 million
// even with its call cache off (-fconstexpr-cache-depth=0).
#include <boost/hana.hpp>

namespace hana = boost::hana;

//! [calls]
template <int N, char A, char B, char C>
constexpr auto hanoi(hana::int_<N> discs, hana::string<A, B, C>) {
  if constexpr (N == 1) {
    return hana::string_c<B>;
  } else {
    const auto fewer = discs - hana::int_c<1>;
    return hanoi(fewer, hana::string_c<B, A, C>) +
           hana::string_c<B> +
           hanoi(fewer, hana::string_c<A, C, B>);
  }
}
constexpr auto moves =
    hanoi(hana::int_c<16>, BOOST_HANA_STRING("ABC"));
//! [calls]

int main() {}
