"""Tests of scripts/check_stale.py: an include guard follows its header's path, and a doc or a
comment names only files of the tree, placeholders, outputs and the allowed names aside."""

import subprocess
import unittest

import check_stale
from tests.script_test import ScriptTest

RULES = "include/ctp/hanoi/rules.hpp"


def header(guard, closing=None):
    closing = guard if closing is None else closing
    return f"// A header.\n#ifndef {guard}\n#define {guard}\n\n#endif  // {closing}\n"


class Guards(ScriptTest):
    def check(self):
        return ["--root", self.dir, "--git", ""]

    def test_a_guard_spells_the_path_under_include_or_from_the_root_for_generators(self):
        self.write(RULES, header("CTP_HANOI_RULES_HPP_INCLUDED"))
        self.write("include/ctp.hpp", header("CTP_HPP_INCLUDED"))
        self.write("generators/cli/tool.hpp", header("CTP_GENERATORS_CLI_TOOL_HPP_INCLUDED"))
        self.assert_succeeds(check_stale.main, *self.check())

    def test_a_guard_of_another_path_fails_naming_the_right_one(self):
        self.write("generators/hanoi/listing.hpp", header("CTP_GENERATORS_CTP_HANOI_LISTING_HPP"))
        self.assert_fails(
            check_stale.main,
            *self.check(),
            says="generators/hanoi/listing.hpp:2: the include guard "
            "CTP_GENERATORS_CTP_HANOI_LISTING_HPP is not CTP_GENERATORS_HANOI_LISTING_HPP_INCLUDED",
        )

    def test_the_endif_names_the_same_guard(self):
        self.write(RULES, header("CTP_HANOI_RULES_HPP_INCLUDED", "CTP_RULES_HPP_INCLUDED"))
        self.assert_fails(check_stale.main, *self.check(), says="the #endif says CTP_RULES_HPP")

    def test_a_header_without_a_guard_fails(self):
        self.write(RULES, "int x;\n")
        self.assert_fails(check_stale.main, *self.check(), says=f"{RULES}:1: no include guard")

    def test_the_generated_tables_keep_the_guard_ctp_gen_gives_them(self):
        self.write("include/ctp/tables/hanoi_10.hpp", "#if CTP_TABLE_HANOI_10 != 1u\n#endif\n")
        self.assert_succeeds(check_stale.main, *self.check())


class Names(ScriptTest):
    def setUp(self):
        super().setUp()
        # Files of each kind the names below have: only those kinds name files.
        self.write(RULES, header("CTP_HANOI_RULES_HPP_INCLUDED"))
        self.write("cmake/ctp.pc.in", "prefix=@PREFIX@\n")
        self.write("generators/hanoi/listing.cpp", "int listing;\n")
        self.write("bench/results/compile.csv", "size\n")
        self.write("scripts/common.py", "")
        self.write("README.md", "# ctp\n")

    def check(self):
        return ["--root", self.dir, "--git", ""]

    def page(self, text):
        self.write("docs/page.md", text)

    def test_a_file_named_by_its_path_its_tail_or_from_the_page_holds(self):
        self.page(
            f"`{RULES}`, `hanoi/rules.hpp`, `rules.hpp`, [it](../{RULES}) and `include/ctp/`.\n"
        )
        self.assert_succeeds(check_stale.main, *self.check())

    def test_a_doc_that_names_a_missing_file_fails_with_its_line(self):
        self.page("# Title\n\nSee `hanoi_listing.cpp` and `include/ctp/gone/`.\n")
        err = self.assert_fails(
            check_stale.main,
            *self.check(),
            says="docs/page.md:3: names hanoi_listing.cpp, which is no file of the project",
        )
        self.assertIn("docs/page.md:3: names include/ctp/gone/", err)

    def test_a_missing_readme_is_no_placeholder(self):
        self.page("Read `docs/course/README.md`.\n")
        self.assert_fails(check_stale.main, *self.check(), says="names docs/course/README.md")

    def test_placeholders_a_configured_file_and_the_allowed_names_hold(self):
        self.page(
            "`include/ctp/<puzzle>.hpp`, `with_*.hpp`, `FILE.bin`, `ctp.pc` (from ctp.pc.in), "
            "`compile_commands.json`, https://example.org/a/b.md, bounds.svg.largest.\n"
        )
        self.assert_succeeds(check_stale.main, *self.check())

    def test_in_a_program_its_comments_and_docstrings_count_and_its_code_does_not(self):
        self.write("generators/hanoi/command.cpp", 'const char* name = "gone.txt";\n')
        self.write("scripts/run.py", '"""Runs nothing."""\nNAME = "gone.py"\n')
        self.assert_succeeds(check_stale.main, *self.check())
        self.write("generators/hanoi/command.cpp", "// Hands them to hanoi_picture.cpp.\n")
        self.assert_fails(
            check_stale.main, *self.check(), says="command.cpp:1: names hanoi_picture.cpp"
        )
        self.write("generators/hanoi/command.cpp", "// Hands them to rules.hpp.\n")
        self.write("scripts/run.py", '"""Writes bench/run.py\'s results."""\n')
        self.assert_fails(
            check_stale.main, *self.check(), says="scripts/run.py:1: names bench/run.py"
        )

    def test_what_git_ignores_is_an_output_not_a_missing_file(self):
        self.write(".gitignore", "/build/\n")
        self.page("The tool is `build/bin/ctp`; the table `bench/results/gone.csv`.\n")
        subprocess.run(["git", "init", "-q", self.dir], check=True)
        subprocess.run(["git", "-C", self.dir, "add", "."], check=True)
        err = self.assert_fails(
            check_stale.main, "--root", self.dir, "--git", "git", says="bench/results/gone.csv"
        )
        self.assertNotIn("build/bin/ctp", err)


if __name__ == "__main__":
    unittest.main()
