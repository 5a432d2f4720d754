/* libFuzzer target: every public function of lanes/vshuffle.h.  Each input picks an operation,
 * an element type (char uchar short ushort int uint long ulong half float double: every lane
 * width, signed, unsigned and floating select_from indexes) and N in {2,4,8,16,32,64} (32 and 64
 * for the shuffle objects always; for the vector operations with the types of those widths:
 * char, uchar, short, ushort, half at 32; char, uchar at 64), then:
 *
 *  1. A SHUFFLE OBJECT made by one of the creators: ln_vshufN_from_values, _from_vector,
 *     _from_array (any offset), _from_array_checked (any len / offset incl. SIZE_MAX-k, NULL
 *     array, NULL out), _from_op (call order checked), _iota (any start / step, wrap 0 or any
 *     non-zero int), _make_zip / _make_unzip (any part), _wrap_indexes, ln_vshufM_castN from
 *     every other M, _rearrange and _rearrange_checked (composition).  Raw indexes are any
 *     int32 (partial wrapping); a mode byte makes them all valid so checked paths succeed.
 *  2. EVERY QUERY on that shuffle: _wrap_index, _check_index, _check_indexes, _lane_is_valid,
 *     _lane_source[_checked] (any i), _to_vector, _to_array, _into_array (any offset),
 *     _into_array_checked (any len / offset, NULL), _castM to every other M, _equal (with
 *     itself, another shuffle and a one-lane change), _rearrange[_checked] with another
 *     shuffle.  A failing call must return the status and write nothing (canaries).  Also
 *     ln_strerror (lanes/status.h) of any status value.
 *  3. ONE VECTOR OPERATION with that shuffle: rearrange[_zero|_checked|_edge|_masked|
 *     _masked_checked|2], ln_lane_is_valid(s, v), select_from[_checked|_edge|_masked|2|
 *     2_edge], lookup[_zero|_checked|_edge|2|2_zero|2_checked|2_edge], slice[1|_checked],
 *     unslice[1|_checked], reverse, rotate_lanes, shift_lanes, zip, unzip; edge policies
 *     LN_EDGE_WRAP / ZERO / ERROR and invalid values; masks with any bits.
 * Every result lane, status and stored index is compared with tests/ref/ref_vshuffle.h (plus
 * lane formulas written here from the header's text); the rearrange forms are also run
 * through the portable kernels ln__portable_rearrange*_<U>, so an ISA build (v3, v4) checks
 * the pshufb / AVX2 / AVX-512 kernels and the portable ones.  NaN payloads must move bit for
 * bit. */
/* fuzz-variants: base v3 v4 */
#include <lanes/vshuffle.h>

#include <math.h>
#include <stdint.h>

#include "fuzz/fuzz.h"
#include "ref/ref_vshuffle.h"

/* ---------------- part 1 and 2: shuffle objects ---------------- */

enum { B_VALUES, B_VECTOR, B_ARRAY, B_ARRAYC, B_OP, B_IOTA, B_ZIP, B_UNZIP, B_WRAPIX, B_CAST, B_COMP, B_COMPC, B_NB };
static const char *const b_name[B_NB] = {"from_values", "from_vector", "from_array", "from_array_checked", "from_op",
                                         "iota", "make_zip", "make_unzip", "wrap_indexes", "cast", "rearrange",
                                         "rearrange_checked"};
#define NARR 128 /* raw index array */
#define NOUT 128 /* into_array buffers */
#define NMAX 64  /* lanes */

typedef struct {
  int method, msrc, part, wrap, a_null, o_null, i_null;
  int32_t raw[NARR], raw2[NMAX], start, step, qi, li, mod;
  size_t off, len, ioff, ilen, icoff;
} oargs;

/* What the library gave (got) or the model says (want).  Filled with 0xa5 bytes first: a
 * field left alone keeps them (a failing call writes nothing). */
typedef struct {
  int bst;                       /* creator status */
  signed char ix0[NMAX];           /* creator's output (canary on error) */
  signed char ix[NMAX];            /* the shuffle used below (fallback from_array on error) */
  int ncalls;                    /* from_op */
  int32_t calls[NMAX];
  int32_t wi;                    /* wrap_index(qi) */
  int cist;                      /* check_index(qi) */
  int32_t ci;
  signed char wix[NMAX];           /* wrap_indexes */
  int cisst;                     /* check_indexes */
  signed char cis[NMAX];
  int32_t valid[NMAX];             /* lane_is_valid */
  int32_t ls;                    /* lane_source(li) */
  int lsst;                      /* lane_source_checked(li) */
  int32_t lsc;
  int32_t vec[NMAX];               /* to_vector */
  int32_t arr[NOUT];             /* to_array */
  int32_t into[NOUT];            /* into_array(ioff) */
  int icst;                      /* into_array_checked(ilen, icoff) */
  int32_t intoc[NOUT];
  signed char cast[6][NMAX];     /* castM, M = 2 4 8 16 32 64 (own N: canary) */
  signed char t[NMAX];             /* from_array(raw2) */
  int eq_self, eq_t, eq_mod;     /* equal(s, s), (s, t), (s, s with lane li&(N-1) = raw2[0]) */
  signed char comp[NMAX];          /* rearrange(s, t) */
  int compst;                    /* rearrange_checked(s, t) */
  signed char compc[NMAX];
} oout;

typedef struct {
  const int32_t *raw;
  int32_t calls[NMAX];
  int ncalls;
} opctx;
static int32_t op_cb(int32_t lane, void *p) {
  opctx *c = (opctx *)p;
  if (c->ncalls < NMAX) c->calls[c->ncalls] = lane;
  c->ncalls++;
  return lane >= 0 && lane < NMAX ? c->raw[lane] : 0;
}

#define VALS2(r) r[0], r[1]
#define VALS4(r) VALS2(r), r[2], r[3]
#define VALS8(r) VALS4(r), r[4], r[5], r[6], r[7]
#define VALS16(r) VALS8(r), r[8], r[9], r[10], r[11], r[12], r[13], r[14], r[15]
#define VALS_AT(r, k) r[k], r[k + 1], r[k + 2], r[k + 3], r[k + 4], r[k + 5], r[k + 6], r[k + 7]
#define VALS32(r) VALS16(r), VALS_AT(r, 16), VALS_AT(r, 24)
#define VALS64(r) VALS32(r), VALS_AT(r, 32), VALS_AT(r, 40), VALS_AT(r, 48), VALS_AT(r, 56)
/* the index vector I of ln_vshufN (from_vector, to_vector, lane_is_valid); its lane bits: ref_index_bits */
#define IV_2 ln_int2
#define IV_4 ln_int4
#define IV_8 ln_int8
#define IV_16 ln_int16
#define IV_32 ln_short32
#define IV_64 ln_char64
#define CASTTO(N, M, j) { ln_vshuf##M c_ = ln_vshuf##N##_cast##M(s); memcpy(G->cast[j], &c_.ix, M); }
#define CASTFROM(N, M) { ln_vshuf##M a_ = ln_vshuf##M##_from_array(A->raw, 0); o = ln_vshuf##M##_cast##N(a_); }

/* N lanes; M1..M5: the other lane counts, with their index j in G->cast. */
#define OBJ(N, M1, J1, M2, J2, M3, J3, M4, J4, M5, J5)                                                 \
  static void obj##N(const oargs *A, oout *G, void *sout) {                                            \
    ln_vshuf##N o, s;                                                                                  \
    memset(&o, 0xa5, sizeof o);                                                                        \
    int st = LN_OK;                                                                                    \
    switch (A->method) {                                                                               \
      case B_VALUES: o = ln_vshuf##N##_from_values(VALS##N(A->raw)); break;                            \
      case B_VECTOR: { /* lanes of I: the raw indexes cast to its element (Java's toShuffle) */       \
        IV_##N x;                                                                                      \
        for (int i_ = 0; i_ < N; i_++) x[i_] = ref_narrow(A->raw[i_], ref_index_bits(N)); \
        o = ln_vshuf##N##_from_vector(x);                                                              \
        break;                                                                                         \
      }                                                                                                \
      case B_ARRAY: o = ln_vshuf##N##_from_array(A->raw, A->off); break;                               \
      case B_ARRAYC:                                                                                   \
        st = ln_vshuf##N##_from_array_checked(A->a_null ? NULL : A->raw, A->len, A->off, A->o_null ? NULL : &o); \
        break;                                                                                         \
      case B_OP: {                                                                                     \
        opctx c = {A->raw, {0}, 0};                                                                    \
        memset(c.calls, 0xa5, sizeof c.calls);                                                         \
        o = ln_vshuf##N##_from_op(op_cb, &c);                                                          \
        G->ncalls = c.ncalls;                                                                          \
        memcpy(G->calls, c.calls, sizeof c.calls);                                                     \
        break;                                                                                         \
      }                                                                                                \
      case B_IOTA: o = ln_vshuf##N##_iota(A->start, A->step, A->wrap); break;                          \
      case B_ZIP: st = ln_vshuf##N##_make_zip(A->part, &o); break;                                     \
      case B_UNZIP: st = ln_vshuf##N##_make_unzip(A->part, &o); break;                                 \
      case B_WRAPIX: o = ln_vshuf##N##_wrap_indexes(ln_vshuf##N##_from_array(A->raw, 0)); break;       \
      case B_CAST:                                                                                     \
        if (A->msrc == 0) CASTFROM(N, M1) else if (A->msrc == 1) CASTFROM(N, M2)                      \
        else if (A->msrc == 2) CASTFROM(N, M3) else if (A->msrc == 3) CASTFROM(N, M4) else CASTFROM(N, M5) \
        break;                                                                                         \
      case B_COMP:                                                                                     \
        o = ln_vshuf##N##_rearrange(ln_vshuf##N##_from_array(A->raw, 0), ln_vshuf##N##_from_array(A->raw, N)); \
        break;                                                                                         \
      default:                                                                                         \
        st = ln_vshuf##N##_rearrange_checked(ln_vshuf##N##_from_array(A->raw, 0),                     \
                                             ln_vshuf##N##_from_array(A->raw, N), &o);                 \
        break;                                                                                         \
    }                                                                                                  \
    G->bst = st;                                                                                       \
    memcpy(G->ix0, &o, N);                                                                             \
    s = st == LN_OK && !(A->method == B_ARRAYC && A->o_null) ? o : ln_vshuf##N##_from_array(A->raw, 0); \
    memcpy(G->ix, &s.ix, N);                                                                           \
    memcpy(sout, &s, sizeof s);                                                                        \
    /* queries */                                                                                      \
    G->wi = ln_vshuf##N##_wrap_index(A->qi);                                                           \
    G->cist = ln_vshuf##N##_check_index(A->qi, &G->ci);                                                \
    { ln_vshuf##N w_ = ln_vshuf##N##_wrap_indexes(s); memcpy(G->wix, &w_.ix, N); }                     \
    { ln_vshuf##N c_; memset(&c_, 0xa5, sizeof c_);                                                    \
      G->cisst = ln_vshuf##N##_check_indexes(s, &c_); memcpy(G->cis, &c_.ix, N); }                     \
    { IV_##N v_ = ln_vshuf##N##_lane_is_valid(s); for (int i_ = 0; i_ < N; i_++) G->valid[i_] = v_[i_]; } \
    G->ls = ln_vshuf##N##_lane_source(s, A->li);                                                       \
    G->lsst = ln_vshuf##N##_lane_source_checked(s, A->li, &G->lsc);                                    \
    { IV_##N v_ = ln_vshuf##N##_to_vector(s); for (int i_ = 0; i_ < N; i_++) G->vec[i_] = v_[i_]; }   \
    { int32_t b_[NOUT]; memset(b_, 0xa5, sizeof b_); ln_vshuf##N##_to_array(s, b_);                   \
      memcpy(G->arr, b_, sizeof b_); }                                                                 \
    { int32_t b_[NOUT]; memset(b_, 0xa5, sizeof b_); ln_vshuf##N##_into_array(s, b_, A->ioff);        \
      memcpy(G->into, b_, sizeof b_); }                                                                \
    { int32_t b_[NOUT]; memset(b_, 0xa5, sizeof b_);                                                   \
      G->icst = ln_vshuf##N##_into_array_checked(s, A->i_null ? NULL : b_, A->ilen, A->icoff);         \
      memcpy(G->intoc, b_, sizeof b_); }                                                               \
    CASTTO(N, M1, J1) CASTTO(N, M2, J2) CASTTO(N, M3, J3) CASTTO(N, M4, J4) CASTTO(N, M5, J5)          \
    ln_vshuf##N t = ln_vshuf##N##_from_array(A->raw2, 0);                                              \
    memcpy(G->t, &t.ix, N);                                                                            \
    G->eq_self = ln_vshuf##N##_equal(s, s);                                                            \
    G->eq_t = ln_vshuf##N##_equal(s, t);                                                               \
    { int32_t m_[N]; ln_vshuf##N##_to_array(s, m_);                                                    \
      m_[A->li & (N - 1)] = A->mod;                                                                    \
      G->eq_mod = ln_vshuf##N##_equal(s, ln_vshuf##N##_from_array(m_, 0)); }                           \
    { ln_vshuf##N c_ = ln_vshuf##N##_rearrange(s, t); memcpy(G->comp, &c_.ix, N); }                    \
    { ln_vshuf##N c_; memset(&c_, 0xa5, sizeof c_);                                                    \
      G->compst = ln_vshuf##N##_rearrange_checked(s, t, &c_); memcpy(G->compc, &c_.ix, N); }           \
  }
OBJ(2, 4, 1, 8, 2, 16, 3, 32, 4, 64, 5)
OBJ(4, 2, 0, 8, 2, 16, 3, 32, 4, 64, 5)
OBJ(8, 2, 0, 4, 1, 16, 3, 32, 4, 64, 5)
OBJ(16, 2, 0, 4, 1, 8, 2, 32, 4, 64, 5)
OBJ(32, 2, 0, 4, 1, 8, 2, 16, 3, 64, 5)
OBJ(64, 2, 0, 4, 1, 8, 2, 16, 3, 32, 4)
static void (*const objfn[6])(const oargs *, oout *, void *) = {obj2, obj4, obj8, obj16, obj32, obj64};

static void pwrap_all(const int32_t *raw, int n, int *S) {
  for (int i = 0; i < n; i++) S[i] = ref_pwrap(raw[i], n);
}
/* The model of part 1 and 2; S: the stored indexes of the shuffle used below. */
static void obj_model(const oargs *A, int n, oout *W, int *S) {
  int O[NMAX], st = REF_OK;
  const int others[6] = {2, 4, 8, 16, 32, 64};
  switch (A->method) {
    case B_VALUES: pwrap_all(A->raw, n, O); break;
    case B_VECTOR:
      for (int i = 0; i < n; i++) O[i] = ref_pwrap(ref_narrow(A->raw[i], ref_index_bits(n)), n);
      break;
    case B_ARRAY: pwrap_all(A->raw + A->off, n, O); break;
    case B_ARRAYC:
      if (A->a_null || A->o_null) st = 4; /* LN_ENULL */
      else if (A->len < (size_t)n || A->off > A->len - (size_t)n) st = REF_EINDEX;
      else pwrap_all(A->raw + A->off, n, O);
      break;
    case B_OP:
      pwrap_all(A->raw, n, O);
      W->ncalls = n;
      memset(W->calls, 0xa5, sizeof W->calls);
      for (int i = 0; i < n; i++) W->calls[i] = i;
      break;
    case B_IOTA: for (int i = 0; i < n; i++) O[i] = ref_iota(i, A->start, A->step, A->wrap != 0, n); break;
    case B_ZIP:
    case B_UNZIP:
      if (A->part != 0 && A->part != 1) { st = REF_EINDEX; break; }
      for (int i = 0; i < n; i++)
        O[i] = ref_pwrap(A->method == B_ZIP ? ref_zip_raw(i, n, A->part) : ref_unzip_raw(i, n, A->part), n);
      break;
    case B_WRAPIX:
      pwrap_all(A->raw, n, O);
      for (int i = 0; i < n; i++) if (O[i] < 0) O[i] += n;
      break;
    case B_CAST: {
      int m = 0, k = 0, src[NMAX];
      for (int j = 0; j < 6; j++) if (others[j] != n && k++ == A->msrc) m = others[j];
      pwrap_all(A->raw, m, src);
      for (int i = 0; i < n; i++) O[i] = ref_cast_lane(src, m, n, i);
      break;
    }
    default: { /* composition a after s: lane k = a[floorMod(s[k], N)] */
      int a[NMAX], b[NMAX];
      pwrap_all(A->raw, n, a);
      pwrap_all(A->raw + n, n, b);
      for (int i = 0; i < n; i++) {
        O[i] = a[ref_floormod(b[i], n)];
        if (A->method == B_COMPC && b[i] < 0) st = REF_EINDEX;
      }
      break;
    }
  }
  W->bst = st;
  if (st == REF_OK && !(A->method == B_ARRAYC && A->o_null)) {
    for (int i = 0; i < n; i++) W->ix0[i] = (signed char)O[i];
    memcpy(S, O, sizeof(int) * (size_t)n);
  } else {
    pwrap_all(A->raw, n, S);
  }
  for (int i = 0; i < n; i++) W->ix[i] = (signed char)S[i];
  int bad = 0;
  for (int i = 0; i < n; i++) bad |= S[i] < 0;
  W->wi = (int32_t)ref_floormod(A->qi, n);
  if (A->qi >= 0 && A->qi < n) { W->cist = REF_OK; W->ci = A->qi; } else W->cist = REF_EINDEX;
  for (int i = 0; i < n; i++) W->wix[i] = (signed char)(S[i] < 0 ? S[i] + n : S[i]);
  W->cisst = bad ? REF_EINDEX : REF_OK;
  if (!bad) for (int i = 0; i < n; i++) W->cis[i] = (signed char)S[i];
  for (int i = 0; i < n; i++) W->valid[i] = S[i] >= 0 ? -1 : 0;
  W->ls = S[ref_floormod(A->li, n)];
  if (A->li >= 0 && A->li < n) { W->lsst = REF_OK; W->lsc = S[A->li]; } else W->lsst = REF_EINDEX;
  for (int i = 0; i < n; i++) W->vec[i] = S[i], W->arr[i] = S[i], W->into[A->ioff + (size_t)i] = S[i];
  if (A->i_null) W->icst = 4;
  else if (A->ilen < (size_t)n || A->icoff > A->ilen - (size_t)n) W->icst = REF_EINDEX;
  else {
    W->icst = REF_OK;
    for (int i = 0; i < n; i++) W->intoc[A->icoff + (size_t)i] = S[i];
  }
  for (int j = 0; j < 6; j++)
    if (others[j] != n)
      for (int k = 0; k < others[j]; k++) W->cast[j][k] = (signed char)ref_cast_lane(S, n, others[j], k);
  int T[NMAX], eqt = 1, eqm = 1, tbad = 0;
  pwrap_all(A->raw2, n, T);
  for (int i = 0; i < n; i++) {
    W->t[i] = (signed char)T[i];
    eqt &= S[i] == T[i];
    eqm &= i == (A->li & (n - 1)) ? S[i] == ref_pwrap(A->mod, n) : 1;
    tbad |= T[i] < 0;
    W->comp[i] = (signed char)S[ref_floormod(T[i], n)];
  }
  W->eq_self = 1, W->eq_t = eqt, W->eq_mod = eqm;
  W->compst = tbad ? REF_EINDEX : REF_OK;
  if (!tbad) memcpy(W->compc, W->comp, (size_t)n);
}

/* ---------------- part 3: vector operations ---------------- */

enum { O_RE, O_REZ, O_REC, O_REE, O_REM, O_REMC, O_RE2, O_LIV, O_SF, O_SFC, O_SFE, O_SFM, O_SF2, O_SF2E, O_LU,
       O_LUZ, O_LUC, O_LUE, O_LU2, O_LU2Z, O_LU2C, O_LU2E, O_SL, O_SL1, O_SLC, O_USL, O_USL1, O_USLC, O_REV,
       O_ROT, O_SHL, O_ZIP, O_UNZIP, O_NOPS };
static const char *const op_name[O_NOPS] = {
    "rearrange", "rearrange_zero", "rearrange_checked", "rearrange_edge", "rearrange_masked",
    "rearrange_masked_checked", "rearrange2", "lane_is_valid(s, v)", "select_from", "select_from_checked",
    "select_from_edge", "select_from_masked", "select_from2", "select_from2_edge", "lookup", "lookup_zero",
    "lookup_checked", "lookup_edge", "lookup2", "lookup2_zero", "lookup2_checked", "lookup2_edge", "slice",
    "slice1", "slice_checked", "unslice", "unslice1", "unslice_checked", "reverse", "rotate_lanes",
    "shift_lanes", "zip", "unzip"};

typedef struct {
  const void *v, *w, *x, *u, *m, *s;
  int op, e, a1, a2;
} args;

#define ST(x)                  \
  {                            \
    __auto_type t_ = (x);      \
    memcpy(r, &t_, sizeof t_); \
  }
#define OUT(call)       \
  st = (call);          \
  memcpy(r, &o, sizeof o)
#define GP(call)                      \
  {                                   \
    __auto_type t_ = (call);          \
    memcpy(r2, &t_, sizeof t_);       \
  }
/* T element type, K its unsigned kernel type, M its mask type, N lanes.  Returns the status
 * (LN_OK for operations without one); r: result (untouched on error); r2: the portable
 * kernel's result for the rearrange forms. */
#define FN(T, K, M, N)                                                                                     \
  static int vs_##T##N(const args *A, void *r, void *r2, int *has2) {                                     \
    ln_##T##N v, w, x, o;                                                                                  \
    ln_##K##N u;                                                                                           \
    ln_##M##N m;                                                                                           \
    ln_vshuf##N s;                                                                                         \
    memcpy(&v, A->v, sizeof v);                                                                            \
    memcpy(&w, A->w, sizeof w);                                                                            \
    memcpy(&x, A->x, sizeof x);                                                                            \
    memcpy(&u, A->u, sizeof u);                                                                            \
    memcpy(&m, A->m, sizeof m);                                                                            \
    memcpy(&s, A->s, sizeof s);                                                                            \
    memcpy(&o, r, sizeof o);                                                                               \
    ln_##K##N kv = (ln_##K##N)v, kw = (ln_##K##N)w;                                                        \
    ln_status st = LN_OK;                                                                                  \
    *has2 = 1;                                                                                             \
    switch (A->op) {                                                                                       \
      case O_RE: ST(ln_rearrange(v, s)) GP(ln__portable_rearrange_##K##N(kv, s.ix)) break;                             \
      case O_REZ: ST(ln_rearrange_zero(v, s)) GP(ln__portable_rearrange_zero_##K##N(kv, s.ix)) break;                       \
      case O_REM: ST(ln_rearrange_masked(v, s, m)) GP(ln__portable_rearrange_masked_##K##N(kv, s.ix, m)) break;               \
      case O_RE2: ST(ln_rearrange2(v, s, w)) GP(ln__portable_rearrange2_##K##N(kv, kw, s.ix)) break;                    \
      default: *has2 = 0; break;                                                                           \
    }                                                                                                      \
    if (A->op == O_REZ) { /* P2Z with indexes in [-N, N): the same lanes as PZ */                          \
      __auto_type t2_ = ln__portable_rearrange2_zero_##K##N(kv, kw, s.ix);                                                  \
      ln_##K##N t3_;                                                                                       \
      memcpy(&t3_, r2, sizeof t3_);                                                                        \
      if (memcmp(&t2_, &t3_, sizeof t3_)) { (void)memcpy(r2, &t2_, sizeof t2_); *has2 = 2; }               \
    }                                                                                                      \
    switch (A->op) {                                                                                       \
      case O_REC: OUT(ln_rearrange_checked(v, s, &o)); break;                                              \
      case O_REE: OUT(ln_rearrange_edge(v, s, (ln_edge)A->e, &o)); break;                                  \
      case O_REMC: OUT(ln_rearrange_masked_checked(v, s, m, &o)); break;                                   \
      case O_LIV: ST(ln_lane_is_valid(s, v)) break;                                                        \
      case O_SF: ST(ln_select_from(x, v)) break;                                                           \
      case O_SFC: OUT(ln_select_from_checked(x, v, &o)); break;                                            \
      case O_SFE: OUT(ln_select_from_edge(x, v, (ln_edge)A->e, &o)); break;                                \
      case O_SFM: ST(ln_select_from_masked(x, v, m)) break;                                                \
      case O_SF2: ST(ln_select_from2(x, v, w)) break;                                                      \
      case O_SF2E: OUT(ln_select_from2_edge(x, v, w, (ln_edge)A->e, &o)); break;                           \
      case O_LU: ST(ln_lookup(v, u)) break;                                                                \
      case O_LUZ: ST(ln_lookup_zero(v, u)) break;                                                          \
      case O_LUC: OUT(ln_lookup_checked(v, u, &o)); break;                                                 \
      case O_LUE: OUT(ln_lookup_edge(v, u, (ln_edge)A->e, &o)); break;                                     \
      case O_LU2: ST(ln_lookup2(v, w, u)) break;                                                           \
      case O_LU2Z: ST(ln_lookup2_zero(v, w, u)) break;                                                     \
      case O_LU2C: OUT(ln_lookup2_checked(v, w, u, &o)); break;                                            \
      case O_LU2E: OUT(ln_lookup2_edge(v, w, u, (ln_edge)A->e, &o)); break;                                \
      case O_SL: ST(ln_slice(v, A->a1, w)) break;                                                          \
      case O_SL1: ST(ln_slice1(v, A->a1)) break;                                                           \
      case O_SLC: OUT(ln_slice_checked(v, A->a1, w, &o)); break;                                           \
      case O_USL: ST(ln_unslice(v, A->a1, w, A->a2)) break;                                                \
      case O_USL1: ST(ln_unslice1(v, A->a1)) break;                                                        \
      case O_USLC: OUT(ln_unslice_checked(v, A->a1, w, A->a2, &o)); break;                                 \
      case O_REV: ST(ln_reverse(v)) break;                                                                 \
      case O_ROT: ST(ln_rotate_lanes(v, A->a1)) break;                                                     \
      case O_SHL: ST(ln_shift_lanes(v, A->a1)) break;                                                      \
      case O_ZIP: ST(ln_zip(v, w, A->a2)) break;                                                           \
      case O_UNZIP: ST(ln_unzip(v, w, A->a2)) break;                                                       \
      default: break;                                                                                      \
    }                                                                                                      \
    return (int)st;                                                                                        \
  }
#define FNS(T, K, M) FN(T, K, M, 2) FN(T, K, M, 4) FN(T, K, M, 8) FN(T, K, M, 16)
FN(char, uchar, char, 32) FN(char, uchar, char, 64) FN(uchar, uchar, char, 32) FN(uchar, uchar, char, 64)
FN(short, ushort, short, 32) FN(ushort, ushort, short, 32)
FNS(char, uchar, char)
FNS(uchar, uchar, char)
FNS(short, ushort, short)
FNS(ushort, ushort, short)
FNS(int, uint, int)
FNS(uint, uint, int)
FNS(long, ulong, long)
FNS(ulong, ulong, long)
FNS(float, uint, int)
FNS(double, ulong, long)
#if LN_HAS_HALF
FNS(half, ushort, short)
FN(half, ushort, short, 32)
#define NTYPES 11
#else
#define NTYPES 10
#endif

typedef int (*vsfn)(const args *, void *, void *, int *);
#define ROW(T) {vs_##T##2, vs_##T##4, vs_##T##8, vs_##T##16, 0, 0}
#define ROW32(T) {vs_##T##2, vs_##T##4, vs_##T##8, vs_##T##16, vs_##T##32, 0}
#define ROW64(T) {vs_##T##2, vs_##T##4, vs_##T##8, vs_##T##16, vs_##T##32, vs_##T##64}
static const struct {
  const char *name;
  int bits;
  char kind; /* i signed, u unsigned, f floating */
  vsfn f[6]; /* N = 2 4 8 16 32 64; 0 where the type has no such vector */
} types[NTYPES] = {{"char", 8, 'i', ROW64(char)},   {"uchar", 8, 'u', ROW64(uchar)}, {"short", 16, 'i', ROW32(short)},
                   {"ushort", 16, 'u', ROW32(ushort)}, {"int", 32, 'i', ROW(int)},      {"uint", 32, 'u', ROW(uint)},
                   {"long", 64, 'i', ROW(long)},     {"ulong", 64, 'u', ROW(ulong)}, {"float", 32, 'f', ROW(float)},
                   {"double", 64, 'f', ROW(double)},
#if LN_HAS_HALF
                   {"half", 16, 'f', ROW32(half)}
#endif
};

static uint64_t sext(uint64_t x, int bits) {
  return bits == 64 ? x : (x & (1ull << (bits - 1))) ? x | ~fz_mask(bits) : x;
}
/* binary16 bits -> double, exactly */
static double half_bits(uint64_t h) {
  int e = (int)(h >> 10) & 31, f = (int)h & 1023;
  double m = e == 31 ? (f ? NAN : INFINITY) : e == 0 ? ldexp(f, -24) : ldexp(1024 + f, e - 25);
  return h & 0x8000 ? -m : m;
}
/* Java's (int) cast of an index lane (integers: the low 32 bits of the value) */
static int32_t idx_of(uint64_t x, int bits, char kind) {
  if (kind == 'f') {
    if (bits == 16) return ref_d2i(half_bits(x));
    if (bits == 32) { uint32_t b = (uint32_t)x; float f; memcpy(&f, &b, 4); return ref_d2i((double)f); }
    double d; memcpy(&d, &x, 8); return ref_d2i(d);
  }
  return ref_l2i((int64_t)(kind == 'u' ? x : sext(x, bits)));
}
/* the bits of the small integer iv (|iv| < 2048) as a float of `bits` width, exactly */
static uint64_t small_float(int iv, int bits) {
  if (bits == 32) { float f = (float)iv; uint32_t fb; memcpy(&fb, &f, 4); return fb; }
  if (bits == 64) { double d = (double)iv; uint64_t db; memcpy(&db, &d, 8); return db; }
  if (!iv) return 0;
  unsigned a = (unsigned)(iv < 0 ? -iv : iv), e = 0;
  while ((a >> e) > 1) e++;
  return (iv < 0 ? 0x8000u : 0) | ((e + 15) << 10) | (((a << 10) >> e) & 1023);
}
static int edge_ok(int e) { return e >= 0 && e <= 2; }

static int32_t arg_int(fz_in *in, int n) {
  uint8_t k = fz_u8(in);
  if (k < 200) return (int32_t)(k % (3 * n + 7)) - n - 3; /* around [0, N] */
  return (int32_t)(uint32_t)fz_raw(in, 4);
}
/* a raw shuffle index: mostly near [-2N, 2N), sometimes any int32; valid: in [0, N) */
static int32_t raw_index(fz_in *in, int n, int valid) {
  int32_t r = fz_u8(in) < 200 ? (int32_t)(fz_u8(in) % (4 * n)) - 2 * n : (int32_t)(uint32_t)fz_raw(in, 4);
  return valid ? (int32_t)ref_floormod(r, n) : r;
}
/* a size_t length or offset: mostly small, sometimes SIZE_MAX - k */
static size_t arg_size(fz_in *in, size_t lim) {
  uint8_t k = fz_u8(in);
  return k < 224 ? (size_t)k % (lim + 1) : SIZE_MAX - (size_t)(k & 31);
}

#define CMPF(f)                                                                  \
  if (memcmp(&G.f, &W.f, sizeof G.f)) {                                          \
    fprintf(stderr, "shuffle object: field %s differs\n", #f);                    \
    fz_dump("want", &W.f, 1, (int)sizeof W.f);                                   \
    fz_dump("got ", &G.f, 1, (int)sizeof G.f);                                   \
    bado = 1;                                                                    \
  }

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fz_in in = {data, size};
  int op = fz_u8(&in) % O_NOPS;
  uint8_t sel = fz_u8(&in);
  int t = sel % NTYPES, ni = (sel / NTYPES) % 6, n = 2 << ni, bits = types[t].bits, wd = bits / 8;
  char kind = types[t].kind;

  /* part 1 and 2 arguments */
  oargs O;
  memset(&O, 0, sizeof O);
  uint8_t b = fz_u8(&in), mode = fz_u8(&in);
  O.method = b % B_NB;
  O.msrc = (b / B_NB) % 5;
  for (int i = 0; i < NARR; i++) O.raw[i] = raw_index(&in, n, mode & 1);
  for (int i = 0; i < n; i++) O.raw2[i] = raw_index(&in, n, mode & 2);
  O.part = (mode & 4) ? (int)(int8_t)fz_u8(&in) : (mode >> 3) & 1;
  O.wrap = (mode & 16) ? (int)(int8_t)fz_u8(&in) : 0;
  O.a_null = (mode >> 5) == 0, O.o_null = (mode >> 5) == 1, O.i_null = (mode >> 5) == 2;
  O.start = arg_int(&in, n), O.step = arg_int(&in, n);
  if (mode & 32) O.start = (int32_t)(uint32_t)fz_raw(&in, 4), O.step = (int32_t)(uint32_t)fz_raw(&in, 4);
  O.qi = arg_int(&in, n), O.li = arg_int(&in, n), O.mod = raw_index(&in, n, 0);
  O.off = (size_t)fz_u8(&in) % (size_t)(NARR - n + 1);
  O.len = arg_size(&in, NARR), O.off = O.method == B_ARRAYC ? arg_size(&in, NARR) : O.off;
  if (O.method == B_ARRAYC && O.len > NARR) O.len = (size_t)fz_u8(&in) % (NARR + 1); /* never past raw[] */
  O.ioff = (size_t)fz_u8(&in) % (size_t)(NOUT - n + 1);
  O.ilen = arg_size(&in, NOUT), O.icoff = arg_size(&in, NOUT);
  if (O.ilen > NOUT) O.ilen = (size_t)fz_u8(&in) % (NOUT + 1); /* never past the buffer */

  oout G, W;
  memset(&G, 0xa5, sizeof G);
  memset(&W, 0xa5, sizeof W);
  _Alignas(64) unsigned char sb[64];
  int S[NMAX];
  objfn[ni](&O, &G, sb);
  obj_model(&O, n, &W, S);
  int bado = 0;
  CMPF(bst) CMPF(ix0) CMPF(ix) CMPF(ncalls) CMPF(calls) CMPF(wi) CMPF(cist) CMPF(ci) CMPF(wix) CMPF(cisst)
  CMPF(cis) CMPF(valid) CMPF(ls) CMPF(lsst) CMPF(lsc) CMPF(vec) CMPF(arr) CMPF(into) CMPF(icst) CMPF(intoc)
  CMPF(cast) CMPF(t) CMPF(eq_self) CMPF(eq_t) CMPF(eq_mod) CMPF(comp) CMPF(compst) CMPF(compc)
  if (bado) {
    fprintf(stderr, "  N=%d creator %s msrc=%d part=%d wrap=%d start=%d step=%d off=%zu len=%zu nulls=%d%d%d\n", n,
            b_name[O.method], O.msrc, O.part, O.wrap, (int)O.start, (int)O.step, O.off, O.len, O.a_null, O.o_null,
            O.i_null);
    fprintf(stderr, "  qi=%d li=%d mod=%d ioff=%zu ilen=%zu icoff=%zu\n  raw:", (int)O.qi, (int)O.li, (int)O.mod,
            O.ioff, O.ilen, O.icoff);
    for (int i = 0; i < NARR; i++) fprintf(stderr, " %d", (int)O.raw[i]);
    fprintf(stderr, "\n  raw2:");
    for (int i = 0; i < n; i++) fprintf(stderr, " %d", (int)O.raw2[i]);
    fputc('\n', stderr);
    FZ_FAIL("vshuffle object");
  }

  /* lanes/status.h: ln_strerror of any status value (the messages of status.h's table) */
  {
    static const char *const msg[6] = {"success", "an active lane index is outside the valid range",
                                       "alignment is not 0 or a power of two, or an address is misaligned",
                                       "invalid argument", "a required pointer is NULL",
                                       "the requested instruction set is not available on this CPU"};
    int sv = (int)(int8_t)fz_u8(&in);
    const char *got_m = ln_strerror((ln_status)sv), *want_m = sv >= 0 && sv < 6 ? msg[sv] : "unknown lanes status";
    if (!got_m || strcmp(got_m, want_m)) FZ_FAIL("ln_strerror(%d) = \"%s\", want \"%s\"", sv, got_m ? got_m : "(null)", want_m);
  }

  /* part 3: only where the element type has N lanes (32 and 64: 8- and 16-bit types) */
  if (!types[t].f[ni]) return 0;
  args A;
  _Alignas(128) uint8_t v[128], w[128], x[128], u[128], m[128], got[128], got2[128], want[128];
  fz_fill(v, &in, bits, kind == 'f' ? 'f' : 'i', n);
  fz_fill(w, &in, bits, kind == 'f' ? 'f' : 'i', n);
  for (int i = 0; i < n; i++) {
    uint8_t k = fz_u8(&in);
    uint64_t xv = kind == 'f' && k >= 128 ? fz_lane(&in, bits, 'f')
                  : k < 64 ? (uint64_t)((int)(k % (4 * n)) - n) & fz_mask(bits)
                           : fz_lane(&in, bits, 'i');
    if (kind == 'f' && k < 64) xv = small_float((int)(k % (4 * n)) - n, bits); /* an integral index */
    fz_put(x, wd, i, xv);
    k = fz_u8(&in);
    fz_put(u, wd, i, k < 128 ? (uint64_t)(k % (3 * n)) : fz_lane(&in, bits, 'i'));
    fz_put(m, wd, i, fz_lane(&in, bits, 'i'));
  }
  uint8_t eb = fz_u8(&in);
  A.e = eb < 240 ? eb % 3 : (int)(int8_t)fz_u8(&in);
  A.a1 = arg_int(&in, n);
  A.a2 = arg_int(&in, n);
  A.v = v; A.w = w; A.x = x; A.u = u; A.m = m; A.s = sb; A.op = op;
  memset(got, 0xa5, sizeof got);
  memset(got2, 0x5a, sizeof got2);
  int has2 = 0, st = types[t].f[ni](&A, got, got2, &has2);

  /* the model */
  uint64_t V[NMAX], Wv[NMAX], R[NMAX], Z[NMAX] = {0};
  int wst = REF_OK;
  int32_t X[NMAX];
  uint64_t U[NMAX];
  for (int i = 0; i < n; i++) {
    V[i] = fz_get(v, wd, i); Wv[i] = fz_get(w, wd, i);
    X[i] = idx_of(fz_get(x, wd, i), bits, kind);
    U[i] = fz_get(u, wd, i);
  }
  int e = A.e, o = A.a1, part = A.a2;
  int edge = edge_ok(e) ? e : REF_WRAP;
  switch (op) {
    case O_RE: ref_rearrange(V, S, n, REF_WRAP, R); break;
    case O_REZ: ref_rearrange(V, S, n, REF_ZERO, R); break;
    case O_REC: wst = ref_rearrange(V, S, n, REF_ERROR, R); break;
    case O_REE: wst = edge_ok(e) ? ref_rearrange(V, S, n, e, R) : REF_EINVAL; break;
    case O_REM:
    case O_REMC:
      ref_rearrange(V, S, n, REF_WRAP, R);
      for (int i = 0; i < n; i++) {
        int set = (fz_get(m, wd, i) >> (bits - 1)) & 1;
        if (!set) R[i] = 0;
        else if (op == O_REMC && S[i] < 0) wst = REF_EINDEX;
      }
      break;
    case O_RE2: ref_rearrange2(V, S, Wv, n, R); break;
    case O_LIV: for (int i = 0; i < n; i++) R[i] = S[i] >= 0 ? fz_mask(bits) : 0; break;
    case O_SF: ref_select(V, 0, X, n, 1, REF_WRAP, R); break;
    case O_SFC: wst = ref_select(V, 0, X, n, 1, REF_ERROR, R); break;
    case O_SFE: wst = edge_ok(e) ? ref_select(V, 0, X, n, 1, edge, R) : REF_EINVAL; break;
    case O_SFM:
      ref_select(V, 0, X, n, 1, REF_WRAP, R);
      for (int i = 0; i < n; i++) if (!((fz_get(m, wd, i) >> (bits - 1)) & 1)) R[i] = 0;
      break;
    case O_SF2: ref_select(V, Wv, X, n, 2, REF_WRAP, R); break;
    case O_SF2E: wst = edge_ok(e) ? ref_select(V, Wv, X, n, 2, edge, R) : REF_EINVAL; break;
    case O_LU: ref_lookup(V, 0, U, n, 1, REF_WRAP, R); break;
    case O_LUZ: ref_lookup(V, 0, U, n, 1, REF_ZERO, R); break;
    case O_LUC: wst = ref_lookup(V, 0, U, n, 1, REF_ERROR, R); break;
    case O_LUE: wst = edge_ok(e) ? ref_lookup(V, 0, U, n, 1, edge, R) : REF_EINVAL; break;
    case O_LU2: ref_lookup(V, Wv, U, n, 2, REF_WRAP, R); break;
    case O_LU2Z: ref_lookup(V, Wv, U, n, 2, REF_ZERO, R); break;
    case O_LU2C: wst = ref_lookup(V, Wv, U, n, 2, REF_ERROR, R); break;
    case O_LU2E: wst = edge_ok(e) ? ref_lookup(V, Wv, U, n, 2, edge, R) : REF_EINVAL; break;
    case O_SL:
    case O_SL1:
    case O_SLC:
      if (op == O_SLC && (o < 0 || o > n)) { wst = REF_EINDEX; break; }
      ref_slice(V, o < 0 ? 0 : o > n ? n : o, op == O_SL1 ? Z : Wv, n, R);
      break;
    case O_USL:
    case O_USL1:
    case O_USLC:
      if (op == O_USLC && (o < 0 || o > n || (part != 0 && part != 1))) { wst = REF_EINDEX; break; }
      ref_unslice(V, o < 0 ? 0 : o > n ? n : o, op == O_USL1 ? Z : Wv, op == O_USL1 ? 0 : part != 0, n, R);
      break;
    case O_REV: for (int i = 0; i < n; i++) R[i] = V[n - 1 - i]; break;
    case O_ROT: for (int i = 0; i < n; i++) R[i] = V[ref_floormod((int64_t)i + o, n)]; break;
    case O_SHL: for (int i = 0; i < n; i++) { int64_t j = (int64_t)i + o; R[i] = j >= 0 && j < n ? V[j] : 0; } break;
    default: { /* zip, unzip */
      int zs[NMAX];
      for (int i = 0; i < n; i++)
        zs[i] = ref_pwrap(op == O_ZIP ? ref_zip_raw(i, n, part & 1) : ref_unzip_raw(i, n, part & 1), n);
      ref_rearrange2(V, zs, Wv, n, R);
      break;
    }
  }
  if (wst != REF_OK) memset(want, 0xa5, sizeof want);
  else for (int i = 0; i < n; i++) fz_put(want, wd, i, R[i]);
  int bad = st != wst || memcmp(got, want, (size_t)(n * wd)) || (has2 && memcmp(got2, want, (size_t)(n * wd)));
  if (bad) {
    fprintf(stderr, "ln_%s on %s%d: e=%d a1=%d a2=%d status %d want %d%s\n", op_name[op], types[t].name, n, A.e,
            A.a1, A.a2, st, wst, has2 == 2 ? " (P2Z kernel differs from PZ)" : "");
    fprintf(stderr, "  shuffle (from %s):", b_name[O.method]);
    for (int i = 0; i < n; i++) fprintf(stderr, " %d", S[i]);
    fputc('\n', stderr);
    fz_dump("v", v, wd, n);
    fz_dump("w", w, wd, n);
    fz_dump("x", x, wd, n);
    fz_dump("lookup idx", u, wd, n);
    fz_dump("mask", m, wd, n);
    fz_dump("want", want, wd, n);
    fz_dump("got", got, wd, n);
    if (has2) fz_dump("portable", got2, wd, n);
    FZ_FAIL("vshuffle");
  }
  return 0;
}
