/* The PoCL side of the kernel layer's PoCL comparisons (pocl_kernels.c, pocl_images.c): a context
 * and an in-order queue on the first device of the PoCL platform. */
#ifndef LANES_TESTS_CLC_POCL_H
#define LANES_TESTS_CLC_POCL_H
#include <CL/cl.h>
#include <string.h>

/* 1 with *ctx, *queue, *dev set; 0 when no PoCL device is found. */
static int clc_pocl_setup(cl_context *ctx, cl_command_queue *queue, cl_device_id *dev) {
  cl_platform_id plats[8];
  cl_uint np = 0;
  if (clGetPlatformIDs(8, plats, &np) != CL_SUCCESS || np == 0) return 0;
  for (cl_uint p = 0; p < np && p < 8; p++) {
    char name[256] = "";
    clGetPlatformInfo(plats[p], CL_PLATFORM_NAME, sizeof name, name, NULL);
    if (!strstr(name, "Portable Computing Language")) continue;
    if (clGetDeviceIDs(plats[p], CL_DEVICE_TYPE_ALL, 1, dev, NULL) != CL_SUCCESS) continue;
    cl_int err;
    *ctx = clCreateContext(NULL, 1, dev, NULL, NULL, &err);
    if (err != CL_SUCCESS) continue;
    *queue = clCreateCommandQueue(*ctx, *dev, 0, &err);
    if (err == CL_SUCCESS) return 1;
    clReleaseContext(*ctx);
  }
  return 0;
}
#endif
