// The host side of examples/sycl-upstream-clang: a SYCL program compiled
// with plain clang++ (no -fsycl) against the headers of Intel's SYCL
// runtime (PyPI wheel intel-sycl-rt), linked with -lsycl and with the
// object that sycl-offload-wrapper made of the kernels upstream clang 22
// compiled from kernels.cpp. It runs every kernel on Intel's OpenCL CPU
// device and prints one line per check, "[runtime] upstream clang: <what>:
// OK", or a FAILED line; it exits non-zero if any check failed. Every
// expected value is computed here, on the host, from the inputs.
//
// What this file provides by hand that DPC++'s integration header would:
// - Kernel names. Upstream clang writes no integration header (no
//   sycl::detail::KernelInfo<Name> specializations), and its host compile
//   (-fsycl-is-host) leaves the body of a sycl_kernel_entry_point function
//   empty: nothing on the host launches the kernel. Kernels are reached by
//   their names (DPC++'s "_ZTS" + the mangled kernel name, as upstream
//   clang names them too) through sycl::get_kernel_ids(), a kernel bundle
//   and handler::set_arg + parallel_for(range, kernel).
// - Arguments. DPC++'s device compiler breaks a kernel object into its
//   captures, one kernel parameter each, and the integration header tells
//   the runtime each one's kind, size and offset in the lambda. Upstream
//   clang passes the whole object as the kernel's one `byval` parameter, so
//   the host sets argument 0 to an object with the device's layout: the
//   functor's own type (Poly2, from kernel_objects.hpp, which both sides
//   compile), and for the lambdas, whose closure types the host cannot
//   name, structs laid out as clang lays out their captures (in the order
//   of the explicit capture list), checked below with static_assert.
// - Pointers. USM pointers go into the object as they are; on the device
//   they are generic pointers (addrspace(4)) inside the object, where DPC++
//   would make each a global (addrspace(1)) kernel parameter.
// The device binaries themselves: the wrapper object registers them with
// __sycl_register_lib at program start, as DPC++'s offload wrapper does.
//
// Usage: host [LABEL]   (LABEL is put before each check, e.g. "split=kernel")
#include <sycl/sycl.hpp>

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

// ok/failed/check and the exit status, kernel_id_named, executable,
// compare, shared_copy, the device, the OpenCL parameter count: shared with
// examples/sycl-runtime/host.cpp.
#include "../sycl-common/host_checks.hpp"
using namespace host_checks;

#include "kernel_objects.hpp"

// The closures of kernels.cpp's lambdas, as upstream clang lays them out
// (the device IR's %class.anon and %class.anon.0).
struct VAddObject {     // [a, b, c](size_t i) { c[i] = a[i] + b[i]; }
  const int *a;
  const int *b;
  int *c;
};
struct SaxpyObject {    // [x, alpha, y](size_t i) { y[i] = alpha * x[i] + y[i]; }
  const float *x;
  float alpha;
  float *y;
};
static_assert(sizeof(VAddObject) == 24 && offsetof(VAddObject, c) == 16, "VAdd's closure");
static_assert(sizeof(SaxpyObject) == 24 && offsetof(SaxpyObject, alpha) == 8 &&
                  offsetof(SaxpyObject, y) == 16,
              "Saxpy's closure: a float, then 4 bytes of padding");
static_assert(sizeof(Poly2) == 40, "Poly2");

namespace {

const char *const kVAdd = "_ZTS4VAdd";
const char *const kSaxpy = "_ZTS5Saxpy";
const char *const kPoly2 = "_ZTS5Poly2";
const std::vector<std::string> kKernels = {kVAdd, kSaxpy, kPoly2};

constexpr size_t N = 64;

sycl::kernel kernel_named(const sycl::context &ctx, const sycl::device &dev, const std::string &name) {
  return executable(ctx, dev, name).get_kernel(kernel_id_named(name));
}

// Launches kernel `name` over N work-items, its one argument the kernel
// object `object` (copied into the argument, as the device's byval
// parameter is a copy).
template <typename Object>
void launch(sycl::queue &q, const std::string &name, const Object &object) {
  sycl::kernel k = kernel_named(q.get_context(), q.get_device(), name);
  q.submit([&](sycl::handler &h) {
     h.set_arg(0, object);
     h.parallel_for(sycl::range<1>(N), k);
   }).wait_and_throw();
}

} // namespace

int main(int argc, char **argv) {
  label = "upstream clang";
  if (argc > 1)
    label += std::string(": ") + argv[1];

  sycl::device dev;
  if (!select_opencl_cpu_device(dev))
    return 1;
  sycl::queue q{dev};

  check("every kernel registered under its name (sycl::get_kernel_ids): _ZTS4VAdd, _ZTS5Saxpy, _ZTS5Poly2",
        [] { return registered_kernels_differ(kKernels); });

  // Upstream clang's calling convention, as the OpenCL runtime built it:
  // one parameter per kernel, the kernel object.
  check("each kernel has one parameter, the kernel object (CL_KERNEL_NUM_ARGS)", [&] {
    for (const std::string &name : kKernels) {
      cl_uint params;
      std::string why = opencl_num_args(kernel_named(q.get_context(), dev, name), params);
      if (!why.empty())
        return name + ": " + why;
      if (params != 1)
        return name + " has " + std::to_string(params) + " parameters";
    }
    return std::string();
  });

  // Inputs and host-side results. The float and double values are exact
  // in every operation (few significant bits), so a fused or unfused
  // multiply-add gives the same result on either side.
  std::vector<int> ai(N), bi(N);
  std::vector<float> xf(N), yf(N);
  std::vector<double> xd(N);
  for (size_t i = 0; i < N; ++i) {
    ai[i] = int(i) * 3 - 50;
    bi[i] = 1000 - int(i) * 7;
    xf[i] = 0.25f * float(i);
    yf[i] = 100.5f - float(i);
    xd[i] = 0.25 * double(i) - 4.0;
  }
  int *a = shared_copy(q, ai);
  int *b = shared_copy(q, bi);
  int *c = sycl::malloc_shared<int>(N, q);
  float *x = shared_copy(q, xf);
  float *y = sycl::malloc_shared<float>(N, q);
  double *px = shared_copy(q, xd);
  double *py = sycl::malloc_shared<double>(N, q);

  check(std::string(kVAdd) + ": c[i] = a[i] + b[i] (object: 3 pointers)", [&] {
    std::fill(c, c + N, -1);
    launch(q, kVAdd, VAddObject{a, b, c});
    std::vector<int> want(N);
    for (size_t i = 0; i < N; ++i)
      want[i] = ai[i] + bi[i];
    return compare("c", c, want);
  });

  const float alpha = 1.5f;
  check(std::string(kSaxpy) + ": y[i] = alpha * x[i] + y[i] (object: pointer, float, pointer)", [&] {
    std::copy(yf.begin(), yf.end(), y);
    launch(q, kSaxpy, SaxpyObject{x, alpha, y});
    std::vector<float> want(N);
    for (size_t i = 0; i < N; ++i)
      want[i] = alpha * xf[i] + yf[i];
    return compare("y", y, want);
  });

  const double pa = 0.5, pb = -2.0, pc = 3.0;
  check(std::string(kPoly2) + ": y[i] = (a * x[i] + b) * x[i] + c in fp64 (object: the functor)", [&] {
    std::fill(py, py + N, -1.0);
    launch(q, kPoly2, Poly2{px, py, pa, pb, pc});
    std::vector<double> want(N);
    for (size_t i = 0; i < N; ++i)
      want[i] = (pa * xd[i] + pb) * xd[i] + pc;
    return compare("y", py, want);
  });

  for (void *p : {(void *)a, (void *)b, (void *)c, (void *)x, (void *)y, (void *)px, (void *)py})
    sycl::free(p, q);
  return exit_status();
}
