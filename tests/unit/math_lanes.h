/* Lane access shared by tests/unit/test_math*.c: lane l of a result as a bit pattern, lanes
 * stored from bit patterns, and (common/float_bits.h) float/half/double values to and from their
 * bits. */
#ifndef LANES_TESTS_MATH_LANES_H
#define LANES_TESTS_MATH_LANES_H
#include <stdint.h>
#include <string.h>
#include "common/float_bits.h"

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
#endif
