/* libFuzzer target: lanes/convert.h.  Each input picks a source type and a destination type
 * (the 11 element types, half where LN_HAS_HALF), a shape (scalar, 2 3 4 8 16 lanes; 32 lanes among
 * char uchar short ushort half, 64 among char uchar) and a form
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
/* 32 and 64 lanes: the conversions among the types that have them */
#define WIDE32(S) FN(S, char, 32, I) FN(S, uchar, 32, I) FN(S, short, 32, I) FN(S, ushort, 32, I) IFH(FN(S, half, 32, F))
WIDE32(char) WIDE32(uchar) WIDE32(short) WIDE32(ushort) IFH(WIDE32(half))
FN(char, char, 64, I) FN(char, uchar, 64, I) FN(uchar, char, 64, I) FN(uchar, uchar, 64, I)

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
#define W1(S, D, SU, DU) [RC_##SU][RC_##DU] = {cv_##S##32_##D, 0}
#define W2(S, D, SU, DU) [RC_##SU][RC_##DU] = {cv_##S##32_##D, cv_##S##64_##D}
#if LN_HAS_HALF
#define WH(S, D, SU, DU) W1(S, D, SU, DU), /* 32 lanes, with half */
#else
#define WH(S, D, SU, DU)
#endif
static const cvfn wtab[RC_NTYPES][RC_NTYPES][2] = {
    W2(char, char, CHAR, CHAR), W2(char, uchar, CHAR, UCHAR),
    W1(char, short, CHAR, SHORT), W1(char, ushort, CHAR, USHORT), WH(char, half, CHAR, HALF)
    W2(uchar, char, UCHAR, CHAR), W2(uchar, uchar, UCHAR, UCHAR),
    W1(uchar, short, UCHAR, SHORT), W1(uchar, ushort, UCHAR, USHORT), WH(uchar, half, UCHAR, HALF)
    W1(short, char, SHORT, CHAR), W1(short, uchar, SHORT, UCHAR),
    W1(short, short, SHORT, SHORT), W1(short, ushort, SHORT, USHORT), WH(short, half, SHORT, HALF)
    W1(ushort, char, USHORT, CHAR), W1(ushort, uchar, USHORT, UCHAR),
    W1(ushort, short, USHORT, SHORT), W1(ushort, ushort, USHORT, USHORT), WH(ushort, half, USHORT, HALF)
    WH(half, char, HALF, CHAR) WH(half, uchar, HALF, UCHAR)
    WH(half, short, HALF, SHORT) WH(half, ushort, HALF, USHORT) WH(half, half, HALF, HALF)
};
static const int shapes[8] = {1, 2, 3, 4, 8, 16, 32, 64};
static const char *const form_name[10] = {"", "_rte", "_rtz", "_rtp", "_rtn", "_sat", "_sat_rte", "_sat_rtz", "_sat_rtp", "_sat_rtn"};
static const int form_mode[10] = {RC_DEF, RC_RTE, RC_RTZ, RC_RTP, RC_RTN, RC_DEF, RC_RTE, RC_RTZ, RC_RTP, RC_RTN};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fz_in in = {data, size};
  int s = fz_u8(&in) % RC_NTYPES, d = fz_u8(&in) % RC_NTYPES;
  uint8_t sel = fz_u8(&in);
  int ni = sel % 8, f = (sel / 8) % 10;
  if (rc_is_float(d)) f %= 5; /* no _sat name for a floating-point destination */
  cvfn fn = ni < 6 ? tab[s][d][ni] : wtab[s][d][ni - 6];
  if (!fn) return 0;
  int n = shapes[ni], sb = rc_bits_of[s], db = rc_bits_of[d], sw = sb / 8, dw = db / 8;
  _Alignas(128) uint8_t x[128], got[128], want[128];
  memset(got, 0xa5, sizeof got);
  fz_fill(x, &in, sb, rc_is_float(s) ? 'f' : 'i', n);
  fn(f, x, got);
  int sat = f >= 5, bad = -1;
  for (int i = 0; i < n; i++) {
    uint64_t w = ref_convert(s, fz_get(x, sw, i), d, sat, form_mode[f]); /* NaN bits too */
    fz_put(want, dw, i, w);
    if (fz_get(got, dw, i) != w && bad < 0) bad = i;
  }
  if (n == 3) {
    fz_put(want, dw, 3, 0);
    if (fz_get(got, dw, 3) != 0 && bad < 0) bad = 3;
  }
  if (bad >= 0) {
    static const char *const nn[8] = {"", "2", "3", "4", "8", "16", "32", "64"};
    int m = n == 3 ? 4 : n;
    fprintf(stderr, "ln_convert_%s%s%s of %s%s: lane %d\n", rc_name[d], nn[ni], form_name[f], rc_name[s], nn[ni], bad);
    fz_dump("x", x, sw, m);
    fz_dump("want", want, dw, m);
    fz_dump("got", got, dw, m);
    FZ_FAIL("convert");
  }
  return 0;
}
