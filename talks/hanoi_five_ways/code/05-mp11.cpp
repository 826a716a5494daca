// Way four: Boost.MP11. An alias template cannot call itself, so
// the recursion becomes a fold that adds one disc at a time; the
// permuted names become one mp_transform over the moves.
#include <cstddef>
#include <type_traits>
#include <boost/mp11.hpp>

#include <ctp/hanoi/with_mp11.hpp>

namespace mp = boost::mp11;

//! [rename]
template <char Letter>
using move = std::integral_constant<char, Letter>;
using abc = mp::mp_list<move<'A'>, move<'B'>, move<'C'>>;

// Solving with other names is solving with A, B, C, then
// renaming: A to the first name, B to the second, C to the third
template <class Names>
struct rename_to {
  template <class Move>
  using fn = mp::mp_at_c<Names, Move::value - 'A'>;
};
//! [rename]

//! [fold]
using park = mp::mp_list<move<'B'>, move<'A'>, move<'C'>>;
using goal = mp::mp_list<move<'A'>, move<'C'>, move<'B'>>;

template <class Moves, class /* disc */>
using add_disc =
    mp::mp_append<mp::mp_transform_q<rename_to<park>, Moves>,
                  mp::mp_list<move<'B'>>,
                  mp::mp_transform_q<rename_to<goal>, Moves>>;

template <std::size_t Discs>
using hanoi = mp::mp_fold<mp::mp_iota_c<Discs - 1>,
                          mp::mp_list<move<'B'>>, add_disc>;
//! [fold]

//! [use]
static_assert(std::is_same_v<hanoi<2>, abc>);
static_assert(mp::mp_size<hanoi<10>>::value == 1023);

struct hop {};
struct skip {};
struct jump {};
using words =
    mp::mp_transform_q<rename_to<mp::mp_list<hop, skip, jump>>,
                       hanoi<3>>;
static_assert(
    std::is_same_v<words, mp::mp_list<skip, hop, jump, skip, hop,
                                      jump, skip>>);
//! [use]

// The same moves as the library's MP11 technique, for 12 discs.
static_assert(
    std::is_same_v<hanoi<12>, ctp::with_mp11::hanoi_t<12>>);

int main() {}
