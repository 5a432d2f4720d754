/* cl_khr_subgroups (tests/clc/test_subgroup.c): the sub-group work-item functions and every
 * collective on the six types, and a work-group sum written the way kernels use sub-groups (each
 * sub-group's sum by its first work-item into local memory, then combined after a barrier). */
#define SUBGROUP(T)                                                                               \
  __kernel void sg_##T(__global const T *x, __global T *out) {                                    \
    size_t n = get_global_size(0) * get_global_size(1);                                           \
    size_t i = get_global_id(0) + get_global_id(1) * get_global_size(0);                          \
    T v = x[i];                                                                                   \
    out[i] = sub_group_reduce_add(v);                                                             \
    out[n + i] = sub_group_reduce_min(v);                                                         \
    out[2 * n + i] = sub_group_reduce_max(v);                                                     \
    out[3 * n + i] = sub_group_scan_inclusive_add(v);                                             \
    out[4 * n + i] = sub_group_scan_inclusive_min(v);                                             \
    out[5 * n + i] = sub_group_scan_inclusive_max(v);                                             \
    out[6 * n + i] = sub_group_scan_exclusive_add(v);                                             \
    out[7 * n + i] = sub_group_scan_exclusive_min(v);                                             \
    out[8 * n + i] = sub_group_scan_exclusive_max(v);                                             \
    out[9 * n + i] = sub_group_broadcast(v, 0u);                                                  \
  }
SUBGROUP(int)
SUBGROUP(uint)
SUBGROUP(long)
SUBGROUP(ulong)
SUBGROUP(float)
SUBGROUP(double)

/* per work-item: size, max size, count, id, local id, all, any (of x != 0 and x == 0) */
__kernel void sg_ids(__global const int *x, __global uint *out) {
  size_t n = get_global_size(0) * get_global_size(1);
  size_t i = get_global_id(0) + get_global_id(1) * get_global_size(0);
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  sub_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_sub_group);
  out[i] = get_sub_group_size();
  out[n + i] = get_max_sub_group_size();
  out[2 * n + i] = get_num_sub_groups();
  out[3 * n + i] = get_enqueued_num_sub_groups();
  out[4 * n + i] = get_sub_group_id();
  out[5 * n + i] = get_sub_group_local_id();
  out[6 * n + i] = (uint)sub_group_all(x[i]) | (uint)sub_group_any(x[i]) << 1 | (uint)sub_group_all(x[i] == 0) << 2;
}

/* the sum of each work-group of x (at most 64 sub-groups), in out[group] */
__kernel void sg_group_sum(__global const int *x, __global int *out) {
  __local int part[64];
  int s = sub_group_reduce_add(x[get_global_id(0)]);
  if (get_sub_group_local_id() == 0) part[get_sub_group_id()] = s;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0) {
    int t = 0;
    for (uint g = 0; g < get_num_sub_groups(); g++) t += part[g];
    out[get_group_id(0)] = t;
  }
}
