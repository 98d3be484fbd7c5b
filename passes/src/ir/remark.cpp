// spirv-props gap-filler, part two: optimization remarks. LLVM-C has no
// remarks at all; gap.cpp's diagnostics are plain messages of a kind of our
// own, which `-pass-remarks*` and the remark streamer ignore. A remark here
// is LLVM's own OptimizationRemark / OptimizationRemarkMissed /
// OptimizationRemarkAnalysis, sent through LLVMContext::diagnose, so every
// consumer LLVM has works without our knowing of it: opt's
// `-pass-remarks=<regex>` (-missed, -analysis), `-pass-remarks-output=f.yaml`
// with `-pass-remarks-filter=`, clang's `-Rpass=` and
// `-fsave-optimization-record`.
//
// A remark is about a function (DiagnosticInfoIROptimization takes one, the
// YAML's `Function:`): an instruction gives its function and debug location,
// a parameter its function. A global variable has no function: it gets one of
// its own, a detached `void()` declaration named like the global and never
// added to a module, so that `Function:` names the global and the remark
// needs no function that happens to be in the module (a module of globals
// only has none). What is about the module (`!spirv.ExecutionMode`, the
// split's entry points) gets such a function named for it. It is deleted
// after the remark has gone through.
//
// Same rules as gap.cpp: noexcept by construction, borrowed strings.
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/DiagnosticHandler.h>
#include <llvm/IR/DiagnosticInfo.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Instruction.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/LLVMRemarkStreamer.h>
#include <llvm/Remarks/RemarkStreamer.h>
#include <llvm-c/Types.h>

#include <cstddef>
#include <memory>

using namespace llvm;

extern "C" {

// Which remark kinds a pass named Pass would see delivered, as bits: 1
// passed, 2 missed, 4 analysis. A remark file (`-pass-remarks-output`,
// `-fsave-optimization-record`) takes every kind whose pass name its filter
// matches; the handler (`-pass-remarks*`, `-Rpass*`) takes those its options
// name. Asked once per pass run, so a run with remarks off builds none.
int spvp_remarks_enabled(LLVMContextRef C, const char *Pass, size_t PassLen) {
  LLVMContext &Ctx = *unwrap(C);
  StringRef P(Pass, PassLen);
  if (Ctx.getLLVMRemarkStreamer())
    if (remarks::RemarkStreamer *RS = Ctx.getMainRemarkStreamer();
        !RS || RS->matchesFilter(P))
      return 7;
  const DiagnosticHandler *H = Ctx.getDiagHandlerPtr();
  if (!H)
    return 0;
  return (H->isPassedOptRemarkEnabled(P) ? 1 : 0) |
         (H->isMissedOptRemarkEnabled(P) ? 2 : 0) |
         (H->isAnalysisRemarkEnabled(P) ? 4 : 0);
}

// One argument of a remark: `Key: Val` in the YAML's `Args:`; the key
// "String" is the text between named arguments (as `R << "text"` makes it).
// With Value set, the argument is LLVM's for that value (its name, and a
// function's DISubprogram as the argument's DebugLoc), keyed Key.
struct SpvpRemarkArg {
  const char *Key;
  size_t KeyLen;
  const char *Val;
  size_t ValLen;
  LLVMValueRef Value;
};

} // extern "C"

namespace {

template <class R>
void emit(const Instruction *I, const Function &F, const char *Pass,
          StringRef Name, const SpvpRemarkArg *Args, size_t N) {
  R Rem = I ? R(Pass, Name, I) : R(Pass, Name, &F);
  using Arg = DiagnosticInfoOptimizationBase::Argument;
  for (size_t K = 0; K < N; ++K) {
    StringRef Key(Args[K].Key, Args[K].KeyLen);
    if (Args[K].Value)
      Rem << Arg(Key, unwrap(Args[K].Value));
    else
      Rem << Arg(Key, StringRef(Args[K].Val, Args[K].ValLen));
  }
  F.getContext().diagnose(Rem);
}

} // namespace

extern "C" {

// Emits remark Name of kind Kind (1 passed, 2 missed, 4 analysis) for pass
// Pass (NUL-terminated: LLVM keeps it as a `const char *`; it need only
// outlive the call) about At: an instruction, a function, a function's
// parameter, or a global variable; or, At null, about what Anchor names in
// context C (see the top of this file). The message is the arguments'
// values in order.
void spvp_remark(LLVMContextRef C, LLVMValueRef At, const char *Anchor,
                 size_t AnchorLen, int Kind, const char *Pass,
                 const char *Name, size_t NameLen, const SpvpRemarkArg *Args,
                 size_t N) {
  Value *V = At ? unwrap(At) : nullptr;
  const Instruction *I = dyn_cast_or_null<Instruction>(V);
  const Function *F = I ? I->getFunction() : dyn_cast_or_null<Function>(V);
  if (auto *A = dyn_cast_or_null<Argument>(V))
    F = A->getParent();
  std::unique_ptr<Function> Own;
  if (!F) {
    Own.reset(Function::Create(
        FunctionType::get(Type::getVoidTy(*unwrap(C)), false),
        GlobalValue::ExternalLinkage,
        V ? V->getName() : StringRef(Anchor, AnchorLen)));
    F = Own.get();
  }
  StringRef RName(Name, NameLen);
  switch (Kind) {
  case 1:
    emit<OptimizationRemark>(I, *F, Pass, RName, Args, N);
    break;
  case 2:
    emit<OptimizationRemarkMissed>(I, *F, Pass, RName, Args, N);
    break;
  default:
    emit<OptimizationRemarkAnalysis>(I, *F, Pass, RName, Args, N);
    break;
  }
}

} // extern "C"
