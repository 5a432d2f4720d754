/* ln_array_compress_cmp on the AVX-512 paths (included by array_avx512.c): compare, compress
 * and store in one pass, 64 bytes per vector.  Per vector: vpcmp / vcmpps into a k mask,
 * vpcompress into a register (the memory form is microcoded and slow on Zen 4, and slower
 * than the register form on Zen 5: array_avx512.c, "Compaction"), then a masked store of exactly popcount(k) elements; 4- and 8-byte elements
 * two vectors per turn.  The last partial vector is loaded with a masked load (nothing read
 * past src + n) and its comparison masked to the loaded lanes.  1- and 2-byte elements need
 * vpcompressb/w (VBMI2): without it the hook returns SIZE_MAX and tpl_compress_cmp.h's loop
 * (mask bytes, then the compaction kernel) runs.  In place (out == src) is fine: every store
 * ends at or before the end of the vectors just loaded.
 * Comparison predicates: integers by vpcmp{,u}{b,w,d,q} (signed or unsigned), floats by the
 * ordered, quiet predicates (LT_OQ LE_OQ GT_OQ GE_OQ EQ_OQ) and NEQ_UQ for NE: C's results,
 * NaN included. */

/* LN__PREFETCH_ON(bytes): whether a call prefetches its output, 512 bytes ahead once per loop
 * turn: on the avx512vbmi2 path (Zen 5) for inputs of 1 MiB and more.  A masked store to a line
 * that is not in the cache is slow there (any mask, all-ones too): filtering 64 MiB of floats by
 * x > t, 50% kept, ran at 21 GB/s with the masked stores alone, 26 with the prefetch, 28 for
 * whole-register stores that write past the kept elements (which lanes must not do).  Not below
 * 1 MiB: over 16 KiB (in L1) the loop with the prefetch measured 4-7% slower.  A prefetch never
 * faults. */
#if defined(LN_AVX512_VBMI2) && !defined(LN_AVX512_INTEL) && !defined(LN_AVX512_ZEN4)
#define LN__PREFETCH_ON(bytes) ((bytes) >= ((size_t)1 << 20))
#else
#define LN__PREFETCH_ON(bytes) 0
#endif

/* the first c of a KT mask's bits, c <= its width (no branch: bzhi keeps all 64 bits for c = 64) */
#define LN__CC_FIRSTN(KT, c) (KT)_bzhi_u64(~0ull, (unsigned)(c))

/* one loop per (type, op): the predicate P must be an immediate.  ES element bytes, NL lanes,
 * KT mask type, CMPF(v, t, P) the comparison, COMP / MST / MLD the compress, masked store
 * and masked load of ES-byte lanes, POPC the population count of a KT. */
#define LN__CC_FN(name, ES, NL, KT, CMPF, P, COMP, MST, MLD, POPC, LD)                           \
  static inline __attribute__((always_inline)) size_t cc_body_##name(uint8_t *out, const uint8_t *src, \
                                                                     size_t n, __m512i t, const int pf) { \
    size_t k = 0, i = 0;                                                                       \
    if (ES >= 4)                                                                               \
      for (; i + 2 * NL <= n; i += 2 * NL) {                                                   \
        if (pf) __builtin_prefetch((const void *)(out + ES * k + 512), 1, 3);                 \
        __m512i v0 = LD(src + ES * i), v1 = LD(src + ES * i + 64);                             \
        KT m0 = CMPF(v0, t, P), m1 = CMPF(v1, t, P);                                           \
        __m512i c0 = COMP(m0, v0), c1 = COMP(m1, v1);                                          \
        unsigned p0 = (unsigned)POPC(m0), p1 = (unsigned)POPC(m1);                             \
        MST((void *)(out + ES * k), LN__CC_FIRSTN(KT, p0), c0);                               \
        MST((void *)(out + ES * (k + p0)), LN__CC_FIRSTN(KT, p1), c1);                        \
        k += p0 + p1;                                                                          \
      }                                                                                        \
    for (; i + NL <= n; i += NL) {                                                             \
      if (pf) __builtin_prefetch((const void *)(out + ES * k + 512), 1, 3);                   \
      __m512i v = LD(src + ES * i);                                                            \
      KT m = CMPF(v, t, P);                                                                    \
      unsigned p = (unsigned)POPC(m);                                                          \
      MST((void *)(out + ES * k), LN__CC_FIRSTN(KT, p), COMP(m, v));                          \
      k += p;                                                                                  \
    }                                                                                          \
    if (i < n) {                                                                               \
      KT kf = LN__CC_FIRSTN(KT, n - i);                                                        \
      __m512i v = MLD(kf, (const void *)(src + ES * i));                                       \
      KT m = (KT)(CMPF(v, t, P) & kf);                                                         \
      unsigned p = (unsigned)POPC(m);                                                          \
      MST((void *)(out + ES * k), LN__CC_FIRSTN(KT, p), COMP(m, v));                          \
      k += p;                                                                                  \
    }                                                                                          \
    return k;                                                                                  \
  }                                                                                            \
  /* the prefetching copy in a function of its own: the loop without it stays as it was */    \
  static __attribute__((noinline, unused)) size_t cc_pf_##name(uint8_t *out, const uint8_t *src, \
                                                               size_t n, __m512i t) {           \
    return cc_body_##name(out, src, n, t, 1);                                                  \
  }                                                                                            \
  static size_t cc_##name(uint8_t *out, const uint8_t *src, size_t n, __m512i t) {            \
    if (LN__PREFETCH_ON(ES * n)) return cc_pf_##name(out, src, n, t);                          \
    return cc_body_##name(out, src, n, t, 0);                                                  \
  }

#define LN__CC_POPC32(m) __builtin_popcount((unsigned)(m))
#define LN__CC_POPC64(m) __builtin_popcountll((unsigned long long)(m))
/* floats loaded, compared and compressed as floats: with an integer load or compress GCC 12
 * loaded each vector twice (once per register type) */
#define LN__CC_LDI(p) _mm512_loadu_si512((const void *)(p))
#define LN__CC_LDF(p) _mm512_castps_si512(_mm512_loadu_ps((const void *)(p)))
#define LN__CC_LDD(p) _mm512_castpd_si512(_mm512_loadu_pd((const void *)(p)))
#define LN__CC_COMPPS(m, v) _mm512_castps_si512(_mm512_maskz_compress_ps(m, _mm512_castsi512_ps(v)))
#define LN__CC_COMPPD(m, v) _mm512_castpd_si512(_mm512_maskz_compress_pd(m, _mm512_castsi512_pd(v)))
#define LN__CC_PS(v, t, P) _mm512_cmp_ps_mask(_mm512_castsi512_ps(v), _mm512_castsi512_ps(t), P)
#define LN__CC_PD(v, t, P) _mm512_cmp_pd_mask(_mm512_castsi512_pd(v), _mm512_castsi512_pd(t), P)

/* the six loops of one type, ops in ln_cmp_op order (lt le gt ge eq ne), and their table */
#define LN__CC_TYPE(ty, ES, NL, KT, CMPF, Plt, Ple, Pgt, Pge, Peq, Pne, COMP, MST, MLD, POPC, LD) \
  LN__CC_FN(ty##_lt, ES, NL, KT, CMPF, Plt, COMP, MST, MLD, POPC, LD)                          \
  LN__CC_FN(ty##_le, ES, NL, KT, CMPF, Ple, COMP, MST, MLD, POPC, LD)                          \
  LN__CC_FN(ty##_gt, ES, NL, KT, CMPF, Pgt, COMP, MST, MLD, POPC, LD)                          \
  LN__CC_FN(ty##_ge, ES, NL, KT, CMPF, Pge, COMP, MST, MLD, POPC, LD)                          \
  LN__CC_FN(ty##_eq, ES, NL, KT, CMPF, Peq, COMP, MST, MLD, POPC, LD)                          \
  LN__CC_FN(ty##_ne, ES, NL, KT, CMPF, Pne, COMP, MST, MLD, POPC, LD)
#define LN__CC_INT_P _MM_CMPINT_LT, _MM_CMPINT_LE, _MM_CMPINT_NLE, _MM_CMPINT_NLT, _MM_CMPINT_EQ, _MM_CMPINT_NE
#define LN__CC_FLT_P _CMP_LT_OQ, _CMP_LE_OQ, _CMP_GT_OQ, _CMP_GE_OQ, _CMP_EQ_OQ, _CMP_NEQ_UQ
/* the macro arguments are expanded before LN__CC_TYPE sees them: one more level */
#define LN__CC_TYPE_X(...) LN__CC_TYPE(__VA_ARGS__)

LN__CC_TYPE_X(i32, 4, 16, __mmask16, _mm512_cmp_epi32_mask, LN__CC_INT_P, _mm512_maskz_compress_epi32,
              _mm512_mask_storeu_epi32, _mm512_maskz_loadu_epi32, LN__CC_POPC32, LN__CC_LDI)
LN__CC_TYPE_X(u32, 4, 16, __mmask16, _mm512_cmp_epu32_mask, LN__CC_INT_P, _mm512_maskz_compress_epi32,
              _mm512_mask_storeu_epi32, _mm512_maskz_loadu_epi32, LN__CC_POPC32, LN__CC_LDI)
LN__CC_TYPE_X(f32, 4, 16, __mmask16, LN__CC_PS, LN__CC_FLT_P, LN__CC_COMPPS,
              _mm512_mask_storeu_epi32, _mm512_maskz_loadu_epi32, LN__CC_POPC32, LN__CC_LDF)
LN__CC_TYPE_X(i64, 8, 8, __mmask8, _mm512_cmp_epi64_mask, LN__CC_INT_P, _mm512_maskz_compress_epi64,
              _mm512_mask_storeu_epi64, _mm512_maskz_loadu_epi64, LN__CC_POPC32, LN__CC_LDI)
LN__CC_TYPE_X(u64, 8, 8, __mmask8, _mm512_cmp_epu64_mask, LN__CC_INT_P, _mm512_maskz_compress_epi64,
              _mm512_mask_storeu_epi64, _mm512_maskz_loadu_epi64, LN__CC_POPC32, LN__CC_LDI)
LN__CC_TYPE_X(f64, 8, 8, __mmask8, LN__CC_PD, LN__CC_FLT_P, LN__CC_COMPPD,
              _mm512_mask_storeu_epi64, _mm512_maskz_loadu_epi64, LN__CC_POPC32, LN__CC_LDD)
#ifdef LN_AVX512_VBMI2
LN__CC_TYPE_X(i16, 2, 32, __mmask32, _mm512_cmp_epi16_mask, LN__CC_INT_P, _mm512_maskz_compress_epi16,
              _mm512_mask_storeu_epi16, _mm512_maskz_loadu_epi16, LN__CC_POPC32, LN__CC_LDI)
LN__CC_TYPE_X(u16, 2, 32, __mmask32, _mm512_cmp_epu16_mask, LN__CC_INT_P, _mm512_maskz_compress_epi16,
              _mm512_mask_storeu_epi16, _mm512_maskz_loadu_epi16, LN__CC_POPC32, LN__CC_LDI)
LN__CC_TYPE_X(i8, 1, 64, __mmask64, _mm512_cmp_epi8_mask, LN__CC_INT_P, _mm512_maskz_compress_epi8,
              _mm512_mask_storeu_epi8, _mm512_maskz_loadu_epi8, LN__CC_POPC64, LN__CC_LDI)
LN__CC_TYPE_X(u8, 1, 64, __mmask64, _mm512_cmp_epu8_mask, LN__CC_INT_P, _mm512_maskz_compress_epi8,
              _mm512_mask_storeu_epi8, _mm512_maskz_loadu_epi8, LN__CC_POPC64, LN__CC_LDI)
#define LN__CC_ROW(ty) {cc_##ty##_lt, cc_##ty##_le, cc_##ty##_gt, cc_##ty##_ge, cc_##ty##_eq, cc_##ty##_ne}
#define LN__CC_ROW_NARROW(ty) LN__CC_ROW(ty)
#else
#define LN__CC_ROW(ty) {cc_##ty##_lt, cc_##ty##_le, cc_##ty##_gt, cc_##ty##_ge, cc_##ty##_eq, cc_##ty##_ne}
#define LN__CC_ROW_NARROW(ty) {0, 0, 0, 0, 0, 0}
#endif

#define LN_TPL_HAS_COMPRESS_CMP 1
static size_t compress_cmp_isa(uint8_t *out, const uint8_t *src, size_t n, unsigned type, unsigned op,
                               const void *operand) {
  typedef size_t (*cc_fn)(uint8_t *, const uint8_t *, size_t, __m512i);
  static const cc_fn fns[10][6] = {LN__CC_ROW_NARROW(i8), LN__CC_ROW_NARROW(i16), LN__CC_ROW(i32),
                                   LN__CC_ROW(i64),       LN__CC_ROW(f32),        LN__CC_ROW(f64),
                                   LN__CC_ROW_NARROW(u8), LN__CC_ROW_NARROW(u16), LN__CC_ROW(u32),
                                   LN__CC_ROW(u64)};
  static const uint8_t tl2[10] = {0, 1, 2, 3, 2, 3, 0, 1, 2, 3};
  cc_fn f = fns[type][op];
  if (!f) return SIZE_MAX;
  __m512i t;
  switch (tl2[type]) { /* the operand broadcast to every lane (read once) */
    case 0: { uint8_t x; memcpy(&x, operand, 1); t = _mm512_set1_epi8((char)x); break; }
    case 1: { uint16_t x; memcpy(&x, operand, 2); t = _mm512_set1_epi16((short)x); break; }
    case 2: { uint32_t x; memcpy(&x, operand, 4); t = _mm512_set1_epi32((int)x); break; }
    default: { uint64_t x; memcpy(&x, operand, 8); t = _mm512_set1_epi64((long long)x); break; }
  }
  return f(out, src, n, t);
}
#undef LN__CC_ROW
#undef LN__CC_ROW_NARROW
#undef LN__CC_TYPE_X
#undef LN__CC_TYPE
#undef LN__CC_INT_P
#undef LN__CC_FLT_P
#undef LN__CC_FN
#undef LN__CC_PS
#undef LN__CC_LDI
#undef LN__CC_COMPPS
#undef LN__CC_COMPPD
#undef LN__CC_LDF
#undef LN__CC_LDD
#undef LN__CC_PD
#undef LN__CC_POPC32
#undef LN__CC_POPC64
#undef LN__CC_FIRSTN
#undef LN__PREFETCH_ON
