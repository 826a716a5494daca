#!/usr/bin/env python3
"""Writes the single headers of single_include/, for Compiler Explorer and for projects that copy
a header rather than install a library (docs/compiler_explorer.md):

    ctp.hpp       exactly what <ctp.hpp> holds: every ctp header it reaches, inlined once where it
                  is first included
    ctp_mp11.hpp  an add-on: includes "ctp.hpp" and inlines what the Boost.MP11 techniques
                  (include/ctp/*/with_mp11.hpp) add to it
    ctp_hana.hpp  the same for the Boost.Hana techniques (with_hana.hpp)

The standard and Boost includes stay as they are, and each inlined header keeps its include
guard, so that a single header and the ordinary headers can meet in one program.

    single_header.py --root <repo> --version <x.y.z> [--check] [name...]

Without names, every single header. With --check nothing is written but each file is compared,
and any difference is an error: the committed single headers are proven to be what include/
makes of them.
"""

import glob
import os
import re
import sys

import common

# Each single header: one line on what it holds, its roots under include/ (globs allowed), and
# the single header it adds to, if any, which it includes and whose headers it leaves out.
SINGLE_HEADERS = {
    "ctp.hpp": {
        "about": "the Boost-free core of ctp, exactly what <ctp.hpp> holds: every puzzle and its "
        "techniques",
        "roots": ["ctp.hpp"],
        "adds_to": None,
    },
    "ctp_mp11.hpp": {
        "about": "an add-on to ctp.hpp, the Boost.MP11 techniques, which include the headers of "
        "Boost itself",
        "roots": ["ctp/*/with_mp11.hpp"],
        "adds_to": "ctp.hpp",
    },
    "ctp_hana.hpp": {
        "about": "an add-on to ctp.hpp, the Boost.Hana techniques, which include the headers of "
        "Boost itself",
        "roots": ["ctp/*/with_hana.hpp"],
        "adds_to": "ctp.hpp",
    },
}

# A `#include "ctp/..."` line at the start of a line (not one quoted in a comment), with whatever
# comment follows it.
CTP_INCLUDE = re.compile(r'\n#include "(ctp/[^"\n]+)"[^\n]*')


class Inliner:
    """Inlines ctp headers from one include folder, each once: `inlined` lists those done."""

    def __init__(self, include_dir, inlined=()):
        self.include_dir = include_dir
        self.inlined = list(inlined)

    def inline(self, header):
        """The text of include/<header> with every ctp header it includes inlined in its place, or
        removed where an earlier one already inlined it; it begins with a newline."""
        self.inlined.append(header)
        path = os.path.join(self.include_dir, header)
        if not os.path.isfile(path):
            common.fail(f"ctp: single_header.py: {header} is not under include/")
        # A leading newline lets the pattern find an include on the first line too.
        return CTP_INCLUDE.sub(self.replace, "\n" + common.read_text(path))

    def replace(self, directive):
        included = directive.group(1)
        if included in self.inlined:
            return ""
        text = self.inline(included)
        return f"\n// ---- {included}{text}// ---- end of {included}"


def roots_of(include_dir, patterns):
    """The headers under include_dir that the root patterns name, each pattern's sorted."""
    roots = []
    for pattern in patterns:
        matches = sorted(
            os.path.relpath(path, include_dir)
            for path in glob.glob(os.path.join(include_dir, pattern))
        )
        if not matches:
            common.fail(f"ctp: single_header.py: no header under include/ matches {pattern}")
        roots += matches
    return roots


def guard_of(name):
    """The include guard of single_include/<name>."""
    return re.sub(r"[^A-Z0-9]", "_", f"CTP_SINGLE_INCLUDE_{name.upper()}_INCLUDED")


def single_header(root, name, version):
    """The text of single_include/<name>, and the headers it inlines."""
    include_dir = os.path.join(root, "include")
    definition = SINGLE_HEADERS[name]
    base = definition["adds_to"]
    inliner = Inliner(include_dir)
    if base:
        _, inliner.inlined = single_header(root, base, version)
    body = ""
    for header in roots_of(include_dir, definition["roots"]):
        if header not in inliner.inlined:
            body += f"\n// ---- {header}{inliner.inline(header)}// ---- end of {header}\n"
    guard = guard_of(name)
    roots = " ".join(definition["roots"])
    if base:
        # Found beside this file; by address, the reader includes it first, and its guard skips
        # this include (docs/compiler_explorer.md).
        body = f'\n#ifndef {guard_of(base)}\n#include "{base}"\n#endif\n' + body
        origin = f"{roots}, leaving out what {base} holds"
    else:
        origin = roots
    text = f"""// {name}: {definition["about"]}
// One file, for Compiler Explorer and for projects that copy a header rather than install a
// library. Generated from the headers under include/, each inlined once, starting from
//   {origin}
// Do not edit it.
// Regenerate: make single-headers (scripts/single_header.py)
// ctp {version}, distributed under the Boost Software License, Version 1.0.
#ifndef {guard}
#define {guard}
{body}
#endif  // {guard}
"""
    return text, inliner.inlined


def main(argv=None):
    parser = common.ArgumentParser(description="Write (or check) single_include/ from include/.")
    parser.add_argument("--root", required=True, help="the repository")
    parser.add_argument("--version", required=True, help="ctp's version, for the banner")
    parser.add_argument(
        "--check",
        action="store_true",
        help="compare with the committed files instead of writing them",
    )
    parser.add_argument(
        "names",
        nargs="*",
        metavar="name",
        help="of " + ", ".join(SINGLE_HEADERS) + " (default: all)",
    )
    args = parser.parse_args(argv)
    for name in args.names:
        if name not in SINGLE_HEADERS:
            common.fail(
                f"ctp: single_header.py: no single header {name}; there are "
                + ", ".join(SINGLE_HEADERS)
            )

    for name in args.names or SINGLE_HEADERS:
        text, _ = single_header(args.root, name, args.version)
        path = os.path.join(args.root, "single_include", name)
        if args.check:
            if not os.path.exists(path) or common.read_text(path) != text:
                common.fail(
                    f"ctp: single_include/{name} differs from what include/ makes of "
                    "it; regenerate it with `make single-headers`"
                )
            common.status(f"ctp: single_include/{name} is what include/ makes of it")
        else:
            changed = common.write_if_changed(path, text)
            common.status(f"ctp: {'wrote' if changed else 'unchanged:'} single_include/{name}")
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
