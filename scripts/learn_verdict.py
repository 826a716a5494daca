"""The verdict of one grading of an exercise, for scripts/learn.py: what each compiler's outcome
says (learn_output.py reads the output), fact by fact, and the lines the learner reads, which lead
with what to fix first."""

import os
import re
import signal

import capture_diagnostic
import common
import learn_budget
import learn_output


def plural(count, word):
    return f"{count} {word}" + ("" if count == 1 else "s")


class Verdict:
    """The facts of one grading: each passed, failed (with the compilers that failed it, and the
    size they failed at first) or not reached; before them, the errors of the learner's file that
    are not failed facts; and the failures that name no fact."""

    def __init__(self, exercise, solution, outcomes, grader, needs=None):
        self.exercise, self.solution, self.outcomes = exercise, solution, outcomes
        self.root, self.needs = grader.root, needs or {}
        self.facts = exercise.facts()
        self.failed = {}  # fact -> [compilers]
        self.why = {}  # (fact, compiler) -> why it failed, in a few words
        self.at = {}  # (fact, compiler) -> the line of the check where it failed first
        self.move = {}  # (fact, compiler) -> the move it failed at first, where a compiler says
        self.fixes = []  # one `ctp: ` line for each compiler's first error of the learner's file
        self.problems = []  # one `ctp: ` line for each failure that names no fact
        self.logs = []
        self.probes = [probe["fact"] for probe in exercise.must_fail]
        check = common.read_text(exercise.check)
        # The check's own facts that stand alone, each a static_assert of its own: evaluated
        # whatever the others do. The rest are checked in turn, and a size stops at the first
        # that fails.
        self.alone = learn_output.facts_in(check, r"static_assert\(\s*spec::fact")
        self.run_only = learn_output.facts_in(check, r"spec::run_fact")
        self.ran = False  # whether a program of the check ran to its end
        for outcome in outcomes:
            self.read(outcome, grader)
        order = {fact: i for i, fact in enumerate(self.facts)}
        self.first = min(self.failed, key=lambda fact: order.get(fact, len(order)), default=None)

    def fail(self, fact, compiler, why=None, at=None):
        self.failed.setdefault(fact, [])
        if compiler not in self.failed[fact]:
            self.failed[fact].append(compiler)
        if why:
            self.why[(fact, compiler)] = why
        if at:
            self.at[(fact, compiler)] = at

    def where(self, path):
        return os.path.relpath(path, self.root)

    def read(self, outcome, grader):
        compiler, where = outcome.compiler, self.where(outcome.path)
        self.logs.append(where)
        if outcome.kind and outcome.probe:
            self.fail(outcome.probe["fact"], compiler, "stopped")
        if outcome.kind == "timeout":
            self.problems.append(
                f"ctp: {compiler} took more than {grader.timeout:g} s and was stopped"
                f"{self.reached(outcome.output)} (output in {where}): a compile this long "
                "usually does work that grows exponentially with the size, such as a recursion "
                "that instantiates or calls both smaller problems at each level, 2^N of them for "
                "N"
            )
        elif outcome.kind == "output":
            self.problems.append(
                f"ctp: {compiler} wrote more than {grader.limit} bytes and was "
                f"stopped (the first {grader.limit} are in {where})"
            )
        elif outcome.probe:
            self.read_probe(outcome)
        elif outcome.status == 0:
            if outcome.ran:
                self.read_run(outcome.ran, compiler, grader)
        else:
            self.read_failed(outcome, where)

    def reached(self, output):
        """Where a compile that was stopped had got to, as far as its output says: `, after
        reporting on 5 discs` (the last static_assert of the check it named), or nothing."""
        lines = [
            line.line
            for block in learn_output.blocks_of(output)
            for line in block.lines
            if learn_output.same_file(line.file, self.exercise.check) and line.line
        ]
        return f", after reporting on {self.exercise.case_at(max(lines))}" if lines else ""

    def read_probe(self, outcome):
        """A misuse must fail with the expected message, in exactly as many errors as expected:
        the count is always said, since predicting it is the point."""
        fact, expected = outcome.probe["fact"], outcome.probe["expect"]
        errors = capture_diagnostic.diagnostics(outcome.output)[1]
        said = expected in outcome.output
        wanted = outcome.probe.get("errors")
        if outcome.status == 0:
            self.fail(fact, outcome.compiler, "it compiled")
        elif wanted is not None and errors != wanted:
            none = "" if said else f", none that says `{expected}`"
            self.fail(fact, outcome.compiler, f"{plural(errors, 'error')}, not {wanted}{none}")
        elif not said:
            which = "which does not say" if errors == 1 else "none says"
            self.fail(fact, outcome.compiler, f"{plural(errors, 'error')}, {which} `{expected}`")

    def read_failed(self, outcome, where):
        """A compile that failed: the facts it names, each at the size it failed first; the first
        error that is none of them (the learner's to fix first); a budget that ran out."""
        compiler, output = outcome.compiler, outcome.output
        named = learn_output.named_facts(output)
        lines, limits = learn_output.check_lines(output, self.exercise.check)
        moves = learn_output.first_moves(output)
        for fact in named:
            self.fail(fact, compiler, at=lines.get(fact))
            if fact in moves:
                self.move[(fact, compiler)] = moves[fact]
        problem = learn_output.first_problem(output, self.solution)
        if problem:
            place = f"{self.where(problem.file)}:{problem.line}" if problem.line else problem.file
            whose = "" if learn_output.same_file(problem.file, self.solution) else " the check with"
            self.fixes.append(f"ctp: {compiler} cannot compile{whose} {place}: {problem.text}")
        limit = learn_output.limit_hit(output)
        if self.exercise.budget and limit:
            fact = self.exercise.budget["fact"]
            self.fail(fact, compiler, self.over_budget(compiler, lines, limits), limits[:1] or None)
        elif limit and not named:
            said, flag = limit
            name = learn_output.recursing(output)
            by = f" ({name} recursed)" if name and "nested" in said else ""
            at = f" at {self.exercise.case_at(limits[0])}" if limits else ""
            self.problems.append(f"ctp: {compiler} {said} ({flag}){by}{at}, in {where}")
        elif not named and not problem:
            self.problems.append(
                f"ctp: {compiler} cannot compile it: {first_error(output)} (all of it in {where})"
            )

    def over_budget(self, compiler, lines, limits):
        """What ran out of the budget, how much it needed and the last size that fit."""
        flag, limit = learn_budget.split_flag(self.exercise.budget_flag(compiler))
        at = f"at {self.exercise.case_at(limits[0])}" if limits else "in the check"
        if compiler in self.needs:
            said = f"{at} it needs {learn_budget.worded(flag, limit, self.needs[compiler])}"
        else:
            said = f"{at} it ran out of {limit:,} ({flag})"
        failed = set(lines.values()) | set(limits)
        fit = [
            line
            for line in learn_output.static_assert_lines(common.read_text(self.exercise.check))
            if limits and line < limits[0] and line not in failed
        ]
        return said + (f"; {self.exercise.case_at(fit[-1])} fit" if fit else "")

    def read_run(self, ran, compiler, grader):
        where = self.where(ran.path)
        self.logs.append(where)
        program = f"ctp: the program built by {compiler}"
        failed = [] if ran.kind else learn_output.run_facts(ran.output)
        self.ran = self.ran or not ran.kind and ran.status >= 0
        for fact in failed:
            self.fail(fact, compiler)
        if ran.kind == "timeout":
            self.problems.append(
                f"{program} ran more than {grader.timeout:g} s and was stopped (output in {where})"
            )
        elif ran.kind == "output":
            self.problems.append(
                f"{program} wrote more than {grader.limit} bytes and was stopped (in {where})"
            )
        elif ran.status < 0:
            self.problems.append(
                f"{program} crashed: {signal.Signals(-ran.status).name} (output in {where})"
            )
        elif ran.status != 0 and not failed:
            self.problems.append(f"{program} exited with {ran.status} (output in {where})")

    @property
    def passed(self):
        return not self.failed and not self.problems and not self.fixes

    def status_of(self, fact):
        if fact in self.failed:
            return "FAILED"
        if self.fixes:
            return "not graded"  # the file does not compile: a fact not named may not hold
        if fact in self.run_only and not self.ran:
            return "not reached"  # checked by the program, which did not run
        if fact in self.probes or fact in self.alone and not self.problems:
            return "passed"  # a compile of its own, or a static_assert of its own
        if self.problems or self.exercise.budget and self.exercise.budget["fact"] in self.failed:
            return "not reached"
        if self.first is None or self.first in self.probes:
            return "passed"
        if (
            fact in self.facts
            and self.first in self.facts
            and self.facts.index(fact) < self.facts.index(self.first)
        ):
            return "passed"
        return "not reached"

    def predicted(self, fact, compiler):
        """For a fact that grades the learner's prediction (exercise.toml's `[prediction]`): which
        way it is off and where it is written, `too low: sizeof_on_gcc = 0, at file:12`; else
        None."""
        prediction = self.exercise.config.get("prediction", {})
        way = {prediction.get("too_low"): "too low", prediction.get("too_high"): "too high"}
        if fact not in way:
            return None
        name = prediction.get("clang" if "clang" in compiler else "gcc", prediction.get("name"))
        text = common.read_text(self.solution)
        found = name and re.search(rf"\b{re.escape(name)}\s*=\s*([^;]*);", text)
        if not found:
            return way[fact]
        line = text[: found.start()].count("\n") + 1
        return f"{way[fact]}: {name} = {found[1].strip()}, at {self.where(self.solution)}:{line}"

    def details(self, fact, compiler):
        """Why a compiler failed fact, and where first: `first at 3 rings`; for a prediction,
        which way it is off, and where in the learner's file."""
        parts = [self.why.get((fact, compiler))]
        line = self.at.get((fact, compiler))
        predicted = self.predicted(fact, compiler)
        if predicted:
            parts.append(predicted)
        elif line and fact != (self.exercise.budget or {}).get("fact"):
            move = self.move.get((fact, compiler))
            at_move = "" if move is None else f", move {move} (counted from 0)"
            parts.append(f"first at {self.exercise.case_at(line)}{at_move}")
        return "; ".join(part for part in parts if part)

    def who(self, fact):
        """The compilers that failed fact, grouped by what they say: `  (g++-12, clang++-19:
        first at 3 rings)`."""
        if fact not in self.failed:
            return ""
        groups = {}
        for compiler in self.failed[fact]:
            groups.setdefault(self.details(fact, compiler), []).append(compiler)
        named = [
            ", ".join(compilers) + (f": {said}" if said else "")
            for said, compilers in groups.items()
        ]
        return f"  ({'; '.join(named)})"

    def report(self, hint=None):
        """The lines the learner reads: what to fix first, then each fact, then the failures that
        name no fact or the first failed fact, a hint (its lines) and where the full output
        is."""
        lines = list(self.fixes)
        if self.fixes:
            lines.append(
                "(fix that first: the facts below are graded on a file that does not compile)"
            )
        for fact in self.facts:
            lines.append(f"  {self.status_of(fact):<12} {fact}{self.who(fact)}")
        for fact in self.failed:
            if fact not in self.facts:
                lines.append(f"  {'FAILED':<12} {fact}{self.who(fact)}")
        if self.problems:
            lines += self.problems
        elif self.first:
            lines.append(f"ctp: FAILED: {self.first}{self.who(self.first)}")
        if not self.passed:
            if hint:
                lines += [f"hint: {hint[0]}"] + [f"  {line}" for line in hint[1:]]
            lines.append("the compilers' full output: " + ", ".join(self.logs))
            if any(self.status_of(fact) == "not reached" for fact in self.facts):
                lines.append(
                    "(a compiler stops checking a size at its first failed fact: the facts "
                    "after it are not reached yet)"
                )
        return lines


def first_error(output):
    """The first line of a compiler's output that says error (or the first line at all)."""
    lines = [line for line in output.splitlines() if line.strip()]
    for line in lines:
        if "error" in line:
            return line.strip()[:300]
    return lines[0].strip()[:300] if lines else "(no output)"
