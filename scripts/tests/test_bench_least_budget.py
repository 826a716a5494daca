"""Tests of scripts/bench_least_budget.py's searches, against a stand-in for the compiler that
compiles exactly when the budget is at least a threshold."""

import unittest
from unittest import mock

import bench_least_budget


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
        with mock.patch.object(bench_least_budget, "compiles", compiles):
            return bench_least_budget.least_budget_near(cxx, "tu.cpp", 4, guess, 0.01), asked

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
        with mock.patch.object(bench_least_budget, "compiles", compiles):
            self.assertGreaterEqual(
                bench_least_budget.least_budget("clang++-19", "tu.cpp", 4, 0.0005), 123456
            )
            self.assertLessEqual(
                bench_least_budget.least_budget("clang++-19", "tu.cpp", 4, 0.0005),
                123456 * 1.0005 + 1,
            )


if __name__ == "__main__":
    unittest.main()
