#!/usr/bin/env python3
"""The house style, as the tests style.format and style.tidy check it (cmake/ctp_style.cmake).

    check_style.py format --root <repo> --clang-format <clang-format-19> [--git <git>] [--fix]
    check_style.py tidy --root <repo> --binary-dir <build> --clang-tidy <clang-tidy-19>
                        --run-clang-tidy <run-clang-tidy-19> [--jobs 2]

format: every tracked C++ file is as clang-format-19 writes it (.clang-format; .clang-format-ignore
leaves the generated tables out); with --fix the files are rewritten instead (`make format`).
tidy: clang-tidy-19 finds nothing (.clang-tidy) in the tools, the tests, the docs' examples, the
talks' code and the benchmarks, with the build's compile_commands.json.
A tool that is not there fails the check, naming the Debian package that provides it: a style
check that cannot run must not pass.
"""

import glob
import json
import os
import re
import shlex
import sys

import common

# The folders whose files clang-tidy checks, and the files it leaves out: fail_ tests, which
# must not compile; static_ tests, in which nothing runs (namespace-scope static_asserts,
# whose parsing only re-runs for minutes the compile-time proofs the build already makes); and
# Catch2's main, which holds no line of ctp but Catch2's whole implementation, the costliest
# file of all for clang-tidy-19, which runs its checks over every header it hides; and lesson
# 14's example, a static_ test in all but name: its 18-disc proof instantiates a pack of 262,143
# letters, over which clang-tidy-19 ran every check for 33 s of CPU, a twentieth of the test.
TIDY_FOLDERS = re.compile(r"(generators|tests|docs/examples|talks/[^/]+/code|bench/runtime)/")
TIDY_LEFT_OUT = re.compile(
    r"(^|/)((fail|static)_[^/]*|catch_main\.cpp)$|^docs/examples/course_14_tricks\.cpp$"
)


def require_tool(path, name, package):
    """Fails unless the tool `name` is at `path`."""
    if not path or not os.path.exists(path):
        common.fail(
            f"ctp: style: {name} is not installed, so the style cannot be checked; "
            f"install the Debian package {package} (scripts/setup does) and configure "
            "again"
        )


# What is no file of the project in an unpacked archive: the build trees and the benchmarks'
# and the talks' scratch.
NOT_TRACKED = re.compile(r"(build[^/]*|bench/work|talks/node_modules)/")


def git_tracked_files(root, git, patterns):
    """The files git tracks under root that match `patterns` (git's pathspecs), relative to root;
    None outside a clone (an unpacked archive), where the caller looks for the files itself."""
    if not git or not os.path.exists(os.path.join(root, ".git")):
        return None
    listed = common.execute([git, "ls-files", "--", *patterns], cwd=root)
    if listed.returncode != 0:
        common.fail(f"ctp: style: `git ls-files` failed in {root}")
    return listed.stdout.split()


def tracked_cpp_files(root, git):
    """The tracked C++ files, relative to root: `git ls-files` in a clone; outside one (an
    unpacked archive) every .cpp and .hpp under the folders that hold code."""
    tracked = git_tracked_files(root, git, ["*.cpp", "*.hpp"])
    if tracked is not None:
        return tracked
    files = []
    for folder, patterns in (
        ("include", ("*.hpp",)),
        ("generators", ("*.cpp", "*.hpp")),
        ("tests", ("*.cpp", "*.hpp")),
        ("docs", ("*.cpp",)),
        ("bench", ("*.cpp",)),
        ("talks", ("*.cpp",)),
    ):
        for pattern in patterns:
            files += glob.glob(f"{folder}/**/{pattern}", root_dir=root, recursive=True)
    return sorted(f for f in files if not NOT_TRACKED.match(f))


def check_format(args):
    require_tool(args.clang_format, "clang-format-19", "clang-format-19")
    files = tracked_cpp_files(args.root, args.git)
    if args.fix:
        fixed = common.execute([args.clang_format, "-i", *files], cwd=args.root)
        if fixed.returncode != 0:
            common.fail(f"ctp: style: clang-format-19 -i failed:\n{fixed.stderr}")
        common.status(
            f"ctp: style: formatted {len(files)} files (.clang-format-ignore leaves some out)"
        )
        return 0
    # --dry-run --Werror prints each difference as an error and fails; the files that
    # .clang-format-ignore names (generated tables) are skipped by clang-format itself.
    checked = common.execute([args.clang_format, "--dry-run", "--Werror", *files], cwd=args.root)
    if checked.returncode != 0:
        wrong = list(
            dict.fromkeys(
                re.findall(
                    r"^([^\n]+):[0-9]+:[0-9]+: error: code should be clang-formatted",
                    checked.stderr,
                    re.M,
                )
            )
        )
        print(checked.stderr, file=sys.stderr)
        common.fail(
            f"ctp: style: {len(wrong)} of {len(files)} files are not formatted as "
            ".clang-format says:\n  " + "\n  ".join(wrong) + "\nrun `make format` to fix them"
        )
    common.status(f"ctp: style: {len(files)} files formatted as .clang-format says")
    return 0


# The flags with which CMake gives a unit its precompiled header (target_precompile_headers;
# generators/CMakeLists.txt): g++'s `-include .../cmake_pch.hxx` and clang's `-Xclang -include-pch`
# pair. clang-tidy cannot read g++'s precompiled header, and without it each file is checked as
# written: one that forgets an include the precompiled header gave it is an error here.
PRECOMPILED_HEADER_FLAGS = re.compile(
    r" (-Winvalid-pch|-include \S*cmake_pch\.hxx|-Xclang -include-pch -Xclang \S+"
    r"|-Xclang -include -Xclang \S*cmake_pch\.hxx)(?= |$)"
)


def without_precompiled_header(entry):
    """The compile command `entry` without the flags of a precompiled header, as a `command`."""
    entry = dict(entry)
    command, arguments = entry.pop("command", None), entry.pop("arguments", [])
    if command is None:
        command = shlex.join(arguments)
    entry["command"] = PRECOMPILED_HEADER_FLAGS.sub("", command)
    return entry


def tidy_entries(database, root):
    """The entries of a compile_commands.json (a list) that clang-tidy checks, one a file: the
    files of TIDY_FOLDERS not left out; of a Catch2 test compiled twice, its relaxed build
    (STATIC_REQUIRE at run time), which is the cheaper to parse. Each without the flags of a
    precompiled header (without_precompiled_header)."""
    chosen = {}
    for entry in database:
        relative = os.path.relpath(entry["file"], root)
        if not TIDY_FOLDERS.match(relative) or TIDY_LEFT_OUT.search(relative):
            continue
        entry = without_precompiled_header(entry)
        if relative in chosen and "CATCH_CONFIG_RUNTIME_STATIC_REQUIRE" not in entry["command"]:
            continue
        chosen[relative] = entry
    return list(chosen.values())


def check_tidy(args):
    require_tool(args.clang_tidy, "clang-tidy-19", "clang-tidy-19")
    require_tool(args.run_clang_tidy, "run-clang-tidy-19", "clang-tidy-19")
    database = os.path.join(args.binary_dir, "compile_commands.json")
    if not os.path.exists(database):
        common.fail(
            f"ctp: style: {database} is missing; configure with "
            "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON (every preset does)"
        )
    try:
        entries = json.loads(common.read_text(database))
    except json.JSONDecodeError as error:
        common.fail(f"ctp: style: {database} is not JSON: {error}")

    # 1. Choose the translation units, one compile command each.
    chosen = tidy_entries(entries, args.root)
    if not chosen:
        common.fail(
            f"ctp: style: {database} holds no file of generators/, tests/, "
            "docs/examples/, talks/ or bench/runtime/"
        )

    # 2. Write them as a database of their own, so that each file is parsed once.
    style_dir = os.path.join(args.binary_dir, "style")
    os.makedirs(style_dir, exist_ok=True)
    common.write_text(
        os.path.join(style_dir, "compile_commands.json"), json.dumps(chosen, indent=1) + "\n"
    )

    # 3. Run clang-tidy on every one, --jobs at a time; any warning is an error.
    common.status(f"ctp: style: clang-tidy on {len(chosen)} files, {args.jobs} at a time")
    sys.stdout.flush()
    try:
        result = common.subprocess.run(
            [
                args.run_clang_tidy,
                "-clang-tidy-binary",
                args.clang_tidy,
                "-p",
                style_dir,
                "-j",
                str(args.jobs),
                "-quiet",
                "-warnings-as-errors=*",
            ],
            cwd=args.root,
            check=False,
        )
    except OSError as error:
        common.fail(f"ctp: cannot run {args.run_clang_tidy}: {error.strerror or error}")
    if result.returncode != 0:
        common.fail(
            "ctp: style: clang-tidy-19 found problems (above); .clang-tidy says which "
            "checks run and why the others do not"
        )
    common.status(f"ctp: style: clang-tidy found nothing in {len(chosen)} files")
    return 0


def main(argv=None):
    parser = common.ArgumentParser(
        description="Check the house style: clang-format-19 and clang-tidy-19 at zero warnings."
    )
    checks = parser.add_subparsers(dest="check", required=True, metavar="format|tidy")
    format_check = checks.add_parser("format", help="every tracked C++ file is formatted")
    format_check.add_argument("--root", required=True, help="the repository")
    format_check.add_argument("--clang-format", default="", help="clang-format-19")
    format_check.add_argument("--git", default="", help="git, to list the tracked files")
    format_check.add_argument("--fix", action="store_true", help="rewrite the files")
    tidy_check = checks.add_parser("tidy", help="clang-tidy finds nothing")
    tidy_check.add_argument("--root", required=True, help="the repository")
    tidy_check.add_argument("--binary-dir", required=True, help="the build tree")
    tidy_check.add_argument("--clang-tidy", default="", help="clang-tidy-19")
    tidy_check.add_argument("--run-clang-tidy", default="", help="run-clang-tidy-19")
    tidy_check.add_argument("--jobs", type=int, default=2, help="files checked at a time")
    args = parser.parse_args(argv)
    return check_format(args) if args.check == "format" else check_tidy(args)


if __name__ == "__main__":
    sys.exit(common.run(main))
