// docs/course/16_zero_cost.md: the functions whose assembly docs/codegen/course_16_zero_cost.cpp
// checks, called by a program: their answers, as the program sees them.
#include <cstdio>

// The functions themselves, as the codegen test compiles them.
#include "../codegen/course_16_zero_cost.cpp"  // NOLINT(bugprone-suspicious-include)

//! [run]
int main() {
  std::printf("%llu moves for 20 discs; move 10^12 of 63 discs: %c\n",
              static_cast<unsigned long long>(moves_for_twenty()), closed_form_move());
  std::printf("letters 0 to 2 of 10 discs: %c%c%c; letter 5000: %c\n", letter_at(0), letter_at(1),
              letter_at(2), checked_letter_at(5000));
}
//! [run]
