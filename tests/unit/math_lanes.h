/* Lane access shared by tests/unit/test_math*.c: lane l of a result as a bit pattern, lanes
 * stored from bit patterns, and float/half/double values to and from their bits (bits = 16, 32,
 * 64). */
#ifndef LANES_TESTS_MATH_LANES_H
#define LANES_TESTS_MATH_LANES_H
#include <stdint.h>
#include <string.h>

static uint64_t lane_bits(const void *res, int l, int bytes) {
  const unsigned char *p = (const unsigned char *)res + l * bytes;
  if (bytes == 2) { uint16_t t; memcpy(&t, p, 2); return t; }
  if (bytes == 4) { uint32_t t; memcpy(&t, p, 4); return t; }
  uint64_t t; memcpy(&t, p, 8); return t;
}
static void ld(void *dst, const uint64_t *src, int bytes, size_t size) {
  unsigned char *p = (unsigned char *)dst;
  for (size_t l = 0; l * (size_t)bytes < size; l++) {
    if (bytes == 2) { uint16_t t = (uint16_t)src[l]; memcpy(p + 2 * l, &t, 2); }
    if (bytes == 4) { uint32_t t = (uint32_t)src[l]; memcpy(p + 4 * l, &t, 4); }
    if (bytes == 8) memcpy(p + 8 * l, &src[l], 8);
  }
}
static uint64_t fbits(int bits, double d) {
  if (bits == 64) { uint64_t u; memcpy(&u, &d, 8); return u; }
  if (bits == 32) { float f = (float)d; uint32_t u; memcpy(&u, &f, 4); return u; }
#if LN_HAS_HALF
  _Float16 h = (_Float16)d; uint16_t u; memcpy(&u, &h, 2); return u;
#else
  return 0;
#endif
}
static double fval(int bits, uint64_t p) {
  if (bits == 64) { double d; memcpy(&d, &p, 8); return d; }
  if (bits == 32) { uint32_t u = (uint32_t)p; float f; memcpy(&f, &u, 4); return f; }
#if LN_HAS_HALF
  uint16_t u = (uint16_t)p; _Float16 h; memcpy(&h, &u, 2); return h;
#else
  return 0;
#endif
}
#endif
