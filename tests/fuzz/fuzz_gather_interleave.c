/* libFuzzer target: the interleaved (AoS <-> SoA) loads and stores of lanes/gather.h:
 * ln_load_interleaved2/3/4 and ln_store_interleaved2/3/4 on the 11 element types (half where
 * LN_HAS_HALF) x 2 3 4 8 16 lanes.  Each input picks the type, lane count, K (2, 3, 4), load or
 * store, a start offset (0..7 elements into the buffer) and the element values (raw bits,
 * integer and floating edges, NaN payloads; the padding lane of a 3-lane source random).  The
 * K*n elements live at the end of an exactly-sized heap block, so an access past p[K*n - 1] is
 * an ASan report; the elements before p are canaries.  The model is the header's formula:
 * load: lane i of the j-th vector = p[K*i + j] (3-lane results: padding lane 0); store:
 * p[K*i + j] = lane i of the j-th vector, nothing else written.  gather.h has only portable
 * code for these, so one variant. */
/* fuzz-variants: base */
#include <lanes/gather.h>
#include <stdlib.h>

#include "fuzz/fuzz.h"

/* K streams of N-lane vectors of T between p (elements) and v (K vectors of sizeof(ln_T<N>)) */
#define FN(T, N)                                                                            \
  static void il_##T##N(int store, int K, void *pv, unsigned char *v) {                    \
    ln_##T *p = (ln_##T *)pv;                                                               \
    ln_##T##N a, b, c, d;                                                                   \
    memcpy(&a, v, sizeof a);                                                                \
    memcpy(&b, v + sizeof a, sizeof a);                                                     \
    memcpy(&c, v + 2 * sizeof a, sizeof a);                                                 \
    memcpy(&d, v + 3 * sizeof a, sizeof a);                                                 \
    if (store) {                                                                            \
      if (K == 2) ln_store_interleaved2(a, b, p);                                           \
      else if (K == 3) ln_store_interleaved3(a, b, c, p);                                   \
      else ln_store_interleaved4(a, b, c, d, p);                                            \
      return;                                                                               \
    }                                                                                       \
    if (K == 2) ln_load_interleaved2(p, &a, &b);                                            \
    else if (K == 3) ln_load_interleaved3(p, &a, &b, &c);                                   \
    else ln_load_interleaved4(p, &a, &b, &c, &d);                                           \
    memcpy(v, &a, sizeof a);                                                                \
    memcpy(v + sizeof a, &b, sizeof a);                                                     \
    memcpy(v + 2 * sizeof a, &c, sizeof a);                                                 \
    memcpy(v + 3 * sizeof a, &d, sizeof a);                                                 \
  }
#define FNS(T) FN(T, 2) FN(T, 3) FN(T, 4) FN(T, 8) FN(T, 16)
FNS(char) FNS(uchar) FNS(short) FNS(ushort) FNS(int) FNS(uint) FNS(long) FNS(ulong) FNS(float) FNS(double)
#if LN_HAS_HALF
FNS(half)
#define HROW {il_half2, il_half3, il_half4, il_half8, il_half16}
#else
#define HROW {0, 0, 0, 0, 0}
#endif

typedef void (*ilfn)(int, int, void *, unsigned char *);
#define ROW(T) {il_##T##2, il_##T##3, il_##T##4, il_##T##8, il_##T##16}
static const struct {
  const char *name;
  int bits;
  char kind;
  ilfn f[5];
} types[11] = {{"char", 8, 'i', ROW(char)},   {"uchar", 8, 'i', ROW(uchar)}, {"short", 16, 'i', ROW(short)},
               {"ushort", 16, 'i', ROW(ushort)}, {"int", 32, 'i', ROW(int)},  {"uint", 32, 'i', ROW(uint)},
               {"long", 64, 'i', ROW(long)},   {"ulong", 64, 'i', ROW(ulong)}, {"half", 16, 'f', HROW},
               {"float", 32, 'f', ROW(float)}, {"double", 64, 'f', ROW(double)}};
static const int lane_counts[5] = {2, 3, 4, 8, 16};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fz_in in = {data, size};
  uint8_t sel = fz_u8(&in), how = fz_u8(&in);
  int t = sel % 11, ni = (sel / 11) % 5, n = lane_counts[ni];
  if (!types[t].f[ni]) return 0;
  int store = how & 1, K = 2 + (how >> 1) % 3, off = (how >> 3) & 7;
  int bits = types[t].bits, w = bits / 8, vl = n == 3 ? 4 : n, vsz = vl * w;
  size_t total = (size_t)(off + K * n) * (size_t)w;
  unsigned char *blk = malloc(total), *p = blk + (size_t)off * (size_t)w;
  if (!blk) return 0;
  _Alignas(128) unsigned char v[4 * 128], want_v[4 * 128];
  unsigned char want_m[8 * 8 + 4 * 16 * 8];
  memset(blk, 0xa5, (size_t)off * (size_t)w);
  memset(v, 0x5a, sizeof v);
  if (store) {
    for (int j = 0; j < K; j++) fz_fill(v + j * vsz, &in, bits, types[t].kind, n);
    memset(p, 0xc3, (size_t)(K * n * w));
  } else {
    for (int i = 0; i < K * n; i++) fz_put(p, w, i, fz_lane(&in, bits, types[t].kind));
  }
  /* the model */
  memcpy(want_m, blk, total);
  memcpy(want_v, v, sizeof v);
  for (int j = 0; j < K; j++)
    for (int i = 0; i < vl; i++) {
      if (store) {
        if (i < n) fz_put(want_m + (size_t)off * (size_t)w, w, K * i + j, fz_get(v + j * vsz, w, i));
      } else {
        fz_put(want_v + j * vsz, w, i, i < n ? fz_get(p, w, K * i + j) : 0);
      }
    }
  types[t].f[ni](store, K, p, v);
  int bad = memcmp(blk, want_m, total) || memcmp(v, want_v, (size_t)(K * vsz));
  if (bad) {
    fprintf(stderr, "ln_%s_interleaved%d on %s%d, p at element %d\n", store ? "store" : "load", K, types[t].name, n,
            off);
    fz_dump("memory want", want_m, w, (int)(total / (size_t)w));
    fz_dump("memory got ", blk, w, (int)(total / (size_t)w));
    for (int j = 0; j < K; j++) {
      fz_dump("vector want", want_v + j * vsz, w, vl);
      fz_dump("vector got ", v + j * vsz, w, vl);
    }
    free(blk);
    FZ_FAIL("interleave");
  }
  free(blk);
  return 0;
}
