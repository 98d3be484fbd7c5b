"""help.py SCRIPTS_DIR: runs every program in SCRIPTS_DIR (an executable
file, or a .py file with a __main__ block) with --help, each in its own
process group with a 30 s limit (a script that ignored the flag would
start its whole job: it is stopped), and prints one line per program:
"ok NAME" when it exited 0 and printed a line with "usage", else "FAIL
NAME: why"; last "help: N ok, M failed"."""
import os
import signal
import subprocess
import sys

d = sys.argv[1]
ok = failed = 0
for name in sorted(os.listdir(d)):
    path = os.path.join(d, name)
    if not os.path.isfile(path) or name.endswith((".txt", ".sh")):
        continue
    with open(path, errors="replace") as f:
        text = f.read()
    if not os.access(path, os.X_OK):
        if not (name.endswith(".py") and '__name__ == "__main__"' in text):
            continue  # a module other scripts import
        cmd = [sys.executable, path, "--help"]
    else:
        cmd = [path, "--help"]
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                         start_new_session=True)
    try:
        out, _ = p.communicate(timeout=30)
        why = None
        if p.returncode != 0:
            why = f"exit {p.returncode}"
        elif "usage" not in out.decode(errors="replace").lower():
            why = "no usage in what it printed"
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        p.communicate()
        why = "still running after 30 s (the flag was not read)"
    if why:
        failed += 1
        print(f"FAIL {name}: {why}")
    else:
        ok += 1
        print(f"ok {name}")
print(f"help: {ok} ok, {failed} failed")
sys.exit(1 if failed else 0)
