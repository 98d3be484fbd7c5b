// Included by both sides of examples/sycl-upstream-clang: kernels.cpp
// (upstream clang 22, -fsycl-is-device) and host.cpp (plain clang++, no
// -fsycl). A kernel object whose type both compiles see has the same
// layout on both by construction; the lambdas of kernels.cpp cannot be
// named on the host, so host.cpp mirrors their layouts by hand.
#pragma once

using size_t = decltype(sizeof 0);

// y[i] = (a * x[i] + b) * x[i] + c, in double precision: a kernel object of
// two pointers and three doubles (40 bytes). Its kernel is "_ZTS5Poly2".
struct Poly2 {
  const double *x;
  double *y;
  double a, b, c;
  void operator()(size_t i) const { y[i] = (a * x[i] + b) * x[i] + c; }
};
