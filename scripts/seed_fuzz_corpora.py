#!/usr/bin/env python3
"""Seeds the fuzz corpora (tests/fuzz/corpus/<target>/) from the command-line tests.

    python3 scripts/seed_fuzz_corpora.py

The command-line cases are read from their files, tests/cli/*.toml and tests/<puzzle>/cli/*.toml
(scripts/run_cli_cases.py reads them alike). Every command line becomes a seed of the target of its
tool, one argument a line (NUL bytes between them when an argument holds a newline), and then `<<<`
and the standard input the test gives, if any; the values that the parsers read become seeds of
theirs: a puzzle's states (--start, --goal) seed its target `fuzz_<prefix>_parse` when its
manifest (puzzles/<word>.json) names one, and Hanoi's names, water's capacities and nine tails'
boards seed theirs. A seed is named by the SHA-1 of
its bytes, as libFuzzer names what it finds, so seeding twice adds nothing. Command lines with a `/`
are left out: the targets refuse them (support/command_line.hpp).
"""
import argparse
import hashlib
import pathlib
import sys

import common
import puzzles
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


# The options whose values are a puzzle's states, and their old names (docs/design.md, "The
# command line speaks the same words").
STATE_OPTIONS = ("--start", "--goal", "--from", "--to", "--state")


def parse_targets(manifests):
    """{subcommand: the fuzz target of its puzzle's parser}: each puzzle's `fuzz_<prefix>_parse`,
    if its manifest names one, for each of its subcommands of ctp."""
    targets = {}
    for manifest in manifests:
        target = f"fuzz_{manifest.prefix}_parse"
        if target in manifest.fuzz:
            targets.update({subcommand: target for subcommand in manifest.ctp})
    return targets


def parser_seeds(seeds, arguments, targets):
    """The values a command line gives to the run-time parsers: the states of its subcommand's
    puzzle (STATE_OPTIONS), and what only one puzzle reads (Hanoi's names, water's capacities,
    a nine tails board with its shape)."""
    for names in values_after(arguments, "--names"):
        add(seeds, "fuzz_hanoi_names", names.encode())
    target = targets.get(arguments[0]) if arguments else None
    if target is None:
        return
    for option in STATE_OPTIONS:
        for state in values_after(arguments, option):
            add(seeds, target, state.encode())
    if arguments[0] == "water" and len(arguments) > 1:
        add(seeds, target, arguments[1].encode())
    if arguments[0] == "nine-tails":
        # fuzz_nine_tails_parse reads the rows and the columns from its first two bytes.
        rows = (values_after(arguments, "--rows") or ["3"])[-1]
        cols = (values_after(arguments, "--cols") or ["3"])[-1]
        for board in (a for a in arguments[1:] if a and not a.startswith("-")):
            if board not in (rows, cols):
                add(seeds, target, (rows[:1] + cols[:1] + board).encode())


def main(argv=None):
    common.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    ).parse_args(argv)
    files = sorted(SOURCE.glob("tests/cli/*.toml")) + sorted(SOURCE.glob("tests/*/cli/*.toml"))
    targets = parse_targets(puzzles.manifests(SOURCE))
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
            parser_seeds(seeds, arguments, targets)
    for target, datas in sorted(seeds.items()):
        directory = CORPORA / target
        directory.mkdir(parents=True, exist_ok=True)
        for data in datas:
            (directory / hashlib.sha1(data).hexdigest()).write_bytes(data)
        print(f"{target}: {len(datas)} seeds")


if __name__ == "__main__":
    sys.exit(common.run(main))
