#!/usr/bin/env python3
"""Docs never paste code: each code block in a Markdown file that follows a marker
    <!-- snippet: path/to/file.cpp#region -->
must equal the region of that (compiled, tested) file between two `//! [region]` lines (a
```cmake block, of a `.cmake` file or a CMakeLists.txt between two `#! [region]` lines; a
```sh, ```yaml or ```make block, of a shell script, a YAML file or a Makefile, alike). A
marker without `#region`,
    <!-- snippet: path/to/script.sh -->
quotes the whole file of a script or YAML, whose first line must be its own (a batch job's
`#!/bin/sh`).
Each ```text block that follows a marker
    <!-- output: path/to/file.txt -->
must equal that whole file: a compiler's error or assembly, captured by a test.

    check_snippets.py --root <repo> [--update] <file.md>...

Without --update a drifted block is an error; with it (`make snippets`) the Markdown is rewritten
from its sources. Paths in markers are relative to the root.
"""

import os
import re
import sys

import common

SNIPPET_OPEN = "<!-- snippet: "
OUTPUT_OPEN = "<!-- output: "
FENCE_CLOSE = "```\n"


# The languages whose comments start with `#`, by the ending of a file's name (or by its whole
# name): the fence of their blocks.
HASH_COMMENTS = {".cmake": "cmake", ".sh": "sh", ".yaml": "yaml", ".yml": "yaml"}
HASH_NAMES = {"CMakeLists.txt": "cmake", "Makefile": "make"}


def hash_language(file):
    """The fence word of a file whose regions are marked `#! [region]`, or None (C++)."""
    if os.path.basename(file) in HASH_NAMES:
        return HASH_NAMES[os.path.basename(file)]
    return HASH_COMMENTS.get(os.path.splitext(file)[1])


def read_region(root, file, region):
    """The text between the two `//! [region]` lines of root/file (`#! [region]` in CMake, shell,
    YAML and Makefiles)."""
    path = os.path.join(root, file)
    if not os.path.exists(path):
        common.fail(f"ctp: snippet source {file} does not exist")
    text = common.read_text(path)
    tag = f"{'#' if hash_language(file) else '//'}! [{region}]\n"
    first = text.find(tag)
    if first == -1:
        common.fail(f"ctp: {file} has no region [{region}] (expected a line `{tag.strip()}`)")
    start = first + len(tag)
    end = text.find(tag, start)
    if end == -1:
        common.fail(f"ctp: {file}: region [{region}] is not closed by a second `{tag.strip()}`")
    return text[start:end]


def refresh(page, doc, root):
    """The page `doc` (named `page` in messages) with every marked block copied from its source,
    the number of blocks, and the blocks that differed ("file#region")."""
    result = []
    count = 0
    drifted = []
    while True:
        # 1. The next marker of either kind.
        found = [at for at in (doc.find(SNIPPET_OPEN), doc.find(OUTPUT_OPEN)) if at != -1]
        if not found:
            result.append(doc)
            break
        at = min(found)
        result.append(doc[:at])
        doc = doc[at:]
        # 2. The marker: `path#region -->` before a cpp block (or a script's whole file,
        #    `path -->`, before its block), or `path -->` before a text block.
        marker_end = doc.find("-->\n")
        marker = doc[:marker_end] if marker_end != -1 else doc.split("\n", 1)[0]
        snippet = re.fullmatch(r"<!-- snippet: ([^# ]+)(?:#([^ ]+))? ", marker)
        output = re.fullmatch(r"<!-- output: ([^ ]+) ", marker)
        # A whole file is quoted only of a script or YAML (a C++ block is always a region).
        whole = snippet and not snippet.group(2) and not hash_language(snippet.group(1))
        if marker_end == -1 or not (snippet or output) or whole:
            common.fail(f"ctp: {page}: malformed marker `{marker}`")
        if snippet:
            file, region = snippet.group(1), snippet.group(2) or ""
            fence = f"```{hash_language(file) or 'cpp'}\n"
        else:
            file, region, fence = output.group(1), "", "```text\n"
        result.append(doc[: marker_end + 4])
        doc = doc[marker_end + 4 :]
        # 3. The block right after it.
        if not doc.startswith(fence):
            common.fail(f"ctp: {page}: the marker for {file} must be followed by a {fence}block")
        doc = doc[len(fence) :]
        block_end = doc.find(FENCE_CLOSE)
        if block_end == -1:
            common.fail(f"ctp: {page}: the block after the marker for {file} is never closed")
        block = doc[:block_end]
        doc = doc[block_end + len(FENCE_CLOSE) :]
        # 4. What it must hold.
        if region:
            expected = read_region(root, file, region)
        else:
            if not os.path.exists(os.path.join(root, file)):
                common.fail(
                    f"ctp: {'snippet' if snippet else 'output'} source {file} does not exist"
                )
            expected = common.read_text(os.path.join(root, file))
        count += 1
        if block != expected:
            drifted.append(f"{file}#{region}")
        result.append(f"{fence}{expected}{FENCE_CLOSE}")
    return "".join(result), count, drifted


def main(argv=None):
    parser = common.ArgumentParser(
        description="Check (or refresh) the docs' code blocks "
        "against the source regions and captured files they quote."
    )
    parser.add_argument("--root", required=True, help="the repository, where marker paths start")
    parser.add_argument(
        "--update",
        action="store_true",
        help="rewrite the pages from their sources instead of checking them",
    )
    parser.add_argument("pages", nargs="+", metavar="file.md")
    args = parser.parse_args(argv)

    drifted = []
    count = 0
    for page in args.pages:
        original = common.read_text(page)
        result, blocks, differ = refresh(page, original, args.root)
        count += blocks
        drifted += [f"{page}: block {block}" for block in differ]
        if args.update and result != original:
            common.write_text(page, result)
            common.status(f"ctp: updated {page}")
    if args.update:
        common.status(f"ctp: {count} doc blocks copied from their sources")
        return 0
    if drifted:
        lines = "\n  ".join(drifted)
        common.fail(
            f"ctp: these doc blocks differ from their source regions:\n  {lines}\n"
            "Run `make snippets` to copy the sources into the docs."
        )
    common.status(f"ctp: {count} doc blocks match their compiled sources")
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
