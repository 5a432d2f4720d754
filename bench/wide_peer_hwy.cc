// lanes_wide_bench peer: Google Highway at the CPU's full width (static dispatch: this file is
// compiled with -march=native, ScalableTag<uint8_t> is then 64 bytes on AVX-512).
// Highway 1.0 (Debian 12) offers TableLookupBytes, a lookup within each 16-byte block, so it
// runs the block16 / rgba / bswap32 rows; it has no full-width byte permute (TableLookupLanes
// takes 32- and 64-bit lanes there), so stream64 and shuffle2 are not available to it.
#include <hwy/highway.h>

#include "wide_bench.h"

namespace hn = hwy::HWY_NAMESPACE;

namespace {
const hn::ScalableTag<uint8_t> d8;

void lookup16(const wide_args *args, const uint8_t *pat16) {
  const wide_args a = *args;  // a copy: stores cannot alias its pointers
  HWY_ALIGN uint8_t pat[hn::MaxLanes(d8)];
  for (size_t i = 0; i < hn::Lanes(d8); i++) pat[i] = pat16[i % 16] & 15;
  const auto m = hn::Load(d8, pat);
  const size_t N = hn::Lanes(d8);
  for (size_t i = 0; i < a.n; i += N)
    hn::StoreU(hn::TableLookupBytes(hn::LoadU(d8, a.src + i), m), d8, a.dst + i);
}
void block16(const wide_args *a) { lookup16(a, a->pattern); }
void rgba(const wide_args *a) {
  static const uint8_t m[16] = {2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15};
  lookup16(a, m);
}
void bswap(const wide_args *a) {
  static const uint8_t m[16] = {3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12};
  lookup16(a, m);
}
}  // namespace

extern "C" void wide_peer_hwy(wide_fn *f) {
  for (int w = 0; w < WW_COUNT; w++) f[w] = nullptr;
  f[WW_BLOCK16] = block16;
  f[WW_RGBA] = rgba;
  f[WW_BSWAP] = bswap;
}
