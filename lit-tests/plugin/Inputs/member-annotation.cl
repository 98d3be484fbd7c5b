// A struct member with a SYCL property (as an annotation) in a kernel with
// a required work-group size: remarks from sycl-annotations (at each
// access of the member) and spirv-exec-modes (plugin/clang-remarks.ll).
struct S {
  int x __attribute__((annotate("sycl-properties", "sycl-num-banks", 4)));
};
kernel void __attribute__((reqd_work_group_size(8, 4, 2))) vadd(global int *c) {
  struct S s;
  s.x = c[0];
  c[get_global_id(0)] = s.x;
}
