#!/usr/bin/env python3
"""The course keeps its shape: docs/course/NN_<name>.md are lessons 1, 2, ... in order, and

1. each lesson is titled `# Lesson N: ...` and has the sections of SECTIONS, in that order, and no
   others at that level;
2. each code block of a lesson follows a `snippet:` marker of a compiled and run example
   (docs/examples/*.cpp, or a header they include), of a program both compilers must reject
   (docs/diagnostics/*.cpp) or of one whose assembly is checked (docs/codegen/*.cpp), or an
   `output:` marker of a captured compiler message or listing (docs/diagnostics/*.txt,
   docs/codegen/*.txt), and "The idea" shows at least one example: check_snippets.py then proves
   each block equal to its source;
3. every relative link of the course's pages and of the glossary names a file that exists, and an
   anchor of a Markdown page names one of its headings;
4. a lesson links to no later lesson, but for the next one in "Read next" (no forward reference);
5. the glossary defines each term once (one `### term` heading), and in each lesson the first use
   of a term (before "Read next", which names the next lesson's subject) is a link to its
   definition;
6. the README's first link to a page of docs/ is lesson 1: a newcomer's first step;
7. each puzzle guide (each manifest's "guide", puzzles/<word>.json) links the first use of each
   glossary term to its definition, as a lesson does, and ends with a "Read next" section that links
   a lesson of the course.

    check_course.py --root <repo>

Prints what it checked; any breach is listed, one a line, and the exit status is 1.
"""

import os
import re
import sys

import common
import puzzles as puzzle_list


COURSE = "docs/course"
GLOSSARY = "docs/glossary.md"
SECTIONS = [
    "What you will learn",
    "What you need",
    "The idea",
    "The puzzle",
    "When you get it wrong",
    "Exercises",
    "Read next",
]
LESSON_FILE = re.compile(r"([0-9]{2})_[a-z0-9_]+\.md")
FENCE = re.compile(r"^ {0,3}```")  # CommonMark: up to three spaces before a fence
MARKER = re.compile(r"<!-- (snippet|output): ([^#\s]+)(#[^\s]+)? -->")
LINK = re.compile(r"(?<!!)\[((?:[^\[\]]|\[[^\]]*\])*)\]\(([^)\s]+)\)")
IMAGE = re.compile(r"!\[[^\]]*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^(#{1,6}) (.*)$")


def guides(root):
    """The puzzle guides, one a puzzle's manifest (puzzles/<word>.json, "guide"), in their order."""
    try:
        return [manifest.guide for manifest in puzzle_list.manifests(root)]
    except puzzle_list.ListError as error:
        common.fail(str(error))


def slug(heading):
    """The anchor GitHub gives a heading: lower case, punctuation but `-` and `_` dropped,
    spaces as `-`."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading).strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def split_page(text):
    """The lines of a page outside its code blocks, as (line number, line), and its code blocks,
    as (line number of the opening fence, the line before it)."""
    prose, blocks = [], []
    inside = False
    previous = ""
    for number, line in enumerate(text.split("\n"), 1):
        if FENCE.match(line):
            if not inside:
                blocks.append((number, previous))
            inside = not inside
        elif not inside:
            prose.append((number, line))
        previous = line
    return prose, blocks


def anchors(text):
    """The anchors of a page's headings, numbered as GitHub does when one repeats."""
    seen = {}
    result = set()
    for _, line in split_page(text)[0]:
        match = HEADING.match(line)
        if match:
            base = slug(match.group(2))
            count = seen.get(base, 0)
            seen[base] = count + 1
            result.add(base if count == 0 else f"{base}-{count}")
    return result


def plain_with_links(line):
    """A prose line as plain text (links replaced by their text, backticks dropped), and for each
    character of it the target of the link it belongs to, or None."""
    line = re.sub(r"<!--.*?-->", "", line)
    plain, targets = [], []
    at = 0
    for match in LINK.finditer(line):
        before = line[at : match.start()].replace("`", "")
        plain.append(before)
        targets += [None] * len(before)
        inner = match.group(1).replace("`", "")
        plain.append(inner)
        targets += [match.group(2)] * len(inner)
        at = match.end()
    rest = line[at:].replace("`", "")
    plain.append(rest)
    targets += [None] * len(rest)
    return "".join(plain), targets


def glossary_terms(text, breaches):
    """The glossary's terms, each a `### term` heading, mapped to their anchors; a term defined
    twice is a breach."""
    terms = {}
    for number, line in split_page(text)[0]:
        match = re.match(r"^### (.*)$", line)
        if not match:
            continue
        term = match.group(1).replace("`", "").strip()
        if term.lower() in (known.lower() for known in terms):
            breaches.append(f"{GLOSSARY}:{number}: the term `{term}` is defined twice")
        terms[term] = slug(match.group(1))
    return terms


def term_pattern(term):
    """A use of a term in prose: the whole words, any case, a plural allowed."""
    words = r"\s+".join(re.escape(word) for word in term.split())
    return re.compile(rf"(?<![\w-]){words}(?:s|es)?(?![\w-])", re.IGNORECASE)


def check_glossary_links(page, text, terms, breaches):
    """In `page`, the first use of each glossary term outside headings, code and "Read next" is a
    link to the term's anchor in the glossary."""
    glossary = os.path.relpath(GLOSSARY, os.path.dirname(page))
    firsts = {}
    for number, line in split_page(text)[0]:
        if line == "## Read next":
            break  # it names the next lesson's subject, whose terms that lesson defines
        if HEADING.match(line):
            continue
        plain, targets = plain_with_links(line)
        for term in terms:
            if term in firsts:
                continue
            match = term_pattern(term).search(plain)
            if match:
                firsts[term] = (number, targets[match.start()])
    for term, (number, target) in sorted(firsts.items(), key=lambda item: item[1][0]):
        wanted = f"{glossary}#{terms[term]}"
        if target != wanted:
            breaches.append(f"{page}:{number}: the first use of `{term}` is not a link to {wanted}")


def check_links(root, page, text, breaches):
    """Every relative link and picture of `page` names a file that exists, and an anchor names a
    heading of its page. Returns the links, as (line number, path relative to root, anchor)."""
    found = []
    for number, line in split_page(text)[0]:
        line = re.sub(r"<!--.*?-->", "", line)
        targets = [m.group(2) for m in LINK.finditer(line)] + [
            m.group(1) for m in IMAGE.finditer(line)
        ]
        for target in targets:
            if re.match(r"[a-z]+:", target):
                continue
            path, _, anchor = target.partition("#")
            resolved = os.path.normpath(os.path.join(os.path.dirname(page), path)) if path else page
            found.append((number, resolved, anchor))
            full = os.path.join(root, resolved)
            if not os.path.exists(full):
                breaches.append(f"{page}:{number}: the link {target} names no file")
            elif (
                anchor
                and resolved.endswith(".md")
                and anchor not in anchors(common.read_text(full))
            ):
                breaches.append(
                    f"{page}:{number}: the link {target} names no heading of {resolved}"
                )
    return found


# What a lesson's `snippet:` may show: a compiled example, a program that must not compile or
# whose assembly is checked, or a header of the library, which its tests compile.
COMPILED_SOURCE = re.compile(
    r"docs/examples/[^/]+\.(cpp|hpp)|docs/(diagnostics|codegen)/[^/]+\.cpp|include/ctp/[^.]+\.hpp"
)


def check_lesson(root, page, number, count, text, breaches):
    """One lesson's title, sections, code blocks and links to other lessons."""
    first = text.split("\n", 1)[0]
    if not re.fullmatch(rf"# Lesson {number}: \S.*", first):
        breaches.append(f"{page}:1: the title must be `# Lesson {number}: ...`")
    prose, blocks = split_page(text)
    sections = [(at, line[3:].strip()) for at, line in prose if line.startswith("## ")]
    if [name for _, name in sections] != SECTIONS:
        breaches.append(
            f"{page}: the sections are {[name for _, name in sections]}, not {SECTIONS}"
        )
    for at, before in blocks:
        marker = MARKER.fullmatch(before.strip())
        if not marker:
            breaches.append(f"{page}:{at}: a code block without a `snippet:` or `output:` marker")
        elif marker.group(1) == "snippet" and not COMPILED_SOURCE.fullmatch(marker.group(2)):
            breaches.append(
                f"{page}:{at}: {marker.group(2)} is neither a compiled example of "
                "docs/examples/, a program of docs/diagnostics/ or docs/codegen/, nor a "
                "library header of include/ctp/"
            )
        elif marker.group(1) == "output" and not re.fullmatch(
            r"docs/(diagnostics|codegen)/[^/]+\.txt", marker.group(2)
        ):
            breaches.append(
                f"{page}:{at}: {marker.group(2)} is not a captured message of "
                "docs/diagnostics/ or assembly of docs/codegen/"
            )
    idea = [at for at, name in sections if name == "The idea"]
    after = [at for at, name in sections if idea and at > idea[0]]
    if idea and not any(
        idea[0] < at < (after[0] if after else 10**9) and "<!-- snippet: docs/examples/" in before
        for at, before in blocks
    ):
        breaches.append(f'{page}: "The idea" shows no compiled example')
    read_next = next((at for at, name in sections if name == "Read next"), None)
    links = check_links(root, page, text, breaches)
    for at, target, _ in links:
        match = LESSON_FILE.fullmatch(os.path.basename(target))
        if os.path.dirname(target) != COURSE or not match:
            continue
        other = int(match.group(1))
        allowed = other < number or (other == number + 1 and read_next and at > read_next)
        if not allowed and other != number:
            breaches.append(
                f"{page}:{at}: a link to lesson {other}, which the reader has not read yet"
            )
    if number < count and read_next is not None:
        following = [
            target
            for at, target, _ in links
            if at > read_next
            and LESSON_FILE.fullmatch(os.path.basename(target))
            and int(os.path.basename(target)[:2]) == number + 1
        ]
        if not following:
            breaches.append(f'{page}: "Read next" does not link lesson {number + 1}')


def check_readme(root, breaches):
    """The README's first link to a Markdown page of docs/ is lesson 1."""
    text = common.read_text(os.path.join(root, "README.md"))
    for number, line in split_page(text)[0]:
        for match in LINK.finditer(line):
            target = match.group(2).partition("#")[0]
            if target.startswith("docs/") and target.endswith(".md"):
                name = os.path.basename(target)
                if (
                    os.path.dirname(target) != COURSE
                    or not name.startswith("01_")
                    or not LESSON_FILE.fullmatch(name)
                ):
                    breaches.append(
                        f"README.md:{number}: the first link to the docs is "
                        f"{target}, not lesson 1"
                    )
                elif not os.path.exists(os.path.join(root, target)):
                    breaches.append(f"README.md:{number}: the link {target} names no file")
                return
    breaches.append("README.md: no link to lesson 1")


def check_guide(root, page, terms, breaches):
    """A puzzle guide links its glossary terms at first use and ends with "Read next", which
    links a lesson."""
    full = os.path.join(root, page)
    if not os.path.exists(full):
        breaches.append(f"{page}: the puzzle guide does not exist")
        return
    text = common.read_text(full)
    check_glossary_links(page, text, terms, breaches)
    prose = split_page(text)[0]
    sections = [at for at, line in prose if line.startswith("## ")]
    read_next = [at for at, line in prose if line == "## Read next"]
    if not read_next or read_next[-1] != sections[-1]:
        breaches.append(f'{page}: the last section is not "Read next"')
        return
    lessons = [
        line
        for at, line in prose
        if at > read_next[-1] and re.search(r"\]\(course/[0-9]{2}_[a-z0-9_]+\.md(#[^)]*)?\)", line)
    ]
    if not lessons:
        breaches.append(f'{page}: "Read next" links no lesson of the course')


def main(argv=None):
    parser = common.ArgumentParser(
        description="Check the course's shape: lessons in order "
        "with their sections, compiled examples, links that "
        "resolve, glossary terms defined once and linked."
    )
    parser.add_argument("--root", required=True, help="the repository")
    args = parser.parse_args(argv)
    root = args.root
    folder = os.path.join(root, COURSE)
    if not os.path.isdir(folder):
        common.fail(f"ctp: {COURSE} does not exist")
    if not os.path.exists(os.path.join(root, GLOSSARY)):
        common.fail(f"ctp: {GLOSSARY} does not exist")

    breaches = []
    names = sorted(name for name in os.listdir(folder) if name.endswith(".md"))
    lessons = [name for name in names if LESSON_FILE.fullmatch(name)]
    for expected, name in enumerate(lessons, 1):
        if int(name[:2]) != expected:
            breaches.append(f"{COURSE}/{name}: lesson {expected} was expected here")
    glossary_text = common.read_text(os.path.join(root, GLOSSARY))
    terms = glossary_terms(glossary_text, breaches)
    check_links(root, GLOSSARY, glossary_text, breaches)
    check_readme(root, breaches)
    puzzle_guides = guides(root)
    for guide in puzzle_guides:
        check_guide(root, guide, terms, breaches)
    for name in names:
        page = f"{COURSE}/{name}"
        text = common.read_text(os.path.join(root, page))
        if name in lessons:
            check_lesson(root, page, int(name[:2]), len(lessons), text, breaches)
            check_glossary_links(page, text, terms, breaches)
        else:
            check_links(root, page, text, breaches)
    common.fail_on_breaches(breaches, f"the course breaks its shape in {len(breaches)} places")
    common.status(
        f"ctp: {len(lessons)} lessons and {len(puzzle_guides)} puzzle guides keep the "
        f"course's shape; the glossary defines {len(terms)} terms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
