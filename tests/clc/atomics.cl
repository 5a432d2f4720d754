/* Atomic functions on __global memory (tests/clc/test_kernels.c): unmodified OpenCL C 1.2 with
 * the atom_* extensions, run through the work-group loop (no barrier in this file). */
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable

/* Each work-item applies every operation once to a cell of its own: old values and final cells
 * are determined (11 cells per work-item; cmpxchg compares with x[i] and x[i + 1]). */
#define ATOMIC_CELLS(NAME, T, P)                                                                   \
  __kernel void NAME(__global T *cell, __global const T *x, __global T *old) {                     \
    size_t i = get_global_id(0), c = i * 11;                                                       \
    T v = x[i], w = x[i + 1];                                                                      \
    old[c + 0] = P##add(&cell[c + 0], v);                                                          \
    old[c + 1] = P##sub(&cell[c + 1], v);                                                          \
    old[c + 2] = P##xchg(&cell[c + 2], v);                                                         \
    old[c + 3] = P##inc(&cell[c + 3]);                                                             \
    old[c + 4] = P##dec(&cell[c + 4]);                                                             \
    old[c + 5] = P##cmpxchg(&cell[c + 5], v, w);                                                   \
    old[c + 6] = P##min(&cell[c + 6], v);                                                          \
    old[c + 7] = P##max(&cell[c + 7], v);                                                          \
    old[c + 8] = P##and(&cell[c + 8], v);                                                          \
    old[c + 9] = P##or(&cell[c + 9], v);                                                           \
    old[c + 10] = P##xor(&cell[c + 10], v);                                                        \
  }
ATOMIC_CELLS(cells_int, int, atomic_)
ATOMIC_CELLS(cells_uint, uint, atomic_)
ATOMIC_CELLS(cells_atom_int, int, atom_)
ATOMIC_CELLS(cells_atom_uint, uint, atom_)
ATOMIC_CELLS(cells_long, long, atom_)
ATOMIC_CELLS(cells_ulong, ulong, atom_)

__kernel void cells_float(__global float *cell, __global const float *x, __global float *old) {
  size_t i = get_global_id(0);
  old[i] = atomic_xchg(&cell[i], x[i]);
}

/* A 16-bin histogram: every work-item increments one shared bin. */
__kernel void histogram(__global const uchar *data, __global uint *bins) {
  atomic_inc(&bins[data[get_global_id(0)] & 15]);
}

/* Every work-item on the same cells: sums, extremes, bit operations, an exchange chain and a
 * compare-and-swap increment loop. */
__kernel void contend(__global const int *x, __global int *acc, __global long *acc64, __global int *xchg_old) {
  size_t i = get_global_id(0);
  int v = x[i];
  atomic_add(&acc[0], v);
  atomic_sub(&acc[1], v);
  atomic_min(&acc[2], v);
  atomic_max(&acc[3], v);
  atomic_and(&acc[4], v | (1 << (i % 31)));
  atomic_or(&acc[5], v & (1 << (i % 31)));
  atomic_xor(&acc[6], v);
  xchg_old[i] = atomic_xchg(&acc[7], (int)i);
  int o;
  do {
    o = acc[8];
  } while (atomic_cmpxchg(&acc[8], o, o + 1) != o);
  atom_add(&acc64[0], (long)v * 4096);
  atom_max((__global ulong *)&acc64[1], (ulong)(uint)v << 20);
}
