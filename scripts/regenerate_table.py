#!/usr/bin/env python3
"""Regenerates a committed table from the command in its own banner:
    // Regenerate: ctp-gen <arguments> -o <this file>

    regenerate_table.py --generator <ctp-gen> --header <file> [--check --work-dir <dir>]

With --check the table is regenerated into the work folder and must be byte-identical (the tables
cannot go stale); without, the header is rewritten (`make tables`).
"""

import filecmp
import os
import re
import shlex
import sys

import common

BANNER = re.compile(r"^// Regenerate: ctp-gen (.*) -o <this file>$", re.M)


def banner_arguments(header, text):
    """The arguments of ctp-gen that the banner of `text` (the table `header`) names."""
    banner = BANNER.search(text)
    if not banner:
        common.fail(f"ctp: {header} has no `// Regenerate: ctp-gen ... -o <this file>` line")
    try:
        return shlex.split(banner.group(1))
    except ValueError as error:
        common.fail(f"ctp: {header}: its Regenerate line does not parse: {error}")


def main(argv=None):
    parser = common.ArgumentParser(
        description="Regenerate (or check) a committed table from its banner."
    )
    parser.add_argument("--generator", required=True, help="the ctp-gen program")
    parser.add_argument("--header", required=True, help="the committed table")
    common.add_check_options(parser, "the table")
    args = common.parse_checked(parser, argv)

    arguments = banner_arguments(args.header, common.read_text(args.header))
    output = args.header
    if args.check:
        os.makedirs(args.work_dir, exist_ok=True)
        output = os.path.join(args.work_dir, "regenerated_" + os.path.basename(args.header))
    generated = common.execute([args.generator, *arguments, "-o", output])
    if generated.returncode != 0:
        common.fail(f"ctp: regenerating {args.header} failed: {generated.stderr}")
    if args.check:
        if not filecmp.cmp(args.header, output, shallow=False):
            common.fail(
                f"ctp: {args.header} differs from what ctp-gen writes now ({output}); "
                "run `make tables` to regenerate the committed tables"
            )
        os.remove(output)
        common.status(f"ctp: {args.header} is what ctp-gen writes")
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
