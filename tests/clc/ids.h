/* Included by kernels.cl and loop.cl: the work-item functions in 3 dimensions, written by each
 * work-item into its 8 words of out (test_ids in test_kernels.c checks them). */
static void write_ids(__global uint *out) {
  size_t x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
  size_t gx = get_global_size(0), gy = get_global_size(1);
  size_t lin = (z - get_global_offset(2)) * gx * gy + (y - get_global_offset(1)) * gx + (x - get_global_offset(0));
  __global uint *o = out + lin * 8;
  o[0] = (uint)x; o[1] = (uint)y; o[2] = (uint)z;
  o[3] = (uint)(get_local_id(0) | get_local_id(1) << 8 | get_local_id(2) << 16);
  o[4] = (uint)(get_group_id(0) | get_group_id(1) << 8 | get_group_id(2) << 16);
  o[5] = (uint)(get_num_groups(0) | get_num_groups(1) << 8 | get_num_groups(2) << 16);
  o[6] = (uint)(get_local_size(0) | get_local_size(1) << 8 | get_local_size(2) << 16);
  o[7] = get_work_dim() | (uint)get_global_size(3) << 8 | (uint)get_local_id(3) << 16;
}
