// The demo kernel: a vector add whose attributes the pipeline must carry into
// SPIR-V. spirv-exec-modes moves each into !spirv.ExecutionMode; the runtime
// then reports the work-group size (8, 4, 2) and sub-group size 16 back.
// The work-group is 3-D on purpose, so a swapped X/Z would show. Only
// dimension 0 indexes the data: items that differ in y or z write the same
// sum to the same element.
__attribute__((reqd_work_group_size(8, 4, 2)))
__attribute__((work_group_size_hint(16, 1, 1)))
__attribute__((intel_reqd_sub_group_size(16)))
__attribute__((vec_type_hint(float4)))
kernel void vadd(global const int *a, global const int *b, global int *c) {
  size_t i = get_global_id(0);
  c[i] = a[i] + b[i];
}
