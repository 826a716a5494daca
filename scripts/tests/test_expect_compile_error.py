"""Tests of scripts/expect_compile_error.py: a fail_ test passes only when the build fails with
the expected message."""

import unittest

from tests.script_test import ScriptTest
import expect_compile_error


class ExpectCompileError(ScriptTest):
    def setUp(self):
        super().setUp()
        # A cmake --build whose target says what it is named and fails, or builds.
        self.cmake = self.fake_program(
            "cmake",
            """
            target = sys.argv[sys.argv.index("--target") + 1]
            if target == "builds": sys.exit(0)
            print("a.cpp:3:5: error: static assertion failed: ctp: " + target)
            sys.exit(1)
            """,
        )

    def expect(self, target, expected):
        return (
            expect_compile_error.main,
            "--cmake",
            self.cmake,
            "--build-dir",
            self.dir,
            "--target",
            target,
            "--expected",
            expected,
        )

    def test_expected_failure(self):
        self.assert_succeeds(*self.expect("hanoi needs 1 to 63 discs", "ctp: hanoi needs"))

    def test_target_that_compiles(self):
        self.assert_fails(
            *self.expect("builds", "ctp: x"), says="builds compiled, but it must fail"
        )

    def test_other_message(self):
        err = self.assert_fails(
            *self.expect("other", "ctp: hanoi needs"), says="without the expected message"
        )
        self.assertIn("static assertion failed: ctp: other", err)


if __name__ == "__main__":
    unittest.main()
