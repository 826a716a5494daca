#!/bin/sh
# A Slurm job array of 8 tasks, one part each: sbatch runs this file once a task, with
# SLURM_ARRAY_TASK_ID set to 1 .. 8, in the folder it was submitted from (slurm_submit.sh).
# docs.recipe.slurm runs it with each of those values, then slurm_merge.sh.
#! [recipe]
#SBATCH --job-name=water-hardest
#SBATCH --array=1-8
#SBATCH --cpus-per-task=1
ctp water-hardest --cups 4 --max 24 --jobs 1 \
  --shard "$SLURM_ARRAY_TASK_ID/8" --out "part$SLURM_ARRAY_TASK_ID"
#! [recipe]
