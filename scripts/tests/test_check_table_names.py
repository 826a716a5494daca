"""Tests of scripts/check_table_names.py: the names a header declares outside `detail`, the rows of
the page's table, and a dash where a header has the name, or a cell where it has none, each said."""

import unittest

import check_table_names

HEADER = """namespace detail {
constexpr int hidden(int x) { return x; }
}  // namespace detail

constexpr std::optional<state> next(state s) {
constexpr std::string_view move_text(move m) { return detail::texts[m.code()]; }
inline constexpr int cups = 3;
namespace unchecked {
constexpr state state_at(index_type i) { return state(i); }
}  // namespace unchecked
"""

PAGE = (
    "Some text.\n\n"
    + check_table_names.HEADING
    + "\n| --- | --- | --- | --- | --- | --- | --- |\n"
    + '| `next` → `std::optional<state>` | `next(s)` | — | `"a\\|b"` | — | — | — |\n'
    + "| shape constants | `rows` | `cups` | — | — | — | — |\n"
    + "| `unchecked::state_at(i)` → `state` | yes | — | — | — | — | — |\n\n"
    + "After the table.\n"
)


class CheckTableNamesTest(unittest.TestCase):
    def test_declared_names_leave_out_detail_and_prefix_unchecked(self):
        self.assertEqual(
            check_table_names.declared_names(HEADER),
            {"next", "move_text", "cups", "unchecked::state_at"},
        )

    def test_rows_with_a_name_and_their_dashes(self):
        rows = check_table_names.table_rows(PAGE)
        self.assertEqual([name for name, _ in rows], ["next", "unchecked::state_at"])
        self.assertEqual(
            rows[0][1],
            {
                "nine-tails": True,
                "water": False,
                "river": True,
                "hanoi": False,
                "rings": False,
                "water-hardest": False,
            },
        )

    def test_a_dash_where_the_header_has_the_name_is_said(self):
        rows = [("next_move", {"river": False}), ("move_at", {"river": True})]
        self.assertEqual(
            check_table_names.mismatches(rows, {"river": {"next_move"}}),
            [
                "the river header has next_move, but the table says otherwise",
                "the river header has no move_at, but the table says otherwise",
            ],
        )

    def test_a_table_that_agrees_says_nothing(self):
        rows = [("next", {"river": True, "hanoi": False})]
        names = {"river": {"next"}, "hanoi": {"move_at"}}
        self.assertEqual(check_table_names.mismatches(rows, names), [])


if __name__ == "__main__":
    unittest.main()
