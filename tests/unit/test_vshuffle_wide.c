/* The 32- and 64-bit element types of test_vshuffle.c. */
#define VS_WIDE 1
#include "unit/test_vshuffle.c"
