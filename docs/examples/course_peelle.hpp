// The course's Peelle recursion (docs/course/01_constexpr_functions.md), which the later lessons'
// examples include: the towers of Hanoi's move letters, written through a pointer.
#ifndef CTP_DOCS_EXAMPLES_COURSE_PEELLE_HPP_INCLUDED
#define CTP_DOCS_EXAMPLES_COURSE_PEELLE_HPP_INCLUDED

//! [hanoi]
// Writes the letters of the moves for `discs` discs to `out` and returns the end of what it
// wrote. `first`, `second` and `third` name the pairs of pegs START-PARK, START-GOAL and
// PARK-GOAL of this call's problem.
constexpr char* hanoi(char* out, char first, char second, char third, int discs) {
  if (discs == 1) {
    *out++ = second;  // the one disc goes from START to GOAL
    return out;
  }
  out = hanoi(out, second, first, third, discs - 1);   // discs - 1 to PARK
  *out++ = second;                                     // the largest disc to GOAL
  return hanoi(out, first, third, second, discs - 1);  // discs - 1 from PARK to GOAL
}
//! [hanoi]

#endif  // CTP_DOCS_EXAMPLES_COURSE_PEELLE_HPP_INCLUDED
