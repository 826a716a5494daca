// One unit of tables.same_name.*: the 3 x 3 table named clash::board.
#include <clash/board_3x3.hpp>

#include <cstdint>
#include <optional>

#include "board.hpp"

unsigned cost_3x3(std::uint32_t i) {
  const std::optional<clash::board::state> s = clash::board::state_at(i);
  return s ? clash::board::cost(*s).value_or(255) : 256;
}

std::uint64_t state_count_3x3() { return clash::board::state_count(); }
