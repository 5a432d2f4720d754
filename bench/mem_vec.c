/* lanes_bench: the predicate-compaction workloads written with lanes' vector layer, as
 * examples/compact.c does it: load a vector, ln_gt against the threshold, ln_compress_store
 * the kept lanes, a scalar loop for the last few elements.  Compiled with -O2 -march=native
 * (the vector layer is inline code: it runs at the width the caller's flags allow).
 * BENCH_VEC_LANES (16 by default, or 8) sets the vector width. */
#include <lanes.h>

#include "bench.h"

#ifndef BENCH_VEC_LANES
#define BENCH_VEC_LANES 16
#endif

static size_t v_pred_f32(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const float *x = a->pf, t = a->pft;
  float *out = (float *)(void *)a->pout;
  size_t k = 0, i = 0, n = a->pn;
#if BENCH_VEC_LANES == 16
  for (; i + 16 <= n; i += 16) {
    ln_float16 v = ln_vload16(0, x + i);
    k += (size_t)ln_compress_store(v, out + k, ln_gt(v, t));
  }
#else
  for (; i + 8 <= n; i += 8) {
    ln_float8 v = ln_vload8(0, x + i);
    k += (size_t)ln_compress_store(v, out + k, ln_gt(v, t));
  }
#endif
  for (; i < n; i++)
    if (x[i] > t) out[k++] = x[i];
  return k;
}
static size_t v_pred_i32(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const int32_t *x = a->pi, t = a->pit;
  int32_t *out = (int32_t *)(void *)a->pout;
  size_t k = 0, i = 0, n = a->pn;
#if BENCH_VEC_LANES == 16
  for (; i + 16 <= n; i += 16) {
    ln_int16 v = ln_vload16(0, x + i);
    k += (size_t)ln_compress_store(v, out + k, ln_gt(v, t));
  }
#else
  for (; i + 8 <= n; i += 8) {
    ln_int8 v = ln_vload8(0, x + i);
    k += (size_t)ln_compress_store(v, out + k, ln_gt(v, t));
  }
#endif
  for (; i < n; i++)
    if (x[i] > t) out[k++] = x[i];
  return k;
}

void lanes_vec_mem(mem_fn *f) {
  f[MW_PRED_F32] = v_pred_f32;
  f[MW_PRED_I32] = v_pred_i32;
}
