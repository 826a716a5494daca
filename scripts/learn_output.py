"""What a compiler's output says about a learner's file, for scripts/learn.py: the output of g++-12
or clang++-19 read as blocks, one an error, each with the lines that place it (g++ prints where an
error was instantiated before it, clang++ in notes after it), and each block classified:

- a fact: a spec::fact call in the block names the fact that failed (tests/support/spec_fact.hpp);
- a limit: the constant evaluator or the instantiation ran out of a budget (LIMITS);
- a wrapper: the error a static_assert or a constexpr variable adds around a failed constant
  evaluation, which says nothing of its own when no note explains it;
- a cascade: a later use of a spec's variable whose evaluation failed before;
- anything else is a problem of the learner's file (a syntax error, a missing name, a template
  that recursed into a size the library refuses): the verdict leads with it.

Each block also knows the static_assert of the check it belongs to (its line of check.cpp), from
which the verdict names the size that failed first.
"""

import collections
import os
import re

# What a compiler prints when the constant evaluator or the instantiation runs out of its budget:
# (the words in the output, what the runner says, the flag that sets the budget).
LIMITS = (
    (
        "operation count exceeds limit",
        "ran out of the constant evaluator's operations",
        "-fconstexpr-ops-limit",
    ),
    (
        "loop iteration count exceeds limit",
        "ran out of the constant evaluator's loop iterations",
        "-fconstexpr-loop-limit",
    ),
    ("maximum step limit", "ran out of the constant evaluator's steps", "-fconstexpr-steps"),
    ("exceeds the limit", "needs an array larger than its step limit allows", "-fconstexpr-steps"),
    (
        "template instantiation depth exceeds",
        "nested templates deeper than its limit",
        "-ftemplate-depth",
    ),
    (
        "recursive template instantiation exceeded maximum depth",
        "nested templates deeper than its limit",
        "-ftemplate-depth",
    ),
    (
        "constexpr evaluation exceeded maximum depth",
        "nested constexpr calls deeper than its limit",
        "-fconstexpr-depth",
    ),
    (
        "evaluation depth exceeds maximum",
        "nested constexpr calls deeper than its limit",
        "-fconstexpr-depth",
    ),
)

# The errors a static_assert or a constexpr variable adds around a constant evaluation that failed
# (g++-12, clang++-19): the reason is in the notes or in the next error.
WRAPPERS = (
    "non-constant condition for static assertion",
    "static assertion expression is not an integral constant expression",
    "must be initialized by a constant expression",
    "static assertion failed",
)

# A line of a diagnostic: `file:line:column: text` (the column may be missing).
LOCATED = re.compile(r"(?P<file>[^\s:][^:]*):(?P<line>[0-9]+):(?:[0-9]+:)? (?P<text>.*)")
# g++'s line before an error inside a template: `file: In instantiation of '...':`.
INSTANTIATION = re.compile(
    r"(?P<file>[^\s:][^:]*): (?P<text>In (?:instantiation of|substitution).*)"
)


class Line:
    """One line of a diagnostic: where (file, line; None for neither), its kind ("error",
    "note", "warning" or "context", g++'s unlabelled lines that place the next error) and its
    text; the source lines the compiler quoted under it are in `source`."""

    def __init__(self, file, line, kind, text):
        self.file, self.line, self.kind, self.text = file, line, kind, text
        self.source = []


def read_line(raw):
    """The Line of one line of output, or None for a line that is no diagnostic."""
    match = LOCATED.fullmatch(raw)
    if match:
        text = match.group("text")
        for kind in ("fatal error", "error", "note", "warning"):
            if text.startswith(kind + ": "):
                return Line(
                    match["file"], int(match["line"]), kind.split()[-1], text[len(kind) + 2 :]
                )
        return Line(match["file"], int(match["line"]), "context", text.strip())
    match = INSTANTIATION.fullmatch(raw)
    if match:
        return Line(match["file"], None, "context", match["text"].rstrip(":"))
    return None


def read_lines(output):
    """The diagnostics of a compiler's output, in order, each with its quoted source lines."""
    lines = []
    for raw in output.splitlines():
        line = read_line(raw)
        if line:
            lines.append(line)
        elif lines and "|" in raw:
            lines[-1].source.append(raw)
    return lines


class Block:
    """One error with the lines that place and explain it."""

    def __init__(self, context, error):
        self.context, self.error, self.notes = context, error, []

    @property
    def lines(self):
        return self.context + [self.error] + self.notes

    def text(self):
        return "\n".join("\n".join([line.text] + line.source) for line in self.lines)


def blocks_of(output):
    """The errors of a compiler's output as Blocks, in order. g++'s context lines (In instantiation
    of, required from, in 'constexpr' expansion of) go with the error after them, notes with the
    error before them."""
    blocks, context = [], []
    for line in read_lines(output):
        if line.kind == "error":
            blocks.append(Block(context, line))
            context = []
        elif line.kind == "note" and blocks and not context:
            blocks[-1].notes.append(line)
        elif line.kind != "warning":
            context.append(line)
    return blocks


def facts_in(text, call=r"spec::(?:run_)?fact"):
    """The facts of a source, in order: the last string literal (adjacent ones joined) of each
    spec::fact(...) call (or spec::run_fact, or only the calls `call` matches)."""
    facts = []
    for start in re.finditer(call + r"\(", text):
        depth, end = 1, start.end()
        while depth and end < len(text):
            depth += {"(": 1, ")": -1}.get(text[end], 0)
            end += 1
        call = text[start.end() : end - 1]
        literal = re.search(r'((?:"(?:[^"\\]|\\.)*"\s*)+)$', call.strip())
        if literal:
            facts.append("".join(re.findall(r'"((?:[^"\\]|\\.)*)"', literal.group(1))))
    return facts


def run_facts(output):
    """The facts a program of a check says failed at run time: its lines `spec: FAILED: <fact>`
    (tests/support/spec_run_fact.hpp)."""
    return re.findall(r"^spec: FAILED: (.*)$", output, re.M)


def static_assert_lines(check_text):
    """The lines of the check on which a static_assert starts."""
    return [
        number
        for number, line in enumerate(check_text.splitlines(), 1)
        if line.lstrip().startswith("static_assert(")
    ]


def named_facts(text):
    """The facts a compiler names as failed: the string literals of the lines that quote a call
    of spec::fact (g++: `in 'constexpr' expansion of 'spec::fact(..., "FACT")'`; clang++: `in call
    to 'fact(false, ..., &"FACT"[0])'`)."""
    failed = []
    for line in text.splitlines():
        if "spec::fact(" in line and "expansion of" in line or "call to 'fact(" in line:
            literals = re.findall(r'"((?:[^"\\]|\\.)*)"', line)
            # g++ quotes the call within '...', so an apostrophe of the fact comes as \'.
            fact = literals[-1].replace("\\'", "'") if literals else None
            if fact and fact not in failed:
                failed.append(fact)
    return failed


def limit_hit(text):
    """(what the runner says, the flag) of the first budget the text says ran out, or None."""
    for words, said, flag in LIMITS:
        if words in text:
            return said, flag
    return None


def explaining(block):
    """The notes that explain an error: not where it was instantiated or called from, not where
    a name was declared, not that an earlier initializer failed (clang++'s `initializer of 'X' is
    not a constant expression` repeats an error already shown for X)."""
    return [
        note
        for note in block.notes
        if not note.text.startswith(("in ", "declared here", "initializer of '"))
    ]


def explaining_beyond(block):
    """The explaining notes of a block, beyond g++'s that a variable was not initialized."""
    return [
        note
        for note in explaining(block)
        if "was not initialized with a constant expression" not in note.text
    ]


def kind_of(block):
    """What a block is: "fact", "limit", "wrapper", "cascade" or "problem"."""
    text = block.text()
    if named_facts(text) or "fact_failed" in text:
        return "fact"
    if limit_hit(text):
        return "limit"
    if any(wrapper in block.error.text for wrapper in WRAPPERS):
        return "problem" if explaining(block) else "wrapper"
    repeated = any(
        note.text.startswith("initializer of '")
        or "was not initialized with a constant expression" in note.text
        for note in block.notes
    )
    if (
        (repeated or "_spec::" in block.error.text)
        and not explaining_beyond(block)
        and (
            "not usable in a constant expression" in block.error.text
            or "used in its own initializer" in block.error.text
            or "not a constant expression" in block.error.text
        )
    ):
        return "cascade"  # a variable whose initializer failed before, used again
    return "problem"


class Problem:
    """What the learner must fix first: a file, a line and the compiler's words."""

    def __init__(self, file, line, text):
        self.file, self.line, self.text = file, line, text


def same_file(one, other):
    return (
        one is not None and other is not None and os.path.normpath(one) == os.path.normpath(other)
    )


def instantiation(block):
    """The innermost template instance the block's error happened in, as the compiler names it,
    or None."""
    for line in block.lines:
        match = re.match(r"In instantiation of '(.*)'$", line.text) or re.match(
            r"in instantiation of .*?'(.*)' requested here", line.text
        )
        if match:
            return match.group(1)
    return None


def quoted_refusal(block):
    """The `ctp: ...` message the library refuses with, when the block quotes one (the source
    line of a detail::reject or a static_assert), or None."""
    match = re.search(r'"(ctp: (?:[^"\\]|\\.)*)"', block.text())
    return match.group(1) if match else None


def problem_of(block, learner):
    """The Problem of a block of kind "problem": the line of the learner's file it is on, or,
    for an error elsewhere, the innermost line of the learner's file that led to it (a template
    instantiated there); then the compiler's words, with the note that explains a wrapper, the
    library's refusal (a `ctp: ` message the block quotes) and the template instance it happened
    in."""
    error = block.error
    text = error.text
    explained = explaining(block)
    if explained and any(wrapper in text for wrapper in WRAPPERS):
        text = f"{text}: {explained[0].text}"
    # g++ places an error from the outside in (the last line of its context is the innermost),
    # clang++ from the inside out (its first note).
    inside = [line for line in block.context if same_file(line.file, learner) and line.line]
    inside += [line for line in reversed(block.notes) if same_file(line.file, learner)]
    place = error if same_file(error.file, learner) or not inside else inside[-1]
    refusal = quoted_refusal(block)
    if refusal and refusal not in text:
        text = f"{refusal} ({text})" if "reject" in block.text() else f"{text}: {refusal}"
    instance = instantiation(block)
    if instance:
        text += f", in {instance}"
    return Problem(place.file, place.line, text)


def first_problem(output, learner):
    """The first error that is not a failed fact, a budget, a wrapper or a cascade: the first one
    in (or reached through) the learner's file, else the first of all; None when there is none."""
    problems = [block for block in blocks_of(output) if kind_of(block) == "problem"]
    for block in problems:
        if any(same_file(line.file, learner) for line in block.lines):
            return problem_of(block, learner)
    return problem_of(problems[0], learner) if problems else None


def check_lines(output, check):
    """fact -> the first line of the check (a static_assert, one size each) where it failed; and
    the lines where a budget ran out. A block belongs to the line of the check it names first,
    else to the last one named before it."""
    failed, limits, last = {}, [], None
    for block in blocks_of(output):
        lines = [line.line for line in block.lines if same_file(line.file, check) and line.line]
        here = lines[0] if lines else last
        last = lines[-1] if lines else last
        if here is None:
            continue
        kind = kind_of(block)
        if kind == "fact":
            for fact in named_facts(block.text()):
                failed[fact] = min(failed.get(fact, here), here)
        elif kind == "limit" and here not in limits:
            limits.append(here)
    return failed, sorted(limits)


def first_moves(output):
    """fact -> the move it failed at first, where a compiler says it: clang++ shows the
    arguments of the calls it was in, and a spec that checks move by move calls a lambda named
    for it (`in call to 'move_holds.operator()(5)'`); g++ quotes the calls as written, without
    the values."""
    moves = {}
    for block in blocks_of(output):
        if kind_of(block) != "fact":
            continue
        called = re.search(r"in call to '\w*move\w*\.operator\(\)\(([0-9]+)\)'", block.text())
        for fact in named_facts(block.text()):
            if called and fact not in moves:
                moves[fact] = int(called.group(1))
    return moves


def recursing(output):
    """The function or class template that recursed past a depth limit: the one named most often
    in the lines that place the error (g++'s `in 'constexpr' expansion of` and `required from`,
    clang++'s `in call to` and `in instantiation of`), or None."""
    names = collections.Counter()
    for block in blocks_of(output):
        if kind_of(block) != "limit":
            continue
        for line in block.lines:
            for quoted in re.findall(r"'([^']+)'", line.text):
                base = re.split(r"[<(]", quoted, maxsplit=1)[0].split()
                if base and re.fullmatch(r"[A-Za-z_][\w:]*", base[-1]) and base[-1] != "constexpr":
                    names[base[-1]] += 1
    common = [name for name, count in names.most_common(1) if count > 2]
    return common[0] if common else None


def template_arguments(statement):
    """The arguments of the first template-id of a statement (`holds<"hana", 3, decltype(f)>`),
    split at its own commas, each without its namespace or quotes: ["hana", "3", "decltype(f)"]."""
    start = re.search(r"[\w:]<", statement)
    if not start:
        return []
    depth, arguments, current = 0, [], ""
    for char in statement[start.end() - 1 :]:
        depth += {"<": 1, "(": 1, ">": -1, ")": -1}.get(char, 0)
        if depth == 0:
            break
        if depth == 1 and char in "<,":
            if char == ",":
                arguments.append(current)
            current = ""
            continue
        current += char
    arguments.append(current)
    return [argument.strip().strip('"').split("::")[-1] for argument in arguments]


def statement_at(check_text, line):
    """The statement of the check that line (1-based) is part of, up to its semicolon: a
    static_assert that clang-format split over lines is read from its first."""
    lines = check_text.splitlines()
    start = min(max(line, 1), len(lines)) - 1
    while (
        start > 0
        and not lines[start].lstrip().startswith("static_assert(")
        and not lines[start - 1].rstrip().endswith((";", "}", "{"))
    ):
        start -= 1
    return "\n".join(lines[start:]).split(";", 1)[0]


def case_at(check_text, line, wording):
    """The size or example a static_assert of the check grades, in the exercise's words (wording:
    `{0} discs`, `a {0}x{1} board`, its arguments numbered from 0), or `check.cpp:LINE`."""
    arguments = template_arguments(statement_at(check_text, line))
    if wording:
        try:
            named = wording.format(*arguments)
        except IndexError:
            named = None
        if named:
            return re.sub(r"\b1 (\w+)s\b", r"1 \1", named)
    return f"check.cpp:{line}"
