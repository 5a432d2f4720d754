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

# name | compiler | C flags | tags: "cpu:<flag>" (needs that CPU feature), "cross:<arch>" (cross
#   build with cmake/<arch>-qemu.cmake, run under qemu-user), "pocl" (also run the differential
#   test against PoCL), "cf" (also run the compile-fail tests)
configs=(
  "gcc-O2|gcc|-O2|pocl cf"
  "gcc-O0|gcc|-O0|"
  "gcc-asan|gcc|-O1 -fsanitize=address,undefined,float-cast-overflow -fno-sanitize-recover=all -fno-omit-frame-pointer|"
  "clang-O2|clang-14|-O2|cf"
  "clang-O0|clang-14|-O0|"
  "clang19-O2|clang-19|-O2|cf"
  "clang19-O0|clang-19|-O0|"
  "clang-asan|clang-19|-O1 -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer|"
  "gcc-sse4|gcc|-O2 -march=x86-64-v2|cpu:sse4_1"
  "gcc-avx2|gcc|-O2 -march=x86-64-v3|cpu:avx2"
  "gcc-avx512|gcc|-O2 -march=x86-64-v4 -mavx512vbmi -mavx512vbmi2 -mavx512bitalg -mavx512vpopcntdq|cpu:avx512vbmi cpu:avx512_vbmi2 cpu:avx512_bitalg cpu:avx512_vpopcntdq"
  "clang-avx512|clang-19|-O2 -march=x86-64-v4 -mavx512vbmi -mavx512vbmi2|cpu:avx512vbmi cpu:avx512_vbmi2"
  "aarch64-qemu|aarch64-linux-gnu-gcc|-O2|cross:aarch64"
  "s390x-qemu|s390x-linux-gnu-gcc|-O2|cross:s390x"
  "ppc64le-qemu|powerpc64le-linux-gnu-gcc|-O2|cross:ppc64le"
  "armhf-qemu|arm-linux-gnueabihf-gcc|-O2|cross:armhf"
)

selected=" ${LANES_MATRIX:-} "
results=()
status=0
for c in "${configs[@]}"; do
  IFS='|' read -r name cc flags req <<<"$c"
  if [ -n "${LANES_MATRIX:-}" ] && [[ "$selected" != *" $name "* ]]; then continue; fi
  reason=""
  extra=("-DLANES_COMPILE_FAIL_TESTS=OFF")
  for tag in $req; do
    case "$tag" in
      cpu:*) have_cpu "${tag#cpu:}" || reason="CPU lacks ${tag#cpu:}" ;;
      cross:*) qemu=$(sed -n 's/.*EMULATOR \(qemu-[a-z0-9]*\).*/\1/p' "cmake/${tag#cross:}-qemu.cmake")
               have_cc "$qemu" || reason="$qemu not installed"
               extra+=("-DCMAKE_TOOLCHAIN_FILE=$root/cmake/${tag#cross:}-qemu.cmake") ;;
      pocl) extra+=("-DLANES_POCL_TEST=ON") ;;
      cf) extra+=("-DLANES_COMPILE_FAIL_TESTS=ON") ;;
    esac
  done
  have_cc "$cc" || reason="$cc not installed"
  if [ -n "$reason" ]; then
    results+=("SKIPPED  $name ($reason)"); continue
  fi
  bdir="$out/$name"
  echo "=== $name: $cc $flags"
  t0=$SECONDS
  if cmake -S . -B "$bdir" -DCMAKE_BUILD_TYPE=None -DCMAKE_C_COMPILER="$cc" -DCMAKE_C_FLAGS="$flags" \
       -DLANES_BUILD_EXAMPLES=OFF "${extra[@]}" >"$bdir.log" 2>&1 &&
     cmake --build "$bdir" -j "$jobs" >>"$bdir.log" 2>&1 &&
     (cd "$bdir" && ctest --output-on-failure -j "$jobs") >>"$bdir.log" 2>&1; then
    skipped=$(grep -c '\*\*\*Skipped' "$bdir.log")
    results+=("PASSED   $name  ($(grep -c '^ *[0-9]*/[0-9]* Test' "$bdir.log") tests, $skipped of them skipped, $((SECONDS - t0)) s)")
  else
    tail -60 "$bdir.log"
    results+=("FAILED   $name  (log: $bdir.log)"); status=1
  fi
done

# Short fuzzing run: every libFuzzer target, every ISA variant, a few seconds each
# (make fuzz runs the long one).
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
