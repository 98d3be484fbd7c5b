#!/usr/bin/env bash
# Builds examples/nvptx/tiled_stencil.ll into PTX for the H100 (sm_90):
# localaccessortosharedmemory, globaloffset, default<O2> (opt with the
# plugin built for that LLVM), then llc. Usage: build.sh LLVM_MAJOR OUT_DIR
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
echo "built $out/tiled_stencil.ptx (LLVM $major)"
