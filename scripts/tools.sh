# Sourced by scripts/demo, scripts/test and scripts/install: where every tool
# lives, and where each LLVM's plugin is built. Run scripts/setup first.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
LLVM15=/usr/lib/llvm-15/bin
LLVM22=/usr/lib/llvm-22/bin
CLANG="$LLVM15/clang"
OPT="$LLVM15/opt"
OPT_22="$LLVM22/opt"
LLVM_SPIRV_15=/usr/bin/llvm-spirv-15
LLC_22="$LLVM22/llc"
SPIRV_VAL=/usr/bin/spirv-val
SPIRV_DIS=/usr/bin/spirv-dis
VENV="$root/.venv"
if [ -x "$VENV/bin/python" ]; then
  SITE="$("$VENV/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
  LLVM_SPIRV_INTEL="$SITE/dpcpp_llvm_spirv/bin/llvm-spirv"
  SPIRV_VAL_2025="$SITE/cmeel.prefix/bin/spirv-val"
  SPIRV_DIS_2025="$SITE/cmeel.prefix/bin/spirv-dis"
fi

# One cargo target directory per LLVM major, so the four builds coexist:
# LLVM 15 (the default features) in the usual one, the others in llvm<N>/
# under it. Honours CARGO_TARGET_DIR.
target_base="${CARGO_TARGET_DIR:-$root/target}"
plugin_target_dir() { # MAJOR
  if [ "$1" = 15 ]; then echo "$target_base"; else echo "$target_base/llvm$1"; fi
}
plugin_dir() { # MAJOR: where the release build puts libspirv_props.so
  echo "$(plugin_target_dir "$1")/release"
}
# A line on stderr says what is built (a first build takes minutes); on a
# terminal cargo's own progress follows. SPIRV_PROPS_QUIET=1: neither.
build_plugin() { # MAJOR
  local quiet=(-q)
  if [ -z "${SPIRV_PROPS_QUIET:-}" ]; then
    echo "[build] the plugin for LLVM $1: cargo build --release (a first build takes a few minutes)" >&2
    if [ -t 2 ]; then quiet=(); fi
  fi
  # Without SOURCE_DATE_EPOCH: the cc crate's build scripts rerun when it
  # changes (scripts/package exports it), and a build with it and one
  # without would each rebuild LLVM's bindings and the plugin (a minute
  # per LLVM). Nothing of the plugin depends on it.
  (cd "$root" && env -u SOURCE_DATE_EPOCH cargo build --release "${quiet[@]}" --target-dir "$(plugin_target_dir "$1")" \
    -p spirv-props --no-default-features --features "llvm$1")
}
PLUGIN="$(plugin_dir 15)/libspirv_props.so"
PLUGIN_22="$(plugin_dir 22)/libspirv_props.so"
