/* printf of OpenCL C (1.2 section 6.12.13) for kernels: tools/clc_kernels.py renames the kernels'
 * calls of printf to lnk_printf, which is linked into every kernel module like the other built-ins.
 * C's conversions, plus vectors: a vector specifier vN (N = 2, 3, 4, 8, 16) before the length
 * modifier, which then names the element type (hh char, h short, hl int or float, l long or
 * double), prints the N elements with the conversion, separated by commas (%v4hlf: 1.000000,...).
 * float arguments reach it as double (the C default promotions, which Clang applies as the kernels
 * have cl_khr_fp64).  One call's output goes to stdout in one piece (the stream is locked for the
 * call), so work-items of one group print in their order and groups on several threads do not
 * mix within a call.  Returns 0, or -1 (printing nothing more) at a conversion it does not know. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "clc.h"

/* spec: "%" flags width precision, without length and conversion; prints one value of C type
 * with the C length modifier len and conversion conv */
#define LNK_PUT(val, len)                                                                          \
  do {                                                                                             \
    char f_[48];                                                                                   \
    snprintf(f_, sizeof f_, "%s%s%c", spec, len, conv);                                            \
    fprintf(stdout, f_, val);                                                                      \
  } while (0)

/* a vector's float element as the double printf takes, NaN signs kept (RISC-V's float-to-double
 * conversion gives the canonical, positive NaN; printf shows the sign) */
static double lnk_f2d(float f) {
  double d = f;
  return signbit(f) != signbit(d) ? -d : d;
}
/* the lanes of a vector argument of element type T (each printed as CONV(lane), length
 * modifier L) */
#define LNK_VEC(T, CONV, L)                                                                         \
  do {                                                                                             \
    switch (n) {                                                                                   \
      case 2: { lnk_##T##2 v_ = va_arg(ap, lnk_##T##2); for (int i = 0; i < 2; i++) { if (i) putc(',', stdout); LNK_PUT(CONV(v_[i]), L); } break; } \
      case 3: { lnk_##T##3 v_ = va_arg(ap, lnk_##T##3); for (int i = 0; i < 3; i++) { if (i) putc(',', stdout); LNK_PUT(CONV(v_[i]), L); } break; } \
      case 4: { lnk_##T##4 v_ = va_arg(ap, lnk_##T##4); for (int i = 0; i < 4; i++) { if (i) putc(',', stdout); LNK_PUT(CONV(v_[i]), L); } break; } \
      case 8: { lnk_##T##8 v_ = va_arg(ap, lnk_##T##8); for (int i = 0; i < 8; i++) { if (i) putc(',', stdout); LNK_PUT(CONV(v_[i]), L); } break; } \
      default: { lnk_##T##16 v_ = va_arg(ap, lnk_##T##16); for (int i = 0; i < 16; i++) { if (i) putc(',', stdout); LNK_PUT(CONV(v_[i]), L); } break; } \
    }                                                                                              \
  } while (0)

static int lnk_printf_locked(const char *fmt, va_list ap) {
  for (const char *p = fmt; *p;) {
    if (*p != '%') {
      putc(*p++, stdout);
      continue;
    }
    if (p[1] == '%') {
      putc('%', stdout);
      p += 2;
      continue;
    }
    /* %, flags, width, precision: copied into spec ('*' replaced by its int argument) */
    char spec[32];
    size_t k = 0;
    spec[k++] = *p++;
    while (*p && strchr("-+ #0", *p) && k < 8) spec[k++] = *p++;
    for (int part = 0; part < 2; part++) {
      if (part == 1) {
        if (*p != '.') break;
        spec[k++] = *p++;
      }
      if (*p == '*') {
        k += (size_t)snprintf(spec + k, 12, "%d", va_arg(ap, int));
        p++;
      } else {
        while (*p >= '0' && *p <= '9' && k < 24) spec[k++] = *p++;
      }
    }
    spec[k] = 0;
    int n = 1;   /* vector specifier */
    if (*p == 'v') {
      p++;
      n = 0;
      while (*p >= '0' && *p <= '9') n = n * 10 + (*p++ - '0');
      if (n != 2 && n != 3 && n != 4 && n != 8 && n != 16) return -1;
    }
    int len = 0;   /* 1 hh, 2 h, 3 hl, 4 l */
    if (p[0] == 'h' && p[1] == 'h') len = 1, p += 2;
    else if (p[0] == 'h' && p[1] == 'l') len = 3, p += 2;
    else if (p[0] == 'h') len = 2, p++;
    else if (p[0] == 'l') len = 4, p++;
    char conv = *p ? *p++ : 0;
    int is_int = conv && strchr("di", conv), is_uns = conv && strchr("ouxX", conv);
    int is_flt = conv && strchr("fFeEgGaA", conv);
    if (n > 1) {                  /* vectors need a length modifier, hl only with them */
      if (is_int || is_uns) {
        if (len == 1) { if (is_int) LNK_VEC(char, (int), "hh"); else LNK_VEC(uchar, (unsigned), "hh"); }
        else if (len == 2) { if (is_int) LNK_VEC(short, (int), "h"); else LNK_VEC(ushort, (unsigned), "h"); }
        else if (len == 3) { if (is_int) LNK_VEC(int, (int), ""); else LNK_VEC(uint, (unsigned), ""); }
        else if (len == 4) { if (is_int) LNK_VEC(long, (long), "l"); else LNK_VEC(ulong, (unsigned long), "l"); }
        else return -1;
      } else if (is_flt && len == 3) {
        LNK_VEC(float, lnk_f2d, "");
      } else if (is_flt && len == 4) {
        LNK_VEC(double, (double), "");
      } else {
        return -1;
      }
      continue;
    }
    if (len == 3) return -1;
    if (is_int) {
      if (len == 4) LNK_PUT(va_arg(ap, long), "l");
      else if (len == 2) LNK_PUT((short)va_arg(ap, int), "h");
      else if (len == 1) LNK_PUT((signed char)va_arg(ap, int), "hh");
      else LNK_PUT(va_arg(ap, int), "");
    } else if (is_uns) {
      if (len == 4) LNK_PUT(va_arg(ap, unsigned long), "l");
      else if (len == 2) LNK_PUT((unsigned short)va_arg(ap, unsigned), "h");
      else if (len == 1) LNK_PUT((unsigned char)va_arg(ap, unsigned), "hh");
      else LNK_PUT(va_arg(ap, unsigned), "");
    } else if (is_flt) {
      LNK_PUT(va_arg(ap, double), "");
    } else if (conv == 'c' && len == 0) {
      LNK_PUT(va_arg(ap, int), "");
    } else if (conv == 's' && len == 0) {
      LNK_PUT(va_arg(ap, const char *), "");
    } else if (conv == 'p' && len == 0) {
      LNK_PUT(va_arg(ap, void *), "");
    } else {
      return -1;
    }
  }
  return 0;
}

int lnk_printf(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  flockfile(stdout);
  int r = lnk_printf_locked(fmt, ap);
  funlockfile(stdout);
  va_end(ap);
  return r;
}
