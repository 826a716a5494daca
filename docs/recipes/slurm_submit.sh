#!/bin/sh
# Submits the job array, then the merge job, which waits for every task of the array to end
# well (afterok). Not run by the tests: this machine has no Slurm.
set -eu
#! [recipe]
array=$(sbatch --parsable slurm_part.sh)
sbatch --dependency=afterok:"$array" slurm_merge.sh
#! [recipe]
