"""Tests of scripts/run_cli_cases.py: cases that pass, each kind of fact failing when the tool
breaks it, case files with mistakes (a `ctp: FILE:LINE: ` line each), and a tool that is missing
or not given. The tools are stand-ins, small programs that answer as ctp and ctp-gen do."""

import shutil
import textwrap
import unittest

from tests.script_test import ScriptTest
import run_cli_cases

# A stand-in for both tools: its name (ctp or ctp-gen) starts its messages.
TOOL = """
    import time
    name = os.path.basename(sys.argv[0])
    args = sys.argv[1:]
    output = None
    if "-o" in args:
        at = args.index("-o")
        output, args = args[at + 1], args[:at] + args[at + 2:]

    def refuse(message):
        if output and "--litter" in args:
            open(output + ".tmp", "w").write("half")
        sys.stderr.write(f"{name}: {message}\\n")
        sys.exit(2)

    def answer():
        if args[0] == "hanoi":
            if args[1:] == ["3"]:
                return "BACBACB\\n"
            if args[1:] == ["blank"]:
                return "B\\n\\n"
            refuse(f"hanoi needs 1 to 63 discs, got {args[1] if len(args) > 1 else 'none'}")
        if args[0] == "count":
            if args[1] == "0":
                refuse("count needs 1 or more")
            return "x" * int(args[1]) + "\\n"
        if args[0] == "svg":
            odd = "--odd" in args and output
            return "<svg/>\\n" if odd else '<svg xmlns="http://www.w3.org/2000/svg"><g/></svg>\\n'
        if args[0] == "say":
            refuse(" ".join(args[1:]) if name == "ctp" else "in other words")
        if args[0] == "echo":
            return sys.stdin.read()
        if args[0] == "sleep":
            time.sleep(float(args[1]))
            if args[2:] == ["--complain"]:
                sys.stderr.write(f"{name}: tired\\n")
            return ""
        if args[0] == "progress":
            for k in range(3):
                sys.stderr.write(f"\\r{name}: step {k} of 3")
            sys.stderr.write("\\r" + " " * 20 + "\\r")
            return ""
        if args[0] == "version":
            return f"{name} 1.2.3\\n"
        refuse(f"unknown subcommand {args[0]}")

    text = answer()
    if output is None:
        sys.stdout.write(text)
    elif "--always" in args or not os.path.exists(output) or open(output).read() != text:
        # -o FILE: the answer to the file, rewritten only when it changes (or always, with
        # --always; a refused run leaves a half-written file behind with --litter).
        open(output, "w").write(text)
"""


class RunCliCases(ScriptTest):
    def setUp(self):
        super().setUp()
        self.ctp = self.fake_program("bin/ctp", TOOL)
        self.ctp_gen = self.fake_program("bin/ctp-gen", TOOL)

    def cases(self, text, name="cases.toml"):
        """Writes a case file and returns its path."""
        return self.write(name, textwrap.dedent(text).lstrip("\n"))

    def run_cases(self, path, *options):
        """(exit status, what the runner printed, its `ctp: ` lines)."""
        return self.run_main(
            run_cli_cases.main,
            "--ctp",
            self.ctp,
            "--ctp-gen",
            self.ctp_gen,
            "--work-dir",
            self.path("work"),
            *options,
            path,
        )

    def assert_passes(self, text, *options):
        status, out, err = self.run_cases(self.cases(text), *options)
        self.assertEqual(status, 0, out + err)
        self.assertRegex(out, r"\n\d+ passed, 0 failed\n$")
        return out

    def assert_case_fails(self, text, says, *options):
        """Every case of the file fails, and the report says `says`."""
        status, out, err = self.run_cases(self.cases(text), *options)
        self.assertEqual(status, 1, out + err)
        self.assertRegex(out, r"\n0 passed, [1-9]\d* failed\n$")
        self.assertIn("cases failed", err)
        self.assertIn(says, out)
        return out

    def assert_bad_file(self, text, says, *options):
        """The file is refused, before any case runs, with `says` in its `ctp: ` line."""
        path = self.cases(text)
        status, out, err = self.run_cases(path, *options)
        self.assertEqual(status, 1, out + err)
        self.assertEqual(out, "")
        self.assertTrue(err.startswith(f"ctp: {path}:"), err)
        self.assertIn(says, err)
        return err

    # Cases that pass, and fail when the tool breaks their facts.

    def test_passing_case(self):
        out = self.assert_passes(
            """
            ["hanoi.3"]
            ctp = "hanoi 3"
            stdout = "BACBACB\\n"
            """
        )
        self.assertIn("passed hanoi.3\n1 passed, 0 failed\n", out)

    def test_wrong_output_fails(self):
        self.assert_case_fails(
            """
            ["hanoi.3"]
            ctp = "hanoi 3"
            stdout = "ABC\\n"
            """,
            says="standard output differs; expected:\nABC\n[end]",
        )

    def test_output_must_be_empty_unless_given(self):
        self.assert_case_fails(
            """
            ["hanoi.3"]
            ctp = "hanoi 3"
            """,
            says="standard output must be empty",
        )

    def test_wrong_exit_code_fails(self):
        self.assert_case_fails(
            """
            ["hanoi.3"]
            ctp = "hanoi 3"
            exit = 2
            stdout = "BACBACB\\n"
            """,
            says="exit code: expected 2, got 0",
        )

    def test_message(self):
        self.assert_passes(
            """
            ["hanoi.zero"]
            ctp = "hanoi 0"
            exit = 2
            stderr_matches = '^ctp: hanoi needs 1 to 63 discs, got 0\\n$'
            """
        )
        self.assert_case_fails(
            """
            ["hanoi.zero"]
            ctp = "hanoi 0"
            exit = 2
            stderr_matches = 'got 64'
            """,
            says="standard error does not match: got 64",
        )
        self.assert_case_fails(
            """
            ["hanoi.zero"]
            ctp = "hanoi 0"
            exit = 2
            """,
            says="standard error must be empty",
        )

    def test_message_is_one_line_of_the_tool(self):
        self.assert_case_fails(
            """
            ["say"]
            ctp-gen = "say hello"
            exit = 2
            stderr_matches = 'in other words'
            """.replace(
                "ctp-gen", "ctp"
            ),
            says="standard error does not match",
        )
        self.assert_case_fails(
            """
            ["say"]
            ctp = ["say", "two\\nlines"]
            exit = 2
            stderr_matches = 'two'
            """,
            says="standard error must be one line starting `ctp: `",
        )

    def test_pattern_end_is_the_end_of_the_text(self):
        # Python's `$` would match before the last newline of "B\n\n"; a case's does not.
        self.assert_case_fails(
            """
            ["blank"]
            ctp = "hanoi blank"
            stdout_matches = '^B\\n$'
            """,
            says="standard output does not match: ^B\\n$",
        )
        self.assert_passes(
            """
            ["blank"]
            ctp = "hanoi blank"
            stdout_matches = ['^B', '\\n\\n$']
            """
        )

    def test_exact_output_from_a_file(self):
        self.write("expected/hanoi_3.txt", "BACBACB\n")
        self.assert_passes(
            """
            ["hanoi.3"]
            ctp = "hanoi 3"
            stdout_file = "expected/hanoi_3.txt"
            """
        )
        self.write("expected/hanoi_3.txt", "BAC\n")
        self.assert_case_fails(
            """
            ["hanoi.3"]
            ctp = "hanoi 3"
            stdout_file = "expected/hanoi_3.txt"
            """,
            says="standard output differs",
        )

    def test_definitions(self):
        self.write("expected/run.txt", "CBACB\n")
        self.assert_passes(
            """
            [define]
            needs = '^ctp: hanoi needs 1 to 63 discs, got'
            many = { repeat = "9", times = 3 }
            tail = { file = "expected/run.txt" }
            words = ["BA", "${tail}"]
            steps = { default = "3", sanitizers = "blank" }

            ["hanoi.999"]
            ctp = "hanoi ${many}"
            exit = 2
            stderr_matches = '${needs} 999\\n$'

            ["hanoi.words"]
            ctp = "hanoi 3"
            stdout = "${words}"

            ["hanoi.steps"]
            ctp = "hanoi ${steps}"
            stdout = "BACBACB\\n"
            """
        )
        # Under the sanitizers, the definition's other value.
        self.assert_case_fails(
            """
            [define]
            steps = { default = "3", sanitizers = "blank" }

            ["hanoi.steps"]
            ctp = "hanoi ${steps}"
            stdout = "BACBACB\\n"
            """,
            "standard output differs",
            "--sanitizers",
        )

    def test_standard_input(self):
        self.assert_passes(
            """
            ["echo"]
            ctp = "echo"
            stdin = " typed \\r\\n"
            stdout = " typed \\r\\n"
            """
        )

    def test_pipe(self):
        self.assert_passes(
            """
            ["hanoi.head"]
            ctp = "hanoi 3"
            pipe = "head -c 3"
            stdout = "BAC"
            """
        )
        self.assert_case_fails(
            """
            ["hanoi.head"]
            ctp = "hanoi 3"
            pipe = ["sh", "-c", "cat; exit 3"]
            stdout = "BACBACB\\n"
            """,
            says="the reader `sh -c 'cat; exit 3'` returned 3",
        )

    def test_output_to_a_file(self):
        self.assert_passes(
            """
            ["hanoi.null"]
            ctp = "hanoi 3"
            stdout_to = "/dev/null"
            """
        )

    def test_both_tools_agree(self):
        self.assert_passes(
            """
            ["unknown"]
            ctp = "chess"
            ctp-gen = "chess"
            exit = 2
            stderr_matches = '^${tool}: unknown subcommand chess\\n$'
            same_message = true

            ["version"]
            ctp = "version"
            ctp-gen = "version"
            stdout_matches = '^${tool} [0-9.]+\\n$'
            """
        )
        self.assert_case_fails(
            """
            ["say"]
            ctp = "say hello"
            ctp-gen = "say hello"
            exit = 2
            stderr_matches = '^${tool}: hello'
            """,
            says="ctp-gen say hello\n  standard error does not match: ^ctp-gen: hello",
        )
        self.assert_case_fails(
            """
            ["say"]
            ctp = "say hello"
            ctp-gen = "say hello"
            exit = 2
            stderr_matches = 'hello|words'
            same_message = true
            """,
            says="the tools' messages differ:\n  ctp:     hello\n  ctp-gen: in other words",
        )

    def test_same_output_as(self):
        self.assert_passes(
            """
            ["count"]
            ctp = "count 3"
            same_stdout_as = "count 3"
            """
        )
        self.assert_case_fails(
            """
            ["count"]
            ctp = "count 3"
            same_stdout_as = "count 4"
            """,
            says="the outputs differ",
        )
        self.assert_case_fails(
            """
            ["count"]
            ctp = "count 0"
            same_stdout_as = "count 0"
            """,
            says="standard output must not be empty",
        )

    def test_output_option(self):
        self.assert_passes(
            """
            ["written"]
            ctp-gen = "count 3"
            output_option = "-o"

            ["replaced"]
            ctp-gen = "count 4"
            output_option = "-o"
            output_over = "count 3"

            ["refused"]
            ctp-gen = "count 0"
            output_option = "-o"
            exit = 2
            stderr_matches = '^ctp-gen: count needs 1 or more\\n$'
            """
        )

    def test_output_option_rewriting_the_same_answer_fails(self):
        self.assert_case_fails(
            """
            ["written"]
            ctp-gen = "count 3 --always"
            output_option = "-o"
            """,
            says="rewrote a file that already held its answer",
        )

    def test_output_option_replacing_nothing_proves_nothing(self):
        self.assert_case_fails(
            """
            ["replaced"]
            ctp-gen = "count 3"
            output_option = "-o"
            output_over = "count 3"
            """,
            says="writes the same answer, so the case proves no replacing",
        )

    def test_output_option_leaving_a_file_after_an_error_fails(self):
        self.assert_case_fails(
            """
            ["refused"]
            ctp-gen = "count 0 --litter"
            output_option = "-o"
            exit = 2
            stderr_matches = 'needs 1 or more'
            """,
            says="failed and left files behind: output.tmp",
        )

    def test_svg(self):
        xmllint = self.fake_program(
            "xmllint", "sys.exit('not XML' if 'rect' in open(sys.argv[-1]).read() else 0)"
        )
        rsvg = self.fake_program(
            "rsvg-convert",
            """
            open(sys.argv[sys.argv.index("-o") + 1], "wb").write(b"\\x89PNG\\r\\n\\x1a\\nx")
            """,
        )
        tools = ("--xmllint", xmllint, "--rsvg-convert", rsvg)
        self.assert_passes(
            """
            ["picture"]
            ctp = "svg"
            svg = true
            """,
            *tools,
        )
        self.assert_case_fails(
            """
            ["picture"]
            ctp = "svg --odd"
            svg = true
            """,
            "wrote other bytes than its standard output shows",
            *tools,
        )

    def test_accepted_after(self):
        self.assert_passes(
            """
            ["slow"]
            ctp = "sleep 30"
            accepted_after = 1

            ["quick"]
            ctp = "sleep 0"
            accepted_after = 1
            """
        )
        self.assert_case_fails(
            """
            ["complains"]
            ctp = "sleep 0 --complain"
            accepted_after = 5
            """,
            says="standard error must be empty",
        )
        self.assert_case_fails(
            """
            ["refused"]
            ctp = "hanoi 0"
            accepted_after = 5
            """,
            says="expected 0, or still at work after 5 s; got 2",
        )

    def test_time_limit(self):
        self.assert_case_fails(
            """
            ["slow"]
            ctp = "sleep 30"
            timeout = 1
            """,
            says="exit code: expected 0, got none: still at work when the time was up",
        )

    def test_shell_with_a_memory_limit(self):
        self.assert_passes(
            """
            ["limited"]
            shell = 'ulimit -v; ${ctp} hanoi 3 | head -c 3'
            memory_limit_kib = 65536
            stdout = "65536\\nBAC"
            """
        )
        self.assert_case_fails(
            """
            ["limited"]
            shell = 'ulimit -v'
            memory_limit_kib = 65536
            stdout = "unlimited\\n"
            """,
            says="standard output differs",
        )

    def test_shell_names_ctp_mpi_when_given(self):
        text = """
            ["mpi"]
            shell = '${ctp-mpi} hanoi 3'
            stdout = "BACBACB\\n"
            """
        self.assert_passes(text, "--ctp-mpi", self.ctp)
        self.assert_case_fails(text, says="the case runs ctp-mpi: give --ctp-mpi")

    @unittest.skipUnless(shutil.which("script"), "util-linux's script is not installed")
    def test_progress_line(self):
        self.assert_passes(
            """
            ["progress"]
            ctp = "progress"
            progress_line = 'ctp: step [0-9] of 3'
            """
        )
        self.assert_case_fails(
            """
            ["quiet"]
            ctp = "sleep 0"
            progress_line = 'ctp: step [0-9] of 3'
            """,
            says="the terminal must show the progress line",
        )

    # Which cases run here.

    def test_list(self):
        path = self.cases(
            """
            ["a"]
            ctp = "hanoi 3"
            labels = ["heavy"]

            ["b"]
            ctp = "hanoi 3"
            needs = ["/no/such/file", "sh"]

            ["c"]
            ctp = "hanoi 3"
            needs = ["sh"]
            sanitizers = false
            """
        )
        listed = self.assert_succeeds(run_cli_cases.main, "--list", path)
        self.assertEqual(listed, f"a\t{path}\theavy\nc\t{path}\t\n")
        listed = self.assert_succeeds(run_cli_cases.main, "--list", "--sanitizers", path)
        self.assertEqual(listed, f"a\t{path}\theavy\n")

    def test_one_case(self):
        path = self.cases(
            """
            ["good"]
            ctp = "hanoi 3"
            stdout = "BACBACB\\n"

            ["bad"]
            ctp = "hanoi 3"
            """
        )
        status, out, _ = self.run_cases(path, "--case", "good")
        self.assertEqual((status, out), (0, "passed good\n1 passed, 0 failed\n"))
        self.assert_fails(
            run_cli_cases.main,
            "--case",
            "ugly",
            "--ctp",
            self.ctp,
            path,
            says=f"no case ugly runs here in {path}",
        )

    def test_names_are_unique_across_files(self):
        first = self.cases('["a"]\nctp = "hanoi 3"\n', "one.toml")
        second = self.cases('# two\n["a"]\nctp = "hanoi 3"\n', "two.toml")
        self.assert_fails(
            run_cli_cases.main,
            "--list",
            first,
            second,
            says=f"ctp: {second}:2: the case a is also at {first}:1",
        )

    # A missing tool.

    def test_missing_tool(self):
        status, out, _ = self.run_main(
            run_cli_cases.main,
            "--ctp",
            self.path("bin/none"),
            self.cases('["a"]\nctp = "hanoi 3"\n'),
        )
        self.assertEqual(status, 1)
        self.assertIn(f"cannot run {self.path('bin/none')}: No such file or directory", out)

    def test_tool_not_given(self):
        status, out, _ = self.run_main(
            run_cli_cases.main, "--ctp", self.ctp, self.cases('["a"]\nctp-gen = "hanoi 3"\n')
        )
        self.assertEqual(status, 1)
        self.assertIn("the case runs ctp-gen: give --ctp-gen", out)

    # Case files with mistakes: one `ctp: FILE:LINE: ` line each.

    def test_not_toml(self):
        self.assert_bad_file('["a"]\nctp = "hanoi 3"\nstdout = "BAC\n', says=":3: not TOML: ")

    def test_unknown_key(self):
        self.assert_bad_file(
            '["a"]\nctp = "hanoi 3"\nstdot = "BAC"\n',
            says=":3: a: unknown key stdot; a case's keys are ctp, ctp-gen",
        )

    def test_name_without_quotes(self):
        self.assert_bad_file(
            '# letters\n[hanoi.letters]\nctp = "hanoi 3"\n',
            says=":2: the case hanoi runs nothing (no ctp, ctp-gen or shell); "
            'a name with dots is written in quotes: ["hanoi.…"]',
        )

    def test_no_command(self):
        self.assert_bad_file('["a"]\nexit = 2\n', says=":1: a: a case runs ctp, ctp-gen")

    def test_wrong_type(self):
        self.assert_bad_file(
            '["a"]\nctp = "hanoi 3"\n\nexit = "2"\n',
            says=":4: exit must be a whole number, 0 or more",
        )

    def test_two_kinds(self):
        self.assert_bad_file(
            '["a"]\nctp = "svg"\nsvg = true\naccepted_after = 3\n',
            says=":4: a: a case is of one kind, and svg and accepted_after are two",
        )

    def test_key_of_another_kind(self):
        self.assert_bad_file(
            '["a"]\nctp = "svg"\nsvg = true\nstdout = "x"\n',
            says=":4: a: stdout does not go with svg",
        )

    def test_two_outputs(self):
        self.assert_bad_file(
            '["a"]\nctp = "hanoi 3"\nstdout = "x"\nstdout_matches = "x"\n',
            says=":4: a: give one of stdout, stdout_file and stdout_matches",
        )

    def test_undefined_name(self):
        self.assert_bad_file(
            '["a"]\nctp = "hanoi 3"\nstdout = "${nope}"\n', says=":3: ${nope} is not defined"
        )

    def test_the_subcommands_come_from_the_manifests(self):
        (case,) = run_cli_cases.load_cases(
            self.cases(
                '["a"]\nctp = "hanoi 3"\nstdout = "${ctp_subcommands}; ${ctp_gen_subcommands}"\n'
            )
        )
        found = run_cli_cases.project_names()
        self.assertEqual(
            case.get("stdout"), f"{found['ctp_subcommands']}; {found['ctp_gen_subcommands']}"
        )
        self.assertTrue(found["ctp_subcommands"].startswith("hanoi, rings, nine-tails"))

    def test_a_project_name_is_not_defined_again(self):
        self.assert_bad_file(
            '[define]\nctp_subcommands = "hanoi"\n\n["a"]\nctp = "hanoi 3"\n',
            says=":2: ctp_subcommands is the project's own",
        )

    def test_bad_definition(self):
        self.assert_bad_file(
            '[define]\nx = 3\n\n["a"]\nctp = "hanoi 3"\n',
            says=":2: the definition x must be a text",
        )

    def test_bad_pattern(self):
        self.assert_bad_file(
            '["a"]\nctp = "hanoi 3"\nstdout_matches = "(B"\n',
            says=":3: a: stdout_matches is not a regular expression: ",
        )

    def test_unbalanced_quote(self):
        self.assert_bad_file('["a"]\nctp = "hanoi \'3"\n', says=":2: ctp: No closing quotation")

    def test_missing_expected_file(self):
        self.assert_bad_file(
            '["a"]\nctp = "hanoi 3"\nstdout_file = "expected/none.txt"\n',
            says="expected/none.txt does not exist",
        )

    def test_empty_file(self):
        self.assert_bad_file("# nothing yet\n", says=":1: the file holds no case")


if __name__ == "__main__":
    unittest.main()
