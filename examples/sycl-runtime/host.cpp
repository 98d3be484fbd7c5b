// The host side of examples/sycl-runtime: a SYCL program compiled with plain
// clang++ (no -fsycl) against the headers of Intel's SYCL runtime (PyPI
// wheel intel-sycl-rt), linked with -lsycl and with the object that
// sycl-offload-wrapper made from the split's table. Its device code is the
// hand-written DPC++-style IR of device/*.ll, taken through spec-constants,
// deadargelim-sycl, device-code-split, a SPIR-V translator and the wrapper
// by run.sh. It runs every kernel on Intel's OpenCL CPU device and prints
// one line per check, "[runtime] <label>: <what>: OK", or a FAILED line;
// it exits non-zero if any check failed. Every expected value is computed
// here, on the host, from the inputs: never read back from the device code.
//
// What this file provides by hand that DPC++ would generate, and why:
// - Kernel names. DPC++'s integration header specializes
//   sycl::detail::KernelInfo<Name> for each kernel (its mangled name, the
//   kind, size and offset of each captured value in the lambda), so that
//   parallel_for<Name>(range, lambda) finds the kernel and unpacks the
//   lambda into arguments. We compile no lambda for the device, so there is
//   nothing to describe: kernels are reached by the names the device IR
//   gives them (kKernels below, DPC++'s "_ZTS" + mangled kernel-name class),
//   through sycl::get_kernel_ids(), a kernel bundle and
//   handler::set_args(...) + parallel_for(range, kernel), the SYCL 2020
//   API for kernels the program did not compile itself.
// - Arguments. The values set_args passes are the kernel's original
//   parameters, as the lambda's captures would be, including the one that
//   deadargelim-sycl removed from SkipMiddle: the image's
//   [SYCL/kernel param opt] tells the runtime to skip it, exactly as it
//   skips it for DPC++'s integration-header arguments.
// - Specialization-constant names. DPC++'s integration footer defines
//   get_spec_constant_symbolic_ID_impl<ID>() for each specialization_id,
//   returning the name __builtin_sycl_unique_stable_id gives it in both the
//   host and the device compile. Here the device name is the string the
//   getter call in device/scale.ll passes (@__usid_str), written again
//   below; spec_const_integration.hpp then gives the runtime its
//   get_spec_constant_symbolic_ID, through which
//   kernel_bundle::set_specialization_constant<scale>() finds the constant
//   in the image's [SYCL/specialization constants].
// - For the emulated specialization constant (--emulated, device/emulated/):
//   the integration header's description of ScaleAddEmu, by hand
//   (KernelInfo<ScaleAddEmu> below). The runtime passes its buffer of
//   specialization-constant values only for a parameter described as
//   kind_specialization_constants_buffer, and only for a kernel launched
//   as parallel_for<Name>(range, lambda), so this kernel is launched the
//   way DPC++ programs launch kernels: the lambda's captures are the
//   arguments, found at the offsets the description gives; the lambda's
//   body is never run (no device compile of it here).
// - The device binaries themselves: the wrapper object, not this file,
//   registers them with __sycl_register_lib at program start, as DPC++'s
//   offload wrapper does.
//
// Usage: host [LABEL] [--emulated]
//   LABEL prefixes every line, e.g. "LLVM 15, split=source, intel-2024.2";
//   --emulated: the program is also linked with the wrapper object of
//   device/emulated/ (kernel ScaleAddEmu), which it then checks too.
#include <sycl/sycl.hpp>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

// ok/failed/check and the exit status, kernel_id_named, executable,
// compare, shared_copy, the device, the OpenCL parameter count: shared with
// examples/sycl-upstream-clang/host.cpp.
#include "../sycl-common/host_checks.hpp"
using namespace host_checks;

// The specialization constant of device/scale.ll: its default (3) is the
// host's own copy of what the device's specialization_id holds.
constexpr sycl::specialization_id<int> scale{3};
constexpr int kScaleDefault = 3;

// DPC++'s integration footer: the constant's unique name, the one the device
// code passes to __sycl_getScalar2020SpecConstantValue.
template <>
const char *sycl::detail::get_spec_constant_symbolic_ID_impl<scale>() {
  return "uid7e1c3f5a92b04d68____ZL5scale";
}
#include <sycl/detail/spec_const_integration.hpp>

// DPC++'s integration header for ScaleAddEmu (device/emulated/): its name,
// and its parameters as the lambda [a, b, c](id<1>, kernel_handler) holds
// them: three pointers at offsets 0, 8 and 16 of the lambda object, then
// the specialization-constants buffer, which the runtime supplies.
class ScaleAddEmu;
template <> struct sycl::detail::KernelInfo<ScaleAddEmu> {
  static constexpr kernel_param_desc_t Params[] = {
      {kernel_param_kind_t::kind_pointer, 8, 0},
      {kernel_param_kind_t::kind_pointer, 8, 8},
      {kernel_param_kind_t::kind_pointer, 8, 16},
      {kernel_param_kind_t::kind_specialization_constants_buffer, 8, 0}};
  static constexpr unsigned getNumParams() { return 4; }
  static constexpr const kernel_param_desc_t &getParamDesc(int i) { return Params[i]; }
  static constexpr const char *getName() { return "_ZTS11ScaleAddEmu"; }
  static constexpr bool isESIMD() { return false; }
  static constexpr const char *getFileName() { return "host.cpp"; }
  static constexpr const char *getFunctionName() { return "main"; }
  static constexpr unsigned getLineNumber() { return 0; }
  static constexpr unsigned getColumnNumber() { return 0; }
  static constexpr int64_t getKernelSize() { return 3 * sizeof(int *); }
};

namespace {

// The kernels of device/*.ll, named as DPC++ names kernels whose name is a
// class: "_ZTS" + the class's mangled name.
const char *const kVAddInt = "_ZTS7VAddInt";
const char *const kVAddFloat = "_ZTS9VAddFloat";
const char *const kScaleAdd = "_ZTS8ScaleAdd";
const char *const kSkipMiddle = "_ZTS10SkipMiddle";
const char *const kAxpyFP64 = "_ZTS8AxpyFP64";
const char *const kGpuOnly = "_ZTS7GpuOnly";
const char *const kScaleAddEmu = "_ZTS11ScaleAddEmu";  // --emulated
std::vector<std::string> kKernels = {kVAddInt,    kVAddFloat, kScaleAdd,
                                     kSkipMiddle, kAxpyFP64,  kGpuOnly};

constexpr size_t N = 64;

// Launches kernel `name` from `bundle` over N work-items with `args`, the
// kernel's original parameters in order.
template <typename... Args>
void launch(sycl::queue &q, const sycl::kernel_bundle<sycl::bundle_state::executable> &bundle,
            const std::string &name, Args... args) {
  sycl::kernel k = bundle.get_kernel(kernel_id_named(name));
  q.submit([&](sycl::handler &h) {
     h.set_args(args...);
     h.parallel_for(sycl::range<1>(N), k);
   }).wait_and_throw();
}

} // namespace

int main(int argc, char **argv) {
  label = "sycl-runtime";
  bool emulated = false;
  for (int i = 1; i < argc; ++i)
    if (std::string(argv[i]) == "--emulated")
      emulated = true;
    else
      label = argv[i];
  if (emulated)
    kKernels.push_back(kScaleAddEmu);

  sycl::device dev;
  if (!select_opencl_cpu_device(dev))
    return 1;
  sycl::queue q{dev};
  sycl::context ctx = q.get_context();

  check("every kernel registered under its name (sycl::get_kernel_ids)",
        [] { return registered_kernels_differ(kKernels); });

  // Inputs and host-side reference results.
  std::vector<int> ai(N), bi(N);
  std::vector<float> xf(N), yf(N);
  std::vector<double> xd(N), yd(N);
  for (size_t i = 0; i < N; ++i) {
    ai[i] = int(i) * 3 - 50;
    bi[i] = 1000 - int(i) * 7;
    xf[i] = 0.25f * float(i);
    yf[i] = 100.5f - float(i);
    xd[i] = 0.5 * double(i) + 1.0 / 1024;
    yd[i] = double(i) * double(i) - 3.0;
  }
  int *a = shared_copy(q, ai);
  int *b = shared_copy(q, bi);
  int *c = sycl::malloc_shared<int>(N, q);
  float *x = shared_copy(q, xf);
  float *y = shared_copy(q, yf);
  float *z = sycl::malloc_shared<float>(N, q);
  double *xs = shared_copy(q, xd);
  double *ys = sycl::malloc_shared<double>(N, q);

  check(std::string(kVAddInt) + ": c[i] = a[i] + b[i]", [&] {
    std::fill(c, c + N, -1);
    launch(q, executable(ctx, dev, kVAddInt), kVAddInt, a, b, c);
    std::vector<int> want(N);
    for (size_t i = 0; i < N; ++i)
      want[i] = ai[i] + bi[i];
    return compare("c", c, want);
  });

  check(std::string(kVAddFloat) + ": z[i] = x[i] + y[i]", [&] {
    std::fill(z, z + N, -1.0f);
    launch(q, executable(ctx, dev, kVAddFloat), kVAddFloat, x, y, z);
    std::vector<float> want(N);
    for (size_t i = 0; i < N; ++i)
      want[i] = xf[i] + yf[i];
    return compare("z", z, want);
  });

  // The specialization constant, lowered natively (OpSpecConstant): its
  // default, then a value set on the input bundle before the build.
  auto scale_add = [&](const sycl::kernel_bundle<sycl::bundle_state::executable> &exe, int k) {
    std::fill(c, c + N, -1);
    launch(q, exe, kScaleAdd, a, b, c);
    std::vector<int> want(N);
    for (size_t i = 0; i < N; ++i)
      want[i] = ai[i] * k + bi[i];
    return compare("c", c, want);
  };
  check(std::string(kScaleAdd) + ": specialization constant default (" +
            std::to_string(kScaleDefault) + ") reaches the kernel",
        [&] {
          auto input = sycl::get_kernel_bundle<sycl::bundle_state::input>(
              ctx, {dev}, {kernel_id_named(kScaleAdd)});
          if (!input.contains_specialization_constants())
            return std::string("the input bundle has no specialization constants");
          return scale_add(sycl::build(input), kScaleDefault);
        });
  const int set_value = -7;
  check(std::string(kScaleAdd) + ": value set by kernel_bundle<input>::set_specialization_constant (" +
            std::to_string(set_value) + ") reaches the kernel",
        [&] {
          auto input = sycl::get_kernel_bundle<sycl::bundle_state::input>(
              ctx, {dev}, {kernel_id_named(kScaleAdd)});
          input.set_specialization_constant<scale>(set_value);
          auto exe = sycl::build(input);
          if (exe.get_specialization_constant<scale>() != set_value)
            return std::string("the built bundle reports ") +
                   std::to_string(exe.get_specialization_constant<scale>());
          if (!exe.native_specialization_constant())
            return std::string("the bundle's constants are not native (OpSpecConstant)");
          return scale_add(exe, set_value);
        });

  // The same constant lowered by spec-constants<mode=emulation>: the kernel
  // reads it from the buffer the runtime passes (its default values). A
  // value set on the bundle does not get there: for a SPIR-V image the
  // runtime sets constants natively, by the IDs of the image's
  // [SYCL/specialization constants], which an emulated image does not
  // have (the build fails with UR_RESULT_ERROR_INVALID_SPEC_ID); see
  // docs/guides/sycl-runtime.md.
  if (emulated)
    check(std::string(kScaleAddEmu) + ": emulated specialization constant's default (" +
              std::to_string(kScaleDefault) + ") reaches the kernel through the runtime's buffer",
          [&] {
            auto input = sycl::get_kernel_bundle<sycl::bundle_state::input>(
                ctx, {dev}, {sycl::get_kernel_id<ScaleAddEmu>()});
            auto exe = sycl::build(input);
            std::fill(c, c + N, -1);
            q.submit([&](sycl::handler &h) {
               h.use_kernel_bundle(exe);
               h.parallel_for<ScaleAddEmu>(sycl::range<1>(N),
                                           [a, b, c](sycl::id<1>, sycl::kernel_handler) {
                                             (void)a, (void)b, (void)c;
                                           });
             }).wait_and_throw();
            std::vector<int> want(N);
            for (size_t i = 0; i < N; ++i)
              want[i] = ai[i] * kScaleDefault + bi[i];
            return compare("c", c, want);
          });

  // SkipMiddle(in, n, out): n is dead and was removed from the SPIR-V
  // kernel; the host passes all three original arguments.
  check(std::string(kSkipMiddle) + ": launched with its 3 original arguments, the dead middle one removed", [&] {
    auto exe = executable(ctx, dev, kSkipMiddle);
    // The kernel the OpenCL runtime built must have lost the parameter (or
    // this check would pass without the SYCL runtime skipping anything).
    cl_uint params;
    std::string why = opencl_num_args(exe.get_kernel(kernel_id_named(kSkipMiddle)), params);
    if (!why.empty())
      return why;
    if (params != 2)
      return "the OpenCL kernel has " + std::to_string(params) + " parameters, expected 2";
    std::fill(c, c + N, -1);
    launch(q, exe, kSkipMiddle, a, int(N), c);
    std::vector<int> want(N);
    for (size_t i = 0; i < N; ++i)
      want[i] = ai[i] * 2;
    return compare("out", c, want);
  });

  check(std::string(kAxpyFP64) + ": needs fp64, runs: y[i] = alpha * x[i] + y[i]", [&] {
    if (!dev.has(sycl::aspect::fp64))
      return std::string("the device lacks aspect fp64");
    const double alpha = 2.5;
    std::copy(yd.begin(), yd.end(), ys);
    launch(q, executable(ctx, dev, kAxpyFP64), kAxpyFP64, alpha, xs, ys);
    std::vector<double> want(N);
    for (size_t i = 0; i < N; ++i)
      want[i] = alpha * xd[i] + yd[i];
    return compare("y", ys, want);
  });

  // The image of GpuOnly requires aspect gpu, which this device lacks: the
  // runtime must call it incompatible (and every other kernel compatible,
  // so that the answer comes from the image's requirements, not from the
  // device refusing everything).
  check(std::string(kGpuOnly) + ": needs aspect gpu, refused by sycl::is_compatible", [&] {
    if (dev.has(sycl::aspect::gpu))
      return std::string("the device has aspect gpu: nothing to refuse");
    if (sycl::is_compatible({kernel_id_named(kGpuOnly)}, dev))
      return std::string("is_compatible says yes");
    for (const std::string &n : kKernels)
      if (n != kGpuOnly && !sycl::is_compatible({kernel_id_named(n)}, dev))
        return "is_compatible refuses " + n + " as well";
    return std::string();
  });

  for (void *p : {(void *)a, (void *)b, (void *)c, (void *)x, (void *)y, (void *)z, (void *)xs,
                  (void *)ys})
    sycl::free(p, q);
  return exit_status();
}
