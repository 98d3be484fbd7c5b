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
// only Rust's `#[no_mangle]` symbols); it returns a struct whose layout
// `spvp_plugin_info_size` lets a test check.
//
// The plugin's command-line options (`-spirv-props-*`, for `opt` and for
// clang's `-mllvm`) are created when the library is loaded, after the check
// that the host is our LLVM major (`loaded`, below), and only by the first
// copy of the plugin in the process (`secondCopy`, below).
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
#include <link.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <string>
#include <unistd.h>
#include <utility>
#include <vector>

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
// The pass as -print-pipeline-passes shows it (defaults filled in); valid
// while the pass lives.
const char *spvp_rs_pipeline_text(void *Handle, size_t *Len);
// Prints every pass with its parameters and help to stdout.
void spvp_rs_print_passes();
// -spirv-props-registry: recorded for every pass that reads the registry
// (it wins over SPIRV_PROPS_REGISTRY).
void spvp_rs_set_registry(const char *Path, size_t Len);
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

  explicit NamedPass(void *H) : Handle(H) {}
  NamedPass(NamedPass &&O) noexcept
      : Handle(std::exchange(O.Handle, nullptr)) {}
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
  // Every enumerated parameter with its value, defaults filled in, so the
  // text parses back into the same pass (pass::pipeline::print).
  void printPipeline(raw_ostream &OS, function_ref<StringRef(StringRef)>) {
    size_t Len = 0;
    const char *Text = spvp_rs_pipeline_text(Handle, &Len);
    OS << StringRef(Text, Len);
  }
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    return spvp_rs_run(Handle, wrap(&M)) ? PreservedAnalyses::none()
                                         : PreservedAnalyses::all();
  }
};

using AddFn = void (*)(ModulePassManager &, void *);

template <size_t Slot> void addPass(ModulePassManager &MPM, void *Handle) {
  MPM.addPass(NamedPass<Slot>(Handle));
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
    Adders[Slot](MPM, Handle);
    return true;
  default:
    // Our message is out; returning false would add opt's "unknown pass
    // name" for a name that is ours. The pipeline cannot be built: stop.
    std::exit(1);
  }
}

// Where -spirv-props-pipeline / SPIRV_PROPS_PASSES add their passes.
enum class ExtensionPoint { PipelineStart, OptimizerLast };

// The plugin's options: `opt -load-pass-plugin ... -spirv-props-...`,
// `clang -fpass-plugin=... -mllvm -spirv-props-...`. clang before 22 parses
// -mllvm before it loads a pass plugin (seen on clang-15 and clang-19:
// "Unknown command line argument"); add -fplugin=<the same .so> there, which
// loads it first. clang-22 loads pass plugins first (llvm-project PR 173287,
// "[Clang] Load pass plugins before parsing LLVM options"). Each option wins
// over its environment variable, which stays for build systems that cannot
// add flags. Created once the host is known to be our LLVM (`loaded`) and
// never destroyed: the host's option registry points to them until the
// process ends.
// Their names: a second copy of the plugin looks them up (`otherCopy`).
constexpr StringLiteral OptionNames[] = {
    "spirv-props-print-passes", "spirv-props-pipeline", "spirv-props-ep",
    "spirv-props-registry"};
struct Options {
  cl::OptionCategory Category{
      "spirv-props options", "the spirv-props pass plugin (libspirv_props.so)"};
  cl::opt<bool> PrintPasses{
      StringRef(OptionNames[0]),
      cl::desc("Print every spirv-props pass with its kind, parameters "
               "(values, defaults) and help, then exit"),
      cl::cat(Category), cl::callback([](const bool &On) {
        if (!On)
          return;
        spvp_rs_print_passes();
        std::exit(0);
      })};
  cl::opt<std::string> Pipeline{
      StringRef(OptionNames[1]),
      cl::desc("The spirv-props passes (-passes= syntax) to add at "
               "-spirv-props-ep in the pipelines clang and opt's default<On> "
               "build; empty: none (wins over SPIRV_PROPS_PASSES)"),
      cl::value_desc("passes"), cl::cat(Category)};
  cl::opt<ExtensionPoint> EP{
      StringRef(OptionNames[2]),
      cl::desc("Where -spirv-props-pipeline's passes go (wins over "
               "SPIRV_PROPS_EP)"),
      cl::values(clEnumValN(ExtensionPoint::OptimizerLast, "optimizer-last",
                            "the end of the optimization pipeline (default)"),
                 clEnumValN(ExtensionPoint::PipelineStart, "pipeline-start",
                            "its start")),
      cl::init(ExtensionPoint::OptimizerLast), cl::cat(Category)};
  cl::opt<std::string> Registry{
      StringRef(OptionNames[3]),
      cl::desc("Extra property registry file for every pass that reads "
               "the registry (wins over SPIRV_PROPS_REGISTRY; a pass's "
               "registry= wins)"),
      cl::value_desc("file"), cl::cat(Category),
      cl::callback([](const std::string &Path) {
        spvp_rs_set_registry(Path.data(), Path.size());
      })};
};
Options *Opts = nullptr;

// The passes for pipelines we do not write (clang -fpass-plugin, opt
// -passes=default<O2>): -spirv-props-pipeline, else SPIRV_PROPS_PASSES, at
// -spirv-props-ep, else SPIRV_PROPS_EP, else optimizer-last.
void registerExtensionPoint(PassBuilder &PB) {
  std::string Text, From;
  if (Opts && Opts->Pipeline.getNumOccurrences()) {
    Text = Opts->Pipeline;
    From = "-spirv-props-pipeline";
  } else if (const char *Env = std::getenv("SPIRV_PROPS_PASSES")) {
    Text = Env;
    From = "SPIRV_PROPS_PASSES";
  }
  if (Text.empty())
    return;
  ExtensionPoint EP = ExtensionPoint::OptimizerLast;
  if (Opts && Opts->EP.getNumOccurrences()) {
    EP = Opts->EP;
  } else if (const char *Env = std::getenv("SPIRV_PROPS_EP"); Env && *Env) {
    if (StringRef(Env) == "pipeline-start")
      EP = ExtensionPoint::PipelineStart;
    else if (StringRef(Env) != "optimizer-last")
      stop("SPIRV_PROPS_EP='" + std::string(Env) +
           "' is not an extension point: use pipeline-start or "
           "optimizer-last");
  }
  auto Add = [&PB, Text, From](ModulePassManager &MPM) {
    if (Error E = PB.parsePassPipeline(MPM, Text))
      stop(From + "='" + Text + "': " + toString(std::move(E)));
  };
  if (EP == ExtensionPoint::PipelineStart) {
    PB.registerPipelineStartEPCallback(
        [Add](ModulePassManager &MPM, OptimizationLevel) { Add(MPM); });
    return;
  }
#if LLVM_VERSION_MAJOR >= 20
  PB.registerOptimizerLastEPCallback(
      [Add](ModulePassManager &MPM, OptimizationLevel, ThinOrFullLTOPhase) {
        Add(MPM);
      });
#else
  PB.registerOptimizerLastEPCallback(
      [Add](ModulePassManager &MPM, OptimizationLevel) { Add(MPM); });
#endif
}

// The file of the loaded object whose segments hold Addr: a shared
// library's path, empty for the executable itself or when none does.
// dl_iterate_phdr compares addresses with each object's loaded segments;
// dladdr would also look for the nearest symbol, a walk of libLLVM's
// symbol table that cost 1.5 M instructions at every start of opt.
std::string objectFile(const void *Addr) {
  struct Search {
    uintptr_t Addr;
    std::string File;
  } S{reinterpret_cast<uintptr_t>(Addr), {}};
  dl_iterate_phdr(
      [](dl_phdr_info *Info, size_t, void *Data) {
        auto *S = static_cast<Search *>(Data);
        for (ElfW(Half) I = 0; I < Info->dlpi_phnum; ++I) {
          const ElfW(Phdr) &P = Info->dlpi_phdr[I];
          uintptr_t Start = Info->dlpi_addr + P.p_vaddr;
          if (P.p_type == PT_LOAD && S->Addr >= Start &&
              S->Addr < Start + P.p_memsz) {
            S->File = Info->dlpi_name ? Info->dlpi_name : "";
            return 1;
          }
        }
        return 0;
      },
      &S);
  return S.File;
}

// The LLVM major of the library that defines the host's LLVM-C symbols (the
// host opt or clang loaded it before us, so a global lookup finds its copy
// first). 0 if it cannot be told.
unsigned hostMajor(std::string &Library) {
  void *Sym = dlsym(RTLD_DEFAULT, "LLVMContextCreate");
  if (!Sym)
    return 0;
  Library = objectFile(Sym);
  // In the executable (a host linked with LLVM statically): dladdr names
  // the executable's file.
  Dl_info Info;
  if (Library.empty() && dladdr(Sym, &Info) && Info.dli_fname)
    Library = Info.dli_fname;
  if (Library.empty())
    return 0;
  // LLVM 16 and later can say it themselves.
  if (void *H = dlopen(Library.c_str(), RTLD_LAZY | RTLD_NOLOAD)) {
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

// The one line for a host of another LLVM major: the build to use if
// spirv-props supports the host's major, else the majors it supports
// (SPVP_LLVM_MAJORS, from the passes crate's build script) and how to
// build for one.
std::string wrongHostMessage(unsigned Host, const std::string &Library) {
  std::string Msg = "error: libspirv_props.so was built for LLVM " +
                    std::to_string(LLVM_VERSION_MAJOR) +
                    " but loaded into LLVM " + std::to_string(Host) + " (" +
                    Library + "); ";
  std::string Build = "cargo build --release -p spirv-props "
                      "--no-default-features --features llvm";
  SmallVector<StringRef, 4> Majors;
  StringRef(SPVP_LLVM_MAJORS).split(Majors, ',');
  if (is_contained(Majors, std::to_string(Host)))
    return Msg + "use the plugin built with --features llvm" +
           std::to_string(Host) + " (" + Build + std::to_string(Host) + ")";
  std::string List;
  for (size_t I = 0; I < Majors.size(); ++I)
    List += (I == 0 ? "" : I + 1 == Majors.size() ? " and " : ", ") +
            Majors[I].str();
  return Msg + "LLVM " + std::to_string(Host) +
         " is not supported: spirv-props builds for LLVM " + List +
         " only, one plugin per major (" + Build + "<N>)";
}

// Before anything of LLVM's is touched: a plugin built for another LLVM
// major would run its code against a PassBuilder (and an option registry)
// of a different layout. One line, then exit; _exit because the mixed
// process must not run LLVM's static destructors either.
void checkHost() {
  std::string Library;
  unsigned Host = hostMajor(Library);
  if (Host == 0 || Host == LLVM_VERSION_MAJOR)
    return;
  std::string Msg = wrongHostMessage(Host, Library) + "\n";
  std::fputs(Msg.c_str(), stderr);
  std::fflush(stderr);
  _exit(1);
}

// The plugin loaded twice into one process. Two cases:
// - Two copies: two files (a build tree's and an install tree's, or a
//   copy), or two builds. Each has its own code and statics, and the second
//   one's options would collide with the first's in the host's option
//   registry ("Option 'spirv-props-print-passes' registered more than
//   once!", then LLVM's crash banner). The second copy finds the first by
//   that registry: `cl::getRegisteredOptions()` already holds our option
//   names before the second copy registers any. It is the very table that
//   collides, shared by every copy and every build of the host's LLVM
//   whatever their file names, and private to the process. (An
//   environment variable would be inherited by every child process, which
//   would then take itself for a second copy; a symbol found by
//   dlsym(RTLD_DEFAULT) is only there when the host loaded the first copy
//   RTLD_GLOBAL, which opt and clang do but a host calling dlopen itself
//   need not.) The option's name is a string of the first copy's file, so
//   its address names that file. The second copy then registers nothing at
//   all: no option, no pass, no callback; its pass-builder callback asks the
//   first copy to register with that pass builder if it has not
//   (`forwardToFirst`: clang's -fplugin=A -fpass-plugin=B loads A without
//   registering it).
// - One file twice (two -load-pass-plugin or -fpass-plugin of one path):
//   dlopen returns the loaded library, whose constructor does not run
//   again, and the host calls our callback twice with one PassBuilder.
//   Each copy keeps the pass builders it registered with (`Claims`); a
//   second call for one of them says so and adds nothing (passes named in
//   SPIRV_PROPS_PASSES would otherwise run twice).
// One line on stderr either way; opt and clang run on with the first
// copy's passes.
bool SecondCopy = false;
std::string *FirstCopy = nullptr; // the first copy's file, when SecondCopy

// The file of the copy of the plugin whose options the host holds: true
// and *File set (empty when that copy is linked into the executable) if
// one does.
bool otherCopy(std::string &File) {
  auto &Registered = cl::getRegisteredOptions();
  for (StringRef Name : OptionNames) {
    auto It = Registered.find(Name);
    if (It == Registered.end())
      continue;
    File = objectFile(It->second->ArgStr.data());
    return true;
  }
  return false;
}

// This copy's file.
std::string selfFile();

// The pass builders this copy registered with and that are still alive.
// A registration's callbacks (owned by the PassBuilder) hold a `Claim`,
// which takes the builder out of the list when the builder destroys them:
// the next builder at the same address (clang compiles one file after
// another in one process) is a new one. Allocated once and never freed,
// so a builder that outlives static destructors still finds them.
struct Claims {
  std::mutex Mutex;
  std::vector<const PassBuilder *> Live;
};
Claims &claims() {
  static Claims *C = new Claims();
  return *C;
}
struct Claim {
  const PassBuilder *PB;
  explicit Claim(const PassBuilder *Builder) : PB(Builder) {}
  Claim(const Claim &) = delete;
  Claim &operator=(const Claim &) = delete;
  ~Claim() {
    Claims &C = claims();
    std::lock_guard<std::mutex> Lock(C.Mutex);
    C.Live.erase(std::remove(C.Live.begin(), C.Live.end(), PB), C.Live.end());
  }
};

// A second copy's registration: the first copy registers with PB, if it
// has not (an older first copy without the entry point does nothing).
void forwardToFirst(PassBuilder &PB) {
  if (!FirstCopy || FirstCopy->empty())
    return;
  void *H = dlopen(FirstCopy->c_str(), RTLD_LAZY | RTLD_NOLOAD);
  if (!H)
    return;
  using RegisterFn = void (*)(void *);
  if (auto Register =
          reinterpret_cast<RegisterFn>(dlsym(H, "spvp_register_from_copy")))
    Register(&PB);
  dlclose(H);
}

// At load (dlopen), before opt or clang parse the options that follow:
// the host check, then, unless another copy is loaded, our options. A
// constructor function rather than global option objects, so nothing
// registers with another major's LLVM or twice.
__attribute__((constructor)) void loaded() {
  checkHost();
  std::string First;
  if (otherCopy(First)) {
    SecondCopy = true;
    FirstCopy = new std::string(First);
    std::string Msg =
        "warning: spirv-props: " + selfFile() +
        " is a second copy of the plugin: " +
        (First.empty() ? std::string("the host's own") : First) +
        " is loaded already and its passes and options are used; this one "
        "registers nothing (load the plugin once)\n";
    std::fputs(Msg.c_str(), stderr);
    std::fflush(stderr);
    return;
  }
  Opts = new Options();
  // `opt -load-pass-plugin libspirv_props.so --version` names the plugin
  // under LLVM's own lines: opt loads a pass plugin as it reads that
  // option, so a --version after it finds this printer (one before it
  // does not: LLVM prints and exits as it reads --version).
  cl::AddExtraVersionPrinter([](raw_ostream &OS) {
    OS << "  spirv-props " << spvp_rs_version() << " (for LLVM "
       << LLVM_VERSION_STRING << "): " << selfFile() << "\n";
  });
}

std::string selfFile() { return objectFile(reinterpret_cast<const void *>(&loaded)); }

} // namespace

extern "C" {

// For the test of the message (lib.rs): writes it, NUL-terminated and
// truncated to Size, into Buf; returns its full length.
size_t spvp_wrong_host_message(unsigned Host, const char *Library, char *Buf,
                               size_t Size) {
  std::string Msg = wrongHostMessage(Host, Library);
  if (Size > 0) {
    size_t N = std::min(Size - 1, Msg.size());
    std::memcpy(Buf, Msg.data(), N);
    Buf[N] = 0;
  }
  return Msg.size();
}

uint32_t spvp_plugin_api_version() { return LLVM_PLUGIN_API_VERSION; }
size_t spvp_plugin_info_size() { return sizeof(PassPluginLibraryInfo); }
const char *spvp_llvm_version() { return LLVM_VERSION_STRING; }

// Whether this copy registers with PB now (1), or not (0): it is a
// second copy (then the first copy registers, if it has not), or it did
// already. Quiet: no line for the second case (a second copy asking).
int spvp_claim_builder(PassBuilder &PB, int Quiet) {
  if (SecondCopy) {
    forwardToFirst(PB);
    return 0;
  }
  Claims &C = claims();
  std::lock_guard<std::mutex> Lock(C.Mutex);
  if (std::find(C.Live.begin(), C.Live.end(), &PB) != C.Live.end()) {
    if (!Quiet) {
      std::string Msg = "warning: spirv-props: " + selfFile() +
                        " is loaded twice (the same file given twice to "
                        "-load-pass-plugin or -fpass-plugin): the second "
                        "load registers nothing\n";
      std::fputs(Msg.c_str(), stderr);
      std::fflush(stderr);
    }
    return 0;
  }
  C.Live.push_back(&PB);
  return 1;
}

void spvp_register_callbacks(PassBuilder &PB) {
  size_t Count = spvp_rs_pass_count();
  if (Count > MaxPasses)
    stop("more passes than the registration table holds; raise MaxPasses");
  // -print-after=<name> and friends map class names to pass names.
  if (PassInstrumentationCallbacks *PIC = PB.getPassInstrumentationCallbacks())
    for (size_t I = 0; I < Count; ++I)
      PIC->addClassToPassName(spvp_rs_pass_name(I), spvp_rs_pass_name(I));
  // The claim lives as long as PB keeps this callback (spvp_claim_builder).
  auto Token = std::make_shared<Claim>(&PB);
  PB.registerPipelineParsingCallback(
      [Token](StringRef Text, ModulePassManager &MPM,
              ArrayRef<PassBuilder::PipelineElement>) {
        return parse(Text, MPM);
      });
  registerExtensionPoint(PB);
  // The version, where a pipeline is being debugged (opt only: clang has no
  // such option).
  auto &Options = cl::getRegisteredOptions();
  auto It = Options.find("debug-pass-manager");
  if (It != Options.end() && It->second->getNumOccurrences() > 0)
    errs() << "spirv-props " << spvp_rs_version() << " (LLVM "
           << LLVM_VERSION_STRING << "): " << Count << " passes registered\n";
}

} // extern "C"
