#!/usr/bin/env python3
"""The exercises' runner (`make learn`): grades a learner's file of exercises/ with the library's
own specification, on g++-12 and clang++-19 at once, and says fact by fact what holds.

    learn.py [EXERCISE]            grade EXERCISE, or the first one not done yet
    learn.py --watch [EXERCISE]    grade again on every save (polls the files' times twice a second)
    learn.py --list                every exercise, done or not: the progress
    learn.py --hint EXERCISE       reveal the exercise's next hint
    learn.py --reset EXERCISE      write the learner's file back as the skeleton it was committed as
    learn.py --solution EXERCISE   show the reference solution
    learn.py --prove EXERCISE      (the test) the reference passes, the skeleton fails as expected

An exercise is a folder exercises/NN_<name>/ found by its exercise.toml (no list to edit): the
learner's file, its check (a translation unit that applies tests/<puzzle>/spec.hpp to the
learner's namespace), README.md (the task and its hints) and reference/ (the solution). Each check
is compiled with -fsyntax-only (a constant evaluation needs no object code), by each compiler at
the same time, with default limits unless the exercise grades a budget; a compiler that fails a
fact names it (tests/support/spec_fact.hpp), and the runner reads the name back. The learner's
file is untrusted: each compile and run is stopped past --timeout seconds or --output-limit bytes,
writes only in the build folder, and every failure is one line that starts with `ctp: `.
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

import capture_diagnostic
import common

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COMPILERS = ("g++-12", "clang++-19")

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
                for fact in facts_in(common.read_text(os.path.join(self.root, source))):
                    if fact not in found:
                        found.append(fact)
        if self.budget:
            found.append(self.budget["fact"])
        found += [probe["fact"] for probe in self.must_fail]
        return found

    def hints(self):
        """The README's hints, in order: each a `<details><summary>Hint N</summary>` block."""
        text = common.read_text(os.path.join(self.folder, "README.md"))
        return [
            " ".join(hint.split())
            for hint in re.findall(r"<summary>Hint \d+</summary>\s*(.*?)\s*</details>", text, re.S)
        ]

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


def facts_in(text):
    """The facts of a source, in order: the last string literal (adjacent ones joined) of each
    spec::fact(...) call."""
    facts = []
    for start in re.finditer(r"spec::fact\(", text):
        depth, end = 1, start.end()
        while depth and end < len(text):
            depth += {"(": 1, ")": -1}.get(text[end], 0)
            end += 1
        call = text[start.end() : end - 1]
        literal = re.search(r'((?:"(?:[^"\\]|\\.)*"\s*)+)$', call.strip())
        if literal:
            facts.append("".join(re.findall(r'"((?:[^"\\]|\\.)*)"', literal.group(1))))
    return facts


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

    def env(self, work):
        tmp = os.path.join(work, "tmp")
        os.makedirs(tmp, exist_ok=True)
        return dict(common.c_locale(), TMPDIR=tmp, HOME=work)

    def compile(self, exercise, solution, work, compiler, probe=None):
        """One compile of the check: with the budget's flag, or a probe's define."""
        label = os.path.basename(compiler)
        flavour = "clang" if "clang" in label else "gcc"
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
            command.append(exercise.budget[flavour])
        if exercise.reach:
            reach = reach_of(self.root, label, exercise.config["puzzle"], exercise.reach)
            command.append(f"-DCTP_REACH={reach}")
        name = label
        if probe:
            command += ["-DCTP_PROBE", f"-D{probe['define']}"]
            name += "." + probe["define"]
        run = exercise.config.get("run", False) and not probe
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

    def grade(self, exercise, solution, label):
        """Every fact's verdict for the file solution (a path): a Verdict."""
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
        return Verdict(exercise, outcomes, self)


def named_facts(output):
    """The facts a compiler names as failed: the string literals of the lines that quote a call
    of spec::fact (g++: `in 'constexpr' expansion of 'spec::fact(..., "FACT")'`; clang++: `in call
    to 'fact(false, ..., &"FACT"[0])'`)."""
    failed = []
    for line in output.splitlines():
        if "spec::fact(" in line and "expansion of" in line or "call to 'fact(" in line:
            literals = re.findall(r'"((?:[^"\\]|\\.)*)"', line)
            if literals and literals[-1] not in failed:
                failed.append(literals[-1])
    return failed


def first_error(output):
    """The first line of a compiler's output that says error (or the first line at all)."""
    lines = [line for line in output.splitlines() if line.strip()]
    for line in lines:
        if "error" in line:
            return line.strip()[:300]
    return lines[0].strip()[:300] if lines else "(no output)"


def limit_hit(output):
    for words, said, flag in LIMITS:
        if words in output:
            return said, flag
    return None


class Verdict:
    """The facts of one grading: each passed, failed (with the compilers that failed it) or not
    reached, and, when the compile itself failed for another reason, that reason."""

    def __init__(self, exercise, outcomes, grader):
        self.exercise, self.outcomes = exercise, outcomes
        self.facts = exercise.facts()
        self.failed = {}  # fact -> [compilers]
        self.why = {}  # (fact, compiler) -> why a misuse failed its fact
        self.problems = []  # one `ctp: ` line for each failure that names no fact
        self.logs = []
        self.probes = [probe["fact"] for probe in exercise.must_fail]
        self.own = facts_in(common.read_text(exercise.check))
        for outcome in outcomes:
            self.read(outcome, grader)
        order = {fact: i for i, fact in enumerate(self.facts)}
        self.first = min(self.failed, key=lambda fact: order.get(fact, len(order)), default=None)

    def fail(self, fact, compiler, why=None):
        self.failed.setdefault(fact, [])
        if compiler not in self.failed[fact]:
            self.failed[fact].append(compiler)
        if why:
            self.why[(fact, compiler)] = why

    def read(self, outcome, grader):
        compiler, where = outcome.compiler, os.path.relpath(outcome.path, grader.root)
        self.logs.append(where)
        if outcome.kind and outcome.probe:
            self.fail(outcome.probe["fact"], compiler, "stopped")
        if outcome.kind == "timeout":
            self.problems.append(
                f"ctp: {compiler} took more than {grader.timeout:g} s and was "
                f"stopped (output in {where})"
            )
            return
        if outcome.kind == "output":
            self.problems.append(
                f"ctp: {compiler} wrote more than {grader.limit} bytes and was "
                f"stopped (the first {grader.limit} are in {where})"
            )
            return
        if outcome.probe:
            fact, expected = outcome.probe["fact"], outcome.probe["expect"]
            errors = capture_diagnostic.diagnostics(outcome.output)[1]
            if outcome.status == 0:
                self.fail(fact, compiler, "it compiled")
            elif expected not in outcome.output:
                self.fail(fact, compiler, "an error without the message")
            elif "errors" in outcome.probe and errors != outcome.probe["errors"]:
                self.fail(fact, compiler, f"{errors} errors, not {outcome.probe['errors']}")
            return
        if outcome.status == 0:
            if outcome.ran:
                self.read_run(outcome.ran, compiler, grader)
            return
        named = named_facts(outcome.output)
        for fact in named:
            self.fail(fact, compiler)
        limit = limit_hit(outcome.output)
        if self.exercise.budget and limit:
            self.fail(self.exercise.budget["fact"], compiler)
        elif not named and limit:
            said, flag = limit
            self.problems.append(f"ctp: {compiler} {said} ({flag}), in {where}")
        elif not named:
            self.problems.append(
                f"ctp: {compiler} cannot compile it: {first_error(outcome.output)}"
                f" (all of it in {where})"
            )

    def read_run(self, ran, compiler, grader):
        where = os.path.relpath(ran.path, grader.root)
        self.logs.append(where)
        if ran.kind == "timeout":
            self.problems.append(
                f"ctp: the program built by {compiler} ran more than "
                f"{grader.timeout:g} s and was stopped (output in {where})"
            )
        elif ran.kind == "output":
            self.problems.append(
                f"ctp: the program built by {compiler} wrote more than "
                f"{grader.limit} bytes and was stopped (in {where})"
            )
        elif ran.status < 0:
            self.problems.append(
                f"ctp: the program built by {compiler} crashed: "
                f"{signal.Signals(-ran.status).name} (output in {where})"
            )
        elif ran.status != 0:
            self.problems.append(
                f"ctp: the program built by {compiler} exited with "
                f"{ran.status} (output in {where})"
            )

    @property
    def passed(self):
        return not self.failed and not self.problems

    def status_of(self, fact):
        if fact in self.failed:
            return "FAILED"
        if fact in self.probes or fact in self.own and not self.problems:
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

    def who(self, fact):
        """The compilers that failed fact, and why where a misuse says it: `  (g++-12: ...)`."""
        if fact not in self.failed:
            return ""
        named = [
            f"{compiler}: {self.why[(fact, compiler)]}"
            if (fact, compiler) in self.why
            else compiler
            for compiler in self.failed[fact]
        ]
        return f"  ({', '.join(named)})"

    def report(self, hint=None):
        """The lines the learner reads."""
        lines = []
        for fact in self.facts:
            status = self.status_of(fact)
            lines.append(f"  {status:<12} {fact}{self.who(fact)}")
        for fact in self.failed:
            if fact not in self.facts:
                lines.append(f"  {'FAILED':<12} {fact}{self.who(fact)}")
        if self.problems:
            lines += self.problems
        elif self.first:
            lines.append(f"ctp: FAILED: {self.first}")
        if not self.passed:
            if hint:
                lines.append(f"hint: {hint}")
            lines.append("the compilers' full output: " + ", ".join(self.logs))
            lines.append(
                "(a compiler stops checking a size at its first failed fact: the facts "
                "after it are not reached yet)"
            )
        return lines


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
        common.fail(f"ctp: no exercise {name}; `learn.py --list` lists them")
    for exercise in exercises:
        if not state.done(exercise):
            return exercise
    return None


def progress(exercises, state):
    return f"{sum(state.done(e) for e in exercises)} of {len(exercises)} exercises done"


def learn(grader, exercises, exercise, state):
    """Grades the learner's file of one exercise and says so; whether it passed."""
    common.status(
        f"== {exercise.name} (read docs/course/{exercise.config['lesson']}.md first; "
        f"edit {os.path.relpath(exercise.learner, grader.root)})"
    )
    verdict = grader.grade(exercise, exercise.learner, "learner")
    hints = exercise.hints()
    shown = state.data["hints"].get(exercise.name, 0)
    hint = exercise.config.get("hints", {}).get(verdict.first or "")
    if not hint and hints:
        hint = hints[max(shown, 1) - 1] + (
            f"  (more: learn.py --hint {exercise.name})" if shown < len(hints) else ""
        )
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


def prove(grader, exercise):
    """Its lesson links to it; the reference passes; the skeleton fails with the expected first
    fact."""
    lesson = os.path.join(grader.root, "docs", "course", exercise.config["lesson"] + ".md")
    if f"exercises/{exercise.name}/" not in common.read_text(lesson):
        common.fail(
            f"ctp: {os.path.relpath(lesson, grader.root)} does not link to its exercise "
            f"{exercise.name}"
        )
    reference = grader.grade(exercise, exercise.reference, "reference")
    if not reference.passed:
        common.fail(
            f"ctp: {exercise.name}'s reference solution fails:\n" + "\n".join(reference.report())
        )
    work = os.path.join(grader.build, exercise.name, "skeleton")
    os.makedirs(work, exist_ok=True)
    skeleton_file = os.path.join(work, exercise.file)
    common.write_text(skeleton_file, exercise.skeleton())
    skeleton = grader.grade(exercise, skeleton_file, "skeleton")
    expected = exercise.config["first_failed"]
    if (
        skeleton.problems
        or skeleton.first != expected
        or sorted(skeleton.failed.get(expected, []))
        != sorted(os.path.basename(compiler) for compiler in grader.compilers)
    ):
        common.fail(
            f"ctp: {exercise.name}'s skeleton must fail first with: {expected}; it says:\n"
            + "\n".join(skeleton.report())
        )
    common.status(
        f"ctp: {exercise.name}: the reference passes and the skeleton fails with "
        f"\"{expected}\" on {', '.join(map(os.path.basename, grader.compilers))}"
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
    """Shows the hints of the exercise up to one more than before."""
    hints = exercise.hints()
    shown = min(state.data["hints"].get(exercise.name, 0) + 1, len(hints))
    for number, hint in enumerate(hints[:shown], 1):
        common.status(f"hint {number} of {len(hints)}: {hint}")
    state.data["hints"][exercise.name] = shown
    state.save()


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
        common.write_text(exercise.learner, exercise.skeleton())
        common.status(f"ctp: {os.path.relpath(exercise.learner, root)} is the skeleton again")
    elif args.solution:
        common.status(f"== {os.path.relpath(exercise.reference, root)}")
        common.status(common.read_text(exercise.reference))
    elif args.prove:
        prove(grader, exercise)
    else:
        return 0 if learn(grader, exercises, exercise, state) else 1
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
