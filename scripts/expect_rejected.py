#!/usr/bin/env python3
"""The test headers.reject_without_exceptions: the program (tests/support/
reject_without_exceptions.cpp, built with -fno-exceptions) parses good text and answers; it
refuses bad text with its one `ctp: ` line on standard error and a failing exit, printing no
answer.

    expect_rejected.py --program <reject_without_exceptions>
"""

import sys

import common

GOOD = ("HHHTTTHHH", "parsed 56\n")
BAD = ("XYZ", "ctp: a nine tails board needs one letter H or T for each cell\n")


def main(argv=None):
    parser = common.ArgumentParser(
        description="Check that a program built without "
        "exceptions still refuses bad text with its ctp: line."
    )
    parser.add_argument("--program", required=True, help="reject_without_exceptions")
    args = parser.parse_args(argv)

    text, answer = GOOD
    good = common.execute([args.program, text])
    if good.returncode != 0 or good.stdout != answer or good.stderr != "":
        common.fail(
            f"ctp: good text must parse to 56; got exit {good.returncode}, output "
            f"`{good.stdout}`, errors `{good.stderr}`"
        )
    text, refusal = BAD
    bad = common.execute([args.program, text])
    if bad.returncode == 0 or bad.stdout != "" or bad.stderr != refusal:
        common.fail(
            f"ctp: bad text must be refused with `{refusal}` and a failing exit; got exit "
            f"{bad.returncode}, output `{bad.stdout}`, errors `{bad.stderr}`"
        )
    common.status(f"ctp: without exceptions, bad text is refused: {bad.stderr}")
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
