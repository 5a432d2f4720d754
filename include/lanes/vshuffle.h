#ifndef LANES_VSHUFFLE_H
#define LANES_VSHUFFLE_H
/* lanes/vshuffle.h -- Java-style shuffle objects (jdk.incubator.vector.VectorShuffle) and
 * run-time permutes with an explicit edge policy.
 *
 * SHUFFLE OBJECTS.  ln_vshuf2, ln_vshuf4, ln_vshuf8, ln_vshuf16, ln_vshuf32, ln_vshuf64: an
 * ordered sequence of N source indexes for vectors of N lanes (Java's VLENGTH), independent of
 * the element type: one ln_vshuf4 rearranges ln_char4, ln_int4, ln_double4, ...; ln_vshuf32
 * the 32-lane types (ln_char32 ln_uchar32 ln_short32 ln_ushort32 ln_half32), ln_vshuf64 the
 * 64-lane ones (ln_char64 ln_uchar64): Java's 512-bit byte and short species.  There is no 3-lane shuffle
 * (Java's lane counts are powers of two): passing a 3-lane vector to any function below is a
 * compile-time error; use ln_shuffle for those.
 *
 * Index model, exactly Java's: a shuffle holds each index in [-N, N-1].  0..N-1 are lane
 * numbers.  A raw index r outside [0, N-1] is EXCEPTIONAL and is stored partially wrapped:
 * floorMod(r, N) - N, in [-N, -1] (so 5 with N = 4 is stored as -3, -1 as -1, -5 as -1).
 * Full wrapping adds N (= floorMod(r, N)); an exceptional index never becomes normal except
 * through wrap_indexes.  The member .ix (an ln_char<N>) holds the stored indexes; read it,
 * but make shuffles only with the functions below so the invariant holds.
 *
 * In the function list, N is 2, 4, 8, 16, 32 or 64, S = ln_vshuf<N>, I = ln_int<N> for N <= 16,
 * ln_short32 for N = 32 and ln_char64 for N = 64 (no ln_int32 / ln_int64 exists: the index
 * vector of Java's 512-bit short / byte species; from_vector sees its 16- / 8-bit lane
 * values, as Java's toShuffle does).  Functions
 * returning ln_status write nothing unless they return LN_OK (0); "Java throws" cases are
 * exactly the non-LN_OK returns.
 *
 * Creation
 *   S ln_vshufN_from_values(int32_t i0, ..., i<N-1>)  lane k = partial_wrap(ik)    (fromValues)
 *   S ln_vshufN_from_vector(I x)                      lane k = partial_wrap(x[k])  (toShuffle)
 *   S ln_vshufN_from_array(const int32_t *a, size_t off)   lane k = partial_wrap(a[off+k])
 *   ln_status ln_vshufN_from_array_checked(const int32_t *a, size_t len, size_t off, S *out)
 *       as from_array; LN_EINDEX when off + N > len, LN_ENULL when a or out is NULL  (fromArray)
 *   S ln_vshufN_from_op(int32_t (*fn)(int32_t lane, void *ctx), void *ctx)
 *       lane k = partial_wrap(fn(k, ctx)), fn called for k = 0..N-1 in order       (fromOp)
 *   S ln_vshufN_iota(int32_t start, int32_t step, int wrap)
 *       r = start + k*step in 32-bit wrapping arithmetic (Java int); lane k = wrap ?
 *       floorMod(r, N) : partial_wrap(r)                                           (iota)
 *   ln_status ln_vshufN_make_zip(long long part, S *out) lane k = partial_wrap(k/2 + (k&1)*N +
 *       part*N/2): with ln_rearrange2(a, s, b) interleaves a and b; part 0 gives lanes
 *       0..N-1 of a0 b0 a1 b1 ..., part 1 lanes N..2N-1.  LN_EINDEX unless part is 0 or 1;
 *       LN_ENULL if out is NULL (as every status-returning function here).
 *   ln_status ln_vshufN_make_unzip(long long part, S *out) lane k = partial_wrap(2k + part):
 *       with ln_rearrange2(a, s, b): part 0 = even lanes of a:b, part 1 = odd.  LN_EINDEX
 *       unless part is 0 or 1.                                             (makeZip/makeUnzip)
 * Queries and conversions
 *   int32_t ln_vshufN_wrap_index(int32_t i)            floorMod(i, N)              (wrapIndex)
 *   ln_status ln_vshufN_check_index(long long i, int32_t *out)  *out = i; LN_EINDEX unless
 *       0 <= i < N; LN_ENULL if out is NULL                                        (checkIndex)
 *   S ln_vshufN_wrap_indexes(S s)        lane k = s[k] < 0 ? s[k] + N : s[k]       (wrapIndexes)
 *   ln_status ln_vshufN_check_indexes(S s, S *out)  *out = s; LN_EINDEX if any lane is
 *       exceptional; LN_ENULL if out is NULL                                      (checkIndexes)
 *   I ln_vshufN_lane_is_valid(S s)       lane k = s[k] >= 0 ? -1 : 0             (laneIsValid)
 *   ln_lane_is_valid(s, v)               the same as a mask of v's type: the -1/0 signed
 *                                        integer vector of v's element width (v not evaluated)
 *   int32_t ln_vshufN_lane_source(S s, int i)   s[i & (N-1)] (stored, possibly negative)
 *   ln_status ln_vshufN_lane_source_checked(S s, long long i, int32_t *out)  *out = s[i];
 *       LN_EINDEX unless 0 <= i < N; LN_ENULL if out is NULL                        (laneSource)
 *   I ln_vshufN_to_vector(S s)           lane k = s[k]                               (toVector)
 *   void ln_vshufN_to_array(S s, int32_t *out)        out[k] = s[k], k < N           (toArray)
 *   void ln_vshufN_into_array(S s, int32_t *a, size_t off)   a[off+k] = s[k]
 *   ln_status ln_vshufN_into_array_checked(S s, int32_t *a, size_t len, size_t off)
 *       LN_EINDEX when off + N > len, LN_ENULL when a is NULL                     (intoArray)
 *   ln_vshufM ln_vshufN_castM(S s)       M != N in {2,4,8,16,32,64}: lane k (k < min(N, M)) =
 *       the stored s[k] re-validated against M: kept when in [0, M), else
 *       floorMod(s[k], M) - M (so exceptional stays exceptional, and a normal index >= M
 *       becomes exceptional); lanes k >= N (growing) are k.  Same N needs no cast: a
 *       shuffle serves every element type.                                    (cast, re-validate)
 *   int ln_vshufN_equal(S a, S b)        1 when every stored lane is equal, else 0  (equals)
 *   S ln_vshufN_rearrange(S a, S s)      lane k = a[s[k] & (N-1)] (composition: a after s;
 *       s wrapped, as current Java)
 *   ln_status ln_vshufN_rearrange_checked(S a, S s, S *out)  as above; LN_EINDEX if s has an
 *       exceptional lane (JDK 17 VectorShuffle.rearrange)
 *
 * VECTOR OPERATIONS (generic macros).  v, w: any vector type of N = 2, 4, 8, 16, 32 or 64
 * lanes, every element type that has N lanes (half under LN_HAS_HALF); s: the ln_vshuf<N> of
 * the same N (another N does not compile).  out: pointer to v's type.  Arguments are evaluated once.
 * Masks m are the -1/0 signed integer vector of v's element width and lane count (what
 * OpenCL comparisons give); a lane is SET when its most significant bit is 1 (as OpenCL
 * select), the other bits are ignored.  Any other mask type does not compile.
 * Edge policy e (ln_edge): LN_EDGE_WRAP (index taken modulo the source length), LN_EDGE_ZERO
 * (the lane is 0), LN_EDGE_ERROR (LN_EINDEX, nothing written); another e: LN_EINVAL.
 * Every checked / edge form (and every ln_vshufN_* function returning ln_status) returns
 * LN_ENULL, before any other check and writing nothing, when out (or a pointer it reads) is NULL.
 *
 *   ln_rearrange(v, s)            r[k] = v[s[k] & (N-1)]  (exceptional indexes wrap, as Java
 *                                 >= 23 rearrange; compiles to the ISA's permute)
 *   ln_rearrange_zero(v, s)       r[k] = s[k] < 0 ? 0 : v[s[k]]
 *   ln_rearrange_checked(v, s, out)   LN_EINDEX if any lane of s is exceptional (JDK 17)
 *   ln_rearrange_edge(v, s, e, out)   wrap / zero / error on exceptional lanes
 *   ln_rearrange_masked(v, s, m)  r[k] = m[k] set ? v[s[k] & (N-1)] : 0
 *   ln_rearrange_masked_checked(v, s, m, out)  LN_EINDEX if a SET lane is exceptional (JDK 17)
 *   ln_rearrange2(v, s, w)        r[k] = s[k] >= 0 ? v[s[k]] : w[s[k] + N]   (rearrange(s, v))
 *   ln_select_from(x, v)          x: indexes, same type as v; i = (int)x[k] (Java's cast:
 *                                 integers keep their low 32 bits, floats truncate, saturate,
 *                                 NaN -> 0); r[k] = v[floorMod(i, N)]    (selectFrom, wraps)
 *   ln_select_from_checked(x, v, out)  LN_EINDEX if some i is outside [0, N)      (JDK 17)
 *   ln_select_from_edge(x, v, e, out)  wrap / zero / error for i outside [0, N)
 *   ln_select_from_masked(x, v, m)     r[k] = m[k] set ? v[floorMod(i, N)] : 0
 *   ln_select_from2(x, v1, v2)    j = floorMod(i, 2N); r[k] = j < N ? v1[j] : v2[j - N]
 *   ln_select_from2_edge(x, v1, v2, e, out)  wrap / zero / error for i outside [0, 2N)
 *   ln_lookup(t, x)               table lookup; x: integer vector, signed or unsigned, of t's
 *                                 element width and lane count (every lookup form), lanes read
 *                                 as unsigned; r[k] = t[x[k] mod N]
 *   ln_lookup_zero(t, x)          r[k] = x[k] < N ? t[x[k]] : 0 (free with pshufb/tbl)
 *   ln_lookup_checked(t, x, out)  LN_EINDEX if some x[k] >= N
 *   ln_lookup_edge(t, x, e, out)
 *   ln_lookup2(t0, t1, x)         two tables: j = x[k] mod 2N; r[k] = j < N ? t0[j] : t1[j-N]
 *   ln_lookup2_zero(t0, t1, x)    x[k] >= 2N -> 0
 *   ln_lookup2_checked(t0, t1, x, out), ln_lookup2_edge(t0, t1, x, e, out)
 *   ln_slice(v, o, w)             r[k] = (v:w)[o + k]  (the 2N lanes v then w)       (slice)
 *   ln_slice1(v, o)               ln_slice(v, o, 0)
 *   ln_unslice(v, o, w, part)     inverse of slice, with w as background: part 0: r[k] = k >= o ?
 *                                 v[k - o] : w[k]; part 1: r[k] = k < o ? v[N - o + k] : w[k]
 *   ln_unslice1(v, o)             ln_unslice(v, o, 0, 0)
 *     o must be in [0, N] and part 0 or 1 (Java's javadoc: throws otherwise).  These
 *     unchecked forms clamp o into [0, N] at its full width (1L << 32 is N, a negative o 0)
 *     and treat any part != 0 as 1 (as JDK 17 does: it
 *     does not throw for a bad part); the checked forms return LN_EINDEX instead:
 *   ln_slice_checked(v, o, w, out), ln_unslice_checked(v, o, w, part, out)  (o, part and e of
 *     every checked / edge form are checked at their full width: 1L << 32 is out of range)
 *   ln_reverse(v)                 r[k] = v[N - 1 - k]
 *   ln_rotate_lanes(v, n)         r[k] = v[floorMod(k + n, N)]   (n > 0 moves lanes down)
 *   ln_shift_lanes(v, n)          r[k] = 0 <= k + n < N ? v[k + n] : 0 (any int n)
 *   ln_zip(a, b, part)            interleave: part 0: a0 b0 a1 b1 ... (first N lanes),
 *                                 part 1: the next N lanes; part & 1 is used
 *   ln_unzip(a, b, part)          part 0: even lanes of a:b; part 1: odd lanes; part & 1
 *   In-register compress and expand by mask (Java compress/expand) are ln_compress and
 *   ln_expand in lanes/gather.h, next to their memory forms.
 *
 * CODE GENERATED.  Every operation above is an index computation plus one of five permute
 * kernels per lane width and count (impl/generic/vshuffle.h): wrap, zero, two-source,
 * two-source zero, masked.  x86 (impl/x86/vshuffle.h): pshufb for vectors of <= 16 bytes,
 * whose zeroing of negative byte indexes makes the _zero / ZERO-edge / masked forms free;
 * AVX2 vpermd (64-bit lanes as dword pairs) and pshufb + pblendvb for 16 x 16-bit; AVX-512
 * vpermb/w/d/q and vpermi2* with {z} zero-masking.  32 and 64 lanes: one vpermb / vpermi2b
 * (AVX-512 VBMI; 32 or 64 bytes) or vpermw / vpermi2w (32 shorts), {z} from a k-register;
 * AVX2 (and AVX-512 without VBMI for bytes) pshufb of every 16-byte table quarter + pblendvb
 * per 32 bytes of the result; SSSE3 alone and baseline x86-64: the portable lane loop.
 * AArch64 (impl/arm/vshuffle.h): tbl/tbx over 1-16 registers, out-of-range byte indexes giving
 * 0 (32 and 64 lanes too).  Without those (Clang on baseline x86-64, other ISAs) GCC uses
 * __builtin_shuffle (a lane loop at 32 and 64 lanes, which GCC would otherwise lower to one
 * extract per lane) and Clang, which has no run-time shuffle builtin, a lane loop.
 * bench/bench_vshuffle.c measures each kernel.
 */
#include "types.h"
#include "status.h"

#ifndef LN__EDGE_DEFINED
#define LN__EDGE_DEFINED 1
/* Edge policy of a run-time permute for an index outside the source. */
typedef enum ln_edge { LN_EDGE_WRAP = 0, LN_EDGE_ZERO = 1, LN_EDGE_ERROR = 2 } ln_edge;
#endif

/* ISA kernels (impl/<isa>/vshuffle.h) plug in as LN__ISA_<verb>_<U>, U the unsigned vector of
 * the lane width and count, verb one of ln_rearrange, ln_rearrange_zero, ln_rearrange2,
 * ln_rearrange2_zero (the two-source zeroing permute of ln_select_from_edge) and
 * ln_rearrange_masked (impl/generic/vshuffle.h). */
#include "impl/target.h"
#if LN_TARGET_X86
#include "impl/x86/vshuffle.h"
#elif LN_TARGET_NEON
#include "impl/arm/vshuffle.h"
#endif
#include "impl/generic/vshuffle.h"

/* ---- dispatch helpers ---- */
/* Selected (and then rejected: wrong arguments) for 3-lane and non-vector types. */
void ln__vs_error_needs_a_vector_of_2_4_8_16_32_or_64_lanes(void);
#define LN__VS_LIST(P) LN__LIST_N2(P, ), LN__LIST_N4(P, ), LN__LIST_N8(P, ), LN__LIST_N16(P, ), \
    LN__LIST_N32(P, ), LN__LIST_N64(P, )
/* P##name for v's type; 3-lane and non-vector types do not compile */
#define LN__VS_G(v, P) _Generic((v), LN__VS_LIST(P), default: ln__vs_error_needs_a_vector_of_2_4_8_16_32_or_64_lanes)
/* F##N for v's lane count N */
#define LN__VS_N(v, F) _Generic((v), LN__K_N2(F##2), LN__K_N4(F##4), LN__K_N8(F##8), LN__K_N16(F##16), \
                                LN__K_N32(F##32), LN__K_N64(F##64), \
                                default: ln__vs_error_needs_a_vector_of_2_4_8_16_32_or_64_lanes)
#define LN__VS_ANYNEG(ix) _Generic((ix), ln_char2: ln__vs_anyneg2, ln_char4: ln__vs_anyneg4, \
    ln_char8: ln__vs_anyneg8, ln_char16: ln__vs_anyneg16, ln_char32: ln__vs_anyneg32, \
    ln_char64: ln__vs_anyneg64)(ix)
#define LN__VS_MASKCHK(v, m) _Static_assert(sizeof(m) == sizeof(v) && sizeof((m)[0]) == sizeof((v)[0]) && \
    (__typeof__((m)[0]))0.5 == 0 && (__typeof__((m)[0]))-1 < 0, \
    "lanes: a mask must be the -1/0 signed integer vector of the value's element width and lane count")
#define LN__VS_IDXCHK(t, x) _Static_assert(sizeof(x) == sizeof(t) && sizeof((x)[0]) == sizeof((t)[0]) && \
    (__typeof__((x)[0]))0.5 == 0, \
    "lanes: lookup indexes must be an integer vector of the table's element width and lane count")
/* x's lanes as the unsigned vector of its width and count (signed or unsigned lookup indexes) */
#define LN__VS_XU(x) LN__VS_G(x, ln__vs_xu_)(x)
/* 1 when the integer x, of any integer type and at its full width, is in [0, hi] */
LN_INLINE int ln__vs_in_s(long long x, int hi) { return x >= 0 && x <= hi; }
LN_INLINE int ln__vs_in_u(unsigned long long x, int hi) { return x <= (unsigned long long)hi; }
#define LN__VS_IN(x, hi) _Generic((x) + 0, unsigned: ln__vs_in_u, unsigned long: ln__vs_in_u, \
    unsigned long long: ln__vs_in_u, default: ln__vs_in_s)((x), (hi))
/* x clamped into [0, hi] at its full width (a huge unsigned x is hi, a huge negative one 0) */
LN_INLINE int ln__vs_clamp_s(long long x, int hi) { return x < 0 ? 0 : x > hi ? hi : (int)x; }
LN_INLINE int ln__vs_clamp_u(unsigned long long x, int hi) { return x > (unsigned long long)hi ? hi : (int)x; }
#define LN__VS_CLAMP(x, hi) _Generic((x) + 0, unsigned: ln__vs_clamp_u, unsigned long: ln__vs_clamp_u, \
    unsigned long long: ln__vs_clamp_u, default: ln__vs_clamp_s)((x), (hi))
/* the edge switch shared by the *_edge macros: W, Z: expressions for wrap / zero; BAD: 1 when
 * an index is outside the source */
#define LN__VS_EDGE(e, o, W, Z, BAD) __extension__({ ln_status ln__st = LN_OK; \
    if (!(o)) ln__st = LN_ENULL; else switch ((e) + 0) { /* e at its full width */ \
      case LN_EDGE_WRAP: *(o) = (W); break; \
      case LN_EDGE_ZERO: *(o) = (Z); break; \
      case LN_EDGE_ERROR: if (BAD) ln__st = LN_EINDEX; else *(o) = (W); break; \
      default: ln__st = LN_EINVAL; } \
    ln__st; })

/* ---- ln_rearrange ---- */
#define ln_rearrange(v, s) LN__VS_G(v, ln__vs_p1_)(v, s)
#define ln_rearrange_zero(v, s) LN__VS_G(v, ln__vs_pz_)(v, s)
#define ln_rearrange_checked(v, s, out) ln_rearrange_edge(v, s, LN_EDGE_ERROR, out)
#define ln_rearrange_edge(v, s, e, out) __extension__({ \
    __typeof__(v) ln__v = (v); __typeof__(s) ln__s = (s); __typeof__(v) *ln__o = (out); \
    LN__VS_EDGE(e, ln__o, ln_rearrange(ln__v, ln__s), ln_rearrange_zero(ln__v, ln__s), \
                LN__VS_ANYNEG(ln__s.ix)); })
/* ---- ln_rearrange_masked ---- */
#define ln_rearrange_masked(v, s, m) __extension__({ \
    __typeof__(v) ln__v = (v); __typeof__(s) ln__s = (s); __typeof__(m) ln__m = (m); \
    LN__VS_MASKCHK(ln__v, ln__m); LN__VS_G(ln__v, ln__vs_pm_)(ln__v, ln__s, ln__m); })
#define ln_rearrange_masked_checked(v, s, m, out) __extension__({ \
    __typeof__(v) ln__v = (v); __typeof__(s) ln__s = (s); __typeof__(m) ln__m = (m); \
    __typeof__(v) *ln__o = (out); LN__VS_MASKCHK(ln__v, ln__m); \
    ln_status ln__st = !ln__o ? LN_ENULL : \
        LN__VS_ANYNEG(LN__VS_G(ln__v, ln__vs_m2c_)(ln__m) & ln__s.ix) ? LN_EINDEX : LN_OK; \
    if (ln__st == LN_OK) *ln__o = LN__VS_G(ln__v, ln__vs_pm_)(ln__v, ln__s, ln__m); \
    ln__st; })
/* ---- ln_rearrange2 ---- */
#define ln_rearrange2(v, s, w) LN__VS_G(v, ln__vs_p2_)(v, w, s)
/* ---- ln_lane_is_valid ---- */
#define ln_lane_is_valid(s, v) LN__VS_G(v, ln__vs_c2m_)((s).ix >= 0)

/* ---- ln_select_from ---- */
/* index helpers of v's type: sw/s2w wrap modulo N / 2N; sz: -1 where outside [0, lim) */
#define LN__VS_SW(x, v) LN__VS_G(v, ln__vs_sw_)(x)
#define LN__VS_SZ(x, v, lim) LN__VS_G(v, ln__vs_sz_)(x, lim)
#define ln_select_from(x, v) __extension__({ __typeof__(v) ln__v = (v); \
    LN__VS_G(ln__v, ln__vs_p1_)(ln__v, LN__VS_SW(x, ln__v)); })
#define ln_select_from_checked(x, v, out) ln_select_from_edge(x, v, LN_EDGE_ERROR, out)
#define ln_select_from_edge(x, v, e, out) __extension__({ \
    __typeof__(v) ln__v = (v); __typeof__(v) ln__x = (x); __typeof__(v) *ln__o = (out); \
    LN__VS_EDGE(e, ln__o, LN__VS_G(ln__v, ln__vs_p1_)(ln__v, LN__VS_SW(ln__x, ln__v)), \
                LN__VS_G(ln__v, ln__vs_pz_)(ln__v, LN__VS_SZ(ln__x, ln__v, ln_lanes(ln__v))), \
                LN__VS_ANYNEG(LN__VS_SZ(ln__x, ln__v, ln_lanes(ln__v)).ix)); })
#define ln_select_from_masked(x, v, m) __extension__({ __typeof__(v) ln__v2 = (v); \
    ln_rearrange_masked(ln__v2, LN__VS_SW(x, ln__v2), m); })
#define ln_select_from2(x, v1, v2) __extension__({ __typeof__(v1) ln__v = (v1); \
    LN__VS_G(ln__v, ln__vs_p2_)(ln__v, v2, LN__VS_G(ln__v, ln__vs_s2w_)(x)); })
#define ln_select_from2_edge(x, v1, v2, e, out) __extension__({ \
    __typeof__(v1) ln__v = (v1); __typeof__(v1) ln__w = (v2); __typeof__(v1) ln__x = (x); \
    __typeof__(v1) *ln__o = (out); \
    LN__VS_EDGE(e, ln__o, LN__VS_G(ln__v, ln__vs_p2_)(ln__v, ln__w, LN__VS_G(ln__v, ln__vs_s2w_)(ln__x)), \
                LN__VS_G(ln__v, ln__vs_p2z_)(ln__v, ln__w, LN__VS_SZ(ln__x, ln__v, 2 * ln_lanes(ln__v))), \
                LN__VS_ANYNEG(LN__VS_SZ(ln__x, ln__v, 2 * ln_lanes(ln__v)).ix)); })

/* ---- ln_lookup ---- */
#define ln_lookup(t, x) __extension__({ __typeof__(t) ln__t = (t); __typeof__(x) ln__x = (x); \
    LN__VS_IDXCHK(ln__t, ln__x); ln_rearrange(ln__t, LN__VS_G(ln__t, ln__vs_lkw_)(LN__VS_XU(ln__x))); })
#define ln_lookup_zero(t, x) __extension__({ __typeof__(t) ln__t = (t); __typeof__(x) ln__x = (x); \
    LN__VS_IDXCHK(ln__t, ln__x); ln_rearrange_zero(ln__t, LN__VS_G(ln__t, ln__vs_lkz_)(LN__VS_XU(ln__x))); })
#define ln_lookup_checked(t, x, out) ln_lookup_edge(t, x, LN_EDGE_ERROR, out)
#define ln_lookup_edge(t, x, e, out) __extension__({ \
    __typeof__(t) ln__t = (t); __typeof__(x) ln__x = (x); __typeof__(t) *ln__o = (out); \
    LN__VS_IDXCHK(ln__t, ln__x); \
    LN__VS_EDGE(e, ln__o, ln_rearrange(ln__t, LN__VS_G(ln__t, ln__vs_lkw_)(LN__VS_XU(ln__x))), \
                ln_rearrange_zero(ln__t, LN__VS_G(ln__t, ln__vs_lkz_)(LN__VS_XU(ln__x))), \
                LN__VS_ANYNEG(LN__VS_G(ln__t, ln__vs_lkz_)(LN__VS_XU(ln__x)).ix)); })
#define ln_lookup2(t0, t1, x) __extension__({ __typeof__(t0) ln__t = (t0); __typeof__(x) ln__x = (x); \
    LN__VS_IDXCHK(ln__t, ln__x); ln_rearrange2(ln__t, LN__VS_G(ln__t, ln__vs_lk2_)(LN__VS_XU(ln__x)), t1); })
#define ln_lookup2_zero(t0, t1, x) __extension__({ __typeof__(t0) ln__t = (t0); __typeof__(x) ln__x = (x); \
    LN__VS_IDXCHK(ln__t, ln__x); LN__VS_G(ln__t, ln__vs_p2z_)(ln__t, t1, LN__VS_G(ln__t, ln__vs_lk2z_)(LN__VS_XU(ln__x))); })
#define ln_lookup2_checked(t0, t1, x, out) ln_lookup2_edge(t0, t1, x, LN_EDGE_ERROR, out)
#define ln_lookup2_edge(t0, t1, x, e, out) __extension__({ \
    __typeof__(t0) ln__t = (t0); __typeof__(t0) ln__u = (t1); __typeof__(x) ln__x = (x); \
    __typeof__(t0) *ln__o = (out); LN__VS_IDXCHK(ln__t, ln__x); \
    LN__VS_EDGE(e, ln__o, ln_rearrange2(ln__t, LN__VS_G(ln__t, ln__vs_lk2_)(LN__VS_XU(ln__x)), ln__u), \
                LN__VS_G(ln__t, ln__vs_p2z_)(ln__t, ln__u, LN__VS_G(ln__t, ln__vs_lk2z_)(LN__VS_XU(ln__x))), \
                LN__VS_ANYNEG(LN__VS_G(ln__t, ln__vs_lk2z_)(LN__VS_XU(ln__x)).ix)); })

/* ---- ln_slice ---- */
#define ln_slice(v, o, w) __extension__({ __typeof__(v) ln__v = (v); \
    ln_rearrange2(ln__v, LN__VS_N(ln__v, ln__vs_slice)(LN__VS_CLAMP(o, ln_lanes(ln__v))), w); })
#define ln_slice1(v, o) __extension__({ __typeof__(v) ln__v1 = (v); ln_slice(ln__v1, o, (__typeof__(v)){0}); })
#define ln_slice_checked(v, o, w, out) __extension__({ \
    __typeof__(v) ln__cv = (v); __typeof__((o) + 0) ln__o = (o); __typeof__(v) ln__cw = (w); \
    __typeof__(v) *ln__out = (out); \
    ln_status ln__st = !ln__out ? LN_ENULL : LN__VS_IN(ln__o, ln_lanes(ln__cv)) ? LN_OK : LN_EINDEX; \
    if (ln__st == LN_OK) *ln__out = ln_slice(ln__cv, (int)ln__o, ln__cw); \
    ln__st; })
/* ---- ln_unslice ---- */
#define ln_unslice(v, o, w, part) __extension__({ __typeof__(v) ln__v = (v); \
    ln_rearrange2(ln__v, LN__VS_N(ln__v, ln__vs_unslice)(LN__VS_CLAMP(o, ln_lanes(ln__v)), (part) != 0), w); })
#define ln_unslice1(v, o) __extension__({ __typeof__(v) ln__v1 = (v); \
    ln_unslice(ln__v1, o, (__typeof__(v)){0}, 0); })
#define ln_unslice_checked(v, o, w, part, out) __extension__({ \
    __typeof__(v) ln__cv = (v); __typeof__((o) + 0) ln__o = (o); __typeof__(v) ln__cw = (w); \
    __typeof__((part) + 0) ln__p = (part); __typeof__(v) *ln__out = (out); \
    ln_status ln__st = !ln__out ? LN_ENULL : \
        LN__VS_IN(ln__o, ln_lanes(ln__cv)) && LN__VS_IN(ln__p, 1) ? LN_OK : LN_EINDEX; \
    if (ln__st == LN_OK) *ln__out = ln_unslice(ln__cv, (int)ln__o, ln__cw, (int)ln__p); \
    ln__st; })
/* ---- ln_reverse ---- */
#define ln_reverse(v) __extension__({ __typeof__(v) ln__v = (v); \
    ln_rearrange(ln__v, LN__VS_N(ln__v, ln__vs_rev)()); })
/* ---- ln_rotate_lanes ---- */
#define ln_rotate_lanes(v, n) __extension__({ __typeof__(v) ln__v = (v); \
    ln_rearrange(ln__v, LN__VS_N(ln__v, ln__vs_rot)(n)); })
/* ---- ln_shift_lanes ---- */
#define ln_shift_lanes(v, n) __extension__({ __typeof__(v) ln__v = (v); \
    ln_rearrange_zero(ln__v, LN__VS_N(ln__v, ln__vs_shift)(n)); })
/* ---- ln_zip ---- */
#define ln_zip(a, b, part) __extension__({ __typeof__(a) ln__v = (a); \
    ln_rearrange2(ln__v, LN__VS_N(ln__v, ln__vs_zip)(part), b); })
/* ---- ln_unzip ---- */
#define ln_unzip(a, b, part) __extension__({ __typeof__(a) ln__v = (a); \
    ln_rearrange2(ln__v, LN__VS_N(ln__v, ln__vs_unzip)(part), b); })
#endif /* LANES_VSHUFFLE_H */
