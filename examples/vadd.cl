__attribute__((reqd_work_group_size(8, 4, 2)))
__attribute__((vec_type_hint(float4)))
__attribute__((work_group_size_hint(16, 1, 1)))
__attribute__((intel_reqd_sub_group_size(16)))
kernel void vadd(global const int *a, global const int *b, global int *c) {
  size_t i = get_global_id(0);
  c[i] = a[i] + b[i];
}
