// A vector add whose buffers are reached through a struct whose members
// carry SYCL compile-time properties, the way a header does it for
// annotated_ptr: clang-15 turns each member access into
// llvm.ptr.annotation(..., "sycl-properties", file, line, {name, value...}).
// sycl-annotations<format=decorations> makes them SPV_INTEL_cache_controls
// decorations (value: the set of cache levels, bit 0 = L1) and applies
// sycl-alignment to the accesses; the runtime must still compute every sum.
struct operands {
  global const int *a __attribute__((annotate("sycl-properties", "sycl-cache-read-cached", 1)));
  global const int *b __attribute__((annotate("sycl-properties", "sycl-cache-read-streaming", 4)));
  global int *c __attribute__((annotate("sycl-properties", "sycl-cache-write-back", 1, "sycl-alignment", 8)));
};

__attribute__((reqd_work_group_size(8, 1, 1)))
kernel void annotated_vadd(global const int *a, global const int *b, global int *c) {
  struct operands ops;
  ops.a = a;
  ops.b = b;
  ops.c = c;
  size_t i = get_global_id(0);
  ops.c[i] = ops.a[i] + ops.b[i];
}
