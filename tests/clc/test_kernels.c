/* The kernel layer end to end: tests/clc/kernels.cl compiled by Clang's OpenCL front end, run by
 * the lanes launcher, every output compared with a scalar model written here in plain C; bad
 * launcher input returns an ln_status and runs nothing. */
#include <lanes/geometric.h>
#include <lanes/kernel.h>
#include <lanes/math.h>
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

LN_KERNEL_DECLARE(args_mix);
LN_KERNEL_DECLARE(ids);
LN_KERNEL_DECLARE(ids_loop);        /* loop.cl: no barrier in the file, the work-group loop path */
LN_KERNEL_DECLARE(ids_loop_here);   /* kernels.cl, a file with barriers: no barrier in this kernel */
LN_KERNEL_DECLARE(reduce_sum);
LN_KERNEL_DECLARE(transpose);
LN_KERNEL_DECLARE(scan);
LN_KERNEL_DECLARE(math);
LN_KERNEL_DECLARE(math_hn);
LN_KERNEL_DECLARE(geo);

static int failures;
#define CHECK(c, ...) do { if (!(c)) { failures++; printf("FAIL %s:%d: ", __FILE__, __LINE__); \
  printf(__VA_ARGS__); printf("\n"); } } while (0)

typedef float f3_t __attribute__((vector_size(16)));
typedef double d16_t __attribute__((vector_size(128)));
typedef int64_t l16_t __attribute__((vector_size(128)));

static void test_args(void) {
  enum { N = 64 };
  uint32_t out[N], c[4] = {1000, 2000, 3000, 4000}, s = 7;
  unsigned char m[16] __attribute__((aligned(16)));
  for (int i = 0; i < 16; i++) m[i] = (unsigned char)(15 - i + 16 * i);   /* only the low 4 bits count */
  f3_t f3 = {1, 2, 21.5f, 99};
  d16_t d16;
  l16_t l16;
  for (int i = 0; i < 16; i++) { d16[i] = i * 10.0; l16[i] = i * 100; }
  int8_t c2[2] = {-3, 5};
  ln_kernel_arg a[] = {LN_ARG_BUFFER(out), LN_ARG_BUFFER(c), LN_ARG_VALUE(s), LN_ARG_VALUE(m),
                       LN_ARG_VALUE(f3), LN_ARG_VALUE(d16), LN_ARG_VALUE(l16), LN_ARG_VALUE(c2)};
  ln_ndrange nd = {1, {0}, {N}, {8}};
  CHECK(ln_kernel_run(LN_KERNEL(args_mix), &nd, a, 8) == LN_OK, "args_mix run");
  for (uint32_t i = 0; i < N; i++) {
    uint32_t v0 = (uint8_t)(i + 15), vf = (uint8_t)(i + 0);           /* m[0] & 15 = 15, m[15] & 15 = 0 */
    uint32_t want = c[i % 4] + s + v0 + vf * 256u + 43 + 150 + 900 + 105;
    CHECK(out[i] == want, "args_mix[%u] = %u, want %u", i, out[i], want);
  }
}

/* ids (fibers: it calls barrier), ids_loop_here (the work-group loop, in a file with barrier
 * kernels) and ids_loop (the loop, from a file without barrier), in one launch and
 * in 3 parts run one after the other (work-groups 3 linear ids apart, wrapping dimensions). */
static void test_ids(void) {
  ln_ndrange nd = {3, {5, 6, 7}, {8, 6, 4}, {4, 3, 2}};
  static uint32_t out[8 * 6 * 4 * 8];
  ln_kernel_arg a[] = {LN_ARG_BUFFER(out)};
  const ln_kernel *ks[3] = {LN_KERNEL(ids), LN_KERNEL(ids_loop_here), LN_KERNEL(ids_loop)};
  CHECK(ks[0]->barrier && !ks[1]->barrier && !ks[2]->barrier, "fibers for ids only");
  for (int kk = 0; kk < 3; kk++)
    for (unsigned nparts = 1; nparts <= 3; nparts += 2) {
      memset(out, 0xff, sizeof out);
      for (unsigned p = 0; p < nparts; p++)
        CHECK(ln_kernel_run_part(ks[kk], &nd, a, 1, p, nparts) == LN_OK, "%s run part %u/%u", ks[kk]->name, p, nparts);
      for (unsigned z = 0; z < 4; z++)
        for (unsigned y = 0; y < 6; y++)
          for (unsigned x = 0; x < 8; x++) {
            const uint32_t *o = out + ((z * 6 + y) * 8 + x) * 8;
            uint32_t want[8] = {x + 5, y + 6, z + 7, x % 4 | (y % 3) << 8 | (z % 2) << 16,
                                x / 4 | (y / 3) << 8 | (z / 2) << 16, 2 | 2 << 8 | 2 << 16, 4 | 3 << 8 | 2 << 16,
                                3 | 1 << 8};
            for (int k = 0; k < 8; k++)
              CHECK(o[k] == want[k], "%s parts %u (%u,%u,%u)[%d] = %#x, want %#x", ks[kk]->name, nparts, x, y, z, k,
                    o[k], want[k]);
          }
    }
}

enum { RN = 4096, RL = 256 };
static int32_t rin[RN], rout[RN / RL];
static ln_kernel_arg ra[3];
static ln_ndrange rnd = {1, {0}, {RN}, {RL}};
static void *reduce_part(void *p) {
  unsigned part = (unsigned)(uintptr_t)p;
  return (void *)(uintptr_t)(ln_kernel_run_part(LN_KERNEL(reduce_sum), &rnd, ra, 3, part, 3) != LN_OK);
}

static void test_reduce(void) {
  for (int i = 0; i < RN; i++) rin[i] = (int32_t)((i * 2654435761u) >> 12) - 300000;
  ra[0] = LN_ARG_BUFFER(rin); ra[1] = LN_ARG_BUFFER(rout); ra[2] = LN_ARG_LOCAL(RL * sizeof(int32_t));
  for (int threads = 0; threads < 2; threads++) {
    memset(rout, 0, sizeof rout);
    if (!threads) {
      CHECK(ln_kernel_run(LN_KERNEL(reduce_sum), &rnd, ra, 3) == LN_OK, "reduce run");
    } else {   /* three threads, each a third of the work-groups */
      pthread_t t[3];
      for (uintptr_t i = 0; i < 3; i++) pthread_create(&t[i], NULL, reduce_part, (void *)i);
      for (int i = 0; i < 3; i++) { void *r; pthread_join(t[i], &r); CHECK(!r, "reduce part %d", i); }
    }
    for (int g = 0; g < RN / RL; g++) {
      int32_t want = 0;
      for (int i = 0; i < RL; i++) want += rin[g * RL + i];
      CHECK(rout[g] == want, "reduce (threads %d) group %d = %d, want %d", threads, g, rout[g], want);
    }
  }
}

static void test_transpose(void) {
  enum { W = 64, H = 48 };
  static float in[W * H], out[W * H];
  for (int i = 0; i < W * H; i++) in[i] = (float)i * 0.5f;
  uint32_t w = W, h = H;
  ln_kernel_arg a[] = {LN_ARG_BUFFER(in), LN_ARG_BUFFER(out), LN_ARG_VALUE(w), LN_ARG_VALUE(h)};
  ln_ndrange nd = {2, {0}, {W, H}, {16, 16}};
  /* twice in parallel: the kernel-scope __local tile is per thread */
  CHECK(ln_kernel_run(LN_KERNEL(transpose), &nd, a, 4) == LN_OK, "transpose run");
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      CHECK(out[x * H + y] == in[y * W + x], "transpose (%d,%d)", x, y);
}

static void test_scan(void) {
  enum { N = 1024, L = 128 };
  static uint32_t in[N], out[N];
  for (int i = 0; i < N; i++) in[i] = (uint32_t)(i * 7 + 3) % 1000;
  ln_kernel_arg a[] = {LN_ARG_BUFFER(in), LN_ARG_BUFFER(out), LN_ARG_LOCAL(L * 4), LN_ARG_LOCAL(L * 4)};
  ln_ndrange nd = {1, {0}, {N}, {L}};
  CHECK(ln_kernel_run(LN_KERNEL(scan), &nd, a, 4) == LN_OK, "scan run");
  for (int g = 0; g < N / L; g++) {
    uint32_t sum = 0;
    for (int i = 0; i < L; i++) {
      sum += in[g * L + i];
      CHECK(out[g * L + i] == sum, "scan [%d] = %u, want %u", g * L + i, out[g * L + i], sum);
    }
  }
}

/* The math built-ins the C library computes lane by lane: the model calls them on the same lanes.
 * Those from lanes/math.h and lanes/geometric.h (exp, log, pow, sin, atan2, rsqrt, dot, length, ...; within
 * 1 ulp: docs/semantics.md): the model calls their scalar forms, which give the same bits as every
 * lane of every width (their own tests check that bit for bit, and their error against MPFR). */
static float m_expf(float x) { return ln_exp(x); }
static float m_exp2f(float x) { return ln_exp2(x); }
static float m_log2f(float x) { return ln_log2(x); }
static float m_powf(float x, float y) { return ln_pow(x, y); }
/* atan2 likewise (lanes' vectorized atan2, within 1 ulp; test_math_atrig) */
static float m_atan2f(float y, float x) { return ln_atan2(y, x); }
/* rsqrt (and its half_, native_ forms) too: lanes' ln_rsqrt, not 1 / sqrt (test_math_hyp) */
static float m_rsqrtf(float x) { return ln_rsqrt(x); }

static void test_math(void) {
  enum { N = 32 };
  static float a[(N + 1) * 4], of[N * 12];
  static double d[N * 3], od[N * 3];
  for (int i = 0; i < (N + 1) * 4; i++) a[i] = (float)((i * 7919) % 2001 - 1000) / 37.0f;
  for (int i = 0; i < N * 3; i++) d[i] = (double)((i * 104729) % 3001 - 1500) / 71.0;
  ln_kernel_arg args[] = {LN_ARG_BUFFER(a), LN_ARG_BUFFER(d), LN_ARG_BUFFER(of), LN_ARG_BUFFER(od)};
  ln_ndrange nd = {1, {0}, {N}, {8}};
  CHECK(ln_kernel_run(LN_KERNEL(math), &nd, args, 4) == LN_OK, "math run");
  for (int i = 0; i < N; i++) {
    const float *x = a + i * 4, *y = a + i * 4 + 4;
    float want[12];
    for (int k = 0; k < 3; k++) want[k] = sqrtf(fabsf(x[k]));
    for (int k = 0; k < 4; k += 3)
      want[3 + k / 3] = fmaxf(x[k], 0.5f) + (x[k] + (y[k] - x[k]) * 0.25f) + (x[k] < y[k] ? 0.0f : 1.0f) +
                        fmaf(x[k], y[k], x[k]);
    want[5] = m_expf(x[0] * 0.01f);
    want[6] = m_expf(y[3] * 0.01f);
    want[7] = ln_dot(((ln_float3){{x[0], x[1], x[2], 0}}), ((ln_float3){{y[0], y[1], y[2], 0}})); /* lanes/geometric.h */
    want[8] = ln_length(((ln_float4){x[0], x[1], x[2], x[3]}));
    want[9] = m_powf(fabsf(x[0]), 0.5f);
    want[10] = m_atan2f(x[1], y[1]);
    want[11] = m_rsqrtf(fabsf(x[3]) + 1);
    for (int k = 0; k < 12; k++)
      CHECK(memcmp(&of[i * 12 + k], &want[k], 4) == 0, "math float item %d [%d] = %a, want %a", i, k,
            (double)of[i * 12 + k], (double)want[k]);
    const double *v = d + i * 3;
    ln_double3 dv = {{v[0], v[1], v[2], 0}};
    double wd[3] = {ln_dot(dv, dv), ln_length(dv), fmin(v[2], ln_sin(v[0]))};
    for (int k = 0; k < 3; k++)
      CHECK(memcmp(&od[i * 3 + k], &wd[k], 8) == 0, "math double item %d [%d] = %a, want %a", i, k, od[i * 3 + k], wd[k]);
  }
}

/* half_* compute what the full-precision functions compute, native_* what lanes/math.h's ln_native_*
 * compute (the full-precision functions for divide recip rsqrt sqrt powr; test_math_native checks
 * the others against MPFR). */
static void test_math_hn(void) {
  enum { N = 32 };
  static float a[(N + 1) * 4], o[N * 24];
  for (int i = 0; i < (N + 1) * 4; i++) a[i] = (float)((i * 7919) % 2001 - 1000) / 37.0f;
  ln_kernel_arg args[] = {LN_ARG_BUFFER(a), LN_ARG_BUFFER(o)};
  ln_ndrange nd = {1, {0}, {N}, {8}};
  CHECK(ln_kernel_run(LN_KERNEL(math_hn), &nd, args, 2) == LN_OK, "math_hn run");
  for (int i = 0; i < N; i++)
    for (int k = 0; k < 4; k++) {
      float x = a[i * 4 + k], y = a[i * 4 + 4 + k], p = fabsf(x) + 0.5f;
      float want[6] = {ln_native_sin(x) + ln_cos(y), ln_native_exp(x * 0.1f) + m_exp2f(y * 0.1f),
                       ln_native_log(p) + m_log2f(p) + ln_native_log10(p),
                       x / p + 1 / p, m_rsqrtf(p) + sqrtf(p), ln_native_tan(x * 0.1f) + m_rsqrtf(p + 1.0f)};
      for (int r = 0; r < 6; r++)
        CHECK(memcmp(&o[(i * 6 + r) * 4 + k], &want[r], 4) == 0, "math_hn item %d row %d lane %d = %a, want %a", i,
              r, k, (double)o[(i * 6 + r) * 4 + k], (double)want[r]);
    }
}

/* cross, smoothstep, fast_length, fast_distance: smoothstep against its formula (OpenCL C 6.12.4);
 * the geometric functions (6.12.5) must be lanes/geometric.h's, bit for bit (the kernel layer
 * routes them there; tests/unit/test_geometric.c checks those against MPFR). */
static float smooth_model(float e0, float e1, float x) {
  float t = (x - e0) / (e1 - e0);
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  return t * t * (3 - 2 * t);
}
static void test_geo(void) {
  enum { N = 32 };
  static float a[(N + 1) * 4], o[N * 12];
  static double od[N * 4];
  for (int i = 0; i < (N + 1) * 4; i++) a[i] = (float)((i * 7919) % 2001 - 1000) / 370.0f;
  ln_kernel_arg args[] = {LN_ARG_BUFFER(a), LN_ARG_BUFFER(o), LN_ARG_BUFFER(od)};
  ln_ndrange nd = {1, {0}, {N}, {8}};
  CHECK(ln_kernel_run(LN_KERNEL(geo), &nd, args, 3) == LN_OK, "geo run");
  for (int i = 0; i < N; i++) {
    const float *x = a + i * 4, *y = a + i * 4 + 4;
    ln_float4 x4 = {x[0], x[1], x[2], x[3]}, y4 = {y[0], y[1], y[2], y[3]};
    ln_float3 x3 = {{x[0], x[1], x[2], 0}}, y3 = {{y[0], y[1], y[2], 0}};
    ln_float3 c = ln_cross(x3, y3);
    float want[12];
    for (int k = 0; k < 3; k++) want[k] = c.v[k];
    want[3] = ln_length(x4);
    for (int k = 0; k < 4; k++) want[4 + k] = smooth_model(-1.0f, 2.0f, x[k]) + smooth_model(y[k], y[k] + 3.0f, x[k]);
    want[8] = ln_distance(x4, y4);
    want[9] = ln_length(((ln_float2){x[0], x[1]}));
    want[10] = ln_distance(x3, y3);
    want[11] = smooth_model(0.0f, 1.0f, y[3]);
    for (int k = 0; k < 12; k++)
      CHECK(memcmp(&o[i * 12 + k], &want[k], 4) == 0, "geo item %d [%d] = %a, want %a", i, k, (double)o[i * 12 + k],
            (double)want[k]);
    ln_double4 wd = ln_cross(((ln_double4){x[0], x[1], x[2], x[3]}), ((ln_double4){y[0], y[1], y[2], y[3]}));
    CHECK(memcmp(&od[i * 4], &wd, sizeof wd) == 0, "cross double4 item %d", i);
  }
}

static void test_bad_input(void) {
  uint32_t out[16] = {0}, s = 1;
  const uint32_t zero[16] = {0};
  ln_kernel_arg a[] = {LN_ARG_BUFFER(out)};
  ln_ndrange ok = {1, {0}, {16}, {4}};
  const ln_kernel *k = LN_KERNEL(ids);
  struct { ln_ndrange nd; } bad[] = {
    {{0, {0}, {16}, {4}}}, {{4, {0}, {16}, {4}}},                 /* work_dim */
    {{1, {0}, {0}, {4}}}, {{1, {0}, {16}, {0}}}, {{1, {0}, {16}, {5}}},  /* 0, not dividing */
    {{1, {SIZE_MAX - 3}, {16}, {4}}},                             /* offset + size overflows */
    {{3, {0}, {SIZE_MAX / 2 + 1, 4, 1}, {1, 1, 1}}},              /* item count overflows */
    {{2, {0}, {16, 0}, {4, 1}}},
  };
  for (unsigned i = 0; i < sizeof bad / sizeof bad[0]; i++)
    CHECK(ln_kernel_run(k, &bad[i].nd, a, 1) == LN_EINVAL, "bad ndrange %u", i);
  CHECK(ln_kernel_run(NULL, &ok, a, 1) == LN_ENULL, "NULL kernel");
  CHECK(ln_kernel_run(k, NULL, a, 1) == LN_ENULL, "NULL ndrange");
  CHECK(ln_kernel_run(k, &ok, NULL, 1) == LN_ENULL, "NULL args");
  ln_kernel_arg nullbuf[] = {LN_ARG_BUFFER(NULL)};
  CHECK(ln_kernel_run(k, &ok, nullbuf, 1) == LN_ENULL, "NULL buffer");
  CHECK(ln_kernel_run(k, &ok, a, 0) == LN_EINVAL, "argument count");
  ln_kernel_arg val[] = {LN_ARG_VALUE(s)};
  CHECK(ln_kernel_run(k, &ok, val, 1) == LN_EINVAL, "value for a buffer");
  ln_kernel_arg ra2[] = {LN_ARG_BUFFER(out), LN_ARG_BUFFER(out), LN_ARG_LOCAL(0)};
  CHECK(ln_kernel_run(LN_KERNEL(reduce_sum), &ok, ra2, 3) == LN_EINVAL, "__local size 0");
  ln_ndrange big = {1, {0}, {8192}, {8192}};
  ra2[2] = LN_ARG_LOCAL(64);
  CHECK(ln_kernel_run(LN_KERNEL(reduce_sum), &big, ra2, 3) == LN_EINVAL, "group larger than LN_KERNEL_MAX_GROUP");
  CHECK(ln_kernel_run_part(k, &ok, a, 1, 2, 2) == LN_EINVAL, "part >= nparts");
  CHECK(ln_kernel_run_part(k, &ok, a, 1, 0, 0) == LN_EINVAL, "nparts 0");
  uint32_t wv = 4;
  uint64_t wrong = 4;
  ln_kernel_arg ta[] = {LN_ARG_BUFFER(out), LN_ARG_BUFFER(out), LN_ARG_VALUE(wv), LN_ARG_VALUE(wrong)};
  ln_ndrange t2 = {2, {0}, {16, 16}, {16, 16}};
  CHECK(ln_kernel_run(LN_KERNEL(transpose), &t2, ta, 4) == LN_EINVAL, "value of the wrong size");
  CHECK(memcmp(out, zero, sizeof out) == 0, "a rejected launch wrote");
}

int main(void) {
  test_args();
  test_ids();
  test_reduce();
  test_transpose();
  test_scan();
  test_math();
  test_math_hn();
  test_geo();
  test_bad_input();
  printf("%s\n", failures ? "FAILED" : "kernel layer: all checks passed");
  return failures != 0;
}
