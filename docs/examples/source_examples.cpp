// The examples printed in the sources, every one computed by the compiler and printed by
// `make demo`: from Peelle's "Towers of Hanoi, Simplified in J", 'ABC' Hanoi 1 to 5,
// ('hop';'skip';'jump') Hanoi 3 and 1 2 3 Hanoi 4.
#include <ctp.hpp>

#include <cstdio>
#include <string_view>

namespace {

template <class Moves>
void print_named(std::string_view call, const Moves& moves) {
  std::printf("%-32.*s", static_cast<int>(call.size()), call.data());
  for (const ctp::hanoi_move_name& move : moves) {
    std::printf(" %.*s", static_cast<int>(move.view().size()), move.view().data());
  }
  std::printf("\n");
}

}  // namespace

//! [source-examples]
constexpr auto one = ctp::hanoi_moves<1>();
constexpr auto two = ctp::hanoi_moves<2>();
constexpr auto three = ctp::hanoi_moves<3>();
constexpr auto four = ctp::hanoi_moves<4>();
constexpr auto five = ctp::hanoi_moves<5>();
constexpr auto words = ctp::hanoi_moves<3, "hop", "skip", "jump">();
constexpr auto numbers = ctp::hanoi_moves<4, 1, 2, 3>();

static_assert(one == "B" && two == "ABC" && three == "BACBACB");
static_assert(four == "ABCABCABCABCABC");
static_assert(five == "BACBACBACBACBACBACBACBACBACBACB");
static_assert(words[0] == "skip" && words[6] == "skip" && numbers[14] == 3);
//! [source-examples]

int main() {
  std::printf("'ABC' Hanoi 1                    %s\n", one.c_str());
  std::printf("'ABC' Hanoi 2                    %s\n", two.c_str());
  std::printf("'ABC' Hanoi 3                    %s\n", three.c_str());
  std::printf("'ABC' Hanoi 4                    %s\n", four.c_str());
  std::printf("'ABC' Hanoi 5                    %s\n", five.c_str());
  print_named("('hop';'skip';'jump') Hanoi 3", words);
  print_named("1 2 3 Hanoi 4", numbers);
}
