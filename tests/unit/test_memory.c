/* Tests of lanes/memory.h (OpenCL C 1.2, 6.12.7) against tests/ref/ref_memory.h.
 *  - vload<N>/vstore<N>: every element type x N x offset (0, 1, 2, 7) x base shift (0, 1, 2
 *    elements: vector-misaligned pointers); loads from heap buffers that end exactly at the
 *    last element read (ASan reports any over-read, e.g. a 4th element for N = 3); stores
 *    into buffers with canary bytes on both sides (nothing else may change) and into
 *    exact-size buffers; the result type chosen from the pointer type (incl. plain char,
 *    long long, const pointers, arrays).
 *  - vload_half[<N>], vloada_half[<N>]: all 65536 binary16 patterns, ln_half * and uint16_t *.
 *  - vstore_half[<N>][_r*], vstorea_half[<N>][_r*]: float and double data, every rounding
 *    mode, on edge values, every binary16 value, its neighbours and exact midpoints (and a
 *    double ulp either side, which catches rounding through float), and random values. */
#include <lanes/memory.h>
#include "common/check.h"
#include "ref/ref_memory.h"

static void fill_rand(void *p, size_t bytes) {
  unsigned char *b = p;
  for (size_t i = 0; i < bytes; i++) b[i] = (unsigned char)tc_rand();
}

/* The bit pattern lanes documents for x: the rounded value, or for NaN x's sign | 0x7fff
 * (what PoCL stores for every NaN, measured). */
static uint16_t expect_half(double x, int mode) {
  if (x == x) return ref_round_half(x, mode);
  uint64_t b;
  memcpy(&b, &x, 8);
  return (uint16_t)(((b >> 48) & 0x8000u) | 0x7fffu);
}
static uint16_t expect_half_f(float x, int mode) {
  if (x == x) return ref_round_half((double)x, mode);
  uint32_t b;
  memcpy(&b, &x, 4);
  return (uint16_t)(((b >> 16) & 0x8000u) | 0x7fffu);
}

/* d as a float, a NaN with its sign and the high bits of its payload (lanes' conversion rule):
 * C's (float)d gives RISC-V's canonical NaN, which would hide negative NaNs from the tests. */
static float to_float(double d) {
  uint64_t b;
  uint32_t w;
  float f;
  if (d == d) return (float)d;
  memcpy(&b, &d, 8);
  w = (uint32_t)(b >> 32 & 0x80000000u) | 0x7fc00000u | (uint32_t)(b >> 29 & 0x7fffffu);
  memcpy(&f, &w, 4);
  return f;
}

/* dst[at + i] = src[i], i < n (out of line: keeps GCC 12's -Wstringop-overflow quiet). */
__attribute__((noinline)) static void copy_bytes(unsigned char *dst, size_t at, const void *src, size_t n) {
  memcpy(dst + at, src, n);
}

/* A random double with a spread of magnitudes and signs, NaNs and infinities included. */
static double rand_double(void) {
  uint64_t r = tc_rand();
  double d;
  switch (r & 3) {
    case 0: return tc_float_edge((unsigned)(r >> 8));
    case 1: { uint64_t b = tc_rand(); memcpy(&d, &b, 8); return d; }
    case 2: { float f; uint32_t b = (uint32_t)tc_rand(); memcpy(&f, &b, 4); return f; }
    default: return ldexp((double)(int64_t)(tc_rand() >> 11) - 0x1p52, (int)(r >> 58) - 60);
  }
}

static const size_t offsets[] = {0, 1, 2, 7};

/* ---- vload<N> / vstore<N> ---- */
#define DEF_LS(T, NAME, N, VT)                                                                   \
  static void check_ls_##NAME##N(void) {                                                         \
    _Static_assert(_Generic(ln_vload##N(0, (T *)0), VT: 1, default: 0), "vload type");          \
    _Static_assert(_Generic(ln_vload##N(0, (const T *)0), VT: 1, default: 0), "vload type");    \
    for (unsigned oi = 0; oi < 4; oi++)                                                          \
      for (size_t shift = 0; shift < 3; shift++) {                                               \
        size_t off = offsets[oi], first = shift + off * N, total = first + N;                    \
        /* load: buffer ends right after the last element read */                               \
        T *buf = malloc(total * sizeof(T));                                                      \
        fill_rand(buf, total * sizeof(T));                                                       \
        VT v = ln_vload##N(off, (const T *)(buf + shift));                                       \
        VT w = ln_vload##N(off, buf + shift);                                                    \
        unsigned char got[sizeof(VT)], got2[sizeof(VT)];                                         \
        memcpy(got, &v, sizeof v);                                                               \
        memcpy(got2, &w, sizeof w);                                                              \
        TC_CHECK(memcmp(got, buf + first, N * sizeof(T)) == 0, "vload%d %s off %zu shift %zu",  \
                 N, #NAME, off, shift);                                                          \
        TC_CHECK(memcmp(got2, got, N * sizeof(T)) == 0, "vload%d %s non-const", N, #NAME);       \
        if (N == 3) {                                                                            \
          static const unsigned char zero[sizeof(T)];                                            \
          TC_CHECK(memcmp(got + 3 * sizeof(T), zero, sizeof(T)) == 0, "vload3 %s padding", #NAME); \
        }                                                                                        \
        VT d;                                                                                    \
        fill_rand(&d, sizeof d); /* for N = 3 the padding lane is random too: never stored */    \
        /* store between canaries */                                                             \
        size_t g = 5, all = (g + total + g) * sizeof(T);                                         \
        _Alignas(16) unsigned char raw[1200], want[1200]; /* all <= 1120 */                    \
        fill_rand(raw, all);                                                                     \
        memcpy(want, raw, all);                                                                  \
        copy_bytes(want, (g + first) * sizeof(T), &d, N * sizeof(T));                           \
        ln_vstore##N(d, off, (T *)(void *)raw + g + shift);                                      \
        TC_CHECK(memcmp(raw, want, all) == 0, "vstore%d %s off %zu shift %zu: bytes outside or " \
                 "inside differ", N, #NAME, off, shift);                                         \
        /* store into an exact-size buffer */                                                    \
        fill_rand(buf, total * sizeof(T));                                                       \
        ln_vstore##N(d, off, buf + shift);                                                       \
        TC_CHECK(memcmp(buf + first, &d, N * sizeof(T)) == 0, "vstore%d %s exact", N, #NAME);  \
        free(buf);                                                                               \
      }                                                                                          \
  }

#define DEF_LS_ALL(T, NAME)                                                                      \
  DEF_LS(T, NAME, 2, ln_##NAME##2) DEF_LS(T, NAME, 3, ln_##NAME##3) DEF_LS(T, NAME, 4, ln_##NAME##4) \
  DEF_LS(T, NAME, 8, ln_##NAME##8) DEF_LS(T, NAME, 16, ln_##NAME##16)                           \
  static void check_ls_##NAME(void) {                                                            \
    check_ls_##NAME##2(); check_ls_##NAME##3(); check_ls_##NAME##4();                            \
    check_ls_##NAME##8(); check_ls_##NAME##16();                                                 \
  }

DEF_LS_ALL(int8_t, char)
DEF_LS_ALL(uint8_t, uchar)
DEF_LS_ALL(int16_t, short)
DEF_LS_ALL(uint16_t, ushort)
/* 32 and 64 lanes: the types of at most 512 bits */
DEF_LS(int8_t, char, 32, ln_char32) DEF_LS(int8_t, char, 64, ln_char64)
DEF_LS(uint8_t, uchar, 32, ln_uchar32) DEF_LS(uint8_t, uchar, 64, ln_uchar64)
DEF_LS(int16_t, short, 32, ln_short32) DEF_LS(uint16_t, ushort, 32, ln_ushort32)
DEF_LS_ALL(int32_t, int)
DEF_LS_ALL(uint32_t, uint)
DEF_LS_ALL(int64_t, long)
DEF_LS_ALL(uint64_t, ulong)
DEF_LS_ALL(float, float)
DEF_LS_ALL(double, double)
#if LN_HAS_HALF
DEF_LS_ALL(_Float16, half) DEF_LS(_Float16, half, 32, ln_half32)
#endif

/* Pointer types that are not the exact-width typedefs: plain char, long long, arrays. */
static void check_pointer_kinds(void) {
#if CHAR_MIN < 0
  _Static_assert(_Generic(ln_vload4(0, (char *)0), ln_char4: 1, default: 0), "plain char");
#else
  _Static_assert(_Generic(ln_vload4(0, (char *)0), ln_uchar4: 1, default: 0), "plain char");
#endif
  _Static_assert(_Generic(ln_vload2(0, (const long long *)0), ln_long2: 1, default: 0), "long long");
  _Static_assert(_Generic(ln_vload2(0, (unsigned long long *)0), ln_ulong2: 1, default: 0), "ull");
#if __SIZEOF_LONG__ == 8
  _Static_assert(_Generic(ln_vload8(0, (const long *)0), ln_long8: 1, default: 0), "long");
#else
  _Static_assert(_Generic(ln_vload8(0, (const long *)0), ln_int8: 1, default: 0), "long");
#endif
  _Static_assert(_Generic(ln_vload3(0, (const signed char *)0), ln_char3: 1, default: 0), "schar");
  _Static_assert(_Generic(ln_vload3(0, (unsigned char *)0), ln_uchar3: 1, default: 0), "uchar");
  char s[40];
  for (int i = 0; i < 40; i++) s[i] = (char)(i * 7 - 100);
  __typeof__(ln_vload16(0, s)) c16 = ln_vload16(1, s);
  for (int i = 0; i < 16; i++) TC_CHECK(c16[i] == s[16 + i], "plain char lane %d", i);
  long long ll[9] = {1, -2, 3, -4, 5, -6, 7, -8, (long long)0x8000000000000000ull};
  ln_long3 l3 = ln_vload3(2, ll);
  TC_CHECK(l3.v[0] == 7 && l3.v[1] == -8 && l3.v[2] == (ln_long)0x8000000000000000ull && l3.v[3] == 0,
           "long long vload3");
  ln_vstore3(l3, 0, ll);
  TC_CHECK(ll[0] == 7 && ll[1] == -8 && ll[3] == -4, "long long vstore3");
  const int ci[6] = {10, 20, 30, 40, 50, 60};
  ln_int2 i2 = ln_vload2(2, ci);
  TC_CHECK(i2[0] == 50 && i2[1] == 60, "const array vload2");
  /* Comparison results (Clang: vectors of plain char / long long) store as the signed type. */
  ln_char4 a = {1, 2, 3, 4}, b = {1, 0, 3, 0};
  signed char cm[4] = {9, 9, 9, 9};
  ln_vstore4(a == b, 0, cm);
  TC_CHECK(cm[0] == -1 && cm[1] == 0 && cm[2] == -1 && cm[3] == 0, "vstore4 of a comparison");
  ln_long2 la = {5, 6}, lb = {5, 7};
  int64_t lm[2] = {9, 9};
  ln_vstore2(la == lb, 0, lm);
  TC_CHECK(lm[0] == -1 && lm[1] == 0, "vstore2 of a 64-bit comparison");
  /* arguments evaluated once */
  int n = 0, arr[8] = {0};
  ln_vstore2(((ln_int2){n++, 5}), (size_t)n++, arr);
  TC_CHECK(n == 2 && arr[2] == 0 && arr[3] == 5, "vstore2 evaluates each argument once");
}

/* ---- vload_half ---- */
static uint16_t all_halves[65536];

static int same_float_as_half(float got, uint16_t h) {
  double want = ref_half_value(h);
  if (want != want) { /* lanes' NaN rule: sign kept, quiet bit set, payload in the high bits */
    uint32_t g, w = (uint32_t)(h & 0x8000u) << 16 | 0x7fc00000u | (uint32_t)(h & 0x3ffu) << 13;
    memcpy(&g, &got, 4);
    return g == w;
  }
  return tc_same_f32(got, (float)want);
}

#define DEF_LDH(FN, VT, N, STRIDE, PT)                                                          \
  static void check_##FN##_##PT(void) {                                                          \
    const PT *p = (const PT *)(const void *)all_halves;                                          \
    for (size_t off = 0; off * STRIDE + N <= 65536; off++) {                                     \
      VT v = FN(off, p);                                                                         \
      float got[sizeof(VT) / 4];                                                                 \
      memcpy(got, &v, sizeof v);                                                                 \
      for (unsigned i = 0; i < N; i++) {                                                         \
        uint16_t h = all_halves[off * STRIDE + i];                                               \
        TC_CHECK(same_float_as_half(got[i], h), "%s offset %zu lane %u: half 0x%04x -> %a",     \
                 #FN, off, i, h, (double)got[i]);                                                \
      }                                                                                          \
      if (N == 3) TC_CHECK(got[3] == 0 && !signbit(got[3]), "%s padding", #FN);                 \
    }                                                                                            \
  }
#define DEF_LDH_PT(PT)                                                                           \
  DEF_LDH(ln_vload_half, float, 1, 1, PT)                                                        \
  DEF_LDH(ln_vload_half2, ln_float2, 2, 2, PT) DEF_LDH(ln_vload_half3, ln_float3, 3, 3, PT)      \
  DEF_LDH(ln_vload_half4, ln_float4, 4, 4, PT) DEF_LDH(ln_vload_half8, ln_float8, 8, 8, PT)      \
  DEF_LDH(ln_vload_half16, ln_float16, 16, 16, PT)                                               \
  DEF_LDH(ln_vloada_half, float, 1, 1, PT)                                                       \
  DEF_LDH(ln_vloada_half2, ln_float2, 2, 2, PT) DEF_LDH(ln_vloada_half3, ln_float3, 3, 4, PT)    \
  DEF_LDH(ln_vloada_half4, ln_float4, 4, 4, PT) DEF_LDH(ln_vloada_half8, ln_float8, 8, 8, PT)    \
  DEF_LDH(ln_vloada_half16, ln_float16, 16, 16, PT)                                              \
  static void check_vload_half_##PT(void) {                                                      \
    check_ln_vload_half_##PT(); check_ln_vload_half2_##PT(); check_ln_vload_half3_##PT();         \
    check_ln_vload_half4_##PT(); check_ln_vload_half8_##PT(); check_ln_vload_half16_##PT();       \
    check_ln_vloada_half_##PT(); check_ln_vloada_half2_##PT(); check_ln_vloada_half3_##PT();      \
    check_ln_vloada_half4_##PT(); check_ln_vloada_half8_##PT(); check_ln_vloada_half16_##PT();    \
  }
DEF_LDH_PT(uint16_t)
#if LN_HAS_HALF
DEF_LDH_PT(ln_half)
#endif

/* Guards: loads from exact-size buffers, stores between canaries, every offset. */
#define DEF_HGUARD(SUF, N, STRIDE, VF, VD)                                                       \
  static void check_hguard##SUF(void) {                                                          \
    for (unsigned oi = 0; oi < 4; oi++)                                                          \
      for (size_t shift = 0; shift < 2; shift++) {                                               \
        size_t off = offsets[oi], first = shift + off * STRIDE, total = first + N;               \
        uint16_t *buf = malloc(total * 2);                                                       \
        fill_rand(buf, total * 2);                                                               \
        VF v = ln_vload##SUF(off, (const uint16_t *)buf + shift);                                \
        float got[sizeof(VF) / 4];                                                               \
        memcpy(got, &v, sizeof v);                                                               \
        for (unsigned i = 0; i < N; i++)                                                         \
          TC_CHECK(same_float_as_half(got[i], buf[first + i]), "vload%s guard lane %u", #SUF, i); \
        free(buf);                                                                               \
        size_t g = 4, all = g + total + g;                                                       \
        uint16_t *raw = malloc(all * 2), *want = malloc(all * 2);                                \
        VF f;                                                                                    \
        VD d;                                                                                    \
        float fl[sizeof(VF) / 4];                                                                \
        double dl[sizeof(VD) / 8];                                                               \
        for (unsigned i = 0; i < sizeof(VF) / 4; i++) {                                          \
          fl[i] = to_float(rand_double());                                                    \
          dl[i] = rand_double();                                                              \
        }                                                                                        \
        memcpy(&f, fl, sizeof f);                                                                \
        memcpy(&d, dl, sizeof d);                                                                \
        for (int pass = 0; pass < 2; pass++) {                                                   \
          fill_rand(raw, all * 2);                                                               \
          memcpy(want, raw, all * 2);                                                            \
          for (unsigned i = 0; i < N; i++)                                                       \
            want[g + first + i] = pass ? expect_half(dl[i], REF_RTE) : expect_half_f(fl[i], REF_RTE); \
          if (pass) ln_vstore##SUF(d, off, raw + g + shift);                                     \
          else ln_vstore##SUF(f, off, raw + g + shift);                                          \
          TC_CHECK(memcmp(raw, want, all * 2) == 0, "vstore%s guard off %zu shift %zu pass %d", \
                   #SUF, off, shift, pass);                                                      \
        }                                                                                        \
        free(raw);                                                                               \
        free(want);                                                                              \
      }                                                                                          \
  }
DEF_HGUARD(_half, 1, 1, float, double)
DEF_HGUARD(_half2, 2, 2, ln_float2, ln_double2)
DEF_HGUARD(_half3, 3, 3, ln_float3, ln_double3)
DEF_HGUARD(_half4, 4, 4, ln_float4, ln_double4)
DEF_HGUARD(_half8, 8, 8, ln_float8, ln_double8)
DEF_HGUARD(_half16, 16, 16, ln_float16, ln_double16)
DEF_HGUARD(a_half, 1, 1, float, double)
DEF_HGUARD(a_half2, 2, 2, ln_float2, ln_double2)
DEF_HGUARD(a_half3, 3, 4, ln_float3, ln_double3)
DEF_HGUARD(a_half4, 4, 4, ln_float4, ln_double4)
DEF_HGUARD(a_half8, 8, 8, ln_float8, ln_double8)
DEF_HGUARD(a_half16, 16, 16, ln_float16, ln_double16)

/* ---- vstore_half: conversions ---- */
static double *vals;
static size_t nvals;

static void add_val(double x) { vals[nvals++] = x; }

static void build_values(void) {
  vals = malloc(sizeof(double) * 600000);
  for (unsigned i = 0; i < TC_FLOAT_EDGES; i++) add_val(tc_float_edge(i));
  /* every finite binary16 value, its neighbours in double and float, exact midpoints and a
   * double / float ulp either side of them */
  for (unsigned h = 0; h < 0x7c00; h++) {
    double v = ref_half_value((uint16_t)h), nx = h == 0x7bff ? 65536.0 : ref_half_value((uint16_t)(h + 1));
    double mid = (v + nx) / 2;
    double s = (h & 1) ? -1.0 : 1.0;
    add_val(s * v);
    add_val(s * nextafter(v, 0));
    add_val(-s * nextafter(v, INFINITY));
    add_val(s * mid);
    add_val(-s * mid);
    add_val(s * nextafter(mid, 0));
    add_val(-s * nextafter(mid, INFINITY));
    add_val(s * (double)nextafterf((float)mid, 0));
    add_val(-s * (double)nextafterf((float)mid, INFINITY));
    if ((h & 7) == 0) {  /* values a float cannot hold: mid +- a few double ulps below float precision */
      add_val(s * (mid + ldexp(mid, -40)));
      add_val(-s * (mid - ldexp(mid, -40)));
    }
  }
  const double extra[] = {65504.0, 65519.99999999999, 65520.0, 65520.00000000001, 65535.0, 65536.0,
                          131072.0, 1e300, -1e300, 0x1p-24, 0x1p-25, 0x1.0000000000001p-25,
                          0x1.fffffffffffffp-26, 3 * 0x1p-26, 0x1p-26, 0x1p-30, 0x1p-149, 0x1p-1074,
                          -0x1p-1074, 0x1.ffcp-15, 0x1.ff8p-15, 0x1p-14, 0x1.fffp-15};
  for (unsigned i = 0; i < sizeof extra / sizeof extra[0]; i++) {
    add_val(extra[i]);
    add_val(-extra[i]);
  }
  uint64_t nanbits[] = {0x7ff8000000000000ull, 0xfff8000000000000ull, 0x7ff0000000000001ull,
                        0x7ff4000000000000ull, 0xfff7ffffffffffffull, 0x7ffab56000000000ull};
  for (unsigned i = 0; i < sizeof nanbits / sizeof nanbits[0]; i++) {
    double d;
    memcpy(&d, &nanbits[i], 8);
    add_val(d);
  }
  while (nvals < 600000) {
    if (tc_rand() & 1) {
      add_val(rand_double());
    } else {  /* random doubles in and around binary16's range */
      uint64_t b = tc_rand() & 0x800fffffffffffffull;
      b |= (uint64_t)(1023 - 30 + (tc_rand() % 50)) << 52;
      double d;
      memcpy(&d, &b, 8);
      add_val(d);
    }
  }
}

/* Scalar stores: every value, every mode, float and double data. */
static void check_vstore_half_scalar(void) {
  uint16_t out[3];
  static const char *const mname[] = {"rte", "rtz", "rtp", "rtn"};
  for (size_t k = 0; k < nvals; k++) {
    double d = vals[k];
    float f = to_float(d);
    for (int md = 0; md < 4; md++) {
      uint16_t wd = expect_half(d, md), wf = expect_half_f(f, md);
      out[0] = out[2] = 0x5555;
      switch (md) {
        case 0: ln_vstore_half_rte(d, 1, out); break;
        case 1: ln_vstore_half_rtz(d, 1, out); break;
        case 2: ln_vstore_half_rtp(d, 1, out); break;
        default: ln_vstore_half_rtn(d, 1, out); break;
      }
      TC_CHECK(out[1] == wd && out[0] == 0x5555 && out[2] == 0x5555,
               "vstore_half_%s(double %a) = 0x%04x, want 0x%04x", mname[md], d, out[1], wd);
      switch (md) {
        case 0: ln_vstorea_half_rte(f, 1, out); break;
        case 1: ln_vstorea_half_rtz(f, 1, out); break;
        case 2: ln_vstorea_half_rtp(f, 1, out); break;
        default: ln_vstorea_half_rtn(f, 1, out); break;
      }
      TC_CHECK(out[1] == wf && out[0] == 0x5555 && out[2] == 0x5555,
               "vstore_half_%s(float %a) = 0x%04x, want 0x%04x", mname[md], (double)f, out[1], wf);
    }
    ln_vstore_half(d, 0, out);
    TC_CHECK(out[0] == expect_half(d, REF_RTE), "vstore_half(double %a) default mode", d);
    ln_vstorea_half(f, 2, out);
    TC_CHECK(out[2] == expect_half_f(f, REF_RTE), "vstorea_half(float %a) default mode", (double)f);
  }
}

/* The portable kernels directly (in builds where an ISA kernel serves the generic macros). */
static void check_generic_kernels(void) {
  for (unsigned h = 0; h < 65536; h++) {
    uint16_t hb = (uint16_t)h;
    float f;
    ln__ldh_generic(&f, &hb, 1);
    TC_CHECK(same_float_as_half(f, hb), "ln__ldh_generic(0x%04x) = %a", h, (double)f);
  }
  for (size_t k = 0; k < nvals; k += 3) {
    float f = to_float(vals[k]);
    for (int md = 0; md < 4; md++) {
      uint16_t out;
      ln__sthf_generic(&out, &f, 1, md);
      TC_CHECK(out == expect_half_f(f, md), "ln__sthf_generic(%a, %d) = 0x%04x", (double)f, md, out);
    }
  }
}

/* Vector stores: values taken N at a time (every STEP-th block), each mode, float and
 * double, stored at offset 1 with STRIDE (the aligned variant of N = 3 has stride 4). */
#define DEF_STH(NAME, N, STRIDE, VF, VD)                                                         \
  static void check_sth_##NAME(void) {                                                           \
    uint16_t out[2 * 16 + 4];                                                                    \
    for (size_t k = 0; k + N <= nvals; k += N * 5) {                                             \
      float fl[sizeof(VF) / 4] = {0};                                                            \
      double dl[sizeof(VD) / 8] = {0};                                                           \
      VF f;                                                                                      \
      VD d;                                                                                      \
      for (unsigned i = 0; i < N; i++) {                                                         \
        dl[i] = vals[k + i];                                                                     \
        fl[i] = to_float(vals[k + i]);                                                           \
      }                                                                                          \
      memcpy(&f, fl, sizeof f);                                                                  \
      memcpy(&d, dl, sizeof d);                                                                  \
      for (int md = 0; md < 5; md++) {                                                           \
        int m = md == 4 ? REF_RTE : md;                                                          \
        for (int pass = 0; pass < 2; pass++) {                                                   \
          for (unsigned i = 0; i < sizeof out / 2; i++) out[i] = 0x5555;                         \
          switch (md * 2 + pass) {                                                               \
            case 0: ln_##NAME##_rte(f, 1, out); break;                                           \
            case 1: ln_##NAME##_rte(d, 1, out); break;                                           \
            case 2: ln_##NAME##_rtz(f, 1, out); break;                                           \
            case 3: ln_##NAME##_rtz(d, 1, out); break;                                           \
            case 4: ln_##NAME##_rtp(f, 1, out); break;                                           \
            case 5: ln_##NAME##_rtp(d, 1, out); break;                                           \
            case 6: ln_##NAME##_rtn(f, 1, out); break;                                           \
            case 7: ln_##NAME##_rtn(d, 1, out); break;                                           \
            case 8: ln_##NAME(f, 1, out); break;                                                 \
            default: ln_##NAME(d, 1, out); break;                                                \
          }                                                                                      \
          unsigned bad = ~0u;                                                                    \
          uint16_t want = 0;                                                                     \
          for (unsigned i = 0; i < sizeof out / 2 && bad == ~0u; i++) {                          \
            want = 0x5555;                                                                       \
            if (i >= STRIDE && i < STRIDE + N)                                                   \
              want = pass ? expect_half(dl[i - STRIDE], m) : expect_half_f(fl[i - STRIDE], m);   \
            if (out[i] != want) bad = i;                                                         \
          }                                                                                      \
          TC_CHECK(bad == ~0u, "%s mode %d %s: element %u = 0x%04x, want 0x%04x", #NAME, md,     \
                   pass ? "double" : "float", bad, bad == ~0u ? 0 : out[bad], want);             \
        }                                                                                        \
      }                                                                                          \
    }                                                                                            \
  }
DEF_STH(vstore_half2, 2, 2, ln_float2, ln_double2)
DEF_STH(vstore_half3, 3, 3, ln_float3, ln_double3)
DEF_STH(vstore_half4, 4, 4, ln_float4, ln_double4)
DEF_STH(vstore_half8, 8, 8, ln_float8, ln_double8)
DEF_STH(vstore_half16, 16, 16, ln_float16, ln_double16)
DEF_STH(vstorea_half2, 2, 2, ln_float2, ln_double2)
DEF_STH(vstorea_half3, 3, 4, ln_float3, ln_double3)
DEF_STH(vstorea_half4, 4, 4, ln_float4, ln_double4)
DEF_STH(vstorea_half8, 8, 8, ln_float8, ln_double8)
DEF_STH(vstorea_half16, 16, 16, ln_float16, ln_double16)

#if LN_HAS_HALF
/* ln_half * storage and vload<N>/vstore<N> of ln_half agree with the uint16_t paths. */
static void check_half_pointer(void) {
  ln_half hs[8];
  ln_vstore_half4_rtz(((ln_float4){1.0f, -2.5f, 65519.0f, 1e-8f}), 1, hs);
  ln_half4 h4 = ln_vload4(1, hs);
  ln_float4 f4 = ln_vload_half4(1, (const ln_half *)hs);
  TC_CHECK((float)h4[0] == 1.0f && (float)h4[1] == -2.5f && (float)h4[2] == 65504.0f && h4[3] == 0,
           "ln_half storage");
  TC_CHECK(f4[0] == 1.0f && f4[1] == -2.5f && f4[2] == 65504.0f && f4[3] == 0.0f, "vload_half4 ln_half *");
}
#endif

int main(void) {
  tc_family = "memory";
  tc_seed_from_env();
  check_ls_char(); check_ls_uchar(); check_ls_short(); check_ls_ushort();
  check_ls_int(); check_ls_uint(); check_ls_long(); check_ls_ulong();
  check_ls_float(); check_ls_double();
  check_ls_char32(); check_ls_char64(); check_ls_uchar32(); check_ls_uchar64(); check_ls_short32(); check_ls_ushort32();
#if LN_HAS_HALF
  check_ls_half(); check_ls_half32();
  check_half_pointer();
#endif
  check_pointer_kinds();
  for (unsigned i = 0; i < 65536; i++) all_halves[i] = (uint16_t)i;
  check_vload_half_uint16_t();
#if LN_HAS_HALF
  check_vload_half_ln_half();
#endif
  check_hguard_half(); check_hguard_half2(); check_hguard_half3(); check_hguard_half4();
  check_hguard_half8(); check_hguard_half16();
  check_hguarda_half(); check_hguarda_half2(); check_hguarda_half3(); check_hguarda_half4();
  check_hguarda_half8(); check_hguarda_half16();
  build_values();
  check_vstore_half_scalar();
  check_generic_kernels();
  check_sth_vstore_half2(); check_sth_vstore_half3(); check_sth_vstore_half4();
  check_sth_vstore_half8(); check_sth_vstore_half16();
  check_sth_vstorea_half2(); check_sth_vstorea_half3(); check_sth_vstorea_half4();
  check_sth_vstorea_half8(); check_sth_vstorea_half16();
  free(vals);
  return tc_finish("test_memory");
}
