"""Tests of scripts/check_proven.py: the largest size a test proves, for each compiler, read from
its static_asserts (numbers, named constants, products of rows and columns, the clang++ and g++
branches), and a page whose proven size disagrees with the test named."""

import contextlib
import io
import unittest
from pathlib import Path

from tests.script_test import ScriptTest
import check_proven

ROOT = Path(check_proven.ROOT)
TEST = """#include "spec.hpp"
static_assert(spec::holds_up_to<spec::fully_checked, technique>);
#if defined(__clang__)
static_assert(spec::holds<"name", 13, decltype(technique)>);
#else
static_assert(spec::holds<ctp::max_size, technique>);
#endif
"""


class ProvenSizes(ScriptTest):
    def sizes(self, text):
        self.write("include/ctp/rules.hpp", "inline constexpr int max_size = 20;\n")
        self.write("tests/puzzle/spec.hpp", "inline constexpr int fully_checked = 12;\n")
        test = Path(self.write("tests/puzzle/static_technique.cpp", text))
        return check_proven.proven_sizes(test, Path(self.dir))

    def test_each_compiler_its_branch_and_named_numbers(self):
        self.assertEqual(self.sizes(TEST), {"gcc": 20, "clang": 13})

    def test_rows_times_columns(self):
        text = "static_assert(spec::holds<2, 5, model::weighted, technique>);\n"
        self.assertEqual(self.sizes(text), {"gcc": 10, "clang": 10})

    def test_equal_to_the_closed_form_counts(self):
        text = 'static_assert(spec::same<"name", 17, true, decltype(technique)>);\n'
        self.assertEqual(self.sizes(text), {"gcc": 17, "clang": 17})

    def test_a_test_that_proves_nothing_is_an_error(self):
        with self.assertRaisesRegex(LookupError, "proves no size"):
            self.sizes("static_assert(true);\n")


class Pages(ScriptTest):
    def run_main(self, text):
        page = self.write("page.md", text)
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = check_proven.main(["--root", str(ROOT), page])
        return code, err.getvalue()

    def test_the_repository_s_own_test_agrees(self):
        marker = "<!-- proven tests/hanoi/static_recursion.cpp -->{}<!-- /proven -->\n"
        sizes = check_proven.proven_sizes(ROOT / "tests/hanoi/static_recursion.cpp", ROOT)
        right = f"**{sizes['gcc']}** discs g++, **{sizes['clang']}** clang"
        self.assertEqual(self.run_main(marker.format(right))[0], 0)
        code, err = self.run_main(marker.format("**63** discs, both compilers"))
        self.assertEqual(code, 1)
        self.assertIn('says "**63** discs, both compilers"', err)

    def test_a_page_without_markers_checks_nothing(self):
        code, err = self.run_main("No sizes here.\n")
        self.assertEqual(code, 1)
        self.assertIn("nothing was checked", err)


if __name__ == "__main__":
    unittest.main()
