/* Java-style shuffle objects and the rearrange family, every element type and lane count
 * (2, 4, 8, 16, 32, 64), against the scalar model in tests/ref/ref_vshuffle.h.  The 8- and
 * 16-bit element types at 2..16 lanes are tested here, the 32- and 64-bit ones by
 * test_vshuffle_wide.c (VS_WIDE), the 32- and 64-lane shuffles and types by
 * test_vshuffle_lanes64.c (VS_LANES64): both include this file (three files keep each build
 * short). */
#include <lanes/vshuffle.h>
#include <lanes/gather.h> /* ln_compress, ln_expand */
#include "common/check.h"
#include "ref/ref_vshuffle.h"

/* Lane i of esz-byte lanes as a number, in the machine's byte order (big-endian too). */
static uint64_t lane_bits(const void *p, int esz, int i) {
  const char *q = (const char *)p + (size_t)i * (size_t)esz;
  uint8_t b; uint16_t h; uint32_t w; uint64_t d;
  switch (esz) {
    case 1: memcpy(&b, q, 1); return b;
    case 2: memcpy(&h, q, 2); return h;
    case 4: memcpy(&w, q, 4); return w;
    default: memcpy(&d, q, 8); return d;
  }
}
static void to_lanes(const void *p, int esz, int n, uint64_t *out) {
  for (int i = 0; i < n; i++) out[i] = lane_bits(p, esz, i);
}
static int same_lanes(const void *p, int esz, int n, const uint64_t *e) {
  for (int i = 0; i < n; i++)
    if (lane_bits(p, esz, i) != e[i]) return 0;
  return 1;
}
static void fill_rand(void *p, size_t bytes) {
  for (size_t i = 0; i < bytes; i += 8) {
    uint64_t r = tc_rand();
    memcpy((char *)p + i, &r, bytes - i < 8 ? bytes - i : 8);
  }
}
/* raw source index: mostly near the valid range, sometimes extreme */
static int32_t rand_index(int n) {
  uint64_t r = tc_rand();
  switch (r & 7) {
    case 0: return (int32_t)(uint32_t)(r >> 32);
    case 1: return (r >> 8) & 1 ? INT32_MIN : INT32_MAX;
    case 2: return (int32_t)((r >> 8) % (uint64_t)(6 * n)) - 3 * n;
    default: return (int32_t)((r >> 8) % (uint64_t)n);
  }
}
/* a mask lane: -1, 0, or other bits (only the MSB counts) */
static uint64_t rand_mask_lane(int esz) {
  uint64_t r = tc_rand();
  uint64_t all = esz == 8 ? ~0ull : ((1ull << (esz * 8)) - 1);
  switch (r & 3) {
    case 0: return all;
    case 1: return 0;
    default: return (r >> 8) & all;
  }
}
static int mask_set(uint64_t lane, int esz) { return (int)((lane >> (esz * 8 - 1)) & 1); }
static int32_t lane_java_int(uint64_t bits, int esz, int kind) {
  if (kind == 2) {
    if (esz == 8) { double d; memcpy(&d, &bits, 8); return ref_d2i(d); }
    if (esz == 4) { float f; uint32_t b = (uint32_t)bits; memcpy(&f, &b, 4); return ref_d2i(f); }
#if LN_HAS_HALF
    { _Float16 h; uint16_t b = (uint16_t)bits; memcpy(&h, &b, 2); return ref_d2i((double)h); }
#else
    return 0;
#endif
  }
  if (kind == 0 && esz < 8 && (bits >> (esz * 8 - 1)) & 1) bits |= ~0ull << (esz * 8);
  return ref_l2i((int64_t)bits);
}
static const double float_idx[] = {0.0, -0.0, 1.0, 2.5, -0.5, -1.0, -1.5, 3.99, 7.0, 15.5, 16.0, 17.0,
                                   31.0, 33.0, -17.0, NAN, INFINITY, -INFINITY, 65504.0, -65504.0,
                                   32.0, -32.0, -33.0, 63.0, 64.0, 65.0, 127.0, -65.0};

/* ---------------- per lane count: the shuffle objects ---------------- */
#ifndef VS_WIDE
static int32_t op_fn(int32_t lane, void *ctx) { return lane * 3 - *(int *)ctx; }

/* the index vector I of ln_vshufN (from_vector, to_vector, lane_is_valid); its lane bits: ref_index_bits */
#define IV_2 ln_int2
#define IV_4 ln_int4
#define IV_8 ln_int8
#define IV_16 ln_int16
#define IV_32 ln_short32
#define IV_64 ln_char64
#define CHECK_N(N)                                                                                  \
  static void check_stored_##N(ln_vshuf##N s, const int *e, const char *what) {                    \
    for (int i = 0; i < N; i++) TC_CHECK(s.ix[i] == e[i], "%s N=%d lane %d: %d want %d", what, N, i, s.ix[i], e[i]); \
  }
#define TEST_N(N)                                                                                   \
  static void test_shuf_##N(void) {                                                                 \
    for (int it = 0; it < 300; it++) {                                                              \
      int32_t raw[N + 4];                                                                           \
      int e[N];                                                                                     \
      /* a sweep of -3N.. (every other iteration from 32 lanes on), then random raw indexes */    \
      int sweep = it < 6 * N && (N <= 16 || it % 2 == 0);                                           \
      for (int i = 0; i < N + 4; i++) raw[i] = sweep ? (int32_t)(it - 3 * N + i) : rand_index(N);    \
      for (int i = 0; i < N; i++) e[i] = ref_pwrap(raw[i + 2], N);                                 \
      ln_vshuf##N s = ln_vshuf##N##_from_array(raw, 2);                                             \
      check_stored_##N(s, e, "from_array");                                                         \
      { IV_##N rv; int ev[N]; /* lanes of I: the raw indexes cast to its element (Java's toShuffle) */ \
        for (int i = 0; i < N; i++) { rv[i] = ref_narrow(raw[i + 2], ref_index_bits(N)); ev[i] = ref_pwrap(rv[i], N); } \
        check_stored_##N(ln_vshuf##N##_from_vector(rv), ev, "from_vector"); }                       \
      ln_vshuf##N c = ln_vshuf##N##_iota(0, 0, 0);                                              \
      ln_status st = ln_vshuf##N##_from_array_checked(raw, N + 4, 2, &c);                           \
      TC_CHECK(st == LN_OK, "from_array_checked ok");                                               \
      check_stored_##N(c, e, "from_array_checked");                                                 \
      ln_vshuf##N c2 = c;                                                                           \
      TC_CHECK(ln_vshuf##N##_from_array_checked(raw, N + 4, 5, &c2) == LN_EINDEX && ln_vshuf##N##_equal(c2, c), "from_array_checked off"); \
      TC_CHECK(ln_vshuf##N##_from_array_checked(raw, N - 1, 0, &c2) == LN_EINDEX, "from_array_checked short"); \
      TC_CHECK(ln_vshuf##N##_from_array_checked(0, N, 0, &c2) == LN_ENULL, "from_array_checked null"); \
      /* every status-returning function: a NULL out is LN_ENULL, valid arguments or not */       \
      for (int q = 0; q < 3; q++) {                                                                 \
        TC_CHECK(ln_vshuf##N##_make_zip(q, 0) == LN_ENULL, "make_zip(%d, NULL)", q);                \
        TC_CHECK(ln_vshuf##N##_make_unzip(q, 0) == LN_ENULL, "make_unzip(%d, NULL)", q);            \
        TC_CHECK(ln_vshuf##N##_check_index(q, 0) == LN_ENULL, "check_index(%d, NULL)", q);          \
        TC_CHECK(ln_vshuf##N##_lane_source_checked(s, q, 0) == LN_ENULL, "lane_source_checked NULL"); \
      }                                                                                             \
      TC_CHECK(ln_vshuf##N##_check_indexes(s, 0) == LN_ENULL, "check_indexes(s, NULL)");            \
      TC_CHECK(ln_vshuf##N##_rearrange_checked(s, s, 0) == LN_ENULL, "rearrange_checked NULL");     \
      TC_CHECK(ln_vshuf##N##_from_array_checked(raw, N + 4, 0, 0) == LN_ENULL, "from_array_checked out NULL"); \
      /* integer arguments at their full width: 2^32 is not 0 */                                    \
      TC_CHECK(ln_vshuf##N##_make_zip(1LL << 32, &c2) == LN_EINDEX, "make_zip(2^32)");             \
      TC_CHECK(ln_vshuf##N##_make_unzip((1LL << 32) + 1, &c2) == LN_EINDEX, "make_unzip(2^32+1)"); \
      { int32_t i32 = 7;                                                                            \
        TC_CHECK(ln_vshuf##N##_check_index(1LL << 32, &i32) == LN_EINDEX && i32 == 7, "check_index(2^32)"); \
        TC_CHECK(ln_vshuf##N##_lane_source_checked(s, 1LL << 32, &i32) == LN_EINDEX && i32 == 7, "lane_source(2^32)"); } \
      /* queries */                                                                                 \
      IV_##N valid = ln_vshuf##N##_lane_is_valid(s), tv = ln_vshuf##N##_to_vector(s);               \
      int anybad = 0, wr[N];                                                                        \
      int32_t arr[N + 3];                                                                           \
      for (int i = 0; i < N + 3; i++) arr[i] = 77;                                                  \
      ln_vshuf##N##_into_array(s, arr, 3);                                                          \
      for (int i = 0; i < N; i++) {                                                                 \
        anybad |= e[i] < 0;                                                                         \
        wr[i] = e[i] < 0 ? e[i] + N : e[i];                                                         \
        TC_CHECK(valid[i] == (e[i] >= 0 ? -1 : 0), "lane_is_valid N=%d", N);                        \
        TC_CHECK(tv[i] == e[i] && arr[i + 3] == e[i], "to_vector/into_array N=%d", N);              \
        TC_CHECK(ln_vshuf##N##_lane_source(s, i) == e[i], "lane_source");                           \
        int32_t ls = 99;                                                                            \
        TC_CHECK(ln_vshuf##N##_lane_source_checked(s, i, &ls) == LN_OK && ls == e[i], "lane_source_checked"); \
      }                                                                                             \
      TC_CHECK(arr[0] == 77 && arr[2] == 77, "into_array writes only its lanes");                   \
      { int32_t ls = 99;                                                                            \
        TC_CHECK(ln_vshuf##N##_lane_source_checked(s, N, &ls) == LN_EINDEX && ls == 99, "lane_source_checked N"); \
        TC_CHECK(ln_vshuf##N##_lane_source_checked(s, -1, &ls) == LN_EINDEX && ls == 99, "lane_source_checked -1"); } \
      TC_CHECK(ln_vshuf##N##_into_array_checked(s, arr, N + 3, 4) == LN_EINDEX && arr[N + 2] == e[N - 1], "into_array_checked"); \
      TC_CHECK(ln_vshuf##N##_into_array_checked(s, arr, N + 3, 0) == LN_OK && arr[0] == e[0], "into_array_checked ok"); \
      check_stored_##N(ln_vshuf##N##_wrap_indexes(s), wr, "wrap_indexes");                         \
      c2 = ln_vshuf##N##_iota(0, 1, 1);                                                             \
      st = ln_vshuf##N##_check_indexes(s, &c2);                                                     \
      TC_CHECK(st == (anybad ? LN_EINDEX : LN_OK), "check_indexes status");                         \
      if (anybad) { int id[N]; for (int i = 0; i < N; i++) id[i] = i; check_stored_##N(c2, id, "check_indexes untouched"); } \
      else check_stored_##N(c2, e, "check_indexes");                                                \
      TC_CHECK(ln_vshuf##N##_equal(s, s) && ln_vshuf##N##_equal(s, c), "equal");                    \
      { int32_t x = raw[0], o = 5;                                                                  \
        TC_CHECK(ln_vshuf##N##_wrap_index(x) == (int32_t)ref_floormod(x, N), "wrap_index %d", x);  \
        st = ln_vshuf##N##_check_index(x, &o);                                                      \
        TC_CHECK(x >= 0 && x < N ? st == LN_OK && o == x : st == LN_EINDEX && o == 5, "check_index %d", x); } \
      /* composition */                                                                             \
      { int32_t raw2[N]; int e2[N], ec[N];                                                          \
        for (int i = 0; i < N; i++) raw2[i] = rand_index(N);                                        \
        ln_vshuf##N t = ln_vshuf##N##_from_array(raw2, 0);                                          \
        int tbad = 0;                                                                               \
        for (int i = 0; i < N; i++) { e2[i] = ref_pwrap(raw2[i], N); tbad |= e2[i] < 0; }           \
        for (int i = 0; i < N; i++) ec[i] = e[(int)ref_floormod(e2[i], N)];                         \
        check_stored_##N(ln_vshuf##N##_rearrange(s, t), ec, "shuffle rearrange");                   \
        ln_vshuf##N o = s;                                                                          \
        st = ln_vshuf##N##_rearrange_checked(s, t, &o);                                             \
        TC_CHECK(st == (tbad ? LN_EINDEX : LN_OK), "shuffle rearrange_checked");                    \
        check_stored_##N(o, tbad ? e : ec, "shuffle rearrange_checked out");                        \
        TC_CHECK(ln_vshuf##N##_equal(s, t) == !memcmp(e, e2, sizeof e), "equal vs model"); }        \
      /* casts */                                                                                   \
      { int e2[2], e4[4], e8[8], e16[16], e32[32], e64[64];                                         \
        for (int k = 0; k < 2; k++) e2[k] = ref_cast_lane(e, N, 2, k);                              \
        for (int k = 0; k < 4; k++) e4[k] = ref_cast_lane(e, N, 4, k);                              \
        for (int k = 0; k < 8; k++) e8[k] = ref_cast_lane(e, N, 8, k);                              \
        for (int k = 0; k < 16; k++) e16[k] = ref_cast_lane(e, N, 16, k);                           \
        for (int k = 0; k < 32; k++) e32[k] = ref_cast_lane(e, N, 32, k);                           \
        for (int k = 0; k < 64; k++) e64[k] = ref_cast_lane(e, N, 64, k);                           \
        CASTS_##N }                                                                                 \
      /* iota */                                                                                    \
      { int32_t start = it & 1 ? rand_index(N) : (int32_t)(it % 40) - 20;                           \
        int32_t step = it & 2 ? (int32_t)tc_rand() : (int32_t)(it % 11) - 5;                        \
        int ei[N], ew[N];                                                                           \
        for (int i = 0; i < N; i++) { ei[i] = ref_iota(i, start, step, 0, N); ew[i] = ref_iota(i, start, step, 1, N); } \
        check_stored_##N(ln_vshuf##N##_iota(start, step, 0), ei, "iota nowrap");                    \
        check_stored_##N(ln_vshuf##N##_iota(start, step, 7), ew, "iota wrap"); }                    \
      /* from_op */                                                                                 \
      { int k = (int)(tc_rand() % 100) - 50, eo[N];                                                 \
        for (int i = 0; i < N; i++) eo[i] = ref_pwrap(i * 3 - k, N);                                \
        check_stored_##N(ln_vshuf##N##_from_op(op_fn, &k), eo, "from_op"); }                        \
    }                                                                                               \
    for (int part = -2; part < 4; part++) {                                                         \
      ln_vshuf##N z = ln_vshuf##N##_iota(0, 1, 0), u = z, z0 = z;                                   \
      ln_status sz = ln_vshuf##N##_make_zip(part, &z), su = ln_vshuf##N##_make_unzip(part, &u);    \
      if (part == 0 || part == 1) {                                                                 \
        int ez[N], eu[N];                                                                           \
        for (int i = 0; i < N; i++) { ez[i] = ref_pwrap(ref_zip_raw(i, N, part), N); eu[i] = ref_pwrap(ref_unzip_raw(i, N, part), N); } \
        TC_CHECK(sz == LN_OK && su == LN_OK, "make_zip status");                                    \
        check_stored_##N(z, ez, "make_zip");                                                        \
        check_stored_##N(u, eu, "make_unzip");                                                      \
      } else {                                                                                      \
        TC_CHECK(sz == LN_EINDEX && su == LN_EINDEX && ln_vshuf##N##_equal(z, z0) && ln_vshuf##N##_equal(u, z0), "make_zip bad part"); \
      }                                                                                             \
    }                                                                                               \
    { static const int32_t vr[] = {VALS_RAW_##N}; int vals[N];                                       \
      for (int i = 0; i < N; i++) vals[i] = ref_pwrap(vr[i], N);                                    \
      check_stored_##N(VALS_CALL_##N, vals, "from_values"); }                                       \
  }

#define VALS_RAW_2 5, -1
#define VALS_RAW_4 5, -1, -5, 3
#define VALS_RAW_8 5, -1, -5, 3, 8, 17, INT32_MIN, INT32_MAX
#define VALS_RAW_16 5, -1, -5, 3, 8, 17, INT32_MIN, INT32_MAX, 16, 15, -16, -17, 0, 31, 32, 9
#define VALS_CALL_2 ln_vshuf2_from_values(5, -1)
#define VALS_CALL_4 ln_vshuf4_from_values(5, -1, -5, 3)
#define VALS_CALL_8 ln_vshuf8_from_values(5, -1, -5, 3, 8, 17, INT32_MIN, INT32_MAX)
#define VALS_CALL_16 ln_vshuf16_from_values(5, -1, -5, 3, 8, 17, INT32_MIN, INT32_MAX, 16, 15, -16, -17, 0, 31, 32, 9)
/* 32 and 64 lanes: 0, N-1, N, -1, -N, -N-1, INT32_MIN, INT32_MAX and their neighbours */
#define VALS_16A 0, 31, 32, -1, -32, -33, INT32_MIN, INT32_MAX, 63, 64, -64, -65, 1, 30, 33, -2
#define VALS_16B 5, -5, 100, -100, 127, 128, -128, -129, 65535, -65536, INT32_MIN + 1, INT32_MAX - 1, 16, 17, 48, 62
#define VALS_RAW_32 VALS_16A, VALS_16B
#define VALS_RAW_64 VALS_16A, VALS_16B, VALS_16B, VALS_16A
#define VALS_CALL_32 ln_vshuf32_from_values(VALS_16A, VALS_16B)
#define VALS_CALL_64 ln_vshuf64_from_values(VALS_16A, VALS_16B, VALS_16B, VALS_16A)
#define CAST_CHECK(N, M) check_stored_##M(ln_vshuf##N##_cast##M(s), e##M, "cast" #M);
#define CASTS_2 CAST_CHECK(2, 4) CAST_CHECK(2, 8) CAST_CHECK(2, 16) CAST_CHECK(2, 32) CAST_CHECK(2, 64) (void)e2;
#define CASTS_4 CAST_CHECK(4, 2) CAST_CHECK(4, 8) CAST_CHECK(4, 16) CAST_CHECK(4, 32) CAST_CHECK(4, 64) (void)e4;
#define CASTS_8 CAST_CHECK(8, 2) CAST_CHECK(8, 4) CAST_CHECK(8, 16) CAST_CHECK(8, 32) CAST_CHECK(8, 64) (void)e8;
#define CASTS_16 CAST_CHECK(16, 2) CAST_CHECK(16, 4) CAST_CHECK(16, 8) CAST_CHECK(16, 32) CAST_CHECK(16, 64) (void)e16;
#define CASTS_32 CAST_CHECK(32, 2) CAST_CHECK(32, 4) CAST_CHECK(32, 8) CAST_CHECK(32, 16) CAST_CHECK(32, 64) (void)e32;
#define CASTS_64 CAST_CHECK(64, 2) CAST_CHECK(64, 4) CAST_CHECK(64, 8) CAST_CHECK(64, 16) CAST_CHECK(64, 32) (void)e64;
CHECK_N(2)
CHECK_N(4)
CHECK_N(8)
CHECK_N(16)
CHECK_N(32)
CHECK_N(64)
#ifndef VS_LANES64
TEST_N(2)
TEST_N(4)
TEST_N(8)
TEST_N(16)
#else
TEST_N(32)
TEST_N(64)
#endif
#endif

/* ---------------- per vector type: the vector operations ----------------
 * Each type has one small apply_<type> function running one operation on byte buffers;
 * the checking logic below (model calls and comparisons) exists once for all types. */
enum {
  OP_REARR, OP_REARR_ZERO, OP_REARR_EDGE, OP_REARR_CHECKED, OP_MASKED, OP_MASKED_CHECKED, OP_REARR2,
  OP_LANE_VALID, OP_SEL, OP_SEL_EDGE, OP_SEL_CHECKED, OP_SEL_MASKED, OP_SEL2, OP_SEL2_EDGE,
  OP_LK, OP_LK_ZERO, OP_LK_EDGE, OP_LK_CHECKED, OP_LK2, OP_LK2_ZERO, OP_LK2_EDGE, OP_LK2_CHECKED,
  OP_SLICE, OP_SLICE_CHECKED, OP_SLICE1, OP_UNSLICE, OP_UNSLICE_CHECKED, OP_UNSLICE1,
  OP_ROT, OP_SHIFT, OP_REV, OP_ZIP, OP_UNZIP, OP_COMPRESS, OP_EXPAND,
  OP_SLICE_CHECKED_W, OP_SLICE_CHECKED_U, OP_UNSLICE_CHECKED_W, OP_LK_EDGE_W, OP_NULLS,
  OP_SLICE_W, OP_SLICE_U, OP_UNSLICE_W
};
/* operands as bytes: v, w (values), m (mask), x (select indexes, v's type), ix (lookup
 * indexes of v's width: the unsigned vector, or the signed one when sidx), raw (int32
 * shuffle source indexes); a, b: edge / origin / part / count; wa, wb: the same at 64 bits
 * (the *_W ops; _U: wa as unsigned long long) */
struct vs_args { const void *v, *w, *m, *x, *ix; const int32_t *raw; int a, b, sidx; long long wa, wb; };
typedef int (*vs_apply)(int op, const struct vs_args *A, void *out);

#define APPLY(TN, VT, ST, UT, N)                                                                    \
  static int apply_##TN(int op, const struct vs_args *A, void *out) {                              \
    VT v, w, x, o; ST m, six; UT ix;                                                                \
    memcpy(&v, A->v, sizeof v); memcpy(&w, A->w, sizeof w); memcpy(&x, A->x, sizeof x);            \
    memcpy(&m, A->m, sizeof m); memcpy(&ix, A->ix, sizeof ix); memcpy(&o, out, sizeof o);          \
    memcpy(&six, A->ix, sizeof six);                                                                \
    ln_vshuf##N s = ln_vshuf##N##_from_array(A->raw, 0);                                            \
    ln_status st = LN_OK;                                                                           \
    switch (op) {                                                                                   \
      case OP_REARR: o = ln_rearrange(v, s); break;                                                 \
      case OP_REARR_ZERO: o = ln_rearrange_zero(v, s); break;                                       \
      case OP_REARR_EDGE: st = ln_rearrange_edge(v, s, A->a, &o); break;                            \
      case OP_REARR_CHECKED: st = ln_rearrange_checked(v, s, &o); break;                            \
      case OP_MASKED: o = ln_rearrange_masked(v, s, m); break;                                      \
      case OP_MASKED_CHECKED: st = ln_rearrange_masked_checked(v, s, m, &o); break;                 \
      case OP_REARR2: o = ln_rearrange2(v, s, w); break;                                            \
      case OP_LANE_VALID: { ST vm = ln_lane_is_valid(s, v); memcpy(&o, &vm, sizeof o); } break;     \
      case OP_SEL: o = ln_select_from(x, v); break;                                                 \
      case OP_SEL_EDGE: st = ln_select_from_edge(x, v, A->a, &o); break;                            \
      case OP_SEL_CHECKED: st = ln_select_from_checked(x, v, &o); break;                            \
      case OP_SEL_MASKED: o = ln_select_from_masked(x, v, m); break;                                \
      case OP_SEL2: o = ln_select_from2(x, v, w); break;                                            \
      case OP_SEL2_EDGE: st = ln_select_from2_edge(x, v, w, A->a, &o); break;                       \
      case OP_LK: o = A->sidx ? ln_lookup(v, six) : ln_lookup(v, ix); break;                        \
      case OP_LK_ZERO: o = A->sidx ? ln_lookup_zero(v, six) : ln_lookup_zero(v, ix); break;         \
      case OP_LK_EDGE: st = A->sidx ? ln_lookup_edge(v, six, A->a, &o) : ln_lookup_edge(v, ix, A->a, &o); break;\
      case OP_LK_CHECKED: st = A->sidx ? ln_lookup_checked(v, six, &o) : ln_lookup_checked(v, ix, &o); break;\
      case OP_LK2: o = A->sidx ? ln_lookup2(v, w, six) : ln_lookup2(v, w, ix); break;               \
      case OP_LK2_ZERO: o = A->sidx ? ln_lookup2_zero(v, w, six) : ln_lookup2_zero(v, w, ix); break;\
      case OP_LK2_EDGE: st = A->sidx ? ln_lookup2_edge(v, w, six, A->a, &o) : ln_lookup2_edge(v, w, ix, A->a, &o); break;\
      case OP_LK2_CHECKED: st = A->sidx ? ln_lookup2_checked(v, w, six, &o) : ln_lookup2_checked(v, w, ix, &o); break;\
      case OP_SLICE: o = ln_slice(v, A->a, w); break;                                               \
      case OP_SLICE_CHECKED: st = ln_slice_checked(v, A->a, w, &o); break;                          \
      case OP_SLICE1: o = ln_slice1(v, A->a); break;                                                \
      case OP_UNSLICE: o = ln_unslice(v, A->a, w, A->b); break;                                     \
      case OP_UNSLICE_CHECKED: st = ln_unslice_checked(v, A->a, w, A->b, &o); break;                \
      case OP_UNSLICE1: o = ln_unslice1(v, A->a); break;                                            \
      case OP_ROT: o = ln_rotate_lanes(v, A->a); break;                                             \
      case OP_SHIFT: o = ln_shift_lanes(v, A->a); break;                                            \
      case OP_REV: o = ln_reverse(v); break;                                                        \
      case OP_ZIP: o = ln_zip(v, w, A->a); break;                                                   \
      case OP_UNZIP: o = ln_unzip(v, w, A->a); break;                                               \
      case OP_COMPRESS: o = ln_compress(v, m); break;                                               \
      case OP_EXPAND: o = ln_expand(v, m); break;                                                   \
      case OP_SLICE_CHECKED_W: st = ln_slice_checked(v, A->wa, w, &o); break;                       \
      case OP_SLICE_CHECKED_U: st = ln_slice_checked(v, (unsigned long long)A->wa, w, &o); break;    \
      case OP_UNSLICE_CHECKED_W: st = ln_unslice_checked(v, A->wa, w, A->wb, &o); break;             \
      case OP_SLICE_W: o = ln_slice(v, A->wa, w); break;                                            \
      case OP_SLICE_U: o = ln_slice(v, (unsigned long long)A->wa, w); break;                         \
      case OP_UNSLICE_W: o = ln_unslice(v, A->wa, w, A->wb); break;                                  \
      case OP_LK_EDGE_W: st = ln_lookup_edge(v, ix, A->wa, &o); break;                               \
      case OP_NULLS: { /* a NULL out: LN_ENULL from every checked / edge form; st = failures */  \
        VT *np = 0; int bad = 0;                                                                    \
        bad += ln_rearrange_checked(v, s, np) != LN_ENULL;                                          \
        bad += ln_rearrange_edge(v, s, A->a, np) != LN_ENULL;                                       \
        bad += ln_rearrange_masked_checked(v, s, m, np) != LN_ENULL;                                \
        bad += ln_select_from_checked(x, v, np) != LN_ENULL;                                        \
        bad += ln_select_from_edge(x, v, A->a, np) != LN_ENULL;                                     \
        bad += ln_select_from2_edge(x, v, w, A->a, np) != LN_ENULL;                                 \
        bad += ln_lookup_checked(v, ix, np) != LN_ENULL;                                            \
        bad += ln_lookup_edge(v, ix, A->a, np) != LN_ENULL;                                         \
        bad += ln_lookup2_checked(v, w, ix, np) != LN_ENULL;                                        \
        bad += ln_lookup2_edge(v, w, ix, A->a, np) != LN_ENULL;                                     \
        bad += ln_slice_checked(v, A->a, w, np) != LN_ENULL;                                        \
        bad += ln_unslice_checked(v, A->a, w, A->b, np) != LN_ENULL;                                \
        st = (ln_status)bad; } break;                                                               \
      default: break;                                                                               \
    }                                                                                               \
    memcpy(out, &o, sizeof o);                                                                      \
    return (int)st;                                                                                 \
  }

#define APPLY_W(E, S, U, N) APPLY(E##N, ln_##E##N, ln_##S##N, ln_##U##N, N)
#define TYPE_ROW(E, N, ESZ, KIND) {#E #N, ESZ, N, KIND, apply_##E##N}
#define APPLY_ELEM(E, S, U)                                   \
  APPLY(E##2, ln_##E##2, ln_##S##2, ln_##U##2, 2)             \
  APPLY(E##4, ln_##E##4, ln_##S##4, ln_##U##4, 4)             \
  APPLY(E##8, ln_##E##8, ln_##S##8, ln_##U##8, 8)             \
  APPLY(E##16, ln_##E##16, ln_##S##16, ln_##U##16, 16)
struct vs_type { const char *name; int esz, n, kind; vs_apply f; };
#define TYPE_ROWS(E, ESZ, KIND) {#E "2", ESZ, 2, KIND, apply_##E##2}, {#E "4", ESZ, 4, KIND, apply_##E##4}, \
  {#E "8", ESZ, 8, KIND, apply_##E##8}, {#E "16", ESZ, 16, KIND, apply_##E##16}
#if defined(VS_LANES64)
APPLY_W(char, char, uchar, 32)
APPLY_W(char, char, uchar, 64)
APPLY_W(uchar, char, uchar, 32)
APPLY_W(uchar, char, uchar, 64)
APPLY_W(short, short, ushort, 32)
APPLY_W(ushort, short, ushort, 32)
#if LN_HAS_HALF
APPLY_W(half, short, ushort, 32)
#endif
static const struct vs_type vs_types[] = {
  TYPE_ROW(char, 32, 1, 0), TYPE_ROW(char, 64, 1, 0), TYPE_ROW(uchar, 32, 1, 1), TYPE_ROW(uchar, 64, 1, 1),
  TYPE_ROW(short, 32, 2, 0), TYPE_ROW(ushort, 32, 2, 1),
#if LN_HAS_HALF
  TYPE_ROW(half, 32, 2, 2),
#endif
};
#elif !defined(VS_WIDE)
APPLY_ELEM(char, char, uchar)
APPLY_ELEM(uchar, char, uchar)
APPLY_ELEM(short, short, ushort)
APPLY_ELEM(ushort, short, ushort)
#if LN_HAS_HALF
APPLY_ELEM(half, short, ushort)
#endif
static const struct vs_type vs_types[] = {
  TYPE_ROWS(char, 1, 0), TYPE_ROWS(uchar, 1, 1), TYPE_ROWS(short, 2, 0), TYPE_ROWS(ushort, 2, 1),
#if LN_HAS_HALF
  TYPE_ROWS(half, 2, 2),
#endif
};
#else
APPLY_ELEM(int, int, uint)
APPLY_ELEM(uint, int, uint)
APPLY_ELEM(long, long, ulong)
APPLY_ELEM(ulong, long, ulong)
APPLY_ELEM(float, int, uint)
APPLY_ELEM(double, long, ulong)
static const struct vs_type vs_types[] = {
  TYPE_ROWS(int, 4, 0), TYPE_ROWS(uint, 4, 1), TYPE_ROWS(long, 8, 0), TYPE_ROWS(ulong, 8, 1),
  TYPE_ROWS(float, 4, 2), TYPE_ROWS(double, 8, 2),
};
#endif

/* write lane i of a vector buffer */
static void set_lane(void *p, int esz, int i, uint64_t x) {
  char *q = (char *)p + (size_t)i * (size_t)esz;
  uint8_t b = (uint8_t)x; uint16_t h = (uint16_t)x; uint32_t w = (uint32_t)x;
  switch (esz) {
    case 1: memcpy(q, &b, 1); break;
    case 2: memcpy(q, &h, 2); break;
    case 4: memcpy(q, &w, 4); break;
    default: memcpy(q, &x, 8); break;
  }
}
/* an index lane of a select_from index vector (v's element type) */
static uint64_t sel_index_bits(int esz, int kind, int n) {
  uint64_t rr = tc_rand();
  if (kind == 2) {
    double d = float_idx[rr % (sizeof float_idx / sizeof float_idx[0])];
    if (esz == 8) { uint64_t b; memcpy(&b, &d, 8); return b; }
    if (esz == 4) { float f = (float)d; uint32_t b; memcpy(&b, &f, 4); return b; }
#if LN_HAS_HALF
    { _Float16 h = (_Float16)d; uint16_t b; memcpy(&b, &h, 2); return b; }
#else
    return 0;
#endif
  }
  int64_t x = rr & 1 ? (int64_t)(rr >> 8 & 0xffff) : (int64_t)((rr >> 8) % (uint64_t)(4 * n + 4)) - n - 2;
  if (rr % 5 == 0) x = (int64_t)(rr >> 3); /* all bits: high 32 bits and sign for long / ulong */
  return esz == 8 ? (uint64_t)x : (uint64_t)x & ((1ull << (esz * 8)) - 1);
}

static void test_type(const struct vs_type *T) {
  const int esz = T->esz, N = T->n, KIND = T->kind;
  static char fam[64];
  snprintf(fam, sizeof fam, "vshuffle %s", T->name);
  tc_family = fam;
  for (int it = 0; it < 120; it++) {
    unsigned char v[128], w[128], sent[128], o[128], mb[128], xb[128], ixb[128], zero[128];
    uint64_t lv[64], lw[64], e[64], lsent[64], lz[64];
    int32_t raw[64];
    int s_ix[64], set[64];
    int32_t xi[64];
    uint64_t lx[64];
    fill_rand(v, sizeof v); fill_rand(w, sizeof w); fill_rand(sent, sizeof sent);
    memset(zero, 0, sizeof zero);
    to_lanes(v, esz, N, lv); to_lanes(w, esz, N, lw); to_lanes(sent, esz, N, lsent); to_lanes(zero, esz, N, lz);
    for (int i = 0; i < N; i++) {
      raw[i] = it < 2 * N && (N <= 16 || it % 2 == 0) ? (int32_t)(i - (it % N) - N) : rand_index(N);
      s_ix[i] = ref_pwrap(raw[i], N);
      uint64_t ml = rand_mask_lane(esz);
      set[i] = mask_set(ml, esz);
      set_lane(mb, esz, i, ml);
      uint64_t xbits = sel_index_bits(esz, KIND, N);
      set_lane(xb, esz, i, xbits);
      xi[i] = lane_java_int(xbits, esz, KIND);
      uint64_t rr = tc_rand();
      lx[i] = (rr & 3) == 0 ? rr >> 8 : (rr & 3) == 1 ? (uint64_t)(2 * N) + ((rr >> 8) & 3) : (rr >> 8) % (uint64_t)(2 * N);
      if (esz < 8) lx[i] &= (1ull << (esz * 8)) - 1;
      set_lane(ixb, esz, i, lx[i]);
    }
    struct vs_args A = {v, w, mb, xb, ixb, raw, 0, 0, 0, 0, 0};
    int st, rs;
    /* run op with out = sentinel; compare status and lanes */
#define RUN(OP) (memcpy(o, sent, sizeof o), T->f(OP, &A, o))
#define SAME(exp) same_lanes(o, esz, N, exp)
    /* rearrange and its edge policies */
    ref_rearrange(lv, s_ix, N, REF_WRAP, e);
    RUN(OP_REARR); TC_CHECK(SAME(e), "rearrange");
    ref_rearrange(lv, s_ix, N, REF_ZERO, e);
    RUN(OP_REARR_ZERO); TC_CHECK(SAME(e), "rearrange_zero");
    for (int edge = 0; edge < 4; edge++) {
      memcpy(e, lsent, sizeof e);
      rs = edge < 3 ? ref_rearrange(lv, s_ix, N, edge, e) : REF_EINVAL;
      A.a = edge == 3 ? 9 : edge;
      st = RUN(OP_REARR_EDGE); TC_CHECK(st == rs && SAME(e), "rearrange_edge %d", edge);
      if (edge == 2) { st = RUN(OP_REARR_CHECKED); TC_CHECK(st == rs && SAME(e), "rearrange_checked"); }
    }
    /* masked */
    { int bad = 0;
      ref_rearrange(lv, s_ix, N, REF_WRAP, e);
      for (int i = 0; i < N; i++) { if (!set[i]) e[i] = 0; else bad |= s_ix[i] < 0; }
      RUN(OP_MASKED); TC_CHECK(SAME(e), "rearrange_masked");
      st = RUN(OP_MASKED_CHECKED);
      TC_CHECK(st == (bad ? LN_EINDEX : LN_OK) && SAME(bad ? lsent : e), "rearrange_masked_checked"); }
    /* two sources */
    ref_rearrange2(lv, s_ix, lw, N, e);
    RUN(OP_REARR2); TC_CHECK(SAME(e), "rearrange2");
    RUN(OP_LANE_VALID);
    for (int i = 0; i < N; i++) {
      uint64_t want = s_ix[i] >= 0 ? (esz == 8 ? ~0ull : (1ull << (esz * 8)) - 1) : 0;
      TC_CHECK(lane_bits(o, esz, i) == want, "ln_lane_is_valid lane %d", i);
    }
    /* selectFrom: index vector of the same type */
    ref_select(lv, lw, xi, N, 1, REF_WRAP, e);
    RUN(OP_SEL); TC_CHECK(SAME(e), "select_from");
    for (int edge = 0; edge < 4; edge++) {
      memcpy(e, lsent, sizeof e);
      rs = edge < 3 ? ref_select(lv, lw, xi, N, 1, edge, e) : REF_EINVAL;
      A.a = edge == 3 ? -1 : edge;
      st = RUN(OP_SEL_EDGE); TC_CHECK(st == rs && SAME(e), "select_from_edge %d", edge);
      if (edge == 2) { st = RUN(OP_SEL_CHECKED); TC_CHECK(st == rs && SAME(e), "select_from_checked"); }
      memcpy(e, lsent, sizeof e);
      rs = edge < 3 ? ref_select(lv, lw, xi, N, 2, edge, e) : REF_EINVAL;
      A.a = edge == 3 ? 5 : edge;
      st = RUN(OP_SEL2_EDGE); TC_CHECK(st == rs && SAME(e), "select_from2_edge %d", edge);
    }
    ref_select(lv, lw, xi, N, 1, REF_WRAP, e);
    for (int i = 0; i < N; i++) if (!set[i]) e[i] = 0;
    RUN(OP_SEL_MASKED); TC_CHECK(SAME(e), "select_from_masked");
    ref_select(lv, lw, xi, N, 2, REF_WRAP, e);
    RUN(OP_SEL2); TC_CHECK(SAME(e), "select_from2");
    /* lookups: unsigned and signed indexes of the element width (the same bytes) */
    for (int sidx = 0; sidx < 2; sidx++)
    for (int edge = 0; edge < 4; edge++)
      for (int ns = 1; ns <= 2; ns++) {
        A.sidx = sidx;
        memcpy(e, lsent, sizeof e);
        rs = edge < 3 ? ref_lookup(lv, lw, lx, N, ns, edge, e) : REF_EINVAL;
        A.a = edge == 3 ? 3 : edge;
        st = RUN(ns == 1 ? OP_LK_EDGE : OP_LK2_EDGE);
        TC_CHECK(st == rs && SAME(e), "lookup%d_edge %d", ns, edge);
        if (edge == 0) { RUN(ns == 1 ? OP_LK : OP_LK2); TC_CHECK(SAME(e), "lookup%d", ns); }
        if (edge == 1) { RUN(ns == 1 ? OP_LK_ZERO : OP_LK2_ZERO); TC_CHECK(SAME(e), "lookup%d_zero", ns); }
        if (edge == 2) { st = RUN(ns == 1 ? OP_LK_CHECKED : OP_LK2_CHECKED); TC_CHECK(st == rs && SAME(e), "lookup%d_checked", ns); }
      }
    A.sidx = 0;
    /* a NULL out: every checked / edge form returns LN_ENULL (valid arguments or not) */
    for (int edge = 0; edge < 4; edge++) {
      A.a = edge == 3 ? -1 : edge; A.b = edge & 1;
      st = RUN(OP_NULLS); TC_CHECK(st == 0, "%d forms do not return LN_ENULL for a NULL out (a=%d)", (int)st, A.a);
    }
    /* slice / unslice with every origin, out-of-range ones included */
    if (it < 4) {
      for (int org = -3; org <= N + 3; org++) {
        int co = org < 0 ? 0 : org > N ? N : org, ok = org >= 0 && org <= N;
        A.a = org;
        ref_slice(lv, co, lw, N, e);
        RUN(OP_SLICE); TC_CHECK(SAME(e), "slice %d", org);
        st = RUN(OP_SLICE_CHECKED);
        TC_CHECK(st == (ok ? LN_OK : LN_EINDEX) && SAME(ok ? e : lsent), "slice_checked %d", org);
        ref_slice(lv, co, lz, N, e);
        RUN(OP_SLICE1); TC_CHECK(SAME(e), "slice1 %d", org);
        for (int part = -1; part <= 2; part++) {
          int okp = ok && (part == 0 || part == 1);
          A.b = part;
          ref_unslice(lv, co, lw, part != 0, N, e);
          RUN(OP_UNSLICE); TC_CHECK(SAME(e), "unslice %d %d", org, part);
          st = RUN(OP_UNSLICE_CHECKED);
          TC_CHECK(st == (okp ? LN_OK : LN_EINDEX) && SAME(okp ? e : lsent), "unslice_checked %d %d", org, part);
        }
        ref_unslice(lv, co, lz, 0, N, e);
        RUN(OP_UNSLICE1); TC_CHECK(SAME(e), "unslice1 %d", org);
      }
      /* checked forms check o, part and e at their full width: 2^32 + k is out of range */
      for (int k = -1; k <= N + 1; k++) {
        long long big = (1LL << 32) + k, negbig = -(1LL << 32) + k;
        A.wa = big; A.wb = 0;
        /* the unchecked forms clamp at full width: 2^32 + k is N, -2^32 + k is 0 */
        ref_slice(lv, N, lw, N, e);
        RUN(OP_SLICE_W); TC_CHECK(SAME(e), "slice 2^32+%d", k);
        RUN(OP_SLICE_U); TC_CHECK(SAME(e), "slice (unsigned) 2^32+%d", k);
        ref_unslice(lv, N, lw, 0, N, e);
        RUN(OP_UNSLICE_W); TC_CHECK(SAME(e), "unslice 2^32+%d", k);
        A.wa = negbig;
        ref_slice(lv, 0, lw, N, e);
        RUN(OP_SLICE_W); TC_CHECK(SAME(e), "slice -2^32+%d", k);
        RUN(OP_SLICE_U); /* (unsigned long long)(-2^32 + k) is huge: N */
        ref_slice(lv, N, lw, N, e);
        TC_CHECK(SAME(e), "slice (unsigned) -2^32+%d", k);
        A.wa = 1; A.wb = 1LL << 32; /* part != 0 at full width: part 1 */
        ref_unslice(lv, 1, lw, 1, N, e);
        RUN(OP_UNSLICE_W); TC_CHECK(SAME(e), "unslice part 2^32");
        A.wa = big; A.wb = 0;
        memcpy(e, lsent, sizeof e); st = RUN(OP_SLICE_CHECKED_W);
        TC_CHECK(st == LN_EINDEX && SAME(e), "slice_checked 2^32+%d", k);
        memcpy(e, lsent, sizeof e); st = RUN(OP_SLICE_CHECKED_U);
        TC_CHECK(st == LN_EINDEX && SAME(e), "slice_checked (unsigned) 2^32+%d", k);
        A.wa = negbig;
        memcpy(e, lsent, sizeof e); st = RUN(OP_SLICE_CHECKED_W);
        TC_CHECK(st == LN_EINDEX && SAME(e), "slice_checked -2^32+%d", k);
        memcpy(e, lsent, sizeof e); st = RUN(OP_UNSLICE_CHECKED_W);
        TC_CHECK(st == LN_EINDEX && SAME(e), "unslice_checked -2^32+%d", k);
        A.wa = big;
        memcpy(e, lsent, sizeof e); st = RUN(OP_UNSLICE_CHECKED_W);
        TC_CHECK(st == LN_EINDEX && SAME(e), "unslice_checked 2^32+%d", k);
        if (k >= 0 && k <= 1) {
          A.wa = 0; A.wb = (1LL << 32) + k;
          memcpy(e, lsent, sizeof e); st = RUN(OP_UNSLICE_CHECKED_W);
          TC_CHECK(st == LN_EINDEX && SAME(e), "unslice_checked part 2^32+%d", k);
          A.wa = (1LL << 32) + k + 1; /* LN_EDGE_ZERO / ERROR + 2^32: not an edge policy */
          memcpy(e, lsent, sizeof e); st = RUN(OP_LK_EDGE_W);
          TC_CHECK(st == LN_EINVAL && SAME(e), "lookup_edge e = 2^32+%d", k + 1);
        }
      }
      for (int k = -2 * N - 1; k <= 2 * N + 1; k++) {
        int kk = k == -2 * N - 1 ? INT32_MIN : k == 2 * N + 1 ? INT32_MAX : k;
        A.a = kk;
        for (int i = 0; i < N; i++) e[i] = lv[ref_floormod((int64_t)i + kk, N)];
        RUN(OP_ROT); TC_CHECK(SAME(e), "rotate_lanes %d", kk);
        for (int i = 0; i < N; i++) { int64_t j = (int64_t)i + kk; e[i] = j >= 0 && j < N ? lv[j] : 0; }
        RUN(OP_SHIFT); TC_CHECK(SAME(e), "shift_lanes %d", kk);
      }
      for (int i = 0; i < N; i++) e[i] = lv[N - 1 - i];
      RUN(OP_REV); TC_CHECK(SAME(e), "reverse");
      for (int part = -1; part <= 2; part++) {
        uint64_t cat[128];
        A.a = part;
        memcpy(cat, lv, sizeof(uint64_t) * (size_t)N); memcpy(cat + N, lw, sizeof(uint64_t) * (size_t)N);
        for (int i = 0; i < N; i++) e[i] = cat[ref_zip_raw(i, N, part & 1)];
        RUN(OP_ZIP); TC_CHECK(SAME(e), "zip %d", part);
        for (int i = 0; i < N; i++) e[i] = cat[ref_unzip_raw(i, N, part & 1)];
        RUN(OP_UNZIP); TC_CHECK(SAME(e), "unzip %d", part);
      }
    }
    ref_compress(lv, set, N, e);
    RUN(OP_COMPRESS); TC_CHECK(SAME(e), "compress");
    ref_expand(lv, set, N, e);
    RUN(OP_EXPAND); TC_CHECK(SAME(e), "expand");
#undef RUN
#undef SAME
  }
}

int main(void) {
  tc_seed_from_env();
#if defined(VS_LANES64)
  tc_family = "vshuffle objects";
  test_shuf_32(); test_shuf_64();
#elif !defined(VS_WIDE)
  tc_family = "vshuffle objects";
  test_shuf_2(); test_shuf_4(); test_shuf_8(); test_shuf_16();
#endif
  for (size_t t = 0; t < sizeof vs_types / sizeof vs_types[0]; t++) test_type(&vs_types[t]);
#if defined(VS_LANES64)
  return tc_finish("test_vshuffle_lanes64");
#elif !defined(VS_WIDE)
  return tc_finish("test_vshuffle");
#else
  return tc_finish("test_vshuffle_wide");
#endif
}
