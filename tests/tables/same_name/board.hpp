// The two units of tables.same_name.*: each includes one of two different tables that are both
// named clash::board (3 x 3 and 4 x 4), and answers through these functions.
#ifndef CTP_TESTS_TABLES_SAME_NAME_BOARD_HPP_INCLUDED
#define CTP_TESTS_TABLES_SAME_NAME_BOARD_HPP_INCLUDED

#include <cstdint>

// The cost of board i of the 3 x 3 table (board_3x3.cpp), and of the 4 x 4 one (board_4x4.cpp);
// 255 where a board cannot reach all tails, 256 where i is no board of the table.
unsigned cost_3x3(std::uint32_t i);
unsigned cost_4x4(std::uint32_t i);

// The number of states of each.
std::uint64_t state_count_3x3();
std::uint64_t state_count_4x4();

#endif  // CTP_TESTS_TABLES_SAME_NAME_BOARD_HPP_INCLUDED
