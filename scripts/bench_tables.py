#!/usr/bin/env python3
"""What a generated table costs the compiler: tables.csv.

1. Each table size a user would generate (ctp-gen nine-tails 3x3, 4x4 and 5x5, ctp-gen hanoi 20,
   ctp-gen rings 24): the header's bytes (the source's, for the two forms below), and the CPU
   seconds and peak memory of a translation unit that includes it and reads one entry in a
   constant expression, with each compiler. The 5x5 board and the 24 rings with their bytes in the
   header (--data header) and, as ctp-gen writes them by default, beside it: then the header's
   translation unit reads the entry in a function (`<name>_beside`), and the bytes' own
   translation unit, the assembler's .incbin, is measured too (`<name>_beside_bytes`, whose
   source bytes are the file of bytes).
2. Why ctp-gen writes string literals: the same 2^20 pseudo-random bytes as rows of octal-escaped
   string literals (ctp-gen's form) and as one array of decimal numbers.
3. What a program keeps of the 5x5 table, its bytes beside its header, linked -O2 with
   --gc-sections: the program's bytes and its read-only data's, when it reads only the costs and
   when it reads the next moves too (each field of bytes is a section of its own, so the linker
   keeps only those read): table_programs.csv.

  bench_tables.py --ctp-gen build/bin/ctp-gen [--compilers g++-12,clang++-19] [--reps 3] [--quick]
            [--programs-only] [--out bench/results]
--quick skips the 5x5 board and the 24 rings (headers of 52 and 134 MB with their bytes in them),
and so the programs; --programs-only measures the programs alone.
"""

import argparse
import random
import subprocess
import sys
import tempfile
from pathlib import Path
import bench_compile
import common

# name, ctp-gen arguments, one read of the table ({t}: the table's namespace), and whether the
# table is large (left out by --quick, and measured with its bytes beside the header too)
NINE_TAILS_READ = "{t}::cost(*{t}::state_at(0)).value_or(0) < 256u"
TABLES = [
    ("nine_tails_3x3", ["nine-tails", "--rows", "3", "--cols", "3"], NINE_TAILS_READ, False),
    ("nine_tails_4x4", ["nine-tails", "--rows", "4", "--cols", "4"], NINE_TAILS_READ, False),
    ("hanoi_20", ["hanoi", "20"], "{t}::move_at(0)->letter() != 0", False),
    ("nine_tails_5x5", ["nine-tails", "--rows", "5", "--cols", "5"], NINE_TAILS_READ, True),
    ("rings_24", ["rings", "24"], "{t}::move_at(0)->ring() != 0", True),
]
MILLION = 1 << 20
ROW = 32768  # ctp-gen's row of one literal: half the 65,536 characters a compiler must accept
TIMEOUT = 300.0


def million_bytes_sources(folder):
    """The same bytes as string literals and as a decimal array: two translation units."""
    data = random.Random(20).randbytes(MILLION)
    rows = []
    for start in range(0, MILLION, ROW):
        chunk = data[start : start + ROW]
        lines = ["".join(f"\\{b:o}" for b in chunk[i : i + 24]) for i in range(0, len(chunk), 24)]
        rows.append("\n".join(f'    "{line}"' for line in lines))
    literal = folder / "million_bytes_literal.cpp"
    literal.write_text(
        f"inline constexpr char bytes[{MILLION // ROW}][{ROW + 1}] = {{\n"
        + ",\n".join(rows)
        + "};\nstatic_assert(bytes[0][0] != 1);\n"
    )
    numbers = ",".join(str(b) for b in data)
    array = folder / "million_bytes_array.cpp"
    array.write_text(
        f"inline constexpr unsigned char bytes[{MILLION}] = {{\n{numbers}}};\n"
        "static_assert(bytes[0] != 1);\n"
    )
    return [(path.stem, path, path.stat().st_size) for path in (literal, array)]


def generate(ctp_gen, arguments, name, header, *options):
    subprocess.run(
        [ctp_gen, *arguments, "--namespace", "bench", "--name", name, "-o", str(header), *options],
        check=True,
    )


def table_sources(ctp_gen, folder, quick):
    """(what, translation unit, source bytes) of each table and form."""
    sources = []
    for name, arguments, read, large in TABLES:
        if quick and large:
            continue
        check = read.format(t=f"bench::{name}")
        header = folder / f"{name}.hpp"
        generate(ctp_gen, arguments, name, header, "--data", "header")
        tu = folder / f"{name}_read.cpp"
        tu.write_text(f'#include "{header.name}"\nstatic_assert({check});\n')
        sources.append((name, tu, header.stat().st_size))
        if not large:
            continue
        beside = folder / "beside" / f"{name}.hpp"
        beside.parent.mkdir(exist_ok=True)
        generate(ctp_gen, arguments, name, beside, "--data", "beside")
        tu = beside.parent / f"{name}_read.cpp"
        tu.write_text(f'#include "{beside.name}"\nbool read_one() {{ return {check}; }}\n')
        sources.append((f"{name}_beside", tu, beside.stat().st_size))
        sources.append(
            (
                f"{name}_beside_bytes",
                beside.with_suffix(".cpp"),
                beside.with_suffix(".cpp.bin").stat().st_size,
            )
        )
    return sources


def compile_rows(args, folder, compilers):
    """Steps 1 and 2: a row of tables.csv for each translation unit and compiler."""
    rows = []
    sources = table_sources(args.ctp_gen, folder, args.quick) + million_bytes_sources(folder)
    for name, source, size in sources:
        for cxx in compilers:
            m = bench_compile.measure(cxx, source, None, folder, args.reps, TIMEOUT)
            bench_compile.log(
                f"  tables: {name} {cxx}: {'ok' if m.ok else m.error} {m.cpu:.2f} s cpu"
            )
            rows.append(
                {
                    "what": name,
                    "source_bytes": size,
                    "compiler": bench_compile.short_name(cxx),
                    "cxx": cxx,
                    "status": "ok" if m.ok else "failed",
                    "reps": m.reps,
                    "median_s": f"{m.median:.3f}",
                    "cpu_s": f"{m.cpu:.3f}" if m.ok else "",
                    "peak_mib": f"{m.kib / 1024:.1f}",
                    "error": m.error,
                }
            )
    return rows


# The programs of step 3: name, and what main returns of the state s of the 5x5 table {t}.
PROGRAMS = [
    ("nine_tails_5x5_cost", "{t}::cost(*s).value_or(0)"),
    ("nine_tails_5x5_cost_and_next", "{t}::cost(*s).value_or(0) + ({t}::next(*s) ? 1u : 0u)"),
]


def rodata_bytes(program):
    """The bytes of the program's .rodata section, as `size -A` lists it."""
    listing = subprocess.run(["size", "-A", str(program)], check=True, capture_output=True)
    for line in listing.stdout.decode().splitlines():
        fields = line.split()
        if fields and fields[0] == ".rodata":
            return int(fields[1])
    common.fail(f"ctp: bench: {program} has no .rodata section")


def program_rows(ctp_gen, folder, compilers):
    """Step 3: a row of table_programs.csv for each program and compiler."""
    folder = folder / "programs"
    folder.mkdir()
    header = folder / "nine_tails_5x5.hpp"
    generate(ctp_gen, TABLES[3][1], "nine_tails_5x5", header)
    rows = []
    for cxx in compilers:
        bytes_object = folder / f"bytes_{bench_compile.short_name(cxx)}.o"
        compile_bytes = [cxx, "-c", str(header.with_suffix(".cpp")), "-o", str(bytes_object)]
        subprocess.run(compile_bytes, check=True)
        for name, read in PROGRAMS:
            main = folder / f"{name}.cpp"
            main.write_text(
                f'#include "{header.name}"\nint main(int argc, char**) {{\n'
                "  const auto s = bench::nine_tails_5x5::state_at(12345u * unsigned(argc));\n"
                f"  return s ? int({read.format(t='bench::nine_tails_5x5')}) : 0;\n}}\n"
            )
            program = folder / name
            link = [cxx, "-std=c++20", "-O2", "-Wl,--gc-sections", str(main), str(bytes_object)]
            subprocess.run([*link, "-o", str(program)], check=True)
            rows.append(
                {
                    "what": name,
                    "compiler": bench_compile.short_name(cxx),
                    "cxx": cxx,
                    "program_bytes": program.stat().st_size,
                    "rodata_bytes": rodata_bytes(program),
                }
            )
            bench_compile.log(f"  tables: {name} {cxx}: {program.stat().st_size} bytes")
    return rows


def main(argv=None):
    p = common.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--ctp-gen", required=True)
    p.add_argument("--compilers", default="g++-12,clang++-19")
    p.add_argument("--reps", type=int, default=3)
    p.add_argument("--quick", action="store_true")
    p.add_argument("--programs-only", action="store_true")
    p.add_argument("--out", default=str(bench_compile.RESULTS))
    args = p.parse_args(argv)
    compilers = args.compilers.split(",")
    with tempfile.TemporaryDirectory(prefix="ctp-bench-tables-") as work:
        folder = Path(work)
        if not args.programs_only:
            rows = compile_rows(args, folder, compilers)
            bench_compile.write_csv(Path(args.out) / "tables.csv", rows, list(rows[0]))
        if not args.quick:
            rows = program_rows(args.ctp_gen, folder, compilers)
            bench_compile.write_csv(Path(args.out) / "table_programs.csv", rows, list(rows[0]))
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
