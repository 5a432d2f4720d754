/* libFuzzer target: the array layer of liblanes (lanes/array.h).  Each input picks a
 * function, a shape (elem_size, lanes: valid or not), a count, masks (any byte values),
 * buffer offsets (misaligned starts), NULL pointers and aliasing (separate, in place,
 * partial overlap).  The call runs on EVERY instruction-set path the CPU supports
 * (ln_set_isa: every row of lanes/impl/isa_list.h the CPU has) and each result (status and
 * bytes) is compared with tests/ref/ref_array.h; a failing call must leave every output
 * untouched.
 * Buffers are heap blocks of the exact size, so ASan reports any access outside them. */
/* fuzz-variants: base */
/* fuzz-link: liblanes */
#include <lanes/array.h>
#include <lanes/cpu.h>
#include <stdlib.h>

#include "fuzz/fuzz.h"
#include "ref/ref_array.h"

static const char *fn_name[8] = {"shuffle", "shuffle_masks", "shuffle2", "rgba_to_bgra",
                                 "bswap32", "transpose4x4f", "deinterleave4f", "interleave4f"};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fz_in in = {data, size};
  uint8_t s0 = fz_u8(&in), s1 = fz_u8(&in), s2 = fz_u8(&in), s3 = fz_u8(&in);
  int fn = s0 & 7, alias = (s0 >> 3) & 3, nullp = (s0 >> 5) & 1;
  size_t es = (size_t)1 << (s1 & 3), lanes = (size_t)1 << ((s1 >> 2) & 7);
  if (s1 & 0x80) { es = (size_t)(s1 & 15); lanes = (size_t)(s2 & 127); } /* any shape */
  size_t count = (size_t)s3 | (size_t)(s2 >> 6 & 1) << 8;                 /* 0 .. 511 */
  fz_seed(fz_raw(&in, 8));
  int valid_shape = (es == 1 || es == 2 || es == 4 || es == 8) && lanes >= 2 && lanes <= 64 &&
                    !(lanes & (lanes - 1)) && lanes * es <= 64;
  if (fn >= 3) valid_shape = 1;
  if (!valid_shape) count &= 7; /* refused anyway: keep the buffers small */
  size_t B = lanes * es;

  /* input and output sizes in bytes */
  size_t in_n, out_n, k4 = 16;
  switch (fn) {
    case 0: case 1: case 2: in_n = out_n = count * B; break;
    case 3: case 4: in_n = out_n = count * 4; break;
    case 5: in_n = out_n = count * 64; break;
    default: in_n = count * 16; out_n = count * 4; k4 = 4; break; /* deinterleave: in AoS, out SoA */
  }
  if (fn == 7) { size_t t = in_n; in_n = out_n; out_n = t; }
  (void)k4;
  size_t mask_n = fn == 1 ? count * lanes : lanes;
  if (!valid_shape && (fn <= 2)) mask_n = 64;
  uint8_t *mask = fz_block(mask_n);
  for (size_t i = 0; i < mask_n && in.n; i++) mask[i] = fz_u8(&in);
  /* misalignment of src/dst inside their blocks: any for the void * functions, a multiple
   * of 4 for float * and uint32_t * (a misaligned one is already UB in the caller) */
  size_t off = fz_u8(&in) & (fn >= 4 ? 12 : 15);

  /* sources: src (or a), b; x y z w for interleave */
  int nsrc = fn == 7 ? 4 : fn == 2 ? 2 : 1, ndst = fn == 6 ? 4 : 1;
  uint8_t *srcb[4], *src[4], *dstb[4], *dst[4], *dref[4], *dorig[4];
  for (int i = 0; i < nsrc; i++) { srcb[i] = fz_block(in_n + off); src[i] = srcb[i] + off; }
  for (int i = 0; i < ndst; i++) {
    dstb[i] = fz_block(out_n + off); dst[i] = dstb[i] + off;
    dref[i] = fz_block(out_n); dorig[i] = fz_block(out_n + off); memcpy(dorig[i], dstb[i], out_n + off);
  }
  /* aliasing: 1 = in place (dst = src, same-size functions), 2 = partial overlap */
  int inplace = 0, overlap = 0;
  if (alias == 1 && ndst == 1 && nsrc <= 2 && fn != 6 && out_n == in_n) {
    inplace = 1; /* the call writes into src[0]; dst[0] stays unused */
  } else if (alias == 2 && in_n > 1 && fn != 7 && fn != 6 && out_n == in_n) {
    overlap = 1;
  }
  uint8_t *srcorig[4];
  for (int i = 0; i < nsrc; i++) { srcorig[i] = fz_block(in_n); memcpy(srcorig[i], src[i], in_n); }

  /* expected bytes from the model (on copies of the sources) */
  ln_status want = LN_OK;
  if (!valid_shape) want = LN_EINVAL;
  else if (nullp && count) want = LN_ENULL;
  else if (overlap && count) want = LN_EINVAL;
  if (want == LN_OK) {
    switch (fn) {
      case 0: ref_array_shuffle(dref[0], srcorig[0], count, es, lanes, mask, 0); break;
      case 1: ref_array_shuffle(dref[0], srcorig[0], count, es, lanes, mask, lanes); break;
      case 2: ref_array_shuffle2(dref[0], srcorig[0], srcorig[1], count, es, lanes, mask); break;
      case 3: ref_array_rgba_to_bgra(dref[0], srcorig[0], count); break;
      case 4: ref_array_bswap32((uint32_t *)(void *)dref[0], (const uint32_t *)(void *)srcorig[0], count); break;
      case 5: ref_array_transpose4x4f((float *)(void *)dref[0], (const float *)(void *)srcorig[0], count); break;
      case 6:
        ref_array_deinterleave4f((float *)(void *)dref[0], (float *)(void *)dref[1], (float *)(void *)dref[2],
                                 (float *)(void *)dref[3], (const float *)(void *)srcorig[0], count);
        break;
      default:
        ref_array_interleave4f((float *)(void *)dref[0], (const float *)(void *)srcorig[0],
                               (const float *)(void *)srcorig[1], (const float *)(void *)srcorig[2],
                               (const float *)(void *)srcorig[3], count);
        break;
    }
  }

  uint32_t isas = ln_supported_isas();
  for (int isa = 0; isa < LN_ISA_COUNT; isa++) {
    if (!(isas >> isa & 1)) continue;
    if (ln_set_isa((ln_isa)isa) != LN_OK) FZ_FAIL("ln_set_isa(%d) refused a supported path", isa);
    /* fresh outputs and sources for every path */
    for (int i = 0; i < ndst; i++) memcpy(dstb[i], dorig[i], out_n + off);
    for (int i = 0; i < nsrc; i++) memcpy(src[i], srcorig[i], in_n);
    void *d0 = inplace ? (void *)src[0] : overlap ? (void *)(src[0] + 1) : (void *)dst[0];
    const void *s0p = nullp ? NULL : src[0];
    ln_status got;
    /* partial overlap: dst = src + 1 must be refused (LN_EINVAL) before any access; were
     * it accepted, the write past src's block would be an ASan report */
    size_t cnt = count;
    switch (fn) {
      case 0: got = ln_array_shuffle(d0, s0p, cnt, es, lanes, mask); break;
      case 1: got = ln_array_shuffle_masks(d0, s0p, cnt, es, lanes, mask); break;
      case 2: got = ln_array_shuffle2(d0, s0p, src[1], cnt, es, lanes, mask); break;
      case 3: got = ln_array_rgba_to_bgra(d0, s0p, cnt); break;
      case 4: got = ln_array_bswap32(d0, s0p, cnt); break;
      case 5: got = ln_array_transpose4x4f(d0, s0p, cnt); break;
      case 6:
        got = ln_array_deinterleave4f((float *)(void *)dst[0], (float *)(void *)dst[1], (float *)(void *)dst[2],
                                      (float *)(void *)dst[3], s0p, cnt);
        break;
      default:
        got = ln_array_interleave4f((float *)(void *)dst[0], s0p, (const float *)(void *)src[1],
                                    (const float *)(void *)src[2], (const float *)(void *)src[3], cnt);
        break;
    }
    int bad = got != want;
    if (!bad && want == LN_OK) {
      const uint8_t *res0 = inplace ? src[0] : dst[0];
      bad = memcmp(res0, dref[0], out_n) != 0;
      for (int i = 1; i < ndst; i++) bad |= memcmp(dst[i], dref[i], out_n) != 0;
      if (inplace) bad |= memcmp(dstb[0], dorig[0], out_n + off) != 0;
      else for (int i = 0; i < ndst; i++) bad |= memcmp(dstb[i], dorig[i], off) != 0;
    } else if (!bad) { /* failed call: nothing written */
      for (int i = 0; i < ndst; i++) bad |= memcmp(dstb[i], dorig[i], out_n + off) != 0;
      for (int i = 0; i < nsrc; i++) bad |= memcmp(src[i], srcorig[i], in_n) != 0;
    }
    if (!inplace && !overlap)
      for (int i = 0; i < nsrc; i++) bad |= memcmp(src[i], srcorig[i], in_n) != 0; /* sources kept */
    if (bad)
      FZ_FAIL("ln_array_%s on %s: elem_size %zu lanes %zu count %zu offset %zu%s%s%s: status %d, want %d",
              fn_name[fn], ln_isa_name((ln_isa)isa), es, lanes, count, off, inplace ? " in place" : "",
              overlap ? " overlapping" : "", nullp ? " NULL source" : "", (int)got, (int)want);
  }

  free(mask);
  for (int i = 0; i < nsrc; i++) { free(srcb[i]); free(srcorig[i]); }
  for (int i = 0; i < ndst; i++) { free(dstb[i]); free(dref[i]); free(dorig[i]); }
  return 0;
}
