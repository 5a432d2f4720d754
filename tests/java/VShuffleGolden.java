// Golden results for lanes' Java-style shuffles, computed by the JDK's own
// jdk.incubator.vector (run with -Xint: JDK 17's JIT mis-computes some shuffle operations).
// Prints a C header on stdout: one row per case, inputs and the JDK's result.  A case whose
// JDK call throws has status 1 (IndexOutOfBoundsException, incl. ArrayIndexOutOfBounds) or
// 3 (IllegalArgumentException) and no output lanes.  See regen.sh.
// vsg_cases: IntVector / FloatVector species of 2..16 lanes; vsg_wide_cases: the 512-bit byte
// (64 lanes) and short (32 lanes) species, whose vector lanes are bytes / shorts (stored as ints).
import jdk.incubator.vector.*;
import java.util.Random;

public class VShuffleGolden {
  static final int FROMVALUES = 0, IOTA = 1, ZIP = 2, UNZIP = 3, WRAPINDEXES = 4, CHECKINDEXES = 5,
      LANEISVALID = 6, REARRANGE = 7, REARRANGE_MASKED = 8, REARRANGE2 = 9, SELECTFROM = 10,
      SELECTFROM_MASKED = 11, SLICE = 12, UNSLICE = 13, SHUFFLE_REARRANGE = 14, WRAPINDEX = 15,
      CHECKINDEX = 16, LANESOURCE = 17, SELECTFROM_FLOAT = 18, FROMARRAY = 19, TOVECTOR = 20;
  static StringBuilder out = new StringBuilder();
  static int count = 0;
  static final StringBuilder outW = new StringBuilder();
  static int countW = 0;
  static Random rnd = new Random(20240601L);

  static VectorSpecies<Integer> ispec(int n) {
    switch (n) {
      case 2: return IntVector.SPECIES_64;
      case 4: return IntVector.SPECIES_128;
      case 8: return IntVector.SPECIES_256;
      default: return IntVector.SPECIES_512;
    }
  }
  static VectorSpecies<Float> fspec(int n) {
    switch (n) {
      case 2: return FloatVector.SPECIES_64;
      case 4: return FloatVector.SPECIES_128;
      case 8: return FloatVector.SPECIES_256;
      default: return FloatVector.SPECIES_512;
    }
  }
  static int rawIndex(int n) {
    switch (rnd.nextInt(8)) {
      case 0: return rnd.nextInt();
      case 1: return rnd.nextBoolean() ? Integer.MIN_VALUE : Integer.MAX_VALUE;
      case 2: return rnd.nextInt(6 * n) - 3 * n;
      default: return rnd.nextInt(n);
    }
  }
  static int[] raws(int n) { int[] a = new int[n]; for (int i = 0; i < n; i++) a[i] = rawIndex(n); return a; }
  static int[] vals(int n) { int[] a = new int[n]; for (int i = 0; i < n; i++) a[i] = rnd.nextInt(); return a; }
  static boolean[] bools(int n) { boolean[] a = new boolean[n]; for (int i = 0; i < n; i++) a[i] = rnd.nextBoolean(); return a; }
  static int[] maskInts(boolean[] m) { int[] a = new int[m.length]; for (int i = 0; i < m.length; i++) a[i] = m[i] ? -1 : 0; return a; }

  // the low `bits` bits of x as a signed number (Java's (byte) / (short) cast)
  static int narrow(int x, int bits) { return bits == 8 ? (int) (byte) x : (int) (short) x; }
  static int[] narrowAll(int[] a, int bits) { int[] r = new int[a.length]; for (int i = 0; i < a.length; i++) r[i] = narrow(a[i], bits); return r; }
  // raw indexes of lane i for sweep step it (0..7): i + (it - 4) * n / 2, from -2n to 2.5n
  static int[] sweep(int n, int it) { int[] a = new int[n]; for (int i = 0; i < n; i++) a[i] = i + (it - 4) * n / 2; return a; }
  @SuppressWarnings({"unchecked", "rawtypes"})
  static Vector vec(VectorSpecies S, int[] a) {
    if (S.elementType() == byte.class) {
      byte[] b = new byte[a.length]; for (int i = 0; i < a.length; i++) b[i] = (byte) a[i];
      return ByteVector.fromArray((VectorSpecies<Byte>) S, b, 0);
    }
    short[] b = new short[a.length]; for (int i = 0; i < a.length; i++) b[i] = (short) a[i];
    return ShortVector.fromArray((VectorSpecies<Short>) S, b, 0);
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  static void wide(VectorSpecies S, int n, int bits) {
    for (int it = 0; it < 16; it++) {
      final int[] rw = it < 8 ? sweep(n, it) : raws(n);
      final int[] rx = narrowAll(rw, bits);
      final int[] raw2 = raws(n), v = narrowAll(vals(n), bits), w = narrowAll(vals(n), bits);
      final boolean[] mb = bools(n);
      final int[] m = maskInts(mb);
      emit(FROMVALUES, n, 0, 0, 0, rw, null, null, () -> shufArr(VectorShuffle.fromValues(S, rw)));
      emit(WRAPINDEXES, n, 0, 0, 0, rw, null, null, () -> shufArr(VectorShuffle.fromValues(S, rw).wrapIndexes()));
      emit(CHECKINDEXES, n, 0, 0, 0, rw, null, null, () -> shufArr(VectorShuffle.fromValues(S, rw).checkIndexes()));
      emit(LANEISVALID, n, 0, 0, 0, rw, null, null, () -> maskArr(VectorShuffle.fromValues(S, rw).laneIsValid()));
      emit(TOVECTOR, n, 0, 0, 0, rw, null, null, () -> VectorShuffle.fromValues(S, rw).toVector().toIntArray());
      emit(REARRANGE, n, 0, 0, 0, rw, v, null, () -> vec(S, v).rearrange(VectorShuffle.fromValues(S, rw)).toIntArray());
      emit(REARRANGE_MASKED, n, 0, 0, 0, rw, v, m, () -> vec(S, v).rearrange(VectorShuffle.fromValues(S, rw), VectorMask.fromArray(S, mb, 0)).toIntArray());
      emit(REARRANGE2, n, 0, 0, 0, rw, v, w, () -> vec(S, v).rearrange(VectorShuffle.fromValues(S, rw), vec(S, w)).toIntArray());
      emit(SELECTFROM, n, 0, 0, 0, rx, v, null, () -> vec(S, rx).selectFrom(vec(S, v)).toIntArray());
      emit(SELECTFROM_MASKED, n, 0, 0, 0, rx, v, m, () -> vec(S, rx).selectFrom(vec(S, v), VectorMask.fromArray(S, mb, 0)).toIntArray());
      emit(SHUFFLE_REARRANGE, n, 0, 0, 0, rw, raw2, null, () -> shufArr(VectorShuffle.fromValues(S, rw).rearrange(VectorShuffle.fromValues(S, raw2))));
      final int idx = it % 3 == 0 ? rw[0] : it < 8 ? (it - 4) * n / 2 - 1 : rawIndex(n);
      emit(WRAPINDEX, n, idx, 0, 0, null, null, null, () -> new int[]{VectorShuffle.iota(S, 0, 1, false).wrapIndex(idx)});
      emit(CHECKINDEX, n, idx, 0, 0, null, null, null, () -> new int[]{VectorShuffle.iota(S, 0, 1, false).checkIndex(idx)});
      emit(LANESOURCE, n, idx, 0, 0, rw, null, null, () -> new int[]{VectorShuffle.fromValues(S, rw).laneSource(idx)});
      final int start = it % 2 == 0 ? (it - 8) * n / 4 : rawIndex(n), step = it % 4 < 2 ? it % 7 - 3 : rnd.nextInt();
      emit(IOTA, n, start, step, 0, null, null, null, () -> shufArr(VectorShuffle.iota(S, start, step, false)));
      emit(IOTA, n, start, step, 1, null, null, null, () -> shufArr(VectorShuffle.iota(S, start, step, true)));
      final int[] arr = new int[n + 3];
      for (int i = 0; i < arr.length; i++) arr[i] = rawIndex(n);
      final int off = it % 7 - 1;
      emit(FROMARRAY, n, off, 0, 0, arr, null, null, () -> shufArr(VectorShuffle.fromArray(S, arr, off)));
    }
    for (int part = -1; part <= 2; part++) {
      final int p = part;
      emit(ZIP, n, p, 0, 0, null, null, null, () -> shufArr(VectorShuffle.makeZip(S, p)));
      emit(UNZIP, n, p, 0, 0, null, null, null, () -> shufArr(VectorShuffle.makeUnzip(S, p)));
    }
    for (int org : new int[]{-2, -1, 0, 1, n / 2, n - 1, n, n + 1, n + 2}) {
      final int o = org;
      final int[] v = narrowAll(vals(n), bits), w = narrowAll(vals(n), bits);
      emit(SLICE, n, o, 0, 0, null, v, w, () -> vec(S, v).slice(o, vec(S, w)).toIntArray());
      for (int part = -1; part <= 2; part++) {
        final int p = part;
        emit(UNSLICE, n, o, p, 0, null, v, w, () -> vec(S, v).unslice(o, vec(S, w), p).toIntArray());
      }
    }
  }

  static String arr(int[] a) {
    StringBuilder b = new StringBuilder("{");
    if (a != null) for (int i = 0; i < a.length; i++) { if (i > 0) b.append(','); b.append(a[i] == Integer.MIN_VALUE ? "INT32_MIN" : Integer.toString(a[i])); }
    else b.append('0');
    return b.append('}').toString();
  }
  interface Op { int[] run() throws Exception; }
  static void emit(int op, int n, int a0, int a1, int a2, int[] in, int[] in2, int[] in3, Op f) {
    int status = 0; int[] r = null;
    try { r = f.run(); }
    catch (IndexOutOfBoundsException e) { status = 1; }
    catch (IllegalArgumentException e) { status = 3; }
    catch (Exception e) { throw new RuntimeException(e); }
    out.append("  {").append(op).append(',').append(n).append(',').append(a0).append(',').append(a1).append(',').append(a2)
       .append(',').append(arr(in)).append(',').append(arr(in2)).append(',').append(arr(in3)).append(',').append(status)
       .append(',').append(arr(r)).append("},\n");
    count++;
  }
  static int[] shufArr(VectorShuffle<?> s) { return s.toArray(); }
  static int[] maskArr(VectorMask<?> m) { boolean[] b = m.toArray(); return maskInts(b); }

  public static void main(String[] args) {
    for (int n : new int[]{2, 4, 8, 16}) {
      final VectorSpecies<Integer> S = ispec(n);
      final int N = n;
      for (int it = 0; it < 40; it++) {
        final int[] raw = it < 6 * n ? null : raws(n);
        final int[] rw;
        if (raw == null) { rw = new int[n]; for (int i = 0; i < n; i++) rw[i] = it - 3 * n + i; } else rw = raw;
        final int[] raw2 = raws(n), v = vals(n), w = vals(n);
        final boolean[] mb = bools(n);
        final int[] m = maskInts(mb);
        emit(FROMVALUES, n, 0, 0, 0, rw, null, null, () -> shufArr(VectorShuffle.fromValues(S, rw)));
        emit(WRAPINDEXES, n, 0, 0, 0, rw, null, null, () -> shufArr(VectorShuffle.fromValues(S, rw).wrapIndexes()));
        emit(CHECKINDEXES, n, 0, 0, 0, rw, null, null, () -> shufArr(VectorShuffle.fromValues(S, rw).checkIndexes()));
        emit(LANEISVALID, n, 0, 0, 0, rw, null, null, () -> maskArr(VectorShuffle.fromValues(S, rw).laneIsValid()));
        emit(TOVECTOR, n, 0, 0, 0, rw, null, null, () -> ((IntVector) VectorShuffle.fromValues(S, rw).toVector()).toArray());
        emit(REARRANGE, n, 0, 0, 0, rw, v, null, () -> IntVector.fromArray(S, v, 0).rearrange(VectorShuffle.fromValues(S, rw)).toArray());
        emit(REARRANGE_MASKED, n, 0, 0, 0, rw, v, m, () -> IntVector.fromArray(S, v, 0).rearrange(VectorShuffle.fromValues(S, rw), VectorMask.fromArray(S, mb, 0)).toArray());
        emit(REARRANGE2, n, 0, 0, 0, rw, v, w, () -> IntVector.fromArray(S, v, 0).rearrange(VectorShuffle.fromValues(S, rw), IntVector.fromArray(S, w, 0)).toArray());
        emit(SELECTFROM, n, 0, 0, 0, rw, v, null, () -> IntVector.fromArray(S, rw, 0).selectFrom(IntVector.fromArray(S, v, 0)).toArray());
        emit(SELECTFROM_MASKED, n, 0, 0, 0, rw, v, m, () -> IntVector.fromArray(S, rw, 0).selectFrom(IntVector.fromArray(S, v, 0), VectorMask.fromArray(S, mb, 0)).toArray());
        emit(SHUFFLE_REARRANGE, n, 0, 0, 0, rw, raw2, null, () -> shufArr(VectorShuffle.fromValues(S, rw).rearrange(VectorShuffle.fromValues(S, raw2))));
        final int idx = it % 3 == 0 ? rw[0] : it - 20;
        emit(WRAPINDEX, n, idx, 0, 0, null, null, null, () -> new int[]{VectorShuffle.iota(S, 0, 1, false).wrapIndex(idx)});
        emit(CHECKINDEX, n, idx, 0, 0, null, null, null, () -> new int[]{VectorShuffle.iota(S, 0, 1, false).checkIndex(idx)});
        emit(LANESOURCE, n, idx, 0, 0, rw, null, null, () -> new int[]{VectorShuffle.fromValues(S, rw).laneSource(idx)});
        final int start = it % 2 == 0 ? it - 20 : rawIndex(n), step = it % 4 < 2 ? it % 7 - 3 : rnd.nextInt();
        emit(IOTA, n, start, step, 0, null, null, null, () -> shufArr(VectorShuffle.iota(S, start, step, false)));
        emit(IOTA, n, start, step, 1, null, null, null, () -> shufArr(VectorShuffle.iota(S, start, step, true)));
        final int[] arr = vals(n + 3);
        for (int i = 0; i < arr.length; i++) arr[i] = rawIndex(n);
        final int off = it % 7 - 1;
        emit(FROMARRAY, n, off, 0, 0, arr, null, null, () -> shufArr(VectorShuffle.fromArray(S, arr, off)));
        // float indexes: raw bits of floats, including NaN, infinities and huge values
        final float[] fx = new float[n];
        final int[] fbits = new int[n];
        final float[] fv = new float[n];
        final int[] fvb = new int[n];
        float[] pool = {0f, -0f, 1f, 2.5f, -0.5f, -1f, 3.99f, 7f, 15.5f, 16f, 17f, 31f, -17f, Float.NaN,
                        Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 1e10f, -1e10f, 2147483648f, -2147483904f};
        for (int i = 0; i < n; i++) {
          fx[i] = it % 2 == 0 ? pool[rnd.nextInt(pool.length)] : (float) rnd.nextInt(n);
          fbits[i] = Float.floatToRawIntBits(fx[i]);
          fv[i] = rnd.nextFloat(); fvb[i] = Float.floatToRawIntBits(fv[i]);
        }
        final VectorSpecies<Float> FS = fspec(n);
        emit(SELECTFROM_FLOAT, n, 0, 0, 0, fbits, fvb, null, () -> {
          float[] r = FloatVector.fromArray(FS, fx, 0).selectFrom(FloatVector.fromArray(FS, fv, 0)).toArray();
          int[] b = new int[N]; for (int i = 0; i < N; i++) b[i] = Float.floatToRawIntBits(r[i]); return b; });
      }
      for (int part = -1; part <= 2; part++) {
        final int p = part;
        emit(ZIP, n, p, 0, 0, null, null, null, () -> shufArr(VectorShuffle.makeZip(S, p)));
        emit(UNZIP, n, p, 0, 0, null, null, null, () -> shufArr(VectorShuffle.makeUnzip(S, p)));
      }
      for (int org = -2; org <= n + 2; org++) {
        final int o = org;
        final int[] v = vals(n), w = vals(n);
        emit(SLICE, n, o, 0, 0, null, v, w, () -> IntVector.fromArray(S, v, 0).slice(o, IntVector.fromArray(S, w, 0)).toArray());
        for (int part = -1; part <= 2; part++) {
          final int p = part;
          emit(UNSLICE, n, o, p, 0, null, v, w, () -> IntVector.fromArray(S, v, 0).unslice(o, IntVector.fromArray(S, w, 0), p).toArray());
        }
      }
    }
    final StringBuilder narrowOut = out;
    final int narrowCount = count;
    out = outW; count = 0;
    wide(ShortVector.SPECIES_512, 32, 16);
    wide(ByteVector.SPECIES_512, 64, 8);
    System.out.print("/* Generated by tests/java/regen.sh from VShuffleGolden.java, run on "
        + System.getProperty("java.vm.name") + " " + System.getProperty("java.version")
        + " -Xint; do not edit.  Results come from the JDK, never from lanes. */\n"
        + "#define VSG_COUNT " + narrowCount + "\n"
        + "static const struct vsg_case vsg_cases[VSG_COUNT] = {\n" + narrowOut + "};\n"
        + "#define VSG_WIDE_COUNT " + count + "\n"
        + "static const struct vsg_wide_case vsg_wide_cases[VSG_WIDE_COUNT] = {\n" + out + "};\n");
  }
}
