/* The example of README.md, kept compiling by the build. */
#include <lanes.h>
#include <stdio.h>

int main(void) {
    ln_int4 a = {7, -3, -2, 5}, b = {1, 2, 0, 4};
    ln_int4 q = ln_div(a, b);            /* {7, -1, -1, 1}: x/0 is all bits set, never a trap */
    ln_int4 s = ln_shl(a, 33);           /* count modulo 32, as OpenCL: a << 1 */
    ln_float4 f = ln_convert_float4(a) * 2.5f;
    ln_uchar4 u = ln_convert_uchar4_sat(a * 100);          /* saturating, rounding toward zero */
    printf("%d %d %g %d\n", q[1], s[0], f[0], u[1]);
    return 0;
}
