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
