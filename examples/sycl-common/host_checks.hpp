// What the host programs of examples/sycl-runtime and
// examples/sycl-upstream-clang share: their checks and how each is
// reported, finding a kernel by its name, and the device they run on. Each
// check prints one line, "[runtime] <label>: <what>: OK" or
// "[runtime] <label>: <what>: FAILED: <why>" (scripts/test counts the OK
// lines); the program exits 1 if any failed (exit_status). Included by
// each host.cpp as "../sycl-common/host_checks.hpp", so that the compile
// needs no -I for it; each program is one translation unit.
#pragma once

#include <sycl/sycl.hpp>

#include <CL/cl.h>  // the OpenCL kernel behind a SYCL one (its parameter count)

#include <algorithm>
#include <cstdio>
#include <functional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace host_checks {

// Put before every check's line (set by main, from its arguments).
inline std::string label;
inline int failures = 0;

inline void ok(const std::string &what) {
  std::printf("[runtime] %s: %s: OK\n", label.c_str(), what.c_str());
}
inline void failed(const std::string &what, const std::string &why) {
  std::printf("[runtime] %s: %s: FAILED: %s\n", label.c_str(), what.c_str(), why.c_str());
  ++failures;
}

// Runs one check: `body` returns why it failed, empty if it passed; a SYCL
// (or any) exception fails it with its message.
inline void check(const std::string &what, const std::function<std::string()> &body) {
  try {
    std::string why = body();
    if (why.empty())
      ok(what);
    else
      failed(what, why);
  } catch (const sycl::exception &e) {
    failed(what, std::string("sycl::exception: ") + e.what());
  } catch (const std::exception &e) {
    failed(what, std::string("exception: ") + e.what());
  }
  std::fflush(stdout);
}

// main's exit status: 0, or 1 after a line counting the failed checks.
inline int exit_status() {
  if (!failures)
    return 0;
  std::printf("[runtime] %s: %d check(s) FAILED\n", label.c_str(), failures);
  return 1;
}

// Intel's OpenCL CPU device (the only device run.sh gives the runtime),
// put in `dev` with an OK line that names it; false, with a FAILED line,
// if there is none.
inline bool select_opencl_cpu_device(sycl::device &dev) {
  for (const sycl::device &d : sycl::device::get_devices())
    if (d.is_cpu() && d.get_backend() == sycl::backend::opencl) {
      dev = d;
      ok("OpenCL CPU device: " + dev.get_info<sycl::info::device::name>());
      return true;
    }
  failed("OpenCL CPU device", "none among sycl::device::get_devices()");
  return false;
}

// The kernel registered under `name` (DPC++'s "_ZTS" + the mangled kernel
// name): the program compiled no kernel itself, so it has no
// get_kernel_id<Name>() to ask.
inline sycl::kernel_id kernel_id_named(const std::string &name) {
  for (const sycl::kernel_id &id : sycl::get_kernel_ids())
    if (name == id.get_name())
      return id;
  throw std::runtime_error("no kernel named " + name + " is registered");
}

// An executable bundle with kernel `name`, built for `dev`.
inline sycl::kernel_bundle<sycl::bundle_state::executable>
executable(const sycl::context &ctx, const sycl::device &dev, const std::string &name) {
  return sycl::get_kernel_bundle<sycl::bundle_state::executable>(ctx, {dev},
                                                                {kernel_id_named(name)});
}

// Empty if the kernels registered (sycl::get_kernel_ids) are exactly
// `want`, else the names of those registered.
inline std::string registered_kernels_differ(const std::vector<std::string> &want) {
  std::set<std::string> got;
  for (const sycl::kernel_id &id : sycl::get_kernel_ids())
    got.insert(id.get_name());
  if (got == std::set<std::string>(want.begin(), want.end()))
    return "";
  std::string why = "registered:";
  for (const std::string &n : got)
    why += " " + n;
  return why;
}

// How many parameters the OpenCL kernel behind `k` has, in `params`
// (SYCL's info::kernel::num_args answers only for interop kernels, so this
// asks OpenCL itself); empty, or what went wrong.
inline std::string opencl_num_args(const sycl::kernel &k, cl_uint &params) {
  cl_kernel native = sycl::get_native<sycl::backend::opencl>(k);
  params = 0;
  cl_int err = clGetKernelInfo(native, CL_KERNEL_NUM_ARGS, sizeof params, &params, nullptr);
  clReleaseKernel(native);
  if (err != CL_SUCCESS)
    return "clGetKernelInfo(CL_KERNEL_NUM_ARGS): error " + std::to_string(err);
  return "";
}

// A copy of `v` in USM shared memory on `q` (freed by the program).
template <typename T> T *shared_copy(sycl::queue &q, const std::vector<T> &v) {
  T *p = sycl::malloc_shared<T>(v.size(), q);
  std::copy(v.begin(), v.end(), p);
  return p;
}

// The first element of `got` that differs from `want`, as text; empty if
// they are equal.
template <typename T>
std::string compare(const char *what, const T *got, const std::vector<T> &want) {
  for (size_t i = 0; i < want.size(); ++i)
    if (!(got[i] == want[i]))
      return std::string(what) + "[" + std::to_string(i) + "] = " + std::to_string(got[i]) +
             ", expected " + std::to_string(want[i]);
  return "";
}

} // namespace host_checks
