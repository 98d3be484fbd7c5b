#!/usr/bin/env python3
"""Kills device-code-split with SIGKILL at random points over a previous
complete output and checks what is left (issue 29).

Usage: kill_split.py PLUGIN WORKDIR KERNELS ROUNDS [SIGNAL]

SIGNAL is KILL (the default) or TERM (or INT): with TERM or INT the run
removes its temporaries as it dies, so after each kill no temporary may
be left (issue 46); the rest is checked the same way.

Two modules, A (KERNELS kernels) and B (one more, other bodies), are split
once each into reference folders: those are the two complete outputs, with
a checksum per file (the split is deterministic). Then WORKDIR/out starts
as A's output and each round splits the other module over it, killed after
a random sleep up to the reference run's duration. After each kill the
folder must hold either
  - A's table with every file it lists byte-identical to A's reference, or
  - B's table with every file it lists byte-identical to B's (images the
    pass read back; the reference images are also read by opt here), or
  - no table (the documented window: the previous table is removed just
    before the renames),
and besides those only <stem>_<N>.<ext> files, the lock file
t.spirv-props.lock and temporaries named <final>.spirv-props-<pid>.tmp: never a partial or foreign table. A last
complete run must leave no temporary (a killed run's are removed).
Prints one line per round and exits 1 on the first violation."""
import hashlib
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import time

plugin, work, kernels, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
SIGNAL = getattr(signal, "SIG" + (sys.argv[5] if len(sys.argv) > 5 else "KILL"))
PASSES = "-passes=device-code-split<split=kernel;out=t.table;symbols;properties>"
TEMP = re.compile(r"^(t\.table|t_\d+\.(bc|sym|prop))\.spirv-props-\d+\.tmp$")
FINAL = re.compile(r"^t_\d+\.(bc|sym|prop)$|^t\.spirv-props\.lock$")


def module(path, n, value):
    with open(path, "w") as f:
        f.write("@g = addrspace(1) global i32 0\n")
        for i in range(n):
            f.write("define spir_kernel void @k%d(ptr addrspace(1) %%p) {\n"
                    "  store i32 %d, ptr addrspace(1) %%p\n  ret void\n}\n" % (i, value + i))


def split(src, cwd):
    return subprocess.Popen(["opt", "-load-pass-plugin", plugin, PASSES, src, "-disable-output"],
                            cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def sums(folder):
    out = {}
    for name in os.listdir(folder):
        with open(os.path.join(folder, name), "rb") as f:
            out[name] = hashlib.sha256(f.read()).hexdigest()
    return out


def listed(table_text):
    rows = table_text.splitlines()[1:]
    return [p for row in rows for p in row.split("|")]


def fail(msg):
    print("kill_split: FAIL: " + msg)
    sys.exit(1)


shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
refs, took = {}, 0.0
for name, n, value in (("A", kernels, 0), ("B", kernels + 1, 100000)):
    src = os.path.join(work, name + ".ll")
    module(src, n, value)
    folder = os.path.join(work, "ref" + name)
    os.makedirs(folder)
    start = time.monotonic()
    p = split(src, folder)
    _, err = p.communicate()
    took = max(took, time.monotonic() - start)
    if p.returncode != 0:
        fail("reference split %s: exit %d: %s" % (name, p.returncode, err.decode()))
    table = open(os.path.join(folder, "t.table")).read()
    files = listed(table)
    if len(files) != 3 * n:
        fail("reference %s lists %d files, not %d" % (name, len(files), 3 * n))
    # The images read back with opt (first and last; the rest the pass
    # itself read back, and a complete output below is compared to these).
    for img in (files[0], files[-3]):
        if subprocess.run(["opt", "-disable-output", os.path.join(folder, img)]).returncode != 0:
            fail("opt cannot read reference image %s/%s" % (name, img))
    refs[name] = (table, sums(folder), src)

out = os.path.join(work, "out")
shutil.copytree(os.path.join(work, "refA"), out)
state, seen = "A", {}
rng = random.Random()
for r in range(rounds):
    target = "B" if state != "B" else "A"
    p = split(refs[target][2], out)
    delay = rng.uniform(0.0, took)
    time.sleep(delay)
    p.send_signal(SIGNAL)
    p.wait()
    names = os.listdir(out)
    temps = [n for n in names if TEMP.match(n)]
    other = [n for n in names if n != "t.table" and not TEMP.match(n) and not FINAL.match(n)]
    if other:
        fail("round %d: unexpected files %s" % (r, other[:5]))
    if temps and SIGNAL != signal.SIGKILL:
        fail("round %d: %s left temporaries: %s" % (r, SIGNAL.name, temps[:5]))
    if "t.table" not in names:
        state = "none"
    else:
        table = open(os.path.join(out, "t.table")).read()
        match = [k for k, (t, _, _) in refs.items() if t == table]
        if not match:
            fail("round %d: the table is neither A's nor B's (%d bytes)" % (r, len(table)))
        state = match[0]
        now = sums(out)
        for f in listed(table):
            if now.get(f) != refs[state][1][f]:
                fail("round %d: table %s lists %s, which is not %s's" % (r, state, f, state))
    what = "finished" if p.returncode == 0 else "killed"
    seen[state] = seen.get(state, 0) + 1
    print("round %d: %s after %.2f s: table %s, %d temporaries" % (r, what, delay, state, len(temps)))
    if state == "none":
        # Start the next round from a complete output again.
        p = split(refs["A"][2], out)
        p.communicate()
        state = "A"

p = split(refs["B"][2], out)
_, err = p.communicate()
if p.returncode != 0:
    fail("last split: exit %d: %s" % (p.returncode, err.decode()))
left = [n for n in os.listdir(out) if TEMP.match(n)]
if left:
    fail("temporaries left after a complete run: %s" % left[:5])
if open(os.path.join(out, "t.table")).read() != refs["B"][0]:
    fail("last split: not B's table")
print("kill_split: OK (%s)" % ", ".join("%s %d" % kv for kv in sorted(seen.items())))
