# The lit tests under LLVM's own lit (`pip install lit`; scripts/setup puts
# it in .venv), beside `cargo test --test lit` (runner.rs), which stays the
# reference: the same tests, substitutions, features and PATH, against a
# plugin already built.
#
#   source scripts/tools.sh && build_plugin 22
#   .venv/bin/lit -D llvm=22 lit-tests/                # that build's plugin and opt
#   .venv/bin/lit lit-tests/                           # LLVM 15 (the default build)
#   .venv/bin/lit -D llvm=22 -D plugin=PATH -D opt=PATH lit-tests/
#
# Parameters (-D name=value):
#   llvm    the plugin's LLVM major, 15 (default), 16, 19 or 22: feature
#           llvm<N>, /usr/lib/llvm-<N>/bin first on PATH (opt, FileCheck,
#           not, count, split-file, llc, ...), and the default plugin,
#           scripts/tools.sh's plugin_dir (honours CARGO_TARGET_DIR)
#   plugin  %plugin: another libspirv_props.so (built for that LLVM)
#   opt     the `opt` the RUN lines run: another opt of that LLVM, put first
#           on PATH under the name `opt`
# Scratch files (%t) go to <target>/lit-py/llvm<N>/, beside cargo's.
#
# What runner.rs gives and this file gives the same way: %s, %S, %t,
# %plugin, %llvm-major, %wrong-major, %wrong-opt, %nvptx-cpu, and
# %intel-llvm-spirv, %spirv-val-2025, %spirv-dis-2025 with feature venv-tools
# when .venv has them; feature clang when the plugin's LLVM has its clang; every RUN line under `set -o pipefail`; tests
# are the *.ll files outside Inputs/; `REQUIRES:` / `UNSUPPORTED:` lines with
# the reason after a `#` (lit's own parser takes no comment there, so the
# reason is cut off before it reads the line, see below). Different: RUN
# lines run in lit's internal shell, not bash (no $(...), no $'...', a diff
# of its own), and lit has a %p (the test's directory). Feature `pypi-lit`
# is set here only: `UNSUPPORTED: pypi-lit # why` marks a test that needs
# bash (docs/development.md, "Tests", lists them).
import glob
import os

import lit.formats
import lit.TestRunner

config.name = "spirv-props"
# lit's internal shell (lit 23 deprecates the external one), where
# runner.rs runs bash: a test that needs bash says `UNSUPPORTED: pypi-lit`.
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(config.test_source_root)

majors = {"15": "16", "16": "19", "19": "22", "22": "15"}
major = lit_config.params.get("llvm", "15")
if major not in majors:
    lit_config.fatal(f"-D llvm={major}: the plugin is built for LLVM 15, 16, 19 or 22")
# The other major whose opt the wrong-LLVM test loads the plugin into (the
# same choice as runner.rs llvm_majors).
wrong = majors[major]
bindir = f"/usr/lib/llvm-{major}/bin"

# scripts/tools.sh: LLVM 15 in the target directory itself, the others in
# llvm<N>/ under it.
target = os.environ.get("CARGO_TARGET_DIR", os.path.join(root, "target"))
target_major = target if major == "15" else os.path.join(target, f"llvm{major}")
plugin = os.path.abspath(
    lit_config.params.get("plugin", os.path.join(target_major, "release", "libspirv_props.so"))
)
if not os.path.isfile(plugin):
    lit_config.fatal(
        f"no plugin at {plugin}: build it (source scripts/tools.sh && build_plugin {major}) or give -D plugin=PATH"
    )
config.test_exec_root = os.path.join(target, "lit-py", f"llvm{major}")

path = [bindir, os.environ.get("PATH", "")]
opt = lit_config.params.get("opt")
if opt:
    shim = os.path.join(config.test_exec_root, "bin")
    os.makedirs(shim, exist_ok=True)
    link = os.path.join(shim, "opt")
    if os.path.lexists(link):
        os.remove(link)
    os.symlink(os.path.abspath(opt), link)
    path.insert(0, shim)
config.environment["PATH"] = os.pathsep.join(path)

config.available_features.update([f"llvm{major}", "pypi-lit"])
# `clang` in a RUN line is the plugin's LLVM's (its bin folder is first on PATH).
if os.path.exists(f"/usr/lib/llvm-{major}/bin/clang"):
    config.available_features.add("clang")
# Listed before lit's own %s, %S, %t (lit applies the config's first), so
# %spirv-... and %plugin are not read as %s and %p.
venv_site = glob.glob(os.path.join(root, ".venv", "lib", "*", "site-packages"))
if venv_site:
    site = venv_site[0]
    tools = [
        ("%intel-llvm-spirv", os.path.join(site, "dpcpp_llvm_spirv", "bin", "llvm-spirv")),
        ("%spirv-val-2025", os.path.join(site, "cmeel.prefix", "bin", "spirv-val")),
        ("%spirv-dis-2025", os.path.join(site, "cmeel.prefix", "bin", "spirv-dis")),
    ]
    if all(os.path.exists(p) for _, p in tools):
        config.substitutions.extend(tools)
        config.available_features.add("venv-tools")
config.substitutions.extend(
    [
        ("%plugin", plugin),
        ("%llvm-major", major),
        ("%wrong-major", wrong),
        ("%wrong-opt", f"/usr/lib/llvm-{wrong}/bin/opt"),
        # The newest NVIDIA processor this LLVM's llc knows that the tests
        # target: the H100's sm_90 from LLVM 16; LLVM 15 stops before it.
        ("%nvptx-cpu", "sm_80" if major == "15" else "sm_90"),
    ]
)

# Our tests give the reason for a REQUIRES/UNSUPPORTED line after a `#`
# (runner.rs insists on it for the llvm<N> features); lit's boolean
# expressions have no comment syntax and would refuse the line. Cut the
# reason off before lit's parser reads the expressions (checked against lit
# 23.1, the version scripts/requirements.txt pins; lit's workers fork, so
# they inherit it).
_parse_features = lit.TestRunner.IntegratedTestKeywordParser._handleBooleanExpr


def _without_reason(line_number, line, output):
    return _parse_features(line_number, line.split("#", 1)[0], output)


lit.TestRunner.IntegratedTestKeywordParser._handleBooleanExpr = staticmethod(_without_reason)
lit_config.note(f"LLVM {major}: plugin {plugin}, opt {opt or os.path.join(bindir, 'opt')}")
