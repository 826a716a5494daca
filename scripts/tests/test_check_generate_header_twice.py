"""Tests of scripts/check_generate_header_twice.py: against a stand-in cmake that builds as make
does (ctp-gen runs when it is newer than what it wrote last), the check passes; a build that runs
ctp-gen every time, or not after ctp-gen changed, a failed configure or build, and a consumer that
answers wrong each fail with their message."""

import os
import unittest

from tests.script_test import ScriptTest
import check_generate_header_twice

# A cmake that configures (-S ... -B ...) and builds (--build ...) the consumer as make would, or,
# by MODE, wrongly.
CMAKE = """
MODE = {mode!r}
args = sys.argv[1:]
if "-S" in args:
    binary = args[args.index("-B") + 1]
    tool = [a for a in args if a.startswith("-DCTP_GEN_EXECUTABLE=")][0].split("=", 1)[1]
    if MODE == "configure_fails" or args[args.index("-G") + 1] != "Unix Makefiles" \\
            or os.path.dirname(tool) != os.path.join(os.path.dirname(binary), "tool"):
        print("CMake Error: not the consumer's configuration")
        sys.exit(1)
    os.makedirs(binary)
    with open(os.path.join(binary, "tool.txt"), "w") as file:
        file.write(tool)
    sys.exit(0)
binary = args[args.index("--build") + 1]
with open(os.path.join(binary, "tool.txt")) as file:
    tool = file.read()
stamp = os.path.join(binary, "stamp")
if MODE == "build_fails" and os.path.exists(stamp):
    print("make: *** [all] Error 2")
    sys.exit(2)
runs = not os.path.exists(stamp) or os.path.getmtime(tool) > os.path.getmtime(stamp)
runs = {{"always": True, "never_again": not os.path.exists(stamp)}}.get(MODE, runs)
if runs:
    print("[ 25%] ctp-gen hanoi 3 -> tables/hanoi.hpp")
    print("[ 50%] ctp-gen rings 5 --data beside -> tables/rings.hpp")
    open(stamp, "w").close()
consumer = os.path.join(binary, "hanoi_consumer")
with open(consumer, "w") as file:
    file.write("#!/bin/sh\\nexit %d\\n" % (MODE == "wrong_answer"))
os.chmod(consumer, 0o755)
print("[100%] Built target hanoi_consumer")
"""


class CheckGenerateHeaderTwice(ScriptTest):
    def setUp(self):
        super().setUp()
        pause = check_generate_header_twice.PAUSE
        self.addCleanup(setattr, check_generate_header_twice, "PAUSE", pause)
        check_generate_header_twice.PAUSE = 0.05
        self.ctp_gen = self.write("ctp-gen", "the program\n")

    def check(self, mode):
        cmake = self.fake_program("cmake", CMAKE.format(mode=mode))
        return (
            check_generate_header_twice.main,
            "--cmake",
            cmake,
            "--source",
            self.dir,
            "--binary",
            self.path("binary"),
            "--ctp-source-dir",
            self.dir,
            "--ctp-gen",
            self.ctp_gen,
            "--cxx",
            "g++-12",
        )

    def test_ctp_gen_runs_only_when_it_changed(self):
        self.write("binary/left_over.txt", "from an earlier run\n")
        self.assertIn("not on the third", self.assert_succeeds(*self.check("make")))
        self.assertFalse(os.path.exists(self.path("binary/left_over.txt")))

    def test_ctp_gen_runs_on_every_build(self):
        err = self.assert_fails(
            *self.check("always"), says="the third build ran ctp-gen again, with nothing changed"
        )
        self.assertIn("ctp-gen hanoi 3 -> tables/hanoi.hpp", err)

    def test_ctp_gen_does_not_run_after_it_changed(self):
        self.assert_fails(*self.check("never_again"), says="the touched build did not run ctp-gen")

    def test_the_configure_fails(self):
        self.assert_fails(
            *self.check("configure_fails"),
            says=f"configuring {self.path('binary', 'consumer')} failed:\nCMake Error",
        )

    def test_a_build_fails(self):
        self.assert_fails(
            *self.check("build_fails"), says="the touched build failed:\nmake: *** [all] Error 2"
        )

    def test_the_consumer_answers_wrong(self):
        self.assert_fails(
            *self.check("wrong_answer"), says="the consumer built twice answers wrong"
        )


if __name__ == "__main__":
    unittest.main()
