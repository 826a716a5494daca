"""Tests of scripts/check_site.py: a site whose links, anchors and pictures exist passes, and each
breach (a link to a missing page, a missing anchor, a missing picture, a backtick in the text) is
named; code is not text, and pages not made of Markdown are not checked."""

import unittest

from tests.script_test import ScriptTest
import check_site

PAGE = (
    '<html><body><div class="contents"><p>See <a href="md_docs_b.html#md_docs_b_moves">the '
    'moves</a>, <a href="#top">the top</a> and <a href="https://example.org/">the web</a>.</p>'
    '<object data="a.svg"></object><img src="b.png"/>'
    '<div class="fragment">int `a`;</div><!-- fragment --><pre>`b`</pre>'
    '<a id="top"></a></div></body></html>'
)


class CheckSite(ScriptTest):
    def setUp(self):
        super().setUp()
        self.write("html/index.html", PAGE)
        self.write(
            "html/md_docs_b.html",
            '<div class="contents"><h2 id="md_docs_b_moves">Moves' "</h2></div>",
        )
        self.write("html/a.svg", "<svg/>")
        self.write("html/b.png", "png")
        self.write("html/classctp.html", '<a href="gone.html">not a Markdown page</a>')

    def check(self):
        return check_site.main, self.path("html")

    def test_a_site_that_resolves_passes(self):
        out = self.assert_succeeds(*self.check())
        self.assertIn("ctp: 4 links and pictures of 2 pages of the site resolve", out)

    def test_a_link_to_a_missing_page(self):
        self.write("html/index.html", PAGE.replace("md_docs_b.html#", "md_docs_c.html#"))
        self.assert_fails(
            *self.check(),
            says="index.html: the link md_docs_c.html#md_docs_b_moves names no file of the site",
        )

    def test_a_missing_anchor(self):
        self.write("html/index.html", PAGE.replace("#md_docs_b_moves", "#md_docs_b_gone"))
        self.assert_fails(*self.check(), says="names no anchor of md_docs_b.html")

    def test_a_missing_picture(self):
        self.write("html/index.html", PAGE.replace("a.svg", "c.svg"))
        self.assert_fails(*self.check(), says="index.html: the picture c.svg is no file")

    def test_a_backtick_in_the_text(self):
        self.write(
            "html/md_docs_b.html",
            '<div class="contents"><h2 id="md_docs_b_moves">The ' "`moves`</h2></div>",
        )
        self.assert_fails(*self.check(), says="md_docs_b.html: a backtick shows in the text")

    def test_no_site(self):
        self.assert_fails(check_site.main, self.path("nowhere"), says="run `make docs` first")

    def test_no_page(self):
        self.write("empty/classctp.html", "<html/>")
        self.assert_fails(check_site.main, self.path("empty"), says="no page made of Markdown")


if __name__ == "__main__":
    unittest.main()
