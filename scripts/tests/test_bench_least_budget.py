"""Tests of bench/compile/least_budget.py's searches, against a stand-in for the compiler that
compiles exactly when the budget is at least a threshold."""

import os
import sys
import unittest
from unittest import mock

BENCH = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "bench")
sys.path.insert(0, os.path.join(BENCH, "compile"))
sys.dont_write_bytecode = True

import least_budget  # noqa: E402  (bench/compile/least_budget.py)


def compiler_needing(threshold):
    """A stand-in for compiles(): true from threshold on, and the budgets it was asked."""
    asked = []

    def compiles(cxx, flag, budget, source, size):
        asked.append(budget)
        return budget >= threshold
    return compiles, asked


class Near(unittest.TestCase):
    def search(self, threshold, guess, cxx="g++-12"):
        compiles, asked = compiler_needing(threshold)
        with mock.patch.object(least_budget, "compiles", compiles):
            return least_budget.least_budget_near(cxx, "tu.cpp", 4, guess, 0.01), asked

    def test_from_below_and_from_above_within_the_precision(self):
        for guess in (10, 700, 1000, 5000, 10**6):
            found, _ = self.search(1000, guess)
            self.assertGreaterEqual(found, 1000)
            self.assertLessEqual(found, 1000 * 1.01 + 1)

    def test_a_close_guess_takes_few_compiles(self):
        _, asked = self.search(1000, 980)
        self.assertLessEqual(len(asked), 10)

    def test_a_budget_above_the_largest_tried_is_none(self):
        found, _ = self.search(2**26, 2**20)  # g++: 2^25 is the largest tried
        self.assertIsNone(found)

    def test_the_same_as_the_search_from_zero(self):
        compiles, _ = compiler_needing(123456)
        with mock.patch.object(least_budget, "compiles", compiles):
            self.assertGreaterEqual(least_budget.least_budget("clang++-19", "tu.cpp", 4, 0.0005), 123456)
            self.assertLessEqual(least_budget.least_budget("clang++-19", "tu.cpp", 4, 0.0005), 123456 * 1.0005 + 1)


if __name__ == "__main__":
    unittest.main()
