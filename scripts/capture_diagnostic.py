#!/usr/bin/env python3
"""The docs quote compiler errors without retyping them: each program in docs/diagnostics/ (and
each talk program whose first line is `// compilers: ...`) must not compile, and its errors (each
with the note right after it, if any, and g++'s `confused by earlier errors, bailing out` where it
crashes after them) are kept in a committed file beside it,
`<name>.<compiler>.txt`, which the docs include through an `<!-- output: -->` marker.

    capture_diagnostic.py --cxx <compiler> --source <file.cpp> --message <file.txt>
                          --include-dir <include> [--update]
    capture_diagnostic.py --cxx <compiler> --source <file.cpp> --include-dir <include> --accepted

Without --update the run fails when the compiler now says something else (or compiles the
program); with it (`make snippets`) the message file is rewritten. A line `// errors: N` among
the program's first lines also requires exactly N errors: the proof that bad input gives one
error and no cascade. A line `// notes: N` keeps up to N notes after each error instead of one,
for a message whose point is in a later note (which requirement of a concept failed). A line
`// flags: ...` adds those options to the compiler's command (`-Werror`: a warning that is on by
default stops it).

Where the compilers disagree, a line `// accepted by: gcc` names the compiler that compiles the
program: with --accepted, the run fails unless the compiler compiles it without a word (no
error, no warning), so that "g++ accepts this, clang++ refuses it" is proven both ways.
"""

import re
import sys

import common

# A diagnostic proper: `file:line:column: kind: text`; the location is dropped.
DIAGNOSTIC = re.compile(r"[^ ].*:[0-9]+:[0-9]+: ((fatal error|error|note|warning): .*)")

# g++'s line for an internal compiler error met after other errors, `file:line: confused by
# earlier errors, bailing out`: kept (without the location), so that a capture never hides a crash.
BAIL_OUT = re.compile(r"[^ ].*:[0-9]+: (confused by earlier errors, bailing out)")


def diagnostics(output, notes=1):
    """The errors of a compiler's `output`, each with up to `notes` of the notes right after it,
    and g++'s bail-out line after an internal error, one a line; and the number of errors."""
    message = []
    errors = 0
    notes_left = 0
    for line in output.split("\n"):
        bail_out = BAIL_OUT.fullmatch(line)
        if bail_out:
            message.append(bail_out.group(1) + "\n")
            notes_left = 0
            continue
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


# The first lines of a program, where its `// <name>: ...` lines are read.
HEAD_LINES = 5


def head_text(source_text, name):
    """The text after `// <name>: ` on one of the program's first lines, or None."""
    for line in source_text.split("\n")[:HEAD_LINES]:
        if line.startswith(f"// {name}: "):
            return line[len(f"// {name}: ") :].strip()
    return None


def head_number(source_text, name):
    """N of a line `// <name>: N` among the program's first lines, or None."""
    text = head_text(source_text, name)
    return int(text) if text is not None and text.isdigit() else None


def head_flags(source_text):
    """The options of a line `// flags: ...` among the program's first lines (none without)."""
    return (head_text(source_text, "flags") or "").split()


def required_errors(source_text):
    """N of a line `// errors: N` among the program's first lines, or None."""
    return head_number(source_text, "errors")


def compile_program(cxx, source, source_text, include_dir):
    """The compiler's run on the program (with its `// flags:`), its output merged."""
    return common.execute(
        [
            cxx,
            "-std=c++20",
            "-fsyntax-only",
            "-fdiagnostics-color=never",
            *head_flags(source_text),
            f"-I{include_dir}",
            source,
        ],
        merge=True,
        env=common.c_locale(),
    )


def check_accepted(cxx, source, compiled):
    """Fails unless the compiler compiled the program without an error or a warning."""
    if compiled.returncode != 0 or re.search(r"\b(warning|error):", compiled.stdout):
        common.fail(f"ctp: {cxx} must compile {source} without a word:\n{compiled.stdout}")
    common.status(f"ctp: {cxx} compiles {source} without a word")


def check_rejected(args, source_text, compiled):
    """Fails unless the compiler rejected the program with the errors kept in --message (which
    --update rewrites instead)."""
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


def main(argv=None):
    parser = common.ArgumentParser(
        description="Check (or capture) the errors a compiler "
        "prints for a program that must not compile (or, with --accepted, that it compiles)."
    )
    parser.add_argument("--cxx", required=True, help="the compiler")
    parser.add_argument("--source", required=True, help="the program that must not compile")
    parser.add_argument("--message", help="the committed file of its errors")
    parser.add_argument("--include-dir", required=True, help="ctp's include/")
    parser.add_argument("--update", action="store_true", help="rewrite the message file")
    parser.add_argument(
        "--accepted",
        action="store_true",
        help="the compiler must compile the program without an error or a warning",
    )
    args = parser.parse_args(argv)
    if not args.accepted and not args.message:
        parser.error("--message is needed, unless --accepted")

    source_text = common.read_text(args.source)
    compiled = compile_program(args.cxx, args.source, source_text, args.include_dir)
    if args.accepted:
        check_accepted(args.cxx, args.source, compiled)
    else:
        check_rejected(args, source_text, compiled)
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
