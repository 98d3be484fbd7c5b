// bench/intel/plugin.cpp: an opt plugin around Intel's CompileTimePropertiesPass
// (intel/llvm, llvm/lib/SYCLLowerIR/CompileTimePropertiesPass.cpp, the pass
// of DPC++'s sycl-post-link), for bench/versus.py only. Our code: Intel's
// sources are not in this repository; bench/versus.py compiles them from the
// user's checkout of intel/llvm (--intel-src) together with this file.
//
// What it provides:
//   - llvmGetPassPluginInfo: registers Intel's pass under the pipeline name
//     `intel-compile-time-properties`, so that
//       opt -load-pass-plugin libintel_ctp.so -passes=intel-compile-time-properties
//     runs it exactly as sycl-post-link does (one module pass, new pass
//     manager). The name differs from ours (`compile-time-properties`) so a
//     pipeline never means one when the other was loaded.
//   - llvm::esimd::isESIMD: the one function the pass takes from
//     ESIMD/ESIMDUtils.cpp, which would drag in the ESIMD lowering; the
//     build gives the pass a stand-in ESIMDUtils.h (esimd_stand_in.h)
//     declaring only this. Same behaviour as Intel's: a function is ESIMD
//     when it carries the "sycl_explicit_simd" metadata (ESIMD_MARKER_MD).

#include "llvm/IR/Function.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#if __has_include("llvm/Plugins/PassPlugin.h")
#include "llvm/Plugins/PassPlugin.h" // LLVM 22 and later
#else
#include "llvm/Passes/PassPlugin.h"
#endif
#include "llvm/SYCLLowerIR/CompileTimePropertiesPass.h"

namespace llvm {
namespace esimd {
bool isESIMD(const Function &F) {
  return F.getMetadata("sycl_explicit_simd") != nullptr;
}
} // namespace esimd
} // namespace llvm

extern "C" LLVM_ATTRIBUTE_WEAK ::llvm::PassPluginLibraryInfo
llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "intel-compile-time-properties",
          "bench", [](llvm::PassBuilder &PB) {
            PB.registerPipelineParsingCallback(
                [](llvm::StringRef Name, llvm::ModulePassManager &MPM,
                   llvm::ArrayRef<llvm::PassBuilder::PipelineElement>) {
                  if (Name != "intel-compile-time-properties")
                    return false;
                  MPM.addPass(llvm::CompileTimePropertiesPass());
                  return true;
                });
          }};
}
