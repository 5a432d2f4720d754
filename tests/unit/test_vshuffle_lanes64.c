/* The 32- and 64-lane shuffles (ln_vshuf32, ln_vshuf64) and the vector types of those lane
 * counts (char, uchar, short, ushort, half at 32; char, uchar at 64) of test_vshuffle.c. */
#define VS_LANES64 1
#include "unit/test_vshuffle.c"
