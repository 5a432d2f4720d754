/* A kernel built through an installed lanes (tests/install). */
__kernel void reverse_add(__global const uchar16 *in, __global uchar16 *out, uchar k) {
  size_t i = get_global_id(0);
  out[i] = shuffle(in[i], (uchar16)(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)) + k;
}
