#!/usr/bin/env python3
"""Doxygen's input filter for the Markdown pages of the `make docs` site
(docs/reference/Doxyfile.in): the pages are written for GitHub, whose links Doxygen 1.9 does not
all resolve, so this rewrites them, line for line, without touching the files.

1. A heading below the title gets an id of its own, `{#<page>_<anchor>}`: the page's Doxygen name
   (`md_docs_hanoi` for docs/hanoi.md, `index` for the README, the main page) and the anchor
   GitHub gives the heading. Its level is its depth below the title, as Doxygen wants a
   labelled heading to be: the glossary's `###` terms under its `#` title are read as `##`.
   Its backticks are dropped: the site's navigation would show the `<tt>` they make.
2. A link to a heading of a page, `[text](page.md#anchor)`, becomes `[text](@ref <that id>)`, and
   one to a page's title, a link to the page; a link to a page without an anchor is left to
   Doxygen, which resolves it. The text of either loses its backticks, which Doxygen would
   show.
3. A link to a file that is not a page of the site (a test, an example, a folder) keeps its text
   and loses its link: the site has no such file to open.
4. A picture of one of IMAGE_FOLDERS, Doxygen's IMAGE_PATH, is named by its file name alone,
   which Doxygen finds there and copies into the site, and its caption loses its backticks,
   which Doxygen would show.
5. A code span with a quote in it, `` `hanoi<2, 'B', 'A', 'C'>` ``, becomes `<code>...</code>`:
   Doxygen 1.9 reads a quote in a code span as the start of a quotation and shows the backticks.

Code blocks are left as they are.

    doxygen_markdown.py --root <repo> <page.md>

Writes the filtered page to standard output.
"""

import html
import os
import re
import sys

import check_course
import common


IMAGE_FOLDERS = ["docs/images", "bench/results"]
CODE_SPAN = re.compile(r"(`+)(.+?)(?<!`)\1(?!`)")
PICTURE = re.compile(r"!\[([^\]]*)\]\(([^)\s]+)\)")


def page_name(page):
    """Doxygen's name of a Markdown page, `page` relative to the root."""
    if page == "README.md":
        return "index"
    return "md_" + page[: -len(".md")].replace("/", "_")


def heading_ids(text, page):
    """Each heading below the title, by line number, as (its depth below the title, its id), and
    the set of anchors of the page's title."""
    ids, titles, seen, open_levels = {}, set(), {}, []
    for number, line in check_course.split_page(text)[0]:
        match = check_course.HEADING.match(line)
        if not match:
            continue
        base = check_course.slug(match.group(2))
        count = seen.get(base, 0)
        seen[base] = count + 1
        anchor = base if count == 0 else f"{base}-{count}"
        level = len(match.group(1))
        while open_levels and open_levels[-1] >= level:
            open_levels.pop()
        open_levels.append(level)
        if level == 1:
            titles.add(anchor)
        else:
            ids[number] = (len(open_levels), f"{page_name(page)}_{anchor}")
    return ids, titles


def rewrite_link(root, page, match):
    """The text of one link, rewritten as the site needs it."""
    text, target = match.group(1), match.group(2)
    if re.match(r"[a-z]+:", target) or target.startswith("@ref "):
        return match.group(0)
    path, _, anchor = target.partition("#")
    resolved = os.path.normpath(os.path.join(os.path.dirname(page), path)) if path else page
    if not resolved.endswith(".md"):
        return text
    if not anchor:
        # Doxygen shows the backticks of a link's text: the page's name is enough.
        return f"[{text.replace('`', '')}]({target})" if "`" in text else match.group(0)
    full = os.path.join(root, resolved)
    if not os.path.exists(full):
        return match.group(0)
    _, titles = heading_ids(common.read_text(full), resolved)
    text = text.replace("`", "")
    if anchor in titles:
        return f"[{text}](@ref {page_name(resolved)})"
    return f"[{text}](@ref {page_name(resolved)}_{anchor})"


def rewrite_picture(page, match):
    """One picture, named as Doxygen finds it."""
    caption, target = match.group(1).replace("`", ""), match.group(2)
    if not re.match(r"[a-z]+:", target):
        resolved = os.path.normpath(os.path.join(os.path.dirname(page), target))
        if os.path.dirname(resolved) in IMAGE_FOLDERS:
            target = os.path.basename(resolved)
    return f"![{caption}]({target})"


def code_with_quotes(match):
    """One code span, as HTML if it has a quote in it."""
    if "'" not in match.group(2):
        return match.group(0)
    return "<code>" + html.escape(match.group(2).strip(), quote=False) + "</code>"


def filtered(root, page, text):
    """The page as Doxygen should read it."""
    ids, _ = heading_ids(text, page)
    prose = {number for number, _ in check_course.split_page(text)[0]}
    lines = []
    for number, line in enumerate(text.split("\n"), 1):
        if number in prose:
            if number in ids:
                depth, name = ids[number]
                heading = check_course.HEADING.match(line).group(2).replace("`", "")
                line = f"{'#' * depth} {heading} {{#{name}}}"
            else:
                line = check_course.LINK.sub(lambda match: rewrite_link(root, page, match), line)
                line = PICTURE.sub(lambda match: rewrite_picture(page, match), line)
                line = CODE_SPAN.sub(code_with_quotes, line)
        lines.append(line)
    return "\n".join(lines)


def main(argv=None):
    parser = common.ArgumentParser(
        description="Doxygen's input filter for the Markdown pages: "
        "heading ids, and links the site can follow."
    )
    parser.add_argument("--root", required=True, help="the repository")
    parser.add_argument("page", help="a Markdown page of the repository")
    args = parser.parse_args(argv)
    root = os.path.abspath(args.root)
    page = os.path.relpath(os.path.abspath(args.page), root)
    if page.startswith("..") or not page.endswith(".md"):
        common.fail(f"ctp: {args.page} is not a Markdown page of {root}")
    sys.stdout.write(filtered(root, page, common.read_text(os.path.join(root, page))))
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
