kernel void __attribute__((reqd_work_group_size(8, 4, 2))) vadd(global const int *a, global const int *b, global int *c) {
  size_t i = get_global_id(0);
  c[i] = a[i] + b[i];
}
