/* libFuzzer target: lanes/memory.h.  Each input picks one of: vload<N>, vstore<N> (11 element
 * types x 2 3 4 8 16 lanes, and 32 64 for the types of at most 512 bits), vload_half[<N>],
 * vloada_half[<N>] (from ln_half * or uint16_t *), vstore_half[<N>][_rX], vstorea_half[<N>][_rX]
 * (float or double data, 5 rounding forms, to ln_half * or uint16_t *), N = scalar, 2 3 4 8 16,
 * then an offset, a start misalignment (in elements) and the lanes / stored values.  The buffer is
 * allocated with exactly the elements the call may touch (so ASan reports any access past them,
 * e.g. a 4th element for N = 3) and filled with a pattern; every loaded lane and the whole buffer
 * after a store (the N stored elements and nothing else) are compared with tests/ref/ref_memory.h:
 * addresses (ref_mem_first), binary16 -> float exact (NaN: quiet, sign and payload kept), rounding
 * to binary16 (ref_round_half; NaN: x's sign | 0x7fff, as memory.h documents). */
/* fuzz-variants: base v3 */
#include <lanes/memory.h>
#include <stdlib.h>

#include "fuzz/fuzz.h"
#include "ref/ref_memory.h"

enum { M_VLOAD, M_VSTORE, M_LDH, M_LDHA, M_STH, M_STHA, M_NOPS };
static const char *const op_name[M_NOPS] = {"vload", "vstore", "vload_half", "vloada_half", "vstore_half", "vstorea_half"};

#define ST(x)                  \
  {                            \
    __auto_type t_ = (x);      \
    memcpy(r, &t_, sizeof t_); \
  }
/* vload/vstore of T, N lanes (r: loaded vector; d: data to store). */
#define VLS(T, N)                                                                  \
  static void vls_##T##N(int store, size_t off, void *p, const void *d, void *r) { \
    if (store) {                                                                   \
      ln_##T##N v;                                                                 \
      memcpy(&v, d, sizeof v);                                                     \
      ln_vstore##N(v, off, (ln_##T *)p);                                           \
    } else {                                                                       \
      ST(ln_vload##N(off, (const ln_##T *)p))                                      \
    }                                                                              \
  }
#define VLS_T(T) VLS(T, 2) VLS(T, 3) VLS(T, 4) VLS(T, 8) VLS(T, 16)
VLS_T(char) VLS_T(uchar) VLS_T(short) VLS_T(ushort) VLS_T(int) VLS_T(uint) VLS_T(long) VLS_T(ulong)
VLS(char, 32) VLS(char, 64) VLS(uchar, 32) VLS(uchar, 64) VLS(short, 32) VLS(ushort, 32)
#if LN_HAS_HALF
VLS_T(half) VLS(half, 32)
#endif
VLS_T(float) VLS_T(double)

typedef void (*vlsfn)(int, size_t, void *, const void *, void *);
/* per lane count 2 3 4 8 16 32 64; 0 where the type has no vector of that many lanes */
#define VROW(T) {vls_##T##2, vls_##T##3, vls_##T##4, vls_##T##8, vls_##T##16, 0, 0}
#define VROW32(T) {vls_##T##2, vls_##T##3, vls_##T##4, vls_##T##8, vls_##T##16, vls_##T##32, 0}
#define VROW64(T) {vls_##T##2, vls_##T##3, vls_##T##4, vls_##T##8, vls_##T##16, vls_##T##32, vls_##T##64}
static const struct {
  const char *name;
  int bits;
  char kind;
  vlsfn f[7];
} types[11] = {{"char", 8, 'i', VROW64(char)},     {"uchar", 8, 'i', VROW64(uchar)},   {"short", 16, 'i', VROW32(short)},
               {"ushort", 16, 'i', VROW32(ushort)}, {"int", 32, 'i', VROW(int)},       {"uint", 32, 'i', VROW(uint)},
               {"long", 64, 'i', VROW(long)},     {"ulong", 64, 'i', VROW(ulong)},
#if LN_HAS_HALF
               {"half", 16, 'f', VROW32(half)},
#else
               {"half", 16, 'f', {0, 0, 0, 0, 0, 0, 0}},
#endif
               {"float", 32, 'f', VROW(float)},   {"double", 64, 'f', VROW(double)}};

/* Half loads: a = aligned form (vloada), hp = through ln_half * (else uint16_t *). */
#if LN_HAS_HALF
#define HP_LD(F, off, p, hp) ((hp) ? F(off, (const ln_half *)(p)) : F(off, (const uint16_t *)(p)))
#define HP_ST(F, v, off, p, hp) ((hp) ? F(v, off, (ln_half *)(p)) : F(v, off, (uint16_t *)(p)))
#else
#define HP_LD(F, off, p, hp) ((void)(hp), F(off, (const uint16_t *)(p)))
#define HP_ST(F, v, off, p, hp) ((void)(hp), F(v, off, (uint16_t *)(p)))
#endif
#define LDH(N)                                                                   \
  static void ldh_##N(int a, int hp, size_t off, const void *p, void *r) {      \
    if (a) ST(HP_LD(ln_vloada_half##N, off, p, hp))                             \
    else ST(HP_LD(ln_vload_half##N, off, p, hp))                                \
  }
LDH() LDH(2) LDH(3) LDH(4) LDH(8) LDH(16)
#define STH1(NAME, v, off, p, hp)                                 \
  switch (mode) {                                                 \
    case 0: HP_ST(NAME, v, off, p, hp); break;                    \
    case 1: HP_ST(NAME##_rte, v, off, p, hp); break;              \
    case 2: HP_ST(NAME##_rtz, v, off, p, hp); break;              \
    case 3: HP_ST(NAME##_rtp, v, off, p, hp); break;              \
    default: HP_ST(NAME##_rtn, v, off, p, hp); break;             \
  }
#define STH(D, N)                                                                          \
  static void sth_##D##N(int a, int mode, int hp, size_t off, void *p, const void *d) {   \
    LN__STH_T(D, N) v;                                                                     \
    memcpy(&v, d, sizeof v);                                                               \
    if (a) STH1(ln_vstorea_half##N, v, off, p, hp)                                         \
    else STH1(ln_vstore_half##N, v, off, p, hp)                                            \
  }
#define LN__STH_T(D, N) ln_##D##N
STH(float, ) STH(float, 2) STH(float, 3) STH(float, 4) STH(float, 8) STH(float, 16)
STH(double, ) STH(double, 2) STH(double, 3) STH(double, 4) STH(double, 8) STH(double, 16)
typedef void (*ldhfn)(int, int, size_t, const void *, void *);
typedef void (*sthfn)(int, int, int, size_t, void *, const void *);
static const ldhfn ldh[6] = {ldh_, ldh_2, ldh_3, ldh_4, ldh_8, ldh_16};
static const sthfn sth[2][6] = {{sth_float, sth_float2, sth_float3, sth_float4, sth_float8, sth_float16},
                                {sth_double, sth_double2, sth_double3, sth_double4, sth_double8, sth_double16}};
static const int shapes[8] = {1, 2, 3, 4, 8, 16, 32, 64}; /* half loads/stores: up to 16 */
static const char *const mode_name[5] = {"", "_rte", "_rtz", "_rtp", "_rtn"};
static const int mode_ref[5] = {REF_RTE, REF_RTE, REF_RTZ, REF_RTP, REF_RTN};

/* binary16 bits -> float bits as documented (exact; NaN: quiet, sign and payload kept). */
static uint32_t want_ldh(uint16_t h) {
  if ((h & 0x7c00u) == 0x7c00u && (h & 0x3ffu))
    return ((uint32_t)(h & 0x8000u) << 16) | 0x7fc00000u | ((uint32_t)(h & 0x3ffu) << 13);
  float f = (float)ref_half_value(h);
  uint32_t b;
  memcpy(&b, &f, 4);
  return b;
}
/* float/double bits -> binary16 bits as documented (a NaN stores its sign | 0x7fff). */
static uint16_t want_sth(uint64_t x, int dbl, int mode) {
  double v;
  if (dbl) {
    memcpy(&v, &x, 8);
    if (v != v) return (uint16_t)(((x >> 48) & 0x8000u) | 0x7fffu);
  } else {
    uint32_t b = (uint32_t)x;
    float f;
    memcpy(&f, &b, 4);
    if (f != f) return (uint16_t)(((b >> 16) & 0x8000u) | 0x7fffu);
    v = (double)f;
  }
  return ref_round_half(v, mode);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fz_in in = {data, size};
  int op = fz_u8(&in) % M_NOPS;
  uint8_t s1 = fz_u8(&in), s2 = fz_u8(&in);
  size_t off = fz_u8(&in) % 9;
  int shift = s2 & 3, hp = (s2 >> 2) & 1, mode = (s2 >> 3) % 5, dbl = (s2 >> 6) & 1;
  int t = 0, ni, n, eb, ew; /* element bits/bytes in memory */
  if (op <= M_VSTORE) {
    t = s1 % 11;
    ni = 1 + (s1 / 11) % 7;
    if (!types[t].f[ni - 1]) return 0;
    eb = types[t].bits;
  } else {
    ni = s1 % 6;
    eb = 16;
  }
#if !LN_HAS_HALF
  hp = 0;
#endif
  n = shapes[ni];
  ew = eb / 8;
  int aligned = op == M_LDHA || op == M_STHA;
  size_t first = ref_mem_first(off, (unsigned)n, aligned) + (size_t)shift;
  size_t nel = first + (size_t)n; /* exactly the elements that may be touched */
  uint8_t *buf = malloc(nel * (size_t)ew), *before = malloc(nel * (size_t)ew);
  _Alignas(128) uint8_t lanes[128], got[128], want[128];
  memset(got, 0xa5, sizeof got);
  memset(want, 0, sizeof want);
  for (size_t i = 0; i < nel; i++) fz_put(buf, ew, (int)i, fz_lane(&in, eb, op <= M_VSTORE ? types[t].kind : 'f'));
  memcpy(before, buf, nel * (size_t)ew);
  void *p = buf + (size_t)shift * (size_t)ew;
  int lb = 0, bad = 0; /* lane bits of the register side */
  switch (op) {
    case M_VLOAD:
    case M_VSTORE:
      lb = eb;
      if (op == M_VSTORE) {
        fz_fill(lanes, &in, lb, types[t].kind, n);
        types[t].f[ni - 1](1, off, p, lanes, 0);
        for (int i = 0; i < n; i++) fz_put(before, ew, (int)first + i, fz_get(lanes, ew, i));
      } else {
        types[t].f[ni - 1](0, off, p, 0, got);
        for (int i = 0; i < n; i++) fz_put(want, ew, i, fz_get(buf, ew, (int)first + i));
      }
      break;
    case M_LDH:
    case M_LDHA:
      lb = 32;
      ldh[ni](aligned, hp, off, p, got);
      for (int i = 0; i < n; i++) fz_put(want, 4, i, want_ldh((uint16_t)fz_get(buf, 2, (int)first + i)));
      break;
    default:
      lb = dbl ? 64 : 32;
      fz_fill(lanes, &in, lb, 'f', n);
      sth[dbl][ni](aligned, mode, hp, off, p, lanes);
      for (int i = 0; i < n; i++) fz_put(before, 2, (int)first + i, want_sth(fz_get(lanes, lb / 8, i), dbl, mode_ref[mode]));
      break;
  }
  int m = n == 3 ? 4 : n, lw = lb / 8;
  int is_store = op == M_VSTORE || op == M_STH || op == M_STHA;
  if (is_store) bad = memcmp(buf, before, nel * (size_t)ew) != 0;
  else bad = memcmp(got, want, (size_t)(m * lw)) != 0; /* 3 lanes: padding lane must be 0 */
  if (bad) {
    static const char *const nn[8] = {"", "2", "3", "4", "8", "16", "32", "64"};
    fprintf(stderr, "ln_%s%s%s (%s) offset %zu, p = start + %d elements, %s data\n", op_name[op], nn[ni],
            op >= M_STH ? mode_name[mode] : "", op <= M_VSTORE ? types[t].name : hp ? "ln_half *" : "uint16_t *", off,
            shift, op >= M_STH ? (dbl ? "double" : "float") : "no");
    if (is_store) {
      fz_dump("lanes", lanes, lw, m);
      fz_dump("memory want", before, ew, (int)nel);
      fz_dump("memory got", buf, ew, (int)nel);
    } else {
      fz_dump("memory", buf, ew, (int)nel);
      fz_dump("want", want, lw, m);
      fz_dump("got", got, lw, m);
    }
    FZ_FAIL("memory");
  }
  free(buf);
  free(before);
  return 0;
}
