"""Tests of scripts/embed_text.py: a file becomes a raw string constant, byte for byte; a file
that would end the raw string early is refused, and nothing is written."""

import os
import unittest

from tests.script_test import ScriptTest
import embed_text


class EmbedText(ScriptTest):
    def embed(self, text):
        source = self.write("folder/accessors.hpp", text)
        return (
            embed_text.main,
            "--input",
            source,
            "--output",
            self.path("out.cpp"),
            "--namespace",
            "ctp::puzzles::hanoi",
            "--name",
            "hanoi_accessors",
        )

    def test_the_file_as_a_raw_string(self):
        text = '// "quoted", a \\ backslash\r\nint x = 1;  // ) and )" and )other"\n'
        self.assert_succeeds(*self.embed(text))
        self.assertEqual(
            self.read("out.cpp"),
            "// accessors.hpp as a string constant, written at build time by "
            "scripts/embed_text.py; do not edit.\n"
            "#include <string_view>\n\n"
            "namespace ctp::puzzles::hanoi {\n"
            "extern const std::string_view hanoi_accessors;\n"
            'const std::string_view hanoi_accessors = R"ctp_embedded(' + text + ')ctp_embedded";\n'
            "}  // namespace ctp::puzzles::hanoi\n",
        )

    def test_an_empty_file(self):
        self.assert_succeeds(*self.embed(""))
        self.assertIn('R"ctp_embedded()ctp_embedded";', self.read("out.cpp"))

    def test_a_file_that_holds_the_delimiter(self):
        self.assert_fails(
            *self.embed('int x;\n// )ctp_embedded"\n'),
            says='accessors.hpp holds `)ctp_embedded"`, which would end its raw ' "string early",
        )
        self.assertFalse(os.path.exists(self.path("out.cpp")))

    def test_a_missing_file(self):
        self.assert_fails(
            embed_text.main,
            "--input",
            self.path("none.hpp"),
            "--output",
            self.path("out.cpp"),
            "--namespace",
            "n",
            "--name",
            "x",
            says="none.hpp does not exist",
        )

    def test_a_missing_argument(self):
        with self.assertRaises(SystemExit) as stopped:
            self.run_main(embed_text.main, "--input", "a.hpp", "--output", "a.cpp")
        self.assertEqual(stopped.exception.code, 2)


if __name__ == "__main__":
    unittest.main()
