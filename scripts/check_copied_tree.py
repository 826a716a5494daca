#!/usr/bin/env python3
"""The tests cmake.copied_tree.*: a copied build tree reads its own table's bytes, never another
tree's.

    check_copied_tree.py --build-system cmake|make --source <tests/cmake/copied_tree>
        --work <dir> --ctp-source-dir <ctp> --ctp-gen <ctp-gen> --cxx <compiler>
        [--cmake <cmake>] [--make <make>]

Builds the consumer of --source with a weighted 3 x 3 nine tails table whose bytes are beside its
header, copies the tree (as cp -a), regenerates the original with --unweighted and rebuilds it,
then rebuilds the copy's bytes object. The copy's program, whose header is still the weighted
one, must answer from its own bytes (it checks every cost against the library's), or its build
must fail with a message naming the table: never answer from the original's bytes. Last, a byte
is added to the copy's file of bytes: its build must fail, naming the table. With make, the
tree is the consumer's folder and its Makefile; with cmake, a build tree of Unix Makefiles, which
the copy configures anew (CMake refuses a cache made elsewhere) and builds without running ctp-gen
again, as nothing it depends on changed. (Ninja would run ctp-gen again in the copy, as its
command, which names the tree's paths, changed.)
"""

import glob
import os
import shutil
import sys

import check_generate_header_twice
import common

# The table the consumer's bytes are, as the messages name it.
TABLE = "copied::nine_tails"
# The object of the table's bytes in the Makefile's tree.
BYTES_OBJECT = "nine_tails.o"


def configure(args, tree, options):
    """Configures `tree` with the table's `options`: with cmake, a configure; with make, the
    table's files removed, so that the next build runs ctp-gen again."""
    if args.build_system == "make":
        shutil.rmtree(os.path.join(tree, "tables"), ignore_errors=True)
        return
    check_generate_header_twice.configure_consumer(
        args, args.source, tree, args.ctp_gen, f"-DNINE_TAILS_ARGS={options}"
    )


def build(args, tree, options=""):
    """Builds the consumer in `tree` (with make, the table's `options` given, if it runs
    ctp-gen); the completed build."""
    if args.build_system == "cmake":
        return common.execute([args.cmake, "--build", tree], merge=True)
    include = os.path.join(args.ctp_source_dir, "include")
    return common.execute(
        [args.make, "-C", tree, f"CXX={args.cxx}", f"CTP_GEN={args.ctp_gen}"]
        + [f"CTP_INCLUDE={include}", f"ARGS={options}"],
        merge=True,
    )


def build_and_run(args, tree, options, what):
    """Configures and builds `tree` with the table's `options`, and runs its program."""
    configure(args, tree, options)
    built = build(args, tree, options)
    if built.returncode != 0:
        common.fail(f"ctp: building {what} failed:\n{built.stdout}")
    answers(tree, what)


def answers(tree, what):
    """Runs the program of `tree`, which must find every cost its table's."""
    ran = common.execute([os.path.join(tree, "program")], merge=True)
    if ran.returncode != 0:
        common.fail(f"ctp: {what} answers from bytes that are not its table's:\n{ran.stdout}")
    return ran.stdout


def main(argv=None):
    parser = common.ArgumentParser(
        description="Check that a copied build tree reads its own table's bytes."
    )
    parser.add_argument("--build-system", required=True, choices=("cmake", "make"))
    parser.add_argument("--source", required=True, help="the consumer project")
    parser.add_argument("--work", required=True, help="where to build it (emptied first)")
    parser.add_argument("--ctp-source-dir", required=True, help="ctp's source tree")
    parser.add_argument("--ctp-gen", required=True, help="the ctp-gen to run")
    parser.add_argument("--cxx", required=True, help="the C++ compiler")
    parser.add_argument("--cmake", help="the cmake that configures (with cmake)")
    parser.add_argument("--make", default="make", help="the make that builds (with make)")
    # Unix Makefiles: a copied Ninja tree runs ctp-gen again (its log names the original's
    # paths), so only a Makefiles tree builds the copy from what it holds.
    parser.set_defaults(generator="Unix Makefiles")
    args = parser.parse_args(argv)
    if args.build_system == "cmake" and not args.cmake:
        parser.error("--build-system cmake needs --cmake")

    shutil.rmtree(args.work, ignore_errors=True)
    original = os.path.join(args.work, "original")
    copy = os.path.join(args.work, "copy")
    if args.build_system == "make":  # the tree is the project's folder
        shutil.copytree(args.source, original)
    build_and_run(args, original, "", "the original")
    shutil.copytree(original, copy, symlinks=True)
    if args.build_system == "cmake":
        # CMake refuses a cache made elsewhere: the copy is configured anew, with the options it
        # was copied with, and its objects (in CMakeFiles/) go with its old cache.
        os.remove(os.path.join(copy, "CMakeCache.txt"))
        shutil.rmtree(os.path.join(copy, "CMakeFiles"))
    else:
        os.remove(os.path.join(copy, BYTES_OBJECT))
    build_and_run(args, original, "--unweighted", "the regenerated original")
    if args.build_system == "cmake":
        configure(args, copy, "")
    if builds_or_names_the_table(args, copy, "the copy's build"):
        said = answers(copy, "the copy")
        common.status(f"ctp: the copy reads its own bytes ({said.strip()})")
    spoil(args, copy)
    if builds_or_names_the_table(args, copy, "the build of a spoiled file of bytes"):
        common.fail("ctp: the copy builds with a file of bytes one byte too long")
    common.status(f"ctp: a file of bytes one byte too long fails the build, naming {TABLE}")
    return 0


def builds_or_names_the_table(args, tree, what):
    """Builds `tree`: whether it built; a build that fails must say the table's name."""
    built = build(args, tree)
    if built.returncode == 0:
        return True
    if TABLE not in built.stdout:
        common.fail(f"ctp: {what} failed without naming {TABLE}:\n{built.stdout}")
    common.status(f"ctp: {what} fails, naming {TABLE}")
    return False


def spoil(args, tree):
    """Adds a byte to the file of bytes of `tree`, and removes the object assembled from it."""
    files = glob.glob(os.path.join(tree, "**", "*.cpp.bin"), recursive=True)
    if len(files) != 1:
        common.fail(f"ctp: {tree} holds {len(files)} files of bytes (*.cpp.bin), not one")
    with open(files[0], "ab") as file:
        file.write(b"\0")
    pattern = BYTES_OBJECT if args.build_system == "make" else "**/*.bytes.cpp.o"
    for path in glob.glob(os.path.join(tree, pattern), recursive=True):
        os.remove(path)


if __name__ == "__main__":
    sys.exit(common.run(main))
