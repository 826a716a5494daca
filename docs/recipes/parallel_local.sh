#!/bin/sh
# The hardest puzzles of 4 cups up to 24, searched in 8 parts by GNU parallel on this machine (one
# part a core at a time), then merged. The guide quotes the region; docs.recipe.parallel_local
# runs this file (scripts/run_recipe.py).
set -eu
#! [recipe]
parallel ctp water-hardest --cups 4 --max 24 --jobs 1 --shard {}/8 --out part{} ::: 1 2 3 4 5 6 7 8
ctp water-hardest --merge part* > hardest.txt
#! [recipe]
