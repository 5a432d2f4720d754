/* wait_group_events is a barrier: this kernel's work-items run on fibers (docs/kernels.md). */
/* An asynchronous copy of the group's 64 float4 records into __local memory, then each record
 * the mean of itself and its two neighbours in the tile (ends clamped). */
__kernel void tile_avg(__global const float4 *s, __global float4 *d) {
  __local float4 tile[64];
  size_t l = get_local_id(0), n = get_local_size(0), g = get_group_id(0);
  event_t e = async_work_group_copy(tile, s + g * n, n, 0);
  wait_group_events(1, &e);
  float4 a = tile[l > 0 ? l - 1 : l], b = tile[l], c = tile[l + 1 < n ? l + 1 : l];
  d[g * n + l] = (a + b + c) * (1.0f / 3.0f);
}
