"""An exercise's hints, for scripts/learn.py: read from its hints.md (one `## Hint N` section each,
kept apart from the task), each tied to the facts it helps with, and rendered for a terminal.

A section may start with lines `Fact: <a fact, as the verdict names it>`: a failing verdict shows
a hint tied to the first fact that failed, else a hint tied to no fact. The markdown is rendered
as a terminal shows it: a paragraph on one line, a code block kept as indented lines, a list item
on a line of its own, `<sup>d−1</sup>` as `^(d−1)`, emphasis and other HTML tags dropped, a link
as its text and its target; inline code keeps its backticks, which a terminal cannot show
otherwise.
"""

import re

# A line of a hint's section that ties it to a fact.
FACT = re.compile(r"^Fact:\s*(?P<fact>.+?)\s*$")


class Hint:
    """One `## Hint N` section: its number, the facts it is tied to and its lines as a terminal
    shows them."""

    def __init__(self, number, facts, lines):
        self.number, self.facts, self.lines = number, facts, lines


def read(text):
    """The hints of a hints.md, in order."""
    parts = re.split(r"^## Hint (\d+)\s*$", text, flags=re.M)[1:]
    hints = []
    for number, body in zip(parts[0::2], parts[1::2]):
        lines = body.strip("\n").splitlines()
        facts = []
        while lines and (FACT.match(lines[0]) or not lines[0].strip()):
            match = FACT.match(lines[0])
            if match:
                facts.append(match["fact"])
            lines.pop(0)
        hints.append(Hint(int(number), facts, render("\n".join(lines))))
    return hints


def link(match):
    """A markdown link as `text (where)`; a path that climbs out of the exercise's folder (two
    `..` steps) is shown from the project's root, where the learner runs the runner."""
    target = match[2][len("../../") :] if match[2].startswith("../../") else match[2]
    return f"{match[1]} ({target})"


def inline(text):
    """A paragraph's text as a terminal shows it; inline code is left as it is."""
    pieces = re.split(r"(`[^`]*`)", text)
    for i in range(0, len(pieces), 2):  # the text between code spans
        piece = pieces[i]
        piece = re.sub(
            r"<sup>(.*?)</sup>",
            lambda m: "^" + (m[1] if re.fullmatch(r"\w+", m[1]) else f"({m[1]})"),
            piece,
        )
        piece = re.sub(r"<sub>(.*?)</sub>", r"_\1", piece)
        piece = re.sub(r"</?[a-zA-Z][^>]*>", "", piece)
        piece = re.sub(r"!?\[([^\]]*)\]\(([^)]*)\)", link, piece)
        piece = re.sub(r"(\*\*|__)(\S.*?)\1", r"\2", piece)
        piece = re.sub(r"(?<![\w*])\*(\S[^*]*?)\*(?![\w*])", r"\1", piece)
        piece = re.sub(r"\\([\\`*_{}\[\]()#+\-.!<>])", r"\1", piece)
        pieces[i] = piece
    return "".join(pieces)


def render(markdown):
    """The lines of a hint's markdown as a terminal shows them: each paragraph or list item on one
    line, each line of a code block indented by four spaces."""
    lines, paragraph, fenced = [], [], False

    def flush():
        if paragraph:
            lines.append(inline(" ".join(paragraph)))
            paragraph.clear()

    for raw in markdown.splitlines():
        if raw.lstrip().startswith("```"):
            flush()
            fenced = not fenced
        elif fenced:
            lines.append("    " + raw.rstrip())
        elif not raw.strip():
            flush()
        elif re.match(r"\s*(?:[-*+]|[0-9]+\.)\s", raw):
            flush()
            paragraph.append(raw.strip())
        else:
            paragraph.append(raw.strip())
    flush()
    return lines


def for_verdict(hints, fact, shown):
    """The hint a failing verdict shows when fact failed first (None for no fact): the last one
    shown of the hints tied to it, else the first of them; with none tied to it, the same of the
    hints tied to no fact. shown is the set of the numbers shown so far. None when no hint fits."""
    fitting = [hint for hint in hints if fact in hint.facts] or [
        hint for hint in hints if not hint.facts
    ]
    seen = [hint for hint in fitting if hint.number in shown]
    return seen[-1] if seen else (fitting[0] if fitting else None)


def following(hints, shown):
    """The hint `--hint` shows next: the first one not shown yet, or None."""
    return next((hint for hint in hints if hint.number not in shown), None)
