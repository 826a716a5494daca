"""Tests of scripts/check_pkgconfig_moved.py: a ctp.pc that names its prefix from where it lies
passes once moved; one that names the install prefix, no ctp.pc or two, a failed install or
pkg-config, flags without -I, a moved prefix without ctp.hpp, flags with -std, a cxx_standard
other than 20 and a ctp_gen that is not the moved ctp-gen each fail with their message."""

import unittest

from tests.script_test import ScriptTest
import check_pkgconfig_moved

# `cmake --install BUILD --prefix PREFIX`: what it installs depends on MODE.
CMAKE = """
MODE = {mode!r}
prefix = sys.argv[sys.argv.index("--prefix") + 1]
if MODE == "install_fails":
    print("CMake Error: cannot install", file=sys.stderr)
    sys.exit(1)
def write(path, text):
    os.makedirs(os.path.dirname(os.path.join(prefix, path)), exist_ok=True)
    with open(os.path.join(prefix, path), "w") as file:
        file.write(text)
if MODE != "no_header":
    write("include/ctp.hpp", "#pragma once\\n")
write("bin/ctp-gen", "#!/bin/sh\\n")
os.chmod(os.path.join(prefix, "bin/ctp-gen"), 0o755)
top = {{"absolute": prefix}}.get(MODE, "${{pcfiledir}}/../..")
std = " -std=c++20" if MODE == "std" else ""
cflags = "" if MODE == "no_cflags" else "Cflags: -I${{prefix}}/include" + std + "\\n"
standard = "cxx_standard=" + ("17" if MODE == "standard_17" else "20") + "\\n"
tool = "ctp_gen=${{prefix}}/" + ("ctp-gen" if MODE == "ctp_gen_wrong" else "bin/ctp-gen") + "\\n"
pc = "prefix=" + top + "\\n" + standard + tool + cflags
if MODE != "no_pc":
    write("lib/pkgconfig/ctp.pc", pc)
if MODE == "two_pc":
    write("share/pkgconfig/ctp.pc", pc)
"""

# A pkg-config that knows only `prefix=`, `Cflags:` and the variables, as ctp.pc uses them.
PKG_CONFIG = """
pc = os.path.join(os.environ["PKG_CONFIG_PATH"], "ctp.pc")
if sys.argv[-1] != "ctp" or len(sys.argv) != 3 or not os.path.exists(pc):
    print("Package ctp was not found in the pkg-config search path", file=sys.stderr)
    sys.exit(1)
with open(pc) as file:
    fields = dict(line.split(": ", 1) if ": " in line else line.split("=", 1)
                  for line in file.read().splitlines())
prefix = fields["prefix"].replace("${pcfiledir}", os.path.dirname(pc))
question = sys.argv[1]
field = question[len("--variable="):] if question.startswith("--variable=") else "Cflags"
print(fields.get(field, "").replace("${prefix}", prefix) + " ")
"""


class CheckPkgconfigMoved(ScriptTest):
    def check(self, mode, pkg_config=PKG_CONFIG):
        cmake = self.fake_program("cmake", CMAKE.format(mode=mode))
        return (
            check_pkgconfig_moved.main,
            "--cmake",
            cmake,
            "--build",
            self.dir,
            "--work",
            self.path("work"),
            "--pkg-config",
            self.fake_program("pkg-config", pkg_config),
        )

    def test_a_relocatable_pc_file(self):
        self.write("work/moved/left_over.txt", "from an earlier run\n")
        out = self.assert_succeeds(*self.check("relocatable"))
        self.assertIn("ctp: ctp.pc after the move: -I" + self.path("work/moved/lib/pkgconfig"), out)

    def test_a_pc_file_that_names_the_install_prefix(self):
        self.assert_fails(
            *self.check("absolute"),
            says="after the move, pkg-config --cflags ctp says -I"
            + self.path("work/first/include")
            + ", not the moved prefix's "
            "include directory " + self.path("work/moved/include"),
        )

    def test_no_header_in_the_moved_prefix(self):
        self.assert_fails(*self.check("no_header"), says="not the moved prefix's include")

    def test_the_install_fails(self):
        self.assert_fails(
            *self.check("install_fails"), says="installing failed:\nCMake Error: cannot install"
        )

    def test_no_pc_file(self):
        self.assert_fails(*self.check("no_pc"), says="expected one installed ctp.pc, found: none")

    def test_two_pc_files(self):
        err = self.assert_fails(*self.check("two_pc"), says="expected one installed ctp.pc")
        self.assertIn("lib/pkgconfig/ctp.pc, ", err)

    def test_pkg_config_fails(self):
        self.assert_fails(
            *self.check("relocatable", "sys.exit('no such package')"),
            says="pkg-config --cflags ctp failed:\nno such package",
        )

    def test_flags_that_set_the_standard(self):
        self.assert_fails(
            *self.check("std"), says="pkg-config --cflags ctp sets the standard, over the user's"
        )

    def test_a_least_standard_other_than_20(self):
        self.assert_fails(*self.check("standard_17"), says="ctp.pc's cxx_standard is '17', not 20")

    def test_a_ctp_gen_not_in_the_moved_bin(self):
        self.assert_fails(
            *self.check("ctp_gen_wrong"),
            says="after the move, pkg-config --variable=ctp_gen ctp says",
        )

    def test_flags_without_an_include_directory(self):
        self.assert_fails(
            *self.check("no_cflags"), says="pkg-config --cflags ctp names no include directory"
        )


if __name__ == "__main__":
    unittest.main()
