#!/usr/bin/env python3
"""The docs quote compiler errors without retyping them: each program in docs/diagnostics/ (and
each talk program whose first line is `// compilers: ...`) must not compile, and its errors (each
with the note right after it, if any) are kept in a committed file beside it,
`<name>.<compiler>.txt`, which the docs include through an `<!-- output: -->` marker.

    capture_diagnostic.py --cxx <compiler> --source <file.cpp> --message <file.txt>
                          --include-dir <include> [--update]

Without --update the run fails when the compiler now says something else (or compiles the
program); with it (`make snippets`) the message file is rewritten. A line `// errors: N` among
the program's first lines also requires exactly N errors: the proof that bad input gives one
error and no cascade. A line `// notes: N` keeps up to N notes after each error instead of one,
for a message whose point is in a later note (which requirement of a concept failed).
"""

import re
import sys

import common

# A diagnostic proper: `file:line:column: kind: text`; the location is dropped.
DIAGNOSTIC = re.compile(r"[^ ].*:[0-9]+:[0-9]+: ((fatal error|error|note|warning): .*)")


def diagnostics(output, notes=1):
    """The errors of a compiler's `output`, each with up to `notes` of the notes right after it,
    one a line; and the number of errors."""
    message = []
    errors = 0
    notes_left = 0
    for line in output.split("\n"):
        match = DIAGNOSTIC.fullmatch(line)
        if not match:
            continue
        diagnostic = match.group(1)
        if match.group(2) in ("fatal error", "error"):
            errors += 1
            message.append(diagnostic + "\n")
            notes_left = notes
        elif notes_left > 0 and match.group(2) == "note":
            message.append(diagnostic + "\n")
            notes_left -= 1
        else:
            notes_left = 0
    return "".join(message), errors


def head_number(source_text, name):
    """N of a line `// <name>: N` among the program's first three lines, or None."""
    head = "\n".join(source_text.split("\n")[:3])
    match = re.search(rf"// {name}: ([0-9]+)", head)
    return int(match.group(1)) if match else None


def required_errors(source_text):
    """N of a line `// errors: N` among the program's first lines, or None."""
    return head_number(source_text, "errors")


def main(argv=None):
    parser = common.ArgumentParser(
        description="Check (or capture) the errors a compiler "
        "prints for a program that must not compile."
    )
    parser.add_argument("--cxx", required=True, help="the compiler")
    parser.add_argument("--source", required=True, help="the program that must not compile")
    parser.add_argument("--message", required=True, help="the committed file of its errors")
    parser.add_argument("--include-dir", required=True, help="ctp's include/")
    parser.add_argument("--update", action="store_true", help="rewrite the message file")
    args = parser.parse_args(argv)

    source_text = common.read_text(args.source)
    compiled = common.execute(
        [
            args.cxx,
            "-std=c++20",
            "-fsyntax-only",
            "-fdiagnostics-color=never",
            f"-I{args.include_dir}",
            args.source,
        ],
        merge=True,
        env=common.c_locale(),
    )
    output = compiled.stdout
    if compiled.returncode == 0:
        common.fail(f"ctp: {args.source} compiled with {args.cxx}, but it must fail")
    notes = head_number(source_text, "notes")
    message, errors = diagnostics(output, 1 if notes is None else notes)
    if not message:
        common.fail(f"ctp: {args.cxx} rejected {args.source} without an `error:` line:\n{output}")
    required = required_errors(source_text)
    if required is not None and errors != required:
        common.fail(
            f"ctp: {args.cxx} gave {errors} errors for {args.source}, not {required}:\n{output}"
        )
    common.keep_or_check(
        args.message, message, f"what {args.cxx} says about {args.source}", args.update
    )
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
