"""Tests of scripts/bench_header_or_startup.py: the four forms of the same bytes are written as the
Tables talk says, a form a compiler refuses is a row that says so, and the runs are summed up
honestly."""

import os
import unittest
from pathlib import Path

import bench_header_or_startup
from tests.script_test import ScriptTest


class Summaries(unittest.TestCase):
    def test_quartiles_and_median(self):
        self.assertEqual(bench_header_or_startup.quartiles([1, 2, 3, 4, 5, 6, 7]), (2, 4, 6))

    def test_paired_differences_are_within_a_turn(self):
        header = [(0, 0.001, 0, 0, ""), (0, 0.003, 0, 0, "")]
        solve = [(0, 0.002, 0, 0, ""), (0, 0.005, 0, 0, "")]
        self.assertEqual(
            [round(d, 6) for d in bench_header_or_startup.paired_differences(header, solve)],
            [1.0, 2.0],
        )

    def test_cpu_fields_are_median_min_max(self):
        runs = [(0, 9.0, 0.30, 2048, ""), (0, 9.0, 0.10, 1024, ""), (0, 9.0, 0.20, 3072, "")]
        fields = bench_header_or_startup.cpu_fields(runs)
        self.assertEqual(
            (fields["cpu_s"], fields["cpu_min_s"], fields["cpu_max_s"]), ("0.200", "0.100", "0.300")
        )
        self.assertEqual((fields["reps"], fields["peak_mib"]), (3, "2.0"))


class Runs(ScriptTest):
    def test_in_turns_keeps_reps_after_a_warm_turn(self):
        runs = bench_header_or_startup.in_turns([["true"], ["true"]], 3)
        self.assertEqual([len(r) for r in runs], [3, 3])

    def test_in_turns_stops_on_a_failure(self):
        with self.assertRaises(SystemExit) as stopped:
            bench_header_or_startup.in_turns([["true"], ["false"]], 1)
        self.assertIn("ctp: bench: false failed", str(stopped.exception))


class Bytes(ScriptTest):
    def test_four_forms_of_the_same_bytes(self):
        sources = dict(bench_header_or_startup.byte_sources(Path(self.dir)))
        self.assertEqual(
            sorted(sources),
            [
                "million_bytes_array",
                "million_bytes_embed",
                "million_bytes_incbin",
                "million_bytes_literal",
            ],
        )
        data = Path(self.dir, "million_bytes.bin")
        self.assertEqual(data.stat().st_size, 1 << 20)
        self.assertIn(f'#embed "{data}"', sources["million_bytes_embed"].read_text())
        self.assertIn(f'.incbin \\"{data}\\"', sources["million_bytes_incbin"].read_text())

    def test_a_refused_form_is_a_row_that_says_so(self):
        # A stand-in compiler that refuses every source, as g++-12 refuses #embed.
        refuse = self.write(
            "refuse",
            "#!/bin/sh\necho 'x.cpp:2:2: error: invalid preprocessing directive #embed' >&2\n"
            "exit 1\n",
        )
        os.chmod(refuse, 0o755)
        rows = bench_header_or_startup.bytes_rows(refuse, Path(self.dir), 1)
        self.assertEqual(len(rows), 4)
        self.assertTrue(all(row["status"] == "refused" for row in rows))
        self.assertEqual(rows[0]["error"], "error: invalid preprocessing directive #embed")


if __name__ == "__main__":
    unittest.main()
