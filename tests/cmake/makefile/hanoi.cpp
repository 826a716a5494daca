// The program of the Makefile recipe (Makefile beside it): ten discs' moves, read from the table
// that ctp-gen generated into tables/hanoi.hpp, and checked against the library's own solution:
// <ctp.hpp> is found only with pkg-config's flags, whatever CXXFLAGS make is given.
#include <cstdint>
#include <cstdio>

#include <ctp.hpp>

#include "tables/hanoi.hpp"

int main() {
  constexpr auto solution = ctp::hanoi_moves<10>();
  std::printf("%llu moves:", static_cast<unsigned long long>(app::hanoi::move_count()));
  for (std::uint64_t k = 0; k != 7; ++k) {
    const char letter = app::hanoi::unchecked::move_at(k).letter();
    if (letter != solution[k]) return 1;
    std::printf(" %c", letter);
  }
  std::printf(" ...\n");
}
