// label: heavy
// The 4 x 4 board, 65,536 states, solved by the compiler under
// both compilers' default limits; why most of it is unreachable.
#include <ctp/nine_tails.hpp>

//! [table]
// Dial's buckets, both compilers, no limit raised.
constexpr auto four = ctp::nine_tails_solve<4, 4>();
static_assert(four.state_count() == 65'536);
static_assert(four.reachable_count() == 4'096);

// A board that cannot reach all tails gets no number.
constexpr auto stuck =
    ctp::nine_tails_state_of<"HTTTTTTTTTTTTTTT", 16>;
static_assert(!four.reachable(stuck));
static_assert(four.path(stuck).empty());
//! [table]

// The most flips any 4 x 4 board needs.
constexpr unsigned most_flips = [] {
  unsigned most = 0;
  for (ctp::nine_tails_state s = 0; s != 65'536; ++s)
    if (four.reachable(s) && *four.cost(s) > most)
      most = *four.cost(s);
  return most;
}();
static_assert(most_flips == 32);

//! [span]
// A move XORs a mask into the board: all tails is reachable
// only from the span of the 16 masks over GF(2).
constexpr ctp::nine_tails_shape shape{4, 4};
static_assert(ctp::nine_tails_move_rank(shape) == 12);
static_assert(ctp::nine_tails_span_size(shape) == 4'096);
//! [span]

int main() {}
