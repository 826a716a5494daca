"""Tests of scripts/check_links.py: pages whose links all resolve pass, and each breach (a link to
a missing file, an anchor that names no heading, a bare `#anchor`, a missing picture) is named;
links in code blocks and addresses with a scheme are not checked."""

import unittest

from tests.script_test import ScriptTest
import check_links


class CheckLinks(ScriptTest):
    def setUp(self):
        super().setUp()
        self.write(
            "README.md",
            "# A project\n\n![a picture](docs/images/a.svg)\n\n"
            "Read [the guide](docs/guide.md#the-moves) and "
            "[the talks](talks/README.md).\n",
        )
        self.write("docs/images/a.svg", "<svg/>")
        self.write(
            "docs/guide.md",
            "# A guide\n\n## The moves\n\nSee "
            "[the moves](guide.md#the-moves), [lesson 1]"
            "(course/01_first.md) and <https://example.org>, "
            "[the web](https://example.org/#top).\n",
        )
        self.write("docs/course/01_first.md", "# Lesson 1: a lesson\n\n[Back](../guide.md).\n")
        self.write(
            "talks/README.md",
            "# Talks\n\n[A deck](deck/) and [the grid](../docs/guide.md#the-moves).\n",
        )
        self.write("talks/deck/slides.md", "# A deck\n")

    def check(self, *pages):
        return (check_links.main, "--root", self.dir) + pages

    def test_links_that_resolve_pass(self):
        out = self.assert_succeeds(*self.check())
        self.assertIn("ctp: 8 links of 4 pages resolve", out)

    def test_a_link_to_a_missing_file(self):
        self.write("docs/other.md", "# Other\n\nSee [gone](gone.md).\n")
        self.assert_fails(*self.check(), says="docs/other.md:3: the link gone.md names no file")

    def test_a_link_to_a_missing_anchor(self):
        self.write("README.md", "# A project\n\n[The start](docs/guide.md#the-start).\n")
        self.assert_fails(
            *self.check(),
            says="README.md:3: the link docs/guide.md#the-start "
            "names no heading of docs/guide.md",
        )

    def test_a_missing_picture(self):
        self.write("docs/course/01_first.md", "# Lesson 1\n\n![a tree](../images/tree.svg)\n")
        self.assert_fails(*self.check(), says="the link ../images/tree.svg names no file")

    def test_a_bare_anchor(self):
        self.write("docs/guide.md", "# A guide\n\n## The moves\n\nSee [them](#the-moves).\n")
        self.assert_fails(
            *self.check(),
            says="docs/guide.md:5: the link #the-moves names no page: write guide.md#the-moves",
        )

    def test_the_talks_index_is_checked(self):
        self.write("talks/README.md", "# Talks\n\n[A deck](gone/).\n")
        self.assert_fails(*self.check(), says="talks/README.md:3: the link gone/ names no file")

    def test_a_link_in_a_code_block_is_not_a_link(self):
        self.write("docs/other.md", "# Other\n\n```md\n[gone](gone.md)\n```\n")
        self.assert_succeeds(*self.check())

    def test_named_pages_only(self):
        self.write("docs/other.md", "# Other\n\nSee [gone](gone.md).\n")
        out = self.assert_succeeds(*self.check("docs/guide.md"))
        self.assertIn("of 1 pages resolve", out)

    def test_a_named_page_that_does_not_exist(self):
        self.assert_fails(*self.check("docs/gone.md"), says="ctp: docs/gone.md does not exist")

    def test_no_page(self):
        self.assert_fails(
            check_links.main, "--root", self.path("empty"), says="no Markdown page to check"
        )


if __name__ == "__main__":
    unittest.main()
