#!/bin/sh
#SBATCH --job-name=water-hardest-merge
# The merge job, which Slurm starts once every task of the array has ended well (slurm_submit.sh).
ctp water-hardest --merge part* > hardest.txt
