/* libFuzzer target: lanes/convert.h.  Each input picks a source type and a destination type
 * (the 11 element types, half where LN_HAS_HALF), a shape (scalar, 2 3 4 8 16 lanes) and a form
 * (default, _rte, _rtz, _rtp, _rtn, and for an integer destination _sat, _sat_rte .. _sat_rtn),
 * then the source lanes (raw bits, integer edges, float edges: signed zeros, denormals, largest
 * finite, infinities, NaNs).  The public ln_convert_<D><N>[_sat][_rX] macro is called and every
 * result lane is compared with tests/ref/ref_convert.h bit for bit (a NaN result only needs to
 * be a NaN); the padding lane of a 3-lane result must be 0. */
/* fuzz-variants: base v4 */
#include <lanes/convert.h>

#include "fuzz/fuzz.h"
#include "ref/ref_convert.h"

/* One conversion function per (source S, destination D, shape N): form f in 0..9. */
#define ST(x)                  \
  {                            \
    __auto_type t_ = (x);      \
    memcpy(r, &t_, sizeof t_); \
    return;                    \
  }
#define FORMS_F(D, N)                       \
  case 0: ST(ln_convert_##D##N(a))          \
  case 1: ST(ln_convert_##D##N##_rte(a))    \
  case 2: ST(ln_convert_##D##N##_rtz(a))    \
  case 3: ST(ln_convert_##D##N##_rtp(a))    \
  case 4: ST(ln_convert_##D##N##_rtn(a))
#define FORMS_I(D, N)                          \
  FORMS_F(D, N)                                \
  case 5: ST(ln_convert_##D##N##_sat(a))       \
  case 6: ST(ln_convert_##D##N##_sat_rte(a))   \
  case 7: ST(ln_convert_##D##N##_sat_rtz(a))   \
  case 8: ST(ln_convert_##D##N##_sat_rtp(a))   \
  case 9: ST(ln_convert_##D##N##_sat_rtn(a))
#define FN(S, D, N, K)                                   \
  static void cv_##S##N##_##D(int f, const void *pa, void *r) { \
    ln_##S##N a;                                          \
    memcpy(&a, pa, sizeof a);                             \
    switch (f) { FORMS_##K(D, N) }                        \
  }
#define NS(S, D, K) FN(S, D, , K) FN(S, D, 2, K) FN(S, D, 3, K) FN(S, D, 4, K) FN(S, D, 8, K) FN(S, D, 16, K)
#if LN_HAS_HALF
#define IFH(x) x
#define HROW(X) X(half)
#else
#define IFH(x)
#define HROW(X)
#endif
#define DSTS(S)                                                                                     \
  NS(S, char, I) NS(S, uchar, I) NS(S, short, I) NS(S, ushort, I) NS(S, int, I) NS(S, uint, I)     \
  NS(S, long, I) NS(S, ulong, I) IFH(NS(S, half, F)) NS(S, float, F) NS(S, double, F)
DSTS(char)
DSTS(uchar)
DSTS(short)
DSTS(ushort)
DSTS(int)
DSTS(uint)
DSTS(long)
DSTS(ulong)
HROW(DSTS)
DSTS(float)
DSTS(double)

typedef void (*cvfn)(int, const void *, void *);
#define SH(S, D) {cv_##S##_##D, cv_##S##2_##D, cv_##S##3_##D, cv_##S##4_##D, cv_##S##8_##D, cv_##S##16_##D}
#define NOH {0, 0, 0, 0, 0, 0}
#if LN_HAS_HALF
#define SHH(S) SH(S, half)
#else
#define SHH(S) NOH
#endif
#define ROWD(S) \
  {SH(S, char), SH(S, uchar), SH(S, short), SH(S, ushort), SH(S, int), SH(S, uint), SH(S, long), SH(S, ulong), SHH(S), SH(S, float), SH(S, double)}
static const cvfn tab[RC_NTYPES][RC_NTYPES][6] = {
    ROWD(char), ROWD(uchar), ROWD(short), ROWD(ushort), ROWD(int), ROWD(uint), ROWD(long), ROWD(ulong),
#if LN_HAS_HALF
    ROWD(half),
#else
    {{NOH}},
#endif
    ROWD(float), ROWD(double)};
static const int shapes[6] = {1, 2, 3, 4, 8, 16};
static const char *const form_name[10] = {"", "_rte", "_rtz", "_rtp", "_rtn", "_sat", "_sat_rte", "_sat_rtz", "_sat_rtp", "_sat_rtn"};
static const int form_mode[10] = {RC_DEF, RC_RTE, RC_RTZ, RC_RTP, RC_RTN, RC_DEF, RC_RTE, RC_RTZ, RC_RTP, RC_RTN};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fz_in in = {data, size};
  int s = fz_u8(&in) % RC_NTYPES, d = fz_u8(&in) % RC_NTYPES;
  uint8_t sel = fz_u8(&in);
  int ni = sel % 6, f = (sel / 6) % 10;
  if (rc_is_float(d)) f %= 5; /* no _sat name for a floating-point destination */
  cvfn fn = tab[s][d][ni];
  if (!fn) return 0;
  int n = shapes[ni], sb = rc_bits_of[s], db = rc_bits_of[d], sw = sb / 8, dw = db / 8;
  _Alignas(128) uint8_t x[128], got[128], want[128];
  memset(got, 0xa5, sizeof got);
  fz_fill(x, &in, sb, rc_is_float(s) ? 'f' : 'i', n);
  fn(f, x, got);
  int sat = f >= 5, bad = -1;
  for (int i = 0; i < n; i++) {
    int nan;
    uint64_t w = ref_convert(s, fz_get(x, sw, i), d, sat, form_mode[f], &nan);
    fz_put(want, dw, i, w);
    (void)nan; /* NaN bits are exact too (docs/semantics.md) */
    if (fz_get(got, dw, i) != w && bad < 0) bad = i;
  }
  if (n == 3) {
    fz_put(want, dw, 3, 0);
    if (fz_get(got, dw, 3) != 0 && bad < 0) bad = 3;
  }
  if (bad >= 0) {
    static const char *const nn[6] = {"", "2", "3", "4", "8", "16"};
    int m = n == 3 ? 4 : n;
    fprintf(stderr, "ln_convert_%s%s%s of %s%s: lane %d\n", rc_name[d], nn[ni], form_name[f], rc_name[s], nn[ni], bad);
    fz_dump("x", x, sw, m);
    fz_dump("want", want, dw, m);
    fz_dump("got", got, dw, m);
    FZ_FAIL("convert");
  }
  return 0;
}
