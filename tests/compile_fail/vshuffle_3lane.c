/* Java shuffles have no 3-lane species: rearranging a 3-lane vector does not compile. */
#include <lanes/vshuffle.h>
int main(void) {
  ln_vshuf4 s = ln_vshuf4_iota(1, 1, 1);
#ifdef LN_EXPECT_OK
  ln_float4 v = {1, 2, 3, 4};
  ln_float4 r = ln_rearrange(v, s);
  return r[0] == 2 ? 0 : 1;
#else
  ln_float3 v = {{1, 2, 3, 0}};
  ln_float3 r = ln_rearrange(v, s);
  return r.v[0] == 2 ? 0 : 1;
#endif
}
