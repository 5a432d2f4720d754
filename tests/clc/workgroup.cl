/* OpenCL C 2.0 work-group collective functions (tests/clc/test_workgroup.c), in 1- and
 * 2-dimensional groups; each kernel writes one result per work-item. */
/* Consecutive calls take different values (v, w alternately), so a call that read slots the next
 * call had already overwritten would show. */
#define COLLECTIVES(T)                                                                             \
  __kernel void wg_##T(__global const T *x, __global T *out) {                                     \
    size_t n = get_global_size(0) * get_global_size(1);                                            \
    size_t i = get_global_id(0) + get_global_id(1) * get_global_size(0);                           \
    T v = x[i], w = x[(i + 1) % n];                                                                \
    out[i] = work_group_reduce_add(v);                                                             \
    out[n + i] = work_group_reduce_min(w);                                                         \
    out[2 * n + i] = work_group_reduce_max(v);                                                     \
    out[3 * n + i] = work_group_scan_inclusive_add(w);                                             \
    out[4 * n + i] = work_group_scan_inclusive_min(v);                                             \
    out[5 * n + i] = work_group_scan_inclusive_max(w);                                             \
    out[6 * n + i] = work_group_scan_exclusive_add(v);                                             \
    out[7 * n + i] = work_group_scan_exclusive_min(w);                                             \
    out[8 * n + i] = work_group_scan_exclusive_max(v);                                             \
    out[9 * n + i] = work_group_broadcast(w, 1, 2);                                                \
  }
COLLECTIVES(int)
COLLECTIVES(uint)
COLLECTIVES(long)
COLLECTIVES(ulong)
COLLECTIVES(float)
COLLECTIVES(double)

__kernel void wg_pred(__global const int *x, __global int *out) {
  size_t i = get_global_id(0), n = get_global_size(0);
  out[i] = work_group_all(x[i]);
  out[n + i] = work_group_any(x[i]);
  out[2 * n + i] = work_group_broadcast(x[i], get_local_size(0) - 1);
  out[3 * n + i] = work_group_broadcast(x[i], get_local_size(0));   /* outside: its own value */
}
