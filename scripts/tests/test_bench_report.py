"""Tests of scripts/bench_report.py: a verdict says how far a measurement is from its target, a
table shows the columns it names, and results.md has a section for each file of the run."""

import unittest

import bench_report
from tests.script_test import ScriptTest

LIMITS = (
    "puzzle,technique,compiler,largest,largest_cpu_s,largest_mib,next,next_error\n"
    "hanoi,recursion,gcc,20,0.5,80,21,error: a | b\n"
)


class Verdict(unittest.TestCase):
    def test_at_most_the_limit_is_met(self):
        self.assertEqual(bench_report.verdict(0.5, 0.5), "met")

    def test_a_near_miss_is_in_percent_and_a_far_one_in_times(self):
        self.assertEqual(bench_report.verdict(0.6, 0.5), "missed by 20 %")
        self.assertEqual(bench_report.verdict(1.0, 0.5), "missed by 2.0x")

    def test_at_least_the_limit_when_larger_is_better(self):
        self.assertEqual(bench_report.verdict(120, 100, smaller=False), "met")
        self.assertEqual(bench_report.verdict(50, 100, smaller=False), "missed (0.50 of it)")

    def test_nothing_measured(self):
        self.assertEqual(bench_report.verdict(None, 1.0), "not measured")


class ColumnTable(unittest.TestCase):
    def test_a_column_is_a_csv_column_or_a_function_of_the_row(self):
        rows = [{"a": "1", "b": ""}]
        columns = [("A", "a"), ("B", bench_report.dash("b")), ("A+1", lambda r: int(r["a"]) + 1)]
        self.assertEqual(
            bench_report.column_table(rows, columns),
            "| A | B | A+1 |\n| --- | --- | --- |\n| 1 | – | 2 |\n",
        )


class Report(ScriptTest):
    def test_each_file_of_the_run_is_a_section(self):
        self.write("results/compile_limits.csv", LIMITS)
        self.assert_succeeds(bench_report.main, self.path("results"))
        report = self.read("results/results.md")
        self.assertIn("## Limits under the default constexpr and template limits", report)
        self.assertIn(
            "| recursion | g++-12 | 20 (0.50 s CPU, 80 MiB) | 21 | error: a \\| b |", report
        )
        self.assertNotIn("## Compile time", report)

    def test_a_folder_that_is_not_there_fails(self):
        self.assert_fails(bench_report.main, self.path("none"), says="is no folder of results")


if __name__ == "__main__":
    unittest.main()
