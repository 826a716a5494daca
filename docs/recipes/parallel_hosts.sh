#!/bin/sh
# The same, across machines: GNU parallel runs each part over ssh on one of the machines of
# $hosts (each with ctp on its PATH), in the home folder there, copies the part back and
# removes it there; then the parts are merged here. docs.recipe.parallel_hosts runs this file with
# hosts=":", GNU parallel's name for this machine, where there is nothing to copy back.
set -eu
#! [recipe]
hosts=${hosts:-host1,host2}
parallel -S "$hosts" --return part{} --cleanup \
  ctp water-hardest --cups 4 --max 24 --jobs 1 --shard {}/8 --out part{} ::: 1 2 3 4 5 6 7 8
ctp water-hardest --merge part* > hardest.txt
#! [recipe]
