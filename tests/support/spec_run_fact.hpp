// One fact of a specification that only a run of a program can observe (what a call answers when
// the program, not the compiler, evaluates it): checked at run time, a fact that does not hold
// prints one line, `spec: FAILED: <fact>`, which scripts/learn.py reads back as it reads the
// facts a compiler names (spec_fact.hpp).
#ifndef CTP_TESTS_SPEC_RUN_FACT_HPP_INCLUDED
#define CTP_TESTS_SPEC_RUN_FACT_HPP_INCLUDED

#include <cstdio>

namespace spec {

// True iff holds; otherwise false, after the line that names the fact on standard output.
inline bool run_fact(bool holds, const char* /*technique*/, const char* what) {
  if (!holds) std::printf("spec: FAILED: %s\n", what);
  return holds;
}

}  // namespace spec

#endif  // CTP_TESTS_SPEC_RUN_FACT_HPP_INCLUDED
