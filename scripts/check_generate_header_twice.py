#!/usr/bin/env python3
"""The test cmake.generate_header.twice: ctp_generate_header runs ctp-gen only when its inputs
change, with Unix Makefiles too, which judges by file times, and with Ninja
(cmake.generate_header.twice_ninja).

    check_generate_header_twice.py --cmake <cmake> --source <tests/cmake/generate_header>
        --binary <dir> --ctp-source-dir <ctp> --ctp-gen <ctp-gen> --cxx <compiler>
        [--generator <CMake generator>]

ctp-gen rewrites a header only when it changes, so were the header the command's output, a
ctp-gen newer than an unchanged header would run on every build. Configures the `build` case of
--source with --generator (Unix Makefiles by default; Ninja reruns a command one of whose
declared outputs or byproducts is missing) and a copy of ctp-gen, and builds it: once (ctp-gen
runs), again after the copy is touched, as a rebuilt ctp-gen would be (it runs, and writes the
same header), and a third time, which must not run it. The program it builds must answer right.
"""

import os
import re
import shutil
import sys
import time

import common

# What the build prints when it runs ctp-gen for each of the case's two headers.
RUNS = ("ctp-gen hanoi 3 -> tables/hanoi.hpp", "ctp-gen rings 5 --data beside -> tables/rings.hpp")
ANY_RUN = re.compile(r"ctp-gen (hanoi|rings)")
# Between two builds, so that the touched ctp-gen is newer than what the first build wrote, even
# where file times count whole seconds.
PAUSE = 1.0


def configure_consumer(args, source, binary, ctp_gen, *definitions):
    """Configures the consumer project `source` of ctp_generate_header into `binary` with the
    arguments' generator, cmake and compiler, ctp's module from its source tree, `ctp_gen`
    and the cache `definitions` (-DNAME=value); a failure says what CMake said."""
    configured = common.execute(
        [args.cmake, "-S", source, "-B", binary, "-G", args.generator, *definitions]
        + [f"-DCTP_SOURCE_DIR={args.ctp_source_dir}", f"-DCTP_GEN_EXECUTABLE={ctp_gen}"]
        + [f"-DCMAKE_CXX_COMPILER={args.cxx}"],
        merge=True,
    )
    if configured.returncode != 0:
        common.fail(f"ctp: configuring {binary} failed:\n{configured.stdout}")


def main(argv=None):
    parser = common.ArgumentParser(
        description="Check that ctp_generate_header runs ctp-gen only when its inputs change."
    )
    parser.add_argument("--cmake", required=True, help="the cmake that configures and builds")
    parser.add_argument("--source", required=True, help="the consumer project")
    parser.add_argument("--binary", required=True, help="where to build it (emptied first)")
    parser.add_argument("--ctp-source-dir", required=True, help="ctp's source tree")
    parser.add_argument("--ctp-gen", required=True, help="the ctp-gen to copy")
    parser.add_argument("--cxx", required=True, help="the C++ compiler")
    parser.add_argument(
        "--generator", default="Unix Makefiles", help="the CMake generator of the consumer"
    )
    args = parser.parse_args(argv)

    shutil.rmtree(args.binary, ignore_errors=True)
    os.makedirs(os.path.join(args.binary, "tool"))
    tool = os.path.join(args.binary, "tool", os.path.basename(args.ctp_gen))
    shutil.copy2(args.ctp_gen, tool)
    consumer = os.path.join(args.binary, "consumer")
    configure_consumer(args, args.source, consumer, tool, "-DCASE=build")

    said = {}
    for build in ("first", "touched", "third"):
        if build == "touched":
            time.sleep(PAUSE)
            os.utime(tool)
        built = common.execute([args.cmake, "--build", consumer], merge=True)
        if built.returncode != 0:
            common.fail(f"ctp: the {build} build failed:\n{built.stdout}")
        said[build] = built.stdout
    for build in ("first", "touched"):
        if not all(run in said[build] for run in RUNS):
            common.fail(f"ctp: the {build} build did not run ctp-gen:\n{said[build]}")
    if common.execute([os.path.join(consumer, "hanoi_consumer")]).returncode != 0:
        common.fail("ctp: the consumer built twice answers wrong")
    if ANY_RUN.search(said["third"]):
        common.fail(
            f"ctp: the third build ran ctp-gen again, with nothing changed:\n{said['third']}"
        )
    common.status("ctp: ctp-gen ran on the first build and after it changed, not on the third")
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
