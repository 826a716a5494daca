"""Tests of scripts/draw_images.py: the list of pictures read, a puzzle's pictures read from its
manifest, a picture that ctp now draws otherwise found stale, a drawing that fails, and the
course's diagrams drawn and checked."""

import os
import unittest

from tests.script_test import ScriptTest
import diagrams
import draw_images

LIST = "# pictures\n\nhanoi_3.svg  hanoi 3 --svg\nwater.svg water '3,5,8' --goal 4 --svg\n"


class DrawImages(ScriptTest):
    def setUp(self):
        super().setUp()
        self.write("images/images.txt", LIST)
        self.write_manifest("river", 1, images={"river.svg": "river farmer --svg"})
        # A ctp that writes its arguments as the picture.
        self.tool = self.fake_program(
            "ctp",
            """
            if sys.argv[1:] == ["hanoi", "3"]: print("BACBACB"); sys.exit(0)
            out = sys.argv[sys.argv.index("-o") + 1]
            if "fail" in sys.argv: sys.exit("ctp: no such puzzle")
            open(out, "w").write(" ".join(sys.argv[1:sys.argv.index("-o")]) + "\\n")
            """,
        )

    def draw(self, *options):
        return (
            draw_images.main,
            "--root",
            self.dir,
            "--tool",
            self.tool,
            "--images",
            self.path("images"),
            *options,
        )

    def test_read_list(self):
        self.assertEqual(
            draw_images.read_list(self.path("images/images.txt")),
            [
                ("hanoi_3.svg", ["hanoi", "3", "--svg"]),
                ("water.svg", ["water", "3,5,8", "--goal", "4", "--svg"]),
            ],
        )

    def test_draw_then_check(self):
        self.assert_succeeds(*self.draw())
        self.assertEqual(self.read("images/hanoi_3.svg"), "hanoi 3 --svg\n")
        self.assertEqual(self.read("images/river.svg"), "river farmer --svg\n")
        self.assert_succeeds(*self.draw("--check", "--work-dir", self.path("work")))

    def test_stale_picture_fails(self):
        self.assert_succeeds(*self.draw())
        self.write("images/water.svg", "an old drawing\n")
        err = self.assert_fails(
            *self.draw("--check", "--work-dir", self.path("work")),
            says="differs from what ctp draws now",
        )
        self.assertIn("water.svg", err)
        self.assertNotIn("hanoi_3.svg", err)

    def test_failed_drawing(self):
        self.write("images/images.txt", "x.svg fail\n")
        self.assert_fails(*self.draw(), says="drawing x.svg with `ctp fail` failed")

    def test_without_root_only_the_list_is_drawn(self):
        # A talk's stills: the manifests' pictures are the guides', not the talk's.
        self.assert_succeeds(draw_images.main, "--tool", self.tool, "--images", self.path("images"))
        self.assertTrue(os.path.exists(self.path("images/hanoi_3.svg")))
        self.assertFalse(os.path.exists(self.path("images/river.svg")))

    def test_a_picture_in_a_manifest_and_the_list_is_refused(self):
        self.write("images/images.txt", "river.svg river 3,3 --svg\n")
        self.assert_fails(*self.draw(), says="ctp: river.svg: drawn twice")

    def test_a_bad_manifest_is_named(self):
        self.write_manifest("river", 1, images={"a/b.svg": "x"})
        self.assert_fails(*self.draw(), says='ctp: puzzles/river.json: "images" maps')

    def test_malformed_line(self):
        self.write("images/images.txt", "only_a_name.svg\n")
        self.assert_fails(*self.draw(), says="images.txt:1: a line is a file name")

    def test_diagrams_drawn_and_checked(self):
        self.write("images/images.txt", "calls.svg diagram calls 3\nd.svg diagram doubling 3\n")
        self.assert_succeeds(*self.draw())
        self.assertEqual(self.read("images/d.svg"), diagrams.doubling(3, "BACBACB"))
        self.assertEqual(self.read("images/calls.svg"), diagrams.calls(3))
        self.assert_succeeds(*self.draw("--check", "--work-dir", self.path("work")))

    def test_unknown_diagram(self):
        self.write("images/images.txt", "x.svg diagram spiral 3\n")
        self.assert_fails(*self.draw(), says="x.svg: a diagram is `diagram calls DISCS`")


if __name__ == "__main__":
    unittest.main()
