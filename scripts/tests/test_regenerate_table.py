"""Tests of scripts/regenerate_table.py: a table regenerated from its banner, a stale table
found, a table without a banner refused."""

import os
import unittest

from tests.script_test import ScriptTest
import regenerate_table

TABLE = "// Regenerate: ctp-gen hanoi 3 --names 'a b',c,d -o <this file>\nint t;\n"


class RegenerateTable(ScriptTest):
    def setUp(self):
        super().setUp()
        # A ctp-gen that writes the table of TABLE's banner, or another when its arguments are
        # not the banner's.
        self.generator = self.fake_program(
            "ctp-gen",
            f"""
            args = sys.argv[1:sys.argv.index("-o")]
            if "--fail" in args: sys.exit("ctp: bad arguments")
            out = sys.argv[sys.argv.index("-o") + 1]
            banner = {TABLE.split(chr(10))[0]!r} + "\\n"
            right = args == ["hanoi", "3", "--names", "a b,c,d"]
            open(out, "w").write(banner + ("int t;\\n" if right else "int u;\\n"))
            """,
        )
        self.table = self.write("hanoi_3.hpp", TABLE)

    def regenerate(self, *options):
        return (
            regenerate_table.main,
            "--generator",
            self.generator,
            "--header",
            self.table,
            *options,
        )

    def test_banner_arguments(self):
        self.assertEqual(
            regenerate_table.banner_arguments("t.hpp", TABLE), ["hanoi", "3", "--names", "a b,c,d"]
        )

    def test_check_passes_and_cleans_up(self):
        self.assert_succeeds(*self.regenerate("--check", "--work-dir", self.path("work")))
        self.assertFalse(os.path.exists(self.path("work/regenerated_hanoi_3.hpp")))

    def test_stale_table_fails(self):
        self.write("hanoi_3.hpp", TABLE.replace("int t;", "int old;"))
        self.assert_fails(
            *self.regenerate("--check", "--work-dir", self.path("work")),
            says="differs from what ctp-gen writes now",
        )

    def test_rewrite(self):
        self.write("hanoi_3.hpp", TABLE.replace("int t;", "int old;"))
        self.assert_succeeds(*self.regenerate())
        self.assertEqual(self.read("hanoi_3.hpp"), TABLE)

    def test_no_banner(self):
        self.write("hanoi_3.hpp", "int t;\n")
        self.assert_fails(*self.regenerate(), says="has no `// Regenerate: ctp-gen")

    def test_generator_fails(self):
        self.write("hanoi_3.hpp", TABLE.replace("hanoi 3", "hanoi --fail"))
        self.assert_fails(*self.regenerate(), says="regenerating")


if __name__ == "__main__":
    unittest.main()
