/* lanes_wide_bench: the workloads' arguments and the Highway peer's entry (wide_bench.c). */
#ifndef LANES_WIDE_BENCH_H
#define LANES_WIDE_BENCH_H
#include <stddef.h>
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif

/* One call's buffers; n = bytes written, a multiple of 64. */
typedef struct wide_args {
  uint8_t *dst;
  const uint8_t *src, *src2;
  const uint8_t *masks;   /* stream64: n mask bytes, one per output byte (index = low 6 bits) */
  const uint8_t *mask64;  /* shuffle2: 64 indexes 0..127 */
  const uint8_t *pattern; /* block16: 16 indexes 0..15 */
  size_t n;
} wide_args;

typedef void (*wide_fn)(const wide_args *a);

enum { WW_BLOCK16, WW_STREAM64, WW_SHUFFLE2, WW_RGBA, WW_BSWAP, WW_COUNT };

/* Fills fns[WW_COUNT] with Highway's loops, NULL where Highway has no such operation
 * (wide_peer_hwy.cc, built when Highway is found: BENCH_HAVE_HWY). */
void wide_peer_hwy(wide_fn *fns);

#ifdef __cplusplus
}
#endif
#endif
