// compilers: clang
// errors: 1
// label: heavy
// The trap of types as values: the same Hana recursion with the
// recursive calls made, not put inside decltype. Now the constant
// evaluator runs all 2^N - 1 calls, one budget step each and
// more, and clang++ runs out of steps. g++ happens to compile it:
// it remembers the result of a constexpr call with the same
// arguments, and these calls have no run-time arguments at all.
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
