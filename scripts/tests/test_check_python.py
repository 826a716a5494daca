"""Tests of scripts/check_python.py: the Python lives in scripts/ and leaves sys.path alone, CMake
runs it with -B, and what black would rewrite or flake8 reports fails the check, as a missing tool
does."""

import unittest
from unittest import mock

import check_python
from tests.script_test import ScriptTest

# Stand-ins for the tools, as the real ones answer: black --check names each file it would
# rewrite on standard error; flake8 prints each warning on standard output. A file "fails" for
# them when it holds the word of the tool.
BLACK = """
    files = [f for f in sys.argv[1:] if f.endswith(".py")]
    if "--check" not in sys.argv:
        open(os.environ["CTP_FIXED"], "w").write(" ".join(files))
        sys.exit(0)
    bad = [f for f in files if "BLACK" in open(f).read()]
    for f in bad:
        sys.stderr.write(f"would reformat {f}\\n")
    sys.stderr.write("Oh no!\\n" if bad else "All done!\\n")
    sys.exit(1 if bad else 0)
    """
FLAKE8 = """
    bad = [f for f in sys.argv[1:] if f.endswith(".py") and "FLAKE8" in open(f).read()]
    for f in bad:
        print(f"{f}:1:1: F401 'os' imported but unused")
    sys.exit(1 if bad else 0)
    """


class PythonStyle(ScriptTest):
    def setUp(self):
        super().setUp()
        self.black = self.fake_program("black", BLACK)
        self.flake8 = self.fake_program("flake8", FLAKE8)
        self.write("scripts/common.py", "import os\n")
        self.write("scripts/tests/test_common.py", "import common\n")

    def check(self, *extra):
        return ["--root", self.dir, "--black", self.black, "--flake8", self.flake8, *extra]

    def test_files_in_scripts_that_both_tools_accept_pass(self):
        out = self.assert_succeeds(check_python.main, *self.check())
        self.assertIn("2 Python files in scripts/", out)

    def test_a_python_file_outside_scripts_fails(self):
        self.write("bench/run.py", "print(1)\n")
        self.assert_fails(
            check_python.main, *self.check(), says="bench/run.py: the project's Python lives in"
        )

    def test_a_file_that_changes_sys_path_fails_naming_its_line(self):
        self.write("scripts/run.py", "import sys\n\nsys.path.insert(0, 'bench')\n")
        self.assert_fails(
            check_python.main, *self.check(), says="scripts/run.py:3: changes sys.path"
        )

    def test_a_function_of_61_lines_fails_and_one_of_60_passes(self):
        body = "".join(f"    x{i} = {i}\n" for i in range(58))
        self.write("scripts/run.py", f"def sixty():\n{body}    return 0\n")
        self.assert_succeeds(check_python.main, *self.check())
        self.write("scripts/run.py", f"def sixty_one():\n{body}    x = 1\n    return x\n")
        self.assert_fails(
            check_python.main, *self.check(), says="scripts/run.py:1: sixty_one is 61 lines long"
        )

    def test_sys_path_in_a_string_or_a_comment_is_no_change(self):
        self.write("scripts/run.py", '# sys.path.insert\nprint("sys.path")\n')
        self.assert_succeeds(check_python.main, *self.check())

    def test_a_cmake_command_that_runs_python_without_dash_b_fails_naming_its_line(self):
        ok = 'add_test(NAME a COMMAND "${Python3_EXECUTABLE}" -B "x/run.py")\n'
        self.write(
            "CMakeLists.txt", ok + "add_test(NAME b COMMAND Python3::Interpreter -S -B y.py)\n"
        )
        self.write(
            "cmake/x.cmake", 'execute_process(COMMAND "${Python3_EXECUTABLE}" -c "print()")\n'
        )
        self.assert_succeeds(check_python.main, *self.check())
        self.write("docs/CMakeLists.txt", ok + 'set(run "${Python3_EXECUTABLE}"\n    "x/run.py")\n')
        self.assert_fails(
            check_python.main, *self.check(), says="docs/CMakeLists.txt:2: runs Python without -B"
        )

    def test_a_file_black_would_rewrite_fails(self):
        self.write("scripts/run.py", "x = 1  # BLACK\n")
        self.assert_fails(
            check_python.main,
            *self.check(),
            says="would reformat scripts/run.py (run `make format`)",
        )

    def test_a_warning_of_flake8_fails(self):
        self.write("scripts/run.py", "import os  # FLAKE8\n")
        self.assert_fails(check_python.main, *self.check(), says="scripts/run.py:1:1: F401")

    def test_fix_lets_black_rewrite_every_file(self):
        self.write("scripts/run.py", "x = 1  # BLACK\n")
        fixed = self.path("fixed.txt")
        with mock.patch.dict("os.environ", {"CTP_FIXED": fixed}):
            out = self.assert_succeeds(check_python.main, *self.check("--fix"))
        self.assertIn("black formatted 3 Python files", out)
        self.assertEqual(
            sorted(self.read("fixed.txt").split()),
            ["scripts/common.py", "scripts/run.py", "scripts/tests/test_common.py"],
        )

    def test_missing_black_names_the_package(self):
        self.assert_fails(
            check_python.main,
            "--root",
            self.dir,
            "--black",
            "CTP_BLACK-NOTFOUND",
            "--flake8",
            self.flake8,
            says="install the Debian package black",
        )

    def test_missing_flake8_names_the_package(self):
        self.assert_fails(
            check_python.main,
            "--root",
            self.dir,
            "--black",
            self.black,
            says="install the Debian package flake8",
        )


if __name__ == "__main__":
    unittest.main()
