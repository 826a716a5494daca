"""Tests of scripts/puzzles.py: every program reads the puzzles from their manifests,
puzzles/<word>.json, and a manifest that is not one is a `ctp:` error naming its file."""

import json
import unittest

import puzzles
from tests.script_test import ScriptTest, manifest_fields


class Manifests(ScriptTest):
    def put(self, word, order, **changes):
        self.write_manifest(word, order, **changes)

    def error(self):
        with self.assertRaises(puzzles.ListError) as caught:
            puzzles.manifests(self.dir)
        return str(caught.exception)

    def test_the_words_in_the_order_of_their_order_fields(self):
        self.put("nine_tails", 3)
        self.put("hanoi", 1)
        self.assertEqual(puzzles.listed(self.dir), ("hanoi", "nine_tails"))

    def test_a_manifest_says_its_subcommands_guide_fuzz_targets_and_charts(self):
        self.put(
            "hanoi",
            1,
            ctp=["hanoi", "hanoi-moves"],
            fuzz=["fuzz_hanoi_parse"],
            images={"hanoi_3.svg": "hanoi 3 --svg"},
            bench={"title": "T", "unit": "discs", "axis": "discs (n)", "quick": 9},
        )
        (found,) = puzzles.manifests(self.dir)
        self.assertEqual(found.ctp, ("hanoi", "hanoi-moves"))
        self.assertEqual(found.guide, "docs/hanoi.md")
        self.assertEqual(found.fuzz, ("fuzz_hanoi_parse",))
        self.assertEqual(found.images, (("hanoi_3.svg", "hanoi 3 --svg"),))
        self.assertEqual(found.header, "ctp/hanoi.hpp")
        self.assertEqual(found.bench, puzzles.Puzzle("T", "discs", "discs (n)", 9))
        self.assertEqual(found.bench.label, "discs (n)")

    def test_a_technique_measured_and_its_budget(self):
        self.put(
            "hanoi",
            1,
            bench={
                "title": "T",
                "unit": "discs",
                "techniques": {
                    "recursion": {
                        "sizes": [4, 8],
                        "probe": {"from": 1, "to": 3},
                        "guard_size": 8,
                        "budget": {
                            "unit": "move",
                            "count": "2**n - 1",
                            "gcc": [18],
                            "clang": [16, 17],
                            "curve": [4],
                        },
                    },
                    "generated table": {"sizes": [9], "note": "cells", "trace": False},
                },
            },
        )
        recursion, table = puzzles.manifests(self.dir)[0].bench.techniques
        self.assertEqual((recursion.word, recursion.source), ("recursion", "hanoi_recursion.cpp"))
        self.assertEqual((recursion.sizes, recursion.probe), ((4, 8), (1, 2, 3)))
        self.assertEqual(
            (recursion.note, recursion.guard_size, recursion.trace), ("discs", 8, True)
        )
        self.assertEqual(recursion.budget.sizes, {"gcc": (18,), "clang": (16, 17)})
        self.assertEqual([recursion.budget.units(n) for n in (1, 4, 20)], [1, 15, 1048575])
        self.assertEqual(
            (table.source, table.note, table.trace, table.budget),
            ("hanoi_generated_table.cpp", "cells", False, None),
        )

    def test_a_count_is_a_formula_in_n_only(self):
        for count in ("__import__('os')", "m + 1", "2.5 * n", "n if n else 1", "2**"):
            self.put(
                "hanoi",
                1,
                bench={
                    "title": "T",
                    "unit": "discs",
                    "techniques": {
                        "recursion": {
                            "budget": {"unit": "move", "count": count, "gcc": [4], "clang": [4]}
                        }
                    },
                },
            )
            self.assertIn('"count" is a formula in n', self.error(), count)

    def test_sizes_are_ascending(self):
        self.put(
            "hanoi",
            1,
            bench={"title": "T", "unit": "discs", "techniques": {"recursion": {"sizes": [8, 4]}}},
        )
        self.assertIn(
            '"techniques": "recursion": "sizes" is a list of sizes, ascending', self.error()
        )

    def test_a_budget_with_a_unit_has_a_count(self):
        self.put(
            "hanoi",
            1,
            bench={
                "title": "T",
                "unit": "discs",
                "techniques": {"recursion": {"budget": {"unit": "move", "gcc": [4], "clang": [4]}}},
            },
        )
        self.assertIn('a budget gives both "unit" and "count", or neither', self.error())

    def test_the_project_manifests_read(self):
        # The committed manifests are manifests: every benchmark program starts.
        words = puzzles.listed()
        self.assertEqual(tuple(puzzles.table()), words)
        self.assertIn("hanoi", words)

    def test_no_manifest_is_an_error(self):
        self.assertTrue(self.error().startswith("ctp: no puzzle manifest in "))

    def test_a_file_that_is_not_json_is_named_with_its_line(self):
        self.write("puzzles/hanoi.json", '{\n  "word": hanoi\n}\n')
        self.assertTrue(self.error().startswith("ctp: puzzles/hanoi.json:2: not JSON"))

    def test_a_missing_field_is_named(self):
        self.put("hanoi", 1, guide=None)
        self.assertEqual(self.error(), 'ctp: puzzles/hanoi.json: the field "guide" is missing')

    def test_an_unknown_field_is_named(self):
        self.put("hanoi", 1, colour="red")
        self.assertIn("unknown field 'colour'", self.error())

    def test_a_field_of_the_wrong_type_is_named(self):
        self.put("hanoi", 1, ctp="hanoi")
        self.assertIn('"ctp" must be a list', self.error())

    def test_a_field_of_the_bench_object_is_checked_too(self):
        self.put("hanoi", 1, bench={"title": "T"})
        self.assertIn('"bench": the field "unit" is missing', self.error())

    def test_a_guide_outside_docs_is_refused(self):
        self.put("hanoi", 1, guide="README.md")
        self.assertIn("its guide is a page of docs/, docs/<name>.md, not README.md", self.error())

    def test_a_picture_is_a_file_name_and_its_arguments(self):
        self.put("hanoi", 1, images={"../hanoi.svg": "hanoi 3 --svg"})
        self.assertIn('"images" maps a picture\'s file name, NAME.svg', self.error())

    def test_a_generated_header_is_written_by_one_of_its_subcommands(self):
        self.put("hanoi", 1, generated_headers={"hanoi_3": "hanoi 3", "rings_5": "rings 5"})
        self.assertIn('"generated_headers" maps a header\'s name', self.error())
        self.put("hanoi", 1, generated_headers={"hanoi_3": "hanoi 3"})
        (found,) = puzzles.manifests(self.dir)
        self.assertEqual(found.generated_headers, (("hanoi_3", "hanoi 3"),))

    def test_a_demo_runs_its_own_subcommands_without_quotes(self):
        for command in ("rings 3", "hanoi 3 --names 'a b',c,d"):
            self.put("hanoi", 1, demo=["hanoi 5", command])
            self.assertIn('"demo" lists ctp commands of its subcommands', self.error())
        self.put("hanoi", 1, demo=["hanoi 5", "hanoi 3 --pegs"])
        self.assertEqual(puzzles.manifests(self.dir)[0].demo, ("hanoi 5", "hanoi 3 --pegs"))

    def test_the_demo_commands_of_every_puzzle_in_order(self):
        status, out, _ = self.run_main(lambda argv: puzzles.main(argv) or 0, "demo")
        self.assertEqual(status, 0)
        commands = out.splitlines()
        self.assertEqual(commands[0].split()[0], "hanoi")
        self.assertEqual(commands[-1].split()[0], puzzles.manifests()[-1].ctp[0])

    def test_a_manifest_is_named_after_its_word(self):
        self.write("puzzles/towers.json", json.dumps(manifest_fields("hanoi", 1)))
        self.assertIn(
            "a manifest is named after its puzzle's word, puzzles/hanoi.json", self.error()
        )

    def test_two_puzzles_with_one_order_are_named(self):
        self.put("hanoi", 1)
        self.put("nine_tails", 1)
        self.assertIn("order 1 is also hanoi's", self.error())

    def test_an_order_out_of_range_is_refused(self):
        self.put("hanoi", 0)
        self.assertIn('"order" must be a whole number from 1 to 99', self.error())

    def test_load_ends_a_program_with_the_message(self):
        self.put("hanoi", 1, title=7)
        with self.assertRaises(SystemExit) as caught:
            puzzles.load(self.dir)
        self.assertIn('"title" must be a str', str(caught.exception.code))


if __name__ == "__main__":
    unittest.main()
