#!/usr/bin/env python3
"""ctp's compile-time benchmark harness, in the spirit of metabench (Python 3, standard library).

For each puzzle x technique x size x compiler it compiles one small translation unit
(bench/compile/tu/<puzzle>_<technique>.cpp with -DSIZE=N, <puzzle> being its word; for the
cost of including a header, one written when measured) several times and records the median
wall time and the median peak memory of the compiler, next to a baseline translation unit that
includes only the headers from outside ctp (the standard library, and Boost for the Boost
variants) that the technique's headers include. Then it finds, per technique and compiler, the
largest size that compiles under the compilers' default limits and the first error line of the
next size.

  bench_compile.py [--compilers g++-12,clang++-19] [--reps 5] [--quick] [--only hanoi,chinese_rings]
             [--out bench/results]
  bench_compile.py --smoke --compilers g++-12 --out <dir>     one tiny case: for the test suite

Writes compile.csv (one row a measured size), compile_limits.csv (one row a technique and
compiler) and compile_include.csv (<ctp.hpp> and each <ctp/PUZZLE.hpp>, each against its own
standard headers) to --out.
Wall time and peak memory come from wait4(2), as GNU time's %e and %M do: the peak resident set
of the compiler driver and of its children (cc1plus), in KiB.
"""

import argparse
import csv
import os
import re
import resource
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import common
import puzzles

ROOT = Path(__file__).resolve().parent.parent
INCLUDE = ROOT / "include"
TU_DIR = ROOT / "bench" / "compile" / "tu"
RESULTS = ROOT / "bench" / "results"

FLAGS = ["-std=c++20", "-O2", "-Wall", "-Wextra", "-Wpedantic", "-Werror"]

# Repetitions: a compile that takes longer than LONG seconds is measured once, the others --reps
# times; the median is recorded.
LONG = 4.0

# Turns of a header against its baseline (compile_in_turns): each ratio is the median of this many
# (of --reps with --quick).
INCLUDE_TURNS = 15


@dataclass
class Case:
    puzzle: str  # a puzzle's word (PUZZLES), or include
    technique: str  # the label in tables and charts
    source: str  # file in bench/compile/tu
    sizes: list  # the sizes measured, ascending (empty: measured once, no SIZE)
    probe: list = field(default_factory=list)  # every size the limit search may try, ascending
    note: str = ""  # what a size means, and anything the limits table should say
    timeout: float = 0  # seconds before a compile counts as failed (0: --timeout)


# The puzzles of the project, from their manifests (puzzles/<word>.json): what each size counts,
# and the sizes at which each technique is measured ("bench": {"techniques": ...}).
PUZZLES = puzzles.load()
CASES = [
    # <ctp.hpp>, and <ctp/PUZZLE.hpp> of each puzzle: translation units of one include each,
    # written when measured (case_source).
    Case("include", "<ctp.hpp>", "include_ctp.cpp", []),
    *(Case("include", f"<ctp/{puzzle}.hpp>", f"include_{puzzle}.cpp", []) for puzzle in PUZZLES),
    # A technique's label is its word: include/ctp/<puzzle>/with_<word>.hpp (docs/design.md).
    *(
        Case(
            puzzle,
            technique.word,
            technique.source,
            list(technique.sizes),
            list(technique.probe),
            technique.note,
            technique.timeout,
        )
        for puzzle, about in PUZZLES.items()
        for technique in about.techniques
        if technique.sizes
    ),
]


def external_includes(source, seen=None, found=None):
    """The headers from outside ctp that source includes, directly or through ctp's headers."""
    seen = set() if seen is None else seen
    found = [] if found is None else found
    for line in Path(source).read_text().splitlines():
        m = re.match(r'\s*#\s*include\s*([<"])([^>"]+)[>"]', line)
        if not m:
            continue
        name = m.group(2)
        inner = INCLUDE / name
        if (name == "ctp.hpp" or name.startswith("ctp/")) and inner.exists():
            if inner not in seen:
                seen.add(inner)
                external_includes(inner, seen, found)
        elif name not in found:
            found.append(name)
    return found


def case_source(case, workdir):
    """The translation unit a case compiles: its file of bench/compile/tu/, or, for an include
    case, one written into workdir that includes the header and nothing else."""
    if case.puzzle != "include":
        return TU_DIR / case.source
    source = Path(workdir) / case.source
    source.write_text(
        f"// The cost of including {case.technique} and nothing else.\n"
        f"#include {case.technique}\n"
    )
    return source


def ctp_headers_present(source):
    """True iff every ctp header the source names exists (technique headers may not have landed)."""
    for line in Path(source).read_text().splitlines():
        m = re.match(r'\s*#\s*include\s*[<"](ctp[^>"]*)[>"]', line)
        if m and not (INCLUDE / m.group(1)).exists():
            return False
    return True


@dataclass
class Run:
    ok: bool
    seconds: float
    kib: int
    error: str = ""
    cpu: float = 0.0  # user + system seconds of the compiler and its children


def first_error(stderr):
    """The first line of a diagnostic that says `error`, without its path, at most 240 characters.
    Where that line only says that a constant expression failed (clang), the first note that says
    why follows it."""
    lines = stderr.splitlines()

    def bare(line):
        return re.sub(r"^\S*?\.(?:cpp|hpp|h|tcc)?:\d+:\d+:\s*", "", line.strip())

    for i, line in enumerate(lines):
        if "error" not in line or line.startswith("In file included from"):
            continue
        text = bare(line)
        if re.search(
            r"must be initialized by a constant expression|not an integral constant expression",
            text,
        ):
            why = next(
                (
                    bare(n)
                    for n in lines[i + 1 :]
                    if re.search(
                        r"note: (?!in instantiation|in call to|"
                        r"expanded from|while substituting)",
                        n,
                    )
                ),
                "",
            )
            if why:
                text += " — " + why
        return text[:300]
    return lines[0][:300] if lines else "failed"


def compile_once(cxx, source, size, workdir, timeout):
    """Compiles source once: wall seconds and peak KiB from wait4, as GNU time measures them."""
    cmd = [cxx, *FLAGS, f"-I{INCLUDE}", f"-I{TU_DIR}"]
    if size is not None:
        cmd.append(f"-DSIZE={size}")
    cmd += ["-c", str(source), "-o", str(Path(workdir) / "out.o")]
    with tempfile.TemporaryFile(mode="w+") as err:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=err, start_new_session=True)
        timed_out = []

        def kill():
            timed_out.append(True)
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass

        timer = threading.Timer(timeout, kill)
        timer.start()
        _, status, usage = os.wait4(proc.pid, 0)
        seconds = time.perf_counter() - start
        timer.cancel()
        proc.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        stderr = err.read()
    cpu = usage.ru_utime + usage.ru_stime
    if timed_out:
        return Run(False, seconds, usage.ru_maxrss, f"timeout: no result after {timeout:.0f} s")
    if proc.returncode != 0:
        if proc.returncode < 0:
            return Run(
                False,
                seconds,
                usage.ru_maxrss,
                f"killed by signal {-proc.returncode} (out of memory?)",
            )
        return Run(False, seconds, usage.ru_maxrss, first_error(stderr))
    return Run(True, seconds, usage.ru_maxrss, cpu=cpu)


@dataclass
class Measure:
    ok: bool
    reps: int
    median: float
    low: float
    high: float
    kib: int
    error: str = ""
    cpu: float = 0.0


def measure(cxx, source, size, workdir, reps, timeout):
    """Median over repetitions (fewer for slow compiles, see LONG and MEDIUM)."""
    runs = [compile_once(cxx, source, size, workdir, timeout)]
    if not runs[0].ok:
        r = runs[0]
        return Measure(False, 1, r.seconds, r.seconds, r.seconds, r.kib, r.error)
    want = 1 if runs[0].seconds > LONG else reps
    while len(runs) < want:
        r = compile_once(cxx, source, size, workdir, timeout)
        if not r.ok:  # flaky (out of memory under load): report it
            return Measure(False, len(runs) + 1, r.seconds, r.seconds, r.seconds, r.kib, r.error)
        runs.append(r)
    return summary(runs)


def summary(runs):
    """The Measure of successful runs: median wall and CPU time, the range, the median peak."""
    times = [r.seconds for r in runs]
    return Measure(
        True,
        len(runs),
        statistics.median(times),
        min(times),
        max(times),
        int(statistics.median([r.kib for r in runs])),
        cpu=statistics.median([r.cpu for r in runs]),
    )


def in_turns(run, items, reps):
    """The results of run(item) for each item, in turns rather than one item after another, for
    a ratio of two of them: on this kind of machine (a virtual one, shared) the same compile's CPU
    time wanders by half from one minute to the next, and in turns each item meets the same
    minutes. Each turn runs the items in the opposite order of the turn before (ABBA), so that a
    steady drift cancels too. A first turn, not kept, warms the caches (the first compile of a run
    reads the headers from disk). run stops the whole with a message when an item fails."""
    runs = [[] for _ in items]
    for turn in range(-1, reps):
        order = list(range(len(items)))
        if turn % 2:
            order.reverse()
        for i in order:
            result = run(items[i])
            if turn >= 0:
                runs[i].append(result)
    return runs


def compile_in_turns(cxx, sources, workdir, reps, timeout):
    """The compiles of each source, in turns (in_turns)."""

    def compile_one(source):
        r = compile_once(cxx, source, None, workdir, timeout)
        if not r.ok:
            raise SystemExit(
                f"ctp: bench: {Path(source).name} does not compile with {cxx}: {r.error}"
            )
        return r

    return in_turns(compile_one, sources, reps)


def compiler_version(cxx):
    try:
        out = subprocess.run([cxx, "--version"], capture_output=True, text=True, check=True).stdout
        return out.splitlines()[0]
    except (OSError, subprocess.CalledProcessError):
        return None


def short_name(cxx):
    return "clang" if "clang" in cxx else "gcc"


def log(*args):
    print(*args, file=sys.stderr, flush=True)


def write_baseline(source, workdir):
    """A translation unit of only the headers from outside ctp that source includes, in workdir:
    its path, and the headers."""
    baseline = Path(workdir) / f"baseline_{Path(source).stem}.cpp"
    headers = external_includes(source)
    baseline.write_text(
        "// Baseline: only the headers from outside ctp that the technique includes.\n"
        + "".join(f"#include <{h}>\n" for h in headers)
    )
    return baseline, headers


class CaseRun:
    """One case measured with one compiler, each size against a baseline of the headers from
    outside ctp it includes: the rows it adds to compile.csv, compile_limits.csv and
    compile_include.csv."""

    def __init__(self, case, cxx, args, workdir):
        self.case, self.cxx, self.args, self.workdir = case, cxx, args, workdir
        self.source = case_source(case, workdir)
        self.timeout = case.timeout or args.timeout
        self.compiler = short_name(cxx)
        self.baseline, self.headers = write_baseline(self.source, workdir)
        self.base = None

    def log_baseline(self, base):
        log(
            f"  {self.compiler} {self.case.puzzle} {self.case.technique}: baseline "
            f"{base.median:.3f} s, {base.kib // 1024} MiB ({len(self.headers)} headers)"
        )

    def include_row(self):
        """A header against its baseline, in turns: the ratio is the median turn's."""
        args = self.args
        turns = args.reps if args.quick else max(args.reps, INCLUDE_TURNS)
        sources = [self.baseline, self.source]
        base_runs, runs = compile_in_turns(self.cxx, sources, self.workdir, turns, self.timeout)
        base, m = summary(base_runs), summary(runs)
        ratio = statistics.median(r.seconds / b.seconds for b, r in zip(base_runs, runs))
        cpu_ratio = statistics.median(r.cpu / b.cpu for b, r in zip(base_runs, runs))
        self.log_baseline(base)
        log(
            f"    {m.median:.3f} s ({m.cpu:.3f} s CPU), {m.kib // 1024} MiB: {ratio:.2f}x "
            f"its standard headers ({cpu_ratio:.2f}x in CPU time)"
        )
        return {
            "compiler": self.compiler,
            "cxx": self.cxx,
            "what": self.case.technique,
            "reps": m.reps,
            "median_s": f"{m.median:.4f}",
            "cpu_s": f"{m.cpu:.4f}",
            "peak_mib": f"{m.kib / 1024:.1f}",
            "std_headers": " ".join(self.headers),
            "std_median_s": f"{base.median:.4f}",
            "std_cpu_s": f"{base.cpu:.4f}",
            "std_peak_mib": f"{base.kib / 1024:.1f}",
            "ratio": f"{ratio:.3f}",
            "cpu_ratio": f"{cpu_ratio:.3f}",
        }

    def sizes(self):
        """The case's sizes that this run measures (--quick, --max-size)."""
        sizes = self.case.sizes
        if self.args.quick:
            quick = PUZZLES[self.case.puzzle].quick if self.case.puzzle in PUZZLES else 0
            sizes = [s for s in sizes if not quick or s <= quick]
        if self.args.max_size:
            sizes = [s for s in sizes if s <= self.args.max_size]
        return sizes

    def size_row(self, size, m):
        """The row of compile.csv of one size, measured `m`."""
        base = self.base
        return {
            "compiler": self.compiler,
            "cxx": self.cxx,
            "puzzle": self.case.puzzle,
            "technique": self.case.technique,
            "size": size,
            "status": "ok" if m.ok else "error",
            "reps": m.reps,
            "median_s": f"{m.median:.4f}",
            "min_s": f"{m.low:.4f}",
            "max_s": f"{m.high:.4f}",
            "cpu_s": f"{m.cpu:.4f}" if m.ok else "",
            "peak_mib": f"{m.kib / 1024:.1f}",
            "baseline_s": f"{base.median:.4f}",
            "baseline_cpu_s": f"{base.cpu:.4f}",
            "baseline_mib": f"{base.kib / 1024:.1f}",
            "minus_baseline_s": f"{m.median - base.median:.4f}" if m.ok else "",
            "minus_baseline_cpu_s": f"{m.cpu - base.cpu:.4f}" if m.ok else "",
            "error": m.error,
        }

    def limit_row(self, last_ok, last, failure, note):
        """The row of compile_limits.csv: the largest size that compiled, and the first that did
        not (`failure`: (size, Measure), or None)."""
        return {
            "compiler": self.compiler,
            "cxx": self.cxx,
            "puzzle": self.case.puzzle,
            "technique": self.case.technique,
            "largest": last_ok,
            "largest_s": f"{last.median:.3f}",
            "largest_cpu_s": f"{last.cpu:.3f}",
            "largest_mib": f"{last.kib / 1024:.0f}",
            "next": failure[0] if failure else "",
            "next_s": f"{failure[1].median:.2f}" if failure else "",
            "next_error": failure[1].error if failure else "",
            "note": note,
        }

    def measure_sizes(self, sizes, rows):
        """Each size in turn, up to the first that fails: (largest that compiled, its Measure,
        failure)."""
        last_ok, last = None, None
        for size in sizes:
            m = measure(self.cxx, self.source, size, self.workdir, self.args.reps, self.timeout)
            rows.append(self.size_row(size, m))
            log(
                f"    {size:>3}: "
                + (
                    f"{m.median:8.3f} s {m.cpu:8.3f} s CPU {m.kib // 1024:6d} MiB ({m.reps}x)"
                    if m.ok
                    else f"error after {m.median:.1f} s: {m.error}"
                )
            )
            if not m.ok:
                if size == sizes[0]:
                    raise SystemExit(
                        f"ctp: bench: {self.case.source} fails at its smallest size with "
                        f"{self.cxx}: {m.error}"
                    )
                return last_ok, last, (size, m)
            last_ok, last = size, m
        return last_ok, last, None

    def probe_limit(self, last_ok, last, failure, rows):
        """The limit: every size after the largest that compiled, up to the first failure, once
        each; then the next size's error. The same triple as measure_sizes."""
        probe = self.case.probe
        for size in [s for s in probe if s > last_ok and (failure is None or s < failure[0])]:
            r = compile_once(self.cxx, self.source, size, self.workdir, self.timeout)
            log(
                f"    {size:>3}: probe "
                + (f"ok {r.seconds:.2f} s" if r.ok else f"error after {r.seconds:.1f} s: {r.error}")
            )
            m = Measure(r.ok, 1, r.seconds, r.seconds, r.seconds, r.kib, r.error, cpu=r.cpu)
            rows.append(self.size_row(size, m))
            if not r.ok:
                return last_ok, last, (size, m)
            last_ok, last = size, m
        nexts = [s for s in probe if s > last_ok]
        if failure is None and nexts:
            r = compile_once(self.cxx, self.source, nexts[0], self.workdir, self.timeout)
            error = "compiles" if r.ok else r.error
            failure = (nexts[0], Measure(r.ok, 1, r.seconds, r.seconds, r.seconds, r.kib, error))
            log(f"    {nexts[0]:>3}: next: {failure[1].error}")
        return last_ok, last, failure

    def measured_rows(self, rows, limits):
        """Every size of the case against the baseline, and its limit."""
        args, case = self.args, self.case
        self.base = measure(self.cxx, self.baseline, None, self.workdir, args.reps, self.timeout)
        if not self.base.ok:
            raise SystemExit(
                f"ctp: bench: the baseline of {case.source} does not compile with {self.cxx}: "
                f"{self.base.error}"
            )
        self.log_baseline(self.base)
        last_ok, last, failure = self.measure_sizes(self.sizes(), rows)
        if args.quick or args.no_limits or not case.probe:
            # No limit search: the next size is not known, only the error that stopped the run.
            note = case.note + ("" if case.probe else "; no larger size to try")
            row = self.limit_row(last_ok, last, None, note)
            row["next_error"] = failure[1].error if failure else ""
            limits.append(row)
            return
        limits.append(self.limit_row(*self.probe_limit(last_ok, last, failure, rows), case.note))


def run_case(case, cxx, args, workdir, rows, limits, include_rows):
    """Measures one case with one compiler, adding its rows to the three lists."""
    run = CaseRun(case, cxx, args, workdir)
    if case.sizes:
        run.measured_rows(rows, limits)
    else:
        include_rows.append(run.include_row())


def write_csv(path, rows, fields):
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=fields, lineterminator="\n")
        w.writeheader()
        for row in rows:
            w.writerow(row)


COMPILE_FIELDS = [
    "compiler",
    "cxx",
    "puzzle",
    "technique",
    "size",
    "status",
    "reps",
    "median_s",
    "min_s",
    "max_s",
    "cpu_s",
    "peak_mib",
    "baseline_s",
    "baseline_cpu_s",
    "baseline_mib",
    "minus_baseline_s",
    "minus_baseline_cpu_s",
    "error",
]
LIMIT_FIELDS = [
    "compiler",
    "cxx",
    "puzzle",
    "technique",
    "largest",
    "largest_s",
    "largest_cpu_s",
    "largest_mib",
    "next",
    "next_s",
    "next_error",
    "note",
]
INCLUDE_FIELDS = [
    "compiler",
    "cxx",
    "what",
    "reps",
    "median_s",
    "cpu_s",
    "peak_mib",
    "std_median_s",
    "std_cpu_s",
    "std_peak_mib",
    "ratio",
    "cpu_ratio",
    "std_headers",
]


def parse_arguments(argv):
    p = common.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--compilers", default="g++-12,clang++-19")
    p.add_argument(
        "--reps", type=int, default=3, help="repetitions of a fast compile (median kept)"
    )
    p.add_argument(
        "--timeout", type=float, default=240, help="seconds before a compile counts as failed"
    )
    p.add_argument("--only", default="", help="comma-separated puzzles or source stems to run")
    p.add_argument("--quick", action="store_true", help="small sizes only, no limit search")
    p.add_argument("--no-limits", action="store_true", help="no limit search")
    p.add_argument("--max-size", type=int, default=0, help="measure sizes up to this only")
    p.add_argument("--smoke", action="store_true", help="one tiny case, for the test suite")
    p.add_argument("--out", default=str(RESULTS))
    p.add_argument(
        "--merge",
        action="store_true",
        help="keep the rows of --out's CSV files for the cases and compilers not run now",
    )
    return p.parse_args(argv)


def chosen_cases(args):
    """The cases this run measures: one tiny case with --smoke, those --only names."""
    cases = CASES
    if args.smoke:
        cases = [Case("hanoi", "closed_form", "hanoi_closed_form.cpp", [3], [3, 4], "discs")]
        args.reps, args.max_size, args.no_limits = 1, 0, True
    if args.only:
        wanted = set(args.only.split(","))
        cases = [c for c in cases if c.puzzle in wanted or Path(c.source).stem in wanted]
    return cases


def found_compilers(names):
    """The compilers of a comma-separated list that are here; stops when none is."""
    compilers = []
    for cxx in names.split(","):
        if compiler_version(cxx) is None:
            log(f"ctp: bench: {cxx} not found; skipped")
        else:
            compilers.append(cxx)
    if not compilers:
        raise SystemExit("ctp: bench: no compiler found")
    return compilers


# The files this harness writes, and their columns.
OUTPUTS = {
    "compile.csv": COMPILE_FIELDS,
    "compile_limits.csv": LIMIT_FIELDS,
    "compile_include.csv": INCLUDE_FIELDS,
}


def kept_rows(out, compilers, cases):
    """{file: rows} of OUTPUTS that a partial run (--merge with --only, --compilers) keeps: those
    of what it does not measure."""
    run = {(short_name(c), case.puzzle, case.technique) for c in compilers for case in cases}
    kept = {name: [] for name in OUTPUTS}
    for name in kept:
        if (out / name).exists():
            with open(out / name, newline="") as f:
                for row in csv.DictReader(f):
                    key = (
                        row["compiler"],
                        row.get("puzzle", "include"),
                        row.get("technique", row.get("what")),
                    )
                    if key not in run:
                        kept[name].append(row)
    return kept


def main(argv=None):
    args = parse_arguments(argv)
    cases = chosen_cases(args)
    compilers = found_compilers(args.compilers)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    found = kept_rows(out, compilers, cases) if args.merge else {name: [] for name in OUTPUTS}
    rows, limits, include_rows = (found[name] for name in OUTPUTS)
    started = time.time()
    with tempfile.TemporaryDirectory(prefix="ctp-bench-") as workdir:
        for cxx in compilers:
            log(f"ctp: bench: {compiler_version(cxx)}")
            for case in cases:
                if not ctp_headers_present(case_source(case, workdir)):
                    log(
                        f"  {case.puzzle} {case.technique}: "
                        "its header is not in include/ yet; skipped"
                    )
                    continue
                run_case(case, cxx, args, workdir, rows, limits, include_rows)
                # After every case, so that an interrupted run keeps what it measured.
                write_csv(out / "compile.csv", rows, COMPILE_FIELDS)
                write_csv(out / "compile_limits.csv", limits, LIMIT_FIELDS)
                if include_rows:
                    write_csv(out / "compile_include.csv", include_rows, INCLUDE_FIELDS)
    log(
        f"ctp: bench: compile-time benchmarks done in {time.time() - started:.0f} s; "
        f"results in {out}"
    )
    return 0


if __name__ == "__main__":
    # The harness itself stays small; children's memory is measured by wait4, not by this process.
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    sys.exit(common.run(main))
