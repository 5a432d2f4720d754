/* libFuzzer target: the reductions and mask queries of lanes/mask.h.  Each input picks an element
 * type (11 types, half where LN_HAS_HALF), a lane count (2 3 4 8 16; 32 64 where the type has
 * them) and a reduction (add, mul, min, max; and, or, xor for integers), then the value lanes
 * (integer and float edges: NaN, signed zeros, infinities, denormals; the 3-lane padding lane
 * random) and the mask lanes (any bits: only the sign bit counts).  ln_reduce_<op>(v) and
 * ln_reduce_<op>_masked(v, m) are compared with tests/ref/ref_gather.h (integers bit for bit;
 * floating point in the documented tree order, bit for bit with any NaN for a NaN), and
 * ln_mask_to_bits, _any, _all, _none, _count, _first_true, _last_true are checked on m and, for
 * integer types, on v read as a mask (any integer mask type).  Every input also checks
 * ln_mask_from_bits(T, bits) (any 64 bits) and ln_mask_below(T, k) (k near [0, N] or any long
 * long) for that type and lane count, padding lane of a 3-lane mask 0. */
/* fuzz-variants: base v3 v4 */
#include <lanes/mask.h>
#include <math.h>

#include "fuzz/fuzz.h"
#include "ref/ref_gather.h"

static const char *const op_name[7] = {"add", "mul", "min", "max", "and", "or", "xor"};

/* query results: [0] to_bits, [1] any, [2] all, [3] none, [4] count, [5] first, [6] last */
#define QRY(q, m)                                                                                             \
  do {                                                                                                        \
    q[0] = ln_mask_to_bits(m); q[1] = (uint64_t)ln_mask_any(m); q[2] = (uint64_t)ln_mask_all(m);              \
    q[3] = (uint64_t)ln_mask_none(m); q[4] = (uint64_t)ln_mask_count(m); q[5] = (uint64_t)(int64_t)ln_mask_first_true(m); \
    q[6] = (uint64_t)(int64_t)ln_mask_last_true(m);                                                           \
  } while (0)
#define RED_COMMON(T, M, N)                                                           \
    ln_##T##N v;                                                                      \
    ln_##M##N m;                                                                      \
    memcpy(&v, pv, sizeof v);                                                         \
    memcpy(&m, pm, sizeof m);                                                         \
    ln_##T a, b;                                                                      \
    QRY(qm, m);                                                                       \
    { __auto_type f_ = ln_mask_from_bits(ln_##T##N, fb); memcpy(rf, &f_, sizeof f_); } \
    { __auto_type k_ = ln_mask_below(ln_##T##N, kb); memcpy(rk, &k_, sizeof k_); }
#define FN_I(T, M, N)                                                                           \
  static void red_##T##N(int op, const void *pv, const void *pm, void *ra, void *rb, uint64_t *qm, uint64_t *qv, \
                          uint64_t fb, long long kb, void *rf, void *rk) {                          \
    RED_COMMON(T, M, N)                                                                         \
    QRY(qv, v);                                                                                 \
    switch (op) {                                                                               \
      case REF_ADD: a = ln_reduce_add(v); b = ln_reduce_add_masked(v, m); break;                \
      case REF_MUL: a = ln_reduce_mul(v); b = ln_reduce_mul_masked(v, m); break;                \
      case REF_MIN: a = ln_reduce_min(v); b = ln_reduce_min_masked(v, m); break;                \
      case REF_MAX: a = ln_reduce_max(v); b = ln_reduce_max_masked(v, m); break;                \
      case REF_AND: a = ln_reduce_and(v); b = ln_reduce_and_masked(v, m); break;                \
      case REF_OR: a = ln_reduce_or(v); b = ln_reduce_or_masked(v, m); break;                   \
      default: a = ln_reduce_xor(v); b = ln_reduce_xor_masked(v, m); break;                     \
    }                                                                                           \
    memcpy(ra, &a, sizeof a);                                                                   \
    memcpy(rb, &b, sizeof b);                                                                   \
  }
#define FN_F(T, M, N)                                                                           \
  static void red_##T##N(int op, const void *pv, const void *pm, void *ra, void *rb, uint64_t *qm, uint64_t *qv, \
                          uint64_t fb, long long kb, void *rf, void *rk) {                          \
    RED_COMMON(T, M, N)                                                                         \
    (void)qv;                                                                                   \
    switch (op & 3) {                                                                           \
      case REF_ADD: a = ln_reduce_add(v); b = ln_reduce_add_masked(v, m); break;                \
      case REF_MUL: a = ln_reduce_mul(v); b = ln_reduce_mul_masked(v, m); break;                \
      case REF_MIN: a = ln_reduce_min(v); b = ln_reduce_min_masked(v, m); break;                \
      default: a = ln_reduce_max(v); b = ln_reduce_max_masked(v, m); break;                     \
    }                                                                                           \
    memcpy(ra, &a, sizeof a);                                                                   \
    memcpy(rb, &b, sizeof b);                                                                   \
  }
#define NS(K, T, M) K(T, M, 2) K(T, M, 3) K(T, M, 4) K(T, M, 8) K(T, M, 16)
NS(FN_I, char, char) NS(FN_I, uchar, char) NS(FN_I, short, short) NS(FN_I, ushort, short)
NS(FN_I, int, int) NS(FN_I, uint, int) NS(FN_I, long, long) NS(FN_I, ulong, long)
FN_I(char, char, 32) FN_I(char, char, 64) FN_I(uchar, char, 32) FN_I(uchar, char, 64)
FN_I(short, short, 32) FN_I(ushort, short, 32)
#if LN_HAS_HALF && defined(__FLT16_MAX__)
NS(FN_F, half, short) FN_F(half, short, 32)
#define HROW {red_half2, red_half3, red_half4, red_half8, red_half16, red_half32, 0}
#else
#define HROW {0, 0, 0, 0, 0, 0, 0}
#endif
NS(FN_F, float, int) NS(FN_F, double, long)

typedef void (*redfn)(int, const void *, const void *, void *, void *, uint64_t *, uint64_t *, uint64_t, long long,
                      void *, void *);
/* per lane count of lane_counts; 0 where the type has no vector of that many lanes */
#define ROW(T) {red_##T##2, red_##T##3, red_##T##4, red_##T##8, red_##T##16, 0, 0}
#define ROW32(T) {red_##T##2, red_##T##3, red_##T##4, red_##T##8, red_##T##16, red_##T##32, 0}
#define ROW64(T) {red_##T##2, red_##T##3, red_##T##4, red_##T##8, red_##T##16, red_##T##32, red_##T##64}
static const struct {
  const char *name;
  int bits, sgn;
  char kind;
  redfn f[7];
} types[11] = {{"char", 8, 1, 'i', ROW64(char)},     {"uchar", 8, 0, 'i', ROW64(uchar)}, {"short", 16, 1, 'i', ROW32(short)},
               {"ushort", 16, 0, 'i', ROW32(ushort)}, {"int", 32, 1, 'i', ROW(int)},  {"uint", 32, 0, 'i', ROW(uint)},
               {"long", 64, 1, 'i', ROW(long)},   {"ulong", 64, 0, 'i', ROW(ulong)}, {"half", 16, 1, 'f', HROW},
               {"float", 32, 1, 'f', ROW(float)}, {"double", 64, 1, 'f', ROW(double)}};
static const int lane_counts[7] = {2, 3, 4, 8, 16, 32, 64};

static double fval(uint64_t x, int bits) {
  if (bits == 64) { double d; memcpy(&d, &x, 8); return d; }
  if (bits == 32) { uint32_t b = (uint32_t)x; float f; memcpy(&f, &b, 4); return (double)f; }
#if defined(__FLT16_MAX__)
  uint16_t h = (uint16_t)x; _Float16 f; memcpy(&f, &h, 2); return (double)f;
#else
  return 0;
#endif
}
static uint64_t fbits(double d, int bits) {
  if (bits == 64) { uint64_t x; memcpy(&x, &d, 8); return x; }
  if (bits == 32) { float f = (float)d; uint32_t b; memcpy(&b, &f, 4); return b; }
#if defined(__FLT16_MAX__)
  _Float16 f = (_Float16)d; uint16_t h; memcpy(&h, &f, 2); return h;
#else
  return 0;
#endif
}
static void want_q(uint64_t *q, const int *act, int n) {
  uint64_t b = 0;
  for (int i = 0; i < n; i++) b |= (uint64_t)(act[i] != 0) << i;
  int c = ref_count(act, n);
  q[0] = b; q[1] = c > 0; q[2] = c == n; q[3] = c == 0; q[4] = (uint64_t)c;
  q[5] = (uint64_t)(int64_t)ref_first_true(act, n); q[6] = (uint64_t)(int64_t)ref_last_true(act, n);
}
static const char *const q_name[7] = {"to_bits", "any", "all", "none", "count", "first_true", "last_true"};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fz_in in = {data, size};
  uint8_t sel = fz_u8(&in);
  int t = sel % 11, ni = (sel / 11) % 7;
  if (!types[t].f[ni]) return 0;
  int n = lane_counts[ni];
  int bits = types[t].bits, w = bits / 8, isf = types[t].kind == 'f';
  int op = fz_u8(&in) % (isf ? 4 : 7);
  _Alignas(128) uint8_t v[128], m[128], ra[8], rb[8];
  fz_fill(v, &in, bits, types[t].kind, n);
  for (int i = 0; i < (n == 3 ? 4 : n); i++) {
    uint8_t k = fz_u8(&in);
    fz_put(m, w, i, k < 64 ? (k & 1 ? fz_mask(bits) : 0) : fz_lane(&in, bits, 'i'));
  }
  uint64_t qm[7], qv[7], wqm[7], wqv[7];
  /* ln_mask_from_bits(T, fb), ln_mask_below(T, kb): any bits; k near [0, N] or any long long */
  uint64_t fb = fz_raw(&in, 8);
  uint8_t kk = fz_u8(&in);
  long long kb = kk < 200 ? (long long)(kk % (n + 7)) - 3 : (long long)fz_raw(&in, 8);
  _Alignas(128) uint8_t rf[128], rk[128], wf[128], wk[128];
  memset(rf, 0xa5, sizeof rf);
  memset(rk, 0xa5, sizeof rk);
  memset(wf, 0xa5, sizeof wf);
  memset(wk, 0xa5, sizeof wk);
  for (int i = 0; i < (n == 3 ? 4 : n); i++) {
    fz_put(wf, w, i, i < n && ((fb >> i) & 1) ? fz_mask(bits) : 0);
    fz_put(wk, w, i, i < n && i < kb ? fz_mask(bits) : 0);
  }
  types[t].f[ni](op, v, m, ra, rb, qm, qv, fb, kb, rf, rk);
  if (memcmp(rf, wf, sizeof rf) || memcmp(rk, wk, sizeof rk)) {
    fprintf(stderr, "%s%d: ln_mask_from_bits(%#llx) / ln_mask_below(%lld)\n", types[t].name, n,
            (unsigned long long)fb, kb);
    fz_dump("from_bits want", wf, w, n == 3 ? 4 : n);
    fz_dump("from_bits got ", rf, w, n == 3 ? 4 : n);
    fz_dump("below want", wk, w, n == 3 ? 4 : n);
    fz_dump("below got ", rk, w, n == 3 ? 4 : n);
    FZ_FAIL("mask");
  }
  int all1[64], act[64], actv[64];
  uint64_t xv[64];
  double xd[64];
  for (int i = 0; i < n; i++) {
    all1[i] = 1;
    act[i] = ref_active(fz_get(m, w, i), (size_t)w);
    actv[i] = ref_active(fz_get(v, w, i), (size_t)w);
    xv[i] = fz_get(v, w, i);
    xd[i] = isf ? fval(xv[i], bits) : 0;
  }
  want_q(wqm, act, n);
  want_q(wqv, actv, n);
  uint64_t ea, eb, ga = fz_get(ra, w, 0), gb = fz_get(rb, w, 0);
  int ok;
  if (isf) {
    ea = fbits(ref_reduce_float(op, xd, all1, n, bits), bits);
    eb = fbits(ref_reduce_float(op, xd, act, n, bits), bits);
    ok = ga == ea && gb == eb; /* a NaN result is the canonical NaN */
  } else {
    ea = ref_reduce_int(op, xv, all1, n, bits, types[t].sgn);
    eb = ref_reduce_int(op, xv, act, n, bits, types[t].sgn);
    ok = ga == ea && gb == eb;
  }
  int qbad = -1;
  for (int k = 0; k < 7 && qbad < 0; k++)
    if (qm[k] != wqm[k] || (!isf && qv[k] != wqv[k])) qbad = k;
  if (!ok || qbad >= 0) {
    fprintf(stderr, "%s%d: ln_reduce_%s %#llx want %#llx, ln_reduce_%s_masked %#llx want %#llx\n", types[t].name, n,
            op_name[op], (unsigned long long)ga, (unsigned long long)ea, op_name[op], (unsigned long long)gb,
            (unsigned long long)eb);
    if (qbad >= 0)
      fprintf(stderr, "  ln_mask_%s: on m %#llx want %#llx, on v %#llx want %#llx\n", q_name[qbad],
              (unsigned long long)qm[qbad], (unsigned long long)wqm[qbad], (unsigned long long)qv[qbad],
              (unsigned long long)wqv[qbad]);
    fz_dump("v", v, w, n == 3 ? 4 : n);
    fz_dump("m", m, w, n == 3 ? 4 : n);
    FZ_FAIL("mask");
  }
  return 0;
}
