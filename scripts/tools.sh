# Sourced by scripts/demo and scripts/test: where every tool lives.
# Run scripts/setup first.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
LLVM15=/usr/lib/llvm-15/bin
CLANG="$LLVM15/clang"
OPT="$LLVM15/opt"
LLVM_SPIRV_15=/usr/bin/llvm-spirv-15
LLC_22=/usr/lib/llvm-22/bin/llc
SPIRV_VAL=/usr/bin/spirv-val
SPIRV_DIS=/usr/bin/spirv-dis
VENV="$root/.venv"
SITE="$("$VENV/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
LLVM_SPIRV_INTEL="$SITE/dpcpp_llvm_spirv/bin/llvm-spirv"
SPIRV_VAL_2025="$SITE/cmeel.prefix/bin/spirv-val"
SPIRV_DIS_2025="$SITE/cmeel.prefix/bin/spirv-dis"
PLUGIN="$root/target/release/libspirv_props.so"
