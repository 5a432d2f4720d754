/* Float, half and double values to and from their bit patterns (bits = 16, 32, 64; half only
 * where LN_HAS_HALF, else 0): shared by the floating-point unit tests. */
#ifndef LANES_TESTS_FLOAT_BITS_H
#define LANES_TESTS_FLOAT_BITS_H
#include <lanes/types.h>
#include <stdint.h>
#include <string.h>

static inline uint64_t fbits(int bits, double d) {
  if (bits == 64) { uint64_t u; memcpy(&u, &d, 8); return u; }
  if (bits == 32) { float f = (float)d; uint32_t u; memcpy(&u, &f, 4); return u; }
#if LN_HAS_HALF
  _Float16 h = (_Float16)d; uint16_t u; memcpy(&u, &h, 2); return u;
#else
  return 0;
#endif
}
static inline double fval(int bits, uint64_t p) {
  if (bits == 64) { double d; memcpy(&d, &p, 8); return d; }
  if (bits == 32) {
    uint32_t u = (uint32_t)p;
    if ((u & 0x7f800000u) == 0x7f800000u && (u & 0x7fffffu)) {
      /* a NaN: quieted, sign and payload kept (as x86, Arm and POWER convert it; RISC-V's
       * fcvt.d.s returns the canonical NaN, which would lose the sign copysign copies) */
      uint64_t d = ((uint64_t)(u >> 31) << 63) | 0x7ff8000000000000ull | ((uint64_t)(u & 0x7fffffu) << 29);
      double r;
      memcpy(&r, &d, 8);
      return r;
    }
    float f;
    memcpy(&f, &u, 4);
    return f;
  }
#if LN_HAS_HALF
  uint16_t u = (uint16_t)p; _Float16 h; memcpy(&h, &u, 2); return h;
#else
  return 0;
#endif
}
#endif
