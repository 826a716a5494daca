#!/usr/bin/env python3
"""The docs show what a generated table's lookups compile to, without pasting it: each program in
docs/codegen/ (and each talk program with such lines) defines `extern "C"` functions that call one
lookup, each after a line
    // codegen: no branch | no call, no loop | constant
saying what it must compile to at -O2. This program compiles it, checks every claim, and keeps
each function's assembly (Intel syntax, names demangled, directives dropped) and the object's
read-only data size in a committed file beside it, `<name>.<compiler>.txt`, which the docs
include through an `<!-- output: -->` marker.

    capture_codegen.py --cxx <compiler> --source <file.cpp> --listing <file.txt>
                       --include-dir <include> --work-dir <dir> [--cxxfilt <c++filt>]
                       [--size <size>] [--update]

A claim that fails is always an error. Without --update the listing must also be what the
compiler writes now; with it (`make snippets`) it is rewritten.
"""

import os
import re
import sys

import common

CLAIMS = ("no branch", "no call, no loop", "constant")


def read_claims(source, text):
    """The functions of the program `text` (named `source` in messages) that follow a
    `// codegen: <claim>` line, in order, as (function, claim) pairs."""
    functions = []
    claim = None
    for line in text.split("\n"):
        match = re.fullmatch(r"// codegen: (.*)", line)
        if match:
            if match.group(1) not in CLAIMS:
                common.fail(
                    f"ctp: {source}: unknown claim `{match.group(1)}`; a claim is one of "
                    + ", ".join(f"`{known}`" for known in CLAIMS)
                )
            claim = match.group(1)
        elif claim and line.strip():
            function = re.match(r"[a-z_:0-9 ]+ ([a-z_0-9]+)\(", line)
            if not function:
                common.fail(f"ctp: {source}: a `// codegen:` line must precede a function")
            functions.append((function.group(1), claim))
            claim = None
    if claim:
        common.fail(f"ctp: {source}: a `// codegen:` line must precede a function")
    if not functions:
        common.fail(f"ctp: {source} has no `// codegen:` claim")
    return functions


def function_listing(function, claim, assembly_lines):
    """The instructions and local labels of `function`, from its label to its `.size` directive
    (comments and other directives dropped, one space between a mnemonic and its operands), and
    the ways it breaks `claim`; None when the assembly has no such function."""
    body = []
    failures = []
    labels_seen = []
    returns_after = {}
    inside = False
    for line in assembly_lines:
        if not inside:
            inside = line.startswith(f"{function}:")
            continue
        if re.match(rf"[ \t]*\.size[ \t]+{re.escape(function)},", line):
            break
        line = re.sub(r"[ \t]+#.*$", "", line).rstrip(" \t")
        if re.match(r"\.L(F[BE][0-9]+|func_end[0-9]+):", line):
            continue  # the compiler's own bounds of the function, never jumped to
        label = re.match(r"(\.L[A-Za-z0-9_]+):", line)
        if label:
            labels_seen.append(label.group(1))
            returns_after[label.group(1)] = False
            body.append(f"{label.group(1)}:\n")
            continue
        instruction = re.fullmatch(r"[ \t]+([a-z][a-z0-9]*)[ \t]*(.*)", line)
        if not instruction:
            continue
        mnemonic = instruction.group(1)
        operands = re.sub(r"[ \t]+", " ", instruction.group(2))
        shown = f"{mnemonic} {operands}".strip()
        body.append(f"    {shown}\n")
        if mnemonic == "ret":
            for seen in labels_seen:
                returns_after[seen] = True
        # The claims, instruction by instruction.
        if mnemonic == "call" or (mnemonic == "jmp" and not operands.startswith(".L")):
            failures.append(f"{function} calls {operands}")
        elif mnemonic.startswith("j"):
            if claim in ("no branch", "constant"):
                failures.append(f"{function} branches ({mnemonic} {operands})")
            elif operands in labels_seen and not returns_after[operands]:
                # Back to a label with no return since: the code between runs again, a loop. (A
                # jump back to a shared exit, a label followed by a return, is not one.)
                failures.append(f"{function} loops ({mnemonic} back to {operands})")
        elif (
            claim == "constant"
            and mnemonic != "ret"
            and not (mnemonic == "mov" and re.fullmatch(r"[a-z0-9]+, -?[0-9]+", operands))
        ):
            failures.append(f"{function} computes at run time ({mnemonic} {operands})")
    if not inside:
        return None, failures
    return f"{function}:  // {claim}\n" + "".join(body), failures


def listing_of(source, compiler, functions, assembly):
    """The listing of every claimed function of `assembly`; a failure when one breaks its claim
    or is missing."""
    lines = assembly.split("\n")
    listing = []
    failures = []
    for function, claim in functions:
        text, broken = function_listing(function, claim, lines)
        if text is None:
            common.fail(f"ctp: {compiler} wrote no function {function} for {source}")
        listing.append(text)
        failures += broken
    listing = "".join(listing)
    if failures:
        broken = "\n  ".join(failures)
        common.fail(
            f"ctp: {source} with {compiler} -O2 breaks its claims:\n  {broken}\n"
            f"The assembly:\n{listing}"
        )
    return listing


def read_only_bytes(sections):
    """The bytes of the .rodata sections that `size -A` lists in `sections`."""
    return sum(
        int(match.group(1))
        for match in re.finditer(r"^\.rodata[^ \n]*[ ]+([0-9]+)", sections, re.M)
    )


def parse_arguments(argv):
    parser = common.ArgumentParser(
        description="Check what a program's claimed functions "
        "compile to at -O2, and keep (or capture) their assembly."
    )
    parser.add_argument("--cxx", required=True, help="the compiler")
    parser.add_argument("--source", required=True, help="the program with `// codegen:` lines")
    parser.add_argument("--listing", required=True, help="the committed listing")
    parser.add_argument(
        "--include-dir",
        required=True,
        action="append",
        help="ctp's include/; again for each folder of generated tables the program includes",
    )
    parser.add_argument("--work-dir", required=True, help="where the assembly is written")
    parser.add_argument("--cxxfilt", help="c++filt, to demangle names")
    parser.add_argument("--size", help="size (binutils), to count the object's read-only data")
    parser.add_argument("--update", action="store_true", help="rewrite the listing")
    return parser.parse_args(argv)


def compiled_assembly(args, flags, env, stem):
    """The program's assembly, names demangled when c++filt is given."""
    assembly_file = os.path.join(args.work_dir, f"{stem}.s")
    compiled = common.execute(
        [args.cxx, *flags, "-S", "-masm=intel", "-o", assembly_file, args.source], env=env
    )
    if compiled.returncode != 0:
        common.fail(f"ctp: {args.cxx} could not compile {args.source}:\n{compiled.stderr}")
    assembly = common.read_text(assembly_file)
    if args.cxxfilt:
        demangled = common.execute([args.cxxfilt], input=assembly, env=env)
        if demangled.returncode != 0:
            common.fail(f"ctp: {args.cxxfilt} failed: {demangled.stderr}")
        assembly = demangled.stdout
    return assembly


def object_read_only_bytes(args, flags, env, stem):
    """The read-only data of the program's object: the tables, and whatever constants the code
    needs."""
    object_file = os.path.join(args.work_dir, f"{stem}.o")
    compiled = common.execute([args.cxx, *flags, "-c", "-o", object_file, args.source], env=env)
    if compiled.returncode != 0:
        common.fail(f"ctp: {args.cxx} could not compile {args.source}:\n{compiled.stderr}")
    sections = common.execute([args.size, "-A", object_file], env=env)
    if sections.returncode != 0:
        common.fail(f"ctp: {args.size} -A {object_file} failed: {sections.stderr}")
    return read_only_bytes(sections.stdout)


def main(argv=None):
    args = parse_arguments(argv)
    stem = os.path.splitext(os.path.basename(args.source))[0]
    os.makedirs(args.work_dir, exist_ok=True)
    flags = [
        "-std=c++20",
        "-O2",
        "-fno-asynchronous-unwind-tables",
        *(f"-I{folder}" for folder in args.include_dir),
    ]
    env = common.c_locale()
    # 1. The claims: `// codegen: <claim>`, then the function on the next line.
    functions = read_claims(args.source, common.read_text(args.source))
    # 2. The assembly, names demangled.
    assembly = compiled_assembly(args, flags, env, stem)
    # 3. Each function's instructions and local labels, its claims checked.
    listing = listing_of(args.source, args.cxx, functions, assembly)
    # 4. The read-only data the object holds.
    if args.size:
        size = object_read_only_bytes(args, flags, env, stem)
        listing += f"// read-only data in the object: {size} bytes\n"
    common.keep_or_check(
        args.listing, listing, f"what {args.cxx} -O2 makes of {args.source}", args.update
    )
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
