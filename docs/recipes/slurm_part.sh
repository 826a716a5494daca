#!/bin/sh
#SBATCH --job-name=water-hardest
#SBATCH --array=1-8
#SBATCH --cpus-per-task=1
# A Slurm job array of 8 tasks, one part each: sbatch runs this file once a task, with
# SLURM_ARRAY_TASK_ID set to 1 .. 8, in the folder it was submitted from (slurm_submit.sh). sbatch
# reads the #SBATCH lines above only before the first command, after the #! line.
ctp water-hardest --cups 4 --max 24 --jobs 1 \
  --shard "$SLURM_ARRAY_TASK_ID/8" --out "part$SLURM_ARRAY_TASK_ID"
