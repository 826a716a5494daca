#!/usr/bin/env python3
"""Checks pictures that `ctp ... --svg` drew: each is well-formed XML (xmllint), its root element
is <svg> in the SVG namespace, and it renders (rsvg-convert makes a PNG of it).

    check_svg.py [--xmllint PATH] [--rsvg-convert PATH] [--work-dir DIR] PICTURE...

The command-line cases with `svg = true` (scripts/run_cli_cases.py) check every picture they draw
with `check_picture`; xmllint comes from libxml2-utils and rsvg-convert from librsvg2-bin, which
scripts/setup installs.
"""

import os
import shutil
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

import common

SVG_ROOT = "{http://www.w3.org/2000/svg}svg"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def find_tools(xmllint=None, rsvg_convert=None):
    """The two programs the check runs, (xmllint, rsvg-convert): the ones given, or those on the
    PATH; a failure naming the packages when one is missing."""
    found = (xmllint or shutil.which("xmllint"), rsvg_convert or shutil.which("rsvg-convert"))
    if not all(tool and os.path.exists(tool) for tool in found):
        common.fail(
            "ctp: xmllint (libxml2-utils) and rsvg-convert (librsvg2-bin) are needed; "
            "run scripts/setup"
        )
    return found


def check_picture(path, png, tools):
    """What is wrong with the picture at `path` (a list of sentences, empty when it is good),
    rendered to `png`; `tools` are find_tools()'s two programs."""
    xmllint, rsvg_convert = tools
    # 1. Well-formed XML, as any XML reader must accept it.
    parsed = common.execute([xmllint, "--noout", path])
    if parsed.returncode != 0:
        return [f"{path} is not well-formed XML:\n{parsed.stderr}"]
    # 2. An SVG picture, not some other XML document.
    try:
        root = ElementTree.parse(path).getroot().tag
    except ElementTree.ParseError as error:
        return [f"{path} is not well-formed XML: {error}"]
    if root != SVG_ROOT:
        return [f"{path}: the root element is {root}, not <svg> in the SVG namespace"]
    # 3. It renders: rsvg-convert writes a PNG file that is not empty.
    if os.path.exists(png):
        os.remove(png)
    rendered = common.execute([rsvg_convert, path, "-o", png])
    with_png = os.path.exists(png) and os.path.getsize(png) > len(PNG_SIGNATURE)
    if rendered.returncode != 0 or not with_png:
        return [f"rsvg-convert did not render {path}:\n{rendered.stderr}"]
    with open(png, "rb") as file:
        if file.read(len(PNG_SIGNATURE)) != PNG_SIGNATURE:
            return [f"rsvg-convert did not render {path}: {png} is not a PNG picture"]
    return []


def main(argv=None):
    parser = common.ArgumentParser(
        description="Check that SVG pictures are well-formed XML and render."
    )
    parser.add_argument("pictures", nargs="+", metavar="PICTURE", help="an SVG file")
    parser.add_argument("--xmllint", help="xmllint (default: the one on the PATH)")
    parser.add_argument("--rsvg-convert", help="rsvg-convert (default: the one on the PATH)")
    parser.add_argument(
        "--work-dir",
        help="where the PNG renderings go (default: a temporary folder, removed after)",
    )
    args = parser.parse_args(argv)

    tools = find_tools(args.xmllint, args.rsvg_convert)
    with tempfile.TemporaryDirectory(prefix="ctp-svg-") as temporary:
        work = args.work_dir or temporary
        os.makedirs(work, exist_ok=True)
        problems = []
        for number, picture in enumerate(args.pictures):
            png = os.path.join(work, f"{number}-{os.path.basename(picture)}.png")
            problems += check_picture(picture, png, tools)
    if problems:
        common.fail("ctp: " + "\n".join(problems))
    common.status(f"ctp: {len(args.pictures)} pictures are well-formed SVG and render")
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
