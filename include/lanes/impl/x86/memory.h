#ifndef LANES_IMPL_X86_MEMORY_H
#define LANES_IMPL_X86_MEMORY_H
/* x86 F16C kernels for the float <-> binary16 conversions of vload_half / vstore_half
 * (LN__ISA_vload_half_any, LN__ISA_vstore_half_any; float data only).  VCVTPH2PS is exact; VCVTPS2PH
 * rounds once from float with the rounding mode in its immediate (0 nearest-even, 1 down,
 * 2 up, 3 toward zero), so both give the same results as the portable code.  The double
 * paths stay portable: going through float would round twice.  Uses the compiler builtins
 * behind _mm_cvtph_ps / _mm_cvtps_ph so that including lanes does not need <immintrin.h>. */
#if LN_TARGET_F16C

typedef short ln__x86_v8hi __attribute__((vector_size(16), aligned(16)));
typedef float ln__x86_v4sf __attribute__((vector_size(16), aligned(16)));
typedef float ln__x86_v8sf __attribute__((vector_size(32), aligned(32)));

/* ---- ln_vload_half ---- */
/* dst[i] = binary16 src[i] as float, i < n (n in 1, 2, 3, 4, 8, 16); reads exactly n halves. */
LN_INLINE void ln__ldh_f16c(float *dst, const void *src, unsigned n) {
  unsigned i = 0;
  for (; i + 8 <= n; i += 8) {
    ln__x86_v8hi h;
    __builtin_memcpy(&h, (const uint16_t *)src + i, 16);
    ln__x86_v8sf f = __builtin_ia32_vcvtph2ps256(h);
    __builtin_memcpy(dst + i, &f, 32);
  }
  if (i < n) {  /* 1..4 left */
    ln__x86_v8hi h = {0};
    __builtin_memcpy(&h, (const uint16_t *)src + i, (n - i) * 2u);
    ln__x86_v4sf f = __builtin_ia32_vcvtph2ps(h);
    __builtin_memcpy(dst + i, &f, (n - i) * 4u);
  }
}

/* ---- ln_vstore_half ---- */
/* dst[i] = binary16 of src[i], i < n (n in 1, 2, 3, 4, 8, 16), md = LN__RTE 0, LN__RTZ 1,
 * LN__RTP 2, LN__RTN 3; writes exactly n halves. */
LN_INLINE void ln__sthf_f16c(void *dst, const float *src, unsigned n, int md) {
  unsigned i = 0;
  for (; i + 8 <= n; i += 8) {
    ln__x86_v8sf f;
    ln__x86_v8hi h;
    __builtin_memcpy(&f, src + i, 32);
    switch (md) {
      case 1: h = __builtin_ia32_vcvtps2ph256(f, 3); break;
      case 2: h = __builtin_ia32_vcvtps2ph256(f, 2); break;
      case 3: h = __builtin_ia32_vcvtps2ph256(f, 1); break;
      default: h = __builtin_ia32_vcvtps2ph256(f, 0); break;
    }
    h |= ((h & 0x7fff) > 0x7c00) & 0x7fff; /* a NaN stores sign | 0x7fff, as the portable code */
    __builtin_memcpy((uint16_t *)dst + i, &h, 16);
  }
  if (i < n) {
    ln__x86_v4sf f = {0};
    ln__x86_v8hi h;
    __builtin_memcpy(&f, src + i, (n - i) * 4u);
    switch (md) {
      case 1: h = __builtin_ia32_vcvtps2ph(f, 3); break;
      case 2: h = __builtin_ia32_vcvtps2ph(f, 2); break;
      case 3: h = __builtin_ia32_vcvtps2ph(f, 1); break;
      default: h = __builtin_ia32_vcvtps2ph(f, 0); break;
    }
    h |= ((h & 0x7fff) > 0x7c00) & 0x7fff;
    __builtin_memcpy((uint16_t *)dst + i, &h, (n - i) * 2u);
  }
}
#define LN__ISA_vload_half_any ln__ldh_f16c
#define LN__ISA_vstore_half_any ln__sthf_f16c

#endif /* LN_TARGET_F16C */
#endif /* LANES_IMPL_X86_MEMORY_H */
