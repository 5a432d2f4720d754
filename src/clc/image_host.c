/* ln_image_init (lanes/kernel.h): an image description over the caller's memory, checked once so
 * that the kernels' image built-ins (src/clc/image.cl) can address any texel of it in bounds. */
#include <lanes/kernel.h>
#include <stdint.h>

/* bytes of one channel of type t, 0 for an unknown type */
static unsigned lnk_channel_size(unsigned t) {
  switch (t) {
    case LN_IMAGE_SNORM_INT8: case LN_IMAGE_UNORM_INT8: case LN_IMAGE_SIGNED_INT8: case LN_IMAGE_UNSIGNED_INT8:
      return 1;
    case LN_IMAGE_SNORM_INT16: case LN_IMAGE_UNORM_INT16: case LN_IMAGE_SIGNED_INT16: case LN_IMAGE_UNSIGNED_INT16:
    case LN_IMAGE_HALF_FLOAT:
      return 2;
    case LN_IMAGE_SIGNED_INT32: case LN_IMAGE_UNSIGNED_INT32: case LN_IMAGE_FLOAT:
      return 4;
    default:
      return 0;
  }
}

/* channels of order o, 0 for an unknown order */
static unsigned lnk_channels(unsigned o) {
  switch (o) {
    case LN_IMAGE_R: case LN_IMAGE_A: return 1;
    case LN_IMAGE_RG: case LN_IMAGE_RA: return 2;
    case LN_IMAGE_RGBA: case LN_IMAGE_BGRA: case LN_IMAGE_ARGB: return 4;
    default: return 0;
  }
}

ln_status ln_image_init(ln_image *img, unsigned kind, unsigned order, unsigned type, size_t width, size_t height,
                        size_t depth, size_t row_pitch, size_t slice_pitch, void *data, size_t data_size) {
  if (!img || !data) return LN_ENULL;
  unsigned cs = lnk_channel_size(type), nc = lnk_channels(order);
  if (!cs || !nc || kind < LN_IMAGE_1D || kind > LN_IMAGE_1D_BUFFER) return LN_EINVAL;
  /* OpenCL 1.2 (5.3.1.1): BGRA and ARGB only with 8-bit channels */
  if ((order == LN_IMAGE_BGRA || order == LN_IMAGE_ARGB) && cs != 1) return LN_EINVAL;
  int has_h = kind == LN_IMAGE_2D || kind == LN_IMAGE_3D || kind == LN_IMAGE_1D_ARRAY || kind == LN_IMAGE_2D_ARRAY;
  int has_d = kind == LN_IMAGE_3D || kind == LN_IMAGE_2D_ARRAY;
  if (!has_h && height != 1) return LN_EINVAL;
  if (!has_d && depth != 1) return LN_EINVAL;
  if (width == 0 || height == 0 || depth == 0 || width > LN_IMAGE_MAX_SIZE || height > LN_IMAGE_MAX_SIZE ||
      depth > LN_IMAGE_MAX_SIZE)
    return LN_EINVAL;
  size_t es = (size_t)cs * nc, row = width * es;   /* (no overflow: width <= 2^24, es <= 16) */
  if (row_pitch == 0) row_pitch = row;
  if (row_pitch < row || row_pitch % es) return LN_EINVAL;
  size_t slice;
  if (__builtin_mul_overflow(row_pitch, height, &slice)) return LN_EINVAL;
  if (slice_pitch == 0) slice_pitch = slice;
  if (has_d && (slice_pitch < slice || slice_pitch % es)) return LN_EINVAL;
  if (!has_d) slice_pitch = slice;
  /* the last texel's end: (depth-1) slice_pitch + (height-1) row_pitch + width es */
  size_t end, t;
  if (__builtin_mul_overflow(depth - 1, slice_pitch, &end) || __builtin_mul_overflow(height - 1, row_pitch, &t) ||
      __builtin_add_overflow(end, t, &end) || __builtin_add_overflow(end, row, &end))
    return LN_EINVAL;
  if (data_size < end) return LN_EINVAL;
  if ((uintptr_t)data % cs) return LN_EALIGN;
  img->data = data;
  img->data_size = data_size;
  img->width = width;
  img->height = kind == LN_IMAGE_1D_ARRAY ? 1 : height;
  img->depth = kind == LN_IMAGE_2D_ARRAY ? 1 : depth;
  img->array_size = kind == LN_IMAGE_1D_ARRAY ? height : kind == LN_IMAGE_2D_ARRAY ? depth : 1;
  img->row_pitch = row_pitch;
  img->slice_pitch = slice_pitch;
  img->order = order;
  img->type = type;
  img->kind = kind;
  img->elem_size = (unsigned)es;
  return LN_OK;
}
