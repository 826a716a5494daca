"""Tests of scripts/capture_diagnostic.py: a compiler's output reduced to its errors and their
notes (one each, or `// notes: N`), the `// errors: N` requirement, and a program that compiles
after all."""

import unittest

from tests.script_test import ScriptTest
import capture_diagnostic

OUTPUT = """In file included from a.cpp:2:
include/ctp/hanoi/rules.hpp:40:5: error: static assertion failed: ctp: hanoi needs 1 to 63 discs
   40 |     static_assert(valid(N), "ctp: hanoi needs 1 to 63 discs");
include/ctp/hanoi/rules.hpp:40:5: note: the comparison reduces to '(64 <= 63)'
a.cpp:5:1: note: a second note is dropped
a.cpp:7:3: warning: unused variable 'x'
a.cpp:8:3: note: a note after a warning is dropped
a.cpp:9:9: fatal error: too many errors
"""

MESSAGE = """error: static assertion failed: ctp: hanoi needs 1 to 63 discs
note: the comparison reduces to '(64 <= 63)'
fatal error: too many errors
"""


class Diagnostics(ScriptTest):
    def test_errors_and_their_notes(self):
        self.assertEqual(capture_diagnostic.diagnostics(OUTPUT), (MESSAGE, 2))

    def test_more_notes_when_asked(self):
        message, errors = capture_diagnostic.diagnostics(OUTPUT, notes=3)
        self.assertEqual(errors, 2)
        self.assertIn("note: a second note is dropped\n", message)
        self.assertNotIn("a note after a warning", message)

    def test_notes_asked_in_the_program(self):
        self.assertEqual(
            capture_diagnostic.head_number(
                "// compilers: gcc\n// errors: 1\n// notes: 4\n", "notes"
            ),
            4,
        )
        self.assertIsNone(capture_diagnostic.head_number("// compilers: gcc\n", "notes"))

    def test_required_errors(self):
        self.assertEqual(capture_diagnostic.required_errors("// compilers: gcc\n// errors: 1\n"), 1)
        self.assertIsNone(capture_diagnostic.required_errors("// compilers: gcc\nint x;\n"))


class Main(ScriptTest):
    def setUp(self):
        super().setUp()
        self.write("out.txt", OUTPUT)
        self.cxx = self.fake_program(
            "cxx", f"sys.stderr.write(open({self.path('out.txt')!r}).read()); sys.exit(1)"
        )
        self.compiles = self.fake_program("ok", "sys.exit(0)")
        self.silent = self.fake_program("silent", "print('a.cpp: oops'); sys.exit(1)")

    def capture(self, cxx, source_text="// compilers: gcc\n", *options):
        source = self.write("a.cpp", source_text)
        return (
            capture_diagnostic.main,
            "--cxx",
            cxx,
            "--source",
            source,
            "--message",
            self.path("a.gcc.txt"),
            "--include-dir",
            self.dir,
            *options,
        )

    def test_capture_then_check(self):
        self.assert_succeeds(*self.capture(self.cxx, "// compilers: gcc\n", "--update"))
        self.assertEqual(self.read("a.gcc.txt"), MESSAGE)
        self.assert_succeeds(*self.capture(self.cxx))

    def test_changed_message_fails(self):
        self.write("a.gcc.txt", MESSAGE.replace("63", "64"))
        self.assert_fails(*self.capture(self.cxx), says="no longer shows")

    def test_program_that_compiles_fails(self):
        self.assert_fails(*self.capture(self.compiles), says="but it must fail")

    def test_rejected_without_error_line(self):
        self.assert_fails(*self.capture(self.silent), says="without an `error:` line")

    def test_capture_with_notes(self):
        self.assert_succeeds(
            *self.capture(self.cxx, "// compilers: gcc\n// notes: 2\n", "--update")
        )
        self.assertIn("note: a second note is dropped\n", self.read("a.gcc.txt"))

    def test_wrong_number_of_errors(self):
        self.assert_fails(
            *self.capture(self.cxx, "// compilers: gcc\n// errors: 1\n"), says="gave 2 errors"
        )


if __name__ == "__main__":
    unittest.main()
