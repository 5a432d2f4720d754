/* lanes/ops.h against tests/ref/ref_ops.h: every operator x element type x lane count (2, 3, 4,
 * 8, 16, and 32 and 64 where the type has them), in the
 * forms vector/vector, vector/scalar, scalar/vector and scalar/scalar, on edge values (all
 * pairs of tc_int_edge / tc_float_edge) and seeded random values. */
/* built as three parts: 8-bit types, 16-bit types, 32/64-bit types and the spot checks */
#define TC_PARTS 3
#include <lanes/ops.h>
#include "common/check.h"
#include "ref/ref_ops.h"
#include "unit/table_ops.h"

/* bits of lane i (of `bytes` bytes) of the object at r */
static uint64_t lane_bits(const void *r, int bytes, int i) {
  const unsigned char *p = (const unsigned char *)r + (size_t)i * (size_t)bytes;
  switch (bytes) {
    case 1: { uint8_t v; memcpy(&v, p, 1); return v; }
    case 2: { uint16_t v; memcpy(&v, p, 2); return v; }
    case 4: { uint32_t v; memcpy(&v, p, 4); return v; }
    default: { uint64_t v; memcpy(&v, p, 8); return v; }
  }
}

static int same_lane(uint64_t got, uint64_t want, int bits, int fl) {
  if (fl && ref_isnan_bits(want, bits)) return ref_isnan_bits(got, bits);
  return got == want;
}

/* input lane p (p-th pair of the sweep) of kind/bits; which: 0 = a, 1 = b, 2 = mask c */
#define NPAIRS(k) ((k) == 'f' ? TC_FLOAT_EDGES * TC_FLOAT_EDGES : TC_INT_EDGES * TC_INT_EDGES)
static uint64_t gen(char kind, int bits, unsigned p, int which) {
  uint64_t M = ref_mask(bits);
  if (which == 2) {
    if (p < 4 * TC_INT_EDGES) return tc_int_edge(bits, p * 7 + 3);
    return tc_rand() & M;
  }
  if (kind != 'f') {
    if (p < NPAIRS(kind)) return tc_int_edge(bits, which ? p / TC_INT_EDGES : p % TC_INT_EDGES);
    uint64_t r = tc_rand();
    return (r & 3) == 0 ? (r >> 8) & 127 : r & M; /* small counts/values and full-width values */
  }
  if (p < NPAIRS(kind)) return ref_d2f(tc_float_edge(which ? p / TC_FLOAT_EDGES : p % TC_FLOAT_EDGES), bits);
  if (tc_rand() & 1) return tc_rand() & M;
  /* (not tc_rand_double: its shift is UB for some draws, see the report) */
  return ref_d2f(ldexp((double)(int64_t)tc_rand(), -(int)(tc_rand() % 90)), bits);
}

/* the most lanes of any vector type (ln_char64) */
#define MAXL 64

static const char *cur_type;
static int cur_n;

static void check_res(const char *what, int fl, int bits, int nl, const uint64_t *want, const void *r, size_t rs) {
  int sl = nl == 3 ? 4 : nl;
  TC_CHECK(rs == (size_t)(sl * bits / 8), "%s %s%d: result size %zu", what, cur_type, cur_n, rs);
  if (rs != (size_t)(sl * bits / 8)) return;
  for (int i = 0; i < nl; i++) {
    uint64_t got = lane_bits(r, bits / 8, i);
    TC_CHECK(same_lane(got, want[i], bits, fl), "%s %s%d lane %d: got %#" PRIx64 " want %#" PRIx64, what, cur_type,
             cur_n, i, got, want[i]);
  }
  if (nl == 3) TC_CHECK(lane_bits(r, bits / 8, 3) == 0, "%s %s3: padding lane not 0", what, cur_type);
}

static int is_arith(int op) { return op <= R_REM; }

static void exp_bin(const char *what, int op, char k, int bits, int nl, const uint64_t *A, const uint64_t *B,
                    const void *r, size_t rs) {
  uint64_t w[MAXL];
  for (int i = 0; i < nl; i++) w[i] = ref_bin(op, k, bits, A[i], B[i], 1, bits);
  check_res(what, k == 'f' && is_arith(op), bits, nl, w, r, rs);
}
static void exp_un(const char *what, int op, char k, int bits, int nl, const uint64_t *A, const void *r, size_t rs) {
  uint64_t w[MAXL];
  for (int i = 0; i < nl; i++) w[i] = ref_un(op, k, bits, A[i], 1);
  check_res(what, k == 'f' && op == R_NEG, bits, nl, w, r, rs);
}
/* Selection copies bits: exact, NaN payloads included.  Forms whose scalar operand the test
 * passes as a wider C type (WIDE_T) compare NaN with NaN only: the caller's own conversion of
 * a signalling NaN to double and back may quiet it (GCC does at -O0). */
static void exp_sel(const char *what, uint64_t (*model)(uint64_t, uint64_t, uint64_t, int), char k, int bits, int nl,
                    const uint64_t *A, const uint64_t *B, const uint64_t *C, const void *r, size_t rs) {
  uint64_t w[MAXL];
  int wide_scalar = k == 'f' && strstr(what, " sv") != NULL;
  wide_scalar |= k == 'f' && strstr(what, " vs") != NULL;
  for (int i = 0; i < nl; i++)
    w[i] = model(A[i], B[i], C[i], bits);
  check_res(what, wide_scalar, bits, nl, w, r, rs);
}

/* bits -> element value */
#define FB_INT(T) static __attribute__((unused)) ln_##T fb_##T(uint64_t x) { return (ln_##T)x; }
#define FB_FLT(T, U) static __attribute__((unused)) ln_##T fb_##T(uint64_t x) { U u = (U)x; ln_##T v; memcpy(&v, &u, sizeof v); return v; }
FB_INT(char) FB_INT(uchar) FB_INT(short) FB_INT(ushort) FB_INT(int) FB_INT(uint) FB_INT(long) FB_INT(ulong)
FB_FLT(float, uint32_t) FB_FLT(double, uint64_t)
#if LN_HAS_HALF
FB_FLT(half, uint16_t)
#endif

/* scalar passed for vector/scalar forms: a wider type holding the same value, to exercise the
 * conversion to the element type */
#define WIDE_char long long
#define WIDE_uchar long long
#define WIDE_short long long
#define WIDE_ushort long long
#define WIDE_int long long
#define WIDE_uint long long
#define WIDE_long long long
#define WIDE_ulong unsigned long long
#define WIDE_half double
#define WIDE_float double
#define WIDE_double double

#define MKV(T, VT, dst, src) do { ln_##T e_[MAXL]; for (int i_ = 0; i_ < MAXL; i_++) e_[i_] = fb_##T(src[i_]); \
    memcpy(&dst, e_, sizeof dst); } while (0)

/* Lanes of `bytes` bytes from the low bits of src[], into the object at dst (size bytes). */
static void ldv(void *dst, const uint64_t *src, int bytes, size_t size) {
  unsigned char *p = (unsigned char *)dst;
  for (size_t l = 0; l * (size_t)bytes < size; l++) {
    if (bytes == 1) { uint8_t t = (uint8_t)src[l]; memcpy(p + l, &t, 1); }
    if (bytes == 2) { uint16_t t = (uint16_t)src[l]; memcpy(p + 2 * l, &t, 2); }
    if (bytes == 4) { uint32_t t = (uint32_t)src[l]; memcpy(p + 4 * l, &t, 4); }
    if (bytes == 8) memcpy(p + 8 * l, &src[l], 8);
  }
}

#define CK_TYPE(r, RT, what) TC_CHECK(_Generic((r), RT: 1, default: 0), "%s %s%d: result type", what, cur_type, cur_n)

/* vector/vector, vector/scalar, scalar/vector of a binary op with result type RT */
#define CK_B(OP, ROP, RT) do { \
    __auto_type r_ = ln_##OP(a, b); CK_TYPE(r_, RT, #OP); \
    exp_bin(#OP " vv", ROP, K, BITS, NL, A, B, &r_, sizeof r_); \
    r_ = ln_##OP(a, sb); exp_bin(#OP " vs", ROP, K, BITS, NL, A, Bs, &r_, sizeof r_); \
    r_ = ln_##OP(sa, b); exp_bin(#OP " sv", ROP, K, BITS, NL, As, B, &r_, sizeof r_); } while (0)
/* shifts: no scalar << vector form (OpenCL rejects it) */
#define CK_SH(OP, ROP) do { \
    VT r_ = ln_##OP(a, b); CK_TYPE(r_, VT, #OP); \
    exp_bin(#OP " vv", ROP, K, BITS, NL, A, B, &r_, sizeof r_); \
    r_ = ln_##OP(a, sb); exp_bin(#OP " vs", ROP, K, BITS, NL, A, Bs, &r_, sizeof r_); } while (0)
#define CK_U(OP, ROP, RT) do { \
    __auto_type r_ = ln_##OP(a); CK_TYPE(r_, RT, #OP); \
    exp_un(#OP, ROP, K, BITS, NL, A, &r_, sizeof r_); } while (0)

/* The ops of the registry (unit/table_ops.h): TVX checks one op in the forms its argument kinds
 * (ARGS) have: TT binary, TN shift, T unary, TTM select(a, b, mask), TTT bitselect, MTT cond(mask,
 * a, b).  RES: T the vector type VT, S the comparison type SVT (declared by TV_FN). */
#define TVX(OP, AR, ARGS, RES, REF, FREF, SGEN, U_) TV_##ARGS(OP, REF, TV_RES_##RES)
#define TV_RES_T VT
#define TV_RES_S SVT
#define TV_TT(OP, REF, RT) CK_B(OP, REF, RT);
#define TV_TN(OP, REF, RT) CK_SH(OP, REF);
#define TV_T(OP, REF, RT) CK_U(OP, REF, RT);
#define TV_TTM(OP, REF, RT) \
    { SVT cs; UVT cu; ldv(&cs, C, BITS / 8, sizeof cs); ldv(&cu, C, BITS / 8, sizeof cu); \
      RT r_ = ln_##OP(a, b, cs); exp_sel(#OP "/signed", REF, K, BITS, NL, A, B, C, &r_, sizeof r_); \
      r_ = ln_##OP(a, b, cu); exp_sel(#OP "/unsigned", REF, K, BITS, NL, A, B, C, &r_, sizeof r_); }
#define TV_TTT(OP, REF, RT) \
    { VT cb; ldv(&cb, C, BITS / 8, sizeof cb); \
      RT r_ = ln_##OP(a, b, cb); exp_sel(#OP, REF, K, BITS, NL, A, B, C, &r_, sizeof r_); }
/* cond(c, a, b) is select(b, a, c); with a scalar c, all lanes take a (c != 0) or b. */
#define TV_MTT(OP, REF, RT) \
    { SVT cs; UVT cu; ldv(&cs, C, BITS / 8, sizeof cs); ldv(&cu, C, BITS / 8, sizeof cu); \
      RT r_ = ln_##OP(cs, a, b); exp_sel(#OP, REF, K, BITS, NL, B, A, C, &r_, sizeof r_); \
      r_ = ln_##OP(cu, sa, b); exp_sel(#OP " sv", REF, K, BITS, NL, B, As, C, &r_, sizeof r_); \
      r_ = ln_##OP(cs, a, sb); exp_sel(#OP " vs", REF, K, BITS, NL, Bs, A, C, &r_, sizeof r_); \
      int one = (int)(C[0] & 1); \
      r_ = ln_##OP(one, a, b); exp_sel(#OP " scalar c", REF, K, BITS, NL, B, A, one ? ONES : ZEROS, &r_, sizeof r_); \
      r_ = ln_##OP(one, sa, b); exp_sel(#OP " scalar c sv", REF, K, BITS, NL, B, As, one ? ONES : ZEROS, &r_, sizeof r_); }

#define TV_COMMON(T, ST, UT, N) LN_TABLE_OPS_ALL(TVX, _)
#define TV_INT(T, ST, UT, N) LN_TABLE_OPS_INT(TVX, _)

#define TV_FN(T, KK, BB, ST, UT, N, EXTRA) \
  static void tv_##T##N(void) { \
    typedef ln_##T##N VT; typedef ln_##ST##N SVT; typedef ln_##UT##N UVT; \
    enum { NL = N, BITS = BB }; const char K = KK; \
    cur_type = #T; cur_n = N; \
    unsigned iters = (NPAIRS(K) + N - 1) / N + 150; \
    for (unsigned it = 0; it < iters; it++) { \
      uint64_t A[MAXL], B[MAXL], C[MAXL], As[MAXL], Bs[MAXL]; \
      for (int i = 0; i < MAXL; i++) { \
        unsigned p = it * N + (unsigned)i; \
        A[i] = i < (N == 3 ? 4 : N) ? gen(K, BITS, p, 0) : 0; \
        B[i] = i < (N == 3 ? 4 : N) ? gen(K, BITS, p, 1) : 0; \
        C[i] = gen(K, BITS, it * N + (unsigned)i, 2); \
      } \
      if (N == 3) { A[3] = tc_rand(); B[3] = tc_rand(); C[3] = tc_rand(); } /* padding: must be ignored */ \
      for (int i = 0; i < MAXL; i++) { As[i] = A[0]; Bs[i] = B[0]; } \
      VT a, b; MKV(T, , a, A); MKV(T, , b, B); \
      ln_##T ea = fb_##T(A[0]), eb = fb_##T(B[0]); \
      WIDE_##T sa = (WIDE_##T)ea, sb = (WIDE_##T)eb; \
      TV_COMMON(T, ST, UT, N) \
      EXTRA(T, ST, UT, N) \
    } \
  }
#define NOEXTRA(T, ST, UT, N)
static uint64_t ONES[MAXL];     /* every bit set; filled by main */
static const uint64_t ZEROS[MAXL];

#define TV_ALLN(T, K, B, ST, UT, EXTRA) TV_FN(T, K, B, ST, UT, 2, EXTRA) TV_FN(T, K, B, ST, UT, 3, EXTRA) \
    TV_FN(T, K, B, ST, UT, 4, EXTRA) TV_FN(T, K, B, ST, UT, 8, EXTRA) TV_FN(T, K, B, ST, UT, 16, EXTRA)
/* 32 and 64 lanes: the types of at most 512 bits */
#define TV_32(T, K, B, ST, UT, EXTRA) TV_FN(T, K, B, ST, UT, 32, EXTRA)
#define TV_64(T, K, B, ST, UT, EXTRA) TV_FN(T, K, B, ST, UT, 32, EXTRA) TV_FN(T, K, B, ST, UT, 64, EXTRA)
#if TC_IN_PART(1)
TV_ALLN(char, 's', 8, char, uchar, TV_INT) TV_64(char, 's', 8, char, uchar, TV_INT)
TV_ALLN(uchar, 'u', 8, char, uchar, TV_INT) TV_64(uchar, 'u', 8, char, uchar, TV_INT)
#endif
#if TC_IN_PART(2)
TV_ALLN(short, 's', 16, short, ushort, TV_INT) TV_32(short, 's', 16, short, ushort, TV_INT)
TV_ALLN(ushort, 'u', 16, short, ushort, TV_INT) TV_32(ushort, 'u', 16, short, ushort, TV_INT)
#if LN_HAS_HALF
TV_ALLN(half, 'f', 16, short, ushort, NOEXTRA) TV_32(half, 'f', 16, short, ushort, NOEXTRA)
#endif
#endif
#if TC_IN_PART(3)
TV_ALLN(int, 's', 32, int, uint, TV_INT)
TV_ALLN(uint, 'u', 32, int, uint, TV_INT)
TV_ALLN(long, 's', 64, long, ulong, TV_INT)
TV_ALLN(ulong, 'u', 64, long, ulong, TV_INT)
TV_ALLN(float, 'f', 32, int, uint, NOEXTRA)
TV_ALLN(double, 'f', 64, long, ulong, NOEXTRA)
#endif

/* ---- scalar op scalar: C's promotions pick the type (char op char is an int op), shifts mask
 * the count with the left operand's own width ---- */
#define SBITS(x) _Generic((x), float: f2b_f((float)(x)), double: d2b_f((double)(x)) SBITS_H(x), default: (uint64_t)(x))
static uint64_t f2b_f(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static uint64_t d2b_f(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }
#if LN_HAS_HALF
static uint64_t h2b_f(_Float16 h) { uint16_t u; memcpy(&u, &h, 2); return u; }
#define SBITS_H(x) , _Float16: h2b_f((_Float16)(x))
#else
#define SBITS_H(x)
#endif

static void exp_s(const char *what, int fl, int pbits, uint64_t got, uint64_t want, uint64_t a, uint64_t b) {
  got &= ref_mask(pbits);
  TC_CHECK(same_lane(got, want, pbits, fl), "%s %s scalar (%#" PRIx64 ", %#" PRIx64 "): got %#" PRIx64
           " want %#" PRIx64, what, cur_type, a, b, got, want);
}
#define CS_B(OP, ROP, RT, PK, PB, CB) do { __auto_type r_ = ln_##OP(x, y); \
    TC_CHECK(_Generic(r_, RT: 1, default: 0), "%s %s scalar: result type", #OP, cur_type); \
    exp_s(#OP, PK == 'f' && is_arith(ROP), PB, SBITS(r_), ref_bin(ROP, PK, PB, pa, pb, 0, CB), pa, pb); } while (0)
#define CS_U(OP, ROP, RT, PK, PB) do { __auto_type r_ = ln_##OP(x); \
    TC_CHECK(_Generic(r_, RT: 1, default: 0), "%s %s scalar: result type", #OP, cur_type); \
    exp_s(#OP, PK == 'f', PB, SBITS(r_), ref_un(ROP, PK, PB, pa, 0), pa, 0); } while (0)

/* The ops of the registry on scalars, as TVX: RES T is the promoted type PT, S is int; selection
 * against its model on the element's bits. */
#define TSX(OP, AR, ARGS, RES, REF, FREF, SGEN, U_) TS_##ARGS(OP, REF, TS_RES_##RES)
#define TS_RES_T PTT
#define TS_RES_S int
#define TS_TT(OP, REF, RT) CS_B(OP, REF, RT, PK_, PB_, PB_);
#define TS_TN(OP, REF, RT) CS_B(OP, REF, RT, PK_, PB_, PB_);
#define TS_T(OP, REF, RT) CS_U(OP, REF, RT, PK_, PB_);
#define TS_TTM(OP, REF, RT) \
    { int c = (int)(tc_rand() & 1); ET r_ = ln_##OP(x, y, c); \
      TC_CHECK((SBITS(r_) & ref_mask(BITS)) == REF(ea, eb, c ? ~0ull : 0, BITS), #OP " %s scalar", cur_type); }
#define TS_TTT(OP, REF, RT) \
    { ET m_ = fb(tc_rand()); ET r_ = ln_##OP(x, y, m_); \
      TC_CHECK((SBITS(r_) & ref_mask(BITS)) == REF(ea, eb, SBITS(m_), BITS), #OP " %s scalar", cur_type); }
#define TS_MTT(OP, REF, RT) \
    { int c = (int)(tc_rand() & 1); ET r_ = ln_##OP(c, x, y); \
      TC_CHECK((SBITS(r_) & ref_mask(BITS)) == REF(eb, ea, c ? ~0ull : 0, BITS), #OP " %s scalar", cur_type); }
#define TS_COMMON(T, PT, PK, PB) LN_TABLE_OPS_ALL(TSX, _)
#define TS_INT(T, PT, PK, PB) LN_TABLE_OPS_INT(TSX, _)
#define TS_NOINT(T, PT, PK, PB)

/* PT/PK/PB: the promoted type, its kind and width */
#define TS_FN(T, KK, BB, PT, PK, PB, EXTRA) \
  static void ts_##T(void) { \
    enum { BITS = BB, PB_ = PB }; const char K = KK, PK_ = PK; cur_type = #T; \
    typedef ln_##T ET; typedef PT PTT; ET (*const fb)(uint64_t) = fb_##T; (void)fb; \
    for (unsigned p = 0; p < NPAIRS(K) + 2000; p++) { \
      uint64_t ea = gen(K, BITS, p, 0), eb = gen(K, BITS, p, 1); \
      ln_##T x = fb_##T(ea), y = fb_##T(eb); \
      /* the operands as lanes of the promoted type */ \
      uint64_t pa = K == 's' ? (uint64_t)ref_sval(ea, BITS) & ref_mask(PB) : ea; \
      uint64_t pb = K == 's' ? (uint64_t)ref_sval(eb, BITS) & ref_mask(PB) : eb; \
      TS_COMMON(T, PT, PK, PB) \
      EXTRA(T, PT, PK, PB) \
    } \
  }
#if TC_IN_PART(1)
TS_FN(char, 's', 8, int, 's', 32, TS_INT)
TS_FN(uchar, 'u', 8, int, 's', 32, TS_INT)
#endif
#if TC_IN_PART(2)
TS_FN(short, 's', 16, int, 's', 32, TS_INT)
TS_FN(ushort, 'u', 16, int, 's', 32, TS_INT)
#if LN_HAS_HALF
TS_FN(half, 'f', 16, _Float16, 'f', 16, TS_NOINT)
#endif
#endif
#if TC_IN_PART(3)
TS_FN(int, 's', 32, int, 's', 32, TS_INT)
TS_FN(uint, 'u', 32, unsigned, 'u', 32, TS_INT)
TS_FN(long, 's', 64, ln_long, 's', 64, TS_INT)
TS_FN(ulong, 'u', 64, ln_ulong, 'u', 64, TS_INT)
TS_FN(float, 'f', 32, float, 'f', 32, TS_NOINT)
TS_FN(double, 'f', 64, double, 'f', 64, TS_NOINT)
#endif

/* Hand-picked cases, spelled out from the OpenCL text and the lanes decisions. */
#if TC_IN_PART(3)
static void spot(void) {
  cur_type = "spot"; cur_n = 0;
  /* OpenCL C 6.3.j: a scalar char is promoted to int, so the count is taken modulo 32. */
  { char x = 1, y = -2; TC_CHECK(ln_shl(x, y) == 1 << 30, "scalar char 1 << -2 == 1 << 30"); }
  { ln_uchar2 x = {1, 2}; signed char y = -9; ln_uchar2 r = ln_shl(x, y);
    TC_CHECK(r[0] == 128 && r[1] == 0, "OpenCL example uchar2 << -9 (count & 7)"); }
  { ln_int4 va = {7, -3, -2, 5}, vb = {1, 2, 3, 4}; ln_int4 r = ln_add(va, vb);
    TC_CHECK(r[0] == 8 && r[1] == -1 && r[2] == 1 && r[3] == 9, "OpenCL figure 4.3"); }
  { ln_float4 vf = {3.0f, -1.0f, 1.0f, -2.0f}; ln_float4 r = ln_mul(vf, 2);
    TC_CHECK(r[0] == 6 && r[1] == -2 && r[2] == 2 && r[3] == -4, "OpenCL figure 4.5"); }
  { ln_int4 d = {-1, 0, 1, 0}, va = {1, 2, 3, 4}, vb = {5, 6, 7, 8}; ln_int4 r = ln_cond(d, va, vb);
    /* vector ?: is select(vb, va, d): only the MSB counts, so d = 1 picks vb */
    TC_CHECK(r[0] == 1 && r[1] == 6 && r[2] == 7 && r[3] == 8, "cond: MSB rule"); }
  { ln_long2 c = {-1, 0}; ln_double2 r = ln_cond(c, 1.5, 2.5); /* both scalars widened */
    TC_CHECK(r[0] == 1.5 && r[1] == 2.5, "cond with two scalars"); }
  { ln_int2 c = {0x40000000, INT32_MIN}; ln_int2 r = ln_cond(c, 1, 2);
    TC_CHECK(r[0] == 2 && r[1] == 1, "cond two int scalars"); }
  { int a = -1; unsigned b = 1; TC_CHECK(ln_lt(a, b) == 0, "int < uint compares as unsigned (C99)"); }
  { TC_CHECK(ln_div(INT32_MIN, -1) == INT32_MIN && ln_rem(INT32_MIN, -1) == 0, "MIN/-1 scalar"); }
  { TC_CHECK(ln_div(7u, 0u) == UINT32_MAX && ln_rem(7u, 0u) == 7u, "x/0 unsigned scalar"); }
  { ln_short8 a = {1, 2, 3, 4, 5, 6, 7, 8}; ln_short8 r = ln_div(a, 0);
    for (int i = 0; i < 8; i++) TC_CHECK(r[i] == -1, "short8 / 0 lane %d", i); }
  { ln_double2 x = {NAN, 1.0}; ln_long2 r = ln_ne(x, x); TC_CHECK(r[0] == -1 && r[1] == 0, "NaN != NaN"); }
  { TC_CHECK(ln_ne(NAN, NAN) == 1 && ln_eq(NAN, NAN) == 0 && ln_le(NAN, 1.0) == 0, "scalar NaN compares"); }
  { ln_int3 a = {{1, 0, 5, 77}}; ln_int3 r = ln_lnot(a);
    TC_CHECK(r.v[0] == 0 && r.v[1] == -1 && r.v[2] == 0 && r.v[3] == 0, "lnot int3"); }
  { ln_float4 x = {NAN, -0.0f, 0.0f, 2.5f}, y = {1.0f, 1.0f, NAN, -0.0f};
    ln_int4 r = ln_land(x, y), o = ln_lor(x, y), n = ln_lnot(x);
    TC_CHECK(r[0] == -1 && r[1] == 0 && r[2] == 0 && r[3] == 0, "float4 &&: NaN true, -0.0 false");
    TC_CHECK(o[0] == -1 && o[1] == -1 && o[2] == -1 && o[3] == -1, "float4 ||");
    TC_CHECK(n[0] == 0 && n[1] == -1 && n[2] == -1 && n[3] == 0, "float4 !"); }
  { ln_double3 x = {{-0.0, NAN, 1e-310, 7}}; ln_long3 n = ln_lnot(x), a = ln_land(x, 1.0);
    TC_CHECK(n.v[0] == -1 && n.v[1] == 0 && n.v[2] == 0 && n.v[3] == 0, "double3 !");
    TC_CHECK(a.v[0] == 0 && a.v[1] == -1 && a.v[2] == -1 && a.v[3] == 0, "double3 && scalar"); }
  { TC_CHECK(ln_land(NAN, 1.0f) == 1 && ln_lor(-0.0, 0.0f) == 0 && ln_lnot(-0.0f) == 1 && ln_lnot(NAN) == 0,
             "scalar float logic gives int 1/0"); }
  { int calls = 0; ln_int4 v = {1, 2, 3, 4}; ln_int4 r = ln_shl(v, (calls++, 1));
    TC_CHECK(calls == 1 && r[3] == 8, "arguments evaluated once"); }
}
#endif

#if TC_IN_PART(2) && LN_HAS_HALF
/* ln_cond at 32 lanes with two scalars: a 16-bit condition and two half scalars give a half32
 * (the one such form: integer scalars promote to int, which has no 32-lane vector). */
static void cond_wide_scalars(void) {
  for (int r = 0; r < 200; r++) {
    ln_short32 c;
    for (int i = 0; i < 32; i++) c[i] = (short)gen('s', 16, (unsigned)(r * 32 + i), 0);
    ln_ushort32 cu = (ln_ushort32)c;
    _Float16 a = (_Float16)(r - 100) / 8, b = (_Float16)-0.0;
    ln_half32 got = ln_cond(c, a, b), gotu = ln_cond(cu, a, b);
    uint16_t g[32], gu[32];
    memcpy(g, &got, sizeof g);
    memcpy(gu, &gotu, sizeof gu);
    for (int i = 0; i < 32; i++) {
      _Float16 want = c[i] < 0 ? a : b;
      uint16_t wbits;
      memcpy(&wbits, &want, 2);
      TC_CHECK(g[i] == wbits && gu[i] == wbits, "cond short32/ushort32 ? half : half, round %d lane %d", r, i);
    }
  }
}
#endif

int main(void) {
  tc_family = "ops";
  tc_seed_from_env();
  for (int i = 0; i < MAXL; i++) ONES[i] = ~0ull;
#define RUN_ALLN(T) tv_##T##2(); tv_##T##3(); tv_##T##4(); tv_##T##8(); tv_##T##16(); ts_##T();
#if TC_IN_PART(1)
  RUN_ALLN(char) RUN_ALLN(uchar)
  tv_char32(); tv_char64(); tv_uchar32(); tv_uchar64();
#endif
#if TC_IN_PART(2)
  RUN_ALLN(short) RUN_ALLN(ushort) tv_short32(); tv_ushort32();
#if LN_HAS_HALF
  RUN_ALLN(half) tv_half32();
  cond_wide_scalars();
#endif
#endif
#if TC_IN_PART(3)
  spot();
  RUN_ALLN(int) RUN_ALLN(uint) RUN_ALLN(long) RUN_ALLN(ulong) RUN_ALLN(float) RUN_ALLN(double)
#endif
  return tc_finish("test_ops");
}
