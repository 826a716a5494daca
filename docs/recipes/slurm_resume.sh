#!/bin/sh
# After a task failed (its node lost, its time limit reached), the merge job never starts
# (cancel it with scancel: Slurm keeps it pending): a part is missing. A shard file appears only
# once its part is whole (written to a hidden temporary name, then renamed), so the parts
# without a file are the tasks to run again: sbatch's --array overrides the file's own, and a
# merge job follows them. Not run by the tests: this machine has no Slurm.
set -eu
#! [recipe]
missing=$(for i in $(seq 8); do [ -e "part$i" ] || echo "$i"; done | paste -sd, -)
if [ -n "$missing" ]; then
  array=$(sbatch --parsable --array="$missing" slurm_part.sh)
  sbatch --dependency=afterok:"$array" slurm_merge.sh
fi
#! [recipe]
