// compilers: gcc clang
// docs/course/02_what_constant_evaluation_forbids.md: a signed overflow in a constant evaluation.
constexpr int int_move_count(int discs) {
  if (discs == 0) return 0;
  return 2 * int_move_count(discs - 1) + 1;
}

//! [overflow]
constexpr int too_many = int_move_count(32);
//! [overflow]
