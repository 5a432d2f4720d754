# Included by tests/pocl/CMakeLists.txt (its scope: lanes_opencl_lib, lanes_pocl_families = the
# family sources, and pocl_families = the object library of them).
# pocl_write_cl writes the PoCL differential's OpenCL C programs (one per family, the driver's
# preamble included) into .cl files; test_pocl_clc_clang<N> compiles them with clang-<N> through
# lanes_add_opencl_kernels and runs the PoCL differential with a third side: every kernel also
# run by the lanes launcher, its outputs compared bit for bit with PoCL's (under the same
# unspecified.h rules), next to lanes' inline layer against PoCL.
add_executable(pocl_write_cl pocl_main.c)
target_link_libraries(pocl_write_cl PRIVATE pocl_families)
target_compile_definitions(pocl_write_cl PRIVATE PC_WRITE_CL)

set(cldir ${CMAKE_CURRENT_BINARY_DIR}/cl)
file(MAKE_DIRECTORY ${cldir})
set(clfiles "")
set(clstds "")
foreach(fam IN LISTS lanes_pocl_families)
  file(STRINGS ${fam} line REGEX "^const pc_family pc_family_[a-z0-9_]+ = \\{\"[^\"]*\", \"[^\"]*\", 1,")
  if(line MATCHES "pc_family_([a-z0-9_]+) = \\{\"[^\"]*\", \"[^\"]*\", 1, \"(CL[0-9.]+)\"")
    list(APPEND clfiles ${cldir}/${CMAKE_MATCH_1}.cl)
    list(APPEND clstds ${CMAKE_MATCH_2})
  endif()
endforeach()
add_custom_command(OUTPUT ${clfiles}
  COMMAND ${CMAKE_COMMAND} -E env LANES_POCL_WRITE_CL=${cldir} $<TARGET_FILE:pocl_write_cl>
  DEPENDS pocl_write_cl COMMENT "PoCL differential programs as .cl files" VERBATIM)

foreach(v 14 19)
  find_program(LANES_CLANG_${v} clang-${v})
  if(NOT LANES_CLANG_${v})
    continue()
  endif()
  set(t test_pocl_clc_clang${v})
  add_executable(${t} pocl_main.c)
  target_link_libraries(${t} PRIVATE pocl_families ${CMAKE_DL_LIBS})
  target_compile_definitions(${t} PRIVATE PC_CLC)
  set_target_properties(${t} PROPERTIES ENABLE_EXPORTS ON)   # dlsym finds the kernels' descriptors
  foreach(cl std IN ZIP_LISTS clfiles clstds)
    lanes_add_opencl_kernels(${t} CLANG ${LANES_CLANG_${v}} STD ${std} ${cl})
  endforeach()
  add_test(NAME pocl_clc_clang${v} COMMAND ${t})
  # after the pocl_differential parts, whose PoCL kernel cache (the same programs) it then reuses
  # instead of compiling them again at the same time
  set_tests_properties(pocl_clc_clang${v} PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 1800 DEPENDS "${LANES_POCL_TESTS}"
    ENVIRONMENT "POCL_CACHE_DIR=${CMAKE_CURRENT_BINARY_DIR}/pocl-cache")
endforeach()

# The kernel layer's own OpenCL C test kernels (tests/clc/*.cl) run by PoCL and by the lanes launcher, the
# outputs compared (tests/clc/pocl_kernels.c): compiled by the newest supported Clang found.
find_package(Threads REQUIRED)
foreach(v 19 14)
  if(LANES_CLANG_${v})
    set(dir ${PROJECT_SOURCE_DIR}/tests/clc)
    add_executable(test_pocl_kernels ${dir}/pocl_kernels.c)
    lanes_add_opencl_kernels(test_pocl_kernels CLANG ${LANES_CLANG_${v}}
      ${dir}/atomics.cl ${dir}/atomics_local.cl ${dir}/async.cl ${dir}/kernels.cl)
    lanes_add_opencl_kernels(test_pocl_kernels CLANG ${LANES_CLANG_${v}} STD CL2.0 ${dir}/atomics20.cl)
    target_compile_options(test_pocl_kernels PRIVATE ${LANES_WARNINGS})
    target_compile_definitions(test_pocl_kernels PRIVATE CLC_SOURCE_DIR="${dir}")
    target_include_directories(test_pocl_kernels PRIVATE ${dir})
    target_link_libraries(test_pocl_kernels PRIVATE ${lanes_opencl_lib} ${CMAKE_DL_LIBS} Threads::Threads m)
    set_target_properties(test_pocl_kernels PROPERTIES ENABLE_EXPORTS ON)
    add_test(NAME pocl_kernels COMMAND test_pocl_kernels)
    set_tests_properties(pocl_kernels PROPERTIES SKIP_RETURN_CODE 77
      ENVIRONMENT "POCL_CACHE_DIR=${CMAKE_CURRENT_BINARY_DIR}/pocl-cache")
    break()
  endif()
endforeach()

# A comparison program tests/clc/<src>.c with the kernels of <cl>, built by each supported Clang:
# executable test_<src>_clang<v>, CTest pocl_kernels_<what>_clang<v> (env: extra environment).
function(lanes_pocl_clc_test src cl what env)
  set(dir ${PROJECT_SOURCE_DIR}/tests/clc)
  foreach(v 14 19)
    if(LANES_CLANG_${v})
      set(t test_${src}_clang${v})
      add_executable(${t} ${dir}/${src}.c)
      lanes_add_opencl_kernels(${t} CLANG ${LANES_CLANG_${v}} ${dir}/${cl})
      target_compile_options(${t} PRIVATE ${LANES_WARNINGS})
      target_compile_definitions(${t} PRIVATE CLC_SOURCE_DIR="${dir}")
      target_include_directories(${t} PRIVATE ${dir})
      target_link_libraries(${t} PRIVATE ${lanes_opencl_lib} Threads::Threads m)
      add_test(NAME pocl_kernels_${what}_clang${v} COMMAND ${t})
      set_tests_properties(pocl_kernels_${what}_clang${v} PROPERTIES SKIP_RETURN_CODE 77
        ENVIRONMENT "POCL_CACHE_DIR=${CMAKE_CURRENT_BINARY_DIR}/pocl-cache${env}")
    endif()
  endforeach()
endfunction()
# printf against PoCL's (PoCL on one thread); the image built-ins against PoCL's
lanes_pocl_clc_test(pocl_printf printf.cl printf ";POCL_MAX_PTHREAD_COUNT=1")
lanes_pocl_clc_test(pocl_images image.cl images "")
