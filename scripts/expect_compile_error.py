#!/usr/bin/env python3
"""The recipe of every fail_*.cpp test: builds a target that must not compile, and succeeds only
if the build fails with the expected message in its output.

    expect_compile_error.py --cmake <cmake> --build-dir <build> --target <target>
                            --expected <message>
"""

import sys

import common


def main(argv=None):
    parser = common.ArgumentParser(
        description="Succeed only if building the target fails with the expected message."
    )
    parser.add_argument("--cmake", required=True, help="the cmake that builds the target")
    parser.add_argument("--build-dir", required=True, help="the build tree")
    parser.add_argument("--target", required=True, help="the target that must not compile")
    parser.add_argument("--expected", required=True, help="what the compiler must print")
    args = parser.parse_args(argv)

    built = common.execute(
        [args.cmake, "--build", args.build_dir, "--target", args.target], merge=True
    )
    if built.returncode == 0:
        common.fail(f"ctp: {args.target} compiled, but it must fail with: {args.expected}")
    if args.expected not in built.stdout:
        common.fail(
            f"ctp: {args.target} failed to compile, but without the expected message\n"
            f"  expected: {args.expected}\n  output:\n{built.stdout}"
        )
    common.status(f"ctp: {args.target} failed to compile, as it must: {args.expected}")
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
