/* Part of lanes_array_math_bench: array_math_peer.c's loops over SLEEF's AVX2 functions,
 * compiled with -march=x86-64-v3 (bench/CMakeLists.txt). */
#define LN_PEER_AVX2 1
#include "array_math_peer.c"
