#!/usr/bin/env python3
"""Regenerates docs/conformance.md: family x (reference model, PoCL differential, every
configuration of tests/run_matrix.sh, fuzz) with the number of checks and the result.

    python3 tools/conformance.py [--out docs/conformance.md] [--stdout]

Reads what the test runs leave behind (run them first):
  build/matrix/<config>.log and build/matrix/<config>/Testing/Temporary/LastTest.log
      (tests/run_matrix.sh; every unit test prints "<test>: N checks, M failures" through
      tc_finish, the PoCL test "family <name> ... N lanes compared ... M mismatches");
  build/fuzz/summary.txt (tests/fuzz/run.sh: "<family> <variant> <executions> <s> <result>").
A configuration with no log is "not run"; a log whose build failed is "build failed".
Each test is mapped to its family by its name (test_<family>[_<part>])."""
import argparse
import os
import re
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Families in the order of the README table; the public header of each and its reference model(s).
FAMILIES = [
    ("types", "types.h", []),
    ("ops", "ops.h", ["ref_ops.h"]),
    ("construct", "construct.h", []),
    ("convert", "convert.h", ["ref_convert.h"]),
    ("memory", "memory.h", ["ref_memory.h"]),
    ("relational", "relational.h", ["ref_relational.h"]),
    ("integer", "integer.h", ["ref_integer.h"]),
    ("shuffle", "shuffle.h", ["ref_shuffle.h"]),
    ("vshuffle", "vshuffle.h", ["ref_vshuffle.h"]),
    ("mask", "mask.h", ["ref_gather.h"]),
    ("gather", "gather.h", ["ref_gather.h"]),
    ("array", "array.h", ["ref_array.h", "ref_array_bulkmem.h"]),
    ("opencl", "opencl.h", []),
    ("math", "math.h", ["ref_math.h"]),
    ("clc", "kernel.h", []),   # the kernel layer: tests clc_<family>_clang<v>
]
FAMILY_NAMES = [f[0] for f in FAMILIES]


def family_of(test):
    """The family a test, compile-fail case, PoCL family or fuzz target belongs to: its name is
    <family> or <family>_<part> (test_convert_i8 -> convert, test_array_bulkmem -> array,
    ops_mix -> ops); tools/check_registry.py fails on a file not named so."""
    name = test[5:] if test.startswith("test_") else test
    best = None
    for f in FAMILY_NAMES:
        if name == f or name.startswith(f + "_"):
            if best is None or len(f) > len(best):
                best = f
    return best


def matrix_configs():
    """(name, compiler, flags) of every configuration, in tests/run_matrix.sh's order."""
    text = open(os.path.join(ROOT, "tests", "run_matrix.sh")).read()
    return [(m.group(1), m.group(2), m.group(3).strip())
            for m in re.finditer(r'^\s*"([A-Za-z0-9_.-]+)\|([^|]*)\|([^|]*)\|[^"]*"', text, re.M)]


def parse_lasttest(path):
    """{test: (passed, output)} from a CTest LastTest.log."""
    res = {}
    if not os.path.exists(path):
        return res
    text = open(path, errors="replace").read()
    for m in re.finditer(r'^\d+/\d+ Test: (\S+)\n(.*?)^Test (Passed|Failed|Not Run)\.?', text, re.M | re.S):
        res[m.group(1)] = (m.group(3) == "Passed", m.group(2))
    # tests that failed have their result written as 'Test Failed.' after the output; others
    # ('***Exception', timeouts) count as failed too
    for m in re.finditer(r'^\d+/\d+ Test: (\S+)\n', text, re.M):
        res.setdefault(m.group(1), (False, ""))
    return res


CHECKS_RE = re.compile(r'^(\S+): (\d+) checks, (\d+) failures', re.M)
POCL_RE = re.compile(r'^family (\S+)\s+\d+ kernels.*?: (\d+) lanes compared, (\d+) skipped as unspecified,'
                     r' (\d+) mismatches(.*)$', re.M)


def config_cells(name):
    """{family: cell} for one matrix configuration, its overall state, and the PoCL cells."""
    log = os.path.join(ROOT, "build", "matrix", name + ".log")
    if not os.path.exists(log):
        return {}, "not run", {}
    text = open(log, errors="replace").read()
    ctest_ran = re.search(r'tests passed, \d+ tests? failed out of \d+|No tests were found', text)
    if not ctest_ran:
        state = "build failed" if re.search(r'error:|Error \d', text) else "incomplete"
        return {}, state, {}
    tests = parse_lasttest(os.path.join(ROOT, "build", "matrix", name, "Testing", "Temporary", "LastTest.log"))
    per = {}
    for test, (passed, out) in tests.items():
        if test.startswith("compile_fail_"):
            fam = family_of(test[len("compile_fail_"):])
            key = "compile"
        else:
            fam = family_of(test)
            key = "unit"
        if fam is None or POCL_RE.search(out):
            continue
        d = per.setdefault(fam, {"checks": 0, "failures": 0, "tests": 0, "failed": 0, "skipped": 0,
                                 "compile": 0, "compile_failed": 0})
        if key == "compile":
            d["compile"] += 1
            d["compile_failed"] += 0 if passed else 1
            continue
        d["tests"] += 1
        m = CHECKS_RE.search(out)
        if m:
            d["checks"] += int(m.group(2))
            d["failures"] += int(m.group(3))
        if not passed:
            d["failed"] += 1
        if re.search(r'^SKIPPED', out, re.M):
            d["skipped"] += 1
    cells = {}
    for fam, d in per.items():
        if d["tests"] == 0:
            cell = "%d compile-fail cases %s" % (d["compile"], "FAIL" if d["compile_failed"] else "pass")
        elif d["failed"] or d["failures"] or d["compile_failed"]:
            cell = "**FAIL** %s checks, %d failures, %d of %d tests failed" % (
                f"{d['checks']:,}", d["failures"], d["failed"], d["tests"])
        elif d["checks"] == 0:   # tests that print no count of checks (the kernel layer's)
            cell = "%d tests pass" % d["tests"]
        else:
            cell = "%s pass" % f"{d['checks']:,}"
        cells[fam] = cell
    pocl = {}
    # the differential runs as parts (pocl_differential_<i>): their outputs together
    pocl_names = [t for t, (_, o) in tests.items() if t.startswith("pocl_differential")]
    pocl_name = pocl_names[0] if pocl_names else None
    pocl_out = (None, "\n".join(tests[t][1] for t in pocl_names))
    sums = {}  # row -> [lanes, mismatches, failed]
    for m in POCL_RE.finditer(pocl_out[1]):
        fam, n, skipped, mism = m.group(1), int(m.group(2)), int(m.group(3)), int(m.group(4))
        row = sums.setdefault(family_of(fam) or fam, [0, 0, False])
        row[0] += n
        row[1] += mism
        row[2] = row[2] or bool(mism) or "FAIL" in m.group(5)
    for fam, (n, mism, bad) in sums.items():
        pocl[fam] = "%s%s lanes%s" % ("**FAIL** " if bad else "", f"{n:,}",
                                       ", %s mismatches" % mism if mism else " pass")
    if pocl_name and not pocl and re.search(r'^SKIPPED', pocl_out[1], re.M):
        pocl = {f: "skipped (no PoCL)" for f in FAMILY_NAMES}
    failed = sum(1 for t, (p, _) in tests.items() if not p)
    state = "pass" if not failed else "%d tests failed" % failed
    return cells, state, pocl


def fuzz_cells():
    path = os.path.join(ROOT, "build", "fuzz", "summary.txt")
    cells = {}
    if not os.path.exists(path):
        return cells
    per = {}
    for line in open(path):
        parts = line.split()
        if len(parts) != 5:
            continue
        target, variant, execs, secs, result = parts
        per.setdefault(target, []).append((target + ":" + variant, int(execs), int(secs), result))
    byfam = {}
    for target, runs in per.items():
        byfam.setdefault(family_of(target) or target, []).extend(runs)
    for fam, runs in byfam.items():
        ran = [r for r in runs if r[3] != "SKIPPED"]
        total = sum(r[1] for r in ran)
        bad = [r for r in ran if r[3] != "PASSED"]
        variants = "/".join(r[0] for r in ran)
        secs = max((r[2] for r in ran), default=0)
        cells[fam] = "%s%s execs (%s, %d s each)%s" % ("**FAIL** " if bad else "", f"{total:,}", variants, secs,
                                                     "" if bad else " pass")
    return cells


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=os.path.join(ROOT, "docs", "conformance.md"))
    ap.add_argument("--stdout", action="store_true", help="print instead of writing the file")
    args = ap.parse_args()

    configs = matrix_configs()
    col = {}
    states = {}
    pocl = {}
    for name, cc, flags in configs:
        cells, state, p = config_cells(name)
        col[name] = cells
        states[name] = state
        for fam, cell in p.items():
            pocl.setdefault(fam, cell)
    fuzz = fuzz_cells()
    present = [f for f in FAMILIES if os.path.exists(os.path.join(ROOT, "include", "lanes", f[1]))]
    try:
        rev = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True,
                             text=True).stdout.strip()
    except OSError:
        rev = "?"

    out = []
    out.append("# Conformance table\n")
    out.append("Generated by `python3 tools/conformance.py` from the logs of the last runs of "
               "`tests/run_matrix.sh` (build/matrix/) and `tests/fuzz/run.sh` (build/fuzz/); "
               "tree at commit %s. Do not edit by hand: rerun the tests and the script.\n" % rev)
    out.append("Each cell: the number of checks (unit tests: comparisons with the reference model, "
               "summed over the family's tests; PoCL: output lanes compared bit for bit with OpenCL C "
               "run by PoCL; fuzz: libFuzzer executions, each checking every lane of one random case) "
               "and the result. *not run*: no log for that configuration (not run on this machine, or "
               "the emulator or CPU feature is missing); *build failed*: the configuration's build "
               "stopped (often another family's half-written file); *—*: the family has no test there. "
               "A log is whatever the last run of that configuration left: compare its date with the "
               "commit's.\n")
    out.append("## Configurations\n")
    out.append("| configuration | compiler | flags | state | log written (UTC) |")
    out.append("|---|---|---|---|---|")

    def stamp(path):
        if not os.path.exists(path):
            return "—"
        return time.strftime("%Y-%m-%d %H:%M", time.gmtime(os.path.getmtime(path)))
    for name, cc, flags in configs:
        out.append("| %s | %s | `%s` | %s | %s |" % (name, cc, flags or "(none)", states[name],
                                                     stamp(os.path.join(ROOT, "build", "matrix", name + ".log"))))
    out.append("| fuzz | clang (libFuzzer) | `-O1 -fsanitize=fuzzer,address,undefined` per ISA variant | %s | %s |" %
               ("not run" if not fuzz else "see column", stamp(os.path.join(ROOT, "build", "fuzz", "summary.txt"))))
    out.append("")
    out.append("## Family x configuration\n")
    head = ["family", "reference model", "PoCL differential"] + [c[0] for c in configs] + ["fuzz"]
    out.append("| " + " | ".join(head) + " |")
    out.append("|" + "---|" * len(head))
    for fam, header, refs in present:
        have = [r for r in refs if os.path.exists(os.path.join(ROOT, "tests", "ref", r))]
        row = [fam, ", ".join("`tests/ref/%s`" % r for r in have) or "—", pocl.get(fam, "—")]
        for name, _, _ in configs:
            st = states[name]
            if st in ("not run", "build failed", "incomplete"):
                row.append("*%s*" % st)
            else:
                row.append(col[name].get(fam, "—"))
        row.append(fuzz.get(fam, "—"))
        out.append("| " + " | ".join(row) + " |")
    out.append("")
    out.append("Fuzz targets and their long-run counts: tests/fuzz/README.md.\n")
    text = "\n".join(out)
    if args.stdout:
        sys.stdout.write(text)
    else:
        os.makedirs(os.path.dirname(args.out), exist_ok=True)
        with open(args.out, "w") as f:
            f.write(text)
        print("wrote %s" % os.path.relpath(args.out, os.getcwd()))


if __name__ == "__main__":
    main()
