"""The hardest-puzzle search beyond one machine, measured (make bench, the step `sharded`;
docs/performance.md, "Beyond one machine"):

1. one family, 4 cups up to 34, on 1 and 2 processes of Open MPI (ctp-mpi), and cut into 1, 2
   and 4 shards (ctp water-hardest --shard I/N, one after the other, each on one thread): its wall
   and CPU seconds, the imbalance between the shards' parts (the slowest part's CPU time over the
   mean part's; none for one thread and ctp-mpi, which have no fixed parts), the peak memory of
   the largest process, and the merge: sharded.csv. Each command runs 3 times and the run of
   least wall time is kept: on a shared machine, the least disturbed;
2. every tuple of 4 cups up to 40 timed alone, and from those times the end of the search on 8,
   64 and 512 machines, static parts against ctp-mpi's hand-out (ctp_bench_water_parts):
   makespan.csv.
"""

import csv
import io
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

FAMILY = ["--cups", "4", "--max", "34"]
SHARDS = (1, 2, 4)
RANKS = (1, 2)
RUNS = 3


def mpirun_command(ranks):
    """mpirun as the benchmark runs it: quiet, more processes than cores allowed, and as root
    where it runs as root."""
    command = ["mpirun", "-q", "--oversubscribe", "-n", str(ranks)]
    if os.geteuid() == 0:
        command.insert(1, "--allow-run-as-root")
    return command


def least_of(timed, command):
    """(wall, CPU, peak) of the run of least wall time of RUNS runs of the command."""
    return min((timed(command) for _ in range(RUNS)), key=lambda measured: measured[0])


def mpi_rows(args, timed, log):
    """One row of the family a count of MPI processes, if ctp-mpi and mpirun are here."""
    if not (args.ctp_mpi and Path(args.ctp_mpi).exists() and shutil.which("mpirun")):
        log("ctp: bench: sharded: no ctp-mpi or no mpirun; the MPI rows are left out")
        return []
    rows = []
    for ranks in RANKS:
        command = mpirun_command(ranks) + [args.ctp_mpi, "water-hardest", *FAMILY]
        measured = least_of(timed, command)
        name = f"ctp-mpi, {ranks} process{'es' if ranks > 1 else ''}"
        rows.append(row(name, ranks, measured))
    return rows


def shard_row(args, timed, folder, count):
    """The family cut into count shards, each searched alone, then merged: as if each part had a
    machine of its own, the search ends with the slowest part."""
    parts = []
    for index in range(1, count + 1):
        part = Path(folder) / f"part{index}of{count}"
        shard = ["--shard", f"{index}/{count}", "--out", str(part)]
        parts.append(least_of(timed, [args.ctp, "water-hardest", *FAMILY, "--jobs", "1", *shard]))
    files = sorted(str(p) for p in Path(folder).glob(f"part*of{count}"))
    merge = least_of(timed, [args.ctp, "water-hardest", "--merge", *files])
    slowest = max(parts, key=lambda p: p[0])
    measured = (
        slowest[0] + merge[0],
        sum(p[1] for p in parts) + merge[1],
        max(p[2] for p in parts),
    )
    name = f"ctp --shard I/{count}, each part alone, then --merge"
    return row(name, count, measured, [p[1] for p in parts], merge)


def makespan_rows(args, log):
    """Every tuple of 4 cups up to 40 timed alone, and the simulated end of a search on many
    machines (ctp_bench_water_parts)."""
    done = subprocess.run(
        [args.water_parts, "--cups", "4", "--max", "40", "--reps", "3"],
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        raise SystemExit(f"ctp: bench: {args.water_parts} failed:\n{done.stderr}")
    makespan = list(csv.DictReader(io.StringIO(done.stdout)))
    for r in makespan:
        log(
            f"  {r['machines']} machines: static {r['static_s']} s, dynamic {r['dynamic_s']} s, "
            f"bound {r['bound_s']} s"
        )
    return makespan


def run(args, out, timed, write_csv, log):
    one = least_of(timed, [args.ctp, "water-hardest", *FAMILY, "--jobs", "1"])
    rows = [row("ctp, one process, one thread", 1, one)]
    rows += mpi_rows(args, timed, log)
    with tempfile.TemporaryDirectory(prefix="ctp-bench-shards-") as folder:
        rows += [shard_row(args, timed, folder, count) for count in SHARDS]
    for r in rows:
        log(f"  {r['run']}: {r['wall_s']} s wall, {r['cpu_s']} s CPU, imbalance {r['imbalance']}")
    write_csv(out / "sharded.csv", rows)
    write_csv(out / "makespan.csv", makespan_rows(args, log))


def row(what, processes, measured, part_cpu=None, merge=None):
    """A row of sharded.csv: wall, CPU and peak of a run, and the imbalance of its parts, the CPU
    times part_cpu of shards; a run without fixed parts (one thread, ctp-mpi's hand-out) has
    none."""
    wall, cpu, peak = measured
    mean = sum(part_cpu) / len(part_cpu) if part_cpu else 0
    return {
        "run": what,
        "family": " ".join(FAMILY),
        "processes": processes,
        "wall_s": f"{wall:.3f}",
        "cpu_s": f"{cpu:.3f}",
        "peak_mib": f"{peak:.1f}",
        "imbalance": f"{max(part_cpu) / mean:.3f}" if mean > 0 else "",
        "merge_s": f"{merge[0]:.3f}" if merge else "",
    }
