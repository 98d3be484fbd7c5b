"""kill-worker.py JOURNAL PIDFILE REPORT: waits (120 s at most) until the
harness has streamed its first record to JOURNAL (the run is under way),
then kills the process in PIDFILE with SIGKILL and writes to REPORT how
many records the journal held then. Prints nothing: it runs in the
background of a lit RUN line, so it holds none of lit's output."""
import os
import signal
import sys
import time

journal, pidfile, report = sys.argv[1:4]
deadline = time.time() + 120
lines = 0
while time.time() < deadline:
    try:
        with open(journal, "rb") as f:
            lines = f.read().count(b"\n")
    except OSError:
        lines = 0
    if lines:
        break
    time.sleep(0.05)
with open(pidfile) as f:
    pid = int(f.read())
os.kill(pid, signal.SIGKILL)
with open(report, "w") as f:
    f.write(f"killed worker {pid} at {lines} records\n")
