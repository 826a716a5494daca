#!/usr/bin/env python3
"""The exercises' runner (`make learn`): grades a learner's file of exercises/ with the library's
own specification, on g++-12 and clang++-19 at once, and says fact by fact what holds.

    learn.py [EXERCISE]            grade EXERCISE, or the first one not done yet
    learn.py --watch [EXERCISE]    grade again on every save (polls the files' times twice a second)
    learn.py --list                every exercise, done or not: the progress
    learn.py --hint EXERCISE       reveal the exercise's next hint (the first not shown yet)
    learn.py --reset EXERCISE      write the learner's file back as the skeleton it was committed
                                   as, after a copy of it in the build folder, which it names
    learn.py --solution EXERCISE   show the reference solution
    learn.py --prove EXERCISE      (the test) the reference passes, the skeleton fails as expected

An exercise is a folder exercises/NN_<name>/ found by its exercise.toml (no list to edit): the
learner's file, its check (a translation unit that applies tests/<puzzle>/spec.hpp to the
learner's namespace), README.md (the task), hints.md (its hints, apart from the task) and
reference/ (the solution). Each check is compiled with -fsyntax-only (a constant evaluation needs
no object code), by each compiler at the same time, with default limits unless the exercise grades
a budget; a compiler that fails a fact names it (tests/support/spec_fact.hpp), and the runner
reads the name back (learn_output.py), with the size it failed at first. The verdict leads with
what the learner must fix: an error of the learner's file that is not a failed fact (file, line,
the compiler's words); over a budget, how much the check needed (learn_budget.py). The learner's
file is untrusted: each compile and run is stopped past --timeout seconds or --output-limit bytes,
writes only in the build folder, and every failure is one line that starts with `ctp: `.

Exit status: 0 when the exercise is done (or another action succeeded), NOT_DONE (3) when it was
graded and is not done yet, 1 when it could not be graded (a `ctp: ` line says why).
"""

import concurrent.futures
import csv
import hashlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
import tomllib

import common
import learn_budget
import learn_hints
import learn_output
import learn_verdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COMPILERS = ("g++-12", "clang++-19")
NOT_DONE = 3


class Exercise:
    """One folder of exercises/, as its exercise.toml describes it."""

    def __init__(self, root, folder):
        self.root = root
        self.name = os.path.basename(folder)
        self.folder = folder
        toml = os.path.join(folder, "exercise.toml")
        try:
            with open(toml, "rb") as file:
                self.config = tomllib.load(file)
        except tomllib.TOMLDecodeError as error:
            common.fail(f"ctp: {toml}: {error}")
        for key in ("lesson", "puzzle", "file", "first_failed"):
            if key not in self.config:
                common.fail(f"ctp: {toml} has no `{key}`")
        self.file = self.config["file"]
        self.check = os.path.join(folder, self.config.get("check", "check.cpp"))
        self.learner = os.path.join(folder, self.file)
        self.reference = os.path.join(folder, "reference", self.file)
        self.budget = self.config.get("budget", {})
        self.must_fail = self.config.get("must_fail", [])
        self.reach = self.config.get("reach")

    def facts(self):
        """Every fact the check grades, in the order it checks them: the spec's, the check's own,
        then the budget and what must not compile."""
        found = []
        for source in [self.config.get("spec")] + [self.check]:
            if source:
                for fact in learn_output.facts_in(
                    common.read_text(os.path.join(self.root, source))
                ):
                    if fact not in found:
                        found.append(fact)
        if self.budget:
            found.append(self.budget["fact"])
        found += [probe["fact"] for probe in self.must_fail]
        return found

    def hints(self):
        """The hints, in order (learn_hints.Hint): each a `## Hint N` section of hints.md, kept
        apart from the task (README.md) so that reading the task spoils nothing, maybe tied to
        facts; none when the file is missing."""
        path = os.path.join(self.folder, "hints.md")
        if not os.path.exists(path):
            return []
        return learn_hints.read(common.read_text(path))

    def budget_flag(self, compiler):
        """The budget's flag for a compiler (its name): the clang one or the gcc one."""
        return self.budget["clang" if "clang" in compiler else "gcc"]

    def case_at(self, line):
        """The size or example the static_assert on line of the check grades, in the words of
        exercise.toml's `case` (`{0} discs`), or `check.cpp:LINE`."""
        return learn_output.case_at(common.read_text(self.check), line, self.config.get("case"))

    def skeleton(self):
        """The learner's file as committed (git's HEAD), whatever the learner made of it since;
        the file itself where git has none."""
        relative = os.path.relpath(self.learner, self.root)
        shown = (
            subprocess.run(
                ["git", "-C", self.root, "show", f"HEAD:{relative}"],
                capture_output=True,
                text=True,
                check=False,
            )
            if shutil.which("git")
            else None
        )
        if shown is not None and shown.returncode == 0:
            return shown.stdout
        return common.read_text(self.learner)


def find_exercises(root):
    """Every exercise of root/exercises/, in the order of the lessons (the folders' names)."""
    folder = os.path.join(root, "exercises")
    names = (
        sorted(
            name
            for name in os.listdir(folder)
            if os.path.isfile(os.path.join(folder, name, "exercise.toml"))
        )
        if os.path.isdir(folder)
        else []
    )
    return [Exercise(root, os.path.join(folder, name)) for name in names]


def reach_of(root, compiler, puzzle, technique):
    """The largest size the benchmark built (bench/results/compile_limits.csv)."""
    path = os.path.join(root, "bench", "results", "compile_limits.csv")
    with open(path, encoding="utf-8", newline="") as file:
        for row in csv.DictReader(file):
            if (row["cxx"], row["puzzle"], row["technique"]) == (compiler, puzzle, technique):
                return int(row["largest"])
    common.fail(f"ctp: {path} has no reach of {puzzle} {technique} for {compiler}")


class Outcome:
    """What one compile (or compile and run) ended with."""

    def __init__(self, status, output, path, kind=None):
        self.status, self.output, self.path, self.kind = status, output, path, kind


def bounded_run(command, log, timeout, limit, cwd, env):
    """Runs command with its output (both streams) in the file log; stops it past timeout seconds
    or limit bytes of output. Returns an Outcome whose kind is None, "timeout" or "output"."""
    with open(log, "wb") as out:
        try:
            process = subprocess.Popen(
                command,
                stdout=out,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                cwd=cwd,
                env=env,
                start_new_session=True,
            )
        except OSError as error:
            common.fail(
                f"ctp: cannot run {command[0]}: {error.strerror or error}; run scripts/setup"
            )
        deadline, kind = time.monotonic() + timeout, None
        while process.poll() is None:
            if time.monotonic() > deadline:
                kind = "timeout"
            elif os.path.getsize(log) > limit:
                kind = "output"
            if kind:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
                break
            time.sleep(0.02)
    with open(log, "rb") as file:
        output = file.read(limit).decode("utf-8", "replace")
    if kind == "output":
        os.truncate(log, limit)
    return Outcome(process.returncode, output, log, kind)


class Grader:
    """Compiles an exercise's check against one solution with each compiler, and reads the
    facts back."""

    def __init__(self, root, build, compilers, timeout, limit):
        self.root, self.build, self.compilers = root, build, compilers
        self.timeout, self.limit = timeout, limit
        # Added to the measured reach an exercise is given (CTP_REACH): not 0 only while --prove
        # checks that the compilers' output does not depend on it.
        self.reach_offset = 0

    def env(self, work):
        tmp = os.path.join(work, "tmp")
        os.makedirs(tmp, exist_ok=True)
        return dict(common.c_locale(), TMPDIR=tmp, HOME=work)

    def compile(self, exercise, solution, work, compiler, probe=None, budget=None):
        """One compile of the check: with the budget's flag (or `budget`, another value of it,
        to measure what the check needs), or a probe's define."""
        label = os.path.basename(compiler)
        command = [
            compiler,
            "-std=c++20",
            f'-DCTP_EXERCISE_FILE="{solution}"',
            "-I",
            os.path.join(self.root, "include"),
            "-I",
            os.path.join(self.root, "tests", "support"),
            "-I",
            os.path.join(self.root, "tests", exercise.config["puzzle"]),
        ]
        if exercise.budget:
            command.append(budget or exercise.budget_flag(label))
        if exercise.reach:
            reach = reach_of(self.root, label, exercise.config["puzzle"], exercise.reach)
            command.append(f"-DCTP_REACH={reach + self.reach_offset}")
        name = label + (".budget" if budget else "")
        if probe:
            command += ["-DCTP_PROBE", f"-D{probe['define']}"]
            name += "." + probe["define"]
        run = exercise.config.get("run", False) and not probe and not budget
        program = os.path.join(work, label + ".program")
        command += ["-o", program] if run else ["-fsyntax-only"]
        command.append(exercise.check)
        outcome = bounded_run(
            command,
            os.path.join(work, name + ".txt"),
            self.timeout,
            self.limit,
            work,
            self.env(work),
        )
        outcome.compiler, outcome.probe, outcome.ran = label, probe, None
        if run and outcome.status == 0 and not outcome.kind:
            outcome.ran = bounded_run(
                [program],
                os.path.join(work, label + ".run.txt"),
                self.timeout,
                self.limit,
                work,
                self.env(work),
            )
        return outcome

    def grade(self, exercise, solution, label, measure=False):
        """Every fact's verdict for the file solution (a path): a Verdict. With measure, a
        compiler that runs out of the exercise's budget compiles the check again to find how much
        it needs (learn_budget.py)."""
        work = os.path.join(self.build, exercise.name, label)
        os.makedirs(work, exist_ok=True)
        for name in os.listdir(work):  # the outputs of the last grading
            if name.endswith((".txt", ".program")):
                os.remove(os.path.join(work, name))
        jobs = [(compiler, None) for compiler in self.compilers]
        jobs += [(compiler, probe) for probe in exercise.must_fail for compiler in self.compilers]
        with concurrent.futures.ThreadPoolExecutor(max_workers=len(self.compilers)) as pool:
            outcomes = list(
                pool.map(lambda job: self.compile(exercise, solution, work, *job), jobs)
            )
            over = [
                outcome.compiler
                for outcome in outcomes
                if measure
                and exercise.budget
                and not outcome.probe
                and not outcome.kind
                and learn_output.limit_hit(outcome.output)
                and not learn_output.first_problem(outcome.output, solution)  # to fix first
            ]
            if over:
                common.status(
                    "(over budget: measuring what the check needs, in two or three more compiles)"
                )
            needs = dict(
                zip(over, pool.map(lambda c: self.measure(exercise, solution, work, c), over))
            )
        return learn_verdict.Verdict(exercise, solution, outcomes, self, needs)

    def measure(self, exercise, solution, work, label):
        """(low, high], a bracket of the least value of the exercise's budget flag with which the
        check runs out of no budget on the compiler `label` (learn_budget.need_bracket); or
        learn_budget.Unmeasured past learn_budget.MOST times the limit or past the timeout."""
        compiler = next(c for c in self.compilers if os.path.basename(c) == label)
        flag, limit = learn_budget.split_flag(exercise.budget_flag(label))

        def fits(budget):
            outcome = self.compile(exercise, solution, work, compiler, budget=f"{flag}={budget}")
            if outcome.kind:
                raise learn_budget.Unmeasured(budget)
            return not learn_output.limit_hit(outcome.output)

        try:
            return learn_budget.need_bracket(fits, limit)
        except learn_budget.Unmeasured as unmeasured:
            return unmeasured


class State:
    """What the runner remembers in the build folder: the exercises passed (and the digest of the
    learner's file that passed) and the hints revealed."""

    def __init__(self, build):
        self.path = os.path.join(build, "state.json")
        self.data = {"done": {}, "hints": {}}
        if os.path.exists(self.path):
            try:
                self.data.update(json.loads(common.read_text(self.path)))
            except ValueError:
                pass  # a damaged state is a fresh start

    def save(self):
        os.makedirs(os.path.dirname(self.path), exist_ok=True)
        common.write_text(self.path, json.dumps(self.data, indent=1, sort_keys=True) + "\n")

    def done(self, exercise):
        return self.data["done"].get(exercise.name) == digest(exercise.learner)


def digest(path):
    try:
        with open(path, "rb") as file:
            return hashlib.sha256(file.read()).hexdigest()
    except OSError:
        return None


def pick(exercises, name, state):
    if name:
        for exercise in exercises:
            if name in (exercise.name, exercise.name.split("_", 1)[-1]):
                return exercise
        common.fail(f"ctp: no exercise {name}; `{runner_command('--list')}` lists them")
    for exercise in exercises:
        if not state.done(exercise):
            return exercise
    return None


def progress(exercises, state):
    return f"{sum(state.done(e) for e in exercises)} of {len(exercises)} exercises done"


def reading(exercise):
    """How much of its lesson to read first: all of it, or, for a prediction the rest of the
    lesson answers (`read_up_to_link` in exercise.toml), up to where the lesson links to it."""
    if exercise.config.get("read_up_to_link"):
        return f"up to its link to {exercise.name} first, and predict before you read on"
    return "first"


def learn(grader, exercises, exercise, state):
    """Grades the learner's file of one exercise and says so; whether it passed."""
    common.status(
        f"== {exercise.name} (read docs/course/{exercise.config['lesson']}.md {reading(exercise)}"
        f"; edit {os.path.relpath(exercise.learner, grader.root)})"
    )
    verdict = grader.grade(exercise, exercise.learner, "learner", measure=True)
    hint = None if verdict.passed or verdict.fixes else verdict_hint(exercise, verdict, state)
    for line in verdict.report(hint):
        common.status(line)
    if verdict.passed:
        state.data["done"][exercise.name] = digest(exercise.learner)
    else:
        state.data["done"].pop(exercise.name, None)
    state.save()
    common.status(
        f"ctp: {exercise.name} {'done' if verdict.passed else 'not done yet'}; "
        f"{progress(exercises, state)}"
    )
    following = pick(exercises, None, state) if verdict.passed else None
    if following:
        common.status(f"next: {following.name} (make learn)")
    return verdict.passed


def runner_command(option, exercise=None):
    """The command that runs the runner with option (for exercise), as the learner runs it:
    through make (which sets MAKELEVEL) or learn.py itself, from the folder the learner is in."""
    if os.environ.get("MAKELEVEL"):
        named = f"EXERCISE={exercise.name} " if exercise else ""
        return f"make learn {named}LEARN_FLAGS={option}"
    named = f" {exercise.name}" if exercise else ""
    return f"python3 {os.path.relpath(os.path.abspath(__file__))} {option}{named}"


def shown_hints(state, exercise):
    """The numbers of the hints of exercise shown so far (a count, in an older state: the first
    ones)."""
    shown = state.data["hints"].get(exercise.name, [])
    return set(range(1, shown + 1)) if isinstance(shown, int) else set(shown)


def mark_shown(state, exercise, hint):
    shown = shown_hints(state, exercise) | {hint.number}
    state.data["hints"][exercise.name] = sorted(shown)


def hint_lines(hint, note):
    """A hint's lines as a terminal shows them, with note, `(hint N of M...)`, after its last
    paragraph, or on a line of its own after a code block."""
    lines = list(hint.lines) or [""]
    if lines[-1].startswith("    "):
        return lines + [note]
    return lines[:-1] + [f"{lines[-1]}  {note}".strip()]


def verdict_hint(exercise, verdict, state):
    """The hint a failing verdict shows, as lines: the one hints.md ties to the fact that failed
    first (learn_hints.for_verdict), which then counts as shown, with the command that shows the
    next one; None when there is no hint."""
    hints = exercise.hints()
    shown = shown_hints(state, exercise)
    hint = learn_hints.for_verdict(hints, verdict.first, shown)
    if hint is None:
        return None
    mark_shown(state, exercise, hint)
    shown.add(hint.number)
    # A hint tied to the failed fact may come before the ones not shown yet: say why it is this one.
    which = f"hint {hint.number} of {len(hints)}"
    if verdict.first in hint.facts:
        which += ", the one for this fact"
    if learn_hints.following(hints, shown):
        note = f"({which}; another: {runner_command('--hint', exercise)})"
    else:
        note = f"({which}; every hint is shown)"
    return hint_lines(hint, note)


def prove(grader, exercise):
    """Its lesson links to it; its hints are apart from the task, each tied to facts it has; the
    reference passes; the
    skeleton compiles and fails with the expected first fact, saying what exercise.toml's
    `first_failed_says` says; a stray line in the skeleton leads the verdict, at its line, on
    every compiler."""
    lesson = os.path.join(grader.root, "docs", "course", exercise.config["lesson"] + ".md")
    text = common.read_text(lesson)
    if f"exercises/{exercise.name}/" not in text:
        common.fail(
            f"ctp: {os.path.relpath(lesson, grader.root)} does not link to its exercise "
            f"{exercise.name}"
        )
    exercises_section = text.find("\n## Exercises")
    if exercise.config.get("read_up_to_link") and 0 <= exercises_section < text.index(
        f"exercises/{exercise.name}/"
    ):
        common.fail(
            f"ctp: {os.path.relpath(lesson, grader.root)} must link to {exercise.name} before "
            "its Exercises, where the learner stops reading to predict"
        )
    readme = " ".join(common.read_text(os.path.join(exercise.folder, "README.md")).split())
    hints = exercise.hints()
    if not hints or any(" ".join(" ".join(hint.lines).split()) in readme for hint in hints):
        common.fail(f"ctp: {exercise.name} needs hints in hints.md, none of them in its README.md")
    facts = exercise.facts()
    for hint in hints:
        for fact in hint.facts:
            if fact not in facts:
                common.fail(
                    f"ctp: {exercise.name}'s hint {hint.number} is tied to no fact of the "
                    f"exercise: {fact}"
                )
    reference = grader.grade(exercise, exercise.reference, "reference")
    if not reference.passed:
        common.fail(
            f"ctp: {exercise.name}'s reference solution fails:\n" + "\n".join(reference.report())
        )
    skeleton = grade_copy(grader, exercise, exercise.skeleton(), "skeleton", measure=True)[1]
    prove_skeleton(grader, exercise, skeleton)
    prove_reach_unspoken(grader, exercise, skeleton)
    prove_broken(grader, exercise)
    common.status(
        f"ctp: {exercise.name}: the reference passes, the skeleton fails with "
        f"\"{exercise.config['first_failed']}\" and a stray line leads its verdict, on "
        f"{', '.join(map(os.path.basename, grader.compilers))}"
    )


def grade_copy(grader, exercise, text, label, measure=False):
    """Grades text as the learner's file, written in the build folder: (its path, the Verdict).
    With measure, over a budget the verdict says how much the check needs, as the learner's
    does."""
    work = os.path.join(grader.build, exercise.name, label)
    os.makedirs(work, exist_ok=True)
    path = os.path.join(work, exercise.file)
    common.write_text(path, text)
    return path, grader.grade(exercise, path, label, measure=measure)


def prove_skeleton(grader, exercise, skeleton):
    """The skeleton compiles and fails first with first_failed on every compiler, each saying
    every text of first_failed_says about it (the size it fails at, the budget it needs)."""
    expected = exercise.config["first_failed"]
    compilers = sorted(os.path.basename(compiler) for compiler in grader.compilers)
    says = exercise.config.get("first_failed_says", [])
    if (
        skeleton.problems
        or skeleton.fixes
        or skeleton.first != expected
        or sorted(skeleton.failed.get(expected, [])) != compilers
        or any(text not in skeleton.details(expected, c) for text in says for c in compilers)
    ):
        common.fail(
            f"ctp: {exercise.name}'s skeleton must fail first with: {expected}"
            + "".join(f"; {text}" for text in says)
            + "; it says:\n"
            + "\n".join(skeleton.report())
        )


def prove_reach_unspoken(grader, exercise, skeleton):
    """For an exercise given the measured reach (CTP_REACH), the answer of its prediction: what
    each compiler prints of the skeleton is the same with another reach, so that the output the
    verdict points to never spells the answer (a fact that names the macro would show its value).
    """
    if not exercise.reach:
        return
    grader.reach_offset = 1000
    try:
        other = grade_copy(grader, exercise, exercise.skeleton(), "skeleton.other_reach")[1]
    finally:
        grader.reach_offset = 0
    work = os.path.join(grader.build, exercise.name)
    for mine, theirs in zip(skeleton.outcomes, other.outcomes):
        renamed = theirs.output.replace(
            os.path.join(work, "skeleton.other_reach"), os.path.join(work, "skeleton")
        )
        if mine.output != renamed:
            common.fail(
                f"ctp: what {mine.compiler} prints of {exercise.name}'s skeleton spells the "
                f"measured reach, the prediction's answer: compare {mine.path} with "
                f"{theirs.path} (give the check CTP_REACH through a variable)"
            )


def prove_broken(grader, exercise):
    """A stray line right inside the skeleton's `namespace learner {`: every compiler's verdict
    leads with it, the file and the line."""
    lines = exercise.skeleton().splitlines(keepends=True)
    opening = [i for i, line in enumerate(lines) if line.startswith("namespace learner {")]
    if not opening:
        common.fail(f"ctp: {exercise.name}'s {exercise.file} has no `namespace learner {{` line")
    lines.insert(opening[0] + 1, "garbage here\n")
    path, broken = grade_copy(grader, exercise, "".join(lines), "broken")
    place = f"{os.path.relpath(path, grader.root)}:{opening[0] + 2}:"
    for compiler in map(os.path.basename, grader.compilers):
        lead = f"ctp: {compiler} cannot compile {place}"
        if not broken.report()[0].startswith("ctp: ") or not any(
            fix.startswith(lead) for fix in broken.fixes
        ):
            common.fail(
                f"ctp: {exercise.name}: a stray line at {place} must lead the verdict "
                f"({lead}...); it says:\n" + "\n".join(broken.report())
            )


def watch(grader, exercises, name, state):
    """Grades again whenever a file of the exercise changes (its times, polled twice a second);
    moves on to the next exercise once one is done, unless one was named."""
    exercise = pick(exercises, name, state)
    seen = None
    while exercise:
        files = [os.path.join(exercise.folder, f) for f in sorted(os.listdir(exercise.folder))]
        now = [(f, os.stat(f).st_mtime_ns) for f in files if os.path.isfile(f)]
        if now != seen:
            seen = now
            if learn(grader, exercises, exercise, state) and not name:
                exercise, seen = pick(exercises, None, state), None
                continue
            common.status(
                f"(watching {os.path.relpath(exercise.folder, grader.root)}: save to "
                "grade again, Ctrl-C to stop)"
            )
        time.sleep(0.5)
    common.status(f"ctp: every exercise is done; {progress(exercises, state)}")


def parse_arguments(argv):
    parser = common.ArgumentParser(
        description="Grade the exercises of exercises/ with the "
        "library's specs, on g++-12 and clang++-19."
    )
    parser.add_argument("exercise", nargs="?", help="NN_name or name (default: the first not done)")
    action = parser.add_mutually_exclusive_group()
    action.add_argument("--watch", action="store_true", help="grade again on every save")
    action.add_argument("--list", action="store_true", help="list the exercises and the progress")
    action.add_argument("--hint", action="store_true", help="reveal the next hint")
    action.add_argument("--reset", action="store_true", help="write the skeleton back")
    action.add_argument("--solution", action="store_true", help="show the reference solution")
    action.add_argument(
        "--prove",
        action="store_true",
        help="the reference passes and the skeleton fails (the exercises' test)",
    )
    parser.add_argument("--root", default=ROOT, help="the project (default: this checkout)")
    parser.add_argument("--build", help="the build folder (default: ROOT/build/learn)")
    parser.add_argument(
        "--compilers",
        nargs="+",
        default=list(COMPILERS),
        help="the compilers (default: g++-12 clang++-19)",
    )
    parser.add_argument(
        "--timeout", type=float, default=20, help="seconds a compile or a run may take (default 20)"
    )
    parser.add_argument(
        "--output-limit",
        type=int,
        default=1 << 20,
        help="bytes of output a compile or a run may write (default 1 MiB)",
    )
    return parser.parse_args(argv)


def show_list(exercises, state):
    for exercise in exercises:
        mark = "done" if state.done(exercise) else "    "
        common.status(f"  [{mark}] {exercise.name} (lesson {exercise.config['lesson']})")
    common.status(progress(exercises, state))


def show_hint(exercise, state):
    """Shows the first hint not shown yet (by a verdict or by --hint); once every hint is shown,
    all of them again."""
    hints = exercise.hints()
    if not hints:
        common.fail(f"ctp: {exercise.name} has no hints")
    shown = shown_hints(state, exercise)
    hint = learn_hints.following(hints, shown)
    if hint is None:
        common.status(f"every hint of {exercise.name} is shown already:")
        for each in hints:
            show_lines(f"hint {each.number} of {len(hints)}: ", each.lines)
        return
    show_lines(f"hint {hint.number} of {len(hints)}: ", hint.lines)
    shown.add(hint.number)
    if learn_hints.following(hints, shown):
        common.status(f"(the next: {runner_command('--hint', exercise)})")
    mark_shown(state, exercise, hint)
    state.save()


def show_lines(lead, lines):
    """Lines after lead, the later ones indented under the first."""
    for number, line in enumerate(lines or [""]):
        common.status((lead if number == 0 else "  ") + line)


def reset(exercise, build, root):
    """Writes the skeleton back over the learner's file, after a copy of the file in
    build/backups/<exercise>/, numbered so that every reset keeps its own; says where."""
    shown = os.path.relpath(exercise.learner, root)
    skeleton = exercise.skeleton()
    current = common.read_text(exercise.learner) if os.path.exists(exercise.learner) else None
    if current == skeleton:
        common.status(f"ctp: {shown} is the skeleton already: nothing to reset")
        return
    kept = ""
    if current is not None:
        folder = os.path.join(build, "backups", exercise.name)
        os.makedirs(folder, exist_ok=True)
        pattern = re.escape(exercise.file) + r"\.[0-9]+"
        numbers = [
            int(name.rsplit(".", 1)[1])
            for name in os.listdir(folder)
            if re.fullmatch(pattern, name)
        ]
        backup = os.path.join(folder, f"{exercise.file}.{max(numbers, default=0) + 1}")
        common.write_text(backup, current)
        kept = f"; your version is in {os.path.relpath(backup, root)}"
    common.write_text(exercise.learner, skeleton)
    common.status(f"ctp: {shown} is the skeleton again{kept}")


def main(argv=None):
    args = parse_arguments(argv)
    root = os.path.abspath(args.root)
    build = os.path.abspath(args.build or os.path.join(root, "build", "learn"))
    exercises = find_exercises(root)
    if not exercises:
        common.fail(f"ctp: {root}/exercises has no exercise")
    state = State(build)
    grader = Grader(root, build, args.compilers, args.timeout, args.output_limit)
    if args.watch:
        watch(grader, exercises, args.exercise, state)
        return 0
    if args.list:
        show_list(exercises, state)
        return 0
    exercise = pick(exercises, args.exercise, state)
    if exercise is None:
        common.status(f"ctp: every exercise is done; {progress(exercises, state)}")
    elif args.hint:
        show_hint(exercise, state)
    elif args.reset:
        reset(exercise, build, root)
    elif args.solution:
        common.status(f"== {os.path.relpath(exercise.reference, root)}")
        common.status(common.read_text(exercise.reference))
    elif args.prove:
        prove(grader, exercise)
    else:
        return 0 if learn(grader, exercises, exercise, state) else NOT_DONE
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
