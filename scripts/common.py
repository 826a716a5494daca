"""What every program of scripts/ shares: its failures, its files, the programs it runs.

Each program of scripts/ is one file, `scripts/<name>.py`, with a `main(argv)` that parses its
arguments with argparse and returns its exit status; `run(main)` calls it so that every failure,
expected or not, ends in one `ctp: ...` line on standard error and a non-zero exit, never in a
traceback. CMake only declares the targets and tests that run these programs.
"""

import argparse
import os
import subprocess
import sys


class ArgumentParser(argparse.ArgumentParser):
    """argparse's parser, whose complaint about the arguments is a `ctp: ` line too (exit 2)."""

    def error(self, message):
        self.print_usage(sys.stderr)
        self.exit(2, f"ctp: {self.prog}: {message}\n")


class Failure(Exception):
    """A failure the program reports in one message that starts with `ctp: `."""


def fail(message):
    """Stops the program with `message` (which starts with `ctp: `)."""
    raise Failure(message)


def fail_on_breaches(breaches, what):
    """Stops the program when a check found breaches: `ctp: <what>:`, then the breaches, one a
    line."""
    if breaches:
        lines = "\n  ".join(breaches)
        fail(f"ctp: {what}:\n  {lines}")


def status(message):
    """Says on standard output what the program found or did."""
    print(message, flush=True)


def run(main, argv=None):
    """Runs `main(argv)`, and turns what it raises into a `ctp: ` message and exit status 1."""
    try:
        return main(argv) or 0
    except Failure as failure:
        print(failure, file=sys.stderr)
    except OSError as error:
        where = f"{error.filename}: " if error.filename else ""
        print(f"ctp: {where}{error.strerror or error}", file=sys.stderr)
    except KeyboardInterrupt:
        print("ctp: interrupted", file=sys.stderr)
    return 1


def read_text(path):
    """The text of `path`, byte for byte (no translation of line ends), or a failure."""
    try:
        with open(path, encoding="utf-8", newline="") as file:
            return file.read()
    except FileNotFoundError:
        fail(f"ctp: {path} does not exist")
    except UnicodeDecodeError:
        fail(f"ctp: {path} is not UTF-8 text")


def write_text(path, text):
    """Writes `text` to `path` byte for byte."""
    with open(path, "w", encoding="utf-8", newline="") as file:
        file.write(text)


def write_if_changed(path, text):
    """Writes `text` to `path` unless it already holds it; whether it wrote."""
    if os.path.exists(path) and read_text(path) == text:
        return False
    write_text(path, text)
    return True


def execute(command, merge=False, **options):
    """Runs `command` (a list) and returns the completed process, its output as text (with
    `merge`, its standard error in its standard output, in the order written); a program that
    cannot be started is a failure naming it."""
    streams = {"stdout": subprocess.PIPE, "stderr": subprocess.STDOUT if merge else subprocess.PIPE}
    try:
        return subprocess.run(
            command, text=True, errors="replace", check=False, **streams, **options
        )
    except OSError as error:
        fail(f"ctp: cannot run {command[0]}: {error.strerror or error}")


def c_locale():
    """The environment with LC_ALL=C: the same quotes and messages on every machine."""
    return dict(os.environ, LC_ALL="C")


def add_check_options(parser, compared):
    """Adds --check (make `compared` in --work-dir and compare it with the committed one, rather
    than rewrite the committed one) and --work-dir to `parser`."""
    parser.add_argument(
        "--check",
        action="store_true",
        help=f"make {compared} in --work-dir and compare with the committed one",
    )
    parser.add_argument("--work-dir", help="where --check writes")


def parse_checked(parser, argv):
    """The arguments of a parser given add_check_options: --check needs --work-dir."""
    args = parser.parse_args(argv)
    if args.check and not args.work_dir:
        parser.error("--check needs --work-dir")
    return args


def keep_or_check(path, text, what, update):
    """What the docs quote from a compiler (an error, an assembly listing) is kept in a committed
    text file, so that a reader sees it and a test proves it is still what the compiler says.
    With `update`, writes `text` to `path` (only when it changed); otherwise fails unless `path`
    already holds it. `what` says in a few words what the file holds, for the message."""
    if update:
        if write_if_changed(path, text):
            status(f"ctp: updated {path}")
        return
    if not os.path.exists(path):
        fail(f"ctp: {path} does not exist; run `make snippets` to capture it")
    committed = read_text(path)
    if committed != text:
        fail(
            f"ctp: {path} no longer shows {what}\n  shown:\n{committed}  now:\n{text}"
            "Run `make snippets` to capture it again."
        )
    status(f"ctp: {path} shows {what}")
