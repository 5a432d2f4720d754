/* Runs examples/kernels/pixels.cl, compiled unmodified by Clang, with the lanes launcher
 * (docs/kernels.md): a 64x32 RGBA image, swizzled to BGRA with a gain, then the mean luminance
 * of each 16x16 tile, on two threads. */
#include <lanes/kernel.h>
#include <pthread.h>
#include <stdio.h>

LN_KERNEL_DECLARE(swizzle_gain);
LN_KERNEL_DECLARE(tile_luma);

enum { W = 64, H = 32, T = 16 };
static unsigned char img[W * H * 4] __attribute__((aligned(16))), out[W * H * 4] __attribute__((aligned(16)));
static float means[(W / T) * (H / T)];

typedef struct { const ln_ndrange *nd; const ln_kernel_arg *args; unsigned part; ln_status st; } job;
static void *run_part(void *p) {
  job *j = p;
  j->st = ln_kernel_run_part(LN_KERNEL(tile_luma), j->nd, j->args, 4, j->part, 2);
  return NULL;
}

int main(void) {
  for (int i = 0; i < W * H * 4; i++) img[i] = (unsigned char)(i * 37 + i / 256);
  unsigned char pattern[16] __attribute__((aligned(16)));
  for (int p = 0; p < 4; p++) {   /* R G B A -> B G R A */
    pattern[4 * p + 0] = (unsigned char)(4 * p + 2);
    pattern[4 * p + 1] = (unsigned char)(4 * p + 1);
    pattern[4 * p + 2] = (unsigned char)(4 * p + 0);
    pattern[4 * p + 3] = (unsigned char)(4 * p + 3);
  }
  float gain = 1.25f;
  ln_kernel_arg a1[] = {LN_ARG_BUFFER(img), LN_ARG_BUFFER(out), LN_ARG_VALUE(pattern), LN_ARG_VALUE(gain)};
  ln_ndrange nd1 = {1, {0}, {W * H / 4}, {64}};
  ln_status st = ln_kernel_run(LN_KERNEL(swizzle_gain), &nd1, a1, 4);
  if (st != LN_OK) { printf("swizzle_gain: %s\n", ln_strerror(st)); return 1; }
  printf("pixel 0: RGBA %3d %3d %3d %3d -> BGRA x1.25 %3d %3d %3d %3d\n", img[0], img[1], img[2], img[3], out[0],
         out[1], out[2], out[3]);

  unsigned width = W;
  ln_kernel_arg a2[] = {LN_ARG_BUFFER(out), LN_ARG_VALUE(width), LN_ARG_BUFFER(means), LN_ARG_LOCAL(T * T * sizeof(float))};
  ln_ndrange nd2 = {2, {0}, {W, H}, {T, T}};
  pthread_t th[2];
  job jobs[2] = {{&nd2, a2, 0, LN_OK}, {&nd2, a2, 1, LN_OK}};
  for (int t = 0; t < 2; t++) pthread_create(&th[t], NULL, run_part, &jobs[t]);
  for (int t = 0; t < 2; t++) pthread_join(th[t], NULL);
  for (int t = 0; t < 2; t++)
    if (jobs[t].st != LN_OK) { printf("tile_luma: %s\n", ln_strerror(jobs[t].st)); return 1; }
  for (int ty = 0; ty < H / T; ty++) {
    printf("tile row %d mean luma:", ty);
    for (int tx = 0; tx < W / T; tx++) printf(" %7.3f", (double)means[ty * (W / T) + tx]);
    printf("\n");
  }
  return 0;
}
