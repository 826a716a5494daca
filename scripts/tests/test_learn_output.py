"""Tests of scripts/learn_output.py: what g++-12's and clang++-19's output says about a learner's
file, read from excerpts of their real output (paths shortened, long lines cut): a failed fact
with the size and the move it failed at, the cascades each compiler adds, the learner's own error
first with the library's refusal and the template instance, and the function that recursed."""

import unittest

import learn_output

LEARNER = "/p/ex/hanoi.hpp"
CHECK = "/p/ex/check.cpp"

# 01_hanoi_recursion with move 5 of 6 discs wrong: g++ quotes the calls as written...
GCC_FACT = """In file included from /p/tests/hanoi/spec.hpp:16,
/p/tests/hanoi/spec.hpp: In instantiation of 'constexpr const bool hanoi_spec::holds<6, hanoi_spec::technique<ctp::fixed_string<9>{"recursion"}, const {anonymous}::<lambda()> > >':
/p/ex/check.cpp:19:27:   required from here
/p/tests/hanoi/spec.hpp:108:54:   in 'constexpr' expansion of 'hanoi_spec::check<6, technique<ctp::fixed_string<9>{"recursion"}, const {anonymous}::<lambda()> > >()'
/p/tests/hanoi/spec.hpp:86:20:   in 'constexpr' expansion of 'move_holds.hanoi_spec::check<6, technique<ctp::fixed_string<9>{"recursion"}, const {anonymous}::<lambda()> > >()::<lambda(uint64_t)>(k)'
/p/tests/hanoi/spec.hpp:79:22:   in 'constexpr' expansion of 'spec::fact((((int)(& moves)->ctp::fixed_string<63>::operator[](k)) == ((int)ctp::hanoi_move_at(6, k))), ((const char*)hanoi_spec::technique<ctp::fixed_string<9>{"recursion"}, const {anonymous}::<lambda()> >::word), ((const char*)"move k is the letter hanoi_move_at(N, k) gives"))'
/p/tests/support/spec_fact.hpp:19:30: error: call to non-'constexpr' function 'bool spec::fact_failed(const char*, const char*)'
/p/tests/support/spec_fact.hpp:14:13: note: 'bool spec::fact_failed(const char*, const char*)' declared here
/p/ex/check.cpp:19:27: error: non-constant condition for static assertion
"""  # noqa: E501

# ... clang++ with the values, and a second error for the static_assert that uses the variable.
CLANG_FACT = """In file included from /p/ex/check.cpp:7:
/p/tests/hanoi/spec.hpp:108:23: error: constexpr variable 'holds<6, hanoi_spec::technique<ctp::fixed_string<10UL - 1>{"recursion"}, const (anonymous namespace)::(lambda at /p/ex/check.cpp:10:24)>>' must be initialized by a constant expression
/p/ex/check.cpp:19:27: note: in instantiation of variable template specialization 'hanoi_spec::holds<6, hanoi_spec::technique<ctp::fixed_string<10UL - 1>{"recursion"}>>' requested here
/p/tests/support/spec_fact.hpp:19:19: note: non-constexpr function 'fact_failed' cannot be used in a constant expression
/p/tests/hanoi/spec.hpp:79:12: note: in call to 'fact(false, &<template param ctp::fixed_string<10UL - 1>{"recursion"}>.chars[0], &"move k is the letter hanoi_move_at(N, k) gives"[0])'
/p/tests/hanoi/spec.hpp:86:10: note: in call to 'move_holds.operator()(5)'
/p/tests/support/spec_fact.hpp:14:13: note: declared here
/p/ex/check.cpp:19:15: error: static assertion expression is not an integral constant expression
/p/ex/check.cpp:19:15: note: initializer of 'holds<6, hanoi_spec::technique<ctp::fixed_string<10UL - 1>{"recursion"}>>' is not a constant expression
/p/tests/hanoi/spec.hpp:108:23: note: declared here
"""  # noqa: E501

# 04_hanoi_class_templates without the specialization for one disc: hanoi<0, ...> is refused.
GCC_REFUSED = """In file included from /p/ex/hanoi.hpp:10,
/p/ex/hanoi.hpp: In instantiation of 'struct learner::hanoi<0, 'B', 'A', 'C'>':
/p/ex/hanoi.hpp:33:52:   required from 'constexpr const std::array<char, 1> learner::hanoi<1, 'A', 'B', 'C'>::letters'
/p/ex/check.cpp:14:27:   required from here
/p/ex/hanoi.hpp:32:58:   in 'constexpr' expansion of 'ctp::hanoi_move_count(0)'
/p/include/ctp/hanoi/rules.hpp:82:30:   in 'constexpr' expansion of 'ctp::detail::require_hanoi_discs(discs)'
/p/include/ctp/hanoi/rules.hpp:76:42: error: call to non-'constexpr' function 'void ctp::detail::reject(const char*) [with Error = std::invalid_argument]'
   76 |   if (!hanoi_valid(discs)) detail::reject("ctp: hanoi needs 1 to 63 discs");
      |                            ~~~~~~~~~~~~~~^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
"""  # noqa: E501

CLANG_REFUSED = """In file included from /p/ex/check.cpp:5:
/p/ex/hanoi.hpp:32:37: error: non-type template argument is not a constant expression
   32 |   static constexpr std::array<char, ctp::hanoi_move_count(Discs)> letters =
      |                                     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
/p/include/ctp/hanoi/rules.hpp:76:28: note: non-constexpr function 'reject<std::invalid_argument>' cannot be used in a constant expression
   76 |   if (!hanoi_valid(discs)) detail::reject("ctp: hanoi needs 1 to 63 discs");
      |                            ^
/p/ex/hanoi.hpp:33:12: note: in instantiation of template class 'learner::hanoi<0, 'B', 'A', 'C'>' requested here
   33 |       join(hanoi<Discs - 1, Second, First, Third>::letters, Second,
      |            ^
"""  # noqa: E501

# 13_rings_fit_budget's skeleton over budget: clang++ then uses the variable whose initializer ran
# out, in an if constexpr.
CLANG_CASCADE = """/p/tests/chinese_rings/spec.hpp:62:17: error: constexpr if condition is not a constant expression
/p/tests/chinese_rings/spec.hpp:90:30: note: in instantiation of function template specialization 'rings_spec::equals_closed_form<ctp::fixed_string<7UL - 1>{"budget"}, 15, true>' requested here
/p/ex/check.cpp:22:27: note: in instantiation of variable template specialization 'rings_spec::holds<ctp::fixed_string<7UL - 1>{"budget"}, 15>' requested here
/p/tests/chinese_rings/spec.hpp:62:46: note: initializer of 'solution<15, true, const (anonymous namespace)::(lambda at /p/ex/check.cpp:11:24)>' is not a constant expression
"""  # noqa: E501

# A stray line in the learner's file, then a fact that fails because of it.
GCC_STRAY = (
    """In file included from /p/ex/check.cpp:6:
/p/ex/hanoi.hpp:13:1: error: 'garbage' does not name a type
   13 | garbage here
      | ^~~~~~~
"""
    + GCC_FACT
)

# An endless recursion: g++ names every call as written.
GCC_DEPTH = """/p/ex/check.cpp:6:29: error: non-constant condition for static assertion
/p/ex/check.cpp:6:25:   in 'constexpr' expansion of 'learner::f(0)'
/p/ex/hanoi.hpp:2:46:   in 'constexpr' expansion of 'learner::f((n + 1))'
/p/ex/hanoi.hpp:2:46:   in 'constexpr' expansion of 'learner::f((n + 1))'
/p/ex/hanoi.hpp:2:46:   in 'constexpr' expansion of 'learner::f((n + 1))'
/p/ex/hanoi.hpp:2:46: error: 'constexpr' evaluation depth exceeds maximum of 512 (use '-fconstexpr-depth=' to increase the maximum)
"""  # noqa: E501

CLANG_DEPTH = """/p/ex/hanoi.hpp:1:74: fatal error: recursive template instantiation exceeded maximum depth of 1024
/p/ex/hanoi.hpp:1:84: note: in instantiation of static data member 'learner::r<1024>::v' requested here
/p/ex/hanoi.hpp:1:84: note: in instantiation of static data member 'learner::r<1023>::v' requested here
/p/ex/hanoi.hpp:1:84: note: in instantiation of static data member 'learner::r<1022>::v' requested here
/p/ex/hanoi.hpp:1:84: note: (skipping 1015 contexts in backtrace; use -ftemplate-backtrace-limit=0 to see all)
/p/ex/check.cpp:4:30: note: in instantiation of static data member 'learner::r<0>::v' requested here
"""  # noqa: E501


class Output(unittest.TestCase):
    def test_a_failed_fact_at_its_size_on_each_compiler(self):
        fact = "move k is the letter hanoi_move_at(N, k) gives"
        for output in (GCC_FACT, CLANG_FACT):
            self.assertEqual(learn_output.named_facts(output), [fact])
            self.assertEqual(learn_output.check_lines(output, CHECK), ({fact: 19}, []))
            # The static_assert's wrapper and clang++'s repeated initializer are no problem.
            self.assertIsNone(learn_output.first_problem(output, LEARNER))

    def test_a_fact_with_an_apostrophe_quoted_by_gcc(self):
        gcc = (
            "/p/ex/check.cpp:27:25:   in 'constexpr' expansion of 'spec::fact(((int)x), "
            '((const char*)"when"), ((const char*)"in a static_assert\\\'s condition"))\''
        )
        self.assertEqual(learn_output.named_facts(gcc), ["in a static_assert's condition"])

    def test_facts_a_program_checks_at_run_time(self):
        check = (
            'spec::run_fact(a == b, "when",\n  "in a plain "\n  "local");\nspec::fact(c, "w", "d")'
        )
        self.assertEqual(learn_output.facts_in(check), ["in a plain local", "d"])
        self.assertEqual(learn_output.facts_in(check, r"spec::run_fact"), ["in a plain local"])
        self.assertEqual(
            learn_output.run_facts("spec: FAILED: in a plain local\nother\nspec: FAILED: d\n"),
            ["in a plain local", "d"],
        )

    def test_a_variable_that_failed_before_used_again_is_no_problem(self):
        (block,) = learn_output.blocks_of(CLANG_CASCADE)
        self.assertEqual(learn_output.kind_of(block), "cascade")
        self.assertIsNone(learn_output.first_problem(CLANG_CASCADE, LEARNER))

    def test_the_move_where_clang_shows_it(self):
        fact = "move k is the letter hanoi_move_at(N, k) gives"
        self.assertEqual(learn_output.first_moves(CLANG_FACT), {fact: 5})
        self.assertEqual(learn_output.first_moves(GCC_FACT), {})

    def test_the_learners_error_first(self):
        problem = learn_output.first_problem(GCC_STRAY, LEARNER)
        self.assertEqual(
            (problem.file, problem.line, problem.text),
            (LEARNER, 13, "'garbage' does not name a type"),
        )

    def test_a_refusal_of_the_library_reached_from_the_learners_file(self):
        expected = "ctp: hanoi needs 1 to 63 discs ({}), in {}learner::hanoi<0, 'B', 'A', 'C'>"
        gcc = learn_output.first_problem(GCC_REFUSED, LEARNER)
        self.assertEqual((gcc.file, gcc.line), (LEARNER, 32))  # the innermost line, the call
        self.assertEqual(
            gcc.text,
            expected.format(
                "call to non-'constexpr' function 'void ctp::detail::reject(const char*) "
                "[with Error = std::invalid_argument]'",
                "struct ",
            ),
        )
        clang = learn_output.first_problem(CLANG_REFUSED, LEARNER)
        self.assertEqual((clang.file, clang.line), (LEARNER, 32))
        self.assertEqual(
            clang.text,
            expected.format("non-type template argument is not a constant expression", ""),
        )

    def test_what_recursed(self):
        self.assertEqual(learn_output.limit_hit(GCC_DEPTH)[1], "-fconstexpr-depth")
        self.assertEqual(learn_output.recursing(GCC_DEPTH), "learner::f")
        self.assertEqual(learn_output.limit_hit(CLANG_DEPTH)[1], "-ftemplate-depth")
        self.assertEqual(learn_output.recursing(CLANG_DEPTH), "learner::r")
        self.assertEqual(learn_output.check_lines(CLANG_DEPTH, CHECK), ({}, [4]))

    def test_a_case_in_the_exercises_words(self):
        check = 'x;\nstatic_assert(rings_spec::holds<"hana",\n  3, decltype(hana)>);\n'
        self.assertEqual(learn_output.case_at(check, 2, "{1} rings"), "3 rings")
        self.assertEqual(learn_output.case_at(check, 3, "{1} rings"), "3 rings")  # split
        self.assertEqual(learn_output.case_at(check, 2, "the {0} way"), "the hana way")
        self.assertEqual(
            learn_output.case_at(
                "static_assert(nine_tails_spec::holds<2, 3, nine_tails_model::weighted, d>);",
                1,
                "a {0}×{1} board, {2}",
            ),
            "a 2×3 board, weighted",
        )
        self.assertEqual(learn_output.case_at("static_assert(h<1, t>);", 1, "{0} discs"), "1 disc")
        self.assertEqual(
            learn_output.case_at("static_assert(h<1, t>);", 1, "{5} discs"), "check.cpp:1"
        )
        self.assertEqual(learn_output.case_at("static_assert(ok);", 1, None), "check.cpp:1")
        self.assertEqual(learn_output.static_assert_lines(check), [2])


if __name__ == "__main__":
    unittest.main()
