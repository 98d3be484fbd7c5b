#!/usr/bin/env python3
# bench/run.py: CPU time and peak memory of the spirv-props passes on large
# generated DPC++-style modules, against the cost of opt itself.
#
# Usage (from anywhere; paths default relative to the repository root):
#   bench/run.py                                  # sizes 1000,10000,100000, 3 runs
#   bench/run.py --sizes 200,1000,2000 --runs 1   # a quick check
#   bench/run.py --passes sycl-annotations,spirv-exec-modes --sizes 10000
#   bench/run.py --list                           # the workload keys for --passes
# Options: --sizes N,N,...  --runs R  --plugin PATH  --llvm MAJOR  --passes K,K,...
#          --out DIR (scratch, default target/bench)  --timeout SECONDS (per run)
#          --keep-ll (keep the generated .ll files)
#
# What it does, for each size N:
#   1. bench/gen.py N > DIR/nN.ll; opt DIR/nN.ll -o DIR/nN.bc (no passes), so
#      every workload starts from the same bitcode and parsing text is not
#      measured.
#   2. Runs every workload --runs times, each run right after a run of the
#      floor (`opt -passes=verify x.bc -o /dev/null`: read, verify, write
#      bitcode), so drift on the machine hits both alike. A workload is one
#      `opt -load-pass-plugin P -passes=<pipeline> x.bc -o /dev/null`: each
#      pass alone, the printers (stderr to /dev/null), and three pipelines;
#      for the two pipelines with default<O2>, also `default<O2>` alone as a
#      second floor. `verify,invalidate<verify>` (no plugin) is the floor of
#      any pass that changes the module: opt verifies its input, and when a
#      pass has changed the module it verifies the output again (`verify`
#      alone keeps the cached result); the table gives each pass's and
#      pipeline's ratio to it as well.
#   3. Per workload: the minimum CPU time (user + sys of the opt process,
#      from os.wait4's rusage) and the maximum peak RSS (ru_maxrss) over the
#      runs. A run that exits non-zero or prints "error:" on stderr is FAILED
#      (printers' stderr goes to /dev/null, so for them only the exit status
#      counts: a pass that reports errors makes opt exit 1); a run longer
#      than --timeout is killed and reported as TIMEOUT, and the workload is
#      not run again at larger sizes. The benchmark goes on either way.
# Output (stdout, markdown; also DIR/report.md, and DIR/results.json): the
# machine, opt's version and the plugin used, then one table of all
# measurements, then per workload the scaling between consecutive sizes:
# exponent = log(t2/t1) / log(n2/n1) of total CPU time and of the overhead
# (CPU minus the floor; only when both overheads are > 0.05 s), t2/t1, and
# the ratio a 10x step gives at that exponent (10^exponent). Linear scaling
# is exponent 1 (10x per 10x step); quadratic is 2.
#
# The plugin is copied into DIR before the first run and the copy is used
# throughout, so a rebuild of target/release/libspirv_props.so during the
# benchmark does not mix two builds (its size, mtime and sha256 are printed).
# Environment variables the plugin reads (SPIRV_PROPS_*, RUST_LOG) are
# removed from opt's environment, so every run measures the defaults.
# Python 3 standard library only; Linux (os.wait4, /proc).

import argparse
import hashlib
import json
import math
import os
import platform
import shutil
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GEN = os.path.join(REPO, "bench", "gen.py")

VERIFY = "verify"
VERIFY_TWICE = "verify,invalidate<verify>"
O2 = "default<O2>"

# (key for --passes, pipeline, kind). kind: "floor" (no plugin), "pass",
# "printer" (stderr to /dev/null), "pipeline", "o2-pipeline" (also compared
# with default<O2> alone).
WORKLOADS = [
    ("verify", VERIFY, "floor"),
    # opt verifies its input, and verifies again at the end when a pass has
    # changed the module (the verifier's cached result is invalidated): what
    # opt itself costs around any transforming pass, ours or LLVM's.
    ("verify-twice", VERIFY_TWICE, "floor"),
    ("sycl-global-properties", "sycl-global-properties", "pass"),
    ("sycl-param-properties", "sycl-param-properties", "pass"),
    ("sycl-kernel-properties", "sycl-kernel-properties", "pass"),
    ("sycl-annotations", "sycl-annotations", "pass"),
    ("compile-time-properties", "compile-time-properties", "pass"),
    ("spirv-exec-modes", "spirv-exec-modes", "pass"),
    ("spirv-inline-attrs", "spirv-inline-attrs", "pass"),
    ("spirv-annotation-names", "spirv-annotation-names", "pass"),
    ("print<kernel-metadata>", "print<kernel-metadata>", "printer"),
    ("print<sycl-properties>", "print<sycl-properties>", "printer"),
    ("print<sycl-annotations>", "print<sycl-annotations>", "printer"),
    ("print<spirv-requirements>", "print<spirv-requirements>", "printer"),
    ("property-pipeline",
     "compile-time-properties,spirv-inline-attrs,spirv-exec-modes", "pipeline"),
    # What opt costs around any pass whose output is the property
    # pipeline's: read it, verify it twice, write it (no plugin). The
    # module our passes produce is bigger than their input (the nodes they
    # add), and reading, verifying and writing those is opt's cost, not
    # the passes': this floor separates the two.
    ("property-pipeline-output", VERIFY_TWICE, "output-floor"),
    ("default<O2>", O2, "floor"),
    ("opencl-demo-o2",
     "print<kernel-metadata>,spirv-exec-modes,"
     "sycl-annotations<format=decorations>,default<O2>", "o2-pipeline"),
    ("sycl-demo-o2",
     "print<sycl-properties>,compile-time-properties,default<O2>", "o2-pipeline"),
]

# Output floor -> the workload whose output it reads.
OUTPUT_OF = {"property-pipeline-output": "property-pipeline"}

# Below this, an overhead is noise for a scaling exponent.
MIN_OVERHEAD_FOR_EXPONENT = 0.05

PLUGIN_ENV = ("SPIRV_PROPS_PASSES", "SPIRV_PROPS_EP", "SPIRV_PROPS_STATS",
              "SPIRV_PROPS_REGISTRY", "RUST_LOG")


# ----------------------------------------------------------------------------
# Options

def parse_args(argv):
    parser = argparse.ArgumentParser(
        description="Benchmark the spirv-props passes against opt's own cost.")
    parser.add_argument("--sizes", default="1000,10000,100000",
                        help="kernel counts, comma-separated (default %(default)s)")
    parser.add_argument("--runs", type=int, default=3,
                        help="runs per workload and size; the minimum CPU time "
                             "counts (default %(default)s)")
    parser.add_argument("--plugin", default=os.path.join(REPO, "target", "release",
                                                         "libspirv_props.so"),
                        help="the plugin (default target/release/libspirv_props.so)")
    parser.add_argument("--llvm", default="15",
                        help="LLVM major: uses /usr/lib/llvm-MAJOR/bin/opt "
                             "(default %(default)s)")
    parser.add_argument("--passes", default=None,
                        help="workload keys to run, comma-separated (see --list); "
                             "default: all. The floors always run.")
    parser.add_argument("--out", default=os.path.join(REPO, "target", "bench"),
                        help="scratch directory (default target/bench)")
    parser.add_argument("--timeout", type=float, default=600,
                        help="seconds per run before it is killed (default %(default)s)")
    parser.add_argument("--keep-ll", action="store_true",
                        help="keep the generated .ll files (they are large)")
    parser.add_argument("--list", action="store_true",
                        help="list the workloads and exit")
    args = parser.parse_args(argv)
    args.sizes = parse_sizes(parser, args.sizes)
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    args.workloads = select_workloads(parser, args.passes)
    return args


def parse_sizes(parser, text):
    """The kernel counts of --sizes: increasing integers >= 1."""
    try:
        sizes = [int(s) for s in text.split(",") if s.strip()]
    except ValueError:
        parser.error("--sizes takes integers separated by commas")
    if not sizes or min(sizes) < 1:
        parser.error("--sizes needs at least one size >= 1")
    if sizes != sorted(set(sizes)):
        parser.error("--sizes must be increasing, without repeats")
    return sizes


def select_workloads(parser, passes):
    """The workloads to run, in the fixed order, floors included."""
    if passes is None:
        return list(WORKLOADS)
    keys = {key for key, _, _ in WORKLOADS}
    wanted = [p.strip() for p in passes.split(",") if p.strip()]
    unknown = [w for w in wanted if w not in keys]
    if unknown:
        parser.error("unknown workload %s; known: %s"
                     % (", ".join(unknown), ", ".join(sorted(keys))))
    needs_o2 = any(kind == "o2-pipeline" for key, _, kind in WORKLOADS
                   if key in wanted)
    chosen = []
    for key, pipeline, kind in WORKLOADS:
        if key in wanted or key in ("verify", "verify-twice") \
                or (key == "default<O2>" and needs_o2) \
                or OUTPUT_OF.get(key) in wanted:
            chosen.append((key, pipeline, kind))
    return chosen


# ----------------------------------------------------------------------------
# Machine and tools

def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.lower().startswith(("model name", "hardware", "cpu model")):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def total_ram_gib():
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemTotal:"):
                    return int(line.split()[1]) / (1024 * 1024)
    except OSError:
        pass
    return float("nan")


def opt_version(opt):
    try:
        text = subprocess.run([opt, "--version"], capture_output=True, text=True,
                              check=False).stdout
    except OSError as e:
        return "cannot run %s: %s" % (opt, e)
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    return lines[0] if lines else "unknown"


def git_revision():
    try:
        rev = subprocess.run(["git", "-C", REPO, "rev-parse", "--short", "HEAD"],
                             capture_output=True, text=True, check=False).stdout.strip()
        dirty = subprocess.run(["git", "-C", REPO, "status", "--porcelain",
                                "--untracked-files=no"],
                               capture_output=True, text=True, check=False).stdout.strip()
    except OSError:
        return "unknown"
    return (rev or "unknown") + (" (uncommitted changes)" if dirty else "")


def snapshot_plugin(plugin, out_dir, wait_seconds=120):
    """Copy the plugin into out_dir (waiting a while if it is being rebuilt)
    and describe it. Returns (copy path, description)."""
    deadline = time.time() + wait_seconds
    while not os.path.isfile(plugin):
        if time.time() > deadline:
            sys.exit("error: plugin %s not found (build it with "
                     "`cargo build --release -p spirv-props`)" % plugin)
        log("plugin %s missing (being rebuilt?); waiting" % plugin)
        time.sleep(5)
    time.sleep(0.5)   # let a linker that is writing it finish
    stat = os.stat(plugin)
    copy = os.path.join(out_dir, "plugin", os.path.basename(plugin))
    os.makedirs(os.path.dirname(copy), exist_ok=True)
    shutil.copyfile(plugin, copy)
    with open(copy, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()[:16]
    description = "%s (%d bytes, built %s, sha256 %s...)" % (
        plugin, stat.st_size,
        time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(stat.st_mtime)), digest)
    return copy, description


def machine_lines(args, opt, plugin_description):
    affinity = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None
    cores = "%d logical CPUs" % (os.cpu_count() or 0)
    if affinity is not None and affinity != os.cpu_count():
        cores += " (%d usable by this process)" % affinity
    return [
        "- machine: %s, %s, %.1f GiB RAM, %s" % (cpu_model(), cores, total_ram_gib(),
                                               platform.platform()),
        "- opt: %s (%s)" % (opt_version(opt), opt),
        "- plugin: %s" % plugin_description,
        "- repository: %s at %s" % (REPO, git_revision()),
        "- sizes: %s kernels; %d run(s) per workload, minimum CPU time and maximum "
        "peak RSS; timeout %g s per run"
        % (", ".join(str(n) for n in args.sizes), args.runs, args.timeout),
    ]


# ----------------------------------------------------------------------------
# Running one command

def log(message):
    sys.stderr.write("[bench] %s\n" % message)
    sys.stderr.flush()


def child_env():
    env = dict(os.environ)
    for name in PLUGIN_ENV:
        env.pop(name, None)
    return env


def run_measured(cmd, stderr_path, timeout):
    """Run cmd; return a dict with status ("ok", "failed", "timeout"),
    cpu (user + sys seconds), rss_mib (peak RSS), wall, and for failures a
    reason. stderr goes to stderr_path, or /dev/null when it is None."""
    err = open(stderr_path, "wb") if stderr_path else subprocess.DEVNULL
    start = time.monotonic()
    try:
        proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=err,
                                env=child_env())
    except OSError as e:
        if stderr_path:
            err.close()
        return {"status": "failed", "reason": "cannot start: %s" % e}
    timed_out = False
    try:
        # Poll, so that a run past the timeout can be killed; the rusage
        # of the child comes with wait4 once it has ended.
        delay = 0.001
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid != 0:
                break
            if time.monotonic() - start > timeout and not timed_out:
                proc.kill()          # this opt only, by its pid
                timed_out = True
            time.sleep(delay)
            delay = min(delay * 2, 0.05)
    except KeyboardInterrupt:
        proc.kill()
        os.wait4(proc.pid, 0)
        proc.returncode = -9
        raise
    finally:
        if stderr_path:
            err.close()
    wall = time.monotonic() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    result = {"cpu": usage.ru_utime + usage.ru_stime,
              "rss_mib": usage.ru_maxrss / 1024.0,   # KiB on Linux
              "wall": wall, "exit": proc.returncode}
    if timed_out:
        result["status"] = "timeout"
        result["reason"] = "killed after %g s" % timeout
        return result
    error_line = first_error_line(stderr_path) if stderr_path else None
    if proc.returncode != 0 or error_line:
        result["status"] = "failed"
        result["reason"] = "exit %d%s" % (proc.returncode,
                                           ": " + error_line if error_line else "")
    else:
        result["status"] = "ok"
    result["warnings"] = count_warnings(stderr_path) if stderr_path else 0
    return result


def first_error_line(path):
    with open(path, "r", errors="replace") as f:
        for line in f:
            if "error:" in line or line.startswith("LLVM ERROR"):
                return line.strip()[:300]
    return None


def count_warnings(path):
    with open(path, "r", errors="replace") as f:
        return sum(1 for line in f if "warning:" in line)


# ----------------------------------------------------------------------------
# Building the input

def make_bitcode(opt, size, out_dir, keep_ll):
    """Generate the module with N kernels and convert it to bitcode.
    Returns (bitcode path, info dict)."""
    ll = os.path.join(out_dir, "n%d.ll" % size)
    bc = os.path.join(out_dir, "n%d.bc" % size)
    start = time.monotonic()
    with open(ll, "wb") as f:
        subprocess.run([sys.executable, GEN, str(size)], stdout=f, check=True)
    gen_seconds = time.monotonic() - start
    ll_bytes = os.path.getsize(ll)
    start = time.monotonic()
    done = subprocess.run([opt, ll, "-o", bc], capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit("error: opt could not read the generated module %s:\n%s"
                 % (ll, done.stderr[-2000:]))
    convert_seconds = time.monotonic() - start
    if not keep_ll:
        os.remove(ll)
    return bc, {"ll_bytes": ll_bytes, "bc_bytes": os.path.getsize(bc),
                "gen_s": gen_seconds, "to_bc_s": convert_seconds}


def workload_command(opt, plugin, pipeline, kind, bc):
    cmd = [opt]
    if kind != "floor":
        cmd += ["-load-pass-plugin", plugin]
    return cmd + ["-passes=%s" % pipeline, bc, "-o", "/dev/null"]


# ----------------------------------------------------------------------------
# Measuring

class Measurement:
    """All runs of one workload at one size."""

    def __init__(self):
        self.cpus = []
        self.rss = []
        self.warnings = 0
        self.status = "ok"      # ok, failed, timeout, skipped
        self.reason = ""

    def add(self, result):
        if result["status"] == "ok":
            self.cpus.append(result["cpu"])
            self.rss.append(result["rss_mib"])
            self.warnings = max(self.warnings, result.get("warnings", 0))
        elif self.status == "ok":
            self.status = result["status"]
            self.reason = result.get("reason", "")

    def ok(self):
        return self.status == "ok" and bool(self.cpus)

    def cpu(self):
        return min(self.cpus) if self.ok() else None

    def peak_rss(self):
        return max(self.rss) if self.ok() else None

    def to_json(self):
        return {"status": self.status, "reason": self.reason, "cpu_s": self.cpus,
                "rss_mib": self.rss, "warnings": self.warnings}


def measure_size(args, opt, plugin, size, bc, timed_out_before, results):
    """Run every workload at one size, each run after a floor run.
    results[key] gets a Measurement; timed_out_before: keys that timed out
    at a smaller size (not run again)."""
    err_dir = os.path.join(args.out, "stderr")
    os.makedirs(err_dir, exist_ok=True)
    for key, _, _ in args.workloads:
        results[key] = Measurement()
    for key in timed_out_before:
        if key in results:
            results[key].status = "skipped"
            results[key].reason = "timed out at %d kernels" % timed_out_before[key]

    # Output floors read what their pipeline wrote (made once, not timed).
    outputs = {}
    for key, _, kind in args.workloads:
        if kind == "output-floor" and results[key].status == "ok":
            source = dict((k, p) for k, p, _ in WORKLOADS)[OUTPUT_OF[key]]
            out_bc = os.path.join(args.out, "n%d-%s.bc" % (size, safe_name(key)))
            made = subprocess.run([opt, "-load-pass-plugin", plugin, "-passes=%s" % source,
                                   bc, "-o", out_bc], capture_output=True)
            if made.returncode != 0:
                results[key].status = "failed"
                results[key].reason = "making its input failed"
            outputs[key] = out_bc

    for run in range(args.runs):
        for key, pipeline, kind in args.workloads:
            if key == "verify":
                continue          # the floor runs before each workload
            m = results[key]
            if m.status != "ok":
                continue          # failed, timed out or skipped: not again
            run_one(args, opt, plugin, size, bc, run, "verify", VERIFY, "floor",
                    results["verify"], err_dir)
            run_one(args, opt, plugin, size, outputs.get(key, bc), run, key, pipeline,
                    "floor" if kind == "output-floor" else kind, m, err_dir)
    if len(args.workloads) == 1:   # only the floor was selected
        for run in range(args.runs):
            run_one(args, opt, plugin, size, bc, run, "verify", VERIFY, "floor",
                    results["verify"], err_dir)


def run_one(args, opt, plugin, size, bc, run, key, pipeline, kind, measurement,
            err_dir):
    cmd = workload_command(opt, plugin, pipeline, kind, bc)
    if kind == "printer" or (kind.endswith("pipeline") and "print<" in pipeline):
        stderr_path = None        # the printout: /dev/null, as the brief says
    else:
        stderr_path = os.path.join(err_dir, "n%d-%s.txt" % (size, safe_name(key)))
    result = run_measured(cmd, stderr_path, args.timeout)
    if result["status"] == "failed" and stderr_path is None:
        # The printout went to /dev/null; run it once more (not measured)
        # with stderr kept, for the message.
        again = os.path.join(err_dir, "n%d-%s.failed.txt" % (size, safe_name(key)))
        run_measured(cmd, again, args.timeout)
        message = first_error_line(again)
        if message:
            result["reason"] += ": " + message
    measurement.add(result)
    if result["status"] == "ok":
        log("n=%d run %d %-28s cpu %7.3f s  rss %7.1f MiB  wall %7.3f s"
            % (size, run + 1, key, result["cpu"], result["rss_mib"], result["wall"]))
    else:
        log("n=%d run %d %-28s %s: %s" % (size, run + 1, key,
                                          result["status"].upper(),
                                          result.get("reason", "")))


def safe_name(key):
    return "".join(c if c.isalnum() or c in "-_" else "_" for c in key)


# ----------------------------------------------------------------------------
# Report

def fmt(value, digits=3):
    if value is None:
        return "-"
    return "%.*f" % (digits, value)


def status_cell(m):
    if m.status == "failed":
        return "FAILED"
    if m.status in ("timeout", "skipped"):
        return "TIMEOUT"
    return "-"


def measurement_table(args, sizes, by_size):
    """The table of all measurements, grouped by workload."""
    lines = [
        "| workload | size | CPU s | CPU ratio to floor | overhead s (CPU minus floor) "
        "| peak RSS MiB | RSS ratio | CPU ratio to verify-twice floor "
        "| CPU ratio to default<O2> | overhead vs default<O2> s "
        "| CPU ratio to its output's verify-twice | RSS ratio to its output's verify-twice |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    output_floor_of = {v: k for k, v in OUTPUT_OF.items()}
    notes = []
    for key, pipeline, kind in args.workloads:
        label = "`%s`" % pipeline + (" (floor)" if kind == "floor" else "")
        if kind == "output-floor":
            label = "`%s` on the output of `%s` (floor)" % (
                pipeline, dict((k, p) for k, p, _ in WORKLOADS)[OUTPUT_OF[key]])
        for size in sizes:
            results = by_size[size]
            m = results[key]
            floor = results["verify"]
            o2 = results.get("default<O2>")
            if not m.ok():
                cell = status_cell(m)
                lines.append("| %s | %d | %s | - | - | - | - | - | - | - | - | - |"
                             % (label, size, cell))
                notes.append("- `%s` at %d kernels: %s (%s)"
                             % (pipeline, size, cell, m.reason))
                continue
            cpu, rss = m.cpu(), m.peak_rss()
            ratio = overhead = rss_ratio = None
            if floor.ok():
                ratio = cpu / floor.cpu()
                overhead = cpu - floor.cpu()
                rss_ratio = rss / floor.peak_rss()
            twice = results.get("verify-twice")
            twice_ratio = None
            if kind in ("pass", "pipeline") and twice is not None and twice.ok():
                twice_ratio = cpu / twice.cpu()
            o2_ratio = o2_overhead = None
            if kind == "o2-pipeline" and o2 is not None and o2.ok():
                o2_ratio = cpu / o2.cpu()
                o2_overhead = cpu - o2.cpu()
            out_cpu = out_rss = None
            of = results.get(output_floor_of.get(key, ""))
            if of is not None and of.ok():
                out_cpu, out_rss = cpu / of.cpu(), rss / of.peak_rss()
            lines.append("| %s | %d | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
                label, size, fmt(cpu), fmt(ratio, 2), fmt(overhead),
                fmt(rss, 1), fmt(rss_ratio, 2), fmt(twice_ratio, 2),
                fmt(o2_ratio, 2), fmt(o2_overhead), fmt(out_cpu, 2), fmt(out_rss, 2)))
            if m.warnings:
                notes.append("- `%s` at %d kernels: %d warning line(s) on stderr "
                             "(see %s)" % (pipeline, size, m.warnings,
                                           os.path.join(args.out, "stderr")))
    return lines, notes


def exponent(t1, t2, n1, n2):
    if t1 is None or t2 is None or t1 <= 0 or t2 <= 0:
        return None
    return math.log(t2 / t1) / math.log(n2 / n1)


def scaling_table(args, sizes, by_size):
    lines = [
        "| workload | sizes | CPU s | CPU t2/t1 | CPU exponent | CPU ratio per 10x "
        "| overhead s | overhead t2/t1 | overhead exponent | overhead ratio per 10x "
        "| overhead vs default<O2> exponent |",
        "| --- | --- | --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |",
    ]
    for key, pipeline, kind in args.workloads:
        for n1, n2 in zip(sizes, sizes[1:]):
            m1, m2 = by_size[n1][key], by_size[n2][key]
            label = "`%s`" % pipeline
            span = "%d -> %d" % (n1, n2)
            if not (m1.ok() and m2.ok()):
                lines.append("| %s | %s | %s | - | - | - | - | - | - | - | - |"
                             % (label, span, status_cell(m1 if not m1.ok() else m2)))
                continue
            t1, t2 = m1.cpu(), m2.cpu()
            e = exponent(t1, t2, n1, n2)
            o1 = overhead_of(by_size[n1], key, "verify")
            o2 = overhead_of(by_size[n2], key, "verify")
            oe = None
            if (kind != "floor" or key != "verify") and o1 is not None and o2 is not None \
                    and o1 > MIN_OVERHEAD_FOR_EXPONENT and o2 > MIN_OVERHEAD_FOR_EXPONENT:
                oe = exponent(o1, o2, n1, n2)
            o2e = None
            if kind == "o2-pipeline":
                p1 = overhead_of(by_size[n1], key, "default<O2>")
                p2 = overhead_of(by_size[n2], key, "default<O2>")
                if p1 is not None and p2 is not None and \
                        p1 > MIN_OVERHEAD_FOR_EXPONENT and p2 > MIN_OVERHEAD_FOR_EXPONENT:
                    o2e = exponent(p1, p2, n1, n2)
            overheads = "-" if key == "verify" else "%s -> %s" % (fmt(o1), fmt(o2))
            lines.append("| %s | %s | %s -> %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
                label, span, fmt(t1), fmt(t2), fmt(t2 / t1 if t1 > 0 else None, 2),
                fmt(e, 2), fmt(10 ** e if e is not None else None, 1),
                overheads,
                fmt(o2 / o1 if oe is not None else None, 2),
                fmt(oe, 2), fmt(10 ** oe if oe is not None else None, 1),
                fmt(o2e, 2)))
    return lines


def overhead_of(results, key, floor_key):
    m, floor = results.get(key), results.get(floor_key)
    if m is None or floor is None or not m.ok() or not floor.ok():
        return None
    return m.cpu() - floor.cpu()


def input_table(sizes, inputs):
    lines = ["| size | .ll MB | .bc MB | gen.py s | .ll -> .bc s |",
             "| ---: | ---: | ---: | ---: | ---: |"]
    for size in sizes:
        info = inputs[size]
        lines.append("| %d | %.1f | %.1f | %.2f | %.2f |" % (
            size, info["ll_bytes"] / 1e6, info["bc_bytes"] / 1e6,
            info["gen_s"], info["to_bc_s"]))
    return lines


def report(args, header, sizes, by_size, inputs, interrupted):
    out = ["# spirv-props benchmark", ""] + header + [""]
    if interrupted:
        out += ["**Interrupted**: the tables hold what was measured before.", ""]
    out += ["## Inputs (bench/gen.py)", ""] + input_table(sizes, inputs) + [""]
    table, notes = measurement_table(args, sizes, by_size)
    out += ["## Measurements", "",
            "CPU s: minimum user+sys of the opt process over the runs. Floor: "
            "`opt -passes=verify x.bc -o /dev/null`, run before every workload run; "
            "its minimum is used. The last two columns compare the pipelines with "
            "default<O2> with `default<O2>` alone.", ""] + table + [""]
    if notes:
        out += ["Notes:", ""] + notes + [""]
    if len(sizes) > 1:
        out += ["## Scaling between consecutive sizes", "",
                "exponent = log(t2/t1) / log(n2/n1) (1: linear, 2: quadratic); "
                "ratio per 10x = 10^exponent. Overhead exponents only where both "
                "overheads are > %.2f s." % MIN_OVERHEAD_FOR_EXPONENT, ""]
        out += scaling_table(args, sizes, by_size) + [""]
    return "\n".join(out)


# ----------------------------------------------------------------------------

def main(argv):
    args = parse_args(argv)
    if args.list:
        for key, pipeline, kind in WORKLOADS:
            print("%-28s %-12s %s" % (key, kind, pipeline))
        return 0
    opt = "/usr/lib/llvm-%s/bin/opt" % args.llvm
    if not os.access(opt, os.X_OK):
        sys.exit("error: %s not found (is LLVM %s installed?)" % (opt, args.llvm))
    os.makedirs(args.out, exist_ok=True)
    plugin, plugin_description = snapshot_plugin(os.path.abspath(args.plugin), args.out)
    header = machine_lines(args, opt, plugin_description)
    for line in header:
        log(line)

    by_size, inputs, done_sizes = {}, {}, []
    timed_out_before = {}
    interrupted = False
    try:
        for size in args.sizes:
            log("n=%d: generating" % size)
            bc, inputs[size] = make_bitcode(opt, size, args.out, args.keep_ll)
            log("n=%d: %.1f MB bitcode; measuring" % (size, inputs[size]["bc_bytes"] / 1e6))
            by_size[size] = {}
            measure_size(args, opt, plugin, size, bc, timed_out_before, by_size[size])
            done_sizes.append(size)
            for key, m in by_size[size].items():
                if m.status == "timeout" and key not in timed_out_before:
                    timed_out_before[key] = size
    except KeyboardInterrupt:
        interrupted = True
        log("interrupted; reporting what was measured")
        # A size in progress is reported with what it has.
        for size in by_size:
            if size not in done_sizes:
                done_sizes.append(size)

    text = report(args, header, done_sizes, by_size, inputs, interrupted)
    print(text)
    with open(os.path.join(args.out, "report.md"), "w") as f:
        f.write(text + "\n")
    with open(os.path.join(args.out, "results.json"), "w") as f:
        json.dump({"header": header, "inputs": inputs,
                   "results": {str(size): {k: m.to_json() for k, m in r.items()}
                               for size, r in by_size.items()}}, f, indent=1)
    return 130 if interrupted else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
