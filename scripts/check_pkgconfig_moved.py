#!/usr/bin/env python3
"""The test cmake.pkgconfig.moved: ctp.pc is relocatable, and leaves the standard to its user.

    check_pkgconfig_moved.py --cmake <cmake> --build <ctp's build tree> --work <dir>
                             [--pkg-config <program>]

Installs ctp to WORK/first, moves the whole prefix to WORK/moved, and asks pkg-config for ctp's
flags there; the include directory they name must be the moved one, and hold ctp.hpp, and they
must hold no -std (which would override a newer one the user gives). The variable ctp_gen must
name the moved ctp-gen, and cxx_standard the least standard, 20.
"""

import os
import pathlib
import re
import shutil
import sys

import common


class Asker:
    """Asks pkg-config about ctp, with only the folder of the moved ctp.pc on its path."""

    def __init__(self, pkg_config, folder):
        self.pkg_config = pkg_config
        self.folder = folder

    def ask(self, question):
        asked = common.execute(
            [self.pkg_config, question, "ctp"],
            env=dict(os.environ, PKG_CONFIG_PATH=str(self.folder)),
        )
        if asked.returncode != 0:
            common.fail(f"ctp: pkg-config {question} ctp failed:\n{asked.stderr}")
        return asked.stdout.strip()


def check_cflags(asker, moved):
    """ctp's flags: the moved include directory, which holds ctp.hpp, and no -std."""
    flags = asker.ask("--cflags")
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
    if "-std=" in flags:
        common.fail(f"ctp: pkg-config --cflags ctp sets the standard, over the user's: {flags}")
    return flags


def check_variables(asker, moved):
    """cxx_standard, the least standard, 20; ctp_gen, the moved ctp-gen."""
    standard = asker.ask("--variable=cxx_standard")
    if standard != "20":
        common.fail(f"ctp: ctp.pc's cxx_standard is {standard!r}, not 20")
    ctp_gen = asker.ask("--variable=ctp_gen")
    expected = moved / "bin" / "ctp-gen"
    if os.path.realpath(ctp_gen) != os.path.realpath(expected) or not os.access(ctp_gen, os.X_OK):
        common.fail(
            f"ctp: after the move, pkg-config --variable=ctp_gen ctp says {ctp_gen!r}, not the "
            f"moved prefix's ctp-gen {expected}"
        )
    return ctp_gen


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

    asker = Asker(pkg_config, pc_files[0].parent)
    flags = check_cflags(asker, moved)
    ctp_gen = check_variables(asker, moved)
    common.status(f"ctp: ctp.pc after the move: {flags}, ctp-gen {ctp_gen}")
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
