"""Tests of scripts/expect_rejected.py: a program that refuses bad text with its one line
passes; one that answers it, stays silent or says more fails."""

import unittest

from tests.script_test import ScriptTest
import expect_rejected

REFUSAL = "ctp: a nine tails board needs one letter H or T for each cell"


class ExpectRejected(ScriptTest):
    def program(self, refuse):
        return self.fake_program(
            "reject",
            f"""
            if sys.argv[1] == "HHHTTTHHH":
                print("parsed 56")
            else:
                {refuse}
            """,
        )

    def check(self, program):
        return expect_rejected.main, "--program", program

    def test_refusal(self):
        self.assert_succeeds(*self.check(self.program(f"sys.exit({REFUSAL!r})")))

    def test_answer_to_bad_text_fails(self):
        self.assert_fails(
            *self.check(self.program("print('parsed 0')")), says="bad text must be refused"
        )

    def test_silent_failure_fails(self):
        self.assert_fails(*self.check(self.program("sys.exit(1)")), says="bad text must be refused")

    def test_good_text_must_parse(self):
        program = self.fake_program("wrong", "print('parsed 55')")
        self.assert_fails(*self.check(program), says="good text must parse to 56")


if __name__ == "__main__":
    unittest.main()
