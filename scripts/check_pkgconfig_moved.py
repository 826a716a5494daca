#!/usr/bin/env python3
"""The test cmake.pkgconfig.moved: ctp.pc is relocatable.

    check_pkgconfig_moved.py --cmake <cmake> --build <ctp's build tree> --work <dir>
                             [--pkg-config <program>]

Installs ctp to WORK/first, moves the whole prefix to WORK/moved, and asks pkg-config for ctp's
flags there; the include directory they name must be the moved one, and hold ctp.hpp.
"""

import os
import pathlib
import re
import shutil
import sys

import common


def main(argv=None):
    parser = common.ArgumentParser(
        description="Check that ctp.pc names the moved prefix's "
        "headers after the installed prefix is moved."
    )
    parser.add_argument("--cmake", required=True, help="the cmake that installs")
    parser.add_argument("--build", required=True, help="ctp's build tree")
    parser.add_argument("--work", required=True, help="where to install and move (emptied first)")
    parser.add_argument(
        "--pkg-config", help="the pkg-config to ask (default: pkg-config or pkgconf on the PATH)"
    )
    args = parser.parse_args(argv)
    pkg_config = args.pkg_config or shutil.which("pkg-config") or shutil.which("pkgconf")
    if not pkg_config:
        common.fail("ctp: neither pkg-config nor pkgconf is on the PATH")

    work = pathlib.Path(args.work)
    shutil.rmtree(work, ignore_errors=True)
    installed = common.execute(
        [args.cmake, "--install", args.build, "--prefix", str(work / "first")]
    )
    if installed.returncode != 0:
        common.fail(f"ctp: installing failed:\n{installed.stderr}")
    moved = work / "moved"
    (work / "first").rename(moved)
    pc_files = sorted(p for p in moved.rglob("ctp.pc") if p.parent != moved)
    if len(pc_files) != 1:
        common.fail(
            "ctp: expected one installed ctp.pc, found: "
            + (", ".join(map(str, pc_files)) or "none")
        )

    asked = common.execute(
        [pkg_config, "--cflags", "ctp"],
        env=dict(os.environ, PKG_CONFIG_PATH=str(pc_files[0].parent)),
    )
    if asked.returncode != 0:
        common.fail(f"ctp: pkg-config --cflags ctp failed:\n{asked.stderr}")
    flags = asked.stdout.strip()
    include = re.search(r"-I([^ ]+)", flags)
    if not include:
        common.fail(f"ctp: pkg-config --cflags ctp names no include directory: {flags}")
    include_dir = os.path.realpath(include.group(1))
    expected = os.path.realpath(moved / "include")
    if include_dir != expected or not os.path.exists(os.path.join(include_dir, "ctp.hpp")):
        common.fail(
            f"ctp: after the move, pkg-config --cflags ctp says {flags}, not the moved "
            f"prefix's include directory {expected}"
        )
    common.status(f"ctp: ctp.pc after the move: {flags}")
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
