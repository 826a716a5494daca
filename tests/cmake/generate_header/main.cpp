// A program that includes a header ctp_generate_header wrote: 3 discs take 7 moves.
#include <tables/hanoi.hpp>

int main() { return ctp::tables::hanoi_3::move_count == 7 ? 0 : 1; }
