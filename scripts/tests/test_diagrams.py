"""Tests of scripts/diagrams.py: each diagram draws what its rule makes (every call of the
recursion and one class a size; the closed form's copies), and refuses sizes it cannot draw."""

import unittest

from tests.script_test import ScriptTest
import diagrams


class Diagrams(ScriptTest):
    def test_calls_draws_every_call_and_one_class_a_size(self):
        picture = diagrams.calls(4)
        self.assertEqual(picture.count(f'fill="{diagrams.CALL_FILL}"'), 15)
        self.assertEqual(picture.count(f'fill="{diagrams.CLASS_FILL}"'), 4)
        self.assertIn("counted_moves(4): 15 calls", picture)

    def test_doubling_follows_the_closed_form(self):
        picture = diagrams.doubling(5, "BACBACBACBACBACBACBACBACBACBACB")
        self.assertIn("3 letters written, then 4 copies", picture)
        # The rows hold 3, 6, 12, 24 and 31 letters, the copied ones highlighted.
        self.assertEqual(picture.count(f'fill="{diagrams.NEW_FILL}"'), 31)
        self.assertEqual(picture.count(f'fill="{diagrams.OLD_FILL}"'), 3 + 6 + 12 + 24)

    def test_sizes_out_of_range_fail(self):
        self.assert_fails(lambda argv: diagrams.calls(6), says="6 discs cannot be drawn")
        self.assert_fails(
            lambda argv: diagrams.doubling(3, "BAC"), says="got 3 discs and 3 letters"
        )


if __name__ == "__main__":
    unittest.main()
