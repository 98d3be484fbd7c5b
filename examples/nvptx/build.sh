#!/usr/bin/env bash
# Builds examples/nvptx/tiled_stencil.ll into PTX for the H100 (sm_90):
# localaccessortosharedmemory, globaloffset, default<O2> (opt with the
# plugin built for that LLVM), then llc; and examples/nvptx/spec_constants.ll
# the same way after spec-constants<mode=emulation>. Usage: build.sh LLVM_MAJOR OUT_DIR
# (LLVM 16 or later: LLVM 15's llc does not know sm_90).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
major="${1:-22}"; out="${2:-$here/../../out/nvptx}"
. "$here/../../scripts/tools.sh"
plugin="$(plugin_dir "$major")/libspirv_props.so"
bin="/usr/lib/llvm-$major/bin"
mkdir -p "$out"
"$bin/opt" -load-pass-plugin "$plugin" \
  -passes='localaccessortosharedmemory,globaloffset,default<O2>' \
  "$here/tiled_stencil.ll" -S -o "$out/tiled_stencil.opt.ll"
"$bin/llc" -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 "$out/tiled_stencil.opt.ll" -o "$out/tiled_stencil.ptx"
grep -q '.extern .shared .align 4 .b8 tiled_stencil_shared_mem\[\]' "$out/tiled_stencil.ptx"
grep -q '.entry tiled_stencil_with_offset' "$out/tiled_stencil.ptx"
# Specialization constants emulated (a load from the kernel's buffer
# parameter each), with the target passes after them.
"$bin/opt" -load-pass-plugin "$plugin" \
  -passes='spec-constants<mode=emulation>,localaccessortosharedmemory,globaloffset,default<O2>,spirv-props-verify<strict>' \
  "$here/spec_constants.ll" -S -o "$out/spec_constants.opt.ll"
"$bin/llc" -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 "$out/spec_constants.opt.ll" -o "$out/spec_constants.ptx"
grep -q '.entry spec_stencil_with_offset' "$out/spec_constants.ptx"
! grep -q '2020SpecConstantValue' "$out/spec_constants.ptx"
echo "built $out/tiled_stencil.ptx and $out/spec_constants.ptx (LLVM $major)"
