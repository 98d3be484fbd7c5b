# Sourced by examples/sycl-runtime/run.sh and examples/sycl-upstream-clang/run.sh:
# the steps both take their device code and host program through; it
# sources scripts/tools.sh (where every tool is, $root). A file of its own
# rather than functions in tools.sh: these exit the script on failure
# (fail), which the shells that source tools.sh (a reader's terminal, the
# guides' runnable blocks, scripts/demo, test, install, package) must not
# get, and only these two examples use them.
source "$(cd "$(dirname "${BASH_SOURCE[0]}")/../../scripts" && pwd)/tools.sh"
fail() { echo "FAILED: $*" >&2; exit 1; }
step() { printf '   %-28s %s\n' "$1" "$2"; }

# Where the SYCL runtime is (scripts/setup: the pip packages in .venv, the
# Unified Runtime's OpenCL adapter in .venv/sycl-opencl-adapter): libsycl,
# the Unified Runtime loader and Intel's OpenCL CPU runtime in .venv/lib.
SYCL_ADAPTER_DIR="$VENV/sycl-opencl-adapter"
sycl_runtime_check() {
  [ -f "$VENV/lib/libsycl.so.9" ] && [ -f "$SYCL_ADAPTER_DIR/libur_adapter_opencl.so.0" ] \
    || fail "the SYCL runtime is not installed: run scripts/setup"
}

# A run's start: OUT_DIR emptied (made if need be) and set as $out, an
# absolute path; the runtime checked.
sycl_begin() { # OUT_DIR
  rm -rf "$1" && mkdir -p "$1"
  out="$(cd "$1" && pwd)"
  sycl_runtime_check
}

# Runs a SYCL program on the runtime: libsycl and its loader from
# .venv/lib, which dlopens the OpenCL adapter (found on LD_LIBRARY_PATH),
# which reaches Intel's OpenCL CPU runtime through the OpenCL ICD loader
# (OCL_ICD_FILENAMES: the ICD file the wheel ships points elsewhere).
sycl_run() { # EXE ARGS...
  OCL_ICD_FILENAMES="$VENV/lib/libintelocl.so" \
    LD_LIBRARY_PATH="$SYCL_ADAPTER_DIR:$VENV/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" "$@"
}

# The host program: plain clang++, no -fsycl, against the wheel's headers
# (SYCL_DISABLE_FSYCL_SYCLHPP_WARNING: sycl.hpp warns when it is compiled
# without -fsycl). It includes ../sycl-common/host_checks.hpp by its path.
SYCL_CXX=/usr/bin/clang++-22
sycl_host_compile() { # HOST.cpp HOST.o
  "$SYCL_CXX" -std=c++17 -DSYCL_DISABLE_FSYCL_SYCLHPP_WARNING -I"$VENV/include" -O1 \
    -c "$1" -o "$2" || fail "clang++-22 $(basename "$1")"
  step "clang++-22 (no -fsycl)" "$(basename "$1") -> $(basename "$2")"
}

# HOST.o and the wrapper objects linked with -lsycl into EXE (-lOpenCL:
# one check asks OpenCL; -rpath-link: the wheel's libOpenCL.so needs its
# neighbours at link time). The objects are named from EXE's folder.
sycl_host_link() { # EXE HOST.o OBJECT...
  local exe="$1" host="$2" dir
  dir="$(dirname "$1")"
  shift 2
  "$SYCL_CXX" "$host" "$@" -L"$VENV/lib" -Wl,-rpath-link,"$VENV/lib" -lsycl -lOpenCL \
    -o "$exe" || fail "link ($dir)"
  step "clang++-22 -lsycl" "$(basename "$host") + $(echo "${@#"$dir"/}" | sed 's/ / + /g') -> $(basename "$exe") (-lOpenCL: one check asks OpenCL)"
}

# SPIR-V image IMAGE.bc -> IMAGE.spv through END, validated (spirv-val
# 2025.5 and 2023.1).
translate() { # END IMAGE.bc
  local end="$1" code="$2" spv="${2%.bc}.spv"
  case "$end" in
    # Intel's translator keeps the builtin variable in CrossWorkgroup
    # storage; at SPIR-V 1.4, which nsw's NoSignedWrap would bring, the
    # entry points' interface must list it and does not (spirv-val rejects
    # it): 1.3 at most keeps SPIR-V 1.0, as DPC++'s own images in the dpnp
    # wheel are.
    intel-2024.2) "$LLVM_SPIRV_INTEL" --spirv-max-version=1.3 "$code" -o "$spv" ;;
    llvm-spirv-15) "$LLVM_SPIRV_15" "$code" -o "$spv" ;;
    # LLVM's SPIR-V backend. No --spirv-ext=all: with it, llc-22 gives a
    # kernel with float arithmetic an FPFastMathDefault execution mode
    # without the FloatControls2 capability, which spirv-val rejects.
    llc-22) "$LLC_22" -mtriple=spirv64-unknown-unknown -filetype=obj "$code" -o "$spv" ;;
  esac || fail "$end $code"
  "$SPIRV_VAL_2025" "$spv" || fail "spirv-val 2025.5 $spv"
  "$SPIRV_VAL" "$spv" || fail "spirv-val $spv"
}

# The Code column of TABLE (found by its name in the header) rewritten
# from .bc to .<EXT>, into NEW; the other columns as they were.
rewrite_code() { # TABLE EXT NEW
  awk -F'|' -v OFS='|' -v ext="$2" '
    NR == 1 { h = $0; gsub(/^\[|\]$/, "", h); n = split(h, cols, "|")
              for (i = 1; i <= n; i++) if (cols[i] == "Code") code = i
              if (!code) { print "no Code column in " FILENAME > "/dev/stderr"; exit 1 }
              print; next }
    { sub(/\.bc$/, "." ext, $code); print }' "$1" > "$3"
}

# TABLE's images' SPIR-V wrapped for the host: sycl-offload-wrapper on an
# empty module, then DIR/wrapper.o.
wrap() { # OPT PLUGIN TABLE DIR
  local opt="$1" plugin="$2" table="$3" dir="$4"
  rewrite_code "$table" spv "${table%.table}.spv.table" || fail "table ($table)"
  # An empty module for the host, with clang's own triple (clang -c would
  # warn that it overrides any other).
  printf 'target triple = "%s"\n' "$(/usr/bin/clang-22 -print-target-triple)" > "$dir/empty.ll"
  "$opt" -load-pass-plugin "$plugin" -passes="sycl-offload-wrapper<table=${table%.table}.spv.table>" \
    "$dir/empty.ll" -o "$dir/wrapper.bc" || fail "sycl-offload-wrapper ($dir)"
  /usr/bin/clang-22 -c "$dir/wrapper.bc" -o "$dir/wrapper.o" || fail "clang-22 -c wrapper.bc ($dir)"
}
