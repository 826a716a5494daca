// The program of the Makefile recipe (Makefile beside it): ten discs' moves, read from the table
// that ctp-gen generated into tables/hanoi.hpp.
#include <cstdint>
#include <cstdio>

#include "tables/hanoi.hpp"

int main() {
  std::printf("%llu moves:", static_cast<unsigned long long>(app::hanoi::move_count()));
  for (std::uint64_t k = 0; k != 7; ++k)
    std::printf(" %c", app::hanoi::unchecked::move_at(k).letter());
  std::printf(" ...\n");
}
