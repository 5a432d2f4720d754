/* Array layer, Arm SVE2 path: the sve path (array_sve.c) with one-svtbl2 two-source shuffles
 * and scatter-add in svhistcnt conflict rounds (compiled with +sve2). */
#define LN_SVE2 1
#include "array_sve.c"
