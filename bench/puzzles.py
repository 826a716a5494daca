"""The puzzles the benchmarks know: the project's one list, CTP_PUZZLES in
generators/puzzles.cmake, and what the charts and the docs' figures say of each, keyed by its word
(its folder, include/ctp/<puzzle>/).

  listed(root)       the words of the list, in its order
  table(root)        {word: Puzzle} for each of them, in the same order; a word of the list that
                     ABOUT has no entry for, or an entry for a word not listed, is a `ctp: bench:`
                     error (ListError) that names it
"""

import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIST = Path("generators") / "puzzles.cmake"


@dataclass(frozen=True)
class Puzzle:
    title: str      # the title of its charts and of its table in results.md
    unit: str       # what a benchmark's SIZE counts, plural: "**20** discs, both compilers"
    axis: str = ""  # the charts' x axis, where it says more than the unit
    quick: int = 0  # harness.py --quick measures sizes up to this only (0: every size)

    @property
    def label(self):
        return self.axis or self.unit


# One entry a puzzle of the list, and only those.
ABOUT = {
    "hanoi": Puzzle("Towers of Hanoi", "discs", quick=14),
    "chinese_rings": Puzzle("Chinese rings (taking all off)", "rings", quick=10),
    "nine_tails": Puzzle("Nine tails, the whole table", "cells",
                         "cells (4 = 2x2, 9 = 3x3, 12 = 3x4, 16 = 4x4)", quick=9),
    "water_pouring": Puzzle("Water pouring, the hardest of 3 cups up to 20", "puzzles",
                            "one puzzle (10, 11 and 20, 15 wanted)"),
    "river_crossing": Puzzle("River crossing, missionaries and cannibals", "couples",
                             "missionaries, and as many cannibals, with a boat of 4", quick=20),
}


class ListError(Exception):
    """The list cannot be read, or names a puzzle ABOUT has no entry for."""


def listed(root=ROOT):
    """The words of CTP_PUZZLES, in the order of generators/puzzles.cmake."""
    path = Path(root) / LIST
    try:
        text = path.read_text()
    except OSError as e:
        raise ListError(f"ctp: bench: cannot read the list of puzzles, {path}: {e.strerror}") from e
    # Comments first: they may name a puzzle, or set(CTP_PUZZLES ...) itself.
    code = re.sub(r"#.*", "", text)
    found = re.search(r"\bset\(\s*CTP_PUZZLES\b([^)]*)\)", code)
    if not found or not found.group(1).split():
        raise ListError(f"ctp: bench: {path} sets no CTP_PUZZLES list")
    return tuple(found.group(1).split())


def table(root=ROOT, about=None):
    """{word: Puzzle} for each puzzle of the list, in its order."""
    about = ABOUT if about is None else about
    words = listed(root)
    missing = [word for word in words if word not in about]
    if missing:
        raise ListError(f"ctp: bench: {Path(root) / LIST} lists {', '.join(missing)}, which "
                        f"bench/puzzles.py's ABOUT has no entry for (a title and a unit)")
    extra = [word for word in about if word not in words]
    if extra:
        raise ListError(f"ctp: bench: bench/puzzles.py's ABOUT has entries for {', '.join(extra)}, "
                        f"which {Path(root) / LIST} does not list")
    return {word: about[word] for word in words}


def load(root=ROOT):
    """table(root) for a program: a ListError ends it with its message, and status 1."""
    try:
        return table(root)
    except ListError as e:
        raise SystemExit(str(e)) from None
