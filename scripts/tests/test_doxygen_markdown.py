"""Tests of scripts/doxygen_markdown.py, Doxygen's filter for the Markdown pages: headings get ids
at their depth below the title, links to headings become `@ref`s, links to files that are not
pages lose their link, pictures are named as Doxygen finds them, a code span with a quote becomes
HTML, and code blocks and the number of lines stay as they are."""

import unittest

from tests.script_test import ScriptTest
import doxygen_markdown

GLOSSARY = "# Glossary\n\nWords.\n\n### constant expression\n\nComputed.\n"
GUIDE = (
    "# A guide\n\n![A `ctp` picture](images/a.svg)\n\n## The `moves`\n\n"
    "A [`constant` expression](glossary.md#constant-expression), [the moves](guide.md#the-moves),"
    " [the top](guide.md#a-guide), [the glossary](glossary.md), "
    "[a test](../tests/a.cpp), [the web](https://example.org/#top).\n\n"
    "```md\n[kept](glossary.md#constant-expression)\n## Not a heading\n```\n\n"
    "![A chart](../bench/results/chart.svg)\n"
)


class DoxygenMarkdown(ScriptTest):
    def setUp(self):
        super().setUp()
        self.write("docs/glossary.md", GLOSSARY)
        self.write("docs/guide.md", GUIDE)

    def filtered(self, page):
        return self.assert_succeeds(doxygen_markdown.main, "--root", self.dir, self.path(page))

    def test_the_number_of_lines_stays(self):
        self.assertEqual(self.filtered("docs/guide.md").count("\n"), GUIDE.count("\n"))

    def test_a_heading_gets_an_id_at_its_depth(self):
        self.assertIn(
            "\n## constant expression {#md_docs_glossary_constant-expression}\n",
            self.filtered("docs/glossary.md"),
        )

    def test_the_title_keeps_its_name(self):
        self.assertTrue(self.filtered("docs/guide.md").startswith("# A guide\n"))

    def test_a_heading_loses_its_backticks(self):
        self.assertIn("\n## The moves {#md_docs_guide_the-moves}\n", self.filtered("docs/guide.md"))

    def test_links_to_headings_become_refs(self):
        out = self.filtered("docs/guide.md")
        self.assertIn("[constant expression](@ref md_docs_glossary_constant-expression)", out)
        self.assertIn("[the moves](@ref md_docs_guide_the-moves)", out)
        self.assertIn("[the top](@ref md_docs_guide)", out)

    def test_the_text_of_a_ref_loses_its_backticks(self):
        self.assertIn(
            "A [constant expression](@ref md_docs_glossary_constant-expression)",
            self.filtered("docs/guide.md"),
        )

    def test_the_text_of_a_link_to_a_page_loses_its_backticks(self):
        self.write(
            "docs/other.md", "# Other\n\nRead [lesson 1, `constexpr` functions](guide.md).\n"
        )
        self.assertIn(
            "Read [lesson 1, constexpr functions](guide.md).", self.filtered("docs/other.md")
        )

    def test_a_code_span_with_a_quote_becomes_html(self):
        self.write(
            "docs/other.md",
            "# Other\n\nThe type `hanoi<2, 'B'>`, the puzzle's `rules.hpp` and `<puzzle>/`.\n",
        )
        out = self.filtered("docs/other.md")
        self.assertIn(
            "The type <code>hanoi&lt;2, 'B'&gt;</code>, the puzzle's `rules.hpp` and "
            "`<puzzle>/`.",
            out,
        )

    def test_a_link_to_a_page_and_an_address_stay(self):
        out = self.filtered("docs/guide.md")
        self.assertIn("[the glossary](glossary.md)", out)
        self.assertIn("[the web](https://example.org/#top)", out)

    def test_a_link_to_a_file_that_is_no_page_keeps_its_text(self):
        self.assertIn(", a test, ", self.filtered("docs/guide.md"))

    def test_pictures_are_named_by_their_file_name(self):
        out = self.filtered("docs/guide.md")
        self.assertIn("![A ctp picture](a.svg)", out)
        self.assertIn("![A chart](chart.svg)", out)

    def test_code_blocks_stay(self):
        self.assertIn(
            "```md\n[kept](glossary.md#constant-expression)\n## Not a heading\n```",
            self.filtered("docs/guide.md"),
        )

    def test_the_readme_is_the_main_page(self):
        self.write(
            "README.md", "# A project\n\n## Start\n\nSee [the moves](docs/guide.md#the-moves).\n"
        )
        out = self.filtered("README.md")
        self.assertIn("## Start {#index_start}", out)
        self.assertIn("(@ref md_docs_guide_the-moves)", out)

    def test_a_page_outside_the_root(self):
        self.assert_fails(
            doxygen_markdown.main,
            "--root",
            self.path("docs"),
            self.path("docs/../README.md"),
            says="is not a Markdown page of",
        )


if __name__ == "__main__":
    unittest.main()
