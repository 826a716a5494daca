"""Tests of scripts/check_course.py: a small course that keeps its shape passes, and each breach
(a section missing or out of order, a code block with no marker, a broken link or anchor, a link
to a later lesson, a glossary term defined twice or first used without its link, a gap in the
numbering) is named."""

import os
import unittest

from tests.script_test import ScriptTest
import check_course

GLOSSARY = (
    "# Glossary\n\n### constant expression\n\nAn expression the compiler computes.\n\n"
    "### `constexpr` function\n\nA function the compiler may call.\n"
)


GUIDE = (
    "# A puzzle\n\nSolved by a [constant expression](glossary.md#constant-expression).\n\n"
    "## Read next\n\n[Lesson 1](course/01_first.md) teaches it.\n"
)


def lesson(
    number,
    idea="As [lesson 1](01_first.md#the-idea) said, a [constant expression]"
    "(../glossary.md#constant-expression) is one.\n",
    sections=None,
    read_next=None,
    extra="",
):
    """A lesson page with every section, its idea shown by a compiled example; lesson 1 leads to
    lesson 2, the last."""
    sections = sections or check_course.SECTIONS
    if read_next is None:
        read_next = "[Lesson 2](02_next.md)\n" if number == 1 else "The end.\n"
    body = {
        "The idea": (idea + "\n<!-- snippet: docs/examples/a.cpp#show -->\n```cpp\nint a;\n```\n"),
        "When you get it wrong": (
            "<!-- output: docs/diagnostics/a.gcc.txt -->\n```text\nerror: no\n```\n"
        ),
        "Read next": read_next,
    }
    text = f"# Lesson {number}: a lesson\n\n"
    for name in sections:
        text += f"## {name}\n\n{body.get(name, 'Some words.')}\n"
    return text + extra


class CheckCourse(ScriptTest):
    def setUp(self):
        super().setUp()
        self.write("docs/glossary.md", GLOSSARY)
        self.write("docs/examples/a.cpp", "//! [show]\nint a;\n//! [show]\n")
        self.write("docs/diagnostics/a.gcc.txt", "error: no\n")
        self.write("docs/course/01_first.md", lesson(1))
        self.write("docs/course/02_next.md", lesson(2))
        for order, word in enumerate(["alpha", "beta"], 1):
            self.write_manifest(word, order)
            self.write(f"docs/{word}.md", GUIDE)
        self.write(
            "README.md",
            "# A project\n\n![a picture](docs/a.svg)\n\nStart at "
            "[lesson 1](docs/course/01_first.md), then [more](docs/x.md).\n",
        )

    def check(self):
        return check_course.main, "--root", self.dir

    def test_a_course_in_shape_passes(self):
        out = self.assert_succeeds(*self.check())
        self.assertIn("2 lessons and 2 puzzle guides keep the course's shape", out)
        self.assertIn("defines 2 terms", out)

    def test_a_missing_section(self):
        sections = [name for name in check_course.SECTIONS if name != "Exercises"]
        self.write("docs/course/02_next.md", lesson(2, sections=sections))
        self.assert_fails(*self.check(), says="02_next.md: the sections are")

    def test_sections_out_of_order(self):
        sections = list(check_course.SECTIONS)
        sections[0], sections[1] = sections[1], sections[0]
        self.write("docs/course/02_next.md", lesson(2, sections=sections))
        self.assert_fails(*self.check(), says="02_next.md: the sections are")

    def test_a_wrong_title(self):
        self.write("docs/course/02_next.md", lesson(2).replace("# Lesson 2:", "# Lesson two:"))
        self.assert_fails(*self.check(), says="the title must be `# Lesson 2: ...`")

    def test_a_code_block_without_a_marker(self):
        self.write("docs/course/02_next.md", lesson(2, extra="```cpp\nint pasted;\n```\n"))
        self.assert_fails(*self.check(), says="a code block without a `snippet:` or `output:`")

    def test_a_snippet_of_an_uncompiled_file(self):
        self.write(
            "docs/course/02_next.md", lesson(2).replace("docs/examples/a.cpp", "include/a.hpp")
        )
        self.assert_fails(*self.check(), says="include/a.hpp is neither a compiled example")

    def test_a_region_of_a_library_header_passes(self):
        # A header of include/ctp/ is compiled by the library's tests, as the guides show.
        block = "<!-- snippet: include/ctp/search/a.hpp#show -->\n```cpp\nint a;\n```\n"
        self.write("docs/course/02_next.md", lesson(2, extra=block))
        self.assert_succeeds(*self.check())

    def test_a_listing_of_docs_codegen(self):
        self.write("docs/codegen/b.gcc.txt", "f:\n    ret\n")
        self.write(
            "docs/course/02_next.md",
            lesson(2, extra="<!-- output: docs/codegen/b.gcc.txt -->\n```text\nf:\n    ret\n```\n"),
        )
        self.assert_succeeds(*self.check())

    def test_an_idea_without_an_example(self):
        text = lesson(2).replace(
            "<!-- snippet: docs/examples/a.cpp#show -->\n```cpp\nint a;\n```\n", ""
        )
        self.write("docs/course/02_next.md", text)
        self.assert_fails(*self.check(), says='"The idea" shows no compiled example')

    def test_a_link_to_a_missing_file(self):
        self.write("docs/course/02_next.md", lesson(2, extra="See [gone](gone.md).\n"))
        self.assert_fails(*self.check(), says="the link gone.md names no file")

    def test_a_link_to_a_missing_anchor(self):
        self.write(
            "docs/course/02_next.md", lesson(2, extra="See [it](01_first.md#the-puzzles).\n")
        )
        self.assert_fails(*self.check(), says="the link 01_first.md#the-puzzles names no heading")

    def test_a_link_in_a_code_block_is_not_a_link(self):
        self.write("docs/examples/a.cpp", "//! [show]\n// [gone](gone.md)\n//! [show]\n")
        text = lesson(2).replace("int a;\n```", "// [gone](gone.md)\n```")
        self.write("docs/course/02_next.md", text)
        self.assert_succeeds(*self.check())

    def test_a_fence_may_be_indented(self):
        self.write("docs/examples/a.cpp", "//! [show]\n  // [gone](gone.md)\n  //! [show]\n")
        text = lesson(2).replace("int a;\n```", "  // [gone](gone.md)\n  ```")
        self.write("docs/course/02_next.md", text)
        self.assert_succeeds(*self.check())

    def test_a_guide_without_its_glossary_link(self):
        self.write(
            "docs/alpha.md",
            GUIDE.replace(
                "[constant expression](glossary.md#constant-expression)", "constant expression"
            ),
        )
        self.assert_fails(
            *self.check(),
            says="docs/alpha.md:3: the first use of `constant expression` is not a link",
        )

    def test_a_guide_without_read_next(self):
        self.write("docs/beta.md", GUIDE + "\n## The tool\n\nIt runs.\n")
        self.assert_fails(*self.check(), says="docs/beta.md: the last section is not")

    def test_a_guide_whose_read_next_names_no_lesson(self):
        self.write("docs/beta.md", GUIDE.replace("(course/01_first.md)", "(alpha.md)"))
        self.assert_fails(*self.check(), says='"Read next" links no lesson of the course')

    def test_a_missing_guide(self):
        os.remove(self.path("docs/beta.md"))
        self.assert_fails(*self.check(), says="docs/beta.md: the puzzle guide does not")

    def test_the_guides_are_the_manifests(self):
        # A third puzzle's manifest makes its guide one the course checks.
        self.write_manifest("gamma", 3)
        self.assert_fails(*self.check(), says="docs/gamma.md: the puzzle guide does not")

    def test_a_broken_manifest_is_named(self):
        self.write("puzzles/beta.json", "{")
        self.assert_fails(*self.check(), says="ctp: puzzles/beta.json:1: not JSON")

    def test_a_forward_reference(self):
        self.write(
            "docs/course/01_first.md",
            lesson(
                1,
                idea="A [constant expression](../glossary.md#constant-expression)"
                ", as [lesson 2](02_next.md#the-idea) shows.\n",
            ),
        )
        self.assert_fails(
            *self.check(), says="01_first.md:11: a link to lesson 2, which the reader has not read"
        )

    def test_read_next_must_name_the_next_lesson(self):
        self.write("docs/course/01_first.md", lesson(1, read_next="[The guides](../glossary.md)\n"))
        self.assert_fails(*self.check(), says='"Read next" does not link lesson 2')

    def test_a_gap_in_the_numbers(self):
        self.write("docs/course/04_later.md", lesson(4, read_next="The end.\n"))
        self.assert_fails(*self.check(), says="04_later.md: lesson 3 was expected here")

    def test_a_term_defined_twice(self):
        self.write("docs/glossary.md", GLOSSARY + "\n### Constant expression\n\nAgain.\n")
        self.assert_fails(*self.check(), says="the term `Constant expression` is defined twice")

    def test_a_first_use_without_its_link(self):
        self.write(
            "docs/course/02_next.md",
            lesson(
                2,
                idea="Constant expressions first, then a "
                "[constant expression](../glossary.md#constant-expression).\n",
            ),
        )
        self.assert_fails(
            *self.check(),
            says="the first use of `constant expression` is not a "
            "link to ../glossary.md#constant-expression",
        )

    def test_a_first_use_linked_elsewhere(self):
        self.write(
            "docs/course/02_next.md",
            lesson(2, idea="A [`constexpr` function](01_first.md) is one.\n"),
        )
        self.assert_fails(*self.check(), says="the first use of `constexpr function`")

    def test_a_term_in_code_is_no_use(self):
        self.write(
            "docs/course/02_next.md",
            lesson(
                2,
                idea="```\n```\nA [`constexpr` function]"
                "(../glossary.md#constexpr-function) and a constexpr function."
                "\n",
            ).replace("```\n```\n", ""),
        )
        self.assert_succeeds(*self.check())

    def test_the_readme_starts_elsewhere(self):
        self.write(
            "README.md",
            "See [the grid](docs/grid.md), then [lesson 1](docs/course/01_first.md).\n",
        )
        self.assert_fails(
            *self.check(),
            says="README.md:1: the first link to the docs is docs/grid.md, not lesson 1",
        )

    def test_the_readme_names_no_lesson(self):
        self.write("README.md", "# A project\n")
        self.assert_fails(*self.check(), says="README.md: no link to lesson 1")

    def test_the_readme_names_a_missing_lesson_1(self):
        self.write("README.md", "Start at [lesson 1](docs/course/01_gone.md).\n")
        self.assert_fails(*self.check(), says="the link docs/course/01_gone.md names no file")

    def test_read_next_may_name_terms_unlinked(self):
        self.write(
            "docs/course/01_first.md",
            lesson(
                1, idea="No term yet.\n", read_next="[Lesson 2: constant expressions](02_next.md)\n"
            ),
        )
        self.assert_succeeds(*self.check())

    def test_no_course(self):
        self.assert_fails(
            check_course.main, "--root", self.path("elsewhere"), says="docs/course does not exist"
        )


if __name__ == "__main__":
    unittest.main()
