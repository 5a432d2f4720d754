/* A 256-bin byte histogram: every work-item counts its 16 bytes with atomic_inc on shared bins
 * (d[0..1023]; the rest of d is not used). */
__kernel void histogram(__global const uchar16 *s, __global uint *d) {
  uchar16 v = s[get_global_id(0)];
  for (int k = 0; k < 16; k++) atomic_inc(&d[v[k]]);
}
