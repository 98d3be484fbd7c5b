#!/usr/bin/env python3
"""Runs pairs of device-code-split runs of two different modules into one
folder at the same time and checks every table left (issue 46).

Usage: concurrent_split.py PLUGIN WORKDIR PAIRS KERNELS

Module A has KERNELS kernels @a<i>, split per kernel (KERNELS images);
module B has KERNELS kernels @b<i> in 4 translation units, split per source
(4 images). Both write out/t.table with symbols and text images. For each
pair both are started together; both must exit 0. The table left must be
one run's: every row's image defines exactly the functions its .sym lists,
every symbol of the table is of one module, and the table lists that
module's kernels, each once. Without the lock the renames of the two runs
interleave and a row's .sym names one module's kernels beside an image of
the other's. Prints one line and exits 1 on the first violation."""
import os
import re
import shutil
import subprocess
import sys

plugin, work, pairs, kernels = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
DEFINE = re.compile(r'^define [^@]*@"?([^"(]+)"?\(', re.M)


def module(path, prefix, sources):
    with open(path, "w") as f:
        for i in range(kernels):
            f.write('define spir_kernel void @%s%d(ptr addrspace(1) %%p) #%d {\n'
                    '  store i32 %d, ptr addrspace(1) %%p\n  ret void\n}\n'
                    % (prefix, i, i % sources, i))
        for s in range(sources):
            f.write('attributes #%d = { "sycl-module-id"="%s%d.cpp" }\n' % (s, prefix, s))


def fail(msg):
    print("concurrent_split: FAIL: " + msg)
    sys.exit(1)


shutil.rmtree(work, ignore_errors=True)
out = os.path.join(work, "out")
os.makedirs(out)
runs = {"A": ("kernel", "a", 1), "B": ("source", "b", 4)}
srcs = {}
for name, (mode, prefix, sources) in runs.items():
    srcs[name] = os.path.join(work, name + ".ll")
    module(srcs[name], prefix, sources)

left = {"A": 0, "B": 0}
waited = 0
for pair in range(pairs):
    procs = []
    for name, (mode, _, _) in runs.items():
        passes = "-passes=device-code-split<split=%s;out=t.table;symbols;emit=ll>" % mode
        procs.append(subprocess.Popen(["opt", "-load-pass-plugin", plugin, passes, srcs[name],
                                       "-disable-output"], cwd=out,
                                      stdout=subprocess.DEVNULL, stderr=subprocess.PIPE))
    for p in procs:
        _, err = p.communicate()
        if p.returncode != 0:
            fail("pair %d: exit %d: %s" % (pair, p.returncode, err.decode()))
        for line in err.decode().splitlines():
            if "waiting for another run" in line:
                waited += 1
            else:
                fail("pair %d: unexpected message: %s" % (pair, line))
    rows = open(os.path.join(out, "t.table")).read().splitlines()
    if rows[0] != "[Code|Symbols]":
        fail("pair %d: header %r" % (pair, rows[0]))
    symbols = []
    for row in rows[1:]:
        code, sym = row.split("|")
        names = open(os.path.join(out, sym)).read().split()
        defined = DEFINE.findall(open(os.path.join(out, code)).read())
        if sorted(names) != sorted(defined):
            fail("pair %d: row %s: %s lists %s but the image defines %s"
                 % (pair, row, sym, names[:4], defined[:4]))
        symbols += names
    owners = {s[0] for s in symbols}
    if len(owners) != 1:
        fail("pair %d: the table mixes the runs: symbols %s" % (pair, sorted(symbols)[:6]))
    owner = owners.pop().upper()
    prefix = runs[owner][1]
    want = ["%s%d" % (prefix, i) for i in range(kernels)]
    if sorted(symbols) != sorted(want):
        fail("pair %d: table of %s lists %d kernels, not its %d" % (pair, owner, len(symbols), kernels))
    left[owner] += 1
temps = [n for n in os.listdir(out) if n.endswith(".tmp")]
if temps:
    fail("temporaries left: %s" % temps[:5])
print("concurrent_split: OK (%d pairs; every table one run's)" % pairs)
# How often each run's table was left and how often one waited vary.
print("tables left: A %d, B %d; waited %d times" % (left["A"], left["B"], waited), file=sys.stderr)
