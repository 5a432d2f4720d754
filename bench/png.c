/* A minimal PNG writer: 8-bit RGB, zlib stream of stored (uncompressed) deflate blocks,
 * CRC-32 and Adler-32 computed here.  Enough for the benchmark's bar plot. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"

static uint32_t crc_table[256];
static void crc_init(void) {
  for (uint32_t n = 0; n < 256; n++) {
    uint32_t c = n;
    for (int k = 0; k < 8; k++) c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
    crc_table[n] = c;
  }
}
static uint32_t crc(uint32_t c, const uint8_t *p, size_t n) {
  c = ~c;
  for (size_t i = 0; i < n; i++) c = crc_table[(c ^ p[i]) & 0xff] ^ (c >> 8);
  return ~c;
}
static void be32(uint8_t *p, uint32_t v) {
  p[0] = (uint8_t)(v >> 24);
  p[1] = (uint8_t)(v >> 16);
  p[2] = (uint8_t)(v >> 8);
  p[3] = (uint8_t)v;
}
static void chunk(FILE *f, const char *type, const uint8_t *data, size_t n) {
  uint8_t h[8];
  be32(h, (uint32_t)n);
  memcpy(h + 4, type, 4);
  fwrite(h, 1, 8, f);
  if (n) fwrite(data, 1, n, f);
  uint32_t c = crc(crc(0, (const uint8_t *)type, 4), data, n);
  be32(h, c);
  fwrite(h, 1, 4, f);
}

int png_write(const char *path, const uint8_t *rgb, unsigned w, unsigned h) {
  crc_init();
  size_t row = 1 + 3 * (size_t)w, raw_n = row * h;
  uint8_t *raw = malloc(raw_n);
  size_t nblk = (raw_n + 65534) / 65535;
  uint8_t *z = malloc(2 + raw_n + 5 * nblk + 4);
  if (!raw || !z) {
    free(raw);
    free(z);
    return -1;
  }
  for (unsigned y = 0; y < h; y++) {
    raw[y * row] = 0; /* filter: none */
    memcpy(raw + y * row + 1, rgb + (size_t)y * 3 * w, 3 * (size_t)w);
  }
  size_t o = 0;
  z[o++] = 0x78;
  z[o++] = 0x01;
  for (size_t i = 0; i < raw_n; i += 65535) {
    size_t len = raw_n - i < 65535 ? raw_n - i : 65535;
    z[o++] = i + len == raw_n; /* BFINAL, BTYPE 00 */
    z[o++] = (uint8_t)len;
    z[o++] = (uint8_t)(len >> 8);
    z[o++] = (uint8_t)~len;
    z[o++] = (uint8_t)(~len >> 8);
    memcpy(z + o, raw + i, len);
    o += len;
  }
  uint32_t s1 = 1, s2 = 0;
  for (size_t i = 0; i < raw_n; i++) {
    s1 = (s1 + raw[i]) % 65521;
    s2 = (s2 + s1) % 65521;
  }
  be32(z + o, (s2 << 16) | s1);
  o += 4;
  FILE *f = fopen(path, "wb");
  if (!f) {
    free(raw);
    free(z);
    return -1;
  }
  static const uint8_t sig[8] = {0x89, 'P', 'N', 'G', 0x0d, 0x0a, 0x1a, 0x0a};
  fwrite(sig, 1, 8, f);
  uint8_t ihdr[13];
  be32(ihdr, w);
  be32(ihdr + 4, h);
  ihdr[8] = 8;  /* bit depth */
  ihdr[9] = 2;  /* RGB */
  ihdr[10] = ihdr[11] = ihdr[12] = 0;
  chunk(f, "IHDR", ihdr, 13);
  chunk(f, "IDAT", z, o);
  chunk(f, "IEND", NULL, 0);
  int err = ferror(f);
  fclose(f);
  free(raw);
  free(z);
  return err ? -1 : 0;
}
