"""Tests of scripts/common.py: keep_or_check, and run's one-line failures."""

import contextlib
import io
import unittest

from tests.script_test import ScriptTest, common


class KeepOrCheck(ScriptTest):
    def test_same_text_passes(self):
        path = self.write("kept.txt", "error: one\n")
        common.keep_or_check(path, "error: one\n", "an error", update=False)

    def test_other_text_fails_and_shows_both(self):
        path = self.write("kept.txt", "error: one\n")
        with self.assertRaises(common.Failure) as caught:
            common.keep_or_check(path, "error: two\n", "an error", update=False)
        message = str(caught.exception)
        self.assertTrue(message.startswith(f"ctp: {path} no longer shows an error"))
        self.assertIn("error: one", message)
        self.assertIn("error: two", message)
        self.assertIn("make snippets", message)

    def test_missing_file_fails(self):
        with self.assertRaises(common.Failure) as caught:
            common.keep_or_check(self.path("none.txt"), "x\n", "an error", update=False)
        self.assertIn("does not exist", str(caught.exception))

    def test_update_writes_only_a_change(self):
        path = self.path("kept.txt")
        common.keep_or_check(path, "a\r\nb\n", "text", update=True)
        self.assertEqual(common.read_text(path), "a\r\nb\n")  # byte for byte, \r kept


class Run(ScriptTest):
    def test_failure_is_one_line_and_status_1(self):
        def main(argv):
            common.fail("ctp: no such puzzle")

        self.assertEqual(self.run_main(main), (1, "", "ctp: no such puzzle\n"))

    def test_breaches_are_listed_one_a_line(self):
        def main(argv):
            common.fail_on_breaches([], "nothing")
            common.fail_on_breaches(["a.md:1: one", "b.md:2: two"], "2 breaches")

        self.assertEqual(
            self.run_main(main), (1, "", "ctp: 2 breaches:\n  a.md:1: one\n  b.md:2: two\n")
        )

    def test_missing_file_is_a_message_not_a_traceback(self):
        def main(argv):
            open(self.path("missing.txt"), encoding="utf-8")

        status, _, err = self.run_main(main)
        self.assertEqual(status, 1)
        self.assertRegex(err, r"^ctp: .*missing\.txt: No such file")

    def test_a_program_that_cannot_start_is_named(self):
        with self.assertRaises(common.Failure) as caught:
            common.execute([self.path("no-such-program")])
        self.assertIn("cannot run", str(caught.exception))


class Arguments(ScriptTest):
    def test_bad_arguments_are_a_ctp_line_and_status_2(self):
        parser = common.ArgumentParser(prog="tool.py")
        parser.add_argument("--root", required=True)
        err = io.StringIO()
        with self.assertRaises(SystemExit) as caught, contextlib.redirect_stderr(err):
            parser.parse_args([])
        self.assertEqual(caught.exception.code, 2)
        self.assertIn("ctp: tool.py: the following arguments are required: --root", err.getvalue())


if __name__ == "__main__":
    unittest.main()
