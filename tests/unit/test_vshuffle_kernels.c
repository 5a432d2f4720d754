/* The permute kernels under lanes/vshuffle.h, one lane width x lane count at a time: the
 * kernel this build selects (x86 pshufb / AVX2 / AVX-512, NEON tbl, or the portable one)
 * and the portable kernel, both compared with a lane model on edge and random indexes.
 * In an ISA build this checks the ISA path and the portable path in the same run.
 * P1 is ln__rearrange_<U> (portable: ln__portable_rearrange_<U>); PZ, P2, P2Z, PM the same
 * for rearrange_zero, rearrange2, rearrange2_zero, rearrange_masked:
 *   P1(v, ix)      r[i] = v[ix[i] mod N]                 any ix
 *   PZ(v, ix)      r[i] = ix[i] < 0 ? 0 : v[ix[i]]       -N <= ix < N
 *   P2(v, w, ix)   k = ix[i] mod 2N: k < N ? v[k] : w[k-N]    any ix
 *   P2Z(v, w, ix)  ix[i] < 0 ? 0 : P2 lane               -N <= ix < 2N
 *   PM(v, ix, m)   m[i] < 0 (sign bit) ? P1 lane : 0      any ix, any m */
#include <lanes/vshuffle.h>
#include "common/check.h"

static uint64_t lane_of(const unsigned char *p, int w, int i) {
  uint64_t x = 0;
  memcpy(&x, p + (size_t)i * (size_t)w, (size_t)w); /* little- or big-endian: only equality is used */
  return x;
}
static int ix_at(const signed char *ix, int i) { return ix[i]; }

enum { K_P1, K_PZ, K_P2, K_P2Z, K_PM, K_COUNT };
static const char *const kname[K_COUNT] = {"P1", "PZ", "P2", "P2Z", "PM"};

/* one call of every kernel, selected and portable: res[2*k] selected, res[2*k+1] portable */
typedef void (*kfn)(const unsigned char *v, const unsigned char *w, const signed char *ix,
                    const signed char *iz, const signed char *i2z, const unsigned char *m, unsigned char res[][128]);

#define KT(UN, SN, N)                                                                               \
  static void kt_##UN(const unsigned char *v, const unsigned char *w, const signed char *ix,        \
                      const signed char *iz, const signed char *i2z, const unsigned char *m,        \
                      unsigned char res[][128]) {                                                   \
    ln_##UN V, W, R[10];                                                                            \
    ln_char##N I, IZ, I2Z;                                                                          \
    ln_##SN M;                                                                                      \
    memcpy(&V, v, sizeof V); memcpy(&W, w, sizeof W); memcpy(&M, m, sizeof M);                     \
    memcpy(&I, ix, sizeof I); memcpy(&IZ, iz, sizeof IZ); memcpy(&I2Z, i2z, sizeof I2Z);            \
    R[0] = ln__rearrange_##UN(V, I);        R[1] = ln__portable_rearrange_##UN(V, I);                             \
    R[2] = ln__rearrange_zero_##UN(V, IZ);       R[3] = ln__portable_rearrange_zero_##UN(V, IZ);                            \
    R[4] = ln__rearrange2_##UN(V, W, I);     R[5] = ln__portable_rearrange2_##UN(V, W, I);                          \
    R[6] = ln__rearrange2_zero_##UN(V, W, I2Z);  R[7] = ln__portable_rearrange2_zero_##UN(V, W, I2Z);                       \
    R[8] = ln__rearrange_masked_##UN(V, I, M);     R[9] = ln__portable_rearrange_masked_##UN(V, I, M);                          \
    for (int k = 0; k < 10; k++) memcpy(res[k], &R[k], sizeof R[k]);                                \
  }
#define KT_N(N) KT(uchar##N, char##N, N) KT(ushort##N, short##N, N) KT(uint##N, int##N, N) KT(ulong##N, long##N, N)
KT_N(2)
KT_N(4)
KT_N(8)
KT_N(16)
KT(uchar32, char32, 32) KT(ushort32, short32, 32) KT(uchar64, char64, 64)

struct kcase { const char *name; int w, n; kfn f; };
#define KC(UN, W, N) {#UN, W, N, kt_##UN}
static const struct kcase kcases[] = {
  KC(uchar2, 1, 2), KC(ushort2, 2, 2), KC(uint2, 4, 2), KC(ulong2, 8, 2),
  KC(uchar4, 1, 4), KC(ushort4, 2, 4), KC(uint4, 4, 4), KC(ulong4, 8, 4),
  KC(uchar8, 1, 8), KC(ushort8, 2, 8), KC(uint8, 4, 8), KC(ulong8, 8, 8),
  KC(uchar16, 1, 16), KC(ushort16, 2, 16), KC(uint16, 4, 16), KC(ulong16, 8, 16),
  KC(uchar32, 1, 32), KC(ushort32, 2, 32), KC(uchar64, 1, 64),
};

/* the lane model of each kernel */
static uint64_t model(int k, const unsigned char *v, const unsigned char *w, const signed char *ix,
                      const signed char *iz, const signed char *i2z, const unsigned char *m, int wd, int n, int i) {
  int j;
  switch (k) {
    case K_P1: return lane_of(v, wd, ix_at(ix, i) & (n - 1));
    case K_PZ: j = ix_at(iz, i); return j < 0 ? 0 : lane_of(v, wd, j);
    case K_P2: j = ix_at(ix, i) & (2 * n - 1); return j < n ? lane_of(v, wd, j) : lane_of(w, wd, j - n);
    case K_P2Z: j = ix_at(i2z, i); return j < 0 ? 0 : j < n ? lane_of(v, wd, j) : lane_of(w, wd, j - n);
    default: {
      /* sign bit of mask lane i: the most significant byte in memory order of the target */
      uint64_t ml = lane_of(m, wd, i), one = 1;
      unsigned char probe[8];
      memcpy(probe, &one, 8);
      int little = probe[0] == 1;
      unsigned char msb = little ? m[(size_t)i * (size_t)wd + (size_t)wd - 1] : m[(size_t)i * (size_t)wd];
      (void)ml;
      return msb & 0x80 ? lane_of(v, wd, ix_at(ix, i) & (n - 1)) : 0;
    }
  }
}

static signed char edge_ix(uint64_t r, int n, int kind) {
  /* kind 0: any byte; 1: [-N, N); 2: [-N, 2N) */
  static const signed char any[] = {0, 1, -1, 127, -128, 15, 16, 31, 32, -16, -17, 63, 64, -2, 7, 8,
                                    -32, -33, -64, -65, 65, 95, 96, 126};
  if (kind == 0) return (r & 1) ? any[(r >> 1) % 24] : (signed char)(r >> 8);
  if (kind == 1) return (signed char)((int)((r >> 8) % (uint64_t)(2 * n)) - n);
  return (signed char)((int)((r >> 8) % (uint64_t)(3 * n)) - n);
}

int main(void) {
  tc_seed_from_env();
  tc_family = "vshuffle kernels";
  for (size_t c = 0; c < sizeof kcases / sizeof kcases[0]; c++) {
    const struct kcase *kc = &kcases[c];
    int n = kc->n, wd = kc->w;
    for (int it = 0; it < 400; it++) {
      unsigned char v[128], w[128], m[128], res[10][128];
      signed char ix[64], iz[64], i2z[64];
      for (int b = 0; b < 128; b++) {
        uint64_t r = tc_rand();
        v[b] = (unsigned char)r; w[b] = (unsigned char)(r >> 8);
        m[b] = (unsigned char)(it % 3 == 0 ? (r >> 16 & 1 ? 0xff : 0) : r >> 16);
      }
      for (int i = 0; i < 64; i++) {
        uint64_t r = tc_rand();
        if (it < 3 * n) { /* sweep every index of each range in lane 0..N-1 */
          ix[i] = (signed char)((it + i - n + 128) % 256 - 128); /* it + i - n, wrapped to a byte */
          iz[i] = (signed char)((it + i) % (2 * n) - n);
          i2z[i] = (signed char)((it + i) % (3 * n) - n);
        } else {
          ix[i] = edge_ix(r, n, 0); iz[i] = edge_ix(r >> 3, n, 1); i2z[i] = edge_ix(r >> 5, n, 2);
        }
      }
      kc->f(v, w, ix, iz, i2z, m, res);
      for (int k = 0; k < K_COUNT; k++)
        for (int i = 0; i < n; i++) {
          uint64_t e = model(k, v, w, ix, iz, i2z, m, wd, n, i);
          uint64_t a = lane_of(res[2 * k], wd, i), p = lane_of(res[2 * k + 1], wd, i);
          TC_CHECK(a == e, "%s %s (selected) it %d lane %d: %llx want %llx", kc->name, kname[k], it, i,
                   (unsigned long long)a, (unsigned long long)e);
          TC_CHECK(p == e, "%s %s (portable) it %d lane %d: %llx want %llx", kc->name, kname[k], it, i,
                   (unsigned long long)p, (unsigned long long)e);
        }
    }
  }
  return tc_finish("test_vshuffle_kernels");
}
