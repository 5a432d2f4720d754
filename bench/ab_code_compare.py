#!/usr/bin/env python3
"""Before/after comparison of the machine code of two liblanes builds (e.g. of two commits, same
compiler and flags): a refactoring that leaves a kernel's instructions unchanged cannot have made
it slower, whatever a noisy benchmark run says.

    bench/ab_code_compare.py BEFORE_BUILD_DIR AFTER_BUILD_DIR

Disassembles every object file of liblanes in each build directory (objdump -d), normalises each
function's body (addresses, relocations and symbol names inside operands are dropped, so renamed
functions and moved code still match; trailing padding is ignored) and prints every BEFORE
function whose body no AFTER function has, then the count of identical ones.  Those printed are
the only ones whose speed can have changed: measure them (bench/ab_compare.sh, bench/call_cost.sh).
"""
import glob
import os
import re
import subprocess
import sys


def bodies(build_dir):
    """{(object file, function): normalised body} of every liblanes object under build_dir."""
    objs = sorted(glob.glob(os.path.join(build_dir, "CMakeFiles", "lanes_objects.dir", "**", "*.o"),
                            recursive=True))
    if not objs:
        sys.exit(f"no liblanes object files under {build_dir}/CMakeFiles/lanes_objects.dir")
    out = {}
    for obj in objs:
        text = subprocess.run(["objdump", "-d", "-r", "--no-show-raw-insn", obj],
                              capture_output=True, text=True, check=True).stdout
        name = None
        for line in text.splitlines():
            m = re.match(r"^[0-9a-f]+ <(.+)>:$", line)
            if m:
                name = (os.path.basename(obj), m.group(1))
                out[name] = []
                continue
            if name is None or not line.strip():
                continue
            insn = re.sub(r"^\s*[0-9a-f]+:\s*", "", line)
            insn = re.sub(r"\b[0-9a-f]+ <[^>]*>", "<target>", insn)          # branch targets
            insn = re.sub(r"R_[A-Z0-9_]+\s+\S+", "<reloc>", insn)            # relocations
            insn = re.sub(r"-?0x[0-9a-f]+\(%rip\)", "<rip>", insn)           # rip-relative data
            insn = re.sub(r"#.*$", "", insn).strip()                          # objdump's comments
            out[name].append(insn)
    for k, body in out.items():
        while body and re.match(r"^(nop|xchg\s+%ax,%ax|int3|data16)", body[-1]):
            body.pop()                                                         # alignment padding
        out[k] = tuple(body)
    return out


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    before, after = bodies(sys.argv[1]), bodies(sys.argv[2])
    after_bodies = set(after.values())
    changed = [k for k in sorted(before) if before[k] not in after_bodies]
    for obj, fn in changed:
        print(f"changed  {obj}: {fn} ({len(before[(obj, fn)])} instructions before)")
    print(f"{len(before) - len(changed)} of {len(before)} functions of BEFORE have an identical body in AFTER")


if __name__ == "__main__":
    main()
