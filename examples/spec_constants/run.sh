#!/usr/bin/env bash
# Specialization constants, native, end to end (scripts/demo calls it):
# spec_constants.ll -> opt-15 'spec-constants<mode=native>,
# compile-time-properties,default<O2>' -> device-code-split<split=kernel;
# properties> (the image and its .prop) -> llvm-spirv-15, Intel's 2024.2
# translator, llc-22 -> spirv-val 2025.5, which must see one OpSpecConstant
# with a SpecId per leaf the .prop lists and the struct as an
# OpSpecConstantComposite -> Intel's OpenCL CPU runtime, twice per end:
# with the defaults, and with every leaf set through
# clSetProgramSpecializationConstant before the build, the SpecIds read
# from the image's [SYCL/specialization constants] (scripts/run_kernel.py
# computes the expected results from the values). Usage: run.sh OUT_DIR.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
source "$root/scripts/tools.sh"
out="${1:?usage: run.sh OUT_DIR}"
fail() { echo "FAILED: $*" >&2; exit 1; }
step() { printf '   %-28s %s\n' "$1" "$2"; }
ends=(llvm-spirv-15 intel-2024.2 llc-22)
rm -rf "$out" && mkdir -p "$out"
pipeline='spec-constants<mode=native>,compile-time-properties,default<O2>'
"$OPT" -load-pass-plugin "$PLUGIN" -passes="$pipeline" "$here/spec_constants.ll" -o "$out/sc.bc" || fail "opt"
step "opt + spirv-props" "$pipeline"
"$OPT" -load-pass-plugin "$PLUGIN" -disable-output "$out/sc.bc" \
  -passes="device-code-split<split=kernel;out=$out/sc.table;properties;symbols>" || fail "split"
IFS='|' read -r code prop sym < <(tail -n +2 "$out/sc.table")
[ "$(tail -n +2 "$out/sc.table" | wc -l)" = 1 ] || fail "expected one image"
kernel="$(head -1 "$sym")"
step "device-code-split" "$code, $prop: $(python3 "$root/scripts/propfile.py" "$prop" | sed -n '/^\[SYCL\/specialization constants\]/,$p' | grep -v '^\[' | sed 's/^uid[0-9a-f]*____//' | paste -sd';' | sed 's/;/; /g')"
# The SpecIds the .prop gives the leaves (padding, ID 0xffffffff, skipped).
prop_ids="$(python3 -c '
import sys; sys.path.insert(0, sys.argv[1]); import propfile
m = propfile.read(sys.argv[2])["SYCL/specialization constants"]
ids = sorted(int.from_bytes(b[i:i + 4], "little") for b in m.values() for i in range(0, len(b), 12))
print(", ".join(str(i) for i in ids if i != 0xFFFFFFFF))' "$root/scripts" "$prop")"
leaves="$(tr -cd , <<< "$prop_ids" | wc -c)"; leaves=$((leaves + 1))
"$LLVM_SPIRV_15" "$code" -o "$out/sc.llvm-spirv-15.spv" || fail "llvm-spirv-15"
"$LLVM_SPIRV_INTEL" "$code" -o "$out/sc.intel-2024.2.spv" || fail "Intel llvm-spirv 2024.2"
"$LLC_22" -mtriple=spirv64-unknown-unknown -filetype=obj "$code" -o "$out/sc.llc-22.spv" || fail "llc-22"
for end in "${ends[@]}"; do
  spv="$out/sc.$end.spv"
  "$SPIRV_VAL_2025" "$spv" || fail "spirv-val 2025.5 $spv"
  dis="$("$SPIRV_DIS_2025" "$spv")"
  ids="$(sed -n 's/.*OpDecorate %[A-Za-z_0-9]* SpecId \([0-9]*\)/\1/p' <<< "$dis" | sort -n | paste -sd, | sed 's/,/, /g')"
  nspec="$(grep -c '= OpSpecConstant ' <<< "$dis" || true)"
  ncomp="$(grep -c '= OpSpecConstantComposite ' <<< "$dis" || true)"
  step "$end + spirv-val" "valid (2025.5); SpecId $ids; $nspec OpSpecConstant, $ncomp OpSpecConstantComposite"
  # No padding leaves here: one OpSpecConstant per .prop triple.
  [ "$nspec" -eq "$leaves" ] && [ "$ncomp" -eq 1 ] || fail "$end: $nspec OpSpecConstant ($leaves leaves in $prop), $ncomp composites"
  [ "$ids" = "$prop_ids" ] || fail "$end: SpecIds $ids, the .prop gives $prop_ids"
done
k="$(grep -o '^[^=]*ZL1k' "$prop")"
s="$(grep -o '^[^=]*ZL1s' "$prop")"
for end in "${ends[@]}"; do
  for set in defaults values; do
    args=(--kernel "$kernel" --expect-wg 8,1,1 --op spec-scale-add --spec-prop "$prop" --label "$end, $set")
    [ "$set" = values ] && args+=(--spec "$k=-7" --spec "$s=1000,-123456")
    LD_PRELOAD="$VENV/lib/libintelocl.so" LD_LIBRARY_PATH="$VENV/lib" \
      "$VENV/bin/python" "$root/scripts/run_kernel.py" "$out/sc.$end.spv" "${args[@]}" || fail "runtime ($end, $set)"
  done
done
