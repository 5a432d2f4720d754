/* SLEEF's loops of lanes_array_math_bench (bench/array_math_peer.c): AVX-512F (sleef_<fn>_<type>),
 * then AVX2 (sleef_avx2_<fn>_<type>) */
#include <stddef.h>
#define LN_PEER_DECLS(p)                                \
  void p##exp_f32(float *d, const float *s, size_t n);  \
  void p##log_f32(float *d, const float *s, size_t n);  \
  void p##exp2_f32(float *d, const float *s, size_t n); \
  void p##log2_f32(float *d, const float *s, size_t n); \
  void p##sin_f32(float *d, const float *s, size_t n);  \
  void p##cos_f32(float *d, const float *s, size_t n);  \
  void p##tan_f32(float *d, const float *s, size_t n);  \
  void p##atan_f32(float *d, const float *s, size_t n); \
  void p##tanh_f32(float *d, const float *s, size_t n); \
  void p##erf_f32(float *d, const float *s, size_t n);  \
  void p##expm1_f32(float *d, const float *s, size_t n);  \
  void p##cbrt_f32(float *d, const float *s, size_t n);  \
  void p##sinh_f32(float *d, const float *s, size_t n);  \
  void p##cosh_f32(float *d, const float *s, size_t n);  \
  void p##erfc_f32(float *d, const float *s, size_t n);  \
  void p##exp_f64(double *d, const double *s, size_t n); \
  void p##log_f64(double *d, const double *s, size_t n); \
  void p##sin_f64(double *d, const double *s, size_t n); \
  void p##cos_f64(double *d, const double *s, size_t n); \
  void p##erf_f64(double *d, const double *s, size_t n); \
  void p##expm1_f64(double *d, const double *s, size_t n); \
  void p##cbrt_f64(double *d, const double *s, size_t n); \
  void p##sinh_f64(double *d, const double *s, size_t n); \
  void p##cosh_f64(double *d, const double *s, size_t n); \
  void p##erfc_f64(double *d, const double *s, size_t n);
LN_PEER_DECLS(sleef_)
LN_PEER_DECLS(sleef_avx2_)
