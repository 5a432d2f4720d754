#ifndef LANES_IMPL_X86_GATHER_H
#define LANES_IMPL_X86_GATHER_H
/* Internal: x86 kernels of lanes/gather.h.  Each returns 0 (-1 for counts) when it does not
 * apply to (esz, n), and the portable code runs instead.
 *
 * Measured here (Zen 5, int8 with random masks, TSC ticks per op): masked load 1.4-2.4 with
 * vpmaskmovd / AVX-512 masked moves vs 14-17 for the scalar loop over the set lanes; masked
 * store 1-2 vs 6-8.  compress_store (in-register compress + masked store) measured 6.5-8.4 vs
 * 6.4-9 for the scalar loop: a tie within this busy machine's noise, kept for its lack of
 * branches on the mask.  Known from before: gathers and
 * scatters through vpgather/vpscatter lose to the scalar loop over the active lanes for
 * L1-resident data (vpgatherdd zmm ~17 cycles, vpscatterdd zmm ~24), so ln_gather/ln_scatter
 * and the index forms have no kernel here: the mask is turned into bits with one movemask
 * and only the set lanes are visited.  vpcompress* to memory is slow (~72 cycles), so
 * compress_store compresses in a register and stores with a masked move.  AVX-512 masked
 * moves (vmovdqu8/16/32/64 with a k mask) suppress faults on masked-off lanes, as do AVX2's
 * vpmaskmovd/q, so they implement masked and first-N loads and stores exactly. */
#if LN_TARGET_AVX2 /* the kernels below need AVX2 or AVX-512 */
#include <immintrin.h>
#include <string.h>

#define LN__NB(esz, n) ((esz) * (size_t)((n) == 3 ? 4 : (n)))

#if LN_TARGET_AVX512
/* One masked load of up to 64 bytes: lanes with a clear bit keep r's value. */
LN_INLINE void ln__x86_mload(void *r, const void *p, uint64_t k, size_t esz, size_t nb) {
  if (nb <= 16) {
    __m128i x = _mm_setzero_si128();
    memcpy(&x, r, nb);
    switch (esz) {
      case 1: x = _mm_mask_loadu_epi8(x, (__mmask16)k, p); break;
      case 2: x = _mm_mask_loadu_epi16(x, (__mmask8)k, p); break;
      case 4: x = _mm_mask_loadu_epi32(x, (__mmask8)k, p); break;
      default: x = _mm_mask_loadu_epi64(x, (__mmask8)k, p); break;
    }
    memcpy(r, &x, nb);
  } else if (nb == 32) {
    __m256i x;
    memcpy(&x, r, 32);
    switch (esz) {
      case 1: x = _mm256_mask_loadu_epi8(x, (__mmask32)k, p); break;
      case 2: x = _mm256_mask_loadu_epi16(x, (__mmask16)k, p); break;
      case 4: x = _mm256_mask_loadu_epi32(x, (__mmask8)k, p); break;
      default: x = _mm256_mask_loadu_epi64(x, (__mmask8)k, p); break;
    }
    memcpy(r, &x, 32);
  } else {
    __m512i x;
    memcpy(&x, r, 64);
    switch (esz) {
      case 1: x = _mm512_mask_loadu_epi8(x, (__mmask64)k, p); break;
      case 2: x = _mm512_mask_loadu_epi16(x, (__mmask32)k, p); break;
      case 4: x = _mm512_mask_loadu_epi32(x, (__mmask16)k, p); break;
      default: x = _mm512_mask_loadu_epi64(x, (__mmask8)k, p); break;
    }
    memcpy(r, &x, 64);
  }
}
/* One masked store of up to 64 bytes: only lanes with a set bit are written. */
LN_INLINE void ln__x86_mstore(void *p, const void *v, uint64_t k, size_t esz, size_t nb) {
  if (nb <= 16) {
    __m128i x = _mm_setzero_si128();
    memcpy(&x, v, nb);
    switch (esz) {
      case 1: _mm_mask_storeu_epi8(p, (__mmask16)k, x); break;
      case 2: _mm_mask_storeu_epi16(p, (__mmask8)k, x); break;
      case 4: _mm_mask_storeu_epi32(p, (__mmask8)k, x); break;
      default: _mm_mask_storeu_epi64(p, (__mmask8)k, x); break;
    }
  } else if (nb == 32) {
    __m256i x;
    memcpy(&x, v, 32);
    switch (esz) {
      case 1: _mm256_mask_storeu_epi8(p, (__mmask32)k, x); break;
      case 2: _mm256_mask_storeu_epi16(p, (__mmask16)k, x); break;
      case 4: _mm256_mask_storeu_epi32(p, (__mmask8)k, x); break;
      default: _mm256_mask_storeu_epi64(p, (__mmask8)k, x); break;
    }
  } else {
    __m512i x;
    memcpy(&x, v, 64);
    switch (esz) {
      case 1: _mm512_mask_storeu_epi8(p, (__mmask64)k, x); break;
      case 2: _mm512_mask_storeu_epi16(p, (__mmask32)k, x); break;
      case 4: _mm512_mask_storeu_epi32(p, (__mmask16)k, x); break;
      default: _mm512_mask_storeu_epi64(p, (__mmask8)k, x); break;
    }
  }
}
#elif LN_TARGET_AVX2
/* AVX2 vpmaskmovd/q: 4- and 8-byte lanes, up to 32 bytes.  The lane mask from the bits. */
LN_INLINE __m256i ln__x86_bits_to_vec(uint64_t k, size_t esz) {
  if (esz == 4) {
    const __m256i sel = _mm256_setr_epi32(1, 2, 4, 8, 16, 32, 64, 128);
    return _mm256_cmpeq_epi32(_mm256_and_si256(_mm256_set1_epi32((int)k), sel), sel);
  }
  const __m256i sel = _mm256_setr_epi64x(1, 2, 4, 8);
  return _mm256_cmpeq_epi64(_mm256_and_si256(_mm256_set1_epi64x((long long)k), sel), sel);
}
#endif

/* ---- ln_load_masked ---- */
LN_INLINE int ln__x86_load_masked(void *r, const void *p, uint64_t act, size_t esz, int n) {
  size_t nb = LN__NB(esz, n);
#if LN_TARGET_AVX512
  if (nb <= 64) {
    ln__x86_mload(r, p, act, esz, nb);
  } else {
    size_t h = 64 / esz;
    ln__x86_mload(r, p, act & LN__ALLBITS(h), esz, 64);
    ln__x86_mload((char *)r + 64, (const char *)p + 64, act >> h, esz, 64);
  }
  return 1;
#elif LN_TARGET_AVX2
  if (esz < 4 || nb > 32) return 0;
  __m256i m = ln__x86_bits_to_vec(act, esz), x = _mm256_setzero_si256();
  memcpy(&x, r, nb);  /* nb >= 8: the upper lanes of a smaller vector are inactive */
  if (nb <= 16) {
    __m128i m1 = _mm256_castsi256_si128(m), x1 = _mm256_castsi256_si128(x);
    __m128i l = esz == 4 ? _mm_maskload_epi32((const int *)p, m1) : _mm_maskload_epi64((const long long *)p, m1);
    x1 = _mm_blendv_epi8(x1, l, m1);
    memcpy(r, &x1, nb);
  } else {
    __m256i l = esz == 4 ? _mm256_maskload_epi32((const int *)p, m) : _mm256_maskload_epi64((const long long *)p, m);
    x = _mm256_blendv_epi8(x, l, m);
    memcpy(r, &x, nb);
  }
  return 1;
#else
  (void)r, (void)p, (void)act, (void)nb;
  return 0;
#endif
}

/* ---- ln_store_masked ---- */
LN_INLINE int ln__x86_store_masked(void *p, const void *v, uint64_t act, size_t esz, int n) {
  size_t nb = LN__NB(esz, n);
#if LN_TARGET_AVX512
  if (nb <= 64) {
    ln__x86_mstore(p, v, act, esz, nb);
  } else {
    size_t h = 64 / esz;
    ln__x86_mstore(p, v, act & LN__ALLBITS(h), esz, 64);
    ln__x86_mstore((char *)p + 64, (const char *)v + 64, act >> h, esz, 64);
  }
  return 1;
#elif LN_TARGET_AVX2
  if (esz < 4 || nb > 32) return 0;
  __m256i m = ln__x86_bits_to_vec(act, esz), x = _mm256_setzero_si256();
  memcpy(&x, v, nb);
  if (nb <= 16) {
    __m128i m1 = _mm256_castsi256_si128(m), x1 = _mm256_castsi256_si128(x);
    if (esz == 4) _mm_maskstore_epi32((int *)p, m1, x1);
    else _mm_maskstore_epi64((long long *)p, m1, x1);
  } else {
    if (esz == 4) _mm256_maskstore_epi32((int *)p, m, x);
    else _mm256_maskstore_epi64((long long *)p, m, x);
  }
  return 1;
#else
  (void)p, (void)v, (void)act, (void)nb;
  return 0;
#endif
}

#if LN_TARGET_AVX512
/* Compress (dir 0) or expand (dir 1) the lanes of one vector of up to 64 bytes in a
 * register; lanes not written are 0.  Returns 0 when the element width needs VBMI2. */
LN_INLINE int ln__x86_cx(void *r, const void *v, uint64_t k, size_t esz, size_t nb, int dir) {
  if (esz < 4 && !LN_TARGET_AVX512VBMI2) return 0;
#if LN_TARGET_AVX512VBMI2
#define LN__CX8(W, K8, K16) case 1: x = dir ? W##_maskz_expand_epi8((K8)k, x) : W##_maskz_compress_epi8((K8)k, x); break; \
                      case 2: x = dir ? W##_maskz_expand_epi16((K16)k, x) : W##_maskz_compress_epi16((K16)k, x); break;
#else
#define LN__CX8(W, K8, K16)
#endif
  if (nb <= 16) {
    __m128i x = _mm_setzero_si128();
    memcpy(&x, v, nb);
    switch (esz) {
      LN__CX8(_mm, __mmask16, __mmask8)
      case 4: x = dir ? _mm_maskz_expand_epi32((__mmask8)k, x) : _mm_maskz_compress_epi32((__mmask8)k, x); break;
      default: x = dir ? _mm_maskz_expand_epi64((__mmask8)k, x) : _mm_maskz_compress_epi64((__mmask8)k, x); break;
    }
    memcpy(r, &x, nb);
  } else if (nb == 32) {
    __m256i x;
    memcpy(&x, v, 32);
    switch (esz) {
      LN__CX8(_mm256, __mmask32, __mmask16)
      case 4: x = dir ? _mm256_maskz_expand_epi32((__mmask8)k, x) : _mm256_maskz_compress_epi32((__mmask8)k, x); break;
      default: x = dir ? _mm256_maskz_expand_epi64((__mmask8)k, x) : _mm256_maskz_compress_epi64((__mmask8)k, x); break;
    }
    memcpy(r, &x, 32);
  } else {
    __m512i x;
    memcpy(&x, v, 64);
    switch (esz) {
      LN__CX8(_mm512, __mmask64, __mmask32)
      case 4: x = dir ? _mm512_maskz_expand_epi32((__mmask16)k, x) : _mm512_maskz_compress_epi32((__mmask16)k, x); break;
      default: x = dir ? _mm512_maskz_expand_epi64((__mmask8)k, x) : _mm512_maskz_compress_epi64((__mmask8)k, x); break;
    }
    memcpy(r, &x, 64);
  }
#undef LN__CX8
  return 1;
}
#endif

/* ---- ln_compress ---- */
LN_INLINE int ln__x86_compress(void *r, const void *v, uint64_t act, size_t esz, int n) {
#if LN_TARGET_AVX512
  size_t nb = LN__NB(esz, n);
  if (nb <= 64) return ln__x86_cx(r, v, act, esz, nb, 0);
#endif
  (void)r, (void)v, (void)act, (void)esz, (void)n;
  return 0;
}

/* ---- ln_expand ---- */
LN_INLINE int ln__x86_expand(void *r, const void *v, uint64_t act, size_t esz, int n) {
#if LN_TARGET_AVX512
  size_t nb = LN__NB(esz, n);
  if (nb <= 64) {
    if (!ln__x86_cx(r, v, act, esz, nb, 1)) return 0;
    ln__pad3(r, esz, n);
    return 1;
  }
#endif
  (void)r, (void)v, (void)act, (void)esz, (void)n;
  return 0;
}

/* ---- ln_compress_store ---- */
/* Compress in a register, then one masked store of the first count lanes. */
LN_INLINE int ln__x86_compress_store(void *p, const void *v, uint64_t act, size_t esz, int n) {
#if LN_TARGET_AVX512
  size_t nb = LN__NB(esz, n);
  if (nb <= 64) {
    __m512i t = _mm512_setzero_si512();
    if (!ln__x86_cx(&t, v, act, esz, nb, 0)) return -1;
    int c = __builtin_popcountll(act);
    ln__x86_mstore(p, &t, LN__ALLBITS(c), esz, nb);
    return c;
  }
#endif
  (void)p, (void)v, (void)act, (void)esz, (void)n;
  return -1;
}

/* ---- ln_expand_load ---- */
/* One masked load of the first count elements, then expand in a register. */
LN_INLINE int ln__x86_expand_load(void *r, const void *p, uint64_t act, size_t esz, int n) {
#if LN_TARGET_AVX512
  size_t nb = LN__NB(esz, n);
  if (nb <= 64 && (esz >= 4 || LN_TARGET_AVX512VBMI2)) {
    __m512i t = _mm512_setzero_si512(), e = _mm512_setzero_si512();
    ln__x86_mload(&t, p, LN__ALLBITS(__builtin_popcountll(act)), esz, nb);
    ln__x86_cx(&e, &t, act, esz, nb, 1);
    /* active lanes from e, the others keep r (passthru): a masked move through memory */
    __m512i o;
    memcpy(&o, r, nb);
    ln__x86_mload(&o, &e, act, esz, nb);
    memcpy(r, &o, nb);
    return 1;
  }
#endif
  (void)r, (void)p, (void)act, (void)esz, (void)n;
  return 0;
}

#define LN__ISA_load_masked_any ln__x86_load_masked
#define LN__ISA_store_masked_any ln__x86_store_masked
#define LN__ISA_compress_any ln__x86_compress
#define LN__ISA_expand_any ln__x86_expand
#define LN__ISA_compress_store_any ln__x86_compress_store
#define LN__ISA_expand_load_any ln__x86_expand_load

#endif /* LN_TARGET_AVX2 */
#endif /* LANES_IMPL_X86_GATHER_H */
