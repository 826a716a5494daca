"""Tests of scripts/check_svg.py: a good picture passes; one that is not XML, not SVG, or that
does not render fails; without xmllint or rsvg-convert the check says which packages to install."""

import shutil
import unittest

from tests.script_test import ScriptTest
import check_svg

PICTURE = (
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">'
    '<rect width="10" height="10" fill="#123"/></svg>\n'
)


class CheckSvg(ScriptTest):
    def setUp(self):
        super().setUp()
        # Stand-ins: an xmllint that accepts any file but one holding "broken", and an
        # rsvg-convert that writes a PNG header and a byte (or nothing, for "blank").
        self.xmllint = self.fake_program(
            "xmllint",
            """
            if "broken" in open(sys.argv[-1]).read():
                sys.exit(sys.argv[-1] + ":1: parser error : not XML")
            """,
        )
        self.rsvg = self.fake_program(
            "rsvg-convert",
            """
            png = sys.argv[sys.argv.index("-o") + 1]
            blank = "blank" in open(sys.argv[1]).read()
            open(png, "wb").write(b"" if blank else b"\\x89PNG\\r\\n\\x1a\\nx")
            """,
        )

    def check(self, text, *tools):
        picture = self.write("picture.svg", text)
        tools = tools or ("--xmllint", self.xmllint, "--rsvg-convert", self.rsvg)
        return (check_svg.main, *tools, "--work-dir", self.path("work"), picture)

    def test_good_picture(self):
        out = self.assert_succeeds(*self.check(PICTURE))
        self.assertIn("1 pictures are well-formed SVG and render", out)

    def test_not_xml_fails(self):
        self.assert_fails(*self.check("<svg broken"), says="is not well-formed XML")

    def test_not_svg_fails(self):
        self.assert_fails(*self.check("<html/>\n"), says="the root element is html, not <svg>")

    def test_svg_outside_its_namespace_fails(self):
        self.assert_fails(*self.check("<svg/>\n"), says="not <svg> in the SVG namespace")

    def test_picture_that_does_not_render_fails(self):
        self.assert_fails(
            *self.check(PICTURE.replace("#123", "blank")), says="rsvg-convert did not render"
        )

    def test_missing_tools(self):
        self.assert_fails(
            *self.check(PICTURE, "--xmllint", self.path("no-xmllint")),
            says="xmllint (libxml2-utils) and rsvg-convert (librsvg2-bin) are needed",
        )

    @unittest.skipUnless(
        shutil.which("xmllint") and shutil.which("rsvg-convert"),
        "xmllint and rsvg-convert are not installed",
    )
    def test_real_tools(self):
        self.assert_succeeds(*self.check(PICTURE, "--xmllint", shutil.which("xmllint")))
        self.assert_fails(
            *self.check(PICTURE.replace("</svg>", "</g>"), "--xmllint", shutil.which("xmllint")),
            says="is not well-formed XML",
        )


if __name__ == "__main__":
    unittest.main()
