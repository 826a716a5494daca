#!/bin/sh
# Open MPI across machines: the file `hosts` names them, one a line with its slots (processes),
# each with ctp-mpi on its PATH. Only rank 0 writes, so the checkpoint folder is on its machine:
# Open MPI places rank 0 on the first machine of the file, so the machine this runs on comes
# first (or the folder is one that every machine shares), and the merge below finds the parts.
# docs.recipe.mpi runs this file with a hosts file of this machine alone, `localhost slots=4`.
set -eu
#! [recipe]
mpirun -q --hostfile hosts -n 4 ctp-mpi water-hardest --cups 4 --max 24 --checkpoint run \
  > hardest.txt
ctp water-hardest --merge run/part-* | cmp - hardest.txt
#! [recipe]
