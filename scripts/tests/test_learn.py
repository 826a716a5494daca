"""Tests of scripts/learn.py: facts read back in their words, progress, hints, reset, a solution
shown on purpose, must-fail and budget facts; and the learner's file as untrusted input (a syntax
error, an endless template recursion, an endless constant evaluation, a compile that never ends, a
huge output, a program that crashes or never ends): one `ctp: ` line each, the runner stays up,
the full output kept, nothing written outside exercises/ and the build folder. The compiles are
real, with g++-12, on files of a few lines; a stand-in compiler plays the compile that never ends
and the one that floods its output."""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unittest
from unittest import mock

from tests.script_test import ScriptTest, SCRIPTS
import learn

ROOT = os.path.dirname(SCRIPTS)
SPEC_FACT = os.path.join(ROOT, "tests", "support", "spec_fact.hpp")
SPEC_RUN_FACT = os.path.join(ROOT, "tests", "support", "spec_run_fact.hpp")

CHECK = """#include CTP_EXERCISE_FILE
#include "spec_fact.hpp"
#ifndef CTP_PROBE
static_assert(spec::fact(learner::answer() > 0, "toy", "the answer is positive"));
static_assert(spec::fact(learner::answer() == 42, "toy", "the answer is 42"));
#endif
#ifdef CTP_PROBE_NEGATIVE
static_assert(learner::checked(-1) == -1);
#endif
"""

SKELETON = """namespace learner {
constexpr int answer() { return 7; }
constexpr int checked(int n) { return n; }
}
"""

REFERENCE = """namespace learner {
constexpr int answer() { return 42; }
inline int refused(int n) { return n; }
constexpr int checked(int n) { return n < 0 ? refused(n) : n; }
}
"""

TOML = """lesson = "01_toy"
puzzle = "toy"
file = "answer.hpp"
first_failed = "the answer is 42"
"""

PROBE = """[[must_fail]]
fact = "checked(-1) does not compile"
define = "CTP_PROBE_NEGATIVE"
expect = "refused"
"""


# A prediction, `guess`, graded by two facts that say which way it is off.
GUESS_TOML = TOML.replace("the answer is 42", "the guess is not below")
PREDICTION = (
    '[prediction]\nname = "guess"\ntoo_low = "the guess is not below"\n'
    'too_high = "the guess is not above"\n'
)


def guess_check(answer):
    """A check of the prediction against answer (a number, or the macro the runner defines)."""
    return (
        '#include CTP_EXERCISE_FILE\n#include "spec_fact.hpp"\n'
        f'static_assert(spec::fact(learner::guess >= {answer}, "toy", "the guess is not below"));\n'
        f'static_assert(spec::fact(learner::guess <= {answer}, "toy", "the guess is not above"));\n'
    )


class Learn(ScriptTest):
    def setUp(self):
        super().setUp()
        if not shutil.which("g++-12"):
            self.skipTest("g++-12 is not installed")
        # The runner's compilers write their temporary files in the build folder, not here.
        self.tmp = tempfile.TemporaryDirectory(prefix="ctp-learn-tmp-")
        self.addCleanup(self.tmp.cleanup)
        os.environ["TMPDIR"] = self.tmp.name
        self.addCleanup(os.environ.pop, "TMPDIR")
        self.write("tests/support/spec_fact.hpp", learn.common.read_text(SPEC_FACT))
        self.write("tests/support/spec_run_fact.hpp", learn.common.read_text(SPEC_RUN_FACT))
        os.makedirs(self.path("include"))
        os.makedirs(self.path("tests", "toy"))

    def exercise(self, learner=SKELETON, check=CHECK, toml=TOML, name="01_toy"):
        self.write(f"exercises/{name}/exercise.toml", toml)
        self.write(f"exercises/{name}/check.cpp", check)
        self.write(f"exercises/{name}/answer.hpp", learner)
        self.write(f"exercises/{name}/reference/answer.hpp", REFERENCE)
        self.write("docs/course/01_toy.md", f"- [{name}](../../exercises/{name}/README.md)\n")
        self.write(f"exercises/{name}/README.md", "# Toy\n\nThe answer, please.\n")
        self.write(
            f"exercises/{name}/hints.md",
            "# Hints\n\n## Hint 1\n\nSix times\nseven.\n\n## Hint 2\n\nIt is 42.\n",
        )

    def learn(self, *argv, compilers=("g++-12",)):
        return (*argv, "--root", self.dir, "--build", self.path("build"), "--compilers", *compilers)

    def test_facts_in_a_spec(self):
        self.assertEqual(
            learn.learn_output.facts_in(
                'spec::fact(a == f(b), w,\n  "one fact, "\n  "two '
                'lines") && spec::fact(x, "w", "second")'
            ),
            ["one fact, two lines", "second"],
        )

    def test_named_facts_of_each_compiler(self):
        gcc = (
            "a.hpp:3:20:   in 'constexpr' expansion of 'spec::fact(((int)x), ((const char*)"
            'technique<fixed_string<9>{"recursion"}>::word), ((const char*)"moves"))\''
        )
        clang = 'a.hpp:3:20: note: in call to \'fact(false, &"w"[0], &"moves count"[0])\''
        self.assertEqual(
            learn.learn_output.named_facts(gcc + "\n" + clang), ["moves", "moves count"]
        )

    def test_each_fact_reported_then_done(self):
        self.exercise()
        out = self.run_main(learn.main, *self.learn())[1]
        self.assertIn("passed       the answer is positive", out)
        self.assertIn("FAILED       the answer is 42  (g++-12: first at check.cpp:5)", out)
        self.assertIn("ctp: FAILED: the answer is 42", out)
        self.assertIn("hint: Six times seven.", out)
        self.assertIn("0 of 1 exercises done", out)
        self.assertTrue(os.path.isfile(self.path("build", "01_toy", "learner", "g++-12.txt")))
        self.write("exercises/01_toy/answer.hpp", REFERENCE)
        out = self.assert_succeeds(learn.main, *self.learn())
        self.assertIn("1 of 1 exercises done", out)
        self.assertIn("every exercise is done", self.assert_succeeds(learn.main, *self.learn()))

    def test_hints_one_at_a_time_after_the_last_shown(self):
        self.exercise(learner=REFERENCE)
        out = self.assert_succeeds(learn.main, *self.learn("--hint", "toy"))
        self.assertIn("hint 1 of 2: Six times seven.", out)
        self.assertIn("(the next: python3 ", out)
        out = self.assert_succeeds(learn.main, *self.learn("--hint", "toy"))
        self.assertEqual(out.splitlines(), ["hint 2 of 2: It is 42."])
        out = self.assert_succeeds(learn.main, *self.learn("--hint", "toy"))
        self.assertIn("every hint of 01_toy is shown already", out)

    def test_a_failing_verdict_shows_hint_1_and_hint_continues_with_2(self):
        self.exercise()
        os.environ["MAKELEVEL"] = "1"  # as make runs it: the pointer is a make command
        self.addCleanup(os.environ.pop, "MAKELEVEL")
        status, out, _ = self.run_main(learn.main, *self.learn())
        self.assertEqual(status, learn.NOT_DONE)
        self.assertIn(
            "hint: Six times seven.  (hint 1 of 2; another: make learn EXERCISE=01_toy "
            "LEARN_FLAGS=--hint)",
            out,
        )
        out = self.assert_succeeds(learn.main, *self.learn("--hint", "toy"))
        self.assertEqual(out.splitlines(), ["hint 2 of 2: It is 42."])
        out = self.run_main(learn.main, *self.learn())[1]
        self.assertIn("hint: It is 42.  (hint 2 of 2; every hint is shown)", out)

    def test_a_verdict_shows_the_hint_of_the_fact_that_failed_first(self):
        # Hint 1 is of another fact; hint 2, tied to the one that failed, is shown with its code
        # block as lines; --hint then shows hint 1, not yet shown.
        self.exercise()
        self.write(
            "exercises/01_toy/hints.md",
            "## Hint 1\n\nFact: the answer is positive\n\nAbove 0.\n\n## Hint 2\n\n"
            "Fact: the answer is 42\n\nIt is 6<sup>2</sup> + 6:\n\n```cpp\nreturn 42;\n```\n",
        )
        out = self.run_main(learn.main, *self.learn())[1]
        self.assertIn(
            "hint: It is 6^2 + 6:\n      return 42;\n"
            "  (hint 2 of 2, the one for this fact; another: ",
            out,
        )
        self.assertNotIn("Above 0.", out)
        out = self.assert_succeeds(learn.main, *self.learn("--hint", "toy"))
        self.assertEqual(out.splitlines(), ["hint 1 of 2: Above 0."])

    def test_reset_keeps_a_backup_it_names(self):
        self.exercise(learner=REFERENCE)
        self.write("exercises/01_toy/reference/answer.hpp", REFERENCE)
        # Outside git, the skeleton is the file itself: nothing to reset.
        self.assertIn(
            "is the skeleton already",
            self.assert_succeeds(learn.main, *self.learn("--reset", "toy")),
        )
        # In a clone, the skeleton is git's HEAD version.
        committed = mock.patch.object(learn.Exercise, "skeleton", lambda exercise: SKELETON)
        committed.start()
        self.addCleanup(committed.stop)
        for number in (1, 2):
            self.write("exercises/01_toy/answer.hpp", f"// try {number}\n")
            out = self.assert_succeeds(learn.main, *self.learn("--reset", "toy"))
            backup = os.path.join("build", "backups", "01_toy", f"answer.hpp.{number}")
            self.assertIn(f"is the skeleton again; your version is in {backup}", out)
            self.assertEqual(self.read(backup), f"// try {number}\n")
            self.assertEqual(self.read("exercises/01_toy/answer.hpp"), SKELETON)

    def test_solution_shown_on_purpose(self):
        self.exercise()
        self.assertIn(
            "return n < 0 ? refused(n) : n;",
            self.assert_succeeds(learn.main, *self.learn("--solution", "01_toy")),
        )
        self.assert_fails(learn.main, *self.learn("nothing"), says="no exercise nothing")

    def test_watch_grades_again_on_save(self):
        self.exercise()
        out = self.path("watch.txt")
        with open(out, "w", encoding="utf-8") as log:
            watcher = subprocess.Popen(
                [
                    sys.executable,
                    "-B",
                    os.path.join(SCRIPTS, "learn.py"),
                    "--watch",
                    "toy",
                    *self.learn(),
                ],
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        self.addCleanup(watcher.wait)
        self.addCleanup(watcher.kill)

        def wait_for(text):
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline:
                if text in self.read("watch.txt"):
                    return
                time.sleep(0.1)
            self.fail(f"no {text!r} in:\n{self.read('watch.txt')}")

        wait_for("01_toy not done yet")
        time.sleep(0.1)
        self.write("exercises/01_toy/answer.hpp", REFERENCE)  # the save
        wait_for("01_toy done; 1 of 1 exercises done")

    def test_facts_after_a_failed_one_at_a_size_are_not_reached(self):
        # The check's own facts, checked one after the other for each size: a size stops at the
        # first that fails, so the facts after it are not evaluated and cannot read passed. A
        # fact in a static_assert of its own is evaluated whatever the others do.
        sizes = (
            '#include CTP_EXERCISE_FILE\n#include "spec_fact.hpp"\n'
            "template <int N>\nconstexpr bool holds() {\n"
            '  if (!spec::fact(learner::answer() > 0, "toy", "the answer is positive"))\n'
            "    return false;\n"
            '  if (!spec::fact(learner::answer() == 42, "toy", "the answer is 42")) return false;\n'
            '  return spec::fact(learner::answer() > N, "toy", "the answer is above the size");\n'
            "}\nstatic_assert(holds<1>());\nstatic_assert(holds<2>());\n"
            'static_assert(spec::fact(learner::checked(3) == 3, "toy", "checked(3) is 3"));\n'
        )
        self.exercise(check=sizes)
        out = self.run_main(learn.main, *self.learn())[1]
        self.assertIn("passed       the answer is positive", out)
        self.assertIn("FAILED       the answer is 42  (g++-12: first at check.cpp:", out)
        self.assertIn("not reached  the answer is above the size", out)
        self.assertIn("passed       checked(3) is 3", out)
        self.assertIn("(a compiler stops checking a size at its first failed fact", out)

    def test_a_prediction_says_which_way_it_is_off_and_where(self):
        check, toml = guess_check(42), GUESS_TOML + PREDICTION
        self.exercise("namespace learner {\ninline constexpr int guess = 7;\n}\n", check, toml)
        out = self.run_main(learn.main, *self.learn())[1]
        self.assertIn(
            "FAILED       the guess is not below  (g++-12: too low: guess = 7, at "
            "exercises/01_toy/answer.hpp:2)",
            out,
        )
        # No fact is left unchecked, so the verdict does not explain not reached.
        self.assertNotIn("stops checking a size", out)
        self.write("exercises/01_toy/answer.hpp", "namespace learner {\nconstexpr int guess = 50;}")
        out = self.run_main(learn.main, *self.learn())[1]
        self.assertIn("the guess is not above  (g++-12: too high: guess = 50, at exercises/", out)

    def test_prove_the_output_never_spells_a_measured_reach(self):
        # A reach to predict comes as CTP_REACH: a fact that spells the macro shows its value in
        # g++'s note, the answer; compared with a variable, it shows the variable's name.
        self.write(
            "bench/results/compile_limits.csv",
            "cxx,puzzle,technique,largest\ng++-12,toy,recursion,19\n",
        )
        spelled, toml = guess_check("CTP_REACH"), GUESS_TOML + 'reach = "recursion"\n' + PREDICTION
        self.exercise("namespace learner {\ninline constexpr int guess = 0;\n}\n", spelled, toml)
        self.write(
            "exercises/01_toy/reference/answer.hpp",
            "namespace learner {\ninline constexpr int guess = 19;\n}\n",
        )
        self.assert_fails(
            learn.main,
            *self.learn("--prove", "toy"),
            says="what g++-12 prints of 01_toy's skeleton spells the measured reach",
        )
        unspelled = (
            '#include CTP_EXERCISE_FILE\n#include "spec_fact.hpp"\n'
            "constexpr int measured = CTP_REACH;\n"
            "constexpr bool below = learner::guess >= measured;\n"
            "constexpr bool above = learner::guess <= measured;\n"
            'static_assert(spec::fact(below, "toy", "the guess is not below"));\n'
            'static_assert(spec::fact(above, "toy", "the guess is not above"));\n'
        )
        self.write("exercises/01_toy/check.cpp", unspelled)
        self.assert_succeeds(learn.main, *self.learn("--prove", "toy"))

    def test_must_fail_fact_checked_by_its_message(self):
        self.exercise(toml=TOML + PROBE)
        out = self.run_main(learn.main, *self.learn())[1]
        self.assertIn("FAILED       checked(-1) does not compile  (g++-12: it compiled)", out)
        self.write("exercises/01_toy/answer.hpp", REFERENCE.replace("refused", "other"))
        out = self.run_main(learn.main, *self.learn())[1]
        self.assertIn("checked(-1) does not compile  (g++-12: 2 errors, none says `refused`)", out)
        self.write("exercises/01_toy/answer.hpp", REFERENCE)
        out = self.assert_succeeds(learn.main, *self.learn())
        self.assertIn("passed       checked(-1) does not compile", out)

    def test_prove_reference_and_skeleton(self):
        self.exercise(toml=TOML + PROBE + 'first_failed_says = ["first at check.cpp:5"]\n')
        self.assertIn(
            'the skeleton fails with "the answer is 42" and a stray line leads its verdict',
            self.assert_succeeds(learn.main, *self.learn("--prove", "toy")),
        )
        self.exercise(toml=TOML + 'first_failed_says = ["first at 3 discs"]\n')
        self.assert_fails(
            learn.main,
            *self.learn("--prove", "toy"),
            says="skeleton must fail first with: the answer is 42; first at 3 discs",
        )
        self.exercise(learner=SKELETON.replace("namespace learner {", "namespace learner{"))
        self.assert_fails(
            learn.main, *self.learn("--prove", "toy"), says="has no `namespace learner {` line"
        )
        self.write("exercises/01_toy/README.md", "# Toy\n\nIt is 42.\n")
        self.assert_fails(
            learn.main,
            *self.learn("--prove", "toy"),
            says="01_toy needs hints in hints.md, none of them in its README.md",
        )
        self.exercise()
        self.write("exercises/01_toy/hints.md", "## Hint 1\n\nFact: the answer is 41\n\nNo.\n")
        self.assert_fails(
            learn.main,
            *self.learn("--prove", "toy"),
            says="01_toy's hint 1 is tied to no fact of the exercise: the answer is 41",
        )
        self.exercise(toml=TOML.replace("the answer is 42", "the answer is positive"))
        self.assert_fails(
            learn.main,
            *self.learn("--prove", "toy"),
            says="skeleton must fail first with: the answer is positive",
        )
        self.write("docs/course/01_toy.md", "no link\n")
        self.assert_fails(
            learn.main,
            *self.learn("--prove", "toy"),
            says="01_toy.md does not link to its exercise 01_toy",
        )

    def test_a_prediction_reads_its_lesson_up_to_its_link(self):
        # The rest of the lesson answers the prediction: the banner says where to stop, and the
        # lesson must send the learner there before its Exercises.
        self.exercise(toml=TOML + "read_up_to_link = true\n")
        out = self.run_main(learn.main, *self.learn())[1]
        self.assertIn(
            "== 01_toy (read docs/course/01_toy.md up to its link to 01_toy first, and predict "
            "before you read on; edit exercises/01_toy/answer.hpp)",
            out,
        )
        self.write(
            "docs/course/01_toy.md",
            "## The idea\n\nIt is 42.\n\n## Exercises\n\n- [01_toy](../../exercises/01_toy/)\n",
        )
        self.assert_fails(
            learn.main,
            *self.learn("--prove", "toy"),
            says="01_toy.md must link to 01_toy before its Exercises",
        )

    def test_budget_fact_by_its_flag(self):
        loop = (
            "namespace learner {\nconstexpr int answer() {\n  int sum = 0;\n  for (int i = 0; i"
            " < 2000; ++i) sum += i % 3;\n  return sum > 0 ? 42 : 0;\n}\n}\n"
        )
        self.exercise(
            learner=loop,
            toml=TOML + '[budget]\ngcc = "-fconstexpr-ops-limit=10000"\n'
            'clang = "-fconstexpr-steps=10000"\nfact = "it fits in 10000 operations"\n',
        )
        out = self.run_main(learn.main, *self.learn())[1]
        # g++-12 needs 32,000 to 64,000 operations for the 2000 turns of the loop.
        self.assertRegex(
            out,
            r"FAILED       it fits in 10000 operations  \(g\+\+-12: at check.cpp:4 it needs "
            r"[2-6]\.[05] to [3-8]\.0 times the limit of 10,000 \(-fconstexpr-ops-limit\): "
            r"[0-9,]+ to [0-9,]+ operations\)",
        )

    def test_over_budget_says_how_much_and_the_last_size_that_fit(self):
        # A stand-in g++ whose check needs 3000 operations at 16 discs: below that, it runs out
        # there, as g++ says it.
        needs = self.fake_program(
            "needs-3000-g++",
            """
            flag = next(a for a in sys.argv if a.startswith("-fconstexpr-ops-limit="))
            limit = int(flag.split("=")[1])
            check = sys.argv[-1]
            if limit < 3000:
                print(f"{check}:5:15:   in 'constexpr' expansion of 'learner::answer(16)'")
                print(f"{check}:5:15: error: 'constexpr' evaluation operation count exceeds "
                      f"limit of {limit} (use '-fconstexpr-ops-limit=' to increase the limit)")
                sys.exit(1)
            """,
        )
        sizes = (
            "#include CTP_EXERCISE_FILE\ntemplate <int N> constexpr bool holds = N > 0;\n"
            "static_assert(holds<1>);\nstatic_assert(holds<5>);\nstatic_assert(holds<16>);\n"
        )
        self.exercise(
            check=sizes,
            toml=TOML.replace("the answer is 42", "16 discs fit")
            + 'case = "{0} discs"\n[budget]\ngcc = "-fconstexpr-ops-limit=1000"\n'
            'clang = "-fconstexpr-steps=1000"\nfact = "16 discs fit"\n',
        )
        out = self.run_main(learn.main, *self.learn(compilers=(needs,)))[1]
        self.assertIn(
            "FAILED       16 discs fit  (needs-3000-g++: at 16 discs it needs 2.0 to 3.0 times "
            "the limit of 1,000 (-fconstexpr-ops-limit): 2,001 to 3,000 operations; 5 discs fit)",
            out,
        )

    def assert_one_line(self, learner, says, *argv, check=CHECK, toml=TOML, compilers=None):
        """The learner's file fails with one `ctp: ` line saying `says`; the runner stays up."""
        self.exercise(learner=learner, check=check, toml=toml)
        status, out, err = self.run_main(
            learn.main, *self.learn(*argv, compilers=compilers or ("g++-12",))
        )
        self.assertEqual(status, learn.NOT_DONE, err)
        lines = [line for line in out.splitlines() if says in line]
        self.assertEqual(len(lines), 1, out)
        self.assertTrue(lines[0].startswith("ctp: "), lines[0])
        self.assertIn("not done yet", out)
        return out

    def test_a_syntax_error_leads_the_verdict_with_file_and_line(self):
        # The learner's stray line, and a fact that fails after it: the error comes first, on
        # each compiler, the facts it leaves unnamed are not graded.
        stray = SKELETON.replace("namespace learner {\n", "namespace learner {\ngarbage here\n")
        compilers = [c for c in ("g++-12", "clang++-19") if shutil.which(c)]
        out = self.assert_one_line(stray, "g++-12 cannot compile", compilers=compilers)
        lines = out.splitlines()
        said = {"g++-12": "'garbage' does not name a type", "clang++-19": "unknown type name"}
        for number, compiler in enumerate(compilers, 1):
            self.assertRegex(
                lines[number],
                rf"^ctp: {re.escape(compiler)} cannot compile exercises/01_toy/answer.hpp:2: "
                + said[compiler],
            )
        self.assertIn("not graded   the answer is positive", out)

    def test_an_error_in_the_check_names_the_check(self):
        self.assert_one_line(
            SKELETON.replace("answer()", "reply()"),
            "g++-12 cannot compile the check with exercises/01_toy/check.cpp:4: "
            "'answer' is not a member of 'learner'",
        )

    def test_endless_recursion_names_what_recursed(self):
        templates = (
            "namespace learner { template <int N> struct r { static constexpr "
            "int v = r<N + 1>::v; };\nconstexpr int answer() { return r<0>::v; }"
            " }"
        )
        calls = (
            "namespace learner { constexpr int f(int n) { return n < 0 ? 0 : f(n + 1) + 1; }\n"
            "constexpr int answer() { return f(0); } }"
        )
        # clang++ names a function it calls without its namespace.
        for compiler, recursed in (("g++-12", "learner::f"), ("clang++-19", "f")):
            if not shutil.which(compiler):
                continue
            self.assert_one_line(
                templates,
                f"{compiler} nested templates deeper than its limit (-ftemplate-depth) "
                "(learner::r recursed)",
                compilers=(compiler,),
            )
            self.assert_one_line(
                calls,
                f"{compiler} nested constexpr calls deeper than its limit (-fconstexpr-depth) "
                f"({recursed} recursed)",
                compilers=(compiler,),
            )

    def test_endless_constant_evaluation(self):
        self.assert_one_line(
            "namespace learner { constexpr int answer() { int n = 1; while (n)"
            " n = n % 7 + 1; return n; } }",
            "ran out of the constant evaluator's loop iterations",
        )

    def test_compile_past_the_bound_is_stopped(self):
        slow = self.fake_program("slow-g++", "import time\ntime.sleep(30)\n")
        started = learn.time.monotonic()
        out = self.assert_one_line(
            SKELETON, "took more than 1 s and was stopped", "--timeout", "1", compilers=(slow,)
        )
        self.assertLess(learn.time.monotonic() - started, 10)
        # What it usually means; and, when the output named a size before, the last it named.
        self.assertIn(
            "stopped (output in build/01_toy/learner/slow-g++.txt): a compile this long", out
        )
        self.assertIn("grows exponentially with the size", out)
        slow = self.fake_program(
            "slow-g++",
            "import time\nprint(sys.argv[-1] + ':5:15: error: static assertion failed', "
            "flush=True)\ntime.sleep(30)\n",
        )
        self.assert_one_line(
            SKELETON,
            "took more than 1 s and was stopped, after reporting on check.cpp:5 (output in",
            "--timeout",
            "1",
            compilers=(slow,),
        )

    def test_huge_output_is_bounded(self):
        flood = self.fake_program("flood-g++", "while True: print('error: ' + 'x' * 1000)\n")
        self.assert_one_line(
            SKELETON,
            "wrote more than 5000 bytes and was stopped",
            "--output-limit",
            "5000",
            compilers=(flood,),
        )
        self.assertLessEqual(
            os.path.getsize(self.path("build", "01_toy", "learner", "flood-g++.txt")), 5000
        )

    def test_facts_the_program_checks_at_run_time(self):
        runs = (
            CHECK + '#include "spec_run_fact.hpp"\nint main() {\n  volatile int n = 7;\n'
            '  return !(spec::run_fact(n > 0, "toy", "at run time, n is positive") &\n'
            '           spec::run_fact(n == 42, "toy", "at run time, n is 42"));\n}\n'
        )
        self.exercise(learner=REFERENCE, check=runs, toml=TOML + "run = true\n")
        out = self.run_main(learn.main, *self.learn())[1]
        self.assertIn("passed       at run time, n is positive", out)
        self.assertIn("FAILED       at run time, n is 42  (g++-12)", out)
        self.assertNotIn("exited with", out)
        # A program that is not built checks nothing.
        self.exercise(learner=SKELETON, check=runs, toml=TOML + "run = true\n")
        out = self.run_main(learn.main, *self.learn())[1]
        self.assertIn("not reached  at run time, n is positive", out)

    def test_crash_and_endless_run(self):
        runs = TOML + "run = true\n"
        self.assert_one_line(
            REFERENCE,
            "crashed: SIGILL",
            toml=runs,
            check=CHECK + "int main() { __builtin_trap(); }\n",
        )
        self.assert_one_line(
            REFERENCE,
            "ran more than 3 s and was stopped",
            "--timeout",
            "3",
            toml=runs,
            check=CHECK + "int main() { volatile int n = 1; while (n) {} }\n",
        )

    def test_writes_nothing_outside_exercises_and_build(self):
        def tree():
            found = set()
            for folder, _, files in os.walk(self.dir):
                found |= {os.path.join(folder, name) for name in files}
            return {path for path in found if not path.startswith(self.path("build"))}

        check = CHECK + '#include <fstream>\nint main() { std::ofstream("left_here") << 1; }\n'
        self.exercise(learner=REFERENCE, check=check, toml=TOML + "run = true\n")
        before = tree()
        self.assert_succeeds(learn.main, *self.learn())
        self.assertEqual(tree(), before)
        self.assertEqual(os.listdir(self.tmp.name), [])
        self.assertTrue(os.path.isfile(self.path("build", "01_toy", "learner", "left_here")))


class MakeLearn(ScriptTest):
    """`make learn` as the Makefile runs it, with stand-ins for scripts/setup and learn.py: the
    setup of the exercises only, no __pycache__ written, and a verdict that is not done yet is no
    failure of make (no "Error 1" line); a runner that cannot grade is one."""

    def make_learn(self, status):
        if not shutil.which("make"):
            self.skipTest("make is not installed")
        shutil.copy(os.path.join(ROOT, "Makefile"), self.path("Makefile"))
        self.fake_program(
            "scripts/setup", "open(sys.argv[0] + '.args', 'w').write(' '.join(sys.argv[1:]))\n"
        )
        self.write(
            "scripts/learn.py",
            "import sys\nprint('no bytecode:', sys.flags.dont_write_bytecode)\n"
            f"sys.exit({status})\n",
        )
        return subprocess.run(
            ["make", "--no-print-directory", "learn"], cwd=self.dir, capture_output=True, text=True
        )

    def test_not_done_yet_is_no_error_of_make(self):
        made = self.make_learn(learn.NOT_DONE)
        self.assertEqual(made.returncode, 0, made.stderr)
        self.assertNotIn("Error", made.stderr)
        self.assertIn("no bytecode: 1", made.stdout)
        self.assertEqual(self.read("scripts/setup.args"), "learn")

    def test_a_runner_that_cannot_grade_fails_make(self):
        made = self.make_learn(1)
        self.assertNotEqual(made.returncode, 0)
        self.assertIn("Error 1", made.stderr)


class SetupLearn(ScriptTest):
    """scripts/setup learn looks for the compilers, Python and Boost only: no Node, no npm."""

    def test_only_what_grading_needs(self):
        if not all(os.path.exists(f"/usr/include/boost/{h}.hpp") for h in ("mp11", "hana")):
            self.skipTest("Boost's headers are not installed")
        for name in ("g++-12", "clang++-19", "python3", "npm", "node"):
            self.fake_program(f"bin/{name}", "open(os.environ['RAN'], 'a').write(sys.argv[0])\n")
        done = subprocess.run(
            ["bash", os.path.join(ROOT, "scripts", "setup"), "learn"],
            env=dict(os.environ, PATH=self.path("bin") + ":/usr/bin:/bin", RAN=self.path("ran")),
            capture_output=True,
            text=True,
        )
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertEqual(done.stdout, "ctp: setup: everything the exercises need is installed\n")
        self.assertFalse(os.path.exists(self.path("ran")))  # npm ci above all


if __name__ == "__main__":
    unittest.main()
