/* Peer: plain scalar C loops (this file is compiled -O3 -march=native, so the compiler may
 * vectorize them: the "what a C programmer gets for free" baseline). */
#include <string.h>

#include "bench.h"

static void rgba(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  for (size_t i = 0; i < a->n; i += 4) {
    a->dst[i] = a->src[i + 2];
    a->dst[i + 1] = a->src[i + 1];
    a->dst[i + 2] = a->src[i];
    a->dst[i + 3] = a->src[i + 3];
  }
}
static void bswap(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const uint32_t *s = (const uint32_t *)(const void *)a->src;
  uint32_t *d = (uint32_t *)(void *)a->dst;
  for (size_t i = 0; i < a->n / 4; i++) d[i] = __builtin_bswap32(s[i]);
}
static void transpose(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const float *s = (const float *)(const void *)a->src;
  float *d = (float *)(void *)a->dst;
  for (size_t m = 0; m < a->n / 64; m++)
    for (int r = 0; r < 4; r++)
      for (int c = 0; c < 4; c++) d[16 * m + 4 * r + c] = s[16 * m + 4 * c + r];
}
static void shuf8(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  uint8_t m[16];
  for (int i = 0; i < 16; i++) m[i] = a->mask[i] & 15;
  for (size_t k = 0; k < a->n; k += 16)
    for (int i = 0; i < 16; i++) a->dst[k + i] = a->src[k + m[i]];
}
static void shuf2(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  uint8_t m[16];
  for (int i = 0; i < 16; i++) m[i] = a->mask[i] & 31;
  for (size_t k = 0; k < a->n; k += 16)
    for (int i = 0; i < 16; i++) a->dst[k + i] = m[i] < 16 ? a->src[k + m[i]] : a->src2[k + m[i] - 16];
}
static void masks8(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  for (size_t k = 0; k < a->n; k += 16)
    for (int i = 0; i < 16; i++) a->dst[k + i] = a->src[k + (a->masks[k + i] & 15)];
}
static void masks16(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const uint16_t *s = (const uint16_t *)(const void *)a->src;
  uint16_t *d = (uint16_t *)(void *)a->dst;
  for (size_t k = 0; k < a->n / 2; k += 8)
    for (int i = 0; i < 8; i++) d[k + i] = s[k + (a->masks[k + i] & 7)];
}
static void masks32(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const uint32_t *s = (const uint32_t *)(const void *)a->src;
  uint32_t *d = (uint32_t *)(void *)a->dst;
  for (size_t k = 0; k < a->n / 4; k += 16)
    for (int i = 0; i < 16; i++) d[k + i] = s[k + (a->masks[k + i] & 15)];
}
static void deint(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const float *s = (const float *)(const void *)a->src;
  for (size_t i = 0; i < a->n / 16; i++) {
    a->x[i] = s[4 * i];
    a->y[i] = s[4 * i + 1];
    a->z[i] = s[4 * i + 2];
    a->w[i] = s[4 * i + 3];
  }
}
static void inter(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  float *d = (float *)(void *)a->dst;
  for (size_t i = 0; i < a->n / 16; i++) {
    d[4 * i] = a->x[i];
    d[4 * i + 1] = a->y[i];
    d[4 * i + 2] = a->z[i];
    d[4 * i + 3] = a->w[i];
  }
}

void peer_scalar(bench_fn *f) {
  f[W_RGBA] = rgba;
  f[W_BSWAP] = bswap;
  f[W_TRANSPOSE] = transpose;
  f[W_SHUF8] = shuf8;
  f[W_SHUF2] = shuf2;
  f[W_MASKS32] = masks32;
  f[W_MASKS8] = masks8;
  f[W_MASKS16] = masks16;
  f[W_DEINT] = deint;
  f[W_INT] = inter;
}

/* ---- bulk memory: the plain loops a C programmer writes ---- */
static size_t m_gather(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  for (size_t i = 0; i < a->n; i++) a->out[i] = a->table[a->idx[i]];
  return 0;
}
static size_t m_gather_chk(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  for (size_t i = 0; i < a->n; i++)
    if (a->idx[i] >= a->tlen) return 1;
  return m_gather(a);
}
static size_t m_scatter(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  for (size_t i = 0; i < a->n; i++) a->table[a->idx[i]] = a->val[i];
  return 0;
}
static size_t m_scatter_m(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  for (size_t i = 0; i < a->n; i++)
    if (a->mask[i]) a->table[a->idx[i]] = a->val[i];
  return 0;
}
static size_t m_sadd(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  for (size_t i = 0; i < a->n; i++) a->table[a->idx[i]] += a->val[i];
  return 0;
}
static size_t m_saddf(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  for (size_t i = 0; i < a->n; i++) a->ftable[a->idx[i]] += a->fval[i];
  return 0;
}
static size_t m_compress(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  size_t k = 0;
  for (size_t i = 0; i < a->n; i++)
    if (a->mask[i]) a->out[k++] = a->val[i];
  return k;
}
static size_t m_compress8(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  size_t k = 0;
  for (size_t i = 0; i < a->n; i++)
    if (a->mask[i]) a->bout[k++] = a->bval[i];
  return k;
}
/* filter by predicate, branch-free: every element is stored at out[k], k advances when kept
 * (the output has slack; a branch on random data mispredicts at 50%) */
static size_t m_pred_f32(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  float *out = (float *)(void *)a->pout;
  size_t k = 0;
  for (size_t i = 0; i < a->pn; i++) {
    float x = a->pf[i];
    out[k] = x;
    k += x > a->pft;
  }
  return k;
}
static size_t m_pred_i32(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  int32_t *out = (int32_t *)(void *)a->pout;
  size_t k = 0;
  for (size_t i = 0; i < a->pn; i++) {
    int32_t x = a->pi[i];
    out[k] = x;
    k += x > a->pit;
  }
  return k;
}
void peer_scalar_mem(mem_fn *f) {
  f[MW_PRED_F32] = m_pred_f32;
  f[MW_PRED_I32] = m_pred_i32;
  f[MW_GATHER] = m_gather;
  f[MW_GATHER_CHK] = m_gather_chk;
  f[MW_SCATTER] = m_scatter;
  f[MW_SCATTER_M] = m_scatter_m;
  f[MW_SADD_U32] = m_sadd;
  f[MW_SADD_F32] = m_saddf;
  f[MW_COMPRESS] = m_compress;
  f[MW_COMPRESS8] = m_compress8;
}
