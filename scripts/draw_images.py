#!/usr/bin/env python3
"""Draws the pictures of the guides with the ctp tool: each puzzle's, listed in its manifest
(puzzles/<word>.json, "images"), and the course's diagrams, listed in docs/images/images.txt.

    draw_images.py [--root <project>] --tool <ctp> --images <folder> [--check --work-dir <dir>]

A manifest maps a picture to the arguments of the `ctp` command that draws it (`"hanoi_3.svg":
"hanoi 3 --svg"`). Each line of images.txt names a picture and, the same way, its arguments, or
`diagram` and a diagram of the course that scripts/diagrams.py draws (`diagram calls 4`); `#`
starts a comment line. With --check every picture is drawn into
the work folder and must be byte-identical to the committed one (they cannot go stale); without,
the committed pictures are redrawn (`make images`).
"""

import filecmp
import os
import shlex
import sys

import common
import diagrams
import puzzles


def manifest_pictures(root):
    """The puzzles' pictures, from their manifests under root: (file name, ctp arguments) pairs."""
    try:
        found = puzzles.manifests(root)
    except puzzles.ListError as error:
        common.fail(str(error))
    return [
        (file, shlex.split(arguments)) for manifest in found for file, arguments in manifest.images
    ]


def read_list(path):
    """The pictures of the list at `path`: (file name, ctp arguments) pairs."""
    pictures = []
    for number, line in enumerate(common.read_text(path).split("\n"), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            words = shlex.split(line)
        except ValueError as error:
            common.fail(f"ctp: {path}:{number}: {error}")
        if len(words) < 2 or os.path.basename(words[0]) != words[0]:
            common.fail(
                f"ctp: {path}:{number}: a line is a file name of the folder, then the "
                "arguments of ctp that draw it"
            )
        pictures.append((words[0], words[1:]))
    if not pictures:
        common.fail(f"ctp: {path} lists no picture")
    return pictures


def draw_diagram(tool, arguments, file):
    """The SVG of a course diagram (scripts/diagrams.py): `calls DISCS` or `doubling DISCS`, the
    second with the letters `ctp hanoi DISCS` prints."""
    if (
        len(arguments) != 2
        or arguments[0] not in ("calls", "doubling")
        or not arguments[1].isdigit()
    ):
        common.fail(
            f"ctp: {file}: a diagram is `diagram calls DISCS` or "
            f"`diagram doubling DISCS`, got `diagram {shlex.join(arguments)}`"
        )
    kind, discs = arguments[0], int(arguments[1])
    if kind == "calls":
        return diagrams.calls(discs)
    solved = common.execute([tool, "hanoi", str(discs)])
    if solved.returncode != 0:
        common.fail(f"ctp: drawing {file}: `ctp hanoi {discs}` failed: {solved.stderr}")
    return diagrams.doubling(discs, solved.stdout.strip())


def main(argv=None):
    parser = common.ArgumentParser(description="Draw (or check) the guides' pictures with ctp.")
    parser.add_argument(
        "--root",
        help="the project, with its manifests in puzzles/: their pictures too (docs/images); "
        "without it, only the folder's images.txt (a talk's stills)",
    )
    parser.add_argument("--tool", required=True, help="the ctp program")
    parser.add_argument("--images", required=True, help="docs/images, with its images.txt")
    common.add_check_options(parser, "each picture")
    args = common.parse_checked(parser, argv)

    listed = read_list(os.path.join(args.images, "images.txt"))
    pictures = (manifest_pictures(args.root) if args.root else []) + listed
    files = [file for file, _ in pictures]
    twice = sorted({file for file in files if files.count(file) > 1})
    if twice:
        common.fail(
            f"ctp: {', '.join(twice)}: drawn twice (by the manifests, puzzles/*.json, "
            "and docs/images/images.txt together)"
        )
    if args.check:
        os.makedirs(args.work_dir, exist_ok=True)
    stale = []
    for file, arguments in pictures:
        output = os.path.join(args.work_dir if args.check else args.images, file)
        if args.check and os.path.exists(output):
            os.remove(output)
        if arguments[0] == "diagram":
            common.write_text(output, draw_diagram(args.tool, arguments[1:], file))
        else:
            drawn = common.execute([args.tool, *arguments, "-o", output])
            if drawn.returncode != 0:
                common.fail(
                    f"ctp: drawing {file} with `ctp {shlex.join(arguments)}` failed: "
                    f"{drawn.stderr}"
                )
        committed = os.path.join(args.images, file)
        if args.check and not (
            os.path.exists(committed) and filecmp.cmp(committed, output, shallow=False)
        ):
            stale.append(file)
    if stale:
        common.fail(
            f"ctp: docs/images differs from what ctp draws now: {' '.join(stale)} "
            f"(drawn into {args.work_dir}); run `make images` to redraw the committed "
            "pictures"
        )
    common.status(f"ctp: {len(pictures)} pictures {'checked' if args.check else 'drawn'}")
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
