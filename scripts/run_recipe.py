#!/usr/bin/env python3
"""Runs a recipe of the guide (docs/recipes/) as its engine would, on this machine, and checks
that its answer is the bytes of one search:

    run_recipe.py --bin <folder of ctp> --recipe FILE [--each NAME=FIRST..LAST] [--then FILE]
                  [--file NAME=TEXT] [--kill-once TEXT] --answer hardest.txt
                  --same-as "water-hardest --cups 4 --max 24 --jobs 1"

1. A fresh folder, with the tools' folder first on the PATH, stands for the place the engine
   runs in (the submission folder of Slurm, the volume of a Kubernetes Job); --file writes a
   file there that the engine's user would (a hostfile of mpirun).
2. The recipe runs: a shell script with sh; a Kubernetes Job (.yaml) by its container's command,
   its line `command: [...]`, read as JSON. With --each, once for every value of the variable,
   as a scheduler runs one task an index (SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX).
3. --then runs the merge the same way, once.
4. The file --answer must hold exactly what `ctp <--same-as>` prints.
With --kill-once, the ctp the recipe finds first on its PATH is a stand-in that runs the real one,
but kills itself with SIGKILL the first time its arguments hold TEXT (e.g. "--shard 3/8"), as a
machine lost mid-part would: the recipe must then fail, and run again, search only that part (the
stand-in counts each ctp it runs) and merge.
Any other variable a recipe reads comes from the environment (e.g. hosts=: for GNU parallel).
"""

import json
import os
import re
import shlex
import shutil
import sys
import tempfile

import common

COMMAND = re.compile(r"^\s*command:\s*(\[.*\])\s*$", re.MULTILINE)
EACH = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)=(\d+)\.\.(\d+)$")


def command_of(recipe):
    """The command that runs `recipe`: sh for a script, a Job's container command for YAML."""
    if not recipe.endswith((".yaml", ".yml")):
        return ["sh", os.path.abspath(recipe)]
    found = COMMAND.findall(common.read_text(recipe))
    if len(found) != 1:
        common.fail(f"ctp: {recipe}: one line `command: [...]` expected, found {len(found)}")
    try:
        command = json.loads(found[0])
    except json.JSONDecodeError as error:
        common.fail(f"ctp: {recipe}: the command is not a list of quoted words: {error}")
    if not isinstance(command, list) or not all(isinstance(word, str) for word in command):
        common.fail(f"ctp: {recipe}: the command is not a list of quoted words")
    return command


def run_in(folder, recipe, environment):
    """Runs `recipe` in `folder`; a failure names it and shows what it said."""
    done = common.execute(command_of(recipe), merge=True, cwd=folder, env=environment)
    if done.returncode != 0:
        common.fail(f"ctp: {recipe} failed with exit code {done.returncode}:\n{done.stdout}")


# The stand-in for ctp of --kill-once: it notes its arguments, kills itself the first time they
# hold the text, and otherwise runs the real ctp.
KILLER = """#!/bin/sh
echo "$*" >> '{calls}'
case " $* " in
  *' {text} '*) if [ ! -e '{killed}' ]; then : > '{killed}'; kill -KILL $$; fi ;;
esac
exec '{ctp}' "$@"
"""


def kill_once(folder, recipe, environment, text, stand_in):
    """Runs `recipe` with a part killed, which must stop it, then again: that part alone is
    searched, then the merge."""
    calls = os.path.join(stand_in, "calls")
    killed = os.path.join(stand_in, "killed")
    ctp = os.path.join(stand_in, "ctp")
    common.write_text(
        ctp,
        KILLER.format(
            calls=calls, text=text, killed=killed, ctp=shutil.which("ctp", path=environment["PATH"])
        ),
    )
    os.chmod(ctp, 0o755)
    environment = dict(environment, PATH=stand_in + os.pathsep + environment["PATH"])
    done = common.execute(command_of(recipe), merge=True, cwd=folder, env=environment)
    if done.returncode == 0 or not os.path.exists(killed):
        common.fail(f"ctp: {recipe}: the part `{text}` was not killed, or its end went unseen")
    first = len(common.read_text(calls).splitlines())
    run_in(folder, recipe, environment)
    again = common.read_text(calls).splitlines()[first:]
    searched = [call for call in again if "--merge" not in call]
    if len(searched) != 1 or f" {text} " not in f" {searched[0]} ":
        common.fail(f"ctp: {recipe}: run again, it searched {searched}, not the killed part alone")


def check_answer(folder, args, environment):
    """The file --answer of `folder` must hold what `ctp <--same-as>` prints."""
    answer = os.path.join(folder, args.answer)
    if not os.path.exists(answer):
        common.fail(f"ctp: {args.recipe} wrote no {args.answer}")
    expected = common.execute(
        [os.path.join(args.bin, "ctp"), *shlex.split(args.same_as)], env=environment
    )
    if expected.returncode not in (0, 1):
        common.fail(f"ctp: ctp {args.same_as} failed: {expected.stderr}")
    if common.read_text(answer) != expected.stdout:
        common.fail(
            f"ctp: {args.recipe}: {args.answer} differs from what "
            f"`ctp {args.same_as}` prints:\n{common.read_text(answer)}[end]"
        )


def parse(argv):
    """The arguments, and the values the recipe runs with: one run, or one a value of --each."""
    parser = common.ArgumentParser(description="Run a recipe of the guide and check its answer.")
    parser.add_argument("--bin", required=True, help="the folder of ctp, put first on the PATH")
    parser.add_argument("--recipe", required=True, help="a shell script or a Kubernetes Job")
    parser.add_argument("--each", help="NAME=FIRST..LAST: run the recipe once a value of NAME")
    parser.add_argument("--then", help="the merge, run once after the recipe")
    parser.add_argument(
        "--file",
        action="append",
        default=[],
        metavar="NAME=TEXT",
        help="a file of one line, TEXT, written as NAME before the recipe runs",
    )
    parser.add_argument(
        "--kill-once", metavar="TEXT", help="kill the ctp whose arguments hold TEXT, once"
    )
    parser.add_argument("--answer", required=True, help="the file the recipe's answer is in")
    parser.add_argument(
        "--same-as", required=True, help="the arguments of ctp whose output the answer must be"
    )
    args = parser.parse_args(argv)
    if args.kill_once and args.each:
        parser.error("--kill-once runs the recipe itself, twice: give it without --each")
    for given in args.file:
        name, equals, _ = given.partition("=")
        if not equals or not name or os.sep in name:
            parser.error(f"--file needs NAME=TEXT, got {given}")
    if not args.each:
        return args, [{}]
    each = EACH.match(args.each)
    if not each:
        parser.error(f"--each needs NAME=FIRST..LAST, got {args.each}")
    first, last = int(each.group(2)), int(each.group(3))
    return args, [{each.group(1): str(value)} for value in range(first, last + 1)]


def main(argv=None):
    args, runs = parse(argv)
    environment = dict(
        os.environ, PATH=os.path.abspath(args.bin) + os.pathsep + os.environ.get("PATH", "")
    )
    with tempfile.TemporaryDirectory(prefix="ctp-recipe-") as folder, tempfile.TemporaryDirectory(
        prefix="ctp-stand-in-"
    ) as stand_in:
        for given in args.file:
            name, _, text = given.partition("=")
            common.write_text(os.path.join(folder, name), text + "\n")
        if args.kill_once:
            kill_once(folder, args.recipe, environment, args.kill_once, stand_in)
        else:
            for variables in runs:
                run_in(folder, args.recipe, dict(environment, **variables))
        if args.then:
            run_in(folder, args.then, environment)
        check_answer(folder, args, environment)
    common.status(f"ctp: {args.recipe}: {args.answer} holds what `ctp {args.same_as}` prints")
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
