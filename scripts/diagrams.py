"""The course's diagrams, drawn as SVG from the rules they show (scripts/draw_images.py draws them
when a line of docs/images/images.txt names `diagram`):

    calls DISCS      Peelle's recursion for DISCS discs as a tree of calls (2^DISCS - 1 of them)
                     beside the class template recursion, one instantiation a size (lesson 4);
    doubling DISCS   how the closed form builds the letters of DISCS discs: three letters
                     written, then the list copied after itself until it is whole (lesson 10),
                     with the letters that `ctp hanoi DISCS` prints.
"""

import common

FONT = "DejaVu Sans, Verdana, sans-serif"
INK, SOFT, LINE = "#202020", "#4a4a4a", "#303030"
CALL_FILL, CLASS_FILL, NEW_FILL, OLD_FILL = "#8ecae6", "#90be6d", "#e9c46a", "#f3ead7"


def svg(width, height, title, body):
    """A whole picture: white, titled, in the guides' font."""
    return "\n".join(
        [
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" font-family="{FONT}">',
            f"  <title>{title}</title>",
            f'  <rect width="{width}" height="{height}" fill="#ffffff"/>',
            *("  " + line for line in body),
            "</svg>",
            "",
        ]
    )


def text(x, y, words, size=15, anchor="middle", fill=INK, bold=False):
    weight = ' font-weight="bold"' if bold else ""
    return (
        f'<text x="{x:g}" y="{y:g}" font-size="{size}" text-anchor="{anchor}" '
        f'fill="{fill}"{weight}>{words}</text>'
    )


def box(x, y, width, height, fill, label, size=15):
    """A rounded box centred on (x, y) with its label."""
    return [
        f'<rect x="{x - width / 2:g}" y="{y - height / 2:g}" width="{width:g}" '
        f'height="{height:g}" rx="6" fill="{fill}" stroke="{LINE}" stroke-width="1"/>',
        text(x, y + size / 3, label, size),
    ]


def line(x1, y1, x2, y2, arrow=False):
    head = ' marker-end="url(#arrow)"' if arrow else ""
    return (
        f'<line x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}" stroke="{LINE}" '
        f'stroke-width="1.5"{head}/>'
    )


ARROW = [
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" '
    f'markerHeight="7" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="{LINE}"/></marker>'
    "</defs>"
]


# The drawing of `calls`: the height of a box's row and the top of the first.
LEVEL_HEIGHT, TOP = 62, 92


def calls(discs):
    """The tree of Peelle's recursion for `discs` discs beside its class template chain."""
    if not 2 <= discs <= 5:
        common.fail(f"ctp: diagram calls: {discs} discs cannot be drawn; give 2 to 5")
    tree_width = 44 * 2 ** (discs - 1)
    body = list(ARROW)
    count = call_tree(body, discs, 30, 30 + tree_width, 0)
    body.insert(
        len(ARROW),
        text(30 + tree_width / 2, 56, f"counted_moves({discs}): {count} calls", 18, bold=True),
    )
    body.append(
        text(
            30 + tree_width / 2,
            TOP + discs * LEVEL_HEIGHT - 10,
            "each call runs both calls below it again",
            15,
            fill=SOFT,
        )
    )
    chain_x = 30 + tree_width + 170
    class_chain(body, discs, chain_x)
    width, height = int(chain_x + 180), TOP + discs * LEVEL_HEIGHT + 10
    return svg(
        width,
        height,
        f"Peelle's recursion for {discs} discs: {count} calls as "
        f"constexpr calls, {discs} classes as class templates",
        body,
    )


def call_tree(body, size, left, right, depth):
    """Draws the call for `size` discs between `left` and `right`, and the two calls below it,
    into `body`; how many calls it drew."""
    x, y = (left + right) / 2, TOP + depth * LEVEL_HEIGHT
    count = 1
    if size > 1:
        middle = (left + right) / 2
        for a, b in ((left, middle), (middle, right)):
            body.append(line(x, y + 14, (a + b) / 2, y + LEVEL_HEIGHT - 14))
            count += call_tree(body, size - 1, a, b, depth + 1)
    body.extend(box(x, y, 36, 28, CALL_FILL, str(size)))
    return count


def class_chain(body, discs, chain_x):
    """Draws the class templates move_count<discs> ... move_count<1>, one a size, into `body`."""
    body.append(text(chain_x, 56, f"move_count&lt;{discs}&gt;: {discs} classes", 18, bold=True))
    for depth, size in enumerate(range(discs, 0, -1)):
        y = TOP + depth * LEVEL_HEIGHT
        body.extend(box(chain_x, y, 150, 28, CLASS_FILL, f"move_count&lt;{size}&gt;"))
        if size > 1:
            for dx in (-28, 28):
                body.append(
                    line(chain_x + dx, y + 14, chain_x + dx, y + LEVEL_HEIGHT - 16, arrow=True)
                )
            body.append(
                text(chain_x + 84, y + LEVEL_HEIGHT / 2 - 2, "named twice,", 14, "start", SOFT)
            )
            body.append(
                text(chain_x + 84, y + LEVEL_HEIGHT / 2 + 14, "made once", 14, "start", SOFT)
            )
    body.append(
        text(chain_x, TOP + discs * LEVEL_HEIGHT - 10, "each class is made once", 15, fill=SOFT)
    )


def doubling(discs, letters):
    """How the closed form writes the `letters` of `discs` discs: three, then copies."""
    total = 2**discs - 1
    if not 3 <= discs <= 6 or len(letters) != total:
        common.fail(
            f"ctp: diagram doubling: needs 3 to 6 discs and their 2^N - 1 letters, got "
            f"{discs} discs and {len(letters)} letters"
        )
    # The steps of ctp::with_closed_form::hanoi_write_moves: write three, then copy the prefix
    # after itself, never past the end.
    steps = [(0, 3)]
    done = 3
    while done < total:
        copied = min(done, total - done)
        steps.append((done, copied))
        done += copied

    cell, left, top, row = 19, 190, 70, 40
    body = [
        text(
            left + total * cell / 2,
            36,
            f"{discs} discs, {total} moves: 3 letters written, then {len(steps) - 1} copies",
            18,
            bold=True,
        )
    ]
    for number, (start, size) in enumerate(steps):
        y = top + number * row
        label = "write the period" if number == 0 else f"copy the first {size}"
        body.append(text(left - 12, y + 19, label, 15, "end"))
        for k in range(start + size):
            fill = NEW_FILL if k >= start else OLD_FILL
            body.append(
                f'<rect x="{left + k * cell}" y="{y}" width="{cell}" height="28" '
                f'fill="{fill}" stroke="{LINE}" stroke-width="1"/>'
            )
            body.append(text(left + k * cell + cell / 2, y + 19, letters[k], 14))
    bottom = top + len(steps) * row + 14
    body.append(
        text(
            left + total * cell / 2,
            bottom,
            "each copy doubles the letters written, but the last, which ends them",
            15,
            fill=SOFT,
        )
    )
    return svg(
        left + total * cell + 20,
        bottom + 16,
        f"The closed form for {discs} discs: the letters {letters} built by "
        f"{len(steps) - 1} copies",
        body,
    )
