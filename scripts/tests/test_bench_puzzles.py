"""Tests of bench/puzzles.py: the benchmarks read the project's one list of puzzles,
generators/puzzles.cmake, and fail clearly where it and their table of titles and units part."""

import os
import sys
import unittest

from script_test import ScriptTest

BENCH = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "bench")
sys.path.insert(0, BENCH)

import puzzles  # noqa: E402  (bench/puzzles.py)

LIST = """# The puzzles, one a line; set(CTP_PUZZLES ignored) in a comment is not the list.
set(CTP_PUZZLES
  hanoi  # the first
  nine_tails)
"""
ABOUT = {"hanoi": puzzles.Puzzle("Towers of Hanoi", "discs"),
         "nine_tails": puzzles.Puzzle("Nine tails", "cells", "cells (9 = 3x3)")}


class Listed(ScriptTest):
    def test_reads_the_words_in_order_without_comments(self):
        self.write("generators/puzzles.cmake", LIST)
        self.assertEqual(puzzles.listed(self.dir), ("hanoi", "nine_tails"))

    def test_the_project_list_is_the_table(self):
        # The committed list and the committed table agree: every benchmark program starts.
        self.assertEqual(tuple(puzzles.table()), puzzles.listed())
        self.assertEqual(set(puzzles.ABOUT), set(puzzles.listed()))

    def test_a_missing_list_is_an_error(self):
        with self.assertRaises(puzzles.ListError) as caught:
            puzzles.listed(self.dir)
        self.assertTrue(str(caught.exception).startswith("ctp: bench: cannot read the list of puzzles"))

    def test_a_list_without_ctp_puzzles_is_an_error(self):
        self.write("generators/puzzles.cmake", "# set(CTP_PUZZLES hanoi)\nset(OTHER hanoi)\n")
        with self.assertRaises(puzzles.ListError) as caught:
            puzzles.listed(self.dir)
        self.assertIn("sets no CTP_PUZZLES list", str(caught.exception))


class Table(ScriptTest):
    def test_each_listed_puzzle_with_its_entry_in_the_list_order(self):
        self.write("generators/puzzles.cmake", LIST)
        found = puzzles.table(self.dir, ABOUT)
        self.assertEqual(list(found), ["hanoi", "nine_tails"])
        self.assertEqual(found["hanoi"].label, "discs")
        self.assertEqual(found["nine_tails"].label, "cells (9 = 3x3)")

    def test_a_listed_puzzle_without_an_entry_is_named(self):
        self.write("generators/puzzles.cmake", "set(CTP_PUZZLES hanoi nine_tails river_crossing)\n")
        with self.assertRaises(puzzles.ListError) as caught:
            puzzles.table(self.dir, ABOUT)
        message = str(caught.exception)
        self.assertTrue(message.startswith("ctp: bench: "))
        self.assertIn("lists river_crossing, which bench/puzzles.py's ABOUT has no entry for", message)

    def test_an_entry_for_a_puzzle_not_listed_is_named(self):
        self.write("generators/puzzles.cmake", "set(CTP_PUZZLES hanoi)\n")
        with self.assertRaises(puzzles.ListError) as caught:
            puzzles.table(self.dir, ABOUT)
        self.assertIn("has entries for nine_tails, which", str(caught.exception))

    def test_load_ends_a_program_with_the_message(self):
        self.write("generators/puzzles.cmake", "set(CTP_PUZZLES hanoi chinese_rings tetris)\n")
        with self.assertRaises(SystemExit) as caught:
            puzzles.load(self.dir)
        self.assertIn("lists tetris, which", str(caught.exception.code))


if __name__ == "__main__":
    unittest.main()
