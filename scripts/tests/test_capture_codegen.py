"""Tests of scripts/capture_codegen.py: the claims read from a program, and checked against
assembly listings that keep or break them (a branch, a call, a loop, a computation)."""

import unittest

from tests.script_test import ScriptTest, common
import capture_codegen

SOURCE = """#include <ctp/tables/hanoi_10.hpp>
extern "C" {
// codegen: no branch
char letter(unsigned k) { return ctp::tables::hanoi_10::unchecked::move_at(k).letter(); }
// codegen: no call, no loop
bool reachable(unsigned s) { return ctp::tables::nine_tails_3x3::state_at(s).has_value(); }
// codegen: constant
int cost() { return 8; }
}
"""

GOOD = """\t.globl\tletter
letter:
.LFB0:
\tmovzx\teax, BYTE PTR table[rdi]   # a comment
\tret
.LFE0:
\t.size\tletter, .-letter
reachable:
\tcmp\tedi, 511
\tja\t.L3
\tmov\teax, 1
\tret
.L3:
\txor\teax, eax
\tret
\t.size\treachable, .-reachable
cost:
\tmov\teax, 8
\tret
\t.size\tcost, .-cost
"""

LISTING = """letter:  // no branch
    movzx eax, BYTE PTR table[rdi]
    ret
reachable:  // no call, no loop
    cmp edi, 511
    ja .L3
    mov eax, 1
    ret
.L3:
    xor eax, eax
    ret
cost:  // constant
    mov eax, 8
    ret
"""


class Claims(ScriptTest):
    def test_claims_in_order(self):
        self.assertEqual(
            capture_codegen.read_claims("a.cpp", SOURCE),
            [("letter", "no branch"), ("reachable", "no call, no loop"), ("cost", "constant")],
        )

    def test_no_claim(self):
        with self.assertRaisesRegex(common.Failure, "has no `// codegen:` claim"):
            capture_codegen.read_claims("a.cpp", "int f() { return 1; }\n")

    def test_claim_not_before_a_function(self):
        with self.assertRaisesRegex(common.Failure, "must precede a function"):
            capture_codegen.read_claims("a.cpp", "// codegen: no branch\n#include <x>\n")
        with self.assertRaisesRegex(common.Failure, "must precede a function"):
            capture_codegen.read_claims("a.cpp", "// codegen: no branch\n")

    def test_unknown_claim(self):
        with self.assertRaisesRegex(common.Failure, "unknown claim `fast`"):
            capture_codegen.read_claims("a.cpp", "// codegen: fast\nint f() { return 1; }\n")


class Listings(ScriptTest):
    functions = [("letter", "no branch"), ("reachable", "no call, no loop"), ("cost", "constant")]

    def listing(self, assembly):
        return capture_codegen.listing_of("a.cpp", "g++-12", self.functions, assembly)

    def broken(self, assembly, says):
        with self.assertRaises(common.Failure) as caught:
            self.listing(assembly)
        self.assertIn("breaks its claims", str(caught.exception))
        self.assertIn(says, str(caught.exception))

    def test_claims_kept(self):
        self.assertEqual(self.listing(GOOD), LISTING)

    def test_branch_breaks_no_branch(self):
        self.broken(
            GOOD.replace("\tret\n.LFE0", "\tjne\t.L9\n\tret\n.LFE0"), "letter branches (jne .L9)"
        )

    def test_call(self):
        self.broken(
            GOOD.replace("\tja\t.L3", "\tcall\tctp::lookup(unsigned int)"),
            "reachable calls ctp::lookup(unsigned int)",
        )

    def test_tail_call(self):
        self.broken(GOOD.replace("\tja\t.L3", "\tjmp\tlookup"), "reachable calls lookup")

    def test_loop(self):
        looping = GOOD.replace("reachable:\n", "reachable:\n.L2:\n").replace(
            "\tja\t.L3", "\tja\t.L2"
        )
        self.broken(looping, "reachable loops (ja back to .L2)")

    def test_jump_back_to_a_shared_exit_is_no_loop(self):
        shared = GOOD.replace(
            "reachable:\n\tcmp\tedi, 511\n",
            "reachable:\n\tjmp\t.L4\n.L5:\n\tret\n.L4:\n\tcmp\tedi, 511\n\tje\t.L5\n",
        )
        self.assertIn("je .L5", self.listing(shared))

    def test_computation_breaks_constant(self):
        self.broken(
            GOOD.replace("\tmov\teax, 8", "\tlea\teax, [rdi+8]"),
            "cost computes at run time (lea eax, [rdi+8])",
        )

    def test_missing_function(self):
        with self.assertRaisesRegex(common.Failure, "g\\+\\+-12 wrote no function cost"):
            self.listing(GOOD.replace("cost:", "other:"))

    def test_read_only_bytes(self):
        sections = (
            "a.o  :\nsection  size  addr\n.text  40  0\n.rodata  512  0\n"
            ".rodata.cst8  16  0\n.data  4  0\n"
        )
        self.assertEqual(capture_codegen.read_only_bytes(sections), 528)


class Main(ScriptTest):
    def setUp(self):
        super().setUp()
        self.source = self.write("a.cpp", SOURCE)
        self.write("a.s", GOOD)
        # A compiler that writes a.s wherever -o says; a failing one.
        self.cxx = self.fake_program(
            "cxx",
            f"""
            out = sys.argv[sys.argv.index("-o") + 1]
            open(out, "w").write(open({self.path("a.s")!r}).read())
            """,
        )
        self.bad_cxx = self.fake_program("bad", "sys.exit('a.cpp:1:1: error: nope')")

    def capture(self, cxx, *options):
        return (
            capture_codegen.main,
            "--cxx",
            cxx,
            "--source",
            self.source,
            "--listing",
            self.path("a.gcc.txt"),
            "--include-dir",
            self.dir,
            "--work-dir",
            self.path("work"),
            *options,
        )

    def test_capture_then_check(self):
        self.assert_succeeds(*self.capture(self.cxx, "--update"))
        self.assertEqual(self.read("a.gcc.txt"), LISTING)
        self.assert_succeeds(*self.capture(self.cxx))

    def test_stale_listing_fails(self):
        self.write("a.gcc.txt", LISTING.replace("cmp edi, 511", "cmp edi, 510"))
        self.assert_fails(*self.capture(self.cxx), says="no longer shows")

    def test_compiler_failure(self):
        self.assert_fails(*self.capture(self.bad_cxx), says="could not compile")


if __name__ == "__main__":
    unittest.main()
