#!/bin/sh
# The merge job, which Slurm starts once every task of the array has ended well
# (slurm_submit.sh); docs.recipe.slurm runs it after the tasks.
#! [recipe]
#SBATCH --job-name=water-hardest-merge
ctp water-hardest --merge part* > hardest.txt
#! [recipe]
