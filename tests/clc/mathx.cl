/* Math built-ins checked against MPFR through the kernel path (tests/clc/test_mathx.c) and those with a second result
 * through a pointer, for scalars and 2-, 3-, 4- and 16-lane vectors: result f of element j goes
 * to o[f * count + j] (count: the elements of x), quotient / sign results to q likewise. */
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define MX_BODY(T, IT, LD, ST, LDI, STI)                                                  \
  size_t i = get_global_id(0), N = get_global_size(0);                                   \
  T a = LD(x), b = LD(y), c;                                                             \
  IT k = LDI(n), qq;                                                                     \
  ST(sinpi(a), 0); ST(cospi(a), 1); ST(tanpi(a), 2); ST(asinpi(a), 3);                   \
  ST(acospi(a), 4); ST(atanpi(a), 5); ST(exp10(a), 6); ST(atan2pi(a, b), 7);             \
  ST(powr(a, b), 8); ST(pown(a, k), 9); ST(rootn(a, k), 10);                             \
  ST(sincos(a, &c), 11); ST(c, 12);                                                      \
  ST(remquo(a, b, &qq), 13); STI(qq, 0);                                                 \
  ST(lgamma_r(a, &qq), 14); STI(qq, 1);

#define LD1(p) p[i]
#define ST1(v, f) o[(f) * N + i] = (v)
#define STI1(v, f) q[(f) * N + i] = (v)
#define MX_SCALAR(T)                                                                     \
  __kernel void mx_##T(__global const T *x, __global const T *y, __global const int *n,   \
                       __global T *o, __global int *q) {                                 \
    MX_BODY(T, int, LD1, ST1, LD1, STI1)                                                 \
    ST1(normalize(a), 15);                                                               \
  }
MX_SCALAR(float)
MX_SCALAR(double)

/* vectors through vload / vstore, so that the element layout is the same for every width */
#define MX_VECTOR(E, W, NORM)                                                            \
  __kernel void mx_##E##W(__global const E *x, __global const E *y, __global const int *n, \
                          __global E *o, __global int *q) {                              \
    MX_BODY(E##W, int##W, LDV##W, STV##W, LDV##W, STIV##W)                               \
    NORM(STV##W(normalize(a), 15);)                                                      \
  }
#define NORM_YES(s) s
#define NORM_NO(s)
#define LDV2(p) vload2(i, p)
#define LDV3(p) vload3(i, p)
#define LDV4(p) vload4(i, p)
#define LDV16(p) vload16(i, p)
#define STV2(v, f) vstore2((v), (f) * N + i, o)
#define STV3(v, f) vstore3((v), (f) * N + i, o)
#define STV4(v, f) vstore4((v), (f) * N + i, o)
#define STV16(v, f) vstore16((v), (f) * N + i, o)
#define STIV2(v, f) vstore2((v), (f) * N + i, q)
#define STIV3(v, f) vstore3((v), (f) * N + i, q)
#define STIV4(v, f) vstore4((v), (f) * N + i, q)
#define STIV16(v, f) vstore16((v), (f) * N + i, q)
MX_VECTOR(float, 3, NORM_YES)
MX_VECTOR(float, 16, NORM_NO) /* normalize: up to 4 lanes */
MX_VECTOR(double, 2, NORM_YES)
MX_VECTOR(double, 3, NORM_YES)

/* normalize of 4 lanes and fast_normalize; half_ and native_ exp10 and powr (float) */
__kernel void mx_float4(__global const float *x, __global const float *y, __global const int *n,
                        __global float *o, __global int *q) {
  MX_BODY(float4, int4, LDV4, STV4, LDV4, STIV4)
  STV4(normalize(a), 15); STV4(fast_normalize(a), 16); STV4(half_exp10(a), 17); STV4(native_exp10(a), 18);
  STV4(half_powr(a, b), 19); STV4(native_powr(a, b), 20);
}
