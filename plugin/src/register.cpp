// spirv-props registration shim: the part of the plugin that must be C++.
//
// The pass-plugin interface of LLVM's new pass manager is C++ only: a
// `PassBuilder &` to register callbacks on, pass objects with a static
// `name()` that instrumentation prints, and `PreservedAnalyses` to return.
// LLVM-C (and so inkwell) has none of it, and the `llvm-plugin` crate, which
// wraps it, stops at LLVM 18. This file is the whole of our C++ side; every
// decision (which names are ours, their parameters, running a pass, its
// diagnostics) is made in Rust (`lib.rs`) behind the `spvp_rs_*` functions.
//
// The entry point `llvmGetPassPluginInfo` is in Rust too (a cdylib exports
// only Rust's `#[no_mangle]` symbols); it calls `spvp_check_host` first and
// returns a struct whose layout `spvp_plugin_info_size` lets a test check.
//
// Nothing here throws (LLVM is built without exceptions), and no Rust panic
// crosses into this file: every `spvp_rs_*` function catches its own.
#include <llvm/Config/llvm-config.h>
#include <llvm/IR/Module.h> // wrap(Module *)
#include <llvm/IR/PassManager.h>
#include <llvm/Passes/PassBuilder.h>
#if LLVM_VERSION_MAJOR >= 22
#include <llvm/Plugins/PassPlugin.h>
#else
#include <llvm/Passes/PassPlugin.h>
#endif
#include <llvm-c/Types.h>
#include <llvm/Support/CommandLine.h>
#include <llvm/Support/Error.h>
#include <llvm/Support/raw_ostream.h>

#include <dlfcn.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <unistd.h>
#include <utility>

using namespace llvm;

// The Rust side (plugin/src/lib.rs).
extern "C" {
// 0: not ours; 1: ours, *Handle and *Slot set; 2: ours but invalid (the
// message is already printed).
int spvp_rs_parse(const char *Text, size_t Len, void **Handle, size_t *Slot);
// 1 if the pass changed the module. Diagnoses and, on errors, stops the
// host itself.
int spvp_rs_run(void *Handle, LLVMModuleRef M);
void spvp_rs_drop(void *Handle);
size_t spvp_rs_pass_count();
const char *spvp_rs_pass_name(size_t Slot); // NUL-terminated, static
int spvp_rs_pass_required(size_t Slot);
const char *spvp_rs_version(); // NUL-terminated, static
}

namespace {

[[noreturn]] void stop(const std::string &Msg) {
  errs() << "error: spirv-props: " << Msg << "\n";
  errs().flush();
  std::fflush(stderr);
  std::exit(1);
}

// One C++ pass type per registered pass, so that `name()` (static, which is
// what LLVM's instrumentation prints and matches `-print-after=` against) is
// our pipeline name. `Slot` indexes the Rust pass table.
constexpr size_t MaxPasses = 32;

template <size_t Slot> struct NamedPass : PassInfoMixin<NamedPass<Slot>> {
  // Owned Rust object (`Box<Wrapped>`); moved-from passes hold null.
  void *Handle;
  std::string Text; // the pipeline element as written, for printPipeline

  NamedPass(void *H, std::string T) : Handle(H), Text(std::move(T)) {}
  NamedPass(NamedPass &&O) noexcept
      : Handle(std::exchange(O.Handle, nullptr)), Text(std::move(O.Text)) {}
  NamedPass(const NamedPass &) = delete;
  NamedPass &operator=(const NamedPass &) = delete;
  NamedPass &operator=(NamedPass &&) = delete;
  ~NamedPass() {
    if (Handle)
      spvp_rs_drop(Handle);
  }

  static StringRef name() { return spvp_rs_pass_name(Slot); }
  // The pass table's `required` column (the checker, the split, the
  // printers): these run even when -opt-bisect-limit skips optional passes,
  // as LLVM's verifier, output writers and print<...> passes do.
  static bool isRequired() { return spvp_rs_pass_required(Slot) != 0; }
  void printPipeline(raw_ostream &OS, function_ref<StringRef(StringRef)>) {
    OS << Text;
  }
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    return spvp_rs_run(Handle, wrap(&M)) ? PreservedAnalyses::none()
                                         : PreservedAnalyses::all();
  }
};

using AddFn = void (*)(ModulePassManager &, void *, std::string);

template <size_t Slot>
void addPass(ModulePassManager &MPM, void *Handle, std::string Text) {
  MPM.addPass(NamedPass<Slot>(Handle, std::move(Text)));
}

template <size_t... I>
constexpr std::array<AddFn, sizeof...(I)> adders(std::index_sequence<I...>) {
  return {&addPass<I>...};
}
constexpr auto Adders = adders(std::make_index_sequence<MaxPasses>());

bool parse(StringRef Text, ModulePassManager &MPM) {
  void *Handle = nullptr;
  size_t Slot = 0;
  switch (spvp_rs_parse(Text.data(), Text.size(), &Handle, &Slot)) {
  case 0:
    return false;
  case 1:
    Adders[Slot](MPM, Handle, Text.str());
    return true;
  default:
    // Our message is out; returning false would add opt's "unknown pass
    // name" for a name that is ours. The pipeline cannot be built: stop.
    std::exit(1);
  }
}

// SPIRV_PROPS_PASSES / SPIRV_PROPS_EP: passes for pipelines we do not write
// (clang -fpass-plugin, opt -passes=default<O2>).
void registerFromEnvironment(PassBuilder &PB) {
  const char *Passes = std::getenv("SPIRV_PROPS_PASSES");
  if (!Passes || !*Passes)
    return;
  const char *EPVar = std::getenv("SPIRV_PROPS_EP");
  std::string EP = EPVar && *EPVar ? EPVar : "optimizer-last";
  std::string Text = Passes;
  auto Add = [&PB, Text](ModulePassManager &MPM) {
    if (Error E = PB.parsePassPipeline(MPM, Text))
      stop("SPIRV_PROPS_PASSES='" + Text + "': " + toString(std::move(E)));
  };
  if (EP == "pipeline-start") {
    PB.registerPipelineStartEPCallback(
        [Add](ModulePassManager &MPM, OptimizationLevel) { Add(MPM); });
  } else if (EP == "optimizer-last") {
#if LLVM_VERSION_MAJOR >= 20
    PB.registerOptimizerLastEPCallback(
        [Add](ModulePassManager &MPM, OptimizationLevel, ThinOrFullLTOPhase) {
          Add(MPM);
        });
#else
    PB.registerOptimizerLastEPCallback(
        [Add](ModulePassManager &MPM, OptimizationLevel) { Add(MPM); });
#endif
  } else {
    stop("SPIRV_PROPS_EP='" + EP +
         "' is not an extension point: use pipeline-start or optimizer-last");
  }
}

// The LLVM major of the library that defines the host's LLVM-C symbols (the
// host opt or clang loaded it before us, so a global lookup finds its copy
// first). 0 if it cannot be told.
unsigned hostMajor(std::string &Library) {
  void *Sym = dlsym(RTLD_DEFAULT, "LLVMContextCreate");
  Dl_info Info;
  if (!Sym || !dladdr(Sym, &Info) || !Info.dli_fname)
    return 0;
  Library = Info.dli_fname;
  // LLVM 16 and later can say it themselves.
  if (void *H = dlopen(Info.dli_fname, RTLD_LAZY | RTLD_NOLOAD)) {
    using GetVersionFn = void (*)(unsigned *, unsigned *, unsigned *);
    auto GetVersion = reinterpret_cast<GetVersionFn>(dlsym(H, "LLVMGetVersion"));
    unsigned Major = 0, Minor = 0, Patch = 0;
    if (GetVersion)
      GetVersion(&Major, &Minor, &Patch);
    dlclose(H);
    if (Major)
      return Major;
  }
  // LLVM 15 cannot: read the library's name (libLLVM-15.so.1,
  // libLLVM.so.15.0).
  StringRef Name = StringRef(Library).rsplit('/').second;
  if (Name.empty())
    Name = Library;
  for (StringRef Prefix : {"libLLVM-", "libLLVM.so."}) {
    if (!Name.consume_front(Prefix))
      continue;
    unsigned Major = 0;
    Name.take_while([](char C) { return C >= '0' && C <= '9'; })
        .getAsInteger(10, Major);
    return Major;
  }
  return 0;
}

} // namespace

extern "C" {

// Before anything of LLVM's is touched: a plugin built for another LLVM
// major would run its code against a PassBuilder of a different layout. One
// line, then exit; _exit because the mixed process must not run LLVM's
// static destructors either.
void spvp_check_host() {
  std::string Library;
  unsigned Host = hostMajor(Library);
  if (Host == 0 || Host == LLVM_VERSION_MAJOR)
    return;
  std::fprintf(stderr,
               "error: libspirv_props.so was built for LLVM %d but loaded "
               "into LLVM %u (%s); use the plugin built with --features "
               "llvm%u\n",
               LLVM_VERSION_MAJOR, Host, Library.c_str(), Host);
  std::fflush(stderr);
  _exit(1);
}

uint32_t spvp_plugin_api_version() { return LLVM_PLUGIN_API_VERSION; }
size_t spvp_plugin_info_size() { return sizeof(PassPluginLibraryInfo); }
const char *spvp_llvm_version() { return LLVM_VERSION_STRING; }

void spvp_register_callbacks(PassBuilder &PB) {
  size_t Count = spvp_rs_pass_count();
  if (Count > MaxPasses)
    stop("more passes than the registration table holds; raise MaxPasses");
  // -print-after=<name> and friends map class names to pass names.
  if (PassInstrumentationCallbacks *PIC = PB.getPassInstrumentationCallbacks())
    for (size_t I = 0; I < Count; ++I)
      PIC->addClassToPassName(spvp_rs_pass_name(I), spvp_rs_pass_name(I));
  PB.registerPipelineParsingCallback(
      [](StringRef Text, ModulePassManager &MPM,
         ArrayRef<PassBuilder::PipelineElement>) { return parse(Text, MPM); });
  registerFromEnvironment(PB);
  // The version, where a pipeline is being debugged (opt only: clang has no
  // such option).
  auto &Options = cl::getRegisteredOptions();
  auto It = Options.find("debug-pass-manager");
  if (It != Options.end() && It->second->getNumOccurrences() > 0)
    errs() << "spirv-props " << spvp_rs_version() << " (LLVM "
           << LLVM_VERSION_STRING << "): " << Count << " passes registered\n";
}

} // extern "C"
