"""Tests of scripts/check_style.py: a missing tool fails naming its package, the files clang-tidy
checks are chosen as documented, and a file clang-format would change fails the check."""

import json
import unittest

from tests.script_test import ScriptTest
import check_style


class Tools(ScriptTest):
    def test_missing_clang_format_names_the_package(self):
        self.assert_fails(
            check_style.main,
            "format",
            "--root",
            self.dir,
            "--clang-format",
            "CTP_CLANG_FORMAT-NOTFOUND",
            says="install the Debian package clang-format-19",
        )

    def test_missing_compile_commands(self):
        tool = self.fake_program("tidy", "sys.exit(0)")
        self.assert_fails(
            check_style.main,
            "tidy",
            "--root",
            self.dir,
            "--binary-dir",
            self.path("build"),
            "--clang-tidy",
            tool,
            "--run-clang-tidy",
            tool,
            says="compile_commands.json is missing",
        )

    def test_unknown_check(self):
        with self.assertRaises(SystemExit) as caught:
            self.run_main(check_style.main, "lint")
        self.assertEqual(caught.exception.code, 2)


class Format(ScriptTest):
    def setUp(self):
        super().setUp()
        self.write("include/a.hpp", "int a;\n")
        self.write("tests/b.cpp", "int  b;\n")
        # clang-format --dry-run --Werror as it reports a file that is not formatted.
        self.clang_format = self.fake_program(
            "clang-format",
            """
            bad = [f for f in sys.argv[1:] if f.endswith(".cpp") and "  " in open(f).read()]
            for f in bad:
                sys.stderr.write(f"{f}:1:4: error: code should be clang-formatted\\n")
            sys.exit(1 if bad else 0)
            """,
        )

    def test_unformatted_file_fails(self):
        err = self.assert_fails(
            check_style.main,
            "format",
            "--root",
            self.dir,
            "--clang-format",
            self.clang_format,
            says="1 of 2 files are not formatted",
        )
        self.assertIn("tests/b.cpp", err)

    def test_formatted_files_pass(self):
        self.write("tests/b.cpp", "int b;\n")
        out = self.assert_succeeds(
            check_style.main, "format", "--root", self.dir, "--clang-format", self.clang_format
        )
        self.assertIn("2 files formatted", out)


class TidyEntries(ScriptTest):
    def test_choice(self):
        root = "/repo"
        database = [
            {"file": "/repo/tests/hanoi/moves_test.cpp", "command": "c++ -c moves_test.cpp"},
            {
                "file": "/repo/tests/hanoi/moves_test.cpp",
                "command": "c++ -DCATCH_CONFIG_RUNTIME_STATIC_REQUIRE -c moves_test.cpp",
            },
            {"file": "/repo/tests/hanoi/static_recursion.cpp", "command": "c++"},
            {"file": "/repo/tests/hanoi/fail_zero.cpp", "command": "c++"},
            {"file": "/repo/tests/support/catch_main.cpp", "command": "c++"},
            {"file": "/repo/docs/examples/course_14_tricks.cpp", "command": "c++"},
            {"file": "/repo/talks/deck/code/01-a.cpp", "command": "c++"},
            {"file": "/repo/include/ctp.hpp", "command": "c++"},
            {"file": "/repo/build/headers/x.cpp", "command": "c++"},
            {"file": "/repo/generators/main.cpp", "arguments": ["c++", "-c", "main.cpp"]},
        ]
        chosen = check_style.tidy_entries(database, root)
        self.assertEqual(
            [entry["file"] for entry in chosen],
            [
                "/repo/tests/hanoi/moves_test.cpp",
                "/repo/talks/deck/code/01-a.cpp",
                "/repo/generators/main.cpp",
            ],
        )
        self.assertIn("CATCH_CONFIG_RUNTIME_STATIC_REQUIRE", chosen[0]["command"])

    def test_precompiled_header_left_out(self):
        pch = "/b/generators/CMakeFiles/ctp_cli.dir/cmake_pch.hxx"
        gcc = {
            "file": "/repo/generators/a.cpp",
            "command": f"g++ -DX -Winvalid-pch -include {pch} -O3 -o a.o -c a.cpp",
        }
        clang = {
            "file": "/repo/generators/b.cpp",
            "arguments": [
                "clang++",
                "-Winvalid-pch",
                "-Xclang",
                "-include-pch",
                "-Xclang",
                f"{pch}.pch",
                "-Xclang",
                "-include",
                "-Xclang",
                pch,
                '-DY="1 2"',
                "-c",
                "b.cpp",
            ],
        }
        other = {"file": "/repo/generators/c.cpp", "command": "g++ -include own.hpp -c c.cpp"}
        chosen = check_style.tidy_entries([gcc, clang, other], "/repo")
        self.assertEqual(
            [entry["command"] for entry in chosen],
            [
                "g++ -DX -O3 -o a.o -c a.cpp",
                "clang++ '-DY=\"1 2\"' -c b.cpp",
                "g++ -include own.hpp -c c.cpp",
            ],
        )
        self.assertNotIn("arguments", chosen[1])

    def test_tidy_runs_on_its_own_database(self):
        self.write(
            "build/compile_commands.json",
            json.dumps(
                [{"directory": self.dir, "file": self.path("tests/a_test.cpp"), "command": "c++"}]
            ),
        )
        ok = self.fake_program("run-clang-tidy", "sys.exit(0)")
        self.assert_succeeds(
            check_style.main,
            "tidy",
            "--root",
            self.dir,
            "--binary-dir",
            self.path("build"),
            "--clang-tidy",
            ok,
            "--run-clang-tidy",
            ok,
        )
        written = json.loads(self.read("build/style/compile_commands.json"))
        self.assertEqual(len(written), 1)
        problems = self.fake_program("run-clang-tidy-bad", "sys.exit(1)")
        self.assert_fails(
            check_style.main,
            "tidy",
            "--root",
            self.dir,
            "--binary-dir",
            self.path("build"),
            "--clang-tidy",
            ok,
            "--run-clang-tidy",
            problems,
            says="clang-tidy-19 found problems",
        )


if __name__ == "__main__":
    unittest.main()
