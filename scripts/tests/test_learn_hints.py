"""Tests of scripts/learn_hints.py: an exercise's hints as a terminal shows them (no raw HTML, code
blocks kept as lines), and the hint a verdict shows for the fact that failed first."""

import unittest

import learn_hints

HINTS = """# Hints

One at a time.

## Hint 1

Disc `d` moves first at move 2<sup>d−1</sup> − 1, then every
2<sup>d</sup> moves: **twice** as *often*, see [the header](../../include/x.hpp).

## Hint 2

Fact: move_total counts 70,000 moves as 70,000
Fact: the prediction is not below the answer

Divide its `sizeof`:

```cpp
template <int... Moves>
constexpr auto f() { return sizeof(int[]){Moves...}; }
```

- one item
- another `*` item

## Hint 3

Fact: move_total counts 70,000 moves as 70,000

The answer.
"""


class Hints(unittest.TestCase):
    def setUp(self):
        self.hints = learn_hints.read(HINTS)

    def test_markdown_rendered_for_a_terminal(self):
        self.assertEqual(
            self.hints[0].lines,
            [
                "Disc `d` moves first at move 2^(d−1) − 1, then every 2^d moves: twice as often, "
                "see the header (include/x.hpp)."
            ],
        )
        self.assertEqual(
            self.hints[1].lines,
            [
                "Divide its `sizeof`:",
                "    template <int... Moves>",
                "    constexpr auto f() { return sizeof(int[]){Moves...}; }",
                "- one item",
                "- another `*` item",
            ],
        )

    def test_facts_a_hint_is_tied_to(self):
        self.assertEqual([hint.number for hint in self.hints], [1, 2, 3])
        self.assertEqual(self.hints[0].facts, [])
        self.assertEqual(
            self.hints[1].facts,
            ["move_total counts 70,000 moves as 70,000", "the prediction is not below the answer"],
        )

    def test_a_verdict_shows_the_hint_of_the_fact_that_failed(self):
        def shown_for(fact, shown):
            hint = learn_hints.for_verdict(self.hints, fact, shown)
            return hint and hint.number

        counted = "move_total counts 70,000 moves as 70,000"
        self.assertEqual(shown_for(counted, set()), 2)  # the first tied to it
        self.assertEqual(shown_for(counted, {2, 3}), 3)  # the last of them shown
        self.assertEqual(shown_for("the prediction is not below the answer", {3}), 2)
        self.assertEqual(shown_for("another fact", {2, 3}), 1)  # a hint tied to no fact
        self.assertEqual(shown_for(None, set()), 1)
        self.assertIsNone(learn_hints.for_verdict(self.hints[1:], "another fact", set()))

    def test_the_next_hint_is_the_first_not_shown(self):
        self.assertEqual(learn_hints.following(self.hints, {2}).number, 1)
        self.assertEqual(learn_hints.following(self.hints, {1, 2}).number, 3)
        self.assertIsNone(learn_hints.following(self.hints, {1, 2, 3}))


if __name__ == "__main__":
    unittest.main()
