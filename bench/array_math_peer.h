/* SLEEF's loops of lanes_array_math_bench (bench/array_math_peer.c) */
#include <stddef.h>
void sleef_exp_f32(float *d, const float *s, size_t n);
void sleef_log_f32(float *d, const float *s, size_t n);
void sleef_exp2_f32(float *d, const float *s, size_t n);
void sleef_log2_f32(float *d, const float *s, size_t n);
void sleef_exp_f64(double *d, const double *s, size_t n);
void sleef_log_f64(double *d, const double *s, size_t n);
