#!/bin/sh
# GNU parallel, resumable: --joblog records how each part ended, and --resume-failed runs again
# every part that the log does not hold as ended well: those not started, and those that failed
# or were killed. (--resume alone runs only those not in the log: a part killed with SIGKILL is
# there, with signal 9, and stays missing.) After any interruption the same command runs again;
# the merge comes once every part is there. docs.recipe.parallel_resume runs this file once with
# a part killed, which stops it, then again, which searches that part alone and merges.
set -eu
#! [recipe]
parallel --joblog joblog --resume-failed \
  ctp water-hardest --cups 4 --max 24 --jobs 1 --shard {}/8 --out part{} ::: 1 2 3 4 5 6 7 8
ctp water-hardest --merge part* > hardest.txt
#! [recipe]
