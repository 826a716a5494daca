"""What the tests of scripts/ share: a temporary folder for each test, a way to run a program's main
and keep what it says, and stand-in programs (a compiler, a tool) that the programs under test
run."""

import contextlib
import io
import json
import os
import stat
import sys
import tempfile
import textwrap
import unittest

import common

SCRIPTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def manifest_fields(word, order, **changes):
    """A puzzle's manifest, puzzles/<word>.json, as a dict: its guide docs/<word>.md, its one
    subcommand its word; `changes` replace fields (a value of None leaves the field out)."""
    fields = {
        "word": word,
        "order": order,
        "title": word.title(),
        "prefix": word,
        "ctp": [word],
        "ctp-gen": [word],
        "guide": f"docs/{word}.md",
        "fuzz": [],
        "images": {},
        "demo": [],
        "generated_headers": {},
        "bench": {"title": word.title(), "unit": "pieces"},
    }
    fields.update(changes)
    return {name: value for name, value in fields.items() if value is not None}


class ScriptTest(unittest.TestCase):
    """A test case with its own temporary folder, self.dir."""

    def setUp(self):
        folder = tempfile.TemporaryDirectory(prefix="ctp-scripts-")
        self.addCleanup(folder.cleanup)
        self.dir = folder.name

    def path(self, *parts):
        """A path in the temporary folder."""
        return os.path.join(self.dir, *parts)

    def write(self, relative, text):
        """Writes `text` to a file of the temporary folder (folders made) and returns its path."""
        path = self.path(relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        common.write_text(path, text)
        return path

    def write_manifest(self, word, order, **changes):
        """Writes puzzles/<word>.json (manifest_fields) and returns its path."""
        return self.write(
            f"puzzles/{word}.json", json.dumps(manifest_fields(word, order, **changes))
        )

    def read(self, relative):
        return common.read_text(self.path(relative))

    def run_main(self, main, *argv):
        """Runs a program's main as `common.run` does: (exit status, output, errors)."""
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = common.run(main, list(argv))
        return status, out.getvalue(), err.getvalue()

    def assert_fails(self, main, *argv, says):
        """The program fails, with a `ctp: ` message containing `says` (after what the tools it
        ran printed, if any); returns what it wrote to standard error."""
        status, _, err = self.run_main(main, *argv)
        self.assertEqual(status, 1, err)
        self.assertRegex(err, r"(^|\n)ctp: ")
        self.assertIn(says, err)
        return err

    def assert_succeeds(self, main, *argv):
        """The program succeeds; returns what it printed."""
        status, out, err = self.run_main(main, *argv)
        self.assertEqual(status, 0, err)
        return out

    def fake_program(self, name, body):
        """An executable Python program `name` in the temporary folder, running `body`, with
        `sys` and `os` imported; returns its path."""
        path = self.write(name, f"#!{sys.executable}\nimport os, sys\n" + textwrap.dedent(body))
        os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)
        return path
