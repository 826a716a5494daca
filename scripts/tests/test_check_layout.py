"""Tests of scripts/check_layout.py: a small tree that follows design.md's naming rule passes;
each kind of breach fails with a line that names the file."""

import os
import unittest

from tests.script_test import ScriptTest
import check_layout

DESIGN = """# Design

| Word | The technique |
| --- | --- |
| `recursion` | plain recursion |
| `closed_form` | a formula |
| `mp11` | Boost.MP11 |

Prose after the table.
"""


README = """# ctp

| Puzzle | Source | Guide |
| --- | --- | --- |
| Towers | Peelle | [docs/hanoi.md](docs/hanoi.md) |
| Squares | Euler | [docs/magic_squares.md](docs/magic_squares.md) |

After the table, [a link](docs/other.md).
"""
GRID = """# Techniques

| Technique | [Hanoi](hanoi.md) | [Magic_Squares](magic_squares.md) |
| --- | --- | --- |
| `recursion` | yes | no |
"""


class CheckLayout(ScriptTest):
    def setUp(self):
        super().setUp()
        self.write("docs/design.md", DESIGN)
        self.write("include/ctp/hanoi.hpp", '#include "ctp/hanoi/with_recursion.hpp"\n')
        self.write("include/ctp/hanoi/rules.hpp", "int hanoi_max_discs;\n")
        self.write("include/ctp/hanoi/with_recursion.hpp", '#include "ctp/hanoi/rules.hpp"\n')
        self.write(
            "include/ctp/hanoi/with_closed_form.hpp",
            '#include "ctp/hanoi/closed_form/packed_moves.hpp"\n',
        )
        self.write("include/ctp/hanoi/closed_form/packed_moves.hpp", "\n")
        self.write(
            "include/ctp/hanoi/with_mp11.hpp", '#include "ctp/hanoi/type_level/encoded.hpp"\n'
        )
        self.write("include/ctp/hanoi/type_level/encoded.hpp", "\n")
        self.write("include/ctp/hanoi/run_time/solution.hpp", "\n")
        self.write(
            "include/ctp/search/graph.hpp", "// like hanoi_moves, in a comment\nint graph;\n"
        )
        self.write("tests/hanoi/static_recursion.cpp", "\n")
        self.write("tests/hanoi/static_packed_moves_20.cpp", "\n")
        self.write("tests/hanoi/static_rules_4x4.cpp", "\n")
        self.write("generators/cli/tool.cpp", "namespace ctp::cli {\nnamespace {\n}\n}\n")
        self.write("generators/cli/names.hpp", "namespace CLI {\nclass App;\n}\n")
        self.write("generators/hanoi/command.cpp", "namespace ctp::puzzles::hanoi {\n}\n")
        self.write("generators/hanoi/accessors.hpp", "namespace detail {\n}\n")
        self.write("generators/cli/text.cpp", "// strings, a driver, a waterfall\nint n;\n")
        for order, word in enumerate(("hanoi", "magic_squares"), 1):
            self.add_puzzle(word, order)
        self.write(
            "include/ctp.hpp",
            check_layout.umbrella_text(
                check_layout.read_manifests(check_layout.pathlib.Path(self.dir))
            ),
        )
        self.write("README.md", README)
        self.write("docs/techniques.md", GRID)

    def add_puzzle(self, word, order):
        """A puzzle's manifest, its guide, and the folders its manifest needs; magic_squares's
        prefix and subcommand are words of their own, as rings and water are in the project."""
        prefix, subcommand = ("square", "magic-square") if word == "magic_squares" else (word, word)
        self.write_manifest(
            word, order, **{"prefix": prefix, "ctp": [subcommand], "ctp-gen": [subcommand]}
        )
        self.write(f"docs/{word}.md", f"# {word}\n")
        if word != "hanoi":  # setUp wrote hanoi's folders
            self.write(f"include/ctp/{word}/rules.hpp", "\n")
            self.write(f"include/ctp/{word}.hpp", f'#include "ctp/{word}/rules.hpp"\n')
            self.write(f"tests/{word}/static_rules.cpp", "\n")
            self.write(f"generators/{word}/command.cpp", f"namespace ctp::puzzles::{word} {{\n}}\n")

    def remove(self, relative):
        """Removes a file, or an empty folder, of the temporary folder."""
        path = self.path(relative)
        (os.rmdir if os.path.isdir(path) else os.remove)(path)

    def check(self):
        return check_layout.main, "--root", self.dir

    def test_a_tree_that_follows_the_rule_passes(self):
        self.assertIn("2 puzzles follow", self.assert_succeeds(*self.check()))

    def test_a_tool_folder_in_another_namespace(self):
        self.write("generators/hanoi/table.cpp", "namespace ctp::cli {\n}\n")
        self.assert_fails(
            *self.check(),
            says="generators/hanoi/table.cpp: opens the namespace "
            "ctp::cli; the code of generators/hanoi/ is in ctp::puzzles::hanoi",
        )

    def test_a_shared_tool_folder_in_another_namespace(self):
        self.write("generators/pictures/svg.cpp", "namespace ctp::gen {\n}\n")
        self.assert_fails(
            *self.check(), says="the code of generators/pictures/ is in ctp::pictures"
        )

    def test_a_technique_word_that_design_md_does_not_list(self):
        self.write("include/ctp/hanoi/with_magic.hpp", "\n")
        self.assert_fails(*self.check(), says="`magic` is not a technique word")

    def test_a_folder_that_is_no_word(self):
        self.write("include/ctp/hanoi/misc/helper.hpp", "\n")
        self.assert_fails(*self.check(), says="include/ctp/hanoi/misc/: a folder of a puzzle")

    def test_another_technique_includes_a_technique_part(self):
        self.write(
            "include/ctp/hanoi/with_recursion.hpp",
            '#include "ctp/hanoi/closed_form/packed_moves.hpp"\n',
        )
        self.assert_fails(*self.check(), says="closed_form/ holds the parts of with_closed_form")

    def test_a_technique_includes_run_time(self):
        self.write(
            "include/ctp/hanoi/with_recursion.hpp", '#include "ctp/hanoi/run_time/solution.hpp"\n'
        )
        self.assert_fails(*self.check(), says="run_time/ is for the tools")

    def test_the_umbrella_includes_run_time(self):
        self.write("include/ctp/hanoi.hpp", '#include "ctp/hanoi/run_time/solution.hpp"\n')
        self.assert_fails(*self.check(), says="run_time/ is for the tools")

    def test_a_value_level_technique_includes_type_level(self):
        self.write(
            "include/ctp/hanoi/with_recursion.hpp", '#include "ctp/hanoi/type_level/encoded.hpp"\n'
        )
        self.assert_fails(*self.check(), says="type_level/ is for the techniques whose answer")

    def test_a_static_test_that_proves_no_file(self):
        self.write("tests/hanoi/static_double_move.cpp", "\n")
        self.assert_fails(*self.check(), says="static_double_move.cpp: proves no file")

    def test_a_generic_layer_that_names_a_puzzle(self):
        self.write("include/ctp/search/graph.hpp", "int hanoi_moves;\n")
        self.assert_fails(*self.check(), says="names the puzzle `hanoi` in a generic layer")

    def test_a_shared_tool_file_that_names_a_puzzle(self):
        self.write("generators/cli/tool.cpp", "namespace ctp::cli {\n\n// as hanoi_moves does\n}\n")
        self.assert_fails(
            *self.check(),
            says="generators/cli/tool.cpp:3: names the puzzle "
            "`hanoi` (only a puzzle's own folders and its manifest, puzzles/<word>.json, "
            "may; move the text into generators/<puzzle>/): // as hanoi_moves does",
        )

    def test_a_top_file_that_names_a_puzzle_by_its_prefix_in_capitals(self):
        self.write("generators/ctp.cpp", "int main() { return Square; }\n")
        self.assert_fails(*self.check(), says="generators/ctp.cpp:1: names the puzzle `square`")

    def test_a_top_file_that_names_a_puzzle_by_its_subcommand(self):
        self.write("generators/ctp.cpp", "// ctp magic-square 3\n")
        self.assert_fails(
            *self.check(), says="generators/ctp.cpp:1: names the puzzle `magic-square`"
        )

    def test_a_listed_puzzle_dashed_or_by_one_of_its_words(self):
        self.write("generators/headers/a.hpp", "// ctp magic-squares\n")
        self.write("generators/new_folder/b.cpp", "int squares;\n")
        err = self.assert_fails(*self.check(), says="2 places break")
        self.assertIn("generators/headers/a.hpp:1: names the puzzle `magic-squares`", err)
        self.assertIn("generators/new_folder/b.cpp:1: names the puzzle `squares`", err)

    def test_a_folder_named_like_an_unlisted_puzzle_is_shared(self):
        self.write("generators/square/command.cpp", "// square\n")
        self.assert_fails(*self.check(), says="generators/square/command.cpp:1: names the puzzle")

    def test_no_manifest(self):
        for word in ("hanoi", "magic_squares"):
            self.remove(f"puzzles/{word}.json")
        self.assert_fails(*self.check(), says="ctp: no puzzle manifest in ")

    def test_a_puzzle_folder_without_a_manifest(self):
        self.remove("puzzles/magic_squares.json")
        self.write(
            "include/ctp.hpp",
            check_layout.umbrella_text(
                check_layout.read_manifests(check_layout.pathlib.Path(self.dir))
            ),
        )
        err = self.assert_fails(
            *self.check(),
            says="generators/magic_squares/: a puzzle's folder "
            "without a manifest, puzzles/magic_squares.json",
        )
        self.assertIn("tests/magic_squares/: a puzzle's folder without a manifest", err)

    def test_a_manifest_whose_folder_is_missing(self):
        self.remove("tests/magic_squares/static_rules.cpp")
        self.remove("tests/magic_squares")
        self.assert_fails(
            *self.check(), says="puzzles/magic_squares.json: tests/magic_squares does not exist"
        )

    def test_an_umbrella_that_misses_a_puzzle(self):
        self.write("include/ctp.hpp", '#include "ctp/hanoi.hpp"\n')
        self.assert_fails(
            *self.check(),
            says="include/ctp.hpp: does not include exactly every puzzle's umbrella header",
        )

    def test_fix_umbrella_rewrites_it_from_the_manifests(self):
        self.write("include/ctp.hpp", '#include "ctp/hanoi.hpp"\n')
        self.assert_succeeds(*self.check(), "--fix-umbrella")
        self.assertIn('#include "ctp/magic_squares.hpp"', self.read("include/ctp.hpp"))

    def test_a_readme_whose_puzzles_are_out_of_order(self):
        self.write(
            "README.md",
            README.replace("hanoi.md", "x.md")
            .replace("magic_squares.md", "hanoi.md")
            .replace("x.md", "magic_squares.md"),
        )
        self.assert_fails(
            *self.check(),
            says="README.md: its table of puzzles links the guides "
            "['docs/magic_squares.md', 'docs/hanoi.md']; the manifests",
        )

    def test_a_readme_without_a_puzzle(self):
        self.write("README.md", "\n".join(README.splitlines()[:-3]) + "\n")
        self.assert_fails(
            *self.check(),
            says="README.md: its table of puzzles links the guides ['docs/hanoi.md']",
        )

    def test_a_grid_without_a_puzzle_column(self):
        self.write("docs/techniques.md", GRID.replace(" [Magic_Squares](magic_squares.md) |", ""))
        self.assert_fails(
            *self.check(),
            says="docs/techniques.md: the grid's columns are ['[Hanoi](hanoi.md)']",
        )

    def test_a_benchmark_no_manifest_measures(self):
        self.write("bench/compile/tu/hanoi_recursion.cpp", "\n")
        self.assert_fails(
            *self.check(), says="bench/compile/tu/hanoi_recursion.cpp: no manifest measures it"
        )

    def test_a_measured_technique_without_its_benchmark(self):
        self.write_manifest(
            "hanoi",
            1,
            bench={"title": "H", "unit": "discs", "techniques": {"recursion": {"sizes": [4, 8]}}},
        )
        self.assert_fails(
            *self.check(),
            says="bench/compile/tu/hanoi_recursion.cpp: does not "
            "exist, and a manifest of puzzles/ measures it",
        )
        self.write("bench/compile/tu/hanoi_recursion.cpp", "\n")
        self.write("bench/compile/tu/copy_indexing.cpp", "\n")  # no puzzle's: left alone
        self.assert_succeeds(*self.check())

    def test_design_md_without_the_table(self):
        self.write("docs/design.md", "# Design\n")
        self.assert_fails(*self.check(), says="no table of technique words")


if __name__ == "__main__":
    unittest.main()
