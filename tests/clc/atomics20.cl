/* OpenCL C 2.0 atomic functions (tests/clc/test_atomics20.c), run through the work-group loop. */
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable

/* Each work-item on 12 cells of its own: the 7 fetch operations (plain, _explicit with an order,
 * with an order and a scope), exchange, compare-exchange that succeeds and fails, load after store. */
#define CELLS20(T)                                                                                 \
  __kernel void cells20_##T(__global atomic_##T *cell, __global const T *x, __global T *old) {     \
    size_t i = get_global_id(0), c = i * 12;                                                       \
    T v = x[i], e = x[i + 1], f = e;                                                               \
    old[c + 0] = atomic_fetch_add(&cell[c + 0], v);                                                \
    old[c + 1] = atomic_fetch_sub_explicit(&cell[c + 1], v, memory_order_relaxed);                 \
    old[c + 2] = atomic_fetch_or_explicit(&cell[c + 2], v, memory_order_acq_rel, memory_scope_device); \
    old[c + 3] = atomic_fetch_xor(&cell[c + 3], v);                                                \
    old[c + 4] = atomic_fetch_and(&cell[c + 4], v);                                                \
    old[c + 5] = atomic_fetch_min(&cell[c + 5], v);                                                \
    old[c + 6] = atomic_fetch_max_explicit(&cell[c + 6], v, memory_order_seq_cst);                 \
    old[c + 7] = atomic_exchange(&cell[c + 7], v);                                                 \
    old[c + 8] = atomic_compare_exchange_strong(&cell[c + 8], &e, v) ? 1 : 0;                      \
    old[c + 9] = atomic_compare_exchange_weak_explicit(&cell[c + 9], &f, v, memory_order_seq_cst,  \
                                                       memory_order_relaxed) ? e : f;              \
    atomic_store(&cell[c + 10], v);                                                                \
    old[c + 10] = atomic_load_explicit(&cell[c + 10], memory_order_acquire) + atomic_load(&cell[c + 11]); \
    old[c + 11] = e;                                                                               \
  }
CELLS20(int)
CELLS20(uint)
CELLS20(long)
CELLS20(ulong)

/* float and double: exchange, compare-exchange, store/load, init */
#define CELLS20F(T)                                                                                \
  __kernel void cells20_##T(__global atomic_##T *cell, __global const T *x, __global T *old) {     \
    size_t i = get_global_id(0), c = i * 4;                                                        \
    T v = x[i], e = x[i + 1];                                                                      \
    old[c] = atomic_exchange_explicit(&cell[c], v, memory_order_relaxed, memory_scope_work_group); \
    old[c + 1] = atomic_compare_exchange_strong(&cell[c + 1], &e, v) ? (T)1 : e;                   \
    atomic_store_explicit(&cell[c + 2], v, memory_order_release);                                  \
    old[c + 2] = atomic_load(&cell[c + 2]);                                                        \
    atomic_init(&cell[c + 3], v);                                                                  \
    old[c + 3] = atomic_load(&cell[c + 3]);                                                        \
  }
CELLS20F(float)
CELLS20F(double)

/* Contention: a relaxed 64-bit sum, an atomic_uintptr_t moved by ptrdiff_t amounts, a weak
 * compare-exchange increment loop, and a plain counter guarded by a spin lock on an atomic_flag. */
__kernel void contend20(__global const int *x, __global atomic_long *sum, __global atomic_int *loop,
                        __global atomic_flag *lock, __global int *guarded, __global atomic_uintptr_t *up) {
  int v = x[get_global_id(0)];
  atomic_fetch_add_explicit(sum, (long)v, memory_order_relaxed, memory_scope_device);
  atomic_fetch_add(up, (ptrdiff_t)v);
  atomic_fetch_sub_explicit(up, (ptrdiff_t)3, memory_order_relaxed);
  int o = atomic_load(loop);
  while (!atomic_compare_exchange_weak(loop, &o, o + 1)) {
  }
  while (atomic_flag_test_and_set_explicit(lock, memory_order_acquire)) {
  }
  *guarded += v & 0xff;
  atomic_flag_clear_explicit(lock, memory_order_release);
}
