// FPGA memory properties on struct members (SPV_INTEL_fpga_memory_attributes),
// and a member whose annotation is already in the translator's format.
struct S {
  int banks[4] __attribute__((annotate("sycl-properties", "sycl-num-banks", 4, "sycl-datapath", "")));
  int copies __attribute__((annotate("sycl-properties", "sycl-max-private-copies", 2)));
  int depth __attribute__((annotate("{force_pow2_depth:1}")));
};
kernel void fpga(global int *out, global const int *in) {
  struct S s;
  s.banks[0] = in[0];
  s.copies = in[1];
  s.depth = in[2];
  out[0] = s.banks[0] + s.copies + s.depth;
}
