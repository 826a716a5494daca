#!/usr/bin/env python3
"""Nothing stale: the names the tree gives its own files still hold.

    check_stale.py --root <repo> [--git <git>]

1. Every include guard of include/ and generators/ is its path's, upper-cased with `/` and `.`
   as `_`: for include/<path>, `<PATH>_INCLUDED` (include/ctp/hanoi/rules.hpp:
   CTP_HANOI_RULES_HPP_INCLUDED); for generators/<path>, `CTP_GENERATORS_<PATH>_INCLUDED`
   (generators/cli/tool.hpp: CTP_GENERATORS_CLI_TOOL_HPP_INCLUDED). The tables ctp-gen wrote into
   include/ctp/tables/ are left out: their guard names the table, as every header ctp-gen writes.
2. Every file of the project that a doc or a comment names exists: anywhere in a Markdown page;
   in the comments of a program or a build file (and a Python file's docstrings). A name is a
   path with a slash that starts with a folder of the tree, or with ./ or ../ (from the page's
   folder), or a `name.ext` whose extension is that of a tracked file; it holds when a tracked
   file or folder is that path, or ends with it (`cli/tool.hpp`, `listing.cpp`). Not names: a
   placeholder (a word in capitals, FILE.bin; or <...>, *, {...}), a file CMake writes from a
   tracked NAME.in, what git ignores (the build trees), and ALLOWED below.
A breach is one line `FILE:LINE: ...`; the program fails when there is any.
"""

import ast
import io
import os
import re
import subprocess
import sys
import tokenize

import check_style
import common

# Names that no tracked file bears, and why a doc or a comment may name them.
ALLOWED = {
    "compile_commands.json": "CMake writes it into the build tree (CMAKE_EXPORT_COMPILE_COMMANDS)",
    "ctp_puzzles.cpp": "CMake writes it into the build tree (generators/CMakeLists.txt)",
    "ctp_gen_puzzles.cpp": "CMake writes it into the build tree (generators/CMakeLists.txt)",
    "tables/nine_tails.hpp": "the example of ctp_generate_header: a table in a user's build tree",
    "tables/hanoi.hpp": "the header the Makefile recipe generates (tests/cmake/makefile/Makefile)",
    "../../escaped.hpp": "the OUTPUT ctp_generate_header refuses: outside the build tree",
    "expected/run.txt": "the example of a case file's { file = ... } definition",
    "farmer.svg": "the picture a reader's `ctp river farmer --svg -o farmer.svg` writes",
    "page.md": "the page of a link `page.md#anchor`, in the syntax the link checks read",
    "path/to/file.cpp": "the example of a snippet marker's path",
    "path/to/file.txt": "the example of an output marker's path",
    "path/to/script.sh": "the example of a snippet marker that quotes a whole script",
    "path.txt": "the path of an output marker, in the syntax talks/README.md gives",
    "../../docs/cookbook.md": "a link as a deck writes it, from its own folder talks/<slug>/",
}
# Folders whose text is not checked, and why.
LEFT_OUT = {
    "tests/talks/bad/": "a deck that breaks each rule on purpose, a missing picture too",
}
# Where comments start, by file name or extension.
HASH_COMMENTS = {".cmake", ".toml", ".txt", ".in", ".awk"}
HASH_FILES = {"Makefile", "CMakeLists.txt", "setup", "demo", "fuzz", "run"}
SLASH_COMMENTS = {".cpp", ".hpp", ".mjs", ".css"}
URL = re.compile(r"\w+://\S+")
PLACEHOLDER = re.compile(r"[<>*{}$%…]|\.\.\.")
CAPITALS = re.compile(r"\b[A-Z][A-Z0-9_]+\b")


def tracked(root, git):
    """The files git tracks under root; outside a clone (an unpacked archive), every file but the
    build trees'."""
    files = check_style.git_tracked_files(root, git, ["."])
    if files is not None:
        return files
    found = []
    for folder, folders, names in os.walk(root):
        folders[:] = [name for name in folders if name != ".git"]
        found += [os.path.relpath(os.path.join(folder, name), root) for name in names]
    return sorted(path for path in found if not check_style.NOT_TRACKED.match(path))


# --- 1. include guards ---------------------------------------------------------------------------


def expected_guard(path):
    """The include guard a header of include/ or generators/ must have, or None for one that
    has none of its own."""
    if path.startswith("include/ctp/tables/"):
        return None
    name = path.removeprefix("include/") if path.startswith("include/") else f"ctp/{path}"
    return re.sub(r"[/.]", "_", name).upper() + "_INCLUDED"


def guard_breaches(root, files):
    breaches = []
    for path in files:
        if not path.startswith(("include/", "generators/")) or not path.endswith(".hpp"):
            continue
        want = expected_guard(path)
        if want is None:
            continue
        text = common.read_text(os.path.join(root, path))
        found = re.search(r"^#ifndef (\S+)\n#define (\S+)$", text, re.M)
        if not found or found.group(1) != found.group(2):
            breaches.append(f"{path}:1: no include guard (#ifndef {want} and #define {want})")
        elif found.group(1) != want:
            line = text.count("\n", 0, found.start()) + 1
            breaches.append(f"{path}:{line}: the include guard {found.group(1)} is not {want}")
        closing = re.findall(r"^#endif\s*//\s*(\S+)\s*\Z", text, re.M)
        if closing and closing[-1] != want:
            line = text.rstrip("\n").count("\n") + 1
            breaches.append(f"{path}:{line}: the #endif says {closing[-1]}, not {want}")
    return breaches


# --- 2. names of files ---------------------------------------------------------------------------


class Tree:
    """What the tree holds: every tracked file and folder, every tail of their paths after a
    `/`, and the extensions of its files."""

    def __init__(self, files):
        self.paths, self.tails, self.kinds, self.top = set(), set(), set(), set()
        for path in files:
            parts = path.split("/")
            self.top.add(parts[0])
            for end in range(1, len(parts) + 1):
                self.paths.add("/".join(parts[:end]))
                for start in range(end):
                    self.tails.add("/".join(parts[start:end]))
            stem, kind = os.path.splitext(parts[-1])
            if stem and kind:
                self.kinds.add(kind[1:])
        self.configured = {path[: -len(".in")] for path in self.paths if path.endswith(".in")}
        self.configured |= {os.path.basename(path) for path in self.configured}
        # The words in capitals that name files (README, LICENSE_1_0): any other is a placeholder.
        self.capitals = {word for path in self.paths for word in CAPITALS.findall(path)}
        kinds = "|".join(sorted(self.kinds, key=len, reverse=True))
        self.file_name = re.compile(rf"(?:[\w.+-]+/)*[\w+-][\w.+-]*\.(?:{kinds})(?!\.?\w)")
        path = r"(?:\.\.?/)*[\w.+-]+(?:/[\w.+-]+)+/?"
        self.name = re.compile(
            rf"(?<![\w./<>*{{}}$%-])({self.file_name.pattern}|{path})(?![\w<>*{{}}$/-])"
        )

    def placeholder(self, name):
        """Whether `name` stands for files rather than names one: FILE.bin, <puzzle>.hpp."""
        if PLACEHOLDER.search(name):
            return True
        return any(word not in self.capitals for word in CAPITALS.findall(name))

    def holds(self, name, where):
        """Whether `name`, named in the file `where`, is a file or folder of the tree."""
        name = name.rstrip("/")
        if name.startswith(("./", "../")):
            return os.path.normpath(os.path.join(os.path.dirname(where), name)) in self.paths
        return name in self.tails or name in self.configured

    def names(self, line):
        """The names of files in a line of text (URLs left out), each once."""
        found = []
        for match in self.name.finditer(URL.sub("", line)):
            name = match.group(1).rstrip(".")
            is_file = self.file_name.fullmatch(name)
            rooted = name.startswith(("./", "../")) or name.split("/")[0] in self.top
            if (is_file or rooted) and name not in found:
                found.append(name)
        return found


def speaks(path):
    """Whether the file at `path` is a page or has comments: what comment_lines reads."""
    base, kind = os.path.basename(path), os.path.splitext(path)[1]
    return kind in {".md", ".py"} | SLASH_COMMENTS | HASH_COMMENTS or base in HASH_FILES


def comment_lines(path, text):
    """(line number, text) of what a file says about the tree: every line of a Markdown page,
    the comments of a program or a build file, a Python file's comments and docstrings."""
    base, kind = os.path.basename(path), os.path.splitext(path)[1]
    if kind == ".md":
        return list(enumerate(text.split("\n"), start=1))
    if kind in SLASH_COMMENTS:
        found = []
        for match in re.finditer(r"//[^\n]*|/\*.*?\*/", text, re.S):
            first = text.count("\n", 0, match.start()) + 1
            found += list(enumerate(match.group(0).split("\n"), start=first))
        return found
    if kind == ".py":
        return python_comment_lines(text)
    if kind in HASH_COMMENTS or base in HASH_FILES:
        return [
            (n, line[line.index("#") :])
            for n, line in enumerate(text.split("\n"), 1)
            if "#" in line
        ]
    return []


def python_comment_lines(text):
    """A Python file's comments and docstrings (a string that is a statement of its own)."""
    found = []
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type == tokenize.COMMENT:
            found.append((token.start[0], token.string))
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            if isinstance(node.value.value, str):
                found += list(enumerate(node.value.value.split("\n"), start=node.lineno))
    return found


def ignored(root, git, names):
    """The names that git ignores: what the build writes (build trees, node_modules). A name is
    asked as a file and as a folder, which a pattern with a slash at its end matches."""
    # A name that climbs out of the repository is no output of its build, and git check-ignore
    # stops at the first such name without answering for the others.
    inside = [name for name in names if not os.path.normpath(name).startswith("..")]
    asked = [form for name in inside for form in (name, name.rstrip("/") + "/")]
    if not git or not os.path.exists(os.path.join(root, ".git")):
        return {name for name in names if check_style.NOT_TRACKED.match(name.rstrip("/") + "/")}
    done = subprocess.run(
        [git, "check-ignore", "--no-index", "--stdin"],
        cwd=root,
        input="\n".join(asked),
        capture_output=True,
        text=True,
        check=False,
    )
    matched = set(done.stdout.splitlines())
    return {name for name in names if name in matched or name.rstrip("/") + "/" in matched}


def name_breaches(root, git, files):
    tree = Tree(files)
    missing = []
    for path in files:
        if path.startswith(tuple(LEFT_OUT)) or not speaks(path):
            continue
        for number, line in comment_lines(path, common.read_text(os.path.join(root, path))):
            for name in tree.names(line):
                if not tree.holds(name, path) and name not in ALLOWED:
                    if not tree.placeholder(name):
                        missing.append((path, number, name))
    outputs = ignored(root, git, sorted({name for _, _, name in missing}))
    return [
        f"{path}:{number}: names {name}, which is no file of the project"
        for path, number, name in missing
        if name not in outputs
    ]


def main(argv=None):
    parser = common.ArgumentParser(
        description="Check that the include guards follow their paths and that the docs and "
        "comments name only files that exist."
    )
    parser.add_argument("--root", required=True, help="the repository")
    parser.add_argument("--git", default="git", help="git, to list the tracked files")
    args = parser.parse_args(argv)
    files = tracked(args.root, args.git)
    breaches = guard_breaches(args.root, files) + name_breaches(args.root, args.git, files)
    common.fail_on_breaches(breaches, f"{len(breaches)} stale names")
    common.status(f"ctp: {len(files)} files: every include guard and every file named holds")
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
