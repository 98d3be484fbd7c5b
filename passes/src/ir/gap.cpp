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
// 6. Device-code split: what a global refers to (through constants and
//    values wrapped as metadata), and building an image module from chosen
//    globals in the same context. LLVM-C can clone a whole module only, and
//    cloning the whole module per image is quadratic in kernels.
// 7. Reading an image back before it is listed: parsing bitcode or text in
//    a context of its own, with every error as a message. LLVM-C's
//    LLVMParseBitcodeInContext2 reports through the context's diagnostic
//    handler, whose default exits the process on an error.
// 8. Many parameters' attributes edited at once: LLVM-C edits one attribute
//    at a time, and each edit copies the function's whole AttributeList (a
//    set per parameter), so `align` on each of 10k parameters cost seconds
//    and gigabytes. One list is built with every edit instead, and a pass
//    run remembers the set each parameter's edits made.
// 9. Dead kernel parameters (deadargelim-sycl): which instructions are live
//    (LLVM-C cannot ask Instruction::mayHaveSideEffects, isEHPad or
//    isMustTailCall), whether a function is called through casts, the
//    metadata kinds whose name has a prefix (LLVM-C has no reverse of
//    LLVMGetMDKindIDInContext), and a function rebuilt without some
//    parameters, its attribute list shifted to match.
//
// Everything else goes through inkwell / LLVM-C. Every function here is
// `noexcept` by construction (LLVM is built without exceptions) and takes
// borrowed, length-delimited strings so Rust never hands over ownership.
#include <llvm/ADT/SmallString.h>
#include <llvm/ADT/SmallVector.h>
#include <llvm/ADT/StringMap.h>
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
#include <llvm/IR/GlobalAlias.h>
#include <llvm/IR/InlineAsm.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Transforms/Utils/Cloning.h>
#include <llvm/Transforms/Utils/ValueMapper.h>
#include <llvm/AsmParser/Parser.h>
#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/Support/Error.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/BinaryFormat/Dwarf.h>
#include <llvm/ADT/SmallPtrSet.h>

#if LLVM_VERSION_MAJOR >= 19
#include <llvm/IR/DebugProgramInstruction.h>
#endif

#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <algorithm>

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

// One string attribute as two borrowed byte ranges.
struct SpvpStringAttr {
  const char *Key;
  size_t KeyLen;
  const char *Val;
  size_t ValLen;
};

// The attribute set of a global variable (OfGlobal 1; Index unused) or of a
// function at LLVM-C attribute index Index (OfGlobal 0); empty when V is not
// of the kind asked for.
static AttributeSet attrSetOf(LLVMValueRef V, int OfGlobal, unsigned Index) {
  if (OfGlobal) {
    GlobalVariable *GV = asGlobal(V);
    return GV ? GV->getAttributes() : AttributeSet();
  }
  Function *F = dyn_cast_or_null<Function>(unwrap(V));
  return F ? F->getAttributes().getAttributes(Index) : AttributeSet();
}

// A set's identity: the address of its first attribute, inside the set's
// node, which LLVM makes once per distinct set and frees only with the
// context; null for an empty set.
static const void *setIdentity(AttributeSet AS) {
  return AS.begin() == AS.end() ? nullptr : AS.begin();
}

// The bytes of S OR-ed together, eight at a time (bit 7 of each byte of the
// result set: S is not ASCII).
static uint64_t orBytes(StringRef S) {
  const char *P = S.data();
  size_t N = S.size();
  uint64_t Acc = 0;
  for (; N >= 8; P += 8, N -= 8) {
    uint64_t W;
    std::memcpy(&W, P, 8);
    Acc |= W;
  }
  for (; N; ++P, --N)
    Acc |= static_cast<unsigned char>(*P);
  return Acc;
}

// The string attributes of a global variable (OfGlobal 1; Index unused) or
// of a function at LLVM-C attribute index Index (OfGlobal 0;
// LLVMAttributeFunctionIndex, 0 for the return value, i + 1 for parameter
// i), in the set's own sorted order. Fills at most Cap entries of Out and
// returns how many there are (a caller whose buffer was too small calls again
// with a larger one); 0 when V is not of the kind asked for. The ranges point
// into the attributes themselves, which Attribute::get allocates in the
// context's allocator and never frees before the context (LLVM 15 to 22):
// they stay valid while the context lives, even after the value's attribute
// list changes. *Ascii is set to whether every key and value filled in is
// ASCII (nearly always: then none needs checking as UTF-8 on its own).
size_t spvp_string_attrs(LLVMValueRef V, int OfGlobal, unsigned Index,
                         SpvpStringAttr *Out, size_t Cap, int *Ascii) {
  AttributeSet AS = attrSetOf(V, OfGlobal, Index);
  size_t N = 0;
  uint64_t High = 0;
  for (const Attribute &A : AS) {
    if (!A.isStringAttribute())
      continue;
    if (N < Cap) {
      StringRef K = A.getKindAsString(), S = A.getValueAsString();
      Out[N] = {K.data(), K.size(), S.data(), S.size()};
      High |= orBytes(K) | orBytes(S);
    }
    ++N;
  }
  *Ascii = (High & 0x8080808080808080ULL) == 0;
  return N;
}

// The setIdentity of the attribute set spvp_string_attrs reads (same V,
// OfGlobal and Index); null also for a V not of the kind asked for. Equal
// identities mean equal sets, for as long as the context lives.
const void *spvp_attr_set_id(LLVMValueRef V, int OfGlobal, unsigned Index) {
  return setIdentity(attrSetOf(V, OfGlobal, Index));
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

// Whether a function or global variable has any metadata attachment.
int spvp_global_has_metadata(LLVMValueRef V) {
  auto *GO = dyn_cast_or_null<GlobalObject>(unwrap(V));
  return GO && GO->hasMetadata();
}

// Appends MD (an MDNode) to named metadata `!Name`, created if absent.
// LLVM-C takes the node only as a MetadataAsValue, a value the context
// keeps for its lifetime; writers here never need one.
void spvp_named_metadata_add(LLVMModuleRef M, const char *Name,
                             size_t NameLen, LLVMMetadataRef MD) {
  unwrap(M)->getOrInsertNamedMetadata(StringRef(Name, NameLen))
      ->addOperand(unwrap<MDNode>(MD));
}

// A distinct node of the N metadata in MDs (LLVM-C makes uniqued nodes
// only). A long list that nothing else will equal is better distinct:
// reading a uniqued node back re-uniques it as each forward reference in
// it resolves, which is quadratic in its length.
LLVMMetadataRef spvp_md_distinct(LLVMContextRef C, LLVMMetadataRef *MDs,
                                 size_t N) {
  return wrap(MDNode::getDistinct(*unwrap(C), ArrayRef<Metadata *>(unwrap(MDs), N)));
}

// The operands of node N (null for a null operand; nothing if N is not a
// node): the first Cap into Out; returns how many there are. LLVM-C hands
// operands out as MetadataAsValue, one made (and kept by the context) per
// operand read.
size_t spvp_md_operands(LLVMMetadataRef N, LLVMMetadataRef *Out, size_t Cap) {
  auto *Node = dyn_cast_or_null<MDNode>(unwrap(N));
  if (!Node)
    return 0;
  size_t K = Node->getNumOperands();
  for (size_t I = 0; I < K && I < Cap; ++I)
    Out[I] = wrap(Node->getOperand(I).get());
  return K;
}

// Whether MD is a node.
int spvp_md_is_node(LLVMMetadataRef MD) { return isa_and_nonnull<MDNode>(unwrap(MD)); }

// Whether the context has a metadata kind named Name, without making it
// (LLVMGetMDKindIDInContext makes the kind it is asked for). No value can
// carry a kind its context does not have.
int spvp_md_kind_exists(LLVMContextRef C, const char *Name, size_t Len) {
  SmallVector<StringRef, 64> Names;
  unwrap(C)->getMDKindNames(Names);
  return is_contained(Names, StringRef(Name, Len));
}

// The bytes of MDString MD and their count in *Len; null if MD is not one.
const char *spvp_md_string(LLVMMetadataRef MD, size_t *Len) {
  auto *S = dyn_cast_or_null<MDString>(unwrap(MD));
  if (!S)
    return nullptr;
  *Len = S->getLength();
  return S->getString().data();
}

// The value a ValueAsMetadata MD stands for (`ptr @f`); null for anything
// else.
LLVMValueRef spvp_md_value(LLVMMetadataRef MD) {
  auto *V = dyn_cast_or_null<ValueAsMetadata>(unwrap(MD));
  return V ? wrap(V->getValue()) : nullptr;
}

// Replaces the operands of named metadata !Name (created if absent) with
// the N nodes of MDs, in order. LLVM-C can append to a named list but not
// remove from it.
void spvp_named_metadata_set(LLVMModuleRef M, const char *Name, size_t NameLen,
                             const LLVMMetadataRef *MDs, size_t N) {
  NamedMDNode *NMD = unwrap(M)->getOrInsertNamedMetadata(StringRef(Name, NameLen));
  NMD->clearOperands();
  for (size_t I = 0; I < N; ++I)
    NMD->addOperand(unwrap<MDNode>(MDs[I]));
}

// A new function of type Ty like Old, inserted before it: linkage,
// address space, calling convention, comdat, section and the rest of
// GlobalObject's properties (its attributes are the caller's to set).
static Function *functionLike(Function *Old, FunctionType *Ty) {
  Function *New =
      Function::Create(Ty, Old->getLinkage(), Old->getAddressSpace(), "");
  Old->getParent()->getFunctionList().insert(Old->getIterator(), New);
#if LLVM_VERSION_MAJOR >= 19 && LLVM_VERSION_MAJOR <= 20
  // The blocks takeBody moves keep their debug-info format: the function
  // must have the same.
  New->IsNewDbgInfoFormat = Old->IsNewDbgInfoFormat;
#endif
  New->copyAttributesFrom(Old);
  New->setComdat(Old->getComdat());
  return New;
}

// Old's name, body and every metadata attachment (!dbg included) move to
// New; Old's arguments keep their uses in the moved body.
static void takeBody(Function *Old, Function *New) {
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
  Function *New = functionLike(Old, Ty);
  AttributeList Attrs = Old->getAttributes();
  for (size_t I = 0; I < NCleared; ++I)
    Attrs = Attrs.removeParamAttributes(Ctx, Cleared[I]);
  New->setAttributes(Attrs);
  takeBody(Old, New);
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

// Replaces call Call by a call of Callee with Args (NArgs of them), with
// Callee's calling convention and Call's tail-call kind, debug location,
// name, operand bundles (an HLSL call's "convergencectrl" token: opt-22's
// verifier refuses a convergent call without one beside controlled calls)
// and call-site function attributes (`convergent`). Parameter and return
// attributes do not carry over: the arguments may change type. LLVM-C builds
// a call with none of these.
LLVMValueRef spvp_call_replace(LLVMValueRef Call, LLVMValueRef Callee,
                               LLVMValueRef *Args, unsigned NArgs) {
  auto *Old = cast<CallInst>(unwrap(Call));
  auto *Fn = cast<Function>(unwrap(Callee));
  SmallVector<Value *, 8> NewArgs;
  for (unsigned I = 0; I < NArgs; ++I)
    NewArgs.push_back(unwrap(Args[I]));
  SmallVector<OperandBundleDef, 1> Bundles;
  Old->getOperandBundlesAsDefs(Bundles);
  CallInst *New = CallInst::Create(Fn->getFunctionType(), Fn, NewArgs, Bundles);
#if LLVM_VERSION_MAJOR >= 20
  New->insertBefore(Old->getIterator());
#else
  New->insertBefore(Old);
#endif
  New->setCallingConv(Fn->getCallingConv());
  New->setTailCallKind(Old->getTailCallKind());
  New->setAttributes(AttributeList::get(Old->getContext(),
                                        Old->getAttributes().getFnAttrs(),
                                        AttributeSet(), ArrayRef<AttributeSet>()));
  New->setDebugLoc(Old->getDebugLoc());
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

// The element count of array type T, 64 bits on every LLVM: LLVM-C 15 and
// 16 have only LLVMGetArrayLength, which returns it as 32 bits (an
// [4294967296 x i8] reads as 0); LLVMGetArrayLength2 is LLVM 17+.
uint64_t spvp_array_length(LLVMTypeRef T) {
  return cast<ArrayType>(unwrap(T))->getNumElements();
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

// ---------------------------------------------------------------------------
// 6. Device-code split.

typedef void (*SpvpRefFn)(void *Cx, LLVMValueRef G);
typedef void (*SpvpTypeFn)(void *Cx, LLVMTypeRef FnTy);

namespace {

// Walks values to the globals they refer to. Constants are followed through
// their operands (each once per walk: constant DAGs can share operands);
// globals are reported once each and not entered (each global is a node of
// the caller's graph with its own walk).
struct RefWalk {
  void *Cx;
  SpvpRefFn OnRef;
  SmallPtrSet<const Value *, 32> Seen;
  SmallVector<const Value *, 32> Work;

  void push(const Value *V) {
    if (V && (isa<Constant>(V) || isa<MetadataAsValue>(V)) && Seen.insert(V).second)
      Work.push_back(V);
  }
  void pushMetadata(const Metadata *MD) {
    if (auto *VAM = dyn_cast_or_null<ValueAsMetadata>(MD))
      push(VAM->getValue());
  }
  void run() {
    while (!Work.empty()) {
      const Value *V = Work.pop_back_val();
      if (auto *GV = dyn_cast<GlobalValue>(V)) {
        OnRef(Cx, wrap(GV));
        continue;
      }
      if (auto *MAV = dyn_cast<MetadataAsValue>(V)) {
        const Metadata *MD = MAV->getMetadata();
        pushMetadata(MD);
        if (auto *N = dyn_cast<MDNode>(MD))
          for (const MDOperand &Op : N->operands())
            pushMetadata(Op.get());
        continue;
      }
      pushOperands(cast<User>(V));
    }
  }
  // Last operand first, so the walk meets globals in operand order: the
  // first global an appending array's element names is its owner.
  void pushOperands(const User *U) {
    for (unsigned I = U->getNumOperands(); I-- > 0;)
      push(U->getOperand(I));
  }
};

} // namespace

// Calls OnRef once for every global value that V refers to: a function's
// instruction operands (values wrapped as metadata, such as
// llvm.var.annotation's and debug intrinsics' arguments, included; from
// LLVM 19 the debug records' locations too), personality, prefix and
// prologue data; a variable's initializer; an alias's aliasee. Calls OnIndirect with the function type of every
// call whose callee is not a function (after pointer casts) or inline asm.
void spvp_global_refs(LLVMValueRef V, void *Cx, SpvpRefFn OnRef,
                      SpvpTypeFn OnIndirect) {
  RefWalk W{Cx, OnRef, {}, {}};
  const Value *Val = unwrap(V);
  if (auto *F = dyn_cast<Function>(Val)) {
    if (F->hasPersonalityFn())
      W.push(F->getPersonalityFn());
    if (F->hasPrefixData())
      W.push(F->getPrefixData());
    if (F->hasPrologueData())
      W.push(F->getPrologueData());
    for (const BasicBlock &BB : *F)
      for (const Instruction &I : BB) {
        for (const Use &Op : I.operands())
          W.push(Op.get());
#if LLVM_VERSION_MAJOR >= 19
        for (const DbgVariableRecord &DVR : filterDbgVars(I.getDbgRecordRange()))
          for (Value *Loc : DVR.location_ops())
            W.push(Loc);
#endif
        if (auto *CB = dyn_cast<CallBase>(&I)) {
          const Value *Callee = CB->getCalledOperand()->stripPointerCasts();
          if (!isa<Function>(Callee) && !isa<InlineAsm>(Callee))
            OnIndirect(Cx, wrap(CB->getFunctionType()));
        }
        W.run();
      }
  } else if (auto *GV = dyn_cast<GlobalVariable>(Val)) {
    if (GV->hasInitializer())
      W.push(GV->getInitializer());
  } else if (auto *GA = dyn_cast<GlobalAlias>(Val)) {
    W.push(GA->getAliasee());
  }
  W.run();
}

// Calls OnRef for every global value constant C is or refers to, in operand
// order (depth first).
void spvp_constant_refs(LLVMValueRef C, void *Cx, SpvpRefFn OnRef) {
  RefWalk W{Cx, OnRef, {}, {}};
  W.push(unwrap(C));
  W.run();
}

// Calls OnRef for each operand of node N that is a global value (through
// pointer casts): what a named-metadata entry such as
// `!{ptr @k, i32 17, i32 8, i32 1, i32 1}` is about. Nested nodes are not
// entered.
void spvp_md_global_refs(LLVMMetadataRef N, void *Cx, SpvpRefFn OnRef) {
  auto *Node = dyn_cast_or_null<MDNode>(unwrap(N));
  if (!Node)
    return;
  for (const MDOperand &Op : Node->operands())
    if (auto *VAM = dyn_cast_or_null<ValueAsMetadata>(Op.get()))
      if (auto *G = dyn_cast<GlobalValue>(VAM->getValue()->stripPointerCasts()))
        OnRef(Cx, wrap(G));
}

// An image being built: a new module in the source's context, and the map
// from the source's values (and distinct metadata) to the image's.
struct SpvpImage {
  Module *Src;
  std::unique_ptr<Module> Dst;
  ValueToValueMapTy VMap;
};

// Starts an image of Src named Name: same data layout, triple, source file
// name and module-level inline asm; no globals, no named metadata.
SpvpImage *spvp_image_new(LLVMModuleRef Src, const char *Name, size_t NameLen) {
  Module *M = unwrap(Src);
  auto *Img = new SpvpImage;
  Img->Src = M;
  Img->Dst = std::make_unique<Module>(StringRef(Name, NameLen), M->getContext());
  Img->Dst->setDataLayout(M->getDataLayout());
  Img->Dst->setTargetTriple(M->getTargetTriple());
  Img->Dst->setSourceFileName(M->getSourceFileName());
  Img->Dst->setModuleInlineAsm(M->getModuleInlineAsm());
  return Img;
}

// Declares G (a function, variable or alias of the source) in the image,
// with its name, type, address space, linkage and attributes; a later
// spvp_image_define gives it its body. Returns 0 for an ifunc (not
// supported).
int spvp_image_declare(SpvpImage *Img, LLVMValueRef G) {
  GlobalValue *Src = cast<GlobalValue>(unwrap(G));
  Module &Dst = *Img->Dst;
  GlobalValue *New = nullptr;
  if (auto *F = dyn_cast<Function>(Src)) {
    Function *NF = Function::Create(F->getFunctionType(), F->getLinkage(),
                                    F->getAddressSpace(), F->getName(), &Dst);
    NF->copyAttributesFrom(F);
    New = NF;
  } else if (auto *GV = dyn_cast<GlobalVariable>(Src)) {
    auto *NGV = new GlobalVariable(
        Dst, GV->getValueType(), GV->isConstant(), GV->getLinkage(), nullptr,
        GV->getName(), nullptr, GV->getThreadLocalMode(),
        GV->getType()->getAddressSpace());
    NGV->copyAttributesFrom(GV);
    New = NGV;
  } else if (auto *GA = dyn_cast<GlobalAlias>(Src)) {
    auto *NGA = GlobalAlias::create(GA->getValueType(), GA->getAddressSpace(),
                                    GA->getLinkage(), GA->getName(), &Dst);
    NGA->copyAttributesFrom(GA);
    New = NGA;
  } else {
    return 0;
  }
  Img->VMap[Src] = New;
  return 1;
}

// Gives a declared G its definition in the image: a function's body
// (CloneFunctionInto for another module: its debug info is cloned with it
// and its compile unit listed in the image's llvm.dbg.cu), a variable's
// initializer, an alias's aliasee; comdat and metadata attachments mapped.
// Declarations stay declarations (with external linkage where the source
// had another, as the verifier requires of a declaration). With Internal,
// a definition becomes internal (and joins no comdat): what is not an entry
// point of the image is not visible outside it.
void spvp_image_define(SpvpImage *Img, LLVMValueRef G, int Internal) {
  GlobalValue *Src = cast<GlobalValue>(unwrap(G));
  auto *New = cast<GlobalValue>(Img->VMap[Src]);
  Internal = Internal && !Src->isDeclaration();
  if (auto *GO = dyn_cast<GlobalObject>(Src); GO && !Internal)
    if (const Comdat *C = GO->getComdat()) {
      Comdat *NC = Img->Dst->getOrInsertComdat(C->getName());
      NC->setSelectionKind(C->getSelectionKind());
      cast<GlobalObject>(New)->setComdat(NC);
    }
  if (auto *F = dyn_cast<Function>(Src)) {
    auto *NF = cast<Function>(New);
    if (F->isDeclaration()) {
      SmallVector<std::pair<unsigned, MDNode *>, 2> MDs;
      F->getAllMetadata(MDs);
      for (auto &[Kind, Node] : MDs)
        NF->addMetadata(Kind, *MapMetadata(Node, Img->VMap, RF_NullMapMissingGlobalValues));
      return;
    }
    auto NewArg = NF->arg_begin();
    for (const Argument &A : F->args()) {
      NewArg->setName(A.getName());
      Img->VMap[&A] = &*NewArg++;
    }
    SmallVector<ReturnInst *, 8> Returns;
    CloneFunctionInto(NF, F, Img->VMap,
                      CloneFunctionChangeType::DifferentModule, Returns);
    // After cloning, which copies the source's attributes (dso_local too).
    if (Internal)
      NF->setLinkage(GlobalValue::InternalLinkage);
    return;
  }
  SmallVector<std::pair<unsigned, MDNode *>, 2> MDs;
  if (auto *GV = dyn_cast<GlobalVariable>(Src)) {
    auto *NGV = cast<GlobalVariable>(New);
    if (GV->hasInitializer())
      NGV->setInitializer(MapValue(GV->getInitializer(), Img->VMap));
    else if (!NGV->hasExternalLinkage() && !NGV->hasExternalWeakLinkage())
      NGV->setLinkage(GlobalValue::ExternalLinkage);
    GV->getAllMetadata(MDs);
    for (auto &[Kind, Node] : MDs)
      NGV->addMetadata(Kind, *MapMetadata(Node, Img->VMap, RF_NullMapMissingGlobalValues));
  } else if (auto *GA = dyn_cast<GlobalAlias>(Src)) {
    cast<GlobalAlias>(New)->setAliasee(MapValue(GA->getAliasee(), Img->VMap));
  }
  if (Internal)
    New->setLinkage(GlobalValue::InternalLinkage);
}

// Adds to the image's named metadata `!Name` node N, mapped into the image
// (values not in the image become null).
void spvp_image_add_named(SpvpImage *Img, const char *Name, size_t NameLen,
                          LLVMMetadataRef N) {
  MDNode *Node = cast<MDNode>(unwrap(N));
  Img->Dst->getOrInsertNamedMetadata(StringRef(Name, NameLen))
      ->addOperand(cast<MDNode>(MapMetadata(Node, Img->VMap, RF_NullMapMissingGlobalValues)));
}

// An appending-linkage array (@llvm.used, @llvm.compiler.used,
// @llvm.global.annotations, @llvm.global_ctors ...) in the image with only
// the source's elements listed in Elems (indices into its initializer), each
// mapped into the image. Every global those elements refer to must be
// declared in the image already.
void spvp_image_appending(SpvpImage *Img, LLVMValueRef G, const unsigned *Elems,
                          size_t NElems) {
  auto *GV = cast<GlobalVariable>(unwrap(G));
  auto *Init = GV->getInitializer();
  auto *ElemTy = cast<ArrayType>(GV->getValueType())->getElementType();
  SmallVector<Constant *, 16> Kept;
  for (size_t I = 0; I < NElems; ++I)
    Kept.push_back(cast<Constant>(MapValue(Init->getAggregateElement(Elems[I]), Img->VMap)));
  auto *Ty = ArrayType::get(ElemTy, Kept.size());
  auto *NGV = new GlobalVariable(*Img->Dst, Ty, GV->isConstant(), GV->getLinkage(),
                                 ConstantArray::get(Ty, Kept), GV->getName(),
                                 nullptr, GV->getThreadLocalMode(),
                                 GV->getType()->getAddressSpace());
  NGV->copyAttributesFrom(GV);
}

// Finishes the image: compile units that its globals' debug info reached
// are listed in llvm.dbg.cu, and the module is verified. Returns the module
// (the caller owns it: LLVMDisposeModule) or null with the verifier's
// message in *Err (to free with spvp_free_string); the image is freed.
LLVMModuleRef spvp_image_finish(SpvpImage *Img, char **Err) {
  std::unique_ptr<SpvpImage> Owned(Img);
  if (NamedMDNode *CUs = Img->Src->getNamedMetadata("llvm.dbg.cu")) {
    NamedMDNode *Dst = Img->Dst->getOrInsertNamedMetadata("llvm.dbg.cu");
    SmallPtrSet<const MDNode *, 4> Have;
    for (const MDNode *N : Dst->operands())
      Have.insert(N);
    for (const MDNode *CU : CUs->operands()) {
      auto It = Img->VMap.MD().find(CU);
      if (It == Img->VMap.MD().end())
        continue;
      if (auto *N = dyn_cast_or_null<MDNode>(It->second.get()))
        if (Have.insert(N).second)
          Dst->addOperand(N);
    }
  }
  // Cloning a function into another module creates llvm.dbg.cu even when
  // it has no debug info.
  if (NamedMDNode *CUs = Img->Dst->getNamedMetadata("llvm.dbg.cu"))
    if (CUs->getNumOperands() == 0)
      Img->Dst->eraseNamedMetadata(CUs);
  std::string Msg;
  raw_string_ostream OS(Msg);
  if (verifyModule(*Img->Dst, &OS)) {
    OS.flush();
    *Err = strdup(Msg.c_str());
    return nullptr;
  }
  return wrap(Img->Dst.release());
}

// A pass run's memo of parameter attribute edits: the set an edit list made
// of a set, for the next parameter that has the same set and edits (kernels
// share their parameters' sets). Keyed by the set's setIdentity (sets live
// as long as the context, and a memo no longer than one pass run) followed
// by the edits.
struct SpvpParamEditMemo {
  StringMap<AttributeSet> Sets;
};

SpvpParamEditMemo *spvp_param_edit_memo_new() { return new SpvpParamEditMemo; }

void spvp_param_edit_memo_free(SpvpParamEditMemo *M) { delete M; }

// Applies N parameter attribute edits to function Fn with one new
// AttributeList: edit E sets `align Aligns[E]` on parameter Params[E] (0:
// leaves the alignment) and removes its string attribute Keys[E] (length
// KeyLens[E]; null: none). Edits of parameters Fn lacks are skipped. A
// parameter's edits go through one builder, in their order; with a Memo
// (may be null), a parameter whose set and edits were seen before gets
// the set they made then (AttributeSet::get hashes every attribute of the
// set: most of an edit's cost).
void spvp_edit_param_attrs(LLVMValueRef Fn, SpvpParamEditMemo *Memo, size_t N,
                           const unsigned *Params, const uint64_t *Aligns,
                           const char *const *Keys, const size_t *KeyLens) {
  Function *F = dyn_cast_or_null<Function>(unwrap(Fn));
  if (!F || N == 0)
    return;
  LLVMContext &C = F->getContext();
  AttributeList AL = F->getAttributes();
  unsigned NP = F->arg_size();
  SmallVector<AttributeSet, 16> Args(NP);
  for (unsigned I = 0; I < NP; ++I)
    Args[I] = AL.getParamAttrs(I);
  // The edits grouped by parameter, each group in the edits' order.
  SmallVector<size_t, 16> Order(N);
  for (size_t E = 0; E < N; ++E)
    Order[E] = E;
  std::sort(Order.begin(), Order.end(), [&](size_t A, size_t B) {
    return Params[A] != Params[B] ? Params[A] < Params[B] : A < B;
  });
  SmallString<128> Key;
  for (size_t First = 0, Last; First < N; First = Last) {
    unsigned P = Params[Order[First]];
    for (Last = First + 1; Last < N && Params[Order[Last]] == P; ++Last)
      ;
    if (P >= NP)
      continue;
    if (Memo) {
      const void *Id = setIdentity(Args[P]);
      Key.clear();
      Key.append(reinterpret_cast<const char *>(&Id),
                 reinterpret_cast<const char *>(&Id) + sizeof Id);
      for (size_t I = First; I < Last; ++I) {
        size_t E = Order[I];
        // A removal's key with its length; no removal as length ~0.
        uint64_t Len = Keys[E] ? KeyLens[E] : ~uint64_t(0);
        const char *A = reinterpret_cast<const char *>(&Aligns[E]);
        const char *L = reinterpret_cast<const char *>(&Len);
        Key.append(A, A + sizeof(uint64_t));
        Key.append(L, L + sizeof Len);
        if (Keys[E])
          Key.append(Keys[E], Keys[E] + KeyLens[E]);
      }
      auto It = Memo->Sets.find(Key);
      if (It != Memo->Sets.end()) {
        Args[P] = It->second;
        continue;
      }
    }
    AttrBuilder B(C, Args[P]);
    for (size_t I = First; I < Last; ++I) {
      size_t E = Order[I];
      if (Aligns[E]) {
        B.removeAttribute(Attribute::Alignment);
        B.addAlignmentAttr(Align(Aligns[E]));
      }
      if (Keys[E])
        B.removeAttribute(StringRef(Keys[E], KeyLens[E]));
    }
    Args[P] = AttributeSet::get(C, B);
    if (Memo)
      Memo->Sets.try_emplace(Key, Args[P]);
  }
  F->setAttributes(
      AttributeList::get(C, AL.getFnAttrs(), AL.getRetAttrs(), Args));
}

// Frees an image that will not be finished.
void spvp_image_dispose(SpvpImage *Img) { delete Img; }

void spvp_free_string(char *S) { free(S); }

// Reads an image back, bitcode (Text 0) or text IR, in a fresh context, and
// verifies what it read. Returns 1, or 0 with the reason in *Err (to free
// with spvp_free_string). Errors the readers send to the context's handler
// (debug-info upgrades) are collected rather than left to the default
// handler, which exits on an error.
int spvp_read_back(const char *Data, size_t Len, int Text, char **Err) {
  struct Collect final : DiagnosticHandler {
    std::string *Msg;
    explicit Collect(std::string *Msg) : Msg(Msg) {}
    bool handleDiagnostics(const DiagnosticInfo &DI) override {
      if (DI.getSeverity() == DS_Error && Msg->empty()) {
        raw_string_ostream OS(*Msg);
        DiagnosticPrinterRawOStream DP(OS);
        DI.print(DP);
      }
      return true;
    }
  };
  std::string Msg;
  LLVMContext Ctx;
  Ctx.setDiagnosticHandler(std::make_unique<Collect>(&Msg));
  StringRef Buf(Data, Len);
  std::unique_ptr<Module> M;
  if (Text) {
    // The lexer reads up to a NUL terminator: a copy has one.
    std::unique_ptr<MemoryBuffer> Copy = MemoryBuffer::getMemBufferCopy(Buf, "image");
    SMDiagnostic D;
    M = parseAssembly(Copy->getMemBufferRef(), D, Ctx);
    if (!M && Msg.empty())
      Msg = ("line " + Twine(D.getLineNo()) + ": " + D.getMessage()).str();
  } else {
    Expected<std::unique_ptr<Module>> Read =
        parseBitcodeFile(MemoryBufferRef(Buf, "image"), Ctx);
    if (!Read) {
      std::string E = toString(Read.takeError());
      if (Msg.empty())
        Msg = E;
    } else {
      M = std::move(*Read);
    }
  }
  if (M && Msg.empty()) {
    std::string V;
    raw_string_ostream OS(V);
    if (verifyModule(*M, &OS)) {
      OS.flush();
      Msg = "what was read back does not verify: " + V;
    }
  }
  M.reset();
  if (!Msg.empty()) {
    *Err = strdup(Msg.c_str());
    return 0;
  }
  return 1;
}

} // extern "C"

// ---------------------------------------------------------------------------
// 9. Dead kernel parameters (deadargelim-sycl).

namespace {

// ADCE-lite over one function. An instruction is live when it sits in a
// block reachable from the entry and is a terminator, may have side
// effects, is an EH pad or makes a token (a token cannot become poison),
// or is an operand of a live instruction; a live phi makes live only its
// incoming values from reachable blocks (the other edges are never
// taken). A parameter is used when a live instruction uses it. One walk
// over the blocks and one over the live operands: linear in the function.
struct Liveness {
  SmallPtrSet<const BasicBlock *, 32> Reachable;
  SmallPtrSet<const Instruction *, 32> Live;
  SmallVector<bool, 8> ArgUsed;

  explicit Liveness(const Function &F) : ArgUsed(F.arg_size(), false) {
    if (F.empty())
      return;
    SmallVector<const BasicBlock *, 32> Blocks{&F.getEntryBlock()};
    Reachable.insert(&F.getEntryBlock());
    while (!Blocks.empty()) {
      const BasicBlock *BB = Blocks.pop_back_val();
      for (const BasicBlock *S : successors(BB))
        if (Reachable.insert(S).second)
          Blocks.push_back(S);
    }
    SmallVector<const Instruction *, 64> Work;
    for (const BasicBlock &BB : F) {
      if (!Reachable.count(&BB))
        continue;
      for (const Instruction &I : BB)
        if (I.isTerminator() || I.mayHaveSideEffects() || I.isEHPad() ||
            I.getType()->isTokenTy())
          if (Live.insert(&I).second)
            Work.push_back(&I);
    }
    auto Mark = [&](const Value *V) {
      if (auto *A = dyn_cast<Argument>(V)) {
        if (A->getParent() == &F)
          ArgUsed[A->getArgNo()] = true;
      } else if (auto *J = dyn_cast<Instruction>(V)) {
        if (Reachable.count(J->getParent()) && Live.insert(J).second)
          Work.push_back(J);
      }
    };
    while (!Work.empty()) {
      const Instruction *I = Work.pop_back_val();
      if (auto *P = dyn_cast<PHINode>(I)) {
        for (unsigned K = 0, E = P->getNumIncomingValues(); K < E; ++K)
          if (Reachable.count(P->getIncomingBlock(K)))
            Mark(P->getIncomingValue(K));
        continue;
      }
      for (const Value *Op : I->operands())
        Mark(Op);
    }
  }

  // Whether I is in a reachable block and not live.
  bool dead(const Instruction *I) const {
    return Reachable.count(I->getParent()) && !Live.count(I);
  }
};

} // namespace

extern "C" {

// Which parameters of function Fn a live instruction uses (Liveness): 0,
// with Used[i] (N entries) set to 1 for each used parameter i and 0 for
// the others. Or, Used untouched, why none may go: 1 Fn is variadic, 2 a
// parameter is inalloca or preallocated (a stack layout its caller
// made), 3 Fn is naked (its assembly may read any parameter), 4 Fn makes
// a musttail call (its signature must match its callee's), 5 Fn has no
// body. (LLVM's deadargelim keeps such functions whole for these
// reasons.)
int spvp_params_used(LLVMValueRef Fn, unsigned char *Used, size_t N) {
  const Function *F = cast<Function>(unwrap(Fn));
  if (F->isDeclaration())
    return 5;
  if (F->isVarArg())
    return 1;
  const AttributeList &AL = F->getAttributes();
  if (AL.hasAttrSomewhere(Attribute::InAlloca) ||
      AL.hasAttrSomewhere(Attribute::Preallocated))
    return 2;
  if (F->hasFnAttribute(Attribute::Naked))
    return 3;
  for (const BasicBlock &BB : *F)
    for (const Instruction &I : BB)
      if (auto *CI = dyn_cast<CallInst>(&I); CI && CI->isMustTailCall())
        return 4;
  Liveness L(*F);
  for (size_t I = 0; I < N; ++I)
    Used[I] = I < L.ArgUsed.size() && L.ArgUsed[I];
  return 0;
}

// The function of the first call, invoke or callbr (in use-list order)
// whose callee is Fn, directly, through constant casts (LLVM 15's typed
// pointers write `call void bitcast (... @k to ...)()`) or through an
// alias; null if nothing calls Fn.
LLVMValueRef spvp_first_caller(LLVMValueRef Fn) {
  SmallVector<const Value *, 4> Work{unwrap(Fn)};
  SmallPtrSet<const Value *, 4> Seen;
  while (!Work.empty()) {
    const Value *V = Work.pop_back_val();
    for (const Use &U : V->uses()) {
      const User *By = U.getUser();
      if (auto *CB = dyn_cast<CallBase>(By)) {
        if (CB->isCallee(&U))
          return wrap(const_cast<Function *>(CB->getFunction()));
      } else if ((isa<ConstantExpr>(By) && cast<ConstantExpr>(By)->isCast()) ||
                 isa<GlobalAlias>(By)) {
        if (Seen.insert(By).second)
          Work.push_back(By);
      }
    }
  }
  return nullptr;
}

// The metadata kinds of context C whose name starts with Prefix (Len
// bytes), in id order: the first Cap ids into Ids; returns how many there
// are.
size_t spvp_md_kinds_with_prefix(LLVMContextRef C, const char *Prefix,
                                 size_t Len, unsigned *Ids, size_t Cap) {
  SmallVector<StringRef, 64> Names;
  unwrap(C)->getMDKindNames(Names);
  StringRef P(Prefix, Len);
  size_t N = 0;
  for (unsigned Id = 0, E = Names.size(); Id < E; ++Id)
    if (Names[Id].substr(0, P.size()) == P) {
      if (N < Cap)
        Ids[N] = Id;
      ++N;
    }
  return N;
}

// Function Fn rebuilt without the parameters whose entry of Removed (N
// entries, one per parameter) is nonzero, none of which a live
// instruction uses (spvp_params_used said so). The dead instructions of
// reachable blocks that use them, directly or through other dead
// instructions, are deleted: left in place with a poison operand, an
// executed `load i32, ptr poison` or `udiv i32 1, poison` would be
// immediate undefined behaviour (LangRef), which the kernel did not have
// and which a later pass may act on. Their uses in unreachable blocks, and a
// live phi's incoming values from unreachable blocks, become poison. The
// new function takes Fn's place as in spvp_function_retyped (name,
// linkage, attributes of the parameters kept, comdat, metadata, body),
// without `allocsize` (its indices would be stale); its subprogram's type
// gets DW_CC_nocall, as LLVM's deadargelim marks a function whose
// parameters no longer match its source. The caller then calls
// spvp_function_replace.
LLVMValueRef spvp_function_drop_params(LLVMValueRef Fn,
                                       const unsigned char *Removed,
                                       size_t N) {
  Function *Old = cast<Function>(unwrap(Fn));
  LLVMContext &Ctx = Old->getContext();
  unsigned NP = Old->arg_size();
  auto Gone = [&](unsigned I) { return I < N && Removed[I] != 0; };
  {
    Liveness L(*Old);
    SmallVector<Instruction *, 16> Dead;
    SmallPtrSet<const Instruction *, 16> Seen;
    SmallVector<Value *, 16> Work;
    for (unsigned I = 0; I < NP; ++I)
      if (Gone(I))
        Work.push_back(Old->getArg(I));
    while (!Work.empty()) {
      Value *V = Work.pop_back_val();
      for (User *U : V->users())
        if (auto *J = dyn_cast<Instruction>(U))
          if (L.dead(J) && Seen.insert(J).second) {
            Dead.push_back(J);
            Work.push_back(J);
          }
    }
    for (Instruction *I : Dead)
      if (!I->use_empty())
        I->replaceAllUsesWith(PoisonValue::get(I->getType()));
    for (Instruction *I : Dead)
      I->eraseFromParent();
  }
  AttributeList AL = Old->getAttributes();
  SmallVector<Type *, 8> Params;
  SmallVector<AttributeSet, 8> ArgAttrs;
  for (unsigned I = 0; I < NP; ++I)
    if (!Gone(I)) {
      Params.push_back(Old->getArg(I)->getType());
      ArgAttrs.push_back(AL.getParamAttrs(I));
    }
  auto *Ty = FunctionType::get(Old->getReturnType(), Params, Old->isVarArg());
  Function *New = functionLike(Old, Ty);
  New->setAttributes(AttributeList::get(
      Ctx, AL.getFnAttrs().removeAttribute(Ctx, Attribute::AllocSize),
      AL.getRetAttrs(), ArgAttrs));
  takeBody(Old, New);
  for (unsigned I = 0, K = 0; I < NP; ++I) {
    Argument *A = Old->getArg(I);
    if (Gone(I)) {
      A->replaceAllUsesWith(PoisonValue::get(A->getType()));
      continue;
    }
    Argument *B = New->getArg(K++);
    A->replaceAllUsesWith(B);
    B->takeName(A);
  }
  if (DISubprogram *SP = New->getSubprogram())
    if (SP->isDistinct())
      if (DISubroutineType *T = SP->getType())
        SP->replaceType(
            MDNode::replaceWithPermanent(T->cloneWithCC(dwarf::DW_CC_nocall)));
  return wrap(New);
}

// spvp_function_replace for N functions at once: Olds[i] by News[i]. The
// elements of appending arrays (@llvm.used, @llvm.compiler.used,
// @llvm.global.annotations) are mapped in one rebuild of each array:
// replacing one function at a time re-uniques the whole array per
// function, quadratic when every kernel is listed.
void spvp_functions_replace(LLVMValueRef *Olds, LLVMValueRef *News, size_t N) {
  if (N == 0)
    return;
  ValueToValueMapTy VM;
  for (size_t I = 0; I < N; ++I) {
    Function *Old = cast<Function>(unwrap(Olds[I]));
    Function *New = cast<Function>(unwrap(News[I]));
    VM[Old] = Old->getType() == New->getType()
                  ? static_cast<Value *>(New)
                  : ConstantExpr::getBitCast(New, Old->getType());
  }
  Module *M = cast<Function>(unwrap(Olds[0]))->getParent();
  for (GlobalVariable &G : M->globals())
    if (G.hasAppendingLinkage() && G.hasInitializer()) {
      Constant *Init = G.getInitializer();
      auto *Mapped = cast<Constant>(MapValue(Init, VM));
      if (Mapped != Init)
        G.setInitializer(Mapped);
    }
  for (size_t I = 0; I < N; ++I) {
    Function *Old = cast<Function>(unwrap(Olds[I]));
    Old->removeDeadConstantUsers();
    spvp_function_replace(Olds[I], News[I]);
  }
}

} // extern "C"
