#!/usr/bin/env python3
"""The style of the project's Python, as the test style.python checks it (cmake/ctp_style.cmake).

    check_python.py --root <repo> --black <black> --flake8 <flake8> [--git <git>] [--fix]

1. One home: every Python file of the project is in scripts/, where the programs import each other
   by name (docs/design.md, "The project's programs"), and none changes sys.path.
2. No function is longer than 60 lines, from its `def` to its last line: one that does more is
   split into functions that each do one thing.
3. Every file is as black writes it (scripts/pyproject.toml: 100 columns, as the C++); with --fix
   black rewrites them instead (`make format`).
4. flake8 finds nothing (scripts/.flake8: pycodestyle and pyflakes, every warning).
5. Every command of the CMake files that runs one of the programs (with `"${Python3_EXECUTABLE}"`
   or `Python3::Interpreter`) passes -B first: no __pycache__ is written into the tree.
A tool that is not there fails the check, naming the Debian package that provides it: a style
check that cannot run must not pass.
"""

import ast
import glob
import os
import re
import sys

import check_style
import common

HOME = "scripts"
BLACK_CONFIG = os.path.join(HOME, "pyproject.toml")
FLAKE8_CONFIG = os.path.join(HOME, ".flake8")
LONGEST_FUNCTION = 60


def python_files(root, git):
    """The project's Python files, relative to root: those git tracks, or outside a clone every
    .py file but the build trees'."""
    tracked = check_style.git_tracked_files(root, git, ["*.py"])
    if tracked is not None:
        return tracked
    found = glob.glob("**/*.py", root_dir=root, recursive=True)
    return sorted(f for f in found if not check_style.NOT_TRACKED.match(f))


def sys_path_uses(tree):
    """The lines of a module (its syntax tree) that name sys.path: a program that changes it
    finds its modules other than as the others do."""
    return [
        f"{node.lineno}: changes sys.path; import by name instead"
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and node.attr == "path"
        and isinstance(node.value, ast.Name)
        and node.value.id == "sys"
    ]


def long_functions(tree):
    """The functions of a module (its syntax tree) longer than LONGEST_FUNCTION lines."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            lines = node.end_lineno - node.lineno + 1
            if lines > LONGEST_FUNCTION:
                found.append(
                    f"{node.lineno}: {node.name} is {lines} lines long; split it (at most "
                    f"{LONGEST_FUNCTION})"
                )
    return found


def code_breaches(root, files):
    """Each file outside scripts/, each line that names sys.path, each function too long."""
    breaches = []
    for name in files:
        if os.path.dirname(name).split(os.sep)[0] != HOME:
            breaches.append(f"{name}: the project's Python lives in {HOME}/")
            continue
        try:
            tree = ast.parse(common.read_text(os.path.join(root, name)))
        except SyntaxError as error:
            breaches.append(f"{name}:{error.lineno}: not Python: {error.msg}")
            continue
        breaches += [f"{name}:{found}" for found in sys_path_uses(tree) + long_functions(tree)]
    return breaches


# The interpreter named in a CMake file, then what follows it on the line (or nothing, at its end).
INTERPRETER = re.compile(r'(?:"\$\{Python3_EXECUTABLE\}"|Python3::Interpreter)[ \t]*(\S*)')


def cmake_breaches(root, git):
    """Each line of a CMake file that runs Python without -B (-c, a one-line program, writes no
    cache; -S may come first)."""
    listed = check_style.git_tracked_files(root, git, ["*CMakeLists.txt", "*.cmake"])
    if listed is None:
        found = glob.glob("**/CMakeLists.txt", root_dir=root, recursive=True)
        found += glob.glob("**/*.cmake", root_dir=root, recursive=True)
        listed = sorted(f for f in found if not check_style.NOT_TRACKED.match(f))
    breaches = []
    for name in listed:
        lines = common.read_text(os.path.join(root, name)).splitlines()
        for number, line in enumerate(lines, start=1):
            for match in INTERPRETER.finditer(line):
                rest = line[match.start(1) :].split()
                while rest and rest[0] == "-S":
                    rest = rest[1:]
                if not rest or rest[0] not in ("-B", "-c"):
                    breaches.append(f"{name}:{number}: runs Python without -B")
    return breaches


def black_breaches(args, files):
    """Each file black would rewrite."""
    checked = common.execute(
        [args.black, "--check", "--config", BLACK_CONFIG, *files], cwd=args.root
    )
    if checked.returncode == 0:
        return []
    would = [line for line in checked.stderr.splitlines() if line.startswith("would reformat ")]
    if not would:
        common.fail(f"ctp: style: black failed:\n{checked.stderr}")
    return [f"{line} (run `make format`)" for line in would]


def flake8_breaches(args, files):
    """Each warning of flake8."""
    checked = common.execute([args.flake8, "--config", FLAKE8_CONFIG, *files], cwd=args.root)
    if checked.returncode != 0 and not checked.stdout.strip():
        common.fail(f"ctp: style: flake8 failed:\n{checked.stderr}")
    return checked.stdout.splitlines()


def main(argv=None):
    parser = common.ArgumentParser(
        description="Check the project's Python: its one home, its functions' length, black's "
        "format and flake8's lint."
    )
    parser.add_argument("--root", required=True, help="the repository")
    parser.add_argument("--black", default="", help="black")
    parser.add_argument("--flake8", default="", help="flake8")
    parser.add_argument("--git", default="", help="git, to list the tracked files")
    parser.add_argument("--fix", action="store_true", help="let black rewrite the files")
    args = parser.parse_args(argv)
    check_style.require_tool(args.black, "black", "black")
    files = python_files(args.root, args.git)
    if args.fix:
        fixed = common.execute([args.black, "--config", BLACK_CONFIG, *files], cwd=args.root)
        if fixed.returncode != 0:
            common.fail(f"ctp: style: black failed:\n{fixed.stderr}")
        common.status(f"ctp: style: black formatted {len(files)} Python files")
        return 0
    check_style.require_tool(args.flake8, "flake8", "flake8")
    breaches = code_breaches(args.root, files)
    breaches += cmake_breaches(args.root, args.git)
    breaches += black_breaches(args, files)
    breaches += flake8_breaches(args, files)
    common.fail_on_breaches(breaches, f"style: {len(breaches)} problems in the Python")
    common.status(f"ctp: style: {len(files)} Python files in {HOME}/, as black and flake8 want")
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
