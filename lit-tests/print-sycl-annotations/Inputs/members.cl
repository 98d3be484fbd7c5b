// Struct members with SYCL properties, as clang-15 emits them: each becomes
// llvm.ptr.annotation(..., "sycl-properties", file, line, @.args) with
// @.args = { name, value, name, value ... }.
struct S {
  int banks __attribute__((annotate("sycl-properties", "sycl-num-banks", 4, "sycl-datapath", "")));
  int aligned __attribute__((annotate("sycl-properties", "sycl-alignment", 16)));
  int label __attribute__((annotate("sycl-properties", "sycl-latency-anchor-id", "1")));
  int odd __attribute__((annotate("sycl-properties", "sycl-num-banks", 4, "sycl-datapath")));
  int badname __attribute__((annotate("sycl-properties", 7, 4)));
  int bits __attribute__((annotate("{5835:1,2,3}")));
  int other __attribute__((annotate("sycl-properties", "sycl-made-up-member", 5, "sycl-sub-group-size", 16)));
};
kernel void k(global int *out) {
  struct S s;
  s.banks = 1;
  s.aligned = 2;
  s.label = 3;
  s.odd = 4;
  s.badname = 5;
  s.bits = 6;
  s.other = 7;
  out[0] = s.banks + s.aligned + s.label + s.odd + s.badname + s.bits + s.other;
}
