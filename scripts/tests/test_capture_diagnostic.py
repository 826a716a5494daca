"""Tests of scripts/capture_diagnostic.py: a compiler's output reduced to its errors and their
notes (one each, or `// notes: N`), the `// errors: N` requirement, the `// flags:` given to the
compiler, a program that compiles after all, and one that a compiler must accept (--accepted)."""

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

    def test_a_crash_after_the_errors_is_kept(self):
        output = (
            "a.cpp:16:10: error: call to non-'constexpr' function 'f()'\n"
            "a.cpp:10:8: note: 'f()' is not usable as a 'constexpr' function because:\n"
            "   10 | struct s {\n"
            "a.cpp:10: confused by earlier errors, bailing out\n"
        )
        self.assertEqual(
            capture_diagnostic.diagnostics(output),
            (
                "error: call to non-'constexpr' function 'f()'\n"
                "note: 'f()' is not usable as a 'constexpr' function because:\n"
                "confused by earlier errors, bailing out\n",
                1,
            ),
        )

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

    def test_flags_of_the_program(self):
        self.assertEqual(
            capture_diagnostic.head_flags("// compilers: clang\n// flags: -Wall -Werror\n"),
            ["-Wall", "-Werror"],
        )
        self.assertEqual(capture_diagnostic.head_flags("// compilers: gcc\n"), [])

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
        self.warns = self.fake_program("warns", "print('a.cpp:1:1: warning: hm'); sys.exit(0)")
        self.echoes = self.fake_program(
            "echoes", "print('a.cpp:1:1: error: ' + ' '.join(sys.argv[1:])); sys.exit(1)"
        )
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

    def test_flags_reach_the_compiler(self):
        self.assert_succeeds(
            *self.capture(self.echoes, "// compilers: gcc\n// flags: -Werror\n", "--update")
        )
        self.assertIn("-Werror", self.read("a.gcc.txt"))

    def accepted(self, cxx):
        source = self.write("a.cpp", "// compilers: clang\n// accepted by: gcc\n")
        return capture_diagnostic.main, "--cxx", cxx, "--source", source, "--include-dir", self.dir

    def test_accepted_program(self):
        self.assert_succeeds(*self.accepted(self.compiles), "--accepted")

    def test_accepted_program_that_fails(self):
        self.assert_fails(*self.accepted(self.cxx), "--accepted", says="without a word")

    def test_accepted_program_with_a_warning(self):
        self.assert_fails(*self.accepted(self.warns), "--accepted", says="without a word")

    def test_message_needed_unless_accepted(self):
        with self.assertRaises(SystemExit) as stopped:
            self.run_main(*self.accepted(self.compiles))
        self.assertEqual(stopped.exception.code, 2)


if __name__ == "__main__":
    unittest.main()
