// Peer: Google Highway (static dispatch: this file is compiled with -march=native), using
// TableLookupBytes for the byte shuffles and Load/StoreInterleaved4 for the float4 ones.
#include <hwy/highway.h>
#include <string.h>

#include "bench.h"

namespace hn = hwy::HWY_NAMESPACE;

namespace {
const hn::ScalableTag<uint8_t> d8;
const hn::FixedTag<float, 4> f4;

void lookup16(const bench_args *args, const uint8_t *m16) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  // replicate the 16-byte pattern over a whole vector (TableLookupBytes works per 16 bytes)
  HWY_ALIGN uint8_t pat[hn::MaxLanes(d8)];
  for (size_t i = 0; i < hn::Lanes(d8); i++) pat[i] = m16[i % 16];
  const auto m = hn::Load(d8, pat);
  const size_t N = hn::Lanes(d8);
  for (size_t i = 0; i < a->n; i += N)
    hn::StoreU(hn::TableLookupBytes(hn::LoadU(d8, a->src + i), m), d8, a->dst + i);
}
void rgba(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  static const uint8_t m[16] = {2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15};
  lookup16(a, m);
}
void bswap(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  static const uint8_t m[16] = {3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12};
  lookup16(a, m);
}
void shuf8(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  uint8_t m[16];
  for (int i = 0; i < 16; i++) m[i] = a->mask[i] & 15;
  lookup16(a, m);
}
void shuf2(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  HWY_ALIGN uint8_t pat[hn::MaxLanes(d8)], sel[hn::MaxLanes(d8)];
  const size_t N = hn::Lanes(d8);
  for (size_t i = 0; i < N; i++) {
    pat[i] = a->mask[i % 16] & 15;
    sel[i] = (a->mask[i % 16] & 16) ? 0xff : 0;
  }
  const auto m = hn::Load(d8, pat);
  const auto s = hn::MaskFromVec(hn::Load(d8, sel));
  for (size_t i = 0; i < a->n; i += N) {
    auto x = hn::TableLookupBytes(hn::LoadU(d8, a->src + i), m);
    auto y = hn::TableLookupBytes(hn::LoadU(d8, a->src2 + i), m);
    hn::StoreU(hn::IfThenElse(s, y, x), d8, a->dst + i);
  }
}
// A mask per 16-byte block: TableLookupBytes with the mask stream (low 4 bits: Highway leaves
// indexes >= 16 to the target).
void masks8(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const size_t N = hn::Lanes(d8);
  const auto f = hn::Set(d8, 15);
  for (size_t i = 0; i < a->n; i += N)
    hn::StoreU(hn::TableLookupBytes(hn::LoadU(d8, a->src + i), hn::And(hn::LoadU(d8, a->masks + i), f)), d8,
               a->dst + i);
}
// u16 lanes, 8 per block: the byte pair (2m, 2m + 1) of each element index m, then TableLookupBytes.
void masks16(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const hn::Repartition<uint16_t, decltype(d8)> d16;
  const hn::Rebind<uint8_t, decltype(d16)> dm;
  const size_t N = hn::Lanes(d8);
  const auto f = hn::Set(d16, 7), one = hn::Set(d16, 1);
  for (size_t i = 0; i < a->n; i += N) {
    const auto b = hn::ShiftLeft<1>(hn::And(hn::PromoteTo(d16, hn::LoadU(dm, a->masks + i / 2)), f));
    const auto idx = hn::BitCast(d8, hn::Or(b, hn::ShiftLeft<8>(hn::Or(b, one))));
    hn::StoreU(hn::TableLookupBytes(hn::LoadU(d8, a->src + i), idx), d8, a->dst + i);
  }
}
// 4x4 transpose: LoadInterleaved4 of one matrix gives its columns.
void transpose(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const float *s = reinterpret_cast<const float *>(a->src);
  float *d = reinterpret_cast<float *>(a->dst);
  for (size_t i = 0; i < a->n / 4; i += 16) {
    hn::Vec<decltype(f4)> c0, c1, c2, c3;
    hn::LoadInterleaved4(f4, s + i, c0, c1, c2, c3);
    hn::StoreU(c0, f4, d + i);
    hn::StoreU(c1, f4, d + i + 4);
    hn::StoreU(c2, f4, d + i + 8);
    hn::StoreU(c3, f4, d + i + 12);
  }
}
const hn::ScalableTag<float> df;
void deint(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const float *s = reinterpret_cast<const float *>(a->src);
  const size_t N = hn::Lanes(df);
  for (size_t i = 0; i < a->n / 16; i += N) {
    hn::Vec<decltype(df)> x, y, z, w;
    hn::LoadInterleaved4(df, s + 4 * i, x, y, z, w);
    hn::StoreU(x, df, a->x + i);
    hn::StoreU(y, df, a->y + i);
    hn::StoreU(z, df, a->z + i);
    hn::StoreU(w, df, a->w + i);
  }
}
void inter(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  float *d = reinterpret_cast<float *>(a->dst);
  const size_t N = hn::Lanes(df);
  for (size_t i = 0; i < a->n / 16; i += N)
    hn::StoreInterleaved4(hn::LoadU(df, a->x + i), hn::LoadU(df, a->y + i), hn::LoadU(df, a->z + i),
                          hn::LoadU(df, a->w + i), df, d + 4 * i);
}
}  // namespace

extern "C" void peer_hwy(bench_fn *f) {
  f[W_RGBA] = rgba;
  f[W_BSWAP] = bswap;
  f[W_TRANSPOSE] = transpose;
  f[W_SHUF8] = shuf8;
  f[W_SHUF2] = shuf2;
  f[W_MASKS8] = masks8;
  f[W_MASKS16] = masks16;
  f[W_DEINT] = deint;
  f[W_INT] = inter;
}

// ---- bulk memory: GatherIndex, ScatterIndex, CompressStore ----
namespace {
const hn::ScalableTag<uint32_t> d32;
const hn::RebindToSigned<decltype(d32)> di32;
const hn::Rebind<uint8_t, decltype(d32)> d8x32;

size_t m_gather(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const size_t N = hn::Lanes(d32);
  for (size_t i = 0; i < a->n; i += N) {
    auto ix = hn::BitCast(di32, hn::LoadU(d32, a->idx + i));
    hn::StoreU(hn::GatherIndex(d32, a->table, ix), d32, a->out + i);
  }
  return 0;
}
size_t m_scatter(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const size_t N = hn::Lanes(d32);
  for (size_t i = 0; i < a->n; i += N) {
    auto ix = hn::BitCast(di32, hn::LoadU(d32, a->idx + i));
    hn::ScatterIndex(hn::LoadU(d32, a->val + i), d32, a->table, ix);
  }
  return 0;
}
size_t m_compress(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const size_t N = hn::Lanes(d32);
  size_t k = 0;
  for (size_t i = 0; i < a->n; i += N) {
    auto m = hn::Ne(hn::PromoteTo(d32, hn::LoadU(d8x32, a->mask + i)), hn::Zero(d32));
    k += hn::CompressStore(hn::LoadU(d32, a->val + i), m, d32, a->out + k);
  }
  return k;
}
size_t m_compress8(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const size_t N = hn::Lanes(d8);
  size_t k = 0;
  for (size_t i = 0; i < a->n; i += N) {
    auto m = hn::Ne(hn::LoadU(d8, a->mask + i), hn::Zero(d8));
    k += hn::CompressStore(hn::LoadU(d8, a->bval + i), m, d8, a->bout + k);
  }
  return k;
}
// Filter by predicate at full width.  Highway 1.0's CompressStore (and CompressBlendedStore,
// the same code for 4-byte lanes) on AVX3 is vpcompressd with a memory operand, microcoded
// on Zen 4; Compress (in a register) then StoreU of the whole vector, advancing by CountTrue,
// is Highway's fast form when the output has a vector of slack (it has here): the hwy
// column.  The CompressStore form is the hwy-cs column.
// x[i] > thr kept in order into out; CS: by CompressStore, else Compress + StoreU.  The loop
// variables are locals (the copy of the argument block above each call).
template <bool CS, class T>
size_t pred_loop(const T *x, size_t n, T thr, T *out) {
  const hn::ScalableTag<T> d;
  const size_t N = hn::Lanes(d);
  const auto t = hn::Set(d, thr);
  size_t k = 0, i = 0;
  for (; i + N <= n; i += N) {
    const auto v = hn::LoadU(d, x + i);
    const auto m = hn::Gt(v, t);
    if (CS) {
      k += hn::CompressStore(v, m, d, out + k);
    } else {
      hn::StoreU(hn::Compress(v, m), d, out + k);
      k += hn::CountTrue(d, m);
    }
  }
  for (; i < n; i++)
    if (x[i] > thr) out[k++] = x[i];
  return k;
}
template <bool CS>
size_t m_pred_f32_t(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  return pred_loop<CS>(a->pf, a->pn, a->pft, reinterpret_cast<float *>(a->pout));
}
template <bool CS>
size_t m_pred_i32_t(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  return pred_loop<CS>(a->pi, a->pn, a->pit, reinterpret_cast<int32_t *>(a->pout));
}
}  // namespace

extern "C" void peer_hwy_cs_mem(mem_fn *f) {
  f[MW_PRED_F32] = m_pred_f32_t<true>;
  f[MW_PRED_I32] = m_pred_i32_t<true>;
}

extern "C" void peer_hwy_mem(mem_fn *f) {
  f[MW_PRED_F32] = m_pred_f32_t<false>;
  f[MW_PRED_I32] = m_pred_i32_t<false>;
  f[MW_GATHER] = m_gather;
  f[MW_SCATTER] = m_scatter;
  f[MW_COMPRESS] = m_compress;
  f[MW_COMPRESS8] = m_compress8;
}
