#!/usr/bin/env python3
"""Runs the command-line cases of the tools `ctp` and `ctp-gen`: each case runs a tool and checks
what it answers (exit code, standard output, standard error, a picture, a file it writes).

    run_cli_cases.py --ctp <ctp> --ctp-gen <ctp-gen> [--ctp-mpi <ctp-mpi>] [--case NAME ...]
                     CASE_FILE...
    run_cli_cases.py --list CASE_FILE...

The cases are data, in TOML: `tests/cli/*.toml` (the tools in general) and
`tests/<puzzle>/cli/*.toml` (a puzzle's subcommands); ctest runs each case as the test
`cli.<name>` (tests/cli/CMakeLists.txt asks --list for the names). A case is a table named by the
case, its keys the facts:

    ["hanoi.letters.3"]
    ctp = "hanoi 3"
    stdout = "BACBACB\\n"

KEYS below says what each key means; docs/design.md ("The command-line cases") shows the format.
A `[define]` table names texts that the cases use as `${name}`; `${ctp_subcommands}` and
`${ctp_gen_subcommands}`, each tool's subcommands as the puzzles' manifests list them, need none. A
text may be written as a list of texts, joined, so that a long one reads in lines. A mistake in a
case file is one line, `ctp: FILE:LINE: ...`, whether the cases are listed or run.
"""

import os
import re
import resource
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import tomllib

import check_svg
import common

# What each key of a case means. A case runs one tool (`ctp` or `ctp-gen`), both (they must then
# answer alike), or a `shell` command; the other keys are facts the run must keep to.
KEYS = {
    "ctp": "the arguments of ctp, as words split like a shell's (quotes group, nothing expanded)",
    "ctp-gen": (
        "the arguments of ctp-gen; with `ctp` too, both tools run and each must keep to "
        "every fact (`${tool}` in a pattern stands for each tool's name)"
    ),
    "shell": (
        "a shell command (sh -c) instead of one tool; `${ctp}` and `${ctp-gen}` are the tools, "
        "and `${ctp-mpi}` the MPI program, where it is built"
    ),
    "exit": "the exit code (default 0)",
    "stdout": "the exact standard output",
    "stdout_file": "a file (beside the case file) holding the exact standard output",
    "stdout_matches": "a regular expression the standard output must match",
    "stderr_matches": (
        "standard error is one line that starts with the tool's name and a colon and "
        "matches this regular expression (without it, standard error is empty)"
    ),
    "stdin": "the text on standard input (default: none)",
    "pipe": (
        "a command (words) that reads the standard output; its output is the one checked, "
        "and it must exit with 0"
    ),
    "stdout_to": "a file that receives the standard output instead (e.g. /dev/full)",
    "same_message": "with both tools: their messages, after the tool's name, are the same",
    "same_stdout_as": (
        "the arguments of a second run of the same tool: both exit with 0, write "
        "nothing on standard error and the same standard output, not empty"
    ),
    "svg": (
        "true: the standard output is an SVG picture: well-formed XML that renders "
        "(scripts/check_svg.py), and `-o FILE` writes the same bytes (as output_option)"
    ),
    "output_option": (
        "an option such as `-o`: with `-o FILE` the tool writes to FILE what it "
        "writes on standard output without it, and leaves FILE untouched when "
        "it already holds that; with an exit code other than 0, it leaves no file"
    ),
    "output_over": (
        "with output_option: arguments whose output FILE holds first, different, "
        "which the run must replace"
    ),
    "accepted_after": (
        "seconds: the input is accepted: the tool exits with 0, or is still at "
        "work after that long, and writes nothing on standard error"
    ),
    "memory_limit_kib": "with shell: the address space the command may use (ulimit -v)",
    "progress_line": (
        "a regular expression: run with standard error on a terminal (util-linux's "
        "script) and standard output to /dev/null, the terminal shows this line, "
        "painted over itself once or more, then erased"
    ),
    "needs": (
        "files (a path) or programs (a name on the PATH) without which the case is left "
        "out, as /dev/full or script"
    ),
    "sanitizers": "false: left out of a build with the sanitizers",
    "labels": "ctest labels besides cli",
    "timeout": "seconds a run may take (default 60)",
}

# The facts of what a command answers, which a plain run and a shell command both take.
ANSWER = {"exit", "stdout", "stdout_file", "stdout_matches", "stderr_matches", "stdin"}
# The keys that make a case other than a plain run, and the keys each kind of case takes (besides
# a tool and the keys of every case).
KINDS = {
    "run": ANSWER | {"pipe", "stdout_to", "same_message"},
    "shell": ANSWER | {"memory_limit_kib"},
    "svg": set(),
    "same_stdout_as": set(),
    "output_option": {"output_over", "exit", "stderr_matches"},
    "accepted_after": set(),
    "progress_line": set(),
}
EVERY_CASE = {"needs", "sanitizers", "labels", "timeout"}
TOOLS = ("ctp", "ctp-gen")
# The programs a shell command names: the tools, and ctp-mpi (built only where MPI is found).
PROGRAMS = (*TOOLS, "ctp-mpi")
TEXTS = {
    "stdout",
    "stdout_file",
    "stdout_matches",
    "stderr_matches",
    "stdin",
    "stdout_to",
    "shell",
    "output_option",
    "progress_line",
}
WORDS = {"ctp", "ctp-gen", "pipe", "same_stdout_as", "output_over"}
NUMBERS = {"exit", "accepted_after", "memory_limit_kib", "timeout"}
FLAGS = {"same_message", "svg", "sanitizers"}
LISTS = {"needs", "labels"}
PATTERNS = ("stdout_matches", "stderr_matches", "progress_line")
# Names a case uses as ${name} that only a run knows.
RUN_NAMES = {"tool", *PROGRAMS, "project_version", "ctp_include"}


def project_names():
    """The names every case file knows without defining them, from the puzzles' manifests
    (puzzles/<word>.json): each tool's subcommands, as its messages list them."""
    import puzzles  # here, not above: running one case (once a case, by ctest) reads no manifest

    try:
        found = puzzles.manifests()
    except puzzles.ListError as error:
        common.fail(str(error))
    return {
        "ctp_subcommands": ", ".join(name for m in found for name in m.ctp),
        "ctp_gen_subcommands": ", ".join(name for m in found for name in m.ctp_gen),
    }


PROJECT_NAMES = ("ctp_subcommands", "ctp_gen_subcommands")
REFERENCE = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_-]*)\}")
CASE_NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.+-]*$")
DEFAULT_TIMEOUT = 60


class Case:
    """One case of a case file: its name, where it is, its facts (${name}s of the file's
    [define] replaced, those of RUN_NAMES left for the run), and its kind."""

    def __init__(self, name, path, line, facts, key_lines):
        self.name, self.path, self.line = name, path, line
        self.facts, self.key_lines = facts, key_lines
        self.kind = next((kind for kind in KINDS if kind in facts), "run")
        self.tools = [tool for tool in TOOLS if tool in facts]

    def where(self, key=None):
        return f"{self.path}:{self.key_lines.get(key, self.line)}"

    def get(self, key, default=None):
        return self.facts.get(key, default)


# Reading a case file.


def table_lines(text):
    """The line of each table header of a TOML text: {name: line}."""
    lines = {}
    header = re.compile(r"""^\s*\[\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|([A-Za-z0-9_.-]+))\s*\]""")
    for number, line in enumerate(text.split("\n"), start=1):
        match = header.match(line)
        if match and not line.lstrip().startswith("[["):
            name = next(group for group in match.groups() if group is not None)
            lines.setdefault(name, number)
            if match.group(3):
                # [a.b] is the table b inside the table a: a mistaken case a starts here.
                lines.setdefault(name.split(".")[0], number)
    return lines


def key_lines(text, start):
    """The line of each key of the table whose header is on line `start`: {key: line}."""
    lines = {}
    key = re.compile(r"""^\s*(?:"([^"]+)"|([A-Za-z0-9_-]+))\s*=""")
    for number, line in enumerate(text.split("\n")[start:], start=start + 1):
        if re.match(r"^\s*\[", line):
            break
        match = key.match(line)
        if match:
            lines.setdefault(match.group(1) or match.group(2), number)
    return lines


def anchored_at_end(pattern):
    """`pattern` with each `$` outside a character class made `\\Z`: `$` is the very end of the
    text, as in CMake's and POSIX's regular expressions (Python's `$` also matches before a last
    newline)."""
    out, k, in_class = [], 0, False
    while k < len(pattern):
        char = pattern[k]
        if char == "\\":
            out.append(pattern[k : k + 2])
            k += 2
            continue
        if in_class:
            if char == "]":
                in_class = False
        elif char == "[":
            in_class = True
            out.append(char)
            k += 1
            # A `]` first in a class (after an optional `^`) is a character of the class.
            for opener in ("^", "]"):
                if pattern[k : k + 1] == opener:
                    out.append(opener)
                    k += 1
            continue
        elif char == "$":
            out.append(r"\Z")
            k += 1
            continue
        out.append(char)
        k += 1
    return "".join(out)


def compile_pattern(pattern):
    """The regular expression of a case: Python's, searched in the whole text, `.` matching a
    newline too, `^` and `$` the start and the end of the text."""
    return re.compile(anchored_at_end(pattern), re.DOTALL)


class Definitions:
    """The [define] table of a case file: {name: text}, read in order (a definition may use the
    ones above it)."""

    def __init__(self, path, table, lines, sanitizers):
        self.path, self.values = path, {}
        for name, value in table.items():
            where = f"{path}:{lines.get(name, lines.get('define', 1))}"
            if name in PROJECT_NAMES:
                common.fail(
                    f"ctp: {where}: {name} is the project's own (the manifests, "
                    "puzzles/*.json, say it); a case file does not define it"
                )
            self.values[name] = self.substitute(self.value(name, value, where, sanitizers), where)

    def value(self, name, value, where, sanitizers):
        if isinstance(value, str):
            return value
        if joinable(value):
            return "".join(value)
        if (
            isinstance(value, dict)
            and set(value) == {"repeat", "times"}
            and isinstance(value["repeat"], str)
            and isinstance(value["times"], int)
        ):
            return value["repeat"] * value["times"]
        if isinstance(value, dict) and set(value) == {"file"} and isinstance(value["file"], str):
            return common.read_text(os.path.join(os.path.dirname(self.path), value["file"]))
        if (
            isinstance(value, dict)
            and set(value) == {"default", "sanitizers"}
            and all(isinstance(text, str) for text in value.values())
        ):
            return value["sanitizers" if sanitizers else "default"]
        common.fail(
            f"ctp: {where}: the definition {name} must be a text (or a list of texts, "
            "joined), "
            "{ repeat = TEXT, times = N }, { file = PATH } or "
            "{ default = TEXT, sanitizers = TEXT }"
        )

    def substitute(self, text, where):
        """`text` with ${name} replaced by its definition; the names a run knows are kept."""

        def replace(match):
            name = match.group(1)
            if name in self.values:
                return self.values[name]
            if name in PROJECT_NAMES:
                self.values.update(project_names())
                return self.values[name]
            if name in RUN_NAMES:
                return match.group(0)
            common.fail(
                f"ctp: {where}: ${{{name}}} is not defined (define it in [define]; a run "
                f"knows {', '.join('${' + n + '}' for n in sorted(RUN_NAMES))}, "
                f"and every file {', '.join('${' + n + '}' for n in PROJECT_NAMES)})"
            )

        return REFERENCE.sub(replace, text)


def split_words(text, where, key):
    """The words of an argument list: a list as it is, or a text split like a shell's."""
    if isinstance(text, list):
        return text
    try:
        return shlex.split(text)
    except ValueError as error:
        common.fail(f"ctp: {where}: {key}: {error}")


def joinable(value):
    """Whether `value` is a list of texts, which make one text joined: a long text reads in
    lines."""
    return isinstance(value, list) and value and all(isinstance(part, str) for part in value)


def check_value(key, value, where):
    """Fails unless `value` is of the type `key` takes."""
    if key in TEXTS and isinstance(value, str):
        return
    if key in TEXTS and joinable(value):
        return
    if key in WORDS and (
        isinstance(value, str)
        or (isinstance(value, list) and all(isinstance(word, str) for word in value))
    ):
        return
    if key in NUMBERS and isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return
    if key in FLAGS and isinstance(value, bool):
        return
    if key in LISTS and isinstance(value, list) and all(isinstance(item, str) for item in value):
        return
    kind = (
        "a text (or a list of texts, joined)"
        if key in TEXTS
        else "a text or a list of texts"
        if key in WORDS
        else "a whole number, 0 or more"
        if key in NUMBERS
        else "true or false"
        if key in FLAGS
        else "a list of texts"
    )
    common.fail(f"ctp: {where}: {key} must be {kind}")


def read_case(name, table, path, line, lines, definitions):
    """The Case of the table `name` of a case file, its facts checked."""
    where = f"{path}:{line}"
    if not CASE_NAME.match(name):
        common.fail(f"ctp: {where}: a case name is letters, digits and . _ + -, got {name!r}")
    if not isinstance(table, dict):
        common.fail(f"ctp: {where}: {name} must be a case, a table of facts")
    if all(isinstance(value, dict) for value in table.values()):
        common.fail(
            f"ctp: {where}: the case {name} runs nothing (no ctp, ctp-gen or shell); "
            f'a name with dots is written in quotes: ["{name}.…"]'
        )
    facts = {}
    for key, value in table.items():
        at = f"{path}:{lines.get(key, line)}"
        if key not in KEYS:
            common.fail(
                f"ctp: {at}: {name}: unknown key {key}; a case's keys are {', '.join(KEYS)}"
            )
        check_value(key, value, at)
        if key in TEXTS and isinstance(value, list):
            value = "".join(value)
        if isinstance(value, str):
            value = definitions.substitute(value, at)
        elif key in WORDS:
            value = [definitions.substitute(word, at) for word in value]
        if key in WORDS:
            value = split_words(value, at, key)
        facts[key] = value
    case = Case(name, path, line, facts, lines)
    check_case(case)
    return case


def check_case(case):
    """Fails unless the case's facts go together: one kind, its tools, its keys, its outputs."""
    check_kind(case)
    check_outputs(case)
    if "stdout_file" in case.facts:
        expected = os.path.join(os.path.dirname(case.path), case.facts["stdout_file"])
        if not os.path.isfile(expected):
            common.fail(f"ctp: {case.where('stdout_file')}: {case.name}: {expected} does not exist")
        case.facts["stdout_file"] = expected


def check_kind(case):
    """Fails unless the case is of one kind, runs what that kind runs and has only its keys."""
    facts, name = case.facts, case.name
    kinds = [key for key in KINDS if key in facts]
    if len(kinds) > 1:
        common.fail(
            f"ctp: {case.where(kinds[1])}: {name}: a case is of one kind, and "
            f"{kinds[0]} and {kinds[1]} are two"
        )
    if case.kind == "shell":
        if case.tools:
            common.fail(
                f"ctp: {case.where(case.tools[0])}: {name}: a shell case runs its "
                "command; name the tools in it as ${ctp} or ${ctp-gen}"
            )
    elif not case.tools:
        common.fail(
            f"ctp: {case.where()}: {name}: a case runs ctp, ctp-gen (or both) or a "
            'shell command: add ctp = "ARGUMENTS"'
        )
    elif len(case.tools) > 1 and case.kind != "run":
        common.fail(f"ctp: {case.where('ctp-gen')}: {name}: only a plain run takes both tools")
    allowed = KINDS[case.kind] | EVERY_CASE | set(TOOLS) | {case.kind, "shell"}
    for key in facts:
        if key not in allowed:
            common.fail(f"ctp: {case.where(key)}: {name}: {key} does not go with {case.kind}")


def check_outputs(case):
    """Fails unless what the case says of the outputs holds together: one check of standard
    output, and the facts that only some runs can keep."""
    facts, name = case.facts, case.name
    outputs = [key for key in ("stdout", "stdout_file", "stdout_matches") if key in facts]
    if len(outputs) > 1:
        common.fail(
            f"ctp: {case.where(outputs[1])}: {name}: give one of stdout, stdout_file "
            "and stdout_matches"
        )
    if "stdout_to" in facts and (outputs or "pipe" in facts):
        common.fail(
            f"ctp: {case.where('stdout_to')}: {name}: with stdout_to the standard "
            "output goes to a file; it is neither checked nor piped"
        )
    if facts.get("same_message") and len(case.tools) < 2:
        common.fail(
            f"ctp: {case.where('same_message')}: {name}: same_message compares the "
            "messages of ctp and ctp-gen; run both"
        )
    if "svg" in facts and facts["svg"] is not True:
        common.fail(f"ctp: {case.where('svg')}: {name}: svg is true or left out")
    answers = case.kind in ("same_stdout_as", "svg") or (
        case.kind == "output_option" and facts.get("exit", 0) == 0
    )
    if answers and "stderr_matches" in facts:
        common.fail(
            f"ctp: {case.where('stderr_matches')}: {name}: a run that answers "
            "writes nothing on standard error"
        )
    if "output_over" in facts and facts.get("exit", 0) != 0:
        common.fail(
            f"ctp: {case.where('output_over')}: {name}: output_over goes with a run "
            "that answers (exit 0)"
        )


def check_patterns(case):
    """Fails unless each regular expression of the case compiles (apart from the others' checks,
    for a run of one case need not compile every pattern of its file)."""
    for key in PATTERNS:
        if key in case.facts:
            try:
                compile_pattern(case.facts[key].replace("${tool}", "ctp"))
            except re.error as error:
                common.fail(
                    f"ctp: {case.where(key)}: {case.name}: {key} is not a regular "
                    f"expression: {error}"
                )


def load_cases(path, sanitizers=False):
    """The cases of the case file at `path`, in order; a failure `ctp: FILE:LINE: ...` for a
    mistake in it. `sanitizers`: the tools are built with the sanitizers."""
    text = common.read_text(path)
    try:
        document = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        message = str(error)
        place = re.search(r" \(at line (\d+), column \d+\)$", message)
        line = place.group(1) if place else "1"
        common.fail(
            f"ctp: {path}:{line}: not TOML: {message[:place.start()] if place else message}"
        )
    tables = table_lines(text)
    define = document.pop("define", {})
    if not isinstance(define, dict):
        common.fail(f"ctp: {path}:{tables.get('define', 1)}: define must be a table of names")
    definitions = Definitions(path, define, key_lines(text, tables.get("define", 0)), sanitizers)
    cases = []
    for name, table in document.items():
        line = tables.get(name, 1)
        if not isinstance(table, dict):
            common.fail(
                f"ctp: {path}:{line}: {name} is outside any case; a case starts with "
                'its name in quotes: ["name"]'
            )
        cases.append(read_case(name, table, path, line, key_lines(text, line), definitions))
    if not cases:
        common.fail(f"ctp: {path}:1: the file holds no case")
    return cases


def available(need):
    """Whether a case's need is here: a path that exists, or a program on the PATH."""
    return os.path.exists(need) if os.sep in need else shutil.which(need) is not None


def selected(cases, sanitizers):
    """The cases that run here: their needs are met, and the sanitizers do not leave them out."""
    return [
        case
        for case in cases
        if all(available(need) for need in case.get("needs", []))
        and not (sanitizers and case.get("sanitizers") is False)
    ]


def load_all(paths, sanitizers):
    """Every case of the files, names unique across them."""
    cases, seen = [], {}
    for path in paths:
        for case in load_cases(path, sanitizers):
            if case.name in seen:
                common.fail(
                    f"ctp: {case.where()}: the case {case.name} is also at "
                    f"{seen[case.name].where()}"
                )
            seen[case.name] = case
            cases.append(case)
    return cases


# Running a case.


class Run:
    """What one run of a program did: its exit code (None when it did not finish in time), its
    standard output and standard error as text, and the exit code of the command it was piped
    into."""

    def __init__(self, command, exit, out, err, pipe_exit=None):
        self.command, self.exit, self.out, self.err = command, exit, out, err
        self.pipe_exit = pipe_exit

    def shown(self):
        return f"--- standard output:\n{self.out}[end]\n--- standard error:\n{self.err}[end]\n"


class Runner:
    """Runs cases with the tools given: each in a folder of its own under `work`."""

    def __init__(self, tools, work, project_version=None, svg_tools=None, ctp_include=None):
        # Each case runs in a folder of its own: a tool given by a relative path is found still.
        self.tools = {tool: path and os.path.abspath(path) for tool, path in tools.items()}
        self.work = work
        self.project_version, self.svg_tools = project_version, svg_tools
        self.ctp_include = ctp_include and os.path.abspath(ctp_include)

    def program(self, tool):
        path = self.tools.get(tool)
        if not path:
            raise CaseFailure(f"the case runs {tool}: give --{tool}")
        return path

    def resolve(self, text, tool=None):
        """`text` with the names a run knows replaced (${tool} by the tool's name)."""

        def replace(match):
            name = match.group(1)
            if name == "tool" and tool:
                return tool
            if name in PROGRAMS:
                return shlex.quote(self.program(name))
            if name == "project_version":
                if not self.project_version:
                    raise CaseFailure("the case needs ${project_version}: give --project-version")
                return self.project_version
            if name == "ctp_include":
                if not self.ctp_include:
                    raise CaseFailure("the case needs ${ctp_include}: give --ctp-include")
                return shlex.quote(self.ctp_include)
            raise CaseFailure(f"${{{name}}} is not known here")

        return REFERENCE.sub(replace, text)

    def execute(self, command, cwd, timeout, stdin=None, pipe=None, stdout_to=None, limit_kib=None):
        """Runs `command` (a list) in `cwd` and returns its Run; `pipe` reads its standard
        output, `stdout_to` receives it; the run is stopped after `timeout` seconds."""
        with tempfile.TemporaryFile() as err_file, tempfile.TemporaryFile() as in_file:
            in_file.write((stdin or "").encode())
            in_file.seek(0)
            out_target = open(stdout_to, "wb") if stdout_to else subprocess.PIPE
            processes = []
            try:
                start(processes, command, cwd, in_file, out_target, err_file, pipe, limit_kib)
                out, exit = finish(processes, timeout)
            finally:
                stop(processes)
                if stdout_to:
                    out_target.close()
            err_file.seek(0)
            err = err_file.read()
        pipe_exit = processes[-1].returncode if pipe else None
        return Run(command, exit, decode(out or b""), decode(err), pipe_exit)

    def run_case(self, case):
        """What is wrong with the case's run: a list of problems, empty when it passes."""
        folder = os.path.join(self.work, case.name)
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        check = getattr(self, "check_" + case.kind)
        return check(case, folder)

    def tool_run(self, case, tool, folder, arguments=None, **options):
        """Runs the tool with the case's arguments (or `arguments`), stdin and timeout."""
        arguments = case.facts[tool] if arguments is None else arguments
        stdin = case.get("stdin")
        return self.execute(
            [self.program(tool), *arguments],
            folder,
            case.get("timeout", DEFAULT_TIMEOUT),
            stdin=None if stdin is None else self.resolve(stdin, tool),
            **options,
        )

    # The kinds of case.

    def check_run(self, case, folder):
        runs = []
        problems = []
        pipe = case.get("pipe")
        for tool in case.tools:
            run = self.tool_run(case, tool, folder, pipe=pipe, stdout_to=case.get("stdout_to"))
            runs.append(run)
            found = self.facts_of(case, run, tool)
            if pipe and run.pipe_exit != 0:
                found.append(f"the reader `{shlex.join(pipe)}` returned {run.pipe_exit}")
            problems += report(run, tool, found)
        if case.get("same_message") and not problems:
            messages = [message_of(run.err, tool) for run, tool in zip(runs, case.tools)]
            if messages[0] != messages[1]:
                problems.append(
                    "the tools' messages differ:\n"
                    f"  ctp:     {messages[0]}\n  ctp-gen: {messages[1]}\n"
                )
        return problems

    def check_shell(self, case, folder):
        script = self.resolve(case.facts["shell"])
        run = self.execute(
            ["sh", "-c", script],
            folder,
            case.get("timeout", DEFAULT_TIMEOUT),
            stdin=case.get("stdin"),
            limit_kib=case.get("memory_limit_kib"),
        )
        return report(run, "sh", self.facts_of(case, run, "sh"))

    def facts_of(self, case, run, tool):
        """The problems of one run with the case's exit code, standard error and output."""
        problems = []
        expected_exit = case.get("exit", 0)
        if run.exit != expected_exit:
            problems.append(f"exit code: expected {expected_exit}, got {shown_exit(run)}")
        if "stderr_matches" in case.facts:
            pattern = self.resolve(case.facts["stderr_matches"], tool)
            if not re.fullmatch(f"{re.escape(tool)}: [^\n]*\n", run.err):
                problems.append(f"standard error must be one line starting `{tool}: `")
            elif not compile_pattern(pattern).search(run.err):
                problems.append(f"standard error does not match: {pattern}")
        elif run.err:
            problems.append("standard error must be empty")
        if "stdout_to" in case.facts:
            return problems
        if "stdout" in case.facts or "stdout_file" in case.facts:
            expected = (
                self.resolve(case.facts["stdout"], tool)
                if "stdout" in case.facts
                else common.read_text(case.facts["stdout_file"])
            )
            if run.out != expected:
                problems.append(f"standard output differs; expected:\n{expected}[end]")
        elif "stdout_matches" in case.facts:
            pattern = self.resolve(case.facts["stdout_matches"], tool)
            if not compile_pattern(pattern).search(run.out):
                problems.append(f"standard output does not match: {pattern}")
        elif run.out:
            problems.append("standard output must be empty")
        return problems

    def check_same_stdout_as(self, case, folder):
        tool = case.tools[0]
        runs = [
            self.tool_run(case, tool, folder, arguments=arguments)
            for arguments in (case.facts["same_stdout_as"], case.facts[tool])
        ]
        problems = []
        for run in runs:
            found = answered(run)
            if not run.out:
                found.append("standard output must not be empty")
            problems += report(run, tool, found, show=False)
        if runs[0].out != runs[1].out:
            problems.append(
                "the outputs differ:\n"
                + "".join(
                    f"--- {tool} {shlex.join(run.command[1:])}\n{run.out}[end]\n" for run in runs
                )
            )
        return problems

    def check_output_option(self, case, folder, option=None):
        """-o FILE writes what standard output shows, keeps an unchanged FILE, replaces a
        different one; a failing run leaves no file."""
        tool = case.tools[0]
        option = option or case.facts["output_option"]
        arguments = case.facts[tool]
        output = os.path.join(folder, "output")
        to_file = [*arguments, option, output]
        if case.get("exit", 0) != 0:
            return self.check_no_output_left(case, folder, to_file)
        # 1. The answer on standard output, not empty.
        plain = self.tool_run(case, tool, folder)
        found = answered(plain)
        if not plain.out:
            found.append("standard output must not be empty")
        problems = report(plain, tool, found)
        # 2. FILE first holds another answer, which the run must replace.
        if "output_over" in case.facts:
            over = [*case.facts["output_over"], option, output]
            problems += report(
                self.tool_run(case, tool, folder, arguments=over), tool, [], quiet=True
            )
            if os.path.exists(output) and read_bytes(output) == plain.out.encode(
                errors="surrogateescape"
            ):
                problems.append(
                    f"{tool} {shlex.join(case.facts['output_over'])} writes the "
                    "same answer, so the case proves no replacing"
                )
        # 3. With -o FILE: nothing on standard output, FILE holds the answer.
        problems += report(
            self.tool_run(case, tool, folder, arguments=to_file), tool, [], quiet=True
        )
        if not os.path.exists(output):
            return problems + [f"{tool} {shlex.join(to_file)} wrote no file"]
        if read_bytes(output) != plain.out.encode(errors="surrogateescape"):
            problems.append(
                f"{tool} {shlex.join(to_file)} wrote other bytes than its standard "
                f"output shows: {output}"
            )
        # 4. Regenerated unchanged, FILE is left alone: its time stays in 2001.
        old = time.mktime((2001, 1, 1, 0, 0, 0, 0, 1, -1))
        os.utime(output, (old, old))
        problems += report(
            self.tool_run(case, tool, folder, arguments=to_file), tool, [], quiet=True
        )
        if os.path.getmtime(output) != old:
            problems.append(
                f"{tool} {shlex.join(to_file)} rewrote a file that already held its answer"
            )
        return problems

    def check_no_output_left(self, case, folder, to_file):
        """A run with -o FILE that fails keeps to the case's facts and leaves no file."""
        tool = case.tools[0]
        run = self.tool_run(case, tool, folder, arguments=to_file)
        problems = report(run, tool, self.facts_of(case, run, tool))
        left = sorted(os.listdir(folder))
        if left:
            problems.append(
                f"{tool} {shlex.join(to_file)} failed and left files behind: {' '.join(left)}"
            )
        return problems

    def check_svg(self, case, folder):
        problems = self.check_output_option(case, folder, option="-o")
        if problems:
            return problems
        tools = check_svg.find_tools(*(self.svg_tools or (None, None)))
        picture = os.path.join(folder, "picture.svg")
        os.replace(os.path.join(folder, "output"), picture)
        return check_svg.check_picture(picture, os.path.join(folder, "picture.png"), tools)

    def check_accepted_after(self, case, folder):
        tool = case.tools[0]
        seconds = case.facts["accepted_after"]
        run = self.execute(
            [self.program(tool), *case.facts[tool]], folder, seconds, stdout_to=os.devnull
        )
        found = []
        if run.exit not in (0, None):
            found.append(
                f"exit code: expected 0, or still at work after {seconds} s; got {run.exit}"
            )
        if run.err:
            found.append("standard error must be empty")
        return report(run, tool, found)

    def check_progress_line(self, case, folder):
        tool = case.tools[0]
        line = self.resolve(case.facts["progress_line"], tool)
        command = shlex.join([self.program(tool), *case.facts[tool]]) + " > /dev/null"
        script = shutil.which("script")
        if not script:
            raise CaseFailure("the case needs util-linux's script (a terminal for standard error)")
        run = self.execute([script, "-qec", command, "/dev/null"], folder, case.get("timeout", 300))
        found = []
        if run.exit != 0:
            found.append(f"exit code: expected 0, got {shown_exit(run)}")
        if not compile_pattern(f"^(\r{line})+\r +\r$").search(run.out):
            found.append(f"the terminal must show the progress line ({line}), then erase it")
            run.out = run.out.replace("\r", "\\r")
        return report(run, tool, found)


class CaseFailure(Exception):
    """A case that cannot run as written here (a tool not given, a program missing)."""


def start(processes, command, cwd, stdin, stdout, stderr, pipe, limit_kib):
    """Starts `command`, each in a process group of its own, and `pipe` reading its output if
    given; both join `processes`, the reader last."""

    def limited():
        size = limit_kib * 1024
        resource.setrlimit(resource.RLIMIT_AS, (size, size))

    try:
        first = subprocess.Popen(
            command,
            cwd=cwd,
            stdin=stdin,
            stdout=stdout,
            stderr=stderr,
            start_new_session=True,
            preexec_fn=limited if limit_kib else None,
        )
        processes.append(first)
        if pipe:
            reader = subprocess.Popen(
                pipe,
                cwd=cwd,
                stdin=first.stdout,
                stdout=subprocess.PIPE,
                stderr=stderr,
                start_new_session=True,
            )
            processes.append(reader)
            first.stdout.close()
    except OSError as error:
        raise CaseFailure(
            f"cannot run {error.filename or command[0]}: {error.strerror or error}"
        ) from None


def finish(processes, timeout):
    """Waits for the processes of `start` for `timeout` seconds at most: (the output of the last,
    the exit code of the first, None when it was still at work)."""
    first, reader = processes[0], processes[-1]
    deadline = time.monotonic() + timeout
    try:
        out, _ = reader.communicate(timeout=timeout)
        first.wait(timeout=max(0.1, deadline - time.monotonic()))
    except subprocess.TimeoutExpired:
        stop(processes)
        out, _ = reader.communicate()
        return out, None
    return out, first.returncode


def stop(processes):
    """Ends what is left of the runs (their whole process groups) and reaps them."""
    for process in processes:
        if process.poll() is None:
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            process.wait()


def decode(data):
    return data.decode("utf-8", errors="surrogateescape")


def read_bytes(path):
    with open(path, "rb") as file:
        return file.read()


def shown_exit(run):
    if run.exit is None:
        return "none: still at work when the time was up"
    if run.exit < 0:
        return f"killed by signal {-run.exit}"
    return str(run.exit)


def answered(run):
    """The problems of a run that must answer: exit 0, nothing on standard error."""
    found = []
    if run.exit != 0:
        found.append(f"exit code: expected 0, got {shown_exit(run)}")
    if run.err:
        found.append("standard error must be empty")
    return found


def report(run, tool, found, show=True, quiet=False):
    """The problems `found` in a run, each after its command; with `quiet`, the run must also
    have answered with nothing on standard output."""
    if quiet:
        found = found + answered(run) + (["standard output must be empty"] if run.out else [])
    if not found:
        return []
    head = f"{tool} {shlex.join(run.command[1:])}" if tool != "sh" else run.command[-1]
    return [
        f"{head}\n"
        + "".join(f"  {problem}\n" for problem in found)
        + (run.shown() if show or quiet else "")
    ]


def message_of(err, tool):
    """A tool's message: its one line of standard error after `<tool>: `."""
    return err[len(tool) + 2 :].rstrip("\n")


def parse_arguments(argv):
    parser = common.ArgumentParser(
        description="Run the command-line cases of ctp and ctp-gen (or --list their names)."
    )
    parser.add_argument("files", nargs="+", metavar="CASE_FILE", help="a TOML file of cases")
    parser.add_argument(
        "--list",
        action="store_true",
        help="print each case that runs here: NAME, its file and its labels, "
        "separated by tabs; run nothing",
    )
    parser.add_argument(
        "--case",
        action="append",
        metavar="NAME",
        help="run this case only (again for more; default: every case)",
    )
    parser.add_argument("--ctp", help="the ctp program")
    parser.add_argument("--ctp-gen", help="the ctp-gen program")
    parser.add_argument("--ctp-mpi", help="the ctp-mpi program, for shell cases (${ctp-mpi})")
    parser.add_argument("--project-version", help="the version the tools say (${project_version})")
    parser.add_argument("--ctp-include", help="the folder of <ctp.hpp> (${ctp_include})")
    parser.add_argument(
        "--sanitizers", action="store_true", help="the tools are built with the sanitizers"
    )
    parser.add_argument(
        "--work-dir",
        help="where each case runs, in a folder of its own "
        "(default: a temporary folder, removed after)",
    )
    parser.add_argument("--xmllint", help="xmllint for svg cases (default: on the PATH)")
    parser.add_argument("--rsvg-convert", help="rsvg-convert for svg cases (default: on the PATH)")
    return parser.parse_args(argv)


def named(cases, names, files):
    """The cases of `names`; a name that runs nowhere here is a failure."""
    known = {case.name for case in cases}
    for name in names:
        if name not in known:
            common.fail(f"ctp: no case {name} runs here in {' '.join(files)}")
    return [case for case in cases if case.name in names]


def run_all(cases, args):
    """Runs the cases, each said passed or FAILED with its problems; the names of those that
    failed."""
    with tempfile.TemporaryDirectory(prefix="ctp-cli-") as temporary:
        runner = Runner(
            {"ctp": args.ctp, "ctp-gen": args.ctp_gen, "ctp-mpi": args.ctp_mpi},
            args.work_dir or temporary,
            args.project_version,
            (args.xmllint, args.rsvg_convert),
            args.ctp_include,
        )
        failed = []
        for case in cases:
            try:
                problems = runner.run_case(case)
            except (CaseFailure, common.Failure) as failure:
                problems = [str(failure).removeprefix("ctp: ") + "\n"]
            if problems:
                failed.append(case.name)
                print(f"FAILED {case.name} ({case.where()})\n" + "".join(problems), flush=True)
            else:
                print(f"passed {case.name}", flush=True)
    return failed


def main(argv=None):
    args = parse_arguments(argv)
    everything = load_all(args.files, args.sanitizers)
    cases = selected(everything, args.sanitizers)
    if args.list:
        for case in everything:
            check_patterns(case)
        for case in cases:
            print(f"{case.name}\t{case.path}\t{','.join(case.get('labels', []))}")
        return 0
    if args.case:
        cases = named(cases, args.case, args.files)
    for case in cases:
        check_patterns(case)
    failed = run_all(cases, args)
    print(f"{len(cases) - len(failed)} passed, {len(failed)} failed", flush=True)
    if failed:
        common.fail(f"ctp: {len(failed)} of {len(cases)} cases failed: {' '.join(failed)}")
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
