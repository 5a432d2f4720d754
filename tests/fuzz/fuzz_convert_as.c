/* libFuzzer target: ln_as_<T><N> / ln_as_<T> of lanes/convert.h (OpenCL as_type).  Every
 * ordered pair (source, destination) of same-size types among the 11 element types x (scalar,
 * 2, 3, 4, 8, 16 lanes) -- 710 pairs with half (LN_HAS_HALF), 3- <-> 4-lane pairs and 3-lane
 * <-> other lane counts included -- is one function, plus 8 sources of Clang's comparison-result
 * types (vectors of plain char and of long long); each input picks a pair, fills the source
 * lanes (raw bits, integer edges, floating edges: signed zeros, denormals, infinities, quiet
 * and signalling NaNs with payloads; the padding lane of a 3-lane source random) and compares
 * the destination, byte for byte, with the memcpy model of convert.h and docs/semantics.md:
 * the source's bytes, where a 3-lane source's padding lane reads as 0 bits and a 3-lane
 * destination gets padding 0 (both are the last quarter of the bytes, the sizes being equal).
 * The source is given once as an lvalue and once as an rvalue expression ((void)0, x). */
/* fuzz-variants: base v3 v4 */
#include <lanes/convert.h>

#include "fuzz/fuzz.h"

#if LN_HAS_HALF
#define LN_FZ_H(x) x
#else
#define LN_FZ_H(x)
#endif

/* Types by size in bytes: X(a, name, element bits, 'f' floating / 'i' integer, lanes). */
#define AS_A1(X, a) \
  X(a, char, 8, 'i', 1) \
  X(a, uchar, 8, 'i', 1)
#define AS_A2(X, a) \
  X(a, char2, 8, 'i', 2) \
  X(a, uchar2, 8, 'i', 2) \
  X(a, short, 16, 'i', 1) \
  X(a, ushort, 16, 'i', 1) \
  LN_FZ_H(X(a, half, 16, 'f', 1))
#define AS_A4(X, a) \
  X(a, char3, 8, 'i', 3) \
  X(a, char4, 8, 'i', 4) \
  X(a, uchar3, 8, 'i', 3) \
  X(a, uchar4, 8, 'i', 4) \
  X(a, short2, 16, 'i', 2) \
  X(a, ushort2, 16, 'i', 2) \
  X(a, int, 32, 'i', 1) \
  X(a, uint, 32, 'i', 1) \
  LN_FZ_H(X(a, half2, 16, 'f', 2)) \
  X(a, float, 32, 'f', 1)
#define AS_A8(X, a) \
  X(a, char8, 8, 'i', 8) \
  X(a, uchar8, 8, 'i', 8) \
  X(a, short3, 16, 'i', 3) \
  X(a, short4, 16, 'i', 4) \
  X(a, ushort3, 16, 'i', 3) \
  X(a, ushort4, 16, 'i', 4) \
  X(a, int2, 32, 'i', 2) \
  X(a, uint2, 32, 'i', 2) \
  X(a, long, 64, 'i', 1) \
  X(a, ulong, 64, 'i', 1) \
  LN_FZ_H(X(a, half3, 16, 'f', 3)) \
  LN_FZ_H(X(a, half4, 16, 'f', 4)) \
  X(a, float2, 32, 'f', 2) \
  X(a, double, 64, 'f', 1)
#define AS_A16(X, a) \
  X(a, char16, 8, 'i', 16) \
  X(a, uchar16, 8, 'i', 16) \
  X(a, short8, 16, 'i', 8) \
  X(a, ushort8, 16, 'i', 8) \
  X(a, int3, 32, 'i', 3) \
  X(a, int4, 32, 'i', 4) \
  X(a, uint3, 32, 'i', 3) \
  X(a, uint4, 32, 'i', 4) \
  X(a, long2, 64, 'i', 2) \
  X(a, ulong2, 64, 'i', 2) \
  LN_FZ_H(X(a, half8, 16, 'f', 8)) \
  X(a, float3, 32, 'f', 3) \
  X(a, float4, 32, 'f', 4) \
  X(a, double2, 64, 'f', 2)
#define AS_A32(X, a) \
  X(a, short16, 16, 'i', 16) \
  X(a, ushort16, 16, 'i', 16) \
  X(a, int8, 32, 'i', 8) \
  X(a, uint8, 32, 'i', 8) \
  X(a, long3, 64, 'i', 3) \
  X(a, long4, 64, 'i', 4) \
  X(a, ulong3, 64, 'i', 3) \
  X(a, ulong4, 64, 'i', 4) \
  LN_FZ_H(X(a, half16, 16, 'f', 16)) \
  X(a, float8, 32, 'f', 8) \
  X(a, double3, 64, 'f', 3) \
  X(a, double4, 64, 'f', 4)
#define AS_A64(X, a) \
  X(a, int16, 32, 'i', 16) \
  X(a, uint16, 32, 'i', 16) \
  X(a, long8, 64, 'i', 8) \
  X(a, ulong8, 64, 'i', 8) \
  X(a, float16, 32, 'f', 16) \
  X(a, double8, 64, 'f', 8)
#define AS_A128(X, a) \
  X(a, long16, 64, 'i', 16) \
  X(a, ulong16, 64, 'i', 16) \
  X(a, double16, 64, 'f', 16)
#define AS_B1(X, a) \
  X(a, char, 8, 'i', 1) \
  X(a, uchar, 8, 'i', 1)
#define AS_B2(X, a) \
  X(a, char2, 8, 'i', 2) \
  X(a, uchar2, 8, 'i', 2) \
  X(a, short, 16, 'i', 1) \
  X(a, ushort, 16, 'i', 1) \
  LN_FZ_H(X(a, half, 16, 'f', 1))
#define AS_B4(X, a) \
  X(a, char3, 8, 'i', 3) \
  X(a, char4, 8, 'i', 4) \
  X(a, uchar3, 8, 'i', 3) \
  X(a, uchar4, 8, 'i', 4) \
  X(a, short2, 16, 'i', 2) \
  X(a, ushort2, 16, 'i', 2) \
  X(a, int, 32, 'i', 1) \
  X(a, uint, 32, 'i', 1) \
  LN_FZ_H(X(a, half2, 16, 'f', 2)) \
  X(a, float, 32, 'f', 1)
#define AS_B8(X, a) \
  X(a, char8, 8, 'i', 8) \
  X(a, uchar8, 8, 'i', 8) \
  X(a, short3, 16, 'i', 3) \
  X(a, short4, 16, 'i', 4) \
  X(a, ushort3, 16, 'i', 3) \
  X(a, ushort4, 16, 'i', 4) \
  X(a, int2, 32, 'i', 2) \
  X(a, uint2, 32, 'i', 2) \
  X(a, long, 64, 'i', 1) \
  X(a, ulong, 64, 'i', 1) \
  LN_FZ_H(X(a, half3, 16, 'f', 3)) \
  LN_FZ_H(X(a, half4, 16, 'f', 4)) \
  X(a, float2, 32, 'f', 2) \
  X(a, double, 64, 'f', 1)
#define AS_B16(X, a) \
  X(a, char16, 8, 'i', 16) \
  X(a, uchar16, 8, 'i', 16) \
  X(a, short8, 16, 'i', 8) \
  X(a, ushort8, 16, 'i', 8) \
  X(a, int3, 32, 'i', 3) \
  X(a, int4, 32, 'i', 4) \
  X(a, uint3, 32, 'i', 3) \
  X(a, uint4, 32, 'i', 4) \
  X(a, long2, 64, 'i', 2) \
  X(a, ulong2, 64, 'i', 2) \
  LN_FZ_H(X(a, half8, 16, 'f', 8)) \
  X(a, float3, 32, 'f', 3) \
  X(a, float4, 32, 'f', 4) \
  X(a, double2, 64, 'f', 2)
#define AS_B32(X, a) \
  X(a, short16, 16, 'i', 16) \
  X(a, ushort16, 16, 'i', 16) \
  X(a, int8, 32, 'i', 8) \
  X(a, uint8, 32, 'i', 8) \
  X(a, long3, 64, 'i', 3) \
  X(a, long4, 64, 'i', 4) \
  X(a, ulong3, 64, 'i', 3) \
  X(a, ulong4, 64, 'i', 4) \
  LN_FZ_H(X(a, half16, 16, 'f', 16)) \
  X(a, float8, 32, 'f', 8) \
  X(a, double3, 64, 'f', 3) \
  X(a, double4, 64, 'f', 4)
#define AS_B64(X, a) \
  X(a, int16, 32, 'i', 16) \
  X(a, uint16, 32, 'i', 16) \
  X(a, long8, 64, 'i', 8) \
  X(a, ulong8, 64, 'i', 8) \
  X(a, float16, 32, 'f', 16) \
  X(a, double8, 64, 'f', 8)
#define AS_B128(X, a) \
  X(a, long16, 64, 'i', 16) \
  X(a, ulong16, 64, 'i', 16) \
  X(a, double16, 64, 'f', 16)

#define INNER(D, S, Sb, Sk, Sn)                                                                       \
  static void as_##S##_to_##D(const void *in, void *out, void *out2) {                                \
    ln_##S x;                                                                                         \
    memcpy(&x, in, sizeof x);                                                                         \
    ln_##D r = ln_as_##D(x);                                                                          \
    memcpy(out, &r, sizeof r);                                                                        \
    ln_##D r2 = ln_as_##D((void)0, x);                                                       \
    memcpy(out2, &r2, sizeof r2);                                                                     \
  }
#define OUTER(sz, D, Db, Dk, Dn) AS_B##sz(INNER, D)
/* Sources of the comparison-result types (Clang: vectors of plain char and of long long). */
#define CMPSRC(X) X(uchar2, char2, 8, 'i', 2) X(uchar4, char4, 8, 'i', 4) X(uchar8, char8, 8, 'i', 8) \
  X(uchar16, char16, 8, 'i', 16) X(double2, long2, 64, 'i', 2) X(double4, long4, 64, 'i', 4) \
  X(double8, long8, 64, 'i', 8) X(double16, long16, 64, 'i', 16)
#define INNER_CMP(D, S, Sb, Sk, Sn)                                                                   \
  static void as_cmp##S##_to_##D(const void *in, void *out, void *out2) {                             \
    ln_##S y = {0};                                                                                   \
    __typeof__(y < y) x;                                                                              \
    memcpy(&x, in, sizeof x);                                                                         \
    ln_##D r = ln_as_##D(x);                                                                          \
    memcpy(out, &r, sizeof r);                                                                        \
    ln_##D r2 = ln_as_##D((void)0, x);                                                                \
    memcpy(out2, &r2, sizeof r2);                                                                     \
  }
CMPSRC(INNER_CMP)
#define ALL(X) AS_A1(X, 1) AS_A2(X, 2) AS_A4(X, 4) AS_A8(X, 8) AS_A16(X, 16) AS_A32(X, 32) AS_A64(X, 64) AS_A128(X, 128)
ALL(OUTER)

typedef struct {
  const char *s, *d;
  int size, sbits, slanes, d3;
  char skind;
  void (*f)(const void *, void *, void *);
} pair;
#define ROW(D, S, Sb, Sk, Sn) {#S, #D, (int)sizeof(ln_##S), Sb, Sn, sizeof(#D) > 1 && #D[sizeof(#D) - 2] == '3', Sk, as_##S##_to_##D},
#define OUTER_ROW(sz, D, Db, Dk, Dn) AS_B##sz(ROW, D)
#define ROW_CMP(D, S, Sb, Sk, Sn) {"(comparison result of " #S ")", #D, (int)sizeof(ln_##S), Sb, Sn, 0, Sk, as_cmp##S##_to_##D},
static const pair pairs[] = {ALL(OUTER_ROW) CMPSRC(ROW_CMP)};
#define NPAIRS (int)(sizeof pairs / sizeof pairs[0])

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fz_in in = {data, size};
  int k = (int)(fz_raw(&in, 2) % (unsigned)NPAIRS);
  const pair *P = &pairs[k];
  _Alignas(128) unsigned char src[128], got[128], got2[128], want[128];
  int lanes = P->slanes == 3 ? 4 : P->slanes, lb = P->sbits / 8;
  memset(src, 0, sizeof src);
  for (int i = 0; i < lanes; i++) fz_put(src, lb, i, fz_lane(&in, P->sbits, P->skind));
  memset(got, 0xa5, sizeof got);
  memset(got2, 0x5a, sizeof got2);
  P->f(src, got, got2);
  /* the model: the bytes; a 3-lane source or destination: the last quarter is 0 */
  memcpy(want, src, (size_t)P->size);
  if (P->slanes == 3 || P->d3) memset(want + P->size / 4 * 3, 0, (size_t)P->size / 4);
  if (memcmp(got, want, (size_t)P->size) || memcmp(got2, want, (size_t)P->size)) {
    fprintf(stderr, "ln_as_%s(ln_%s), %d bytes\n", P->d, P->s, P->size);
    fz_dump("source", src, 1, P->size);
    fz_dump("want  ", want, 1, P->size);
    fz_dump("got   ", got, 1, P->size);
    fz_dump("got(expression)", got2, 1, P->size);
    FZ_FAIL("as");
  }
  return 0;
}
