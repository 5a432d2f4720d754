/* Array layer, AVX-512 VBMI2 path: the avx512 path (array_avx512.c) with ln_array_compress
 * of 1- and 2-byte elements by vpcompressb / vpcompressw (compiled with the avx512 flags and
 * -mavx512vbmi2). */
#define LN_AVX512_VBMI2 1
#include "array_avx512.c"
