#!/usr/bin/env bash
# Splits examples/split/app.ll every way (split=kernel, source, auto) with
# device-code-split on LLVM 15, then drives everything else from the file
# table, as the SYCL runtime would: for each row, spirv-exec-modes on the
# image, the three SPIR-V ends (llvm-spirv-15, Intel's 2024.2 translator,
# llc-22), spirv-val 2025.5 on each binary, and each kernel its .sym lists
# run from that image on Intel's OpenCL CPU runtime (scripts/run_kernel.py:
# results, the work-group size and, where the kernel requires one, the
# sub-group size as the runtime reads them). Usage: run.sh OUT_DIR
# (scripts/setup first; scripts/demo calls it).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
source "$root/scripts/tools.sh"
out="${1:?usage: run.sh OUT_DIR}"
fail() { echo "FAILED: $*" >&2; exit 1; }
ends=(llvm-spirv-15 intel-2024.2 llc-22)
for mode in kernel source auto; do
  dir="$out/$mode"
  rm -rf "$dir" && mkdir -p "$dir"
  "$OPT" -load-pass-plugin "$PLUGIN" -disable-output "$here/app.ll" \
    -passes="device-code-split<split=$mode;out=$dir/app.table;symbols;properties>" || fail "split=$mode"
  rows=$(($(wc -l < "$dir/app.table") - 1))
  echo "   split=$mode: $rows images ($(head -1 "$dir/app.table"))"
  [ "$(head -1 "$dir/app.table")" = "[Code|Properties|Symbols]" ] || fail "table header"
  tail -n +2 "$dir/app.table" | while IFS='|' read -r code prop sym; do
    base="${code%.bc}"
    "$OPT" -load-pass-plugin "$PLUGIN" -passes='spirv-exec-modes' "$code" -o "$base.modes.bc" || fail "spirv-exec-modes $code"
    "$LLVM_SPIRV_15" "$base.modes.bc" -o "$base.llvm-spirv-15.spv" || fail "llvm-spirv-15 $code"
    "$LLVM_SPIRV_INTEL" "$base.modes.bc" -o "$base.intel-2024.2.spv" || fail "Intel llvm-spirv 2024.2 $code"
    "$LLC_22" -mtriple=spirv64-unknown-unknown -filetype=obj "$base.modes.bc" -o "$base.llc-22.spv" || fail "llc-22 $code"
    kernels="$(paste -sd, "$sym")"
    echo "     $(basename "$code"): $kernels; $(sed -n 's/^reqd_sub_group_size=1|/sub-group size /p' "$prop")"
    for end in "${ends[@]}"; do
      "$SPIRV_VAL_2025" "$base.$end.spv" || fail "spirv-val 2025.5 $base.$end.spv"
      while read -r k; do
        args=(--kernel "$k" --expect-wg 8,4,2 --label "split=$mode $(basename "$code") $end")
        if grep -q '^reqd_sub_group_size=1|16$' "$prop"; then args+=(--expect-sg 16); fi
        LD_PRELOAD="$VENV/lib/libintelocl.so" LD_LIBRARY_PATH="$VENV/lib" \
          "$VENV/bin/python" "$root/scripts/run_kernel.py" "$base.$end.spv" "${args[@]}" || fail "runtime $k ($end)"
      done < "$sym"
    done
  done
done
