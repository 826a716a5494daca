#!/usr/bin/env python3
"""The test docs.table_names: the table of docs/generated_headers.md that says which names each
kind of header has ("Every header has the same names for the same questions") agrees with the
headers ctp-gen writes.

    check_table_names.py --ctp-gen <ctp-gen> --page <docs/generated_headers.md>

Generates a small header of each kind (a column of the table) and, for each row whose first cell
begins with a name in backticks, checks that the header declares that name outside its namespace
`detail` where the cell is not a dash, and not where it is one.
"""

import os
import re
import sys
import tempfile

import common

# The table's heading, the columns after the first.
HEADING = "| Name | nine-tails | water | river | hanoi | rings | water-hardest |"
DASH = "—"
# The ctp-gen arguments of each column's headers: a small table of each kind, and for the river
# both of its puzzles, whose names together are the column's.
KINDS = {
    "nine-tails": [["nine-tails", "--rows", "2", "--cols", "2"]],
    "water": [["water", "3,5"]],
    "river": [["river", "farmer"], ["river", "3,3"]],
    "hanoi": [["hanoi", "3"]],
    "rings": [["rings", "3"]],
    "water-hardest": [["water-hardest", "--cups", "3", "--max", "4"]],
}
BLOCK_START = re.compile(r"^namespace (detail|unchecked) \{")
BLOCK_END = re.compile(r"^\}\s+// namespace (detail|unchecked)")
DECLARATION = re.compile(r"^(?:inline |constexpr|consteval|class|struct|using)")
# The name a declaration's line declares: the last word before its first (, =, { or ;.
DECLARED = re.compile(r"^[^(=;{]*?\b([A-Za-z_][A-Za-z0-9_]*)\s*[(={;]")
ROW_NAME = re.compile(r"^`((?:unchecked::)?[A-Za-z_][A-Za-z0-9_]*)")


def declared_names(header):
    """The names the text of a generated header declares at the level of its namespace outside
    `detail`, those of its namespace `unchecked` as `unchecked::name`."""
    names, block = set(), None
    for line in header.splitlines():
        start = BLOCK_START.match(line)
        if start:
            block = start.group(1)
        elif BLOCK_END.match(line):
            block = None
        elif block != "detail" and DECLARATION.match(line):
            declared = DECLARED.match(line)
            if declared:
                names.add(("unchecked::" if block else "") + declared.group(1))
    return names


def table_rows(page):
    """The rows of the page's table of names: (name, {kind: whether the cell says it has it}),
    for each row whose first cell begins with a name."""
    lines = page.splitlines()
    if HEADING not in lines:
        common.fail(f"ctp: no table headed {HEADING}")
    kinds = [cell.strip() for cell in HEADING.strip("|").split("|")][1:]
    rows = []
    for line in lines[lines.index(HEADING) + 2 :]:
        if not line.startswith("|"):
            break
        cells = [cell.strip() for cell in re.split(r"(?<!\\)\|", line.strip().strip("|"))]
        name = ROW_NAME.match(cells[0])
        if name:
            rows.append((name.group(1), {k: cell != DASH for k, cell in zip(kinds, cells[1:])}))
    return rows


def mismatches(rows, names_of):
    """What the rows say that the headers' names (`names_of`, by kind) do not."""
    found = []
    for name, has in rows:
        for kind, said in has.items():
            if said != (name in names_of[kind]):
                what = "has" if name in names_of[kind] else "has no"
                found.append(f"the {kind} header {what} {name}, but the table says otherwise")
    return found


def main(argv=None):
    parser = common.ArgumentParser(
        description="Check the table of each header kind's names against ctp-gen's headers."
    )
    parser.add_argument("--ctp-gen", required=True, help="the ctp-gen that writes the headers")
    parser.add_argument("--page", required=True, help="docs/generated_headers.md")
    args = parser.parse_args(argv)

    names_of = {}
    with tempfile.TemporaryDirectory(prefix="ctp-table-names-") as folder:
        for kind, commands in KINDS.items():
            names_of[kind] = set()
            for number, arguments in enumerate(commands):
                path = os.path.join(folder, f"{kind}{number}.hpp")
                made = common.execute([args.ctp_gen, *arguments, "-o", path], merge=True)
                if made.returncode != 0:
                    common.fail(f"ctp: ctp-gen {' '.join(arguments)} failed:\n{made.stdout}")
                names_of[kind] |= declared_names(common.read_text(path))
    found = mismatches(table_rows(common.read_text(args.page)), names_of)
    if found:
        common.fail("ctp: " + "\nctp: ".join(found))
    common.status("ctp: the table of names agrees with every kind of header")
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
