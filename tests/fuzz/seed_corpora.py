#!/usr/bin/env python3
"""Seeds the fuzz corpora (tests/fuzz/corpus/<target>/) from the command-line tests.

    python3 tests/fuzz/seed_corpora.py BUILD_DIR

BUILD_DIR is any configured build with tests (e.g. build-sanitize): tests/cli writes each case's
arguments there (tests/cli/cases/*.cmake). Every command line becomes a seed of the target of its
tool, one argument a line (NUL bytes between them when an argument holds a newline), and then
`<<<` and the standard input the test gives, if any; the values
that the parsers read (--names, rings states, boards, water lists) become seeds of theirs. A seed
is named by the SHA-1 of its bytes, as libFuzzer names what it finds, so seeding twice adds
nothing. Command lines with a `/` are left out: the targets refuse them (support/command_line.hpp).
"""
import hashlib
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent


def lists_of(case_text):
    """The lists a case file sets: {variable: [items]}, items as written in [==[...]==]."""
    lists = {}
    for match in re.finditer(r"set\((\w+)((?:\s+\[==\[.*?\]==\])*)\)", case_text, re.S):
        lists[match.group(1)] = re.findall(r"\[==\[(.*?)\]==\]", match.group(2), re.S)
    return lists


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
            values.append(argument[len(option) + 1:])
    return values


def parser_seeds(seeds, arguments):
    """The values a command line gives to the run-time parsers."""
    for names in values_after(arguments, "--names"):
        add(seeds, "fuzz_hanoi_names", names.encode())
    for state in values_after(arguments, "--from") + values_after(arguments, "--to"):
        add(seeds, "fuzz_rings_parse", state.encode())
    for option in ("--start", "--state", "--capacities"):
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


def main():
    build = pathlib.Path(sys.argv[1])
    cases = build / "tests" / "cli" / "cases"
    gen_tests = set(re.findall(r"add_test\(\[=\[cli\.([^\]]+)\]=\][^\n]*-DPREFIX=ctp-gen",
                               (build / "tests" / "cli" / "CTestTestfile.cmake").read_text()))
    seeds = {}
    for case in sorted(cases.glob("*.cmake")):
        lists = lists_of(case.read_text())
        runs = []
        if "ARGS" in lists:
            name = case.name[: -len(".cmake")]
            runs.append(("fuzz_ctp_gen_command_line" if name in gen_tests
                         else "fuzz_ctp_command_line", lists["ARGS"]))
        if "CTP_ARGS" in lists:
            runs.append(("fuzz_ctp_command_line", lists["CTP_ARGS"]))
        if "GEN_ARGS" in lists:
            runs.append(("fuzz_ctp_gen_command_line", lists["GEN_ARGS"]))
        stdin = None
        if "INPUT_FILE" in lists:
            stdin = pathlib.Path(lists["INPUT_FILE"][0]).read_text()
        for target, arguments in runs:
            if any("/" in a for a in arguments):
                continue
            add(seeds, target, command_line(arguments, stdin))
            parser_seeds(seeds, arguments)
    for target, datas in sorted(seeds.items()):
        directory = HERE / "corpus" / target
        directory.mkdir(parents=True, exist_ok=True)
        for data in datas:
            (directory / hashlib.sha1(data).hexdigest()).write_bytes(data)
        print(f"{target}: {len(datas)} seeds")


if __name__ == "__main__":
    main()
