"""Tests of scripts/bench_run.py's run-time figures: a lookup's own time is quoted with its noise,
and never when it is not larger than that noise."""

import unittest

import bench_run


class NetText(unittest.TestCase):
    def test_a_cost_larger_than_its_noise_is_quoted_with_it(self):
        self.assertEqual(bench_run.net_text(0.46, 0.12), "0.46 ± 0.12 ns")
        self.assertEqual(bench_run.net_text(105186.0, 7000.4), "105186 ± 7000 ns")

    def test_a_cost_within_its_noise_is_not_a_figure(self):
        self.assertEqual(bench_run.net_text(0.09, 0.10), "within noise (±0.10 ns)")
        self.assertEqual(bench_run.net_text(-0.03, 0.10), "within noise (±0.10 ns)")


class DifferenceText(unittest.TestCase):
    def test_a_difference_larger_than_its_noise_keeps_its_sign(self):
        self.assertEqual(bench_run.difference_text(0.44, 0.89, 0.12), "+0.45 ± 0.12 ns")
        self.assertEqual(bench_run.difference_text(0.89, 0.44, 0.12), "-0.45 ± 0.12 ns")

    def test_a_difference_within_its_noise_is_not_a_figure(self):
        self.assertEqual(bench_run.difference_text(0.36, 0.35, 0.05), "within noise (±0.05 ns)")


class Spread(unittest.TestCase):
    def test_median_extremes_and_deviation(self):
        median, low, high, sd = bench_run.spread([1.0, 3.0, 2.0])
        self.assertEqual((median, low, high), (2.0, 1.0, 3.0))
        self.assertAlmostEqual(sd, 1.0)

    def test_one_repetition_has_no_deviation(self):
        self.assertEqual(bench_run.spread([2.5]), (2.5, 2.5, 2.5, 0.0))


if __name__ == "__main__":
    unittest.main()
