#!/bin/sh
# The commands that computed the parts in this folder, on this 2-core machine (each run as
# `nice -n 19`, and mpirun with --allow-run-as-root, as the machine's user is root). Each writes a
# family's parts into a folder of the family's name, and its answer, hardest.txt, the merge of
# those parts; SHA256SUMS there lists the parts. The runs' times are in run.log, and GNU
# parallel's log of 4_63 in 4_63/joblog. docs.results.water_hardest.* check that each folder's
# parts are those its SHA256SUMS lists and that their merge prints its hardest.txt; the first
# parts of 6_15 and 5_26_distinct are searched again there and compared byte for byte.
set -eu
#! [4_63]
mkdir -p 4_63 && cd 4_63
parallel -j1 --joblog joblog --resume \
  ctp water-hardest --cups 4 --max 63 --jobs 1 --shard {}/16 --out part{} ::: $(seq 16)
ctp water-hardest --merge part* > hardest.txt && cd ..
#! [4_63]
#! [mpi]
for family in "4_63_distinct --cups 4 --max 63 --distinct" "5_26 --cups 5 --max 26" \
              "5_26_distinct --cups 5 --max 26 --distinct" "6_15 --cups 6 --max 15" \
              "3_120_tap --cups 3 --max 120 --tap"; do
  set -- $family
  name=$1 && shift
  mpirun -q -n 2 ctp-mpi water-hardest "$@" --checkpoint "$name" > "$name.txt"
  mv "$name.txt" "$name/hardest.txt"
done
#! [mpi]
