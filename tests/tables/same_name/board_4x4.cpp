// One unit of tables.same_name.*: the 4 x 4 table named clash::board.
#include <clash/board_4x4.hpp>

#include <cstdint>

#include "board.hpp"

unsigned cost_4x4(std::uint32_t i) {
  return clash::board::cost(*clash::board::state_at(i)).value_or(255);
}

std::uint64_t state_count_4x4() { return clash::board::state_count(); }
