/* Differential test of lanes against PoCL (OpenCL C on the CPU).
 *
 * For every family (fam_*.c, see pocl_test.h): builds its kernels in one OpenCL program,
 * fills the input slots with edge and seeded random values, runs each kernel on PoCL and the
 * same ops through lanes, and compares every output lane bit for bit (floats: same bits, or
 * both NaN), except the input combinations unspecified.h lists.
 *
 * Exit 0: no mismatch and every present family compared at least one lane.  Exit 1: a
 * mismatch, a build or run failure.  Exit 77 (CTest SKIP_RETURN_CODE): no OpenCL platform
 * or no PoCL device.  LANES_POCL_ANY=1 accepts a non-PoCL OpenCL device;
 * LANES_POCL_FAMILY=name runs one family; LANES_POCL_PART=i/n runs the families whose index in
 * families.h is i modulo n (CTest runs the differential as parts in parallel); LANES_TEST_SEED=n
 * changes the random inputs. */
#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 120
#endif
#include <CL/cl.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "common/check.h"
#include "pocl_test.h"
#include "unspecified.h"
#include "families.h"
#ifdef PC_CLC /* tests/clc/pocl_clc.cmake: the same kernels also compiled by Clang, run by lanes/kernel.h */
#include <dlfcn.h>
#include <lanes/kernel.h>
#endif

#define PC_SKIP 77
#define PC_MAX_REPORTS 20

static double pc_now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static const char *const pc_elem_name[PC_NELEM] = {"char", "uchar", "short", "ushort", "int", "uint",
                                                   "long", "ulong", "half", "float", "double"};
static unsigned pc_esize(unsigned e) { return pc_bits(e) / 8; }
static unsigned pc_item_lanes(const pc_slot *s) { return s->packed ? s->n : (s->n == 3 ? 4 : s->n); }
static size_t pc_item_bytes(const pc_slot *s) { return (size_t)pc_item_lanes(s) * pc_esize(s->elem); }

/* ---- OpenCL C preamble prepended to every family's source ---- */
static const char pc_preamble[] =
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "#define PC_SLOT ((size_t)count * " "128" ")\n"
    "#define IN(T, s) ((__global const T *)(in + (size_t)(s) * PC_SLOT))\n"
    "#define OUT(T, s) ((__global T *)(out + (size_t)(s) * PC_SLOT))\n"
    "#define KARGS __global const uchar *in, __global uchar *out, uint count\n";

/* ---- input values ---- */
static const uint16_t pc_half_edges[] = {0x0000, 0x8000, 0x3c00, 0xbc00, 0x3800, 0x3e00, 0x7bff, 0xfbff,
                                         0x7c00, 0xfc00, 0x7e00, 0xfe00, 0x7c01, 0x0001, 0x8001, 0x03ff,
                                         0x0400, 0x8400, 0x3555, 0x4248, 0x5bf8, 0x6400, 0x1400, 0x0200};
#define PC_HALF_EDGES (sizeof pc_half_edges / sizeof pc_half_edges[0])

static unsigned pc_edges(const pc_slot *s) {
  if (s->gen != PC_G_VAL) return 0;
  if (s->elem == PC_HALF) return PC_HALF_EDGES;
  return pc_is_float(s->elem) ? TC_FLOAT_EDGES : TC_INT_EDGES;
}

static uint64_t pc_f2bits(unsigned e, double d) {
  if (e == PC_FLOAT) { float f = (float)d; uint32_t u; memcpy(&u, &f, 4); return u; }
  uint64_t u; memcpy(&u, &d, 8); return u;
}

/* A random value of element type e drawn by generator g (bits, zero-extended). */
static uint64_t pc_random(unsigned e, unsigned g) {
  unsigned w = pc_bits(e);
  uint64_t mask = w == 64 ? ~0ull : (1ull << w) - 1, msb = 1ull << (w - 1), r = tc_rand();
  switch (g) {
    case PC_G_SHIFT: {
      const uint64_t v[] = {0, 1, w - 1, w, w + 1, 2 * w - 1, 2 * w, mask, mask - w + 1, msb, msb - 1,
                            255, 63, 64, 65, 1000};
      return (r & 1) ? tc_rand() & mask : v[(r >> 1) % (sizeof v / sizeof v[0])] & mask;
    }
    case PC_G_MASK: {
      const uint64_t v[] = {0, mask, msb, 1, msb | 1, mask ^ msb, tc_rand() | msb, tc_rand() & ~msb};
      return v[(r >> 1) % 8] & mask;
    }
    case PC_G_SHUF: return r & mask;
    case PC_G_SMALL: return r & 15;
    case PC_G_BOUND:
      if (pc_is_float(e)) return pc_f2bits(e, (double)(int64_t)(r % 201) - 100.0 + ((r >> 20) & 1 ? 0.5 : 0));
      if (r & 1) return tc_int_edge((int)w, (unsigned)(r >> 8)) & mask;
      return (pc_is_signed(e) ? (uint64_t)((int64_t)((r >> 8) % 201) - 100) : (r >> 8) % 201) & mask;
    default: break;
  }
  if (e == PC_HALF) return (r & 1) ? pc_half_edges[(r >> 1) % PC_HALF_EDGES] : (r >> 8) & 0xffff;
  if (pc_is_float(e)) {
    switch (r & 3) {
      case 0: return tc_rand() & mask;                                /* any bits: NaN payloads, denormals */
      case 1: return pc_f2bits(e, tc_float_edge((unsigned)(r >> 8)));
      default: return pc_f2bits(e, tc_rand_double());
    }
  }
  switch (r & 3) {
    case 0: return tc_int_edge((int)w, (unsigned)(r >> 8)) & mask;
    case 1: return ((r >> 8) % 17 - 8) & mask;
    default: return tc_rand() & mask;
  }
}

/* Lane L of a VAL slot with cross index d: edge values first (slots 0 and 1 together cover the
 * whole cross product of edges), random afterwards. */
static uint64_t pc_value(const pc_slot *s, unsigned d, size_t L) {
  unsigned E = pc_edges(s);
  if (E && L < (size_t)E * E) {
    size_t k = d == 0 ? L % E : d == 1 ? (L / E) % E : (L + (L / E) * 5) % E;
    if (s->elem == PC_HALF) return pc_half_edges[k];
    if (pc_is_float(s->elem)) return pc_f2bits(s->elem, tc_float_edge((unsigned)k));
    unsigned w = pc_bits(s->elem);
    return tc_int_edge((int)w, (unsigned)k);
  }
  return pc_random(s->elem, s->gen);
}

static void pc_put(unsigned char *p, unsigned e, uint64_t v) {
  switch (pc_esize(e)) {
    case 1: { uint8_t x = (uint8_t)v; memcpy(p, &x, 1); break; }
    case 2: { uint16_t x = (uint16_t)v; memcpy(p, &x, 2); break; }
    case 4: { uint32_t x = (uint32_t)v; memcpy(p, &x, 4); break; }
    default: memcpy(p, &v, 8);
  }
}
static uint64_t pc_get(const unsigned char *p, unsigned e) {
  switch (pc_esize(e)) {
    case 1: { uint8_t x; memcpy(&x, p, 1); return x; }
    case 2: { uint16_t x; memcpy(&x, p, 2); return x; }
    case 4: { uint32_t x; memcpy(&x, p, 4); return x; }
    default: { uint64_t x; memcpy(&x, p, 8); return x; }
  }
}

static int pc_same(unsigned e, uint64_t a, uint64_t b) {
  if (a == b) return 1;
  if (e == PC_HALF) return (a & 0x7fff) > 0x7c00 && (b & 0x7fff) > 0x7c00;
  if (pc_is_float(e)) { double x = pc_fval(e, a), y = pc_fval(e, b); return x != x && y != y; }
  return 0;
}

static void pc_fmt(char *buf, size_t sz, unsigned e, uint64_t v) {
  if (e == PC_FLOAT || e == PC_DOUBLE)
    snprintf(buf, sz, "0x%0*" PRIx64 " (%.17g)", (int)pc_esize(e) * 2, v, pc_fval(e, v));
  else if (pc_is_signed(e))
    snprintf(buf, sz, "%" PRId64, pc_sval(e, v));
  else
    snprintf(buf, sz, "0x%0*" PRIx64, (int)pc_esize(e) * 2, v);
}

/* ---- per-family and total counters ---- */
typedef struct {
  unsigned long compared, skipped, mismatches, rule[PC_R_COUNT];
  unsigned long by_n[17]; /* compared lanes by the lane count of the kernel's first input */
} pc_counts;
static unsigned long pc_reports, pc_summaries;

static void pc_report_args(const pc_kernel *k, const pc_op *op, const unsigned char *in, size_t count,
                           size_t i, unsigned j) {
  for (unsigned a = 0; a < op->nargs; a++) {
    const pc_slot *s = &k->in[op->args[a]];
    const unsigned char *base = in + (size_t)op->args[a] * count * PC_SLOT_BYTES + i * pc_item_bytes(s);
    char buf[64];
    fprintf(stderr, "    arg%u (%s%u%s):", a, pc_elem_name[s->elem], s->n, s->packed ? " packed" : "");
    if (s->n == op->out.n && !(s->packed && !op->out.packed)) {
      pc_fmt(buf, sizeof buf, s->elem, pc_get(base + (size_t)j * pc_esize(s->elem), s->elem));
      fprintf(stderr, " lane %u = %s\n", j, buf);
    } else {
      for (unsigned l = 0; l < s->n; l++) {
        pc_fmt(buf, sizeof buf, s->elem, pc_get(base + (size_t)l * pc_esize(s->elem), s->elem));
        fprintf(stderr, " %s", buf);
      }
      fputc('\n', stderr);
    }
  }
}

/* Compares one kernel's outputs. */
static void pc_compare(const pc_family *f, const pc_kernel *k, const unsigned char *in,
                       const unsigned char *pocl, const unsigned char *host, size_t count, pc_counts *c) {
  unsigned kn = k->nin ? k->in[0].n : 1;
  for (unsigned o = 0; o < k->nop; o++) {
    const pc_op *op = &k->op[o];
    unsigned long before = c->mismatches;
    size_t ib = pc_item_bytes(&op->out);
    unsigned es = pc_esize(op->out.elem);
    pc_lanectx ctx;
    ctx.op = op->name;
    ctx.out = op->out;
    ctx.nargs = op->nargs;
    for (unsigned a = 0; a < op->nargs; a++) {
      ctx.elem[a] = k->in[op->args[a]].elem;
      ctx.n[a] = k->in[op->args[a]].n;
    }
    for (size_t i = 0; i < count; i++) {
      size_t off = (size_t)o * count * PC_SLOT_BYTES + i * ib;
      for (unsigned j = 0; j < op->out.n; j++) {
        uint64_t p = pc_get(pocl + off + (size_t)j * es, op->out.elem);
        uint64_t h = pc_get(host + off + (size_t)j * es, op->out.elem);
        for (unsigned a = 0; a < op->nargs; a++) {
          const pc_slot *s = &k->in[op->args[a]];
          unsigned lane = s->n == 1 ? 0 : (j < s->n ? j : 0);
          ctx.bits[a] = pc_get(in + (size_t)op->args[a] * count * PC_SLOT_BYTES + i * pc_item_bytes(s) +
                                   (size_t)lane * pc_esize(s->elem), s->elem);
        }
        ctx.lane = j;
        enum pc_rule r = pc_unspecified(&ctx);
        if (r != PC_R_NONE) { c->skipped++; c->rule[r]++; continue; }
        c->compared++;
        c->by_n[kn]++;
        if (pc_same(op->out.elem, p, h)) continue;
        c->mismatches++;
        if (++pc_reports <= PC_MAX_REPORTS) {
          char bp[64], bh[64];
          pc_fmt(bp, sizeof bp, op->out.elem, p);
          pc_fmt(bh, sizeof bh, op->out.elem, h);
          fprintf(stderr, "MISMATCH %s kernel %s op %s -> %s%u: item %zu lane %u\n", f->name, k->name, op->name,
                  pc_elem_name[op->out.elem], op->out.n, i, j);
          pc_report_args(k, op, in, count, i, j);
          fprintf(stderr, "    PoCL  = %s\n    lanes = %s\n", bp, bh);
        }
      }
    }
    if (c->mismatches > before && ++pc_summaries <= 60)
      printf("    %lu mismatches in %s kernel %s op %s\n", c->mismatches - before, f->name, k->name, op->name);
  }
}

/* ---- OpenCL setup ---- */
typedef struct {
  cl_context ctx;
  cl_command_queue q;
  cl_device_id dev;
  char options[256]; /* everything but -cl-std */
} pc_cl;

static int pc_contains(const char *hay, const char *needle) { return strstr(hay, needle) != NULL; }

/* Finds a PoCL device (or any device with LANES_POCL_ANY=1).  Returns 0 or PC_SKIP. */
static int pc_setup(pc_cl *cl) {
  cl_platform_id plats[16];
  cl_uint np = 0;
  int any = getenv("LANES_POCL_ANY") && atoi(getenv("LANES_POCL_ANY"));
  if (clGetPlatformIDs(16, plats, &np) != CL_SUCCESS || np == 0) {
    printf("SKIPPED: no OpenCL platform (is pocl-opencl-icd installed? OCL_ICD_VENDORS=%s)\n",
           getenv("OCL_ICD_VENDORS") ? getenv("OCL_ICD_VENDORS") : "(unset)");
    return PC_SKIP;
  }
  for (cl_uint p = 0; p < np && p < 16; p++) {
    char pname[256] = "", dname[256] = "", dver[256] = "", cver[256] = "";
    clGetPlatformInfo(plats[p], CL_PLATFORM_NAME, sizeof pname, pname, NULL);
    cl_device_id devs[8];
    cl_uint nd = 0;
    if (clGetDeviceIDs(plats[p], CL_DEVICE_TYPE_ALL, 8, devs, &nd) != CL_SUCCESS) continue;
    for (cl_uint d = 0; d < nd && d < 8; d++) {
      clGetDeviceInfo(devs[d], CL_DEVICE_NAME, sizeof dname, dname, NULL);
      clGetDeviceInfo(devs[d], CL_DEVICE_VERSION, sizeof dver, dver, NULL);
      clGetDeviceInfo(devs[d], CL_DEVICE_OPENCL_C_VERSION, sizeof cver, cver, NULL);
      int pocl = pc_contains(pname, "Portable Computing Language") || pc_contains(dver, "PoCL") ||
                 pc_contains(dver, "pocl");
      if (!pocl && !any) continue;
      cl_int err;
      cl->dev = devs[d];
      cl->ctx = clCreateContext(NULL, 1, &cl->dev, NULL, NULL, &err);
      if (err != CL_SUCCESS) continue;
      cl->q = clCreateCommandQueue(cl->ctx, cl->dev, 0, &err);
      if (err != CL_SUCCESS) { clReleaseContext(cl->ctx); continue; }
      char ext[8192] = "";
      cl_device_fp_config fc = 0;
      clGetDeviceInfo(cl->dev, CL_DEVICE_EXTENSIONS, sizeof ext, ext, NULL);
      clGetDeviceInfo(cl->dev, CL_DEVICE_SINGLE_FP_CONFIG, sizeof fc, &fc, NULL);
      /* Never -cl-denorms-are-zero, never fast-math: IEEE float semantics with denormals. */
      snprintf(cl->options, sizeof cl->options, "%s",
               (fc & CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT) ? "-cl-fp32-correctly-rounded-divide-sqrt" : "");
      printf("device: %s | %s | %s | %s\n", pname, dname, dver, cver);
      printf("device: cl_khr_fp64 %s, cl_khr_fp16 %s (half is tested only through vload_half/vstore_half"
             " when absent), float denormals %s, correctly rounded float divide %s\n",
             pc_contains(ext, "cl_khr_fp64") ? "yes" : "NO", pc_contains(ext, "cl_khr_fp16") ? "yes" : "no",
             (fc & CL_FP_DENORM) ? "supported" : "NOT supported",
             (fc & CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT) ? "yes" : "no");
      printf("build options: -cl-std=<the family's version, CL1.2 unless said> %s\n", cl->options);
      return 0;
    }
  }
  printf("SKIPPED: no PoCL device among %u OpenCL platform(s) (LANES_POCL_ANY=1 accepts any device)\n", np);
  return PC_SKIP;
}

static cl_program pc_build(pc_cl *cl, const char *src, const char *std, const char *what, int *ok) {
  size_t n1 = strlen(pc_preamble), n2 = strlen(src);
  char *all = malloc(n1 + n2 + 1);
  memcpy(all, pc_preamble, n1);
  memcpy(all + n1, src, n2 + 1);
  const char *s = all;
  cl_int err;
  cl_program prog = clCreateProgramWithSource(cl->ctx, 1, &s, NULL, &err);
  free(all);
  *ok = 0;
  if (err != CL_SUCCESS) { fprintf(stderr, "%s: clCreateProgramWithSource failed (%d)\n", what, err); return prog; }
  char opts[320];
  snprintf(opts, sizeof opts, "-cl-std=%s %s", std, cl->options);
  err = clBuildProgram(prog, 1, &cl->dev, opts, NULL, NULL);
  if (err != CL_SUCCESS) {
    size_t len = 0;
    clGetProgramBuildInfo(prog, cl->dev, CL_PROGRAM_BUILD_LOG, 0, NULL, &len);
    char *log = malloc(len + 1);
    clGetProgramBuildInfo(prog, cl->dev, CL_PROGRAM_BUILD_LOG, len, log, NULL);
    log[len] = 0;
    if (len > 6000) strcpy(log + 6000, "\n...");
    fprintf(stderr, "%s: clBuildProgram (%s) failed (%d):\n%s\n", what, opts, err, log);
    free(log);
    return prog;
  }
  *ok = 1;
  return prog;
}

/* Runs kernel name over count items: in -> out (both sized bytes). */
static int pc_run(pc_cl *cl, cl_program prog, const char *name, const unsigned char *in, size_t in_bytes,
                  unsigned char *out, size_t out_bytes, size_t count) {
  cl_int err;
  cl_kernel k = clCreateKernel(prog, name, &err);
  if (err != CL_SUCCESS) { fprintf(stderr, "kernel %s: clCreateKernel failed (%d)\n", name, err); return 0; }
  cl_mem bi = clCreateBuffer(cl->ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, in_bytes, (void *)in, &err);
  cl_mem bo = clCreateBuffer(cl->ctx, CL_MEM_WRITE_ONLY | CL_MEM_COPY_HOST_PTR, out_bytes, out, &err);
  cl_uint cnt = (cl_uint)count;
  int ok = clSetKernelArg(k, 0, sizeof bi, &bi) == CL_SUCCESS && clSetKernelArg(k, 1, sizeof bo, &bo) == CL_SUCCESS &&
           clSetKernelArg(k, 2, sizeof cnt, &cnt) == CL_SUCCESS;
  if (ok) {
    err = clEnqueueNDRangeKernel(cl->q, k, 1, NULL, &count, NULL, 0, NULL, NULL);
    if (err != CL_SUCCESS) { fprintf(stderr, "kernel %s: enqueue failed (%d)\n", name, err); ok = 0; }
  }
  if (ok) ok = clEnqueueReadBuffer(cl->q, bo, CL_TRUE, 0, out_bytes, out, 0, NULL, NULL) == CL_SUCCESS;
  clReleaseMemObject(bi);
  clReleaseMemObject(bo);
  clReleaseKernel(k);
  return ok;
}

/* Float denormal probe: does the device keep denormal inputs and results in float math? */
static void pc_probe_denormals(pc_cl *cl) {
  static const char src[] =
      "__kernel void probe(KARGS) { __global const float *a = IN(float, 0); __global float *r = OUT(float, 0);\n"
      "  r[0] = a[0] * a[1]; r[1] = a[2] + a[3]; r[2] = a[0] * a[4]; r[3] = (float)(a[0] != 0.0f); }\n";
  int ok;
  cl_program p = pc_build(cl, src, "CL1.2", "denormal probe", &ok);
  if (!ok) { if (p) clReleaseProgram(p); return; }
  size_t count = 1;
  unsigned char in[PC_SLOT_BYTES + 64] = {0}, out[PC_SLOT_BYTES + 64] = {0};
  float a[5] = {1e-40f, 1.0f, 1e-40f, 1e-40f, 1e20f}, r[4];
  memcpy(in, a, sizeof a);
  if (pc_run(cl, p, "probe", in, sizeof in, out, sizeof out, count)) {
    memcpy(r, out, sizeof r);
    volatile float d = 1e-40f;
    int keeps = r[0] == d && r[1] == d + d && r[2] == d * 1e20f && r[3] == 1.0f;
    printf("float denormals in arithmetic: %s (1e-40f*1 = %g, 1e-40f+1e-40f = %g, 1e-40f*1e20f = %g)\n",
           keeps ? "kept (no flush to zero)" : "FLUSHED by the device", (double)r[0], (double)r[1], (double)r[2]);
  }
  clReleaseProgram(p);
}

static unsigned char *pc_alloc(size_t bytes) {
  unsigned char *p = aligned_alloc(4096, (bytes + 4095) / 4096 * 4096);
  if (!p) { fprintf(stderr, "out of memory\n"); exit(1); }
  return p;
}

static size_t pc_count_for(const pc_kernel *k) {
  unsigned nl = 1, E = 0;
  for (unsigned s = 0; s < k->nin; s++) {
    if (k->in[s].n > nl) nl = k->in[s].n;
    if (pc_edges(&k->in[s]) > E) E = pc_edges(&k->in[s]);
  }
  if (E < 16) E = 16;
  return ((size_t)E * E + nl - 1) / nl + 512; /* edge cross product, then 512 random items */
}

/* One line of the final table: compared lanes, split by the kernels' lane count. */
static void pc_print_counts(const char *name, const pc_counts *c) {
  static const unsigned ns[] = {1, 2, 3, 4, 8, 16};
  printf("    %-10s %9lu compared (", name, c->compared);
  for (unsigned i = 0; i < 6; i++)
    printf("%s%u: %lu", i ? ", " : "", ns[i], c->by_n[ns[i]]);
  printf("), %lu skipped as unspecified, %lu mismatches\n", c->skipped, c->mismatches);
}

#ifdef PC_CLC
/* Runs kernel name compiled by Clang (descriptor ln__kernel_<name>) through the lanes launcher. */
static int pc_clc_run(const char *name, const unsigned char *in, unsigned char *out, size_t out_bytes, size_t count) {
  char sym[160];
  snprintf(sym, sizeof sym, "ln__kernel_%s", name);
  const ln_kernel *k = (const ln_kernel *)dlsym(RTLD_DEFAULT, sym);
  if (!k) { fprintf(stderr, "kernel %s: not found in the kernel layer's kernels\n", name); return 0; }
  memset(out, 0xa5, out_bytes);
  cl_uint cnt = (cl_uint)count;
  ln_kernel_arg a[] = {LN_ARG_BUFFER(in), LN_ARG_BUFFER(out), LN_ARG_VALUE(cnt)};
  ln_ndrange nd = {1, {0}, {count}, {1}};
  ln_status s = ln_kernel_run(k, &nd, a, 3);
  if (s != LN_OK) fprintf(stderr, "kernel %s: ln_kernel_run: %s\n", name, ln_strerror(s));
  return s == LN_OK;
}
#endif

#ifdef PC_WRITE_CL
/* Writes every family's OpenCL C program (preamble and kernels) to <dir>/<family>.cl. */
static int pc_write_cl(const char *dir) {
  for (size_t fi = 0; fi < sizeof pc_families / sizeof pc_families[0]; fi++) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.cl", dir ? dir : ".", pc_families[fi]->name);
    FILE *fp = fopen(path, "w");
    if (!fp || fputs(pc_preamble, fp) < 0 || fputs(pc_families[fi]->source, fp) < 0 || fclose(fp)) {
      fprintf(stderr, "cannot write %s\n", path);
      return 1;
    }
  }
  return 0;
}
#endif

/* Runs one family; returns 0 on success. */
static int pc_family_run(pc_cl *cl, const pc_family *f, pc_counts *total, pc_counts *fc) {
  pc_counts c;
  memset(&c, 0, sizeof c);
  memset(fc, 0, sizeof *fc);
  if (!f->present) {
    printf("family %-10s not present (%s not in this tree yet): nothing compared\n", f->name, f->header);
    return 0;
  }
  double t0 = pc_now();
  int ok, fail = 0;
  cl_program prog = pc_build(cl, f->source, f->std, f->name, &ok);
  double t1 = pc_now(), trun = 0;
  if (!ok) { if (prog) clReleaseProgram(prog); printf("family %-10s BUILD FAILED\n", f->name); return 1; }
  for (unsigned ki = 0; ki < f->nkernel; ki++) {
    const pc_kernel *k = &f->kernel[ki];
    size_t count = pc_count_for(k);
    size_t in_bytes = (size_t)(k->nin ? k->nin : 1) * count * PC_SLOT_BYTES + 256;
    size_t out_bytes = (size_t)k->nop * count * PC_SLOT_BYTES + 256;
    unsigned char *in = pc_alloc(in_bytes), *po = pc_alloc(out_bytes), *ho = pc_alloc(out_bytes);
    memset(in, 0, in_bytes);
    /* A scalar slot next to vectors of nv lanes takes edge index i * nv: every edge of the
     * scalar meets every edge of the vectors' lanes (mixed vector/scalar forms). */
    unsigned d = 0, nv = 1;
    for (unsigned s = 0; s < k->nin; s++)
      if (k->in[s].gen == PC_G_VAL && k->in[s].n > nv) nv = k->in[s].n;
    for (unsigned s = 0; s < k->nin; s++) {
      const pc_slot *sl = &k->in[s];
      unsigned il = pc_item_lanes(sl), es = pc_esize(sl->elem);
      unsigned char *base = in + (size_t)s * count * PC_SLOT_BYTES;
      for (size_t i = 0; i < count; i++)
        for (unsigned j = 0; j < il; j++) {
          uint64_t v = j < sl->n ? pc_value(sl, d, sl->n == 1 ? i * nv : i * sl->n + j) : tc_rand(); /* padding: garbage */
          pc_put(base + i * pc_item_bytes(sl) + (size_t)j * es, sl->elem, v);
        }
      /* packed data: fill the slot's tail too (vloadn at an offset reads past count * n) */
      if (sl->packed)
        for (size_t b = count * pc_item_bytes(sl); b < count * PC_SLOT_BYTES && b < count * pc_item_bytes(sl) + 256; b++)
          base[b] = (unsigned char)tc_rand();
      if (sl->gen == PC_G_VAL) d++;
    }
    memset(po, 0xa5, out_bytes);
    memset(ho, 0xa5, out_bytes);
    double tr = pc_now();
    if (!pc_run(cl, prog, k->name, in, in_bytes, po, out_bytes, count)) { fail = 1; goto next; }
    trun += pc_now() - tr;
    k->host(in, ho, count);
    pc_compare(f, k, in, po, ho, count, &c);
#ifdef PC_CLC
    if (!pc_clc_run(k->name, in, ho, out_bytes, count)) { fail = 1; goto next; }
    pc_compare(f, k, in, po, ho, count, &c);   /* the kernel layer's outputs against PoCL's */
#endif
  next:
    free(in);
    free(po);
    free(ho);
  }
  clReleaseProgram(prog);
  printf("family %-10s %3u kernels (-cl-std=%s), build %.2f s, run %.2f s: %lu lanes compared, %lu skipped as"
         " unspecified, %lu mismatches%s\n",
         f->name, f->nkernel, f->std, t1 - t0, trun, c.compared, c.skipped, c.mismatches,
         fail ? ", KERNEL FAILURES" : "");
  *fc = c;
  for (unsigned r = 1; r < PC_R_COUNT; r++)
    if (c.rule[r]) printf("    skipped %8lu  %s\n", c.rule[r], pc_rule_name[r]);
  total->compared += c.compared;
  total->skipped += c.skipped;
  total->mismatches += c.mismatches;
  for (unsigned r = 1; r < PC_R_COUNT; r++) total->rule[r] += c.rule[r];
  for (unsigned n = 0; n < 17; n++) total->by_n[n] += c.by_n[n];
  if (c.compared == 0) { printf("family %s: FAILED: nothing compared\n", f->name); fail = 1; }
  return fail || c.mismatches;
}

int main(void) {
  setvbuf(stdout, NULL, _IOLBF, 0);
#ifdef PC_WRITE_CL
  return pc_write_cl(getenv("LANES_POCL_WRITE_CL"));
#endif
  tc_family = "pocl";
  tc_seed_from_env();
  double t0 = pc_now();
  /* PoCL runs the system linker (ld) through PATH when it compiles a kernel for the first
   * time: with an empty environment (env -i) and a cold cache it aborts without this. */
  if (!getenv("PATH")) {
    setenv("PATH", "/usr/local/bin:/usr/bin:/bin", 0);
    printf("PATH was not set: set to /usr/local/bin:/usr/bin:/bin (PoCL runs ld)\n");
  }
  pc_cl cl;
  int st = pc_setup(&cl);
  if (st) return st;
  pc_probe_denormals(&cl);
  const char *only = getenv("LANES_POCL_FAMILY");
  unsigned part = 0, nparts = 1;
  const char *parts = getenv("LANES_POCL_PART");
  if (parts && *parts && (sscanf(parts, "%u/%u", &part, &nparts) != 2 || nparts == 0 || part >= nparts)) {
    fprintf(stderr, "LANES_POCL_PART=%s: expected i/n with 0 <= i < n\n", parts);
    return 1;
  }
  pc_counts total;
  memset(&total, 0, sizeof total);
  int fail = 0;
  enum { NF = sizeof pc_families / sizeof pc_families[0] };
  pc_counts per[NF];
  int ran[NF];
  for (size_t fi = 0; fi < NF; fi++) {
    const pc_family *f = pc_families[fi];
    ran[fi] = 0;
    if (only && *only && strcmp(only, f->name) != 0) continue;
    if (fi % nparts != part) continue;
    ran[fi] = 1;
    fail |= pc_family_run(&cl, f, &total, &per[fi]);
  }
  printf("lanes compared per family (in parentheses: by the lane count of the kernel's first operand,"
         " 1 = scalars; shuffle: of x, every mask size m within):\n");
  for (size_t fi = 0; fi < NF; fi++) {
    const pc_family *f = pc_families[fi];
    if (!ran[fi]) printf("    %-10s          (not run: LANES_POCL_FAMILY / LANES_POCL_PART)\n", f->name);
    else if (!f->present) printf("    %-10s          (not present: %s)\n", f->name, f->header);
    else pc_print_counts(f->name, &per[fi]);
  }
  pc_print_counts("TOTAL", &total);
  printf("unspecified results masked out (tests/pocl/unspecified.h):\n");
  for (unsigned r = 1; r < PC_R_COUNT; r++)
    printf("    %8lu  %s -- %s\n", total.rule[r], pc_rule_name[r], pc_rule_reason[r]);
  printf("pocl total: %lu lanes compared, %lu skipped as unspecified, %lu mismatches (%.1f s)\n", total.compared,
         total.skipped, total.mismatches, pc_now() - t0);
  clReleaseCommandQueue(cl.q);
  clReleaseContext(cl.ctx);
  if (fail || total.mismatches) { printf("pocl: FAILED\n"); return 1; }
  printf("pocl: PASSED\n");
  return 0;
}
