"""Tests of scripts/single_header.py, on a small include/ of its own: headers inlined once each,
an add-on that leaves out what its base holds, and --check refusing a stale single header."""

import os
import shutil
import subprocess
import unittest

from tests.script_test import ScriptTest
import single_header

HEADERS = {
    "ctp.hpp": '#pragma once\n#include "ctp/a.hpp"\n#include "ctp/b.hpp"  // why\n',
    "ctp/a.hpp": '#include "ctp/b.hpp"\n#include <vector>\nint a;\n',
    "ctp/b.hpp": "int b;\n",
    "ctp/p/with_mp11.hpp": '#include "ctp/a.hpp"\n#include "ctp/c.hpp"\nint m;\n',
    "ctp/p/with_hana.hpp": "int h;\n",
    "ctp/c.hpp": "int c;\n",
}


# The single headers made of them: a core and two add-ons to it.
DEFINITIONS = {
    "ctp.hpp": {"about": "the core", "roots": ["ctp.hpp"], "adds_to": None},
    "ctp_mp11.hpp": {"about": "MP11", "roots": ["ctp/*/with_mp11.hpp"], "adds_to": "ctp.hpp"},
    "ctp_hana.hpp": {"about": "Hana", "roots": ["ctp/*/with_hana.hpp"], "adds_to": "ctp.hpp"},
}


class SingleHeader(ScriptTest):
    def setUp(self):
        super().setUp()
        project = single_header.SINGLE_HEADERS
        single_header.SINGLE_HEADERS = DEFINITIONS
        self.addCleanup(setattr, single_header, "SINGLE_HEADERS", project)
        for header, text in HEADERS.items():
            self.write(f"include/{header}", text)
        self.write("single_include/.keep", "")

    def test_core_inlines_each_header_once(self):
        text, inlined = single_header.single_header(self.dir, "ctp.hpp", "1.2.3")
        self.assertEqual(inlined, ["ctp.hpp", "ctp/a.hpp", "ctp/b.hpp"])
        self.assertEqual(text.count("int b;"), 1)
        self.assertIn(
            "// ---- ctp/a.hpp\n// ---- ctp/b.hpp\nint b;\n// ---- end of ctp/b.hpp\n"
            "#include <vector>\nint a;\n// ---- end of ctp/a.hpp",
            text,
        )
        self.assertNotIn('#include "ctp/', text)
        self.assertIn("#ifndef CTP_SINGLE_INCLUDE_CTP_HPP_INCLUDED", text)
        self.assertIn("ctp 1.2.3", text)

    def test_add_on_includes_its_base_and_adds_only_the_rest(self):
        text, _ = single_header.single_header(self.dir, "ctp_mp11.hpp", "1.2.3")
        self.assertIn(
            '#ifndef CTP_SINGLE_INCLUDE_CTP_HPP_INCLUDED\n#include "ctp.hpp"\n#endif', text
        )
        self.assertIn("int m;", text)
        self.assertIn("int c;", text)
        for held in ("int a;", "int b;", "int h;"):
            self.assertNotIn(held, text)

    @unittest.skipUnless(shutil.which("c++"), "no C++ compiler")
    def test_add_on_by_address_after_its_base(self):
        # As Compiler Explorer includes by address: the core from one place, then the add-on
        # alone from another, where no ctp.hpp is beside it; its own include must be skipped.
        self.assert_succeeds(single_header.main, "--root", self.dir, "--version", "1")
        alone = self.write("fetched/ctp_mp11.hpp", self.read("single_include/ctp_mp11.hpp"))
        program = self.write(
            "program.cpp",
            f'#include "{self.path("single_include/ctp.hpp")}"\n'
            f'#include "{alone}"\nint main() {{ return a + b + c + m; }}\n',
        )
        compiled = subprocess.run(
            ["c++", "-fsyntax-only", program], capture_output=True, text=True, check=False
        )
        self.assertEqual(compiled.returncode, 0, compiled.stderr)
        # Without the core first, the add-on looks for ctp.hpp beside it.
        self.write("program.cpp", f'#include "{alone}"\n')
        compiled = subprocess.run(
            ["c++", "-fsyntax-only", program], capture_output=True, text=True, check=False
        )
        self.assertNotEqual(compiled.returncode, 0)
        self.assertIn("ctp.hpp", compiled.stderr)

    def test_write_then_check(self):
        self.assert_succeeds(single_header.main, "--root", self.dir, "--version", "1")
        self.assert_succeeds(single_header.main, "--root", self.dir, "--version", "1", "--check")

    def test_stale_header_fails_the_check(self):
        self.assert_succeeds(single_header.main, "--root", self.dir, "--version", "1")
        self.write("include/ctp/b.hpp", "int b2;\n")
        self.assert_fails(
            single_header.main,
            "--root",
            self.dir,
            "--version",
            "1",
            "--check",
            "ctp.hpp",
            says="single_include/ctp.hpp differs",
        )

    def test_missing_header(self):
        self.write("include/ctp/a.hpp", '#include "ctp/gone.hpp"\n')
        self.assert_fails(
            single_header.main,
            "--root",
            self.dir,
            "--version",
            "1",
            says="ctp/gone.hpp is not under include/",
        )

    def test_root_that_matches_nothing(self):
        os.remove(self.path("include/ctp/p/with_hana.hpp"))
        self.assert_fails(
            single_header.main,
            "--root",
            self.dir,
            "--version",
            "1",
            "ctp_hana.hpp",
            says="no header under include/ matches",
        )

    def test_unknown_name(self):
        self.assert_fails(
            single_header.main,
            "--root",
            self.dir,
            "--version",
            "1",
            "ctp_x.hpp",
            says="no single header ctp_x.hpp",
        )


if __name__ == "__main__":
    unittest.main()
