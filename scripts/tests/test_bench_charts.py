"""Tests of scripts/bench_charts.py: the axes hold every point clear of the frame, markers that
would hide each other are set side by side at their size and no others move, and a colour names
one technique or one part of a compile, never both."""

import re
import unittest

import bench_charts
from bench_charts import Axes, dodge


class TheAxes(unittest.TestCase):
    def test_whole_decades_with_room_under_the_lowest_value(self):
        # 113 MiB is just above 100: the axis starts a decade lower, not on the point.
        self.assertEqual(Axes([4, 20], [113, 4000]).decades, (1, 4))
        self.assertEqual(Axes([4, 20], [150, 4000]).decades, (2, 4))

    def test_a_given_top_is_the_top(self):
        low, high = Axes([4, 20], [700, 2e7], top=8e6).decades
        self.assertEqual(low, 2)
        self.assertAlmostEqual(10**high, 8e6)

    def test_compile_charts_take_the_headers_own_cost_into_the_axes(self):
        rows = [{"size": "4", "peak_mib": "120", "baseline_mib": "57"}]
        memory = next(m for m in bench_charts.METRICS if m[0] == "memory")
        self.assertEqual(Axes.of_compiles(rows, memory).decades, (1, 3))

    def test_sizes_have_room_for_markers_set_apart(self):
        self.assertEqual(Axes([4, 20], [1, 10]).x, (3.1, 20.9))


class Dodge(unittest.TestCase):
    axes = Axes(list(range(4, 21)), [10, 10000])

    def test_coinciding_markers_are_set_side_by_side_around_their_size(self):
        moved = dodge({"mp11": [(18, 1000)], "hana": [(18, 1010)]}, self.axes)
        self.assertEqual(set(moved), {("mp11", 18), ("hana", 18)})
        self.assertLess(moved[("mp11", 18)], 18)  # in the order of the series
        self.assertGreater(moved[("hana", 18)], 18)
        self.assertAlmostEqual(moved[("mp11", 18)] + moved[("hana", 18)], 36)

    def test_markers_apart_stay_where_they_are(self):
        self.assertEqual(
            dodge({"a": [(18, 100)], "b": [(18, 1000)], "c": [(17, 100)]}, self.axes), {}
        )

    def test_a_group_spans_at_most_one_and_a_half_gaps_between_sizes(self):
        five = {name: [(12, 115 + i)] for i, name in enumerate("abcde")}
        moved = dodge(five, self.axes)
        self.assertEqual(len(moved), 5)
        self.assertLessEqual(max(moved.values()) - min(moved.values()), 1.5 + 1e-9)


class Colours(unittest.TestCase):
    def test_no_part_of_a_compile_has_a_techniques_colour(self):
        techniques = {colour.upper() for colour, _, _ in bench_charts.STYLE.values()}
        parts = {
            re.search(r'"(#[0-9A-Fa-f]{6})"', fill).group(1).upper()
            for fill in bench_charts.PART_FILLS.values()
        }
        self.assertEqual(techniques & parts, set())


if __name__ == "__main__":
    unittest.main()
