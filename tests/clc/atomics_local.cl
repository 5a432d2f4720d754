/* Atomic functions on __local memory (tests/clc/test_atomics.c), between barriers (this file runs
 * its work-items as fibers). */
/* Per work-group: a 16-bin histogram of the low and the high nibbles of its bytes in __local bins
 * (atomic_inc, atom_add), and an exchange on a __local cell of each work-item's own. */
__kernel void local_atomics(__global const uchar *data, __global uint *bins_out, __global int *old,
                            __local uint *bins, __local int *cells) {
  size_t l = get_local_id(0), g = get_group_id(0);
  uchar d = data[get_global_id(0)];
  if (l < 16) bins[l] = 0;
  cells[l] = (int)l * 3;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_inc(&bins[d & 15]);
  atom_add(&bins[d >> 4], 1u);
  int o = atomic_xchg(&cells[l], -(int)l);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l < 16) bins_out[g * 16 + l] = bins[l];
  old[get_global_id(0)] = o * 1000 + cells[l];
}
