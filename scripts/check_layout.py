#!/usr/bin/env python3
"""The test layout.naming: the tree follows the naming rule that docs/design.md states.

    check_layout.py --root <source tree> [--fix-umbrella]

1. The technique words are the ones in design.md's table of words (the rows under "| Word |
   The technique |").
2. In a puzzle's folder, include/ctp/<puzzle>/: a file `with_<word>.hpp` names a technique word;
   a folder is `<word>/` (the parts of with_<word>.hpp, which must exist), `type_level/` or
   `run_time/`; no other technique includes a part of `<word>/`, only the type-level techniques
   include `type_level/`, and neither a technique nor the puzzle's umbrella header includes
   `run_time/`.
3. A test tests/<puzzle>/static_<name>.cpp (or tests/<puzzle>/<word>/static_<name>.cpp) proves a
   file of the puzzle's folder: with_<name>.hpp or <name>.hpp, once a size such as `_4x4` is
   taken off.
4. The generic layers, include/ctp/search/ and include/ctp/detail/, name no puzzle in their code
   (comments may give a puzzle as an example).
5. The tools: one namespace a folder of generators/. The shared folders' code is in their own
   (cli/ in ctp::cli, pictures/ in ctp::pictures, headers/ in ctp::headers, mpi/ in ctp::mpi),
   and a puzzle's folder's in ctp::puzzles::<puzzle>: a file opens no other namespace of ctp
   (unnamed ones, and another library's, as for forward declarations, are not ctp's). A folder's
   accessors.hpp is left out: it is the code of the headers ctp-gen writes, which has namespaces
   of its own.
6. The shared files of generators/ name no puzzle: the two programs and their files at the top
   (ctp.cpp, ctp_gen.cpp, tools.hpp, CMakeLists.txt, ...) and every folder that is not a
   puzzle's (cli/, pictures/, headers/, and any new one). A puzzle is one that has a manifest,
   puzzles/<word>.json; its words are its word, the word's parts, its prefix and its
   subcommands. A word counts where no letter touches it, so that `strings` is not `rings`, nor
   `driver` `river`; comments count too.
7. Each manifest's puzzle has its folders (include/ctp/<word>/ and <word>.hpp, tests/<word>/,
   generators/<word>/) and its guide; a puzzle's folder in any of those layers has a manifest;
   include/ctp.hpp includes exactly every puzzle's umbrella header (`--fix-umbrella` writes it);
   the benchmarks' translation units of a puzzle, bench/compile/tu/<word>_<technique>.cpp, are
   the techniques its manifest measures.
8. The docs' tables of puzzles follow the manifests, in their order: the README's table links
   each puzzle's guide, one row a puzzle; the technique grid's header row (docs/techniques.md)
   is one column a puzzle, `[title](guide)`.
Every breach is one line; the program fails when there is any.
"""

import pathlib
import sys
import re

import common
import puzzles as puzzle_list

GENERIC = ("include/ctp/search", "include/ctp/detail")
NOT_PUZZLES = {"search", "detail", "tables"}
TYPE_LEVEL = {"class_templates", "mp11", "hana"}
SIZE = re.compile(r"_\d+(x\d+)?$")
INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]ctp/([^">]+)[">]', re.MULTILINE)
NAMESPACE = re.compile(r"^namespace ([\w:]+) \{", re.MULTILINE)
SHARED_TOOL_FOLDERS = ("cli", "pictures", "headers", "mpi")


def technique_words(design):
    """The words of design.md's technique table: `| \\`word\\` | ... |` rows after its header."""
    words, inside = set(), False
    for line in common.read_text(design).splitlines():
        if line.startswith("| Word | The technique |"):
            inside = True
        elif inside and line.startswith("| `"):
            words.add(line.split("`")[1])
        elif inside and not line.startswith("| ---"):
            if words:
                break
    if not words:
        common.fail(f"ctp: {design}: no table of technique words (| Word | The technique |)")
    return words


def includes(path):
    """The ctp/... paths that a header includes."""
    return set(INCLUDE.findall(path.read_text(encoding="utf-8")))


def code_of(path):
    """A C++ file's text without its // comments."""
    return "\n".join(
        line.split("//", 1)[0] for line in path.read_text(encoding="utf-8").splitlines()
    )


def check_puzzle(root, puzzle, words, breaches):
    folder = root / "include/ctp" / puzzle
    techniques = {}
    for entry in sorted(folder.iterdir()):
        name = entry.name
        if entry.is_file() and name.startswith("with_"):
            word = name[len("with_") : -len(".hpp")]
            if word not in words:
                breaches.append(
                    f"{entry.relative_to(root)}: `{word}` is not a technique word of "
                    "docs/design.md"
                )
            techniques[word] = entry
        elif entry.is_dir() and name not in ("type_level", "run_time") and name not in words:
            breaches.append(
                f"{entry.relative_to(root)}/: a folder of a puzzle is a technique "
                "word, type_level or run_time"
            )
    umbrella = root / "include/ctp" / f"{puzzle}.hpp"
    users = dict(techniques)
    if umbrella.exists():
        users["<umbrella>"] = umbrella
    for word, header in users.items():
        for included in includes(header):
            parts = included.split("/")
            if len(parts) != 3 or parts[0] != puzzle:
                continue
            place = parts[1]
            where = f"{header.relative_to(root)} includes ctp/{included}"
            if place == "run_time":
                breaches.append(
                    f"{where}: run_time/ is for the tools, not a technique or the "
                    "umbrella header"
                )
            elif place == "type_level" and word != "<umbrella>" and word not in TYPE_LEVEL:
                breaches.append(
                    f"{where}: type_level/ is for the techniques whose answer is a type"
                )
            elif place in words and place != word and word != "<umbrella>":
                breaches.append(f"{where}: {place}/ holds the parts of with_{place}.hpp only")
    for part in sorted(p for p in folder.iterdir() if p.is_dir() and p.name in words):
        if part.name not in techniques:
            breaches.append(f"{part.relative_to(root)}/: no with_{part.name}.hpp beside it")

    headers = {p.name[: -len(".hpp")] for p in folder.rglob("*.hpp")}
    for test in sorted((root / "tests" / puzzle).rglob("static_*.cpp")):
        name = test.name[len("static_") : -len(".cpp")]
        bare = SIZE.sub("", name)
        if f"with_{bare}" not in headers and bare not in headers:
            breaches.append(
                f"{test.relative_to(root)}: proves no file of include/ctp/{puzzle}/ "
                f"(no with_{bare}.hpp, no {bare}.hpp)"
            )


def check_tool_namespaces(root, breaches):
    """Rule 5: each file of a folder of generators/ opens only that folder's namespace."""
    tools = root / "generators"
    if not tools.is_dir():
        return
    for folder in sorted(p for p in tools.iterdir() if p.is_dir()):
        own = (
            f"ctp::{folder.name}"
            if folder.name in SHARED_TOOL_FOLDERS
            else f"ctp::puzzles::{folder.name}"
        )
        for source in sorted(folder.glob("*.[ch]pp")):
            if source.name == "accessors.hpp":
                continue
            opened = {
                name
                for name in NAMESPACE.findall(code_of(source))
                if name == "ctp" or name.startswith("ctp::")
            }
            for name in sorted(opened - {own}):
                breaches.append(
                    f"{source.relative_to(root)}: opens the namespace {name}; the "
                    f"code of generators/{folder.name}/ is in {own}"
                )


def puzzle_words(manifests):
    """The words that name a puzzle: each one's word, the parts of it, its prefix and its
    subcommands (puzzles/<word>.json)."""
    words = []
    for manifest in manifests:
        words += [manifest.word, manifest.word.replace("_", "-"), *manifest.word.split("_")]
        words += [manifest.prefix, *manifest.ctp, *manifest.ctp_gen]
    return list(dict.fromkeys(words))


def read_manifests(root):
    """The manifests of puzzles/, or the program's end with the reason they cannot be read."""
    try:
        return puzzle_list.manifests(root)
    except puzzle_list.ListError as error:
        common.fail(str(error))


def check_shared_tool_files(root, manifests, breaches):
    """Rule 6: no puzzle's word in a file of generators/ outside the puzzles' folders."""
    tools = root / "generators"
    if not tools.is_dir():
        return
    folders = {manifest.word for manifest in manifests}
    words = puzzle_words(manifests)
    longest_first = sorted(words, key=len, reverse=True)  # `magic-square`, not its `magic`
    named = re.compile(r"(?<![a-z])(" + "|".join(map(re.escape, longest_first)) + r")(?![a-z])")
    for path in sorted(p for p in tools.rglob("*") if p.is_file()):
        relative = path.relative_to(tools)
        if len(relative.parts) > 1 and relative.parts[0] in folders:
            continue
        for number, line in enumerate(common.read_text(path).splitlines(), 1):
            found = named.search(line.lower())
            if found:
                breaches.append(
                    f"generators/{relative.as_posix()}:{number}: names the puzzle "
                    f"`{found.group(1)}` (only a puzzle's own folders and its "
                    f"manifest, puzzles/<word>.json, may; move the text into "
                    f"generators/<puzzle>/): {line.strip()}"
                )


def check_manifests(root, manifests, breaches):
    """Rule 7: each manifest's puzzle has its folders and guide, each puzzle's folder has a
    manifest, and include/ctp.hpp includes each puzzle's umbrella header (umbrella_text)."""
    words = {manifest.word for manifest in manifests}
    for manifest in manifests:
        for needed in (
            f"include/ctp/{manifest.word}",
            f"include/{manifest.header}",
            f"tests/{manifest.word}",
            f"generators/{manifest.word}",
            manifest.guide,
        ):
            if not (root / needed).exists():
                breaches.append(f"puzzles/{manifest.word}.json: {needed} does not exist")
    for layer in ("include/ctp", "tests", "generators"):
        for folder in sorted(p for p in (root / layer).iterdir() if p.is_dir()):
            if (
                (root / "include/ctp" / folder.name).is_dir()
                and folder.name not in NOT_PUZZLES
                and folder.name not in words
            ):
                breaches.append(
                    f"{layer}/{folder.name}/: a puzzle's folder without a manifest, "
                    f"puzzles/{folder.name}.json"
                )
    tu = root / "bench/compile/tu"
    measured = {
        technique.source for manifest in manifests for technique in manifest.bench.techniques
    }
    for source in sorted(measured):
        if not (tu / source).is_file():
            breaches.append(
                f"bench/compile/tu/{source}: does not exist, and a manifest of "
                'puzzles/ measures it ("bench": "techniques")'
            )
    for source in sorted(tu.glob("*.cpp")) if tu.is_dir() else ():
        if source.name not in measured and any(
            source.name.startswith(f"{word}_") for word in words
        ):
            breaches.append(
                f"bench/compile/tu/{source.name}: no manifest measures it (name its "
                'technique in its puzzle\'s manifest, "bench": "techniques")'
            )
    umbrella = root / "include/ctp.hpp"
    if common.read_text(umbrella) != umbrella_text(manifests):
        breaches.append(
            "include/ctp.hpp: does not include exactly every puzzle's umbrella "
            "header (check_layout.py --root . --fix-umbrella rewrites it)"
        )


def table_rows(path, first_cell):
    """The rows of the first table of the Markdown file at path whose header starts with
    first_cell, each a list of its cells: the header first, the separator left out."""
    rows = []
    for line in common.read_text(path).splitlines():
        if line.startswith(f"| {first_cell} |") and not rows:
            rows.append(line)
        elif rows and line.startswith("|"):
            rows.append(line)
        elif rows:
            break
    return [
        [cell.strip() for cell in row.strip("|").split("|")]
        for row in rows
        if not set(row) <= set("|- ")
    ]


def check_docs_tables(root, manifests, breaches):
    """Rule 8: the README's table of puzzles and the technique grid follow the manifests."""
    rows = table_rows(root / "README.md", "Puzzle")[1:]
    linked = [re.findall(r"\]\(([^)]+)\)", row[-1]) for row in rows]
    wanted = [[manifest.guide] for manifest in manifests]
    if linked != wanted:
        breaches.append(
            f"README.md: its table of puzzles links the guides "
            f"{[g for links in linked for g in links]}; the manifests, in their order, "
            f"say {[manifest.guide for manifest in manifests]}"
        )
    grid = table_rows(root / "docs/techniques.md", "Technique")
    header = grid[0][1:] if grid else []
    wanted = [
        f"[{manifest.title}]({pathlib.PurePosixPath(manifest.guide).relative_to('docs')})"
        for manifest in manifests
    ]
    if header != wanted:
        breaches.append(
            f"docs/techniques.md: the grid's columns are {header}; the manifests, in "
            f"their order, say {wanted}"
        )


def umbrella_text(manifests):
    """include/ctp.hpp as the manifests make it: every puzzle's core, in one include."""
    includes = sorted(["ctp/fixed_string.hpp", *(manifest.header for manifest in manifests)])
    lines = "".join(f'#include "{include}"\n' for include in includes)
    return (
        "// ctp, compile-time puzzles: the Boost-free core, every puzzle in one include "
        "(generated tables,\n"
        "// under ctp/tables/, and the run-time searches the tools run, each in its own "
        "header, are opt-in).\n"
        "// Written from the manifests, puzzles/*.json, by scripts/check_layout.py "
        "--fix-umbrella.\n"
        "#ifndef CTP_HPP_INCLUDED\n#define CTP_HPP_INCLUDED\n\n"
        f"{lines}\n#endif  // CTP_HPP_INCLUDED\n"
    )


def main(argv=None):
    parser = common.ArgumentParser(
        description="Check that the tree follows design.md's naming rule."
    )
    parser.add_argument("--root", required=True, help="the source tree")
    parser.add_argument(
        "--fix-umbrella",
        action="store_true",
        help="rewrite include/ctp.hpp from the manifests, puzzles/*.json",
    )
    args = parser.parse_args(argv)
    root = pathlib.Path(args.root)
    manifests = read_manifests(root)
    if args.fix_umbrella:
        common.write_if_changed(root / "include/ctp.hpp", umbrella_text(manifests))
    words = technique_words(root / "docs/design.md")
    puzzles = sorted(
        p.name for p in (root / "include/ctp").iterdir() if p.is_dir() and p.name not in NOT_PUZZLES
    )
    breaches = []
    check_manifests(root, manifests, breaches)
    check_docs_tables(root, manifests, breaches)
    for puzzle in puzzles:
        check_puzzle(root, puzzle, words, breaches)
    named = re.compile(r"\b(" + "|".join(puzzles + [p.split("_")[0] for p in puzzles]) + r")_\w+")
    for generic in GENERIC:
        for source in sorted((root / generic).rglob("*.hpp")):
            for match in sorted(set(named.findall(code_of(source)))):
                breaches.append(
                    f"{source.relative_to(root)}: names the puzzle `{match}` in a generic layer"
                )
    check_tool_namespaces(root, breaches)
    check_shared_tool_files(root, manifests, breaches)
    for breach in breaches:
        print(f"ctp: {breach}", file=sys.stderr)
    if breaches:
        common.fail(f"ctp: {len(breaches)} places break the naming rule of docs/design.md")
    common.status(f"ctp: {len(puzzles)} puzzles follow the naming rule of docs/design.md")
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
