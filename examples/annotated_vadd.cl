// A vector add whose buffers are reached through a struct whose members
// carry SYCL compile-time properties, the way a header does it for
// annotated_ptr: clang-15 turns each member access into
// llvm.ptr.annotation(..., "sycl-properties", file, line, {name, value...}).
// sycl-annotations<format=decorations> makes them SPV_INTEL_cache_controls
// decorations and applies
// sycl-alignment to the accesses; the runtime must still compute every sum.
// The values as DPC++'s cache_control_properties.hpp encodes read_hint /
// write_hint: a nibble of cache levels (L1 = 1, L2 = 2, L3 = 4, L4 = 8)
// per cache_mode (uncached 0, cached 1, streaming 2, ..., write_back 6).
struct operands {
  // read_hint<cache_control<cache_mode::cached, cache_level::L1>>
  global const int *a __attribute__((annotate("sycl-properties", "sycl-cache-read-hint", 0x10)));
  // read_hint<cache_control<cache_mode::streaming, cache_level::L3>>
  global const int *b __attribute__((annotate("sycl-properties", "sycl-cache-read-hint", 0x400)));
  // write_hint<cache_control<cache_mode::write_back, cache_level::L1>>
  global int *c __attribute__((annotate("sycl-properties", "sycl-cache-write-hint", 0x1000000, "sycl-alignment", 8)));
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
