/* Peer: GCC's __builtin_shuffle on vector-extension types (GCC only; -O3 -march=native). */
#include <string.h>

#include "bench.h"

typedef uint8_t u8x16 __attribute__((vector_size(16)));
typedef uint8_t u8x64 __attribute__((vector_size(64)));
typedef uint32_t u32x16 __attribute__((vector_size(64)));
typedef uint8_t u8x32 __attribute__((vector_size(32)));
typedef uint16_t u16x32 __attribute__((vector_size(64)));

static void rgba(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const u8x64 m = {2,  1,  0,  3,  6,  5,  4,  7,  10, 9,  8,  11, 14, 13, 12, 15,
                   18, 17, 16, 19, 22, 21, 20, 23, 26, 25, 24, 27, 30, 29, 28, 31,
                   34, 33, 32, 35, 38, 37, 36, 39, 42, 41, 40, 43, 46, 45, 44, 47,
                   50, 49, 48, 51, 54, 53, 52, 55, 58, 57, 56, 59, 62, 61, 60, 63};
  for (size_t i = 0; i < a->n; i += 64) {
    u8x64 v;
    memcpy(&v, a->src + i, 64);
    v = __builtin_shuffle(v, m);
    memcpy(a->dst + i, &v, 64);
  }
}
static void bswap(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const u8x64 m = {3,  2,  1,  0,  7,  6,  5,  4,  11, 10, 9,  8,  15, 14, 13, 12,
                   19, 18, 17, 16, 23, 22, 21, 20, 27, 26, 25, 24, 31, 30, 29, 28,
                   35, 34, 33, 32, 39, 38, 37, 36, 43, 42, 41, 40, 47, 46, 45, 44,
                   51, 50, 49, 48, 55, 54, 53, 52, 59, 58, 57, 56, 63, 62, 61, 60};
  for (size_t i = 0; i < a->n; i += 64) {
    u8x64 v;
    memcpy(&v, a->src + i, 64);
    v = __builtin_shuffle(v, m);
    memcpy(a->dst + i, &v, 64);
  }
}
static void transpose(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const u32x16 m = {0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15};
  for (size_t i = 0; i < a->n; i += 64) {
    u32x16 v;
    memcpy(&v, a->src + i, 64);
    v = __builtin_shuffle(v, m);
    memcpy(a->dst + i, &v, 64);
  }
}
static void shuf8(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  u8x16 m;
  memcpy(&m, a->mask, 16);
  for (size_t i = 0; i < a->n; i += 16) {
    u8x16 v;
    memcpy(&v, a->src + i, 16);
    v = __builtin_shuffle(v, m);
    memcpy(a->dst + i, &v, 16);
  }
}
static void shuf2(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  u8x16 m;
  memcpy(&m, a->mask, 16);
  for (size_t i = 0; i < a->n; i += 16) {
    u8x16 v, w;
    memcpy(&v, a->src + i, 16);
    memcpy(&w, a->src2 + i, 16);
    v = __builtin_shuffle(v, w, m);
    memcpy(a->dst + i, &v, 16);
  }
}
static void masks32(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  for (size_t i = 0; i < a->n; i += 64) {
    u32x16 v, m;
    memcpy(&v, a->src + i, 64);
    for (int k = 0; k < 16; k++) m[k] = a->masks[i / 4 + k];
    v = __builtin_shuffle(v, m);
    memcpy(a->dst + i, &v, 64);
  }
}

/* one 64-byte shuffle per 64 bytes: each block's mask plus the block's offset */
static void masks8(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  u8x64 base;
  for (int k = 0; k < 64; k++) base[k] = (uint8_t)(k & ~15);
  for (size_t i = 0; i < a->n; i += 64) {
    u8x64 v, m;
    memcpy(&v, a->src + i, 64);
    memcpy(&m, a->masks + i, 64);
    v = __builtin_shuffle(v, (u8x64)((m & 15) | base));
    memcpy(a->dst + i, &v, 64);
  }
}
static void masks16(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  u16x32 base;
  for (int k = 0; k < 32; k++) base[k] = (uint16_t)(k & ~7);
  for (size_t i = 0; i < a->n; i += 64) {
    u16x32 v;
    u8x32 m;
    memcpy(&v, a->src + i, 64);
    memcpy(&m, a->masks + i / 2, 32);
    v = __builtin_shuffle(v, (__builtin_convertvector(m, u16x32) & 7) | base);
    memcpy(a->dst + i, &v, 64);
  }
}

void peer_builtin(bench_fn *f) {
  f[W_RGBA] = rgba;
  f[W_BSWAP] = bswap;
  f[W_TRANSPOSE] = transpose;
  f[W_SHUF8] = shuf8;
  f[W_SHUF2] = shuf2;
  f[W_MASKS32] = masks32;
  f[W_MASKS8] = masks8;
  f[W_MASKS16] = masks16;
}
