// The moves as text (ctp::hanoi_moves_text, include/ctp/hanoi/text.hpp) meet the spec, up to 20
// discs (hanoi_max_compile_time_discs) with g++-12 and clang++-19 under the default limits, and
// are a string in a constant expression: a std::string_view, a C string, a template argument.
// label: heavy
#include <cstddef>
#include <string_view>
#include <type_traits>

#include "ctp/hanoi.hpp"
#include "spec.hpp"

namespace {
constexpr auto solve = []<int Discs>() { return ctp::hanoi_moves_text<Discs>(); };
using text = hanoi_spec::technique<"text", decltype(solve)>;
}  // namespace

static_assert(hanoi_spec::holds_up_to<hanoi_spec::fully_checked_discs, text>);
static_assert(hanoi_spec::holds<ctp::hanoi_max_compile_time_discs, text>);

namespace {
constexpr auto five = ctp::hanoi_moves_text<5>();
constexpr std::string_view five_view = five.view();  // a string_view, in a constant expression
constexpr auto twenty = ctp::hanoi_moves_text<ctp::hanoi_max_compile_time_discs>();

// Moves as a template argument: a fixed_string is structural.
template <ctp::fixed_string Moves>
inline constexpr std::size_t letters_in = Moves.size();
}  // namespace

// A fixed_string of 2^N - 1 letters, whose view is Peelle's printed string for 5 discs.
static_assert(std::is_same_v<decltype(five), const ctp::fixed_string<31>>);
static_assert(five_view == "BACBACBACBACBACBACBACBACBACBACB");
static_assert(five_view.substr(0, 3) == "BAC" && five_view.find('C') == 2);
static_assert(std::string_view(five.c_str()) == five_view);
static_assert(letters_in<ctp::hanoi_moves_text<4>()> == 15);
static_assert(ctp::hanoi_moves_text<1>().view() == "B" && ctp::hanoi_moves_text<2>() == "ABC");

// The very letters of hanoi_moves<N>(), either side of ==, for both parities, fewer letters than a
// word and more; not those of another count.
static_assert(ctp::hanoi_moves_text<1>() == ctp::hanoi_moves<1>());
static_assert(ctp::hanoi_moves<2>() == ctp::hanoi_moves_text<2>());
static_assert(ctp::hanoi_moves_text<3>() == ctp::hanoi_moves<3>());
static_assert(ctp::hanoi_moves_text<8>() == ctp::hanoi_moves<8>());
static_assert(ctp::hanoi_moves_text<9>() == ctp::hanoi_moves<9>());
static_assert(ctp::hanoi_moves_text<9>() != ctp::hanoi_moves<8>());
static_assert(ctp::hanoi_moves_text<9>() == ctp::with_recursion::hanoi_moves<9>());

// At the cap: 2^20 - 1 letters, then the terminator; the first, middle and last letters.
static_assert(std::is_same_v<decltype(twenty), const ctp::fixed_string<1048575>>);
static_assert(twenty.view().size() == 1048575 && twenty.c_str()[1048575] == '\0');
static_assert(twenty[0] == 'A' && twenty[524287] == 'B' && twenty[1048574] == 'C');
static_assert(twenty.view().substr(0, 6) == "ABCABC" && twenty.view().ends_with("ABC"));
