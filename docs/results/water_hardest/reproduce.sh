#!/bin/sh
# The commands that computed the parts in this folder, on this 2-core machine, run from this
# folder with ctp and ctp-mpi on the PATH (here each ran as `nice -n 19`; as root, mpirun also
# needs OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1). Each family's parts go into a
# folder of the family's name, with their SHA-256 sums (SHA256SUMS) and their merge (hardest.txt).
# run.log gets a line a run: its times from /usr/bin/time (wall, user and system CPU, the largest
# process's peak memory) and its exit code; the first family's first run is interrupted after
# 120 s (timeout sends mpirun SIGINT), and the same command run again searches only the parts it
# did not keep. GNU parallel's log of 4_63 is 4_63/joblog.
# The committed parts were written before parts recorded their tuples (the `tuples` line of a
# shard file): a run now writes that line too, and the merge reads both. 4_63 ran with --resume,
# which is --resume-failed for a run that no part failed in.
# docs.results.water_hardest.* check each folder's parts against its SHA256SUMS and their merge
# against its hardest.txt; the first parts of 6_15 and 5_26_distinct are searched again there and
# compared line by line, but for the `tuples` line.
set -eu
timed() { /usr/bin/time -a -o run.log -f "$name %e s wall %U s user %S s sys %M KB" "$@"; }
#! [4_63]
mkdir -p 4_63 && cd 4_63
parallel -j1 --joblog joblog --resume-failed \
  ctp water-hardest --cups 4 --max 63 --jobs 1 --shard {}/16 --out part{} ::: $(seq 16)
ctp water-hardest --merge part* > hardest.txt && sha256sum part* > SHA256SUMS && cd ..
#! [4_63]
#! [mpi]
for family in "4_63_distinct --cups 4 --max 63 --distinct" "5_26 --cups 5 --max 26" \
              "5_26_distinct --cups 5 --max 26 --distinct" "6_15 --cups 6 --max 15" \
              "3_120_tap --cups 3 --max 120 --tap"; do
  set -- $family
  name=$1 && shift
  run="mpirun -q -n 2 ctp-mpi water-hardest $* --checkpoint $name"
  if [ "$name" = 4_63_distinct ]; then
    code=0 && timeout --preserve-status -s INT 120 $run > /dev/null || code=$?
    echo "$name interrupted after 120 s: exit $code, $(ls "$name" | wc -l) parts kept" >> run.log
  fi
  code=0 && timed $run > "$name.txt" || code=$?
  echo "$name exit $code" >> run.log
  mv "$name.txt" "$name/hardest.txt"
  (cd "$name" && sha256sum part-* > SHA256SUMS)
done
echo "all done" >> run.log
#! [mpi]
