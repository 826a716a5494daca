#!/usr/bin/env python3
"""The docs quote compiler errors without retyping them: each program in docs/diagnostics/ (and
each talk program whose first line is `// compilers: ...`) must not compile, and its errors (each
with the note right after it, if any) are kept in a committed file beside it,
`<name>.<compiler>.txt`, which the docs include through an `<!-- output: -->` marker.

    capture_diagnostic.py --cxx <compiler> --source <file.cpp> --message <file.txt>
                          --include-dir <include> [--update]

Without --update the run fails when the compiler now says something else (or compiles the
program); with it (`make snippets`) the message file is rewritten. A second line `// errors: N`
in the program also requires exactly N errors: the proof that bad input gives one error and no
cascade.
"""

import re
import sys

import common

# A diagnostic proper: `file:line:column: kind: text`; the location is dropped.
DIAGNOSTIC = re.compile(r"[^ ].*:[0-9]+:[0-9]+: ((fatal error|error|note|warning): .*)")


def diagnostics(output):
    """The errors of a compiler's `output`, each with the note right after it, if any, one a
    line; and the number of errors."""
    message = []
    errors = 0
    after_error = False
    for line in output.split("\n"):
        match = DIAGNOSTIC.fullmatch(line)
        if not match:
            continue
        diagnostic = match.group(1)
        if match.group(2) in ("fatal error", "error"):
            errors += 1
            message.append(diagnostic + "\n")
            after_error = True
        elif after_error and match.group(2) == "note":
            message.append(diagnostic + "\n")
            after_error = False
        else:
            after_error = False
    return "".join(message), errors


def required_errors(source_text):
    """N of a line `// errors: N` among the program's first two lines, or None."""
    head = "\n".join(source_text.split("\n")[:2])
    match = re.search(r"// errors: ([0-9]+)", head)
    return int(match.group(1)) if match else None


def main(argv=None):
    parser = common.ArgumentParser(description="Check (or capture) the errors a compiler "
                                     "prints for a program that must not compile.")
    parser.add_argument("--cxx", required=True, help="the compiler")
    parser.add_argument("--source", required=True, help="the program that must not compile")
    parser.add_argument("--message", required=True, help="the committed file of its errors")
    parser.add_argument("--include-dir", required=True, help="ctp's include/")
    parser.add_argument("--update", action="store_true", help="rewrite the message file")
    args = parser.parse_args(argv)

    source_text = common.read_text(args.source)
    compiled = common.execute(
        [args.cxx, "-std=c++20", "-fsyntax-only", "-fdiagnostics-color=never",
         f"-I{args.include_dir}", args.source],
        merge=True, env=common.c_locale())
    output = compiled.stdout
    if compiled.returncode == 0:
        common.fail(f"ctp: {args.source} compiled with {args.cxx}, but it must fail")
    message, errors = diagnostics(output)
    if not message:
        common.fail(f"ctp: {args.cxx} rejected {args.source} without an `error:` line:\n{output}")
    required = required_errors(source_text)
    if required is not None and errors != required:
        common.fail(f"ctp: {args.cxx} gave {errors} errors for {args.source}, not {required}:\n"
                    f"{output}")
    common.keep_or_check(args.message, message, f"what {args.cxx} says about {args.source}",
                         args.update)
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
