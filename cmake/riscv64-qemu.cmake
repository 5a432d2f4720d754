# Cross-compile for RISC-V 64 (RV64GC, Linux) with GCC and run the tests under qemu-user (CTest
# uses the emulator).  GCC 12 has no RVV 1.0 intrinsics, so this build has no rvv path (CMake
# tests the compiler); cmake/riscv64-clang-qemu.cmake builds it with Clang.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR riscv64)
set(CMAKE_C_COMPILER riscv64-linux-gnu-gcc)
set(CMAKE_FIND_ROOT_PATH /usr/riscv64-linux-gnu)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-riscv64;-L;/usr/riscv64-linux-gnu)
