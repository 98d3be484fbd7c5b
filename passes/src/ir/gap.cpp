// spirv-props gap-filler: the few things LLVM-C (and so inkwell) cannot do.
//
// 1. String attributes on a global variable. `@g = global ... #0` with
//    `attributes #0 = { "sycl-host-access"="1" }` is how DPC++ front-ends
//    attach properties to globals; LLVM-C only reaches function and call-site
//    attributes.
// 2. Metadata as a value back to metadata. LLVM-C hands out nodes as
//    MetadataAsValue, and MetadataAsValue::get canonicalizes a node with one
//    constant operand (`!{i32 19}`) to that constant. LLVMValueAsMetadata
//    does not undo this (a decoration-list `!{!{i32 19}}` came out as
//    `!{i32 19}`, and a MetadataAsValue wrapped again crashed the printer).
// 3. Dead constant users (Constant::removeDeadConstantUsers), so a global
//    whose last user was deleted shows no uses.
// 4. Diagnostics through LLVMContext::diagnose, so a plugin error prints as
//    `error: ...` / `warning: ...` through whatever handler the host tool
//    installed, exactly like LLVM's own passes.
// 5. One attachment of a function or global by kind: LLVM-C can only copy
//    all of them, an allocation per lookup on every kernel.
//
// Everything else goes through inkwell / LLVM-C. Every function here is
// `noexcept` by construction (LLVM is built without exceptions) and takes
// borrowed, length-delimited strings so Rust never hands over ownership.
#include <llvm/IR/Attributes.h>
#include <llvm/IR/DiagnosticInfo.h>
#include <llvm/IR/DiagnosticPrinter.h>
#include <llvm/IR/GlobalObject.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/Support/ErrorHandling.h>
#include <llvm-c/Types.h>
#include <llvm/IR/Metadata.h>
#include <llvm/IR/Value.h>
#include <llvm/IR/Module.h>
#include <llvm/Config/llvm-config.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Instructions.h>
#include <llvm/Transforms/Utils/Cloning.h>
#include <llvm/Transforms/Utils/ValueMapper.h>

#include <cstddef>
#include <cstdint>

using namespace llvm;

namespace {

GlobalVariable *asGlobal(LLVMValueRef V) {
  return dyn_cast_or_null<GlobalVariable>(unwrap(V));
}

// A diagnostic of our own kind: LLVM 15 has no generic message-only class.
class SpirvPropsDiagnostic final : public DiagnosticInfo {
  StringRef Msg;

public:
  SpirvPropsDiagnostic(DiagnosticSeverity Sev, StringRef Msg)
      : DiagnosticInfo(kind(), Sev), Msg(Msg) {}
  static int kind() {
    static const int K = getNextAvailablePluginDiagnosticKind();
    return K;
  }
  void print(DiagnosticPrinter &DP) const override { DP << Msg; }
};

} // namespace

extern "C" {

// Number of attributes (string and enum) on a global variable; 0 if V is not
// a global variable.
size_t spvp_global_attr_count(LLVMValueRef V) {
  GlobalVariable *GV = asGlobal(V);
  return GV ? GV->getAttributes().getNumAttributes() : 0;
}

// The Index-th attribute of a global variable, in the attribute set's own
// (sorted, deterministic) order. Returns 1 for a string attribute and fills
// the key and value; 0 for an enum attribute or an index out of range.
int spvp_global_attr_at(LLVMValueRef V, size_t Index, const char **Key,
                        size_t *KeyLen, const char **Val, size_t *ValLen) {
  GlobalVariable *GV = asGlobal(V);
  if (!GV)
    return 0;
  size_t I = 0;
  for (const Attribute &A : GV->getAttributes()) {
    if (I++ != Index)
      continue;
    if (!A.isStringAttribute())
      return 0;
    StringRef K = A.getKindAsString(), S = A.getValueAsString();
    *Key = K.data();
    *KeyLen = K.size();
    *Val = S.data();
    *ValLen = S.size();
    return 1;
  }
  return 0;
}

// Looks up one string attribute. Returns 1 and fills the value if present.
int spvp_global_get_string_attr(LLVMValueRef V, const char *Key, size_t KeyLen,
                                const char **Val, size_t *ValLen) {
  GlobalVariable *GV = asGlobal(V);
  if (!GV || !GV->hasAttribute(StringRef(Key, KeyLen)))
    return 0;
  StringRef S = GV->getAttribute(StringRef(Key, KeyLen)).getValueAsString();
  *Val = S.data();
  *ValLen = S.size();
  return 1;
}

// Sets (adds or replaces) a string attribute. Returns 0 if V is not a global
// variable.
int spvp_global_set_string_attr(LLVMValueRef V, const char *Key, size_t KeyLen,
                                const char *Val, size_t ValLen) {
  GlobalVariable *GV = asGlobal(V);
  if (!GV)
    return 0;
  StringRef K(Key, KeyLen);
  AttributeSet AS = GV->getAttributes().removeAttribute(GV->getContext(), K);
  GV->setAttributes(AS.addAttribute(GV->getContext(), K, StringRef(Val, ValLen)));
  return 1;
}

// Removes a string attribute. Returns 1 if it was there.
int spvp_global_remove_string_attr(LLVMValueRef V, const char *Key,
                                   size_t KeyLen) {
  GlobalVariable *GV = asGlobal(V);
  StringRef K(Key, KeyLen);
  if (!GV || !GV->hasAttribute(K))
    return 0;
  GV->setAttributes(GV->getAttributes().removeAttribute(GV->getContext(), K));
  return 1;
}

// The metadata a value stands for. A MetadataAsValue is a node (LLVM-C gives
// nodes no other form): its node, rebuilt if it was canonicalized to a
// single constant (nodes are uniqued, so this is the same node). Any other
// value is wrapped as ValueAsMetadata.
LLVMMetadataRef spvp_as_metadata(LLVMValueRef V) {
  Value *Val = unwrap(V);
  if (auto *MAV = dyn_cast<MetadataAsValue>(Val)) {
    Metadata *MD = MAV->getMetadata();
    if (isa<ConstantAsMetadata>(MD))
      return wrap(MDNode::get(MAV->getContext(), {MD}));
    return wrap(MD);
  }
  return wrap(ValueAsMetadata::get(Val));
}

// Drops the constant expressions and aggregates that use V but are used by
// nothing themselves (what a deleted global's initializer leaves behind),
// so V's use list says whether anything still needs it. LLVM-C has no
// Constant::removeDeadConstantUsers.
void spvp_remove_dead_constant_users(LLVMValueRef V) {
  if (auto *C = dyn_cast_or_null<Constant>(unwrap(V)))
    C->removeDeadConstantUsers();
}

// Severity follows LLVMDiagnosticSeverity: 0 error, 1 warning, 2 remark,
// 3 note. The host's handler gets the diagnostic first, as with
// LLVMContext::diagnose; where it does not take it (opt), it is printed the
// way LLVMContext::diagnose would print it, but an error does not exit: a
// pass reports every error it found, then the caller stops the host
// (spvp_fatal). LLVMContext::diagnose itself would exit(1) on the first.
// Returns 1 if the host's handler took it (clang: it counts errors and fails
// the compilation itself), 0 if it was printed here (opt).
int spvp_diagnose(LLVMContextRef C, int Severity, const char *Msg,
                  size_t MsgLen) {
  DiagnosticSeverity Sev = Severity == 0   ? DS_Error
                           : Severity == 1 ? DS_Warning
                           : Severity == 2 ? DS_Remark
                                           : DS_Note;
  LLVMContext &Ctx = *unwrap(C);
  SpirvPropsDiagnostic DI(Sev, StringRef(Msg, MsgLen));
  // handleDiagnostics is not const, the accessor is: the handler is owned by
  // the context and LLVMContext::diagnose calls it the same way.
  if (auto *H = const_cast<DiagnosticHandler *>(Ctx.getDiagHandlerPtr()))
    if (H->handleDiagnostics(DI))
      return 1;
  DiagnosticPrinterRawOStream DP(errs());
  errs() << LLVMContext::getDiagnosticMessagePrefix(Sev) << ": ";
  DI.print(DP);
  errs() << "\n";
  return 0;
}

// The `!kind` attachment (kind id `Kind`) of a function or global variable,
// as the MDNode, or null. LLVM-C reads global attachments only by copying
// all of them (LLVMGlobalCopyAllMetadata), which allocates per lookup.
LLVMMetadataRef spvp_global_get_metadata(LLVMValueRef V, unsigned Kind) {
  auto *GO = dyn_cast_or_null<GlobalObject>(unwrap(V));
  return GO ? wrap(GO->getMetadata(Kind)) : nullptr;
}

// Appends MD (an MDNode) to named metadata `!Name`, created if absent.
// LLVM-C takes the node only as a MetadataAsValue, a value the context
// keeps for its lifetime; writers here never need one.
void spvp_named_metadata_add(LLVMModuleRef M, const char *Name,
                             size_t NameLen, LLVMMetadataRef MD) {
  unwrap(M)->getOrInsertNamedMetadata(StringRef(Name, NameLen))
      ->addOperand(unwrap<MDNode>(MD));
}

// A function like F with type FnTy (same parameter count) and F's body:
// name, linkage, address space, calling convention, attributes (those of the
// parameters listed in Cleared dropped), comdat, section and the rest of
// GlobalObject's properties, and every metadata attachment (!dbg included)
// move to the new function, inserted before F. The arguments of parameters
// not in Cleared are replaced by the new ones (which take their names); the
// others still have their uses in the moved body, for the caller to replace
// before spvp_function_replace. LLVM-C can create a function but copies
// none of this, and cannot move a body.
LLVMValueRef spvp_function_retyped(LLVMValueRef F, LLVMTypeRef FnTy,
                                   const unsigned *Cleared, size_t NCleared) {
  Function *Old = cast<Function>(unwrap(F));
  auto *Ty = cast<FunctionType>(unwrap(FnTy));
  LLVMContext &Ctx = Old->getContext();
  Function *New =
      Function::Create(Ty, Old->getLinkage(), Old->getAddressSpace(), "");
  Old->getParent()->getFunctionList().insert(Old->getIterator(), New);
  New->copyAttributesFrom(Old);
  New->setComdat(Old->getComdat());
  AttributeList Attrs = Old->getAttributes();
  for (size_t I = 0; I < NCleared; ++I)
    Attrs = Attrs.removeParamAttributes(Ctx, Cleared[I]);
  New->setAttributes(Attrs);
  New->takeName(Old);
#if LLVM_VERSION_MAJOR >= 16
  New->splice(New->begin(), Old);
#else
  New->getBasicBlockList().splice(New->begin(), Old->getBasicBlockList());
#endif
  SmallVector<std::pair<unsigned, MDNode *>, 4> MDs;
  Old->getAllMetadata(MDs);
  Old->clearMetadata();
  for (auto &[Kind, Node] : MDs)
    New->addMetadata(Kind, *Node);
  SmallVector<bool, 8> IsCleared(Old->arg_size(), false);
  for (size_t I = 0; I < NCleared; ++I)
    if (Cleared[I] < IsCleared.size())
      IsCleared[Cleared[I]] = true;
  for (unsigned I = 0; I < Old->arg_size(); ++I) {
    if (IsCleared[I])
      continue;
    Argument *A = Old->getArg(I), *B = New->getArg(I);
    A->replaceAllUsesWith(B);
    B->takeName(A);
  }
  return wrap(New);
}

// Replaces function F by New everywhere it is used (metadata such as
// !nvvm.annotations and @llvm.used entries; the caller has checked there
// are no calls), then deletes F. A typed-pointer module (LLVM 15) gives the
// two functions different pointer types: uses then see a bitcast.
void spvp_function_replace(LLVMValueRef F, LLVMValueRef NewF) {
  Function *Old = cast<Function>(unwrap(F));
  Function *New = cast<Function>(unwrap(NewF));
  if (Old->getType() == New->getType()) {
    Old->replaceAllUsesWith(New);
  } else {
    ValueAsMetadata::handleRAUW(Old, New);
    Old->replaceAllUsesWith(ConstantExpr::getBitCast(New, Old->getType()));
  }
  Old->eraseFromParent();
}

// A copy of F named Name, right after it, that takes one more parameter of
// type ParamTy (no attributes); the copy's body uses its own arguments, and
// its debug info is its own (CloneFunctionInto with global changes gives it
// a new DISubprogram: one subprogram per function, as the verifier wants).
// LLVM-C has no function cloning.
LLVMValueRef spvp_clone_with_param(LLVMValueRef F, LLVMTypeRef ParamTy,
                                   const char *Name, size_t NameLen) {
  Function *Old = cast<Function>(unwrap(F));
  FunctionType *OldTy = Old->getFunctionType();
  SmallVector<Type *, 8> Params(OldTy->param_begin(), OldTy->param_end());
  Params.push_back(unwrap(ParamTy));
  auto *Ty = FunctionType::get(OldTy->getReturnType(), Params, false);
  Function *New = Function::Create(Ty, Old->getLinkage(),
                                   Old->getAddressSpace(),
                                   StringRef(Name, NameLen));
  Old->getParent()->getFunctionList().insertAfter(Old->getIterator(), New);
  ValueToValueMapTy VMap;
  auto NewArg = New->arg_begin();
  for (Argument &A : Old->args()) {
    VMap[&A] = &*NewArg;
    NewArg->setName(A.getName());
    ++NewArg;
  }
  SmallVector<ReturnInst *, 8> Returns;
  CloneFunctionInto(New, Old, VMap, CloneFunctionChangeType::GlobalChanges,
                    Returns);
  return wrap(New);
}

// Replaces call Call by a call of Callee with the same arguments and Extra
// appended: calling convention, tail-call kind, call-site attributes (byval
// and the like stay on their arguments), operand bundles, metadata (!dbg)
// and name carry over. LLVM-C can build a call but copies none of these.
LLVMValueRef spvp_call_with_extra_arg(LLVMValueRef Call, LLVMValueRef Callee,
                                      LLVMValueRef Extra) {
  auto *Old = cast<CallInst>(unwrap(Call));
  auto *Fn = cast<Function>(unwrap(Callee));
  SmallVector<Value *, 8> Args(Old->arg_begin(), Old->arg_end());
  Args.push_back(unwrap(Extra));
  SmallVector<OperandBundleDef, 1> Bundles;
  Old->getOperandBundlesAsDefs(Bundles);
  CallInst *New = CallInst::Create(Fn->getFunctionType(), Fn, Args, Bundles);
#if LLVM_VERSION_MAJOR >= 20
  New->insertBefore(Old->getIterator());
#else
  New->insertBefore(Old);
#endif
  New->setCallingConv(Old->getCallingConv());
  New->setTailCallKind(Old->getTailCallKind());
  New->setAttributes(Old->getAttributes());
  New->copyMetadata(*Old);
  New->takeName(Old);
  Old->replaceAllUsesWith(New);
  Old->eraseFromParent();
  return wrap(New);
}

// Node N with its first operand replaced by value V (uniqued): how an
// !nvvm.annotations entry of one function is copied for another.
LLVMMetadataRef spvp_md_with_first(LLVMMetadataRef N, LLVMValueRef V) {
  auto *Node = cast<MDNode>(unwrap(N));
  SmallVector<Metadata *, 8> Ops(Node->op_begin(), Node->op_end());
  if (!Ops.empty())
    Ops[0] = ValueAsMetadata::get(unwrap(V));
  return wrap(MDNode::get(Node->getContext(), Ops));
}

// Stops the host tool the way LLVM stops on an unrecoverable error
// ("LLVM ERROR: ..." and exit code 1), for hosts whose diagnostic handler
// records an error but carries on.
[[noreturn]] void spvp_fatal(const char *Msg, size_t MsgLen) {
  report_fatal_error(StringRef(Msg, MsgLen), /*gen_crash_diag=*/false);
}

// A target extension type (`target("spirv.inline.literal", 7)`, LLVM 16+):
// returns 1 and fills its name and its first integer parameter (NumInts says
// how many it has). LLVM-C 16 has the type kind but no accessor for either.
// Always 0 on LLVM 15, which has no such types.
int spvp_target_ext_type(LLVMTypeRef T, const char **Name, size_t *NameLen,
                         unsigned *NumInts, unsigned *FirstInt) {
#if LLVM_VERSION_MAJOR >= 16
  auto *TT = dyn_cast<TargetExtType>(unwrap(T));
  if (!TT)
    return 0;
  StringRef N = TT->getName();
  *Name = N.data();
  *NameLen = N.size();
  *NumInts = TT->getNumIntParameters();
  *FirstInt = TT->getNumIntParameters() ? TT->getIntParameter(0) : 0;
  return 1;
#else
  (void)T, (void)Name, (void)NameLen, (void)NumInts, (void)FirstInt;
  return 0;
#endif
}

} // extern "C"
