"""Tests of scripts/check_snippets.py: a doc block equal to its source passes, a drifted one
fails (and --update copies the source in), and every malformed page is one clear message."""

import unittest

from tests.script_test import ScriptTest
import check_snippets

SOURCE = "int before;\n//! [show]\nint shown = 1;\n//! [show]\nint after;\n"
CAPTURED = "error: ctp: hanoi needs 1 to 63 discs\n"


def page(block, captured=CAPTURED):
    return (
        "# A page\n<!-- snippet: src/a.cpp#show -->\n```cpp\n" + block + "```\n\ntext\n"
        "<!-- output: src/a.gcc.txt -->\n```text\n" + captured + "```\n"
    )


class CheckSnippets(ScriptTest):
    def setUp(self):
        super().setUp()
        self.write("src/a.cpp", SOURCE)
        self.write("src/a.gcc.txt", CAPTURED)

    def check(self, text, *options):
        doc = self.write("doc.md", text)
        return check_snippets.main, "--root", self.dir, *options, doc

    def test_matching_blocks_pass(self):
        out = self.assert_succeeds(*self.check(page("int shown = 1;\n")))
        self.assertIn("2 doc blocks match", out)

    def test_drifted_snippet_fails(self):
        err = self.assert_fails(
            *self.check(page("int shown = 2;\n")), says="differ from their source regions"
        )
        self.assertIn("block src/a.cpp#show", err)

    def test_drifted_output_fails(self):
        self.assert_fails(
            *self.check(page("int shown = 1;\n", "error: retyped\n")), says="block src/a.gcc.txt#"
        )

    def test_update_copies_the_source_in(self):
        self.assert_succeeds(*self.check(page("int shown = 2;\n"), "--update"))
        self.assertEqual(self.read("doc.md"), page("int shown = 1;\n"))
        self.assert_succeeds(*self.check(self.read("doc.md")))

    def test_missing_region(self):
        self.assert_fails(
            *self.check(page("x\n").replace("#show", "#hide")),
            says="src/a.cpp has no region [hide]",
        )

    def test_unclosed_region(self):
        self.write("src/a.cpp", "//! [show]\nint shown = 1;\n")
        self.assert_fails(*self.check(page("x\n")), says="is not closed")

    def test_missing_source(self):
        self.assert_fails(
            *self.check(page("x\n").replace("src/a.cpp", "src/b.cpp")),
            says="snippet source src/b.cpp does not exist",
        )

    def test_malformed_marker(self):
        self.assert_fails(
            *self.check("<!-- snippet: src/a.cpp -->\n```cpp\nx\n```\n"), says="malformed marker"
        )

    def test_marker_without_its_block(self):
        self.assert_fails(
            *self.check("<!-- snippet: src/a.cpp#show -->\ntext\n"),
            says="must be followed by a ```cpp",
        )

    def test_unclosed_block(self):
        self.assert_fails(
            *self.check("<!-- snippet: src/a.cpp#show -->\n```cpp\nx\n"), says="never closed"
        )

    def test_cmake_region_is_a_cmake_block(self):
        self.write(
            "src/CMakeLists.txt", "project(x)\n#! [show]\nadd_executable(a a.cpp)\n#! [show]\n"
        )
        cmake = (
            "<!-- snippet: src/CMakeLists.txt#show -->\n```cmake\nadd_executable(a a.cpp)\n```\n"
        )
        self.assert_succeeds(*self.check(cmake))
        self.assert_fails(
            *self.check(cmake.replace("```cmake", "```cpp")), says="must be followed by a ```cmake"
        )
        self.write("src/b.cmake", "//! [show]\nx\n//! [show]\n")
        self.assert_fails(
            *self.check(cmake.replace("CMakeLists.txt", "b.cmake")),
            says="expected a line `#! [show]`",
        )

    def test_a_makefile_region_is_a_make_block(self):
        self.write("src/Makefile", "#! [show]\nall: a\n#! [show]\n")
        make = "<!-- snippet: src/Makefile#show -->\n```make\nall: a\n```\n"
        self.assert_succeeds(*self.check(make))
        self.assert_fails(
            *self.check(make.replace("```make", "```cpp")), says="must be followed by a ```make"
        )

    def test_shell_and_yaml_regions_are_their_blocks(self):
        self.write("src/run.sh", "#!/bin/sh\n#! [show]\nctp hanoi 3\n#! [show]\n")
        self.write("src/job.yaml", "# a job\n#! [show]\nkind: Job\n#! [show]\n")
        shell = "<!-- snippet: src/run.sh#show -->\n```sh\nctp hanoi 3\n```\n"
        yaml = "<!-- snippet: src/job.yaml#show -->\n```yaml\nkind: Job\n```\n"
        self.assert_succeeds(*self.check(shell + yaml))
        self.assert_fails(
            *self.check(shell.replace("```sh", "```cpp")), says="must be followed by a ```sh"
        )

    def test_a_whole_script_without_region(self):
        self.write("src/job.sh", "#!/bin/sh\n#SBATCH --array=1-8\nctp hanoi 3\n")
        whole = "<!-- snippet: src/job.sh -->\n```sh\n#!/bin/sh\n#SBATCH --array=1-8\nctp hanoi 3\n"
        whole += "```\n"
        self.assert_succeeds(*self.check(whole))
        self.assert_fails(
            *self.check(whole.replace("#!/bin/sh\n#SBATCH", "#SBATCH")), says="block src/job.sh#\n"
        )

    def test_missing_page(self):
        self.assert_fails(
            check_snippets.main,
            "--root",
            self.dir,
            self.path("none.md"),
            says="none.md does not exist",
        )


if __name__ == "__main__":
    unittest.main()
