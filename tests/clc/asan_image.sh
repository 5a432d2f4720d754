#!/bin/sh
# The image test (test_image.c + image.cl, image_rw.cl) with the kernels, the built-ins and the launcher under
# AddressSanitizer (and the host side under UBSan): ./asan_image.sh [clang-19] in a scratch
# directory.  Every bitcode file gets -fsanitize=address (without running the optimizer, so no
# sanitizer code is emitted twice): a built-in without the sanitize_address attribute is not
# inlined into a sanitized kernel, and a work-item function left as a call is `const` to the
# optimizer, which then hoists get_global_id out of the work-group loop.
set -e
R=$(cd "$(dirname "$0")/../.." && pwd)
C=${1:-clang-19}
A="-fsanitize=address -Xclang -disable-llvm-passes"
F="-x cl -cl-std=CL1.2 -Xclang -finclude-default-header -Xclang -cl-ext=-all,+cl_khr_fp64,+cl_khr_fp16,+cl_khr_3d_image_writes -fgnu89-inline -fwrapv -O2 -fPIC"
$C -std=gnu11 -O2 -ffp-contract=off -fPIC $A -I"$R/include" -emit-llvm -c "$R/src/clc/workitem.c" -o wi.bc
$C -x cl -cl-std=CL2.0 -Xclang -finclude-default-header -Xclang -cl-ext=+cl_khr_3d_image_writes,+cl_khr_fp16 -O2 -ffp-contract=off \
   -fPIC $A -emit-llvm -c "$R/src/clc/image.cl" -o img.bc
# image.cl (OpenCL C 1.2) and image_rw.cl (2.0: read_write images)
for k in image:CL1.2 image_rw:CL2.0; do
  n=${k%%:*}
  G=$(echo "$F" | sed "s/CL1.2/${k#*:}/")
  $C $G $A -S -emit-llvm "$R/tests/clc/$n.cl" -o $n.in.ll
  python3 "$R/tools/clc_kernels.py" $n.in.ll "$R/src/clc/builtins.txt" $n.ll ${n}_call.cl ${n}_desc.c
  $C -O2 -Xclang -disable-llvm-passes -Wno-override-module -c -emit-llvm -x ir $n.ll -o $n.bc
  $C $G -fsanitize=address -Xclang -mlink-bitcode-file -Xclang $n.bc -Xclang -mlink-builtin-bitcode -Xclang img.bc \
     -Xclang -mlink-builtin-bitcode -Xclang wi.bc -c ${n}_call.cl -o $n.o
done
$C -std=gnu11 -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -ffp-contract=off -Wall -Wextra -Werror \
   -I"$R/include" -I"$R/tests/clc" "$R/tests/clc/test_image.c" "$R/src/clc/kernel.c" "$R/src/clc/fiber.c" \
   "$R/src/clc/image_host.c" image_desc.c image.o image_rw_desc.c image_rw.o -lm -o test_image_asan
./test_image_asan
