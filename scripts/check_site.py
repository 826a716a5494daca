#!/usr/bin/env python3
"""The `make docs` site keeps what its Markdown pages promise: in every page Doxygen makes of a
Markdown page (index.html, the README, and md_*.html),

1. every relative link names a file of the site, and its `#fragment` an anchor of that file;
2. every picture (`<img src>`, `<object data>`) is a file of the site;
3. no backtick shows in the text: Markdown that Doxygen did not read.

Code blocks and fragments are not text.

    check_site.py <html folder>

Prints what it checked; any breach is listed, one a line, and the exit status is 1.
"""

import os
import re
import sys

import common

CODE = re.compile(r'<div class="fragment">.*?</div><!-- fragment -->|<pre.*?</pre>', re.S)


def pages(folder):
    """The site's pages made of Markdown."""
    return sorted(
        name
        for name in os.listdir(folder)
        if name == "index.html" or (name.startswith("md_") and name.endswith(".html"))
    )


def anchors(path, cache):
    """The ids and names of a page."""
    if path not in cache:
        cache[path] = set(re.findall(r'\b(?:id|name)="([^"]+)"', common.read_text(path)))
    return cache[path]


def check_page(folder, name, cache, breaches):
    """One page's links, pictures and text; returns how many links and pictures it has."""
    text = common.read_text(os.path.join(folder, name))
    links = re.findall(r'<a\b[^>]*\bhref="([^"]+)"', text)
    checked = 0
    for link in links:
        if re.match(r"[a-z]+:", link) or link.endswith((".css", ".js")):
            continue
        checked += 1
        target, _, fragment = link.partition("#")
        path = os.path.join(folder, target or name)
        if not os.path.isfile(path):
            breaches.append(f"{name}: the link {link} names no file of the site")
        elif fragment and fragment not in anchors(path, cache):
            breaches.append(f"{name}: the link {link} names no anchor of {target or name}")
    for picture in re.findall(r'<img\b[^>]*\bsrc="([^"]+)"|<object\b[^>]*\bdata="([^"]+)"', text):
        source = picture[0] or picture[1]
        if re.match(r"[a-z]+:", source):
            continue
        checked += 1
        if not os.path.isfile(os.path.join(folder, source)):
            breaches.append(f"{name}: the picture {source} is no file of the site")
    body = CODE.sub("", text[text.find('<div class="contents">') :])
    for match in re.finditer("`", re.sub(r"<[^>]*>", "", body)):
        breaches.append(f"{name}: a backtick shows in the text")
        break
    return checked


def main(argv=None):
    parser = common.ArgumentParser(
        description="Check the make docs site: links, anchors and "
        "pictures that exist, no raw Markdown in the text."
    )
    parser.add_argument("html", help="the site's folder (build/docs/html)")
    args = parser.parse_args(argv)
    if not os.path.isdir(args.html):
        common.fail(f"ctp: {args.html} is not a folder: run `make docs` first")
    names = pages(args.html)
    if not names:
        common.fail(f"ctp: {args.html} has no page made of Markdown")
    breaches, cache, count = [], {}, 0
    for name in names:
        count += check_page(args.html, name, cache, breaches)
    common.fail_on_breaches(breaches, f"the site breaks in {len(breaches)} places")
    common.status(f"ctp: {count} links and pictures of {len(names)} pages of the site resolve")
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
