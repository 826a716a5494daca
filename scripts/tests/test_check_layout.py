"""Tests of scripts/check_layout.py: a small tree that follows design.md's naming rule passes;
each kind of breach fails with a line that names the file."""

import unittest

from script_test import ScriptTest
import check_layout

DESIGN = """# Design

| Word | The technique |
| --- | --- |
| `recursion` | plain recursion |
| `closed_form` | a formula |
| `mp11` | Boost.MP11 |

Prose after the table.
"""


class CheckLayout(ScriptTest):
    def setUp(self):
        super().setUp()
        self.write("docs/design.md", DESIGN)
        self.write("include/ctp/hanoi.hpp", '#include "ctp/hanoi/with_recursion.hpp"\n')
        self.write("include/ctp/hanoi/rules.hpp", "int hanoi_max_discs;\n")
        self.write("include/ctp/hanoi/with_recursion.hpp", '#include "ctp/hanoi/rules.hpp"\n')
        self.write("include/ctp/hanoi/with_closed_form.hpp",
                   '#include "ctp/hanoi/closed_form/packed_moves.hpp"\n')
        self.write("include/ctp/hanoi/closed_form/packed_moves.hpp", "\n")
        self.write("include/ctp/hanoi/with_mp11.hpp",
                   '#include "ctp/hanoi/type_level/encoded.hpp"\n')
        self.write("include/ctp/hanoi/type_level/encoded.hpp", "\n")
        self.write("include/ctp/hanoi/run_time/solution.hpp", "\n")
        self.write("include/ctp/search/graph.hpp", "// like hanoi_moves, in a comment\nint graph;\n")
        self.write("tests/hanoi/static_recursion.cpp", "\n")
        self.write("tests/hanoi/static_packed_moves_20.cpp", "\n")
        self.write("tests/hanoi/static_rules_4x4.cpp", "\n")
        self.write("generators/cli/tool.cpp", "namespace ctp::cli {\nnamespace {\n}\n}\n")
        self.write("generators/cli/names.hpp", "namespace CLI {\nclass App;\n}\n")
        self.write("generators/hanoi/command.cpp", "namespace ctp::puzzles::hanoi {\n}\n")
        self.write("generators/hanoi/accessors.hpp", "namespace detail {\n}\n")
        self.write("generators/puzzles.cmake", "# hanoi first\nset(CTP_PUZZLES\n  hanoi\n"
                   "  magic_squares)\n")
        self.write("generators/cli/text.cpp", "// strings, a driver, a waterfall\nint n;\n")

    def check(self):
        return check_layout.main, "--root", self.dir

    def test_a_tree_that_follows_the_rule_passes(self):
        self.assertIn("1 puzzles follow", self.assert_succeeds(*self.check()))

    def test_a_tool_folder_in_another_namespace(self):
        self.write("generators/hanoi/table.cpp", "namespace ctp::cli {\n}\n")
        self.assert_fails(*self.check(), says="generators/hanoi/table.cpp: opens the namespace "
                          "ctp::cli; the code of generators/hanoi/ is in ctp::puzzles::hanoi")

    def test_a_shared_tool_folder_in_another_namespace(self):
        self.write("generators/pictures/svg.cpp", "namespace ctp::gen {\n}\n")
        self.assert_fails(*self.check(), says="the code of generators/pictures/ is in ctp::pictures")

    def test_a_technique_word_that_design_md_does_not_list(self):
        self.write("include/ctp/hanoi/with_magic.hpp", "\n")
        self.assert_fails(*self.check(), says="`magic` is not a technique word")

    def test_a_folder_that_is_no_word(self):
        self.write("include/ctp/hanoi/misc/helper.hpp", "\n")
        self.assert_fails(*self.check(), says="include/ctp/hanoi/misc/: a folder of a puzzle")

    def test_another_technique_includes_a_technique_part(self):
        self.write("include/ctp/hanoi/with_recursion.hpp",
                   '#include "ctp/hanoi/closed_form/packed_moves.hpp"\n')
        self.assert_fails(*self.check(), says="closed_form/ holds the parts of with_closed_form")

    def test_a_technique_includes_run_time(self):
        self.write("include/ctp/hanoi/with_recursion.hpp",
                   '#include "ctp/hanoi/run_time/solution.hpp"\n')
        self.assert_fails(*self.check(), says="run_time/ is for the tools")

    def test_the_umbrella_includes_run_time(self):
        self.write("include/ctp/hanoi.hpp", '#include "ctp/hanoi/run_time/solution.hpp"\n')
        self.assert_fails(*self.check(), says="run_time/ is for the tools")

    def test_a_value_level_technique_includes_type_level(self):
        self.write("include/ctp/hanoi/with_recursion.hpp",
                   '#include "ctp/hanoi/type_level/encoded.hpp"\n')
        self.assert_fails(*self.check(), says="type_level/ is for the techniques whose answer")

    def test_a_static_test_that_proves_no_file(self):
        self.write("tests/hanoi/static_double_move.cpp", "\n")
        self.assert_fails(*self.check(), says="static_double_move.cpp: proves no file")

    def test_a_generic_layer_that_names_a_puzzle(self):
        self.write("include/ctp/search/graph.hpp", "int hanoi_moves;\n")
        self.assert_fails(*self.check(), says="names the puzzle `hanoi` in a generic layer")

    def test_a_shared_tool_file_that_names_a_puzzle(self):
        self.write("generators/cli/tool.cpp", "namespace ctp::cli {\n\n// as hanoi_moves does\n}\n")
        self.assert_fails(*self.check(), says="generators/cli/tool.cpp:3: names the puzzle "
                          "`hanoi` (only generators/puzzles.cmake may; move the text into the "
                          "puzzle's folder, generators/<puzzle>/): // as hanoi_moves does")

    def test_a_top_file_that_names_a_puzzle_in_capitals(self):
        self.write("generators/ctp.cpp", "int main() { return Rings; }\n")
        self.assert_fails(*self.check(), says="generators/ctp.cpp:1: names the puzzle `rings`")

    def test_a_listed_puzzle_dashed_or_by_one_of_its_words(self):
        self.write("generators/headers/a.hpp", "// ctp magic-squares\n")
        self.write("generators/new_folder/b.cpp", "int squares;\n")
        err = self.assert_fails(*self.check(), says="2 places break")
        self.assertIn("generators/headers/a.hpp:1: names the puzzle `magic-squares`", err)
        self.assertIn("generators/new_folder/b.cpp:1: names the puzzle `squares`", err)

    def test_a_folder_named_like_an_unlisted_puzzle_is_shared(self):
        self.write("generators/water/command.cpp", "// water\n")
        self.assert_fails(*self.check(), says="generators/water/command.cpp:1: names the puzzle")

    def test_no_list_of_puzzles(self):
        self.write("generators/puzzles.cmake", "# set(CTP_PUZZLES hanoi)\n")
        self.assert_fails(*self.check(), says="puzzles.cmake sets no CTP_PUZZLES list")

    def test_design_md_without_the_table(self):
        self.write("docs/design.md", "# Design\n")
        self.assert_fails(*self.check(), says="no table of technique words")


if __name__ == "__main__":
    unittest.main()
