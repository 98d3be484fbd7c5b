// The device side of examples/sycl-upstream-clang: SYCL-style kernels for
// upstream clang 22's SYCL device mode, with no SYCL headers at all:
//
//   clang++-22 -cc1 -fsycl-is-device -triple spir64-unknown-unknown \
//     -aux-triple x86_64-pc-linux-gnu -std=c++17 -O2 -disable-llvm-passes \
//     -emit-llvm kernels.cpp -o kernels.ll
//
// Upstream clang makes a kernel of every instantiation of a function
// declared [[clang::sycl_kernel_entry_point(KernelName)]]: a `spir_kernel`
// named "_ZTS" + the mangled KernelName (what DPC++ names it), whose one
// parameter is the kernel object (the lambda or functor), passed `byval`,
// and whose body is the entry point's body. The functions that instantiate
// the entry points (launch() below) are not emitted for the device.
// run.sh takes the IR through opt-22 with spirv-props (default<O2>,
// device-code-split), llc-22 to SPIR-V and sycl-offload-wrapper, and
// host.cpp launches each kernel by name on Intel's SYCL runtime.

#include "kernel_objects.hpp"

// What a SYCL header would give the device: the work-item's global id, read
// through the SPIR-V builtin that DPC++'s headers read (LLVM's SPIR-V
// backend turns the call into a load of the GlobalInvocationId builtin
// variable), and an entry point that calls the kernel object with it, as
// parallel_for(range<1>, kernel) does.
size_t __spirv_BuiltInGlobalInvocationId(int dimension);

template <typename KernelName, typename KernelObject>
[[clang::sycl_kernel_entry_point(KernelName)]]
void parallel_for_1d(KernelObject kernel) {
  kernel(__spirv_BuiltInGlobalInvocationId(0));
}

// Kernel names, as SYCL programs name lambda kernels: classes that are only
// declared. The kernels are "_ZTS4VAdd" and "_ZTS5Saxpy"; the functor's is
// its own type's, "_ZTS5Poly2".
class VAdd;
class Saxpy;

// How a SYCL program's host code would submit these kernels. Only the
// device compile sees this function, and it emits none of it: it exists to
// instantiate the entry points. The capture lists are explicit, so that
// clang lays each closure out in the order written ({a, b, c} and
// {x, alpha, y}): host.cpp passes objects with those layouts.
void launch(const int *a, const int *b, int *c, const float *x, float alpha, float *y,
            const double *px, double *py) {
  // c[i] = a[i] + b[i]: captures three pointers.
  parallel_for_1d<VAdd>([a, b, c](size_t i) { c[i] = a[i] + b[i]; });
  // y[i] = alpha * x[i] + y[i]: a scalar between two pointers (4 bytes of
  // padding after it: the object is 24 bytes).
  parallel_for_1d<Saxpy>([x, alpha, y](size_t i) { y[i] = alpha * x[i] + y[i]; });
  // A named functor, its type shared with the host (kernel_objects.hpp).
  parallel_for_1d<Poly2>(Poly2{px, py, 0.5, -2.0, 3.0});
}
