#!/usr/bin/env bash
# From device IR to a running SYCL program, on Intel's SYCL runtime (the
# guide docs/guides/sycl-runtime.md explains each step; scripts/demo calls
# this). The device code is four "translation units" of hand-written
# DPC++-style IR (device/*.ll, one "sycl-module-id" each); the host program
# is host.cpp. For each chain:
#   device link      llvm-link device/*.ll -> one module, as DPC++'s device link
#   post-link        opt + spirv-props: spec-constants<mode=native>,
#                    deadargelim-sycl, device-code-split<split=...;
#                    symbols;properties> -> images, .sym, .prop, a file table
#   to SPIR-V        each image through a translator, spirv-val on each
#                    binary; the table's Code column rewritten to the .spv
#                    files (what DPC++'s llvm-foreach + file-table-tform do)
#   wrapper          opt + spirv-props: sycl-offload-wrapper<table=...> on an
#                    empty module -> clang -c -> the wrapper object
#   host link        host.o + the wrapper object + -lsycl
#   run              on the OpenCL CPU device: host.cpp's checks, one
#                    "[runtime] ...: OK" line each
# Chains: LLVM 15 (opt-15 and the plugin for LLVM 15) split per source with
# Intel's 2024.2 translator and with llvm-spirv-15, split per kernel with
# Intel's; LLVM 22 (opt-22 and its plugin) split per source with LLVM's
# SPIR-V backend (llc-22). The first also takes device/emulated/ (a kernel
# whose constant spec-constants<mode=emulation> lowers) through a device
# link and wrapper object of its own, linked into the same program
# (host --emulated). Artifacts in OUT_DIR/llvm<N>-<split>-<end>/.
# Usage: run.sh OUT_DIR (scripts/setup and both plugins built first:
# source scripts/tools.sh; build_plugin 15; build_plugin 22).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
# scripts/tools.sh (where the tools are; $root), fail and step, and the
# steps this shares with examples/sycl-upstream-clang: the runtime's check
# and environment (sycl_run), the host program's compile and link,
# translate, wrap (examples/sycl-common/steps.sh).
source "$here/../sycl-common/steps.sh"
sycl_begin "${1:?usage: run.sh OUT_DIR}"  # $out: OUT_DIR, emptied

# The host program, compiled once.
sycl_host_compile "$here/host.cpp" "$out/host.o"

# The images' contents, from the .sym and .prop (scripts/propfile.py).
summary() { # SYM PROP
  python3 -c '
import sys; sys.path.insert(0, sys.argv[1]); import propfile
sets = propfile.read(sys.argv[3])
kernels = ", ".join(l.strip() for l in open(sys.argv[2]) if l.strip())
aspects = sets.get("SYCL/device requirements", {}).get("aspects", b"")
out = ["aspects " + (",".join(str(int.from_bytes(aspects[i:i + 4], "little")) for i in range(0, len(aspects), 4)) or "none")]
for k, v in sets.get("SYCL/kernel param opt", {}).items():
    if any(v): out.append(f"{k} without parameter " + ",".join(str(i) for i in range(len(v) * 8) if v[i // 8] >> (i % 8) & 1))
for k in sets.get("SYCL/specialization constants", {}): out.append("constant " + k)
print(kernels + ": " + "; ".join(out))' "$root/scripts" "$1" "$2"
}

# Each image of TABLE to SPIR-V through END, and a line saying what it
# holds (PREFIX before the image's name).
images() { # END TABLE [PREFIX]
  local code prop sym what
  while IFS='|' read -r code prop sym; do
    translate "$1" "$code"
    what="$(summary "$sym" "$prop")" || fail "reading $prop"
    step "${3:-}$(basename "${code%.bc}.spv")" "$what"
  done < <(tail -n +2 "$2")
}

chain() { # LLVM SPLIT END [emulated]
  local llvm="$1" split="$2" end="$3" emulated="${4:-}"
  local dir="$out/llvm$llvm-$split-$end" opt plugin link
  mkdir -p "$dir"
  if [ "$llvm" = 15 ]; then
    opt="$OPT" plugin="$PLUGIN" link=/usr/bin/llvm-link-15
  else
    opt="$OPT_22" plugin="$PLUGIN_22" link=/usr/bin/llvm-link-22
  fi
  echo "== LLVM $llvm, split=$split, $end"
  "$link" "$here"/device/*.ll -o "$dir/device.bc" || fail "llvm-link ($dir)"
  step "llvm-link-$llvm" "$(cd "$here" && echo device/*.ll | sed 's/ /, /g') -> device.bc"
  local post="spec-constants<mode=native>,deadargelim-sycl,device-code-split<split=$split;out=$dir/app.table;symbols;properties>"
  "$opt" -load-pass-plugin "$plugin" -disable-output "$dir/device.bc" -passes="$post" || fail "post-link ($dir)"
  step "opt-$llvm + spirv-props" "$post"
  images "$end" "$dir/app.table"
  step "$end + spirv-val" "$(($(wc -l < "$dir/app.table") - 1)) images, valid (2025.5 and 2023.1)"
  wrap "$opt" "$plugin" "$dir/app.table" "$dir"
  step "sycl-offload-wrapper" "app.spv.table -> wrapper.bc -> clang-22 -c -> wrapper.o"
  local objects=("$dir/wrapper.o") args=()
  if [ -n "$emulated" ]; then
    # The kernel of device/emulated/, with its constant emulated: a device
    # link and wrapper object of its own (one lowering mode per module),
    # linked into the same program.
    local edir="$dir/emulated"
    mkdir -p "$edir"
    "$link" "$here"/device/emulated/*.ll -o "$edir/device.bc" || fail "llvm-link ($edir)"
    post="spec-constants<mode=emulation>,deadargelim-sycl,device-code-split<split=$split;out=$edir/app.table;symbols;properties>"
    "$opt" -load-pass-plugin "$plugin" -disable-output "$edir/device.bc" -passes="$post" || fail "post-link ($edir)"
    step "opt-$llvm + spirv-props" "device/emulated/*.ll: ${post%%,device-code-split*},device-code-split<...>"
    images "$end" "$edir/app.table" emulated/
    wrap "$opt" "$plugin" "$edir/app.table" "$edir"
    step "sycl-offload-wrapper" "emulated/app.spv.table -> emulated/wrapper.o"
    objects+=("$edir/wrapper.o") args+=(--emulated)
  fi
  sycl_host_link "$dir/host" "$out/host.o" "${objects[@]}"
  sycl_run "$dir/host" "LLVM $llvm, split=$split, $end" "${args[@]}" || fail "the SYCL program ($dir)"
}

chain 15 source intel-2024.2 emulated
chain 15 source llvm-spirv-15
chain 15 kernel intel-2024.2
chain 22 source llc-22
