/* Reference model of Java-style shuffles (jdk.incubator.vector.VectorShuffle and the
 * Vector rearrange/selectFrom/slice/unslice/compress/expand family), written from the
 * Java specification text lane by lane.  Lanes are plain bit patterns (uint64_t, low bits
 * significant): every operation here only moves lanes or writes zero lanes.  Includes no
 * lanes header and shares no code with the library. */
#ifndef LANES_REF_VSHUFFLE_H
#define LANES_REF_VSHUFFLE_H
#include <stdint.h>
#include <string.h>

enum { REF_OK = 0, REF_EINDEX = 1, REF_EINVAL = 3 };
enum { REF_WRAP = 0, REF_ZERO = 1, REF_ERROR = 2 };

/* Math.floorMod(x, n) for n > 0 */
static inline int64_t ref_floormod(int64_t x, int64_t n) {
  int64_t r = x % n;
  return r < 0 ? r + n : r;
}
/* "partial wrapping" of a raw source index when it is loaded into a shuffle of n lanes */
static inline int ref_pwrap(int64_t raw, int n) {
  if (raw >= 0 && raw < n) return (int)raw;
  return (int)(ref_floormod(raw, n) - n);
}
/* bits of a lane of the index vector of an n-lane shuffle (Java's toShuffle source / toVector
 * result): int for up to 16 lanes; the 512-bit species' own lanes beyond, short for 32, byte for 64 */
static inline int ref_index_bits(int n) { return n <= 16 ? 32 : 512 / n; }
/* Java's int arithmetic: start + i * step modulo 2^32, as a signed int */
static inline int32_t ref_jint(int64_t x) {
  uint32_t u = (uint32_t)((uint64_t)x & 0xffffffffu);
  return u >= 0x80000000u ? (int32_t)(int64_t)((int64_t)u - 4294967296ll) : (int32_t)u;
}
static inline int ref_iota(int i, int32_t start, int32_t step, int wrap, int n) {
  int32_t r = ref_jint((int64_t)start + (int64_t)i * (int64_t)step);
  return wrap ? (int)ref_floormod(r, n) : ref_pwrap(r, n);
}
/* makeZip / makeUnzip source index of lane i, before partial wrapping */
static inline int ref_zip_raw(int i, int n, int part) { return i / 2 + (i % 2) * n + part * (n / 2); }
static inline int ref_unzip_raw(int i, int n, int part) { (void)n; return 2 * i + part; }
/* Java's (int) cast of a double (NaN -> 0, saturating, truncation) */
static inline int32_t ref_d2i(double d) {
  if (d != d) return 0;
  if (d >= 2147483647.0) return 2147483647;
  if (d <= -2147483648.0) return -2147483647 - 1;
  return (int32_t)d;
}
/* Java's (byte) / (short) / (int) cast of an int: the low bits as a signed number */
static inline int32_t ref_narrow(int64_t x, int bits) {
  uint64_t m = (1ull << bits) - 1, u = (uint64_t)x & m;
  return u >> (bits - 1) ? (int32_t)((int64_t)u - (int64_t)(m + 1)) : (int32_t)u;
}
/* Java's (int) cast of an integer lane value given as its sign- or zero-extended value */
static inline int32_t ref_l2i(int64_t x) { return ref_jint(x); }

/* shuffle cast from n to m lanes: stored indexes re-validated; new lanes k are k */
static inline int ref_cast_lane(const int *s, int n, int m, int k) {
  if (k >= n) return ref_pwrap(k, m);
  return ref_pwrap(s[k], m);
}

/* rearrange of a stored shuffle s with edge policy; returns status, r untouched on error */
static inline int ref_rearrange(const uint64_t *v, const int *s, int n, int edge, uint64_t *r) {
  uint64_t t[64];
  for (int i = 0; i < n; i++) {
    if (s[i] < 0) {
      if (edge == REF_ERROR) return REF_EINDEX;
      t[i] = edge == REF_ZERO ? 0 : v[s[i] + n];
    } else {
      t[i] = v[s[i]];
    }
  }
  memcpy(r, t, sizeof(uint64_t) * (size_t)n);
  return REF_OK;
}
/* rearrange(s, w): exceptional indexes select from w */
static inline void ref_rearrange2(const uint64_t *v, const int *s, const uint64_t *w, int n, uint64_t *r) {
  for (int i = 0; i < n; i++) r[i] = s[i] >= 0 ? v[s[i]] : w[s[i] + n];
}
/* selecting from 1 or 2 sources with raw int indexes and an edge policy */
static inline int ref_select(const uint64_t *v1, const uint64_t *v2, const int32_t *x, int n, int nsrc,
                             int edge, uint64_t *r) {
  uint64_t t[64];
  int len = n * nsrc;
  for (int i = 0; i < n; i++) {
    int64_t j = x[i];
    if (j < 0 || j >= len) {
      if (edge == REF_ERROR) return REF_EINDEX;
      if (edge == REF_ZERO) { t[i] = 0; continue; }
      j = ref_floormod(j, len);
    }
    t[i] = j < n ? v1[j] : v2[j - n];
  }
  memcpy(r, t, sizeof(uint64_t) * (size_t)n);
  return REF_OK;
}
/* lookup with unsigned indexes (64-bit values) */
static inline int ref_lookup(const uint64_t *t0, const uint64_t *t1, const uint64_t *x, int n, int nsrc,
                             int edge, uint64_t *r) {
  uint64_t t[64];
  uint64_t len = (uint64_t)(n * nsrc);
  for (int i = 0; i < n; i++) {
    uint64_t j = x[i];
    if (j >= len) {
      if (edge == REF_ERROR) return REF_EINDEX;
      if (edge == REF_ZERO) { t[i] = 0; continue; }
      j %= len;
    }
    t[i] = j < (uint64_t)n ? t0[j] : t1[j - (uint64_t)n];
  }
  memcpy(r, t, sizeof(uint64_t) * (size_t)n);
  return REF_OK;
}
/* slice(origin, w): lanes origin.. of the concatenation v, w */
static inline void ref_slice(const uint64_t *v, int o, const uint64_t *w, int n, uint64_t *r) {
  for (int i = 0; i < n; i++) r[i] = o + i < n ? v[o + i] : w[o + i - n];
}
/* unslice(origin, w, part): v written at lanes origin.. of the pair (w, w); part selects half */
static inline void ref_unslice(const uint64_t *v, int o, const uint64_t *w, int part, int n, uint64_t *r) {
  uint64_t pair[128];
  for (int i = 0; i < n; i++) pair[i] = pair[i + n] = w[i];
  for (int i = 0; i < n; i++) pair[o + i] = v[i];
  for (int i = 0; i < n; i++) r[i] = pair[part * n + i];
}
static inline void ref_compress(const uint64_t *v, const int *set, int n, uint64_t *r) {
  int j = 0;
  for (int i = 0; i < n; i++) r[i] = 0;
  for (int i = 0; i < n; i++)
    if (set[i]) r[j++] = v[i];
}
static inline void ref_expand(const uint64_t *v, const int *set, int n, uint64_t *r) {
  int j = 0;
  for (int i = 0; i < n; i++) r[i] = set[i] ? v[j++] : 0;
}

#endif
