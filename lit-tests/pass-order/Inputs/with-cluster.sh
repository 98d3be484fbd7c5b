#!/usr/bin/env bash
# with-cluster.sh DIR N -- COMMAND...: runs COMMAND with $SCHEDULER set to
# the address of a Dask cluster of its own on 127.0.0.1: a scheduler and N
# workers, each a separate process with its own folder under DIR (no
# shared cache). The cluster is stopped when COMMAND ends, whatever its
# status, which is this script's. Each worker's process id is in
# DIR/workerI.pid; WORKER_FLAGS adds flags to every `dask worker`
# (--no-nanny: the pid is the worker's own, and a killed worker stays
# dead).
set -u
dir=$1 n=$2
shift 3
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
dask="$root/.venv/bin/dask"
mkdir -p "$dir"
pids=()
# Stopped with SIGTERM, then SIGKILL for any still there after 20 s: a
# test never waits on a process that will not end.
cleanup() {
  kill "${pids[@]}" 2>/dev/null
  for _ in $(seq 1 100); do
    kill -0 "${pids[@]}" 2>/dev/null || break
    sleep 0.2
  done
  kill -9 "${pids[@]}" 2>/dev/null
  wait 2>/dev/null
}
trap cleanup EXIT
"$dask" scheduler --host 127.0.0.1 --port 0 --no-dashboard \
  --scheduler-file "$dir/scheduler.json" </dev/null >"$dir/scheduler.log" 2>&1 &
pids+=($!)
for i in $(seq 1 "$n"); do
  mkdir -p "$dir/worker$i"
  # shellcheck disable=SC2086 # WORKER_FLAGS is a list of flags
  "$dask" worker --scheduler-file "$dir/scheduler.json" --nworkers 1 --nthreads 1 \
    --local-directory "$dir/worker$i" --no-dashboard ${WORKER_FLAGS:-} </dev/null >"$dir/worker$i.log" 2>&1 &
  pids+=($!)
  echo $! >"$dir/worker$i.pid"
done
# Wait (60 s at most) until the scheduler has written its address and all
# N workers have joined.
SCHEDULER=$("$root/.venv/bin/python" - "$dir/scheduler.json" "$n" <<'PY'
import json, os, sys, time
path, n = sys.argv[1], int(sys.argv[2])
deadline = time.time() + 60
address = None
while address is None:
    # The scheduler may not have written the file yet, or not all of it.
    try:
        with open(path) as f:
            address = json.load(f)["address"]
    except (OSError, ValueError, KeyError):
        if time.time() > deadline:
            raise
        time.sleep(0.2)
from distributed import Client
with Client(address, timeout=60) as c:
    c.wait_for_workers(n, timeout=max(1, deadline - time.time()))
print(address)
PY
) || { echo "with-cluster.sh: the cluster did not start (see $dir/*.log)" >&2; exit 1; }
export SCHEDULER
"$@"
