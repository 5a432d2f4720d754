#!/usr/bin/env bash
# Builds every libFuzzer target tests/fuzz/fuzz_<family>.c with clang
# (-fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all) in each variant its first
# lines ask for, runs each for the given time from its committed seed corpus, and exits
# non-zero on any finding (a mismatch with the reference model, a sanitizer report, a crash,
# a timeout or a build failure).
#
#   tests/fuzz/run.sh [seconds-per-target]     default 10; e.g. 3 in CI, 600 for a long run
#
# Variants ("fuzz-variants:" line of each target): base = the compiler's default target
# (portable paths), v3 = -march=x86-64-v3 (AVX2 paths), v4 = -march=x86-64-v4
# -mavx512vbmi, plus -mavx512vbmi2 where the CPU has it (AVX-512 paths).  A variant the CPU cannot run is reported as SKIPPED.
# Targets that say "fuzz-link: liblanes" are linked with liblanes, built here through CMake with
# the same sanitizers (its array layer then runs every ISA path the CPU has).
# Environment: LANES_FUZZ_CC (compiler; default the newest of clang-19, clang-15, clang-14,
# clang), LANES_FUZZ_TARGETS ("shuffle array": only these families), LANES_FUZZ_JOBS
# (parallel builds and runs; default 2).
# Output under build/fuzz/: bin/<variant>/, corpus/<target>-<variant>/ (grows from run to
# run), logs/, artifacts/ (crash-*, timeout-*: replay with `build/fuzz/bin/<v>/fuzz_<f> FILE`)
# and summary.txt ("<target> <variant> <executions> <seconds> PASSED|FAILED|SKIPPED").
set -uo pipefail
cd "$(dirname "$0")/../.."
secs=${1:-10}
jobs=${LANES_FUZZ_JOBS:-2}
out=build/fuzz
mkdir -p "$out/bin" "$out/corpus" "$out/logs" "$out/artifacts" "$out/lib"

cc=${LANES_FUZZ_CC:-}
if [ -z "$cc" ]; then
  for c in clang-19 clang-15 clang-14 clang; do
    if command -v "$c" >/dev/null 2>&1 && echo 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n) { (void)d; (void)n; return 0; }' |
       "$c" -x c -fsanitize=fuzzer,address,undefined - -o "$out/probe" >/dev/null 2>&1; then cc=$c; break; fi
  done
fi
if [ -z "$cc" ]; then echo "fuzz: no clang with libFuzzer (install clang and libclang-rt-dev)"; exit 1; fi
rm -f "$out/probe"

san="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
cflags="-g -O1 -std=gnu11 $san -Wall -Wextra -Werror -Wno-psabi -Iinclude -Itests"
have_cpu() { grep -qw "$1" /proc/cpuinfo 2>/dev/null; }
x86=0; case "$(uname -m)" in x86_64|amd64) x86=1 ;; esac
vflags() {
  case "$1" in
    base) echo "" ;;
    v3) echo "-march=x86-64-v3" ;;
    v4) echo "-march=x86-64-v4 -mavx512vbmi"; have_cpu avx512_vbmi2 && echo " -mavx512vbmi2" ;;
  esac
}
# the /proc/cpuinfo features of an array-layer path (its row in include/lanes/impl/isa_list.h;
# its "prefer:" words are preferences, not cpuinfo flags)
isa_needs() {
  sed -n "s/^ *X([A-Z0-9_]*, *$1, *[0-9]*, *[a-z0-9_]*, *\"[^\"]*\", *\"[^\"]*\", *\"[^\"]*\", *\"\\([^\"]*\\)\".*/\\1/p" \
    include/lanes/impl/isa_list.h | sed 's/ *prefer:[a-z0-9_]*//g'
}
have_all() { local f; for f in "$@"; do have_cpu "$f" || return 1; done; }
vrunnable() {
  case "$1" in
    base) return 0 ;;
    v3) [ $x86 = 1 ] && have_all $(isa_needs avx2) fma ;;
    v4) [ $x86 = 1 ] && have_all $(isa_needs avx512) ;;
  esac
}

# newer <file> <paths...>: true when any file under the paths is newer than <file> (or it is missing)
stale() { local f=$1; shift; [ ! -e "$f" ] || [ -n "$(find "$@" -newer "$f" -type f -print -quit 2>/dev/null)" ]; }

# ---- liblanes with sanitizers, built through CMake: its array-layer paths, their sources and
# per-file flags come from include/lanes/impl/isa_list.h as in every other build ----
lib=$out/lib/liblanes.a
build_lib() {
  stale "$lib" src include cmake CMakeLists.txt || return 0
  cmake -S . -B "$out/lib/build" -DCMAKE_C_COMPILER="$cc" -DCMAKE_BUILD_TYPE=None \
    -DCMAKE_C_FLAGS="-g -O1 $san -fsanitize=fuzzer-no-link" -DLANES_WERROR=ON \
    -DLANES_BUILD_TESTS=OFF -DLANES_BUILD_EXAMPLES=OFF -DLANES_BUILD_BENCH=OFF &&
    cmake --build "$out/lib/build" -j "$jobs" --target lanes_static &&
    cp "$out/lib/build/liblanes.a" "$lib"
}

# ---- the targets ----
targets=()
for f in tests/fuzz/fuzz_*.c; do
  t=$(basename "$f" .c); t=${t#fuzz_}
  if [ -n "${LANES_FUZZ_TARGETS:-}" ] && [[ " $LANES_FUZZ_TARGETS " != *" $t "* ]]; then continue; fi
  targets+=("$t")
done
[ ${#targets[@]} -gt 0 ] || { echo "fuzz: no targets"; exit 1; }

need_lib=0
for t in "${targets[@]}"; do grep -q 'fuzz-link: liblanes' "tests/fuzz/fuzz_$t.c" && need_lib=1; done
echo "=== fuzz: $cc, ${secs}s per target and variant, $jobs jobs"
if [ $need_lib = 1 ]; then
  build_lib >"$out/logs/liblanes.log" 2>&1 || { cat "$out/logs/liblanes.log"; echo "fuzz: 0 passed, 1 failed"; exit 1; }
fi

# every (target, variant) pair
pairs=()
skipped=()
for t in "${targets[@]}"; do
  vs=$(sed -n 's/.*fuzz-variants: *\([a-z0-9 ]*\).*/\1/p' "tests/fuzz/fuzz_$t.c" | head -1)
  for v in ${vs:-base}; do
    if [ "$v" != base ] && [ $x86 = 0 ]; then continue; fi
    if vrunnable "$v"; then pairs+=("$t:$v"); else skipped+=("$t:$v"); fi
  done
done

build_one() {
  local t=${1%%:*} v=${1##*:} bin=$out/bin/${1##*:}/fuzz_${1%%:*} link=""
  mkdir -p "$out/bin/$v"
  grep -q 'fuzz-link: liblanes' "tests/fuzz/fuzz_$t.c" && link=$lib
  if stale "$bin" include tests/fuzz tests/ref tests/common ${link:+src}; then
    # shellcheck disable=SC2086
    $cc $cflags -fsanitize=fuzzer $(vflags "$v") "tests/fuzz/fuzz_$t.c" $link -lm -o "$bin" \
      >"$out/logs/build-$t-$v.log" 2>&1 || { echo "BUILD FAILED $t [$v]"; cat "$out/logs/build-$t-$v.log"; return 1; }
  fi
}

run_one() {
  local t=${1%%:*} v=${1##*:}
  local bin=$out/bin/$v/fuzz_$t corpus=$out/corpus/$t-$v log=$out/logs/run-$t-$v.log seeds=tests/fuzz/corpus/$t
  mkdir -p "$corpus"
  local dirs=("$corpus"); [ -d "$seeds" ] && dirs+=("$seeds")
  "$bin" -max_total_time="$secs" -timeout=20 -rss_limit_mb=2048 -max_len=4096 -print_final_stats=1 \
    -artifact_prefix="$out/artifacts/$t-$v-" "${dirs[@]}" >"$log" 2>&1
  local rc=$?
  local n; n=$(sed -n 's/^stat::number_of_executed_units: *\([0-9]*\).*/\1/p' "$log" | tail -1)
  if [ $rc = 0 ]; then echo "$t $v ${n:-0} $secs PASSED"
  else echo "$t $v ${n:-0} $secs FAILED"; fi
}
export -f build_one run_one stale vflags have_cpu
export out cc cflags lib secs

status=0
# builds, $jobs at a time
printf '%s\n' "${pairs[@]}" | xargs -P "$jobs" -I{} bash -c 'build_one "$1"' _ {} || status=1
built=()
for p in "${pairs[@]}"; do [ -x "$out/bin/${p##*:}/fuzz_${p%%:*}" ] && built+=("$p"); done

# runs, $jobs at a time
: >"$out/summary.txt"
if [ ${#built[@]} -gt 0 ]; then
  printf '%s\n' "${built[@]}" | xargs -P "$jobs" -I{} bash -c 'run_one "$1"' _ {} >>"$out/summary.txt"
fi
for p in "${pairs[@]}"; do
  grep -q "^${p%%:*} ${p##*:} " "$out/summary.txt" || echo "${p%%:*} ${p##*:} 0 0 FAILED" >>"$out/summary.txt"
done
for p in "${skipped[@]}"; do echo "${p%%:*} ${p##*:} 0 0 SKIPPED" >>"$out/summary.txt"; done
sort -o "$out/summary.txt" "$out/summary.txt"

passed=0; failed=0
while read -r t v n s r; do
  case "$r" in
    PASSED) passed=$((passed + 1)); printf 'PASSED   fuzz_%-12s [%s] %12s executions in %ss\n' "$t" "$v" "$n" "$s" ;;
    FAILED) failed=$((failed + 1)); status=1
            printf 'FAILED   fuzz_%-12s [%s] log: %s\n' "$t" "$v" "$out/logs/run-$t-$v.log"
            [ -f "$out/logs/run-$t-$v.log" ] && grep -m1 -A12 'lanes fuzz mismatch\|ERROR: \|runtime error' "$out/logs/run-$t-$v.log" ;;
    SKIPPED) printf 'SKIPPED  fuzz_%-12s [%s] (the CPU lacks this ISA)\n' "$t" "$v" ;;
  esac
done <"$out/summary.txt"
echo "fuzz: $passed passed, $failed failed"
exit $status
