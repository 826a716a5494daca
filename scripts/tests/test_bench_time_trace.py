"""Tests of scripts/bench_time_trace.py: how clang's -ftime-trace events and g++'s -ftime-report
rows become the parts of a compile's time (instantiation, constant evaluation, front end, back
end, other)."""

import unittest

import bench_time_trace


def event(name, ts, dur, tid=1):
    return {"ph": "X", "name": name, "ts": ts, "dur": dur, "tid": tid, "pid": 1}


class ClangParts(unittest.TestCase):
    def test_each_event_counts_its_self_time_once(self):
        # ExecuteCompiler 0-100 > Frontend 0-90 > InstantiateClass 10-60
        # > EvaluateAsConstantExpr 20-50; then ParseClass 70-80 in the front end, Backend 90-98.
        trace = {
            "traceEvents": [
                event("ExecuteCompiler", 0, 100),
                event("Frontend", 0, 90),
                event("InstantiateClass", 10, 50),
                event("EvaluateAsConstantExpr", 20, 30),
                event("ParseClass", 70, 10),
                event("Backend", 90, 8),
                # Summaries and other threads are not events of the compile.
                {"ph": "X", "name": "Total Frontend", "ts": 0, "dur": 90, "tid": 7, "pid": 1},
                event("InstantiateFunction", 0, 1000, tid=2),
                {"ph": "b", "name": "Source", "ts": 5, "tid": 1, "pid": 1},
            ]
        }
        parts = bench_time_trace.clang_parts(trace)
        self.assertAlmostEqual(parts["instantiation"], 20e-6)
        self.assertAlmostEqual(parts["constant_evaluation"], 30e-6)
        self.assertAlmostEqual(parts["front_end"], (90 - 50 - 10 + 10) * 1e-6)
        self.assertAlmostEqual(parts["back_end"], 8e-6)
        self.assertAlmostEqual(parts["other"], 2e-6)
        self.assertAlmostEqual(sum(parts.values()), 100e-6)

    def test_a_trace_without_the_compile_is_an_error(self):
        with self.assertRaises(ValueError):
            bench_time_trace.clang_parts({"traceEvents": [event("Frontend", 0, 10)]})

    def test_names(self):
        self.assertEqual(bench_time_trace.part_of("PerformPendingInstantiations"), "instantiation")
        self.assertEqual(bench_time_trace.part_of("isIntegerConstantExpr"), "constant_evaluation")
        self.assertEqual(
            bench_time_trace.part_of("ParseDeclarationOrFunctionDefinition"), "front_end"
        )
        self.assertEqual(bench_time_trace.part_of("OptModule"), "back_end")


REPORT = """
Time variable                                   usr           sys          wall           GGC
 phase setup                        :   0.00 (  0%)   0.00 (  0%)   0.01 (  1%)  1448k (  1%)
 phase parsing                      :   0.45 ( 88%)   0.69 ( 93%)   1.45 ( 91%)   101M ( 94%)
 |name lookup                       :   0.05 ( 10%)   0.07 (  9%)   0.22 ( 14%)  1888k (  2%)
 preprocessing                      :   0.02 (  4%)   0.13 ( 18%)   0.18 ( 11%)  1558k (  1%)
 parser struct body                 :   0.05 ( 10%)   0.06 (  8%)   0.19 ( 12%)  7411k (  7%)
 template instantiation             :   0.31 ( 61%)   0.33 ( 45%)   0.79 ( 49%)    67M ( 63%)
 constant expression evaluation     :   0.00 (  0%)   0.02 (  3%)   0.02 (  1%)  8303k (  8%)
 callgraph construction             :   0.01 (  2%)   0.00 (  0%)   0.01 (  1%)   391k (  0%)
 TOTAL                              :   0.51          0.74          1.60          108M
"""


class GccParts(unittest.TestCase):
    def test_exclusive_rows_user_and_system(self):
        parts = bench_time_trace.gcc_parts(REPORT)
        self.assertAlmostEqual(parts["instantiation"], 0.64)
        self.assertAlmostEqual(parts["constant_evaluation"], 0.02)
        self.assertAlmostEqual(parts["front_end"], 0.15 + 0.11)  # preprocessing, parser
        self.assertAlmostEqual(parts["other"], 0.01)  # not the phases, not the '|' rows, not TOTAL
        self.assertEqual(parts["back_end"], 0.0)

    def test_no_rows_is_an_error(self):
        with self.assertRaises(ValueError):
            bench_time_trace.gcc_parts("cc1plus: warning: nothing\n")


class Cases(unittest.TestCase):
    def test_every_technique_of_the_sized_puzzles_and_no_table(self):
        found = {(p, t) for p, t, _, _ in bench_time_trace.cases()}
        self.assertIn(("hanoi", "mp11"), found)
        self.assertIn(("water_pouring", "depth_first"), found)
        self.assertNotIn(("nine_tails", "generated_table"), found)
        self.assertEqual({p for p, _ in found}, set(bench_time_trace.SIZES))


if __name__ == "__main__":
    unittest.main()
