// bench/intel/esimd_stand_in.h: our stand-in for Intel's
// llvm/SYCLLowerIR/ESIMD/ESIMDUtils.h. bench/versus.py copies it to that
// path in its build directory, so Intel's CompileTimePropertiesPass.cpp
// includes this instead of the real header (which pulls in the ESIMD
// lowering). Declares the one function the pass uses; bench/intel/plugin.cpp
// defines it.
#pragma once

namespace llvm {
class Function;
namespace esimd {
// Whether F is an ESIMD function (carries "sycl_explicit_simd" metadata).
bool isESIMD(const Function &F);
} // namespace esimd
} // namespace llvm
