/* Asynchronous work-group copies (tests/clc/test_async.c): unmodified OpenCL C 1.2.  Each kernel
 * reads what other work-items' share of a copy brought in, so a copy that is not the whole
 * group's, or not complete at wait_group_events, shows. */

/* A tile of float4 records into __local memory, each work-item reads its neighbour's record; the
 * results back to global memory by a second copy. */
__kernel void tile_copy(__global const float4 *in, __global float4 *out, __local float4 *tile, __local float4 *res) {
  size_t l = get_local_id(0), n = get_local_size(0), g = get_group_id(0);
  prefetch(in + g * n, n);
  event_t e = async_work_group_copy(tile, in + g * n, n, 0);
  wait_group_events(1, &e);
  res[l] = tile[(l + 1) % n] * 2.0f + (float4)(0.0f, 1.0f, 2.0f, 3.0f);
  barrier(CLK_LOCAL_MEM_FENCE);
  e = async_work_group_copy(out + g * n, res, n, 0);
  wait_group_events(1, &e);
}

/* Every third int of the group's range into __local memory (source stride 3), read reversed;
 * back out to every second int (destination stride 2); two events waited on at once. */
__kernel void strided(__global const int *in, __global int *out, __global int *out2, __local int *a,
                      __local int *b) {
  size_t l = get_local_id(0), n = get_local_size(0), g = get_group_id(0);
  event_t ev[2];
  ev[0] = async_work_group_strided_copy(a, in + g * n * 3, n, 3, 0);
  ev[1] = async_work_group_copy(b, in + g * n * 3 + 1, n, 0);
  wait_group_events(2, ev);
  out[g * n + l] = a[n - 1 - l] * 10 + b[l];
  barrier(CLK_LOCAL_MEM_FENCE);
  a[l] = (int)(g * 1000 + l);
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t e = async_work_group_strided_copy(out2 + g * n * 2, a, n, 2, 0);
  wait_group_events(1, &e);
}

/* 3-lane vectors: an array of char3 has a stride of 4 bytes. */
__kernel void copy3(__global const char3 *in, __global char3 *out, __local char3 *t) {
  size_t l = get_local_id(0), n = get_local_size(0), g = get_group_id(0);
  event_t e = async_work_group_copy(t, in + g * n, n, 0);
  wait_group_events(1, &e);
  out[g * n + l] = t[n - 1 - l].zxy;
}
