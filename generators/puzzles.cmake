# The puzzles of the project, one a line, in the order the tools' help lists them. Each is a
# folder generators/<puzzle>/ that makes one library (its CMakeLists.txt calls ctp_add_puzzle) and
# registers itself once with each tool, ctp and ctp-gen (docs/design.md, "Adding a puzzle"); the
# compile benchmarks measure each one's <ctp/<puzzle>.hpp> (bench/compile/harness.py). The only
# place in generators/ outside a puzzle's folder that names a puzzle (layout.naming,
# scripts/check_layout.py).
set(CTP_PUZZLES
  hanoi
  chinese_rings
  nine_tails
  water_pouring
  river_crossing)
