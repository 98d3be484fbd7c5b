#!/usr/bin/env bash
# SYCL on upstream LLVM: kernels compiled by upstream clang 22's SYCL device
# mode, spirv-props as the middle and post-link stage, LLVM's SPIR-V
# backend, and Intel's SYCL runtime (the guide
# docs/guides/sycl-upstream-clang.md explains each step; scripts/demo calls
# this):
#   device compile   clang++-22 -cc1 -fsycl-is-device kernels.cpp -> IR
#                    (three kernels, [[clang::sycl_kernel_entry_point]])
#   middle, post-link opt-22 + spirv-props (LLVM 22 build): default<O2>,
#                    device-code-split<split=kernel|source;symbols;properties>
#   to SPIR-V        llc-22 -mtriple=spirv64 on each image, spirv-val on each
#                    binary, the table's Code column rewritten to the .spv
#   wrapper          opt-22 + spirv-props: sycl-offload-wrapper<table=...>
#                    on an empty module -> clang-22 -c -> wrapper.o
#   host link        host.cpp (clang++-22, no -fsycl) + wrapper.o + -lsycl
#   run              on the OpenCL CPU device: host.cpp's checks, one
#                    "[runtime] upstream clang: ...: OK" line each
# Both splits: per kernel (three images) and per source (one: upstream
# clang writes no "sycl-module-id", so every kernel has the same key).
# Usage: run.sh OUT_DIR (scripts/setup first, and the LLVM 22 plugin built:
# source scripts/tools.sh; build_plugin 22).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
# scripts/tools.sh (where the tools are; $root), fail and step, and the
# steps this shares with examples/sycl-runtime: the runtime's check
# and environment (sycl_run), the host program's compile and link,
# translate, wrap (examples/sycl-common/steps.sh).
source "$here/../sycl-common/steps.sh"
sycl_begin "${1:?usage: run.sh OUT_DIR}"  # $out: OUT_DIR, emptied
[ -f "$PLUGIN_22" ] || fail "no LLVM 22 plugin at $PLUGIN_22: source scripts/tools.sh; build_plugin 22"

# Device compile: upstream clang's SYCL device mode, the triple DPC++ uses
# (-aux-triple: the host's, as the driver passes it). -O2
# -disable-llvm-passes: clang's -O2 code generation (no optnone on every
# function, as -O0 would put there) without its optimizer, which opt runs.
"$SYCL_CXX" -cc1 -fsycl-is-device -triple spir64-unknown-unknown -aux-triple x86_64-pc-linux-gnu \
  -std=c++17 -O2 -disable-llvm-passes -emit-llvm "$here/kernels.cpp" -o "$out/kernels.ll" \
  || fail "clang++-22 -fsycl-is-device kernels.cpp"
step "clang++-22 -fsycl-is-device" "kernels.cpp -> kernels.ll"
# What it emitted: each kernel, its one byval parameter and that type.
while read -r name type; do
  step "" "spir_kernel @$name(ptr byval($type)), $type = $(sed -n "s/^$type = type //p" "$out/kernels.ll")"
done < <(sed -n 's/^define .*spir_kernel void @\([^(]*\)(ptr noundef byval(\([^)]*\)).*/\1 \2/p' "$out/kernels.ll")
# And what it does not emit, which DPC++'s device compile does (the guide
# says what our passes do without it): fail if that changes.
for marker in '"sycl-module-id"' '"sycl-optlevel"' '"uniform-work-group-size"' '!sycl_used_aspects' \
    '!sycl_fixed_targets' '!kernel_arg_' 'weak_odr'; do
  ! grep -qF -- "$marker" "$out/kernels.ll" || fail "kernels.ll has $marker: upstream clang changed, update the guide"
done
step "" "none of DPC++'s \"sycl-module-id\", \"sycl-optlevel\", \"uniform-work-group-size\", !sycl_used_aspects, !sycl_fixed_targets, !kernel_arg_*, weak_odr"

# The host program, compiled once.
sycl_host_compile "$here/host.cpp" "$out/host.o"

# An image's property sets (scripts/propfile.py reads them as the runtime
# does): the aspects it requires, and which sets there are.
properties() { # PROP
  python3 -c '
import sys; sys.path.insert(0, sys.argv[1]); import propfile
sets = propfile.read(sys.argv[2])
a = sets.get("SYCL/device requirements", {}).get("aspects", b"")
aspects = ",".join(str(int.from_bytes(a[i:i + 4], "little")) for i in range(0, len(a), 4)) or "none"
print("aspects " + aspects + "; property sets: " + ", ".join("[" + s + "]" for s in sets))' "$root/scripts" "$1"
}

chain() { # SPLIT
  local split="$1" dir="$out/split-$1"
  mkdir -p "$dir"
  echo "== upstream clang, split=$split"
  local passes="default<O2>,device-code-split<split=$split;out=$dir/app.table;symbols;properties>"
  # opt-22 warns that it cannot make a target machine for spir64 (LLVM 22
  # registers spirv64): harmless, the passes need none.
  "$OPT_22" -load-pass-plugin "$PLUGIN_22" -disable-output "$out/kernels.ll" -passes="$passes" \
    2> >(grep -v "failed to create target machine for 'spir64-unknown-unknown'" >&2) \
    || fail "opt-22 ($dir)"
  step "opt-22 + spirv-props" "${passes//$out\//}"
  # Each image to SPIR-V with LLVM's SPIR-V backend, validated.
  local code prop sym
  while IFS='|' read -r code prop sym; do
    translate llc-22 "$code"
    step "$(basename "${code%.bc}.spv")" "$(paste -sd, "$sym" | sed 's/,/, /g'): $(properties "$prop")"
  done < <(tail -n +2 "$dir/app.table")
  step "llc-22 + spirv-val" "images: $(($(wc -l < "$dir/app.table") - 1)), valid (spirv-val 2025.5 and 2023.1)"
  # The Code column rewritten to name the .spv files, the wrapper object.
  wrap "$OPT_22" "$PLUGIN_22" "$dir/app.table" "$dir"
  step "sycl-offload-wrapper" "app.spv.table -> wrapper.bc -> clang-22 -c -> wrapper.o"
  sycl_host_link "$dir/host" "$out/host.o" "$dir/wrapper.o"
  sycl_run "$dir/host" "split=$split" || fail "the SYCL program ($dir)"
}

chain kernel
chain source
