#!/usr/bin/env bash
# The whole lanes test suite: builds the unit tests in every configuration (compilers,
# optimisation levels, sanitizers, each x86 ISA level, other ISAs under qemu-user) and runs
# them, then the differential test against PoCL.  A configuration whose compiler, emulator
# or CPU feature is missing is reported as SKIPPED, never as passed.
#   LANES_MATRIX="gcc-O2 clang-asan"  runs only the named configurations.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$PWD
jobs=$(nproc 2>/dev/null || echo 2)
out=build/matrix
mkdir -p "$out"

have_cpu() { grep -qw "$1" /proc/cpuinfo 2>/dev/null; }
have_cc() { command -v "$1" >/dev/null 2>&1; }
# isa_needs <name>: the /proc/cpuinfo features of that array-layer path (its row in
# include/lanes/impl/isa_list.h; its "prefer:" words are preferences, not cpuinfo flags)
isa_needs() {
  sed -n "s/^ *X([A-Z0-9_]*, *$1, *[0-9]*, *[a-z0-9_]*, *\"[^\"]*\", *\"[^\"]*\", *\"[^\"]*\", *\"\([^\"]*\)\".*/\1/p" \
    include/lanes/impl/isa_list.h | sed 's/ *prefer:[a-z0-9_]*//g'
}

# name | compiler | C flags | tags: "cpu:<flag>" (needs that CPU feature), "isa:<name>" (needs the
#   CPU features of that array-layer path, from include/lanes/impl/isa_list.h), "cross:<arch>"
#   (cross build with cmake/<arch>-qemu.cmake, run under qemu-user), "pocl" (also run the
#   differential test against PoCL), "kernels" (also the kernel layer: OpenCL C kernels compiled by
#   clang-14 and clang-19, docs/kernels.md), "cf" (also run the compile-fail tests), "direct" (liblanes
#   built with LANES_RUNTIME_DISPATCH=OFF), "only:<test>[,<test>...]" (build and run those unit tests
#   alone, LANES_TESTS_ONLY; ctest runs them under their names, with _part<i> or _<path> appended),
#   "examples" (also build and run examples/*.c, tests example_<name>), "man" (also check the man
#   pages: tools/check_man.py, test man_pages), "exclude:<test>[,<test>...]" (ctest leaves those
#   tests out, and the result line names them: a known failure of that target, never silent), "bench"
#   (also build, not run, the benchmarks of bench/: they must compile without warnings)
# the unit tests that call liblanes (the array layer and the ISA choice)
liblanes_tests=test_array,test_array_bulkmem,test_array_math,test_array_enum_args,test_array_env,test_array_gather_guard,test_array_guard,test_cpu_isa_race
# the unit tests of the families with x86 code in their headers (gather, integer, mask, memory,
# relational, shuffle, vshuffle), which is all GCC compiles differently from Clang, plus liblanes': the
# other families are generic C, the same source for both compilers
x86_header_tests=$liblanes_tests,test_gather,test_gather_guard,test_integer,test_integer_minmax,test_mask,test_mask_nan,test_memory,test_relational,test_shuffle,test_shuffle_wide,test_vshuffle,test_vshuffle_java,test_vshuffle_kernels,test_vshuffle_lanes64,test_vshuffle_wide
configs=(
  "gcc-O2|gcc|-O2|pocl kernels cf examples man"
  # GCC at -O0 and under the sanitizers: the x86-header families and liblanes (GCC's x86
  # intrinsics are macros at -O0); the generic families run at -O0 with clang19-O0 and
  # under the sanitizers, every test, with clang-asan
  "gcc-O0|gcc|-O0|only:$x86_header_tests"
  "gcc-asan|gcc|-O1 -fsanitize=address,undefined,float-cast-overflow -fno-sanitize-recover=all -fno-omit-frame-pointer|only:$x86_header_tests,test_convert_flt,test_convert_i32"
  # Clang 14 at -O2 only: Clang's front end (what an old Clang may reject) is the same at every
  # -O, and Clang at -O0 is tested by clang19-O0 (GCC differs: its x86 intrinsics are macros at -O0)
  "clang-O2|clang-14|-O2|cf"
  "clang19-O2|clang-19|-O2|cf bench"
  "clang19-O0|clang-19|-O0|"
  "clang-asan|clang-19|-O1 -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer|examples"
  # x86-64-v2 changes the x86-header families and liblanes only: it brings the generic C no FMA
  # contraction or mask registers (gcc-O2 tests it at SSE2, gcc-avx2 with FMA, gcc/clang-avx512
  # with masks)
  "gcc-sse4|gcc|-O2 -march=x86-64-v2|isa:sse4 only:$x86_header_tests"
  "gcc-avx2|gcc|-O2 -march=x86-64-v3|isa:avx2"
  "gcc-avx512|gcc|-O2 -march=x86-64-v4 -mavx512vbmi -mavx512vbmi2 -mavx512bitalg -mavx512vpopcntdq|isa:avx512vbmi2 cpu:avx512_bitalg cpu:avx512_vpopcntdq"
  "clang-avx512|clang-19|-O2 -march=x86-64-v4 -mavx512vbmi -mavx512vbmi2|isa:avx512vbmi2"
  # the direct build changes liblanes only (the vector layer is header-only and is tested with these
  # flags by clang-avx512 and gcc-avx512): the tests that call liblanes
  "gcc-direct|gcc|-O2 -march=x86-64-v4 -mavx512vbmi -mavx512vbmi2|isa:avx512vbmi2 direct only:$liblanes_tests"
  "clang-tsan|clang-19|-O1 -g -fsanitize=thread|only:test_cpu_isa_race"
  "aarch64-qemu|aarch64-linux-gnu-gcc|-O2|cross:aarch64"
  "s390x-qemu|s390x-linux-gnu-gcc|-O2|cross:s390x"
  "ppc64le-qemu|powerpc64le-linux-gnu-gcc|-O2|cross:ppc64le"
  "armhf-qemu|arm-linux-gnueabihf-gcc|-O2|cross:armhf"
  # RISC-V with Clang 19 (RVV 1.0 intrinsics; GCC 12 has none): the library for RV64GC, its rvv
  # path compiled in; the tests on qemu's default CPU (no V: the portable path), the array tests
  # also on the rvv path at VLEN 128, 256 and 512 (tests/CMakeLists.txt).  RISC-V's conversions
  # between floating types return the canonical NaN; lanes rebuilds the NaN lanes there
  # (LN_TARGET_CVT_CANON_NAN), and test_convert_flt checks every bit as everywhere else
  "riscv64-qemu|clang-19|-O2|cross:riscv64"
)

selected=" ${LANES_MATRIX:-} "
results=()
status=0
ran=()   # the configurations built and tested by this run (their digests are compared below)
for c in "${configs[@]}"; do
  IFS='|' read -r name cc flags req <<<"$c"
  if [ -n "${LANES_MATRIX:-}" ] && [[ "$selected" != *" $name "* ]]; then continue; fi
  reason=""
  extra=("-DLANES_COMPILE_FAIL_TESTS=OFF" "-DLANES_TESTS_ONLY=" "-DLANES_BUILD_EXAMPLES=OFF" "-DLANES_MAN_TEST=OFF" "-DLANES_BUILD_BENCH=OFF")   # (a cache from an earlier run keeps none)
  only=()
  excl=()
  for tag in $req; do
    case "$tag" in
      cpu:*) have_cpu "${tag#cpu:}" || reason="CPU lacks ${tag#cpu:}" ;;
      isa:*) needs=$(isa_needs "${tag#isa:}")
             [ -n "$needs" ] || reason="no array-layer path ${tag#isa:}"
             for f in $needs; do have_cpu "$f" || reason="CPU lacks $f"; done ;;
      direct) extra+=("-DLANES_RUNTIME_DISPATCH=OFF") ;;
      only:*) list=${tag#only:}
              extra+=("-DLANES_TESTS_ONLY=${list//,/;}"); only=(-R "^(${list//,/|})(_[a-z0-9]+)?\$") ;;
      cross:*) qemu=$(sed -n 's/.*EMULATOR \(qemu-[a-z0-9]*\).*/\1/p' "cmake/${tag#cross:}-qemu.cmake")
               have_cc "$qemu" || reason="$qemu not installed"
               extra+=("-DCMAKE_TOOLCHAIN_FILE=$root/cmake/${tag#cross:}-qemu.cmake") ;;
      exclude:*) list=${tag#exclude:}; excl=(-E "^(${list//,/|})\$") ;;
      pocl) extra+=("-DLANES_POCL_TEST=ON") ;;
      kernels) extra+=("-DLANES_KERNELS=ON") ;;
      cf) extra+=("-DLANES_COMPILE_FAIL_TESTS=ON") ;;
      examples) extra+=("-DLANES_BUILD_EXAMPLES=ON") ;;   # examples/*.c, each a test example_<name>
      man) extra+=("-DLANES_MAN_TEST=ON") ;;              # tools/check_man.py
      bench) extra+=("-DLANES_BUILD_BENCH=ON") ;;         # bench/, built only
    esac
  done
  have_cc "$cc" || reason="$cc not installed"
  if [ -n "$reason" ]; then
    results+=("SKIPPED  $name ($reason)"); continue
  fi
  bdir="$out/$name"
  echo "=== $name: $cc $flags"
  rm -f "$bdir/Testing/Temporary/LastTest.log"
  ran+=("$name")
  t0=$SECONDS
  if cmake -S . -B "$bdir" -DCMAKE_BUILD_TYPE=None -DCMAKE_C_COMPILER="$cc" -DCMAKE_C_FLAGS="$flags" \
       "${extra[@]}" >"$bdir.log" 2>&1 &&
     cmake --build "$bdir" -j "$jobs" >>"$bdir.log" 2>&1 &&
     (cd "$bdir" && ctest --output-on-failure -j "$jobs" "${only[@]}" "${excl[@]}") >>"$bdir.log" 2>&1; then
    skipped=$(grep -c '\*\*\*Skipped' "$bdir.log")
    excluded=""; [ ${#excl[@]} -gt 0 ] && excluded=", EXCLUDED ${excl[1]}"
    results+=("PASSED   $name  ($(grep -c '^ *[0-9]*/[0-9]* Test' "$bdir.log") tests, $skipped of them skipped$excluded, $((SECONDS - t0)) s)")
  else
    tail -60 "$bdir.log"
    results+=("FAILED   $name  (log: $bdir.log)"); status=1
  fi
done

# Short fuzzing run: every libFuzzer target, every ISA variant, a few seconds each
# (make fuzz runs the long one).
# The same results on every configuration and target: the math tests print a digest of their
# first results per function and type ("lanes-results-digest <test>/<fn>-<type> <hex>",
# tests/common/results_digest.h); every configuration of this run that printed a digest must have
# printed the same one (no expected value is stored: they check each other).
digests="$out/digests.txt"
for name in "${ran[@]}"; do
  log="$out/$name/Testing/Temporary/LastTest.log"
  [ -f "$log" ] && sed -n "s/^lanes-results-digest \([^ ]*\) \([0-9a-f]*\)\$/\1 \2 $name/p" "$log"
done | sort -u >"$digests"
if [ -s "$digests" ]; then
  differ=$(awk '{ v[$1] = v[$1] == "" ? $2 : v[$1]; if (v[$1] != $2) bad[$1] = 1 } END { for (k in bad) print k }' "$digests" | sort)
  nconf=$(awk '{ print $3 }' "$digests" | sort -u | wc -l)
  nlab=$(awk '{ print $1 }' "$digests" | sort -u | wc -l)
  if [ -z "$differ" ]; then
    results+=("PASSED   the same math results in $nconf configurations ($nlab functions and types compared)")
  else
    for k in $differ; do grep "^$k " "$digests"; done
    results+=("FAILED   math results differ between configurations: $(echo $differ) (see $digests)"); status=1
  fi
fi

if [ -z "${LANES_MATRIX:-}" ] || [[ "$selected" == *" fuzz "* ]]; then
  t0=$SECONDS
  if tests/fuzz/run.sh "${LANES_FUZZ_SECONDS:-3}" >"$out/fuzz.log" 2>&1; then
    results+=("PASSED   fuzz  ($(tail -1 "$out/fuzz.log"), $((SECONDS - t0)) s)")
  elif grep -q "no clang with libFuzzer" "$out/fuzz.log"; then
    results+=("SKIPPED  fuzz (no clang with libFuzzer)")
  else
    tail -30 "$out/fuzz.log"; results+=("FAILED   fuzz  (log: $out/fuzz.log)"); status=1
  fi
fi

if [ -z "${LANES_MATRIX:-}" ] || [[ "$selected" == *" generated "* ]]; then
  if python3 tools/gen_all.py --check; then results+=("PASSED   generated files up to date")
  else results+=("FAILED   generated files out of date"); status=1; fi
  if python3 tools/check_registry.py; then results+=("PASSED   every list of ops agrees with tools/registry.py")
  else results+=("FAILED   a list of ops disagrees with tools/registry.py"); status=1; fi
  if python3 tools/check_hooks.py; then results+=("PASSED   ISA hooks consistent")
  else results+=("FAILED   ISA hooks (tools/check_hooks.py)"); status=1; fi
fi

echo
echo "==== lanes test matrix ===="
printf '%s\n' "${results[@]}"
exit $status
