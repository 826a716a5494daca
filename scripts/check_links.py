#!/usr/bin/env python3
"""Every link of the docs resolves: in README.md, talks/README.md, every Markdown page of docs/
(docs/course/ included) and the exercises' pages,

1. a relative link or picture names a file (or folder) that exists;
2. an anchor of a Markdown page, `page.md#anchor`, names one of that page's headings, as GitHub
   makes its anchors;
3. no link is a bare `#anchor`: Doxygen, which builds the same pages into the `make docs` site,
   does not resolve one, so a page names itself, `page.md#anchor`.

Links inside code blocks are not links. Addresses with a scheme (https:, mailto:) are not
checked: the tests run offline.

    check_links.py --root <repo> [page.md ...]

With no page, checks the pages above. Prints what it checked; any breach is listed, one a line,
and the exit status is 1.
"""

import glob
import os
import re
import sys

import check_course
import common

PAGES = [
    "README.md",
    "docs/*.md",
    "docs/course/*.md",
    "talks/README.md",
    "exercises/README.md",
    "exercises/*/README.md",
]


def default_pages(root):
    """The pages of PAGES that exist, relative to root, in order."""
    found = []
    for pattern in PAGES:
        found += sorted(
            os.path.relpath(path, root) for path in glob.glob(os.path.join(root, pattern))
        )
    return found


def check_page(root, page, breaches):
    """The links of one page; returns how many it has."""
    text = common.read_text(os.path.join(root, page))
    links = check_course.check_links(root, page, text, breaches)
    for number, line in check_course.split_page(text)[0]:
        line = re.sub(r"<!--.*?-->", "", line)
        for match in check_course.LINK.finditer(line):
            if match.group(2).startswith("#"):
                breaches.append(
                    f"{page}:{number}: the link {match.group(2)} names no page: "
                    f"write {os.path.basename(page)}{match.group(2)}, which "
                    "Doxygen resolves too"
                )
    return len(links)


def main(argv=None):
    parser = common.ArgumentParser(
        description="Check that every relative link and anchor of "
        "the docs, the README and the talks' index resolves."
    )
    parser.add_argument("--root", required=True, help="the repository")
    parser.add_argument(
        "pages",
        nargs="*",
        help="Markdown pages, relative to the root "
        "(default: README.md, docs/*.md, docs/course/*.md, talks/README.md, the "
        "exercises' pages)",
    )
    args = parser.parse_args(argv)
    root = args.root
    pages = [
        os.path.relpath(os.path.join(root, page), root) for page in args.pages
    ] or default_pages(root)
    if not pages:
        common.fail(f"ctp: no Markdown page to check in {root}")
    breaches = []
    count = 0
    for page in pages:
        if not os.path.isfile(os.path.join(root, page)):
            common.fail(f"ctp: {page} does not exist")
        count += check_page(root, page, breaches)
    common.fail_on_breaches(breaches, f"{len(breaches)} links do not resolve")
    common.status(f"ctp: {count} links of {len(pages)} pages resolve")
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
