"""Tests of scripts/check_copied_tree.py: against a stand-in make, a copy that reads its own bytes
passes, and so does one whose build fails naming the table; a copy that answers from the
original's bytes, a build that fails without naming the table, a build that takes a file of bytes
one byte too long and an original that does not build each fail with their message."""

import unittest

from tests.script_test import ScriptTest
import check_copied_tree

# A make that builds the consumer in -C's folder: ctp-gen runs where its table's files are
# missing, and the program answers right, except in the copy, by MODE.
MAKE = """
MODE = {mode!r}
args = sys.argv[1:]
tree = args[args.index("-C") + 1]
in_copy = os.path.basename(tree) == "copy"
if MODE == "original_fails" and not in_copy:
    print("make: *** [Makefile:1: program] Error 1")
    sys.exit(2)
data = os.path.join(tree, "tables", "nine_tails.cpp.bin")
if not os.path.isdir(os.path.join(tree, "tables")):
    os.makedirs(os.path.join(tree, "tables"))
    print("ctp-gen nine-tails --data beside", [a for a in args if a.startswith("ARGS=")][0])
    with open(data, "wb") as file:
        file.write(bytes(4))
if os.path.getsize(data) != 4 and MODE != "takes_a_spoiled_file":
    print("Error: ctp: nine_tails.cpp.bin is not the 4 bytes of the table copied::nine_tails")
    sys.exit(2)
if in_copy and MODE == "fails_naming":
    print("Error: ctp: nine_tails.cpp.bin is not the 1024 bytes of the table copied::nine_tails")
    sys.exit(2)
if in_copy and MODE == "fails_silently":
    print("make: *** [Makefile:1: nine_tails.o] Error 1")
    sys.exit(2)
open(os.path.join(tree, "nine_tails.o"), "w").close()
program = os.path.join(tree, "program")
wrong = in_copy and MODE == "reads_the_original"
with open(program, "w") as file:
    if wrong:
        file.write("#!/bin/sh\\necho board 0: the cost is not the library one\\nexit 1\\n")
    else:
        file.write("#!/bin/sh\\necho weighted: every cost is the library one\\n")
os.chmod(program, 0o755)
"""


class CheckCopiedTree(ScriptTest):
    def check(self, mode):
        self.write("consumer/Makefile", "program:\n")
        make = self.fake_program("make", MAKE.format(mode=mode))
        return (
            check_copied_tree.main,
            "--build-system",
            "make",
            "--source",
            self.path("consumer"),
            "--work",
            self.path("work"),
            "--ctp-source-dir",
            self.dir,
            "--ctp-gen",
            "ctp-gen",
            "--cxx",
            "g++-12",
            "--make",
            make,
        )

    def test_the_copy_reads_its_own_bytes(self):
        said = self.assert_succeeds(*self.check("own"))
        self.assertIn("the copy reads its own bytes", said)
        self.assertIn("one byte too long fails the build, naming copied::nine_tails", said)

    def test_the_copy_fails_naming_the_table(self):
        said = self.assert_succeeds(*self.check("fails_naming"))
        self.assertIn("the copy's build fails, naming copied::nine_tails", said)

    def test_the_copy_reads_the_original(self):
        self.assert_fails(
            *self.check("reads_the_original"),
            says="the copy answers from bytes that are not its table's:\nboard 0",
        )

    def test_the_copy_fails_without_naming_the_table(self):
        self.assert_fails(
            *self.check("fails_silently"),
            says="the copy's build failed without naming copied::nine_tails",
        )

    def test_a_spoiled_file_builds(self):
        self.assert_fails(
            *self.check("takes_a_spoiled_file"),
            says="the copy builds with a file of bytes one byte too long",
        )

    def test_the_original_fails(self):
        self.assert_fails(*self.check("original_fails"), says="building the original failed")

    def test_cmake_needs_cmake(self):
        main, *argv = self.check("own")
        with self.assertRaises(SystemExit) as stopped:
            self.run_main(main, *argv, "--build-system", "cmake")
        self.assertEqual(stopped.exception.code, 2)


if __name__ == "__main__":
    unittest.main()
