#!/usr/bin/env python3
"""Seeds the fuzz corpora (tests/fuzz/corpus/<target>/) from the command-line tests.

    python3 scripts/seed_fuzz_corpora.py

The command-line cases are read from their files, tests/cli/*.toml and tests/<puzzle>/cli/*.toml
(scripts/run_cli_cases.py reads them alike). Every command line becomes a seed of the target of its
tool, one argument a line (NUL bytes between them when an argument holds a newline), and then `<<<`
and the standard input the test gives, if any; the values that the parsers read (--names, rings
states, boards, water lists, river states) become seeds of theirs. A seed is named by the SHA-1 of
its bytes, as libFuzzer names what it finds, so seeding twice adds nothing. Command lines with a `/`
are left out: the targets refuse them (support/command_line.hpp).
"""
import argparse
import hashlib
import pathlib
import sys

import common
import run_cli_cases

SOURCE = pathlib.Path(__file__).resolve().parent.parent
CORPORA = SOURCE / "tests" / "fuzz" / "corpus"

TARGETS = {"ctp": "fuzz_ctp_command_line", "ctp-gen": "fuzz_ctp_gen_command_line"}


def command_line(arguments, stdin=None):
    """The bytes of a command-line seed (see support/command_line.hpp): the arguments, then
    `<<<` and standard input if the test gives one."""
    separator = "\0" if any("\n" in a for a in arguments) else "\n"
    if stdin is not None:
        arguments = arguments + ["<<<"]
        if "\0" in stdin:
            separator = "\0"
    data = separator.join(arguments)
    if stdin is not None:
        data += separator + stdin
    return data.encode()


def add(seeds, target, data):
    seeds.setdefault(target, set()).add(data)


def values_after(arguments, option):
    """The values given to option, as `--opt V` or `--opt=V`."""
    values = []
    for k, argument in enumerate(arguments):
        if argument == option and k + 1 < len(arguments):
            values.append(arguments[k + 1])
        elif argument.startswith(option + "="):
            values.append(argument[len(option) + 1 :])
    return values


def parser_seeds(seeds, arguments):
    """The values a command line gives to the run-time parsers."""
    for names in values_after(arguments, "--names"):
        add(seeds, "fuzz_hanoi_names", names.encode())
    # The states, new names and old (ctp rings --from and --to, ctp water --state).
    if arguments[:1] == ["rings"]:
        for option in ("--start", "--goal", "--from", "--to"):
            for state in values_after(arguments, option):
                add(seeds, "fuzz_rings_parse", state.encode())
    elif arguments[:1] == ["river"]:
        for state in values_after(arguments, "--start"):
            add(seeds, "fuzz_river_parse", state.encode())
    else:
        for option in ("--start", "--goal", "--state"):
            for amounts in values_after(arguments, option):
                add(seeds, "fuzz_water_parse", amounts.encode())
    if arguments[:1] == ["water"] and len(arguments) > 1:
        add(seeds, "fuzz_water_parse", arguments[1].encode())
    if arguments[:1] == ["nine-tails"]:
        rows = (values_after(arguments, "--rows") or ["3"])[-1]
        cols = (values_after(arguments, "--cols") or ["3"])[-1]
        for board in (a for a in arguments[1:] if a and not a.startswith("-")):
            if board not in (rows, cols):
                add(seeds, "fuzz_nine_tails_parse", (rows[:1] + cols[:1] + board).encode())


def main(argv=None):
    common.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    ).parse_args(argv)
    files = sorted(SOURCE.glob("tests/cli/*.toml")) + sorted(SOURCE.glob("tests/*/cli/*.toml"))
    seeds = {}
    for case in run_cli_cases.load_all([str(path) for path in files], sanitizers=False):
        # Each tool's command lines: the case's own, and the second run it compares with.
        runs = [(TARGETS[tool], case.facts[tool]) for tool in case.tools]
        for key in ("same_stdout_as", "output_over"):
            if key in case.facts:
                runs.append((TARGETS[case.tools[0]], case.facts[key]))
        stdin = case.get("stdin")
        for target, arguments in runs:
            if any("/" in a for a in arguments):
                continue
            add(seeds, target, command_line(arguments, stdin))
            parser_seeds(seeds, arguments)
    for target, datas in sorted(seeds.items()):
        directory = CORPORA / target
        directory.mkdir(parents=True, exist_ok=True)
        for data in datas:
            (directory / hashlib.sha1(data).hexdigest()).write_bytes(data)
        print(f"{target}: {len(datas)} seeds")


if __name__ == "__main__":
    sys.exit(common.run(main))
