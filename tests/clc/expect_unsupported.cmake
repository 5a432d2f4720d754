# cmake -DCLANG=... -DPY=... -DROOT=... -DWORK=... -P expect_unsupported.cmake: the build step of
# lanes_add_opencl_kernels on tests/clc/unsupported.cl must fail naming the functions it calls that
# neither it nor lanes defines (lnk_test_undefined and both lnk_test_overload overloads), and on
# tests/clc/unsupported_half.cl (cl_khr_fp16 announced, as lanes does) naming each half operation.
file(MAKE_DIRECTORY ${WORK})
execute_process(COMMAND ${CLANG} -x cl -cl-std=CL1.2 -Xclang -finclude-default-header -Xclang -cl-ext=-all,+cl_khr_fp64
                        -O2 -Xclang -disable-llvm-passes -S -emit-llvm ${ROOT}/tests/clc/unsupported.cl -o ${WORK}/u.ll
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "clang failed on unsupported.cl:\n${err}")
endif()
execute_process(COMMAND ${PY} ${ROOT}/tools/clc_kernels.py ${WORK}/u.ll ${ROOT}/src/clc/builtins.txt
                        ${WORK}/o.ll ${WORK}/o_call.cl ${WORK}/o_desc.c
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(rc EQUAL 0)
  message(FATAL_ERROR "clc_kernels.py accepted a kernel calling undefined functions")
endif()
foreach(name "lnk_test_undefined \\(lnk_test_undefined\\)" "lnk_test_overload \\(_Z17lnk_test_overloadDv2_f\\)"
             "lnk_test_overload \\(_Z17lnk_test_overloadi\\)")
  if(NOT err MATCHES "[ ,:]${name}")
    message(FATAL_ERROR "the message does not name ${name}:\n${err}")
  endif()
endforeach()
message(STATUS "rejected as expected:\n${err}")

execute_process(COMMAND ${CLANG} -x cl -cl-std=CL1.2 -Xclang -finclude-default-header -Xclang -cl-ext=-all,+cl_khr_fp64,+cl_khr_fp16
                        -O2 -Xclang -disable-llvm-passes -S -emit-llvm ${ROOT}/tests/clc/unsupported_half.cl -o ${WORK}/h.ll
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "clang failed on unsupported_half.cl:\n${err}")
endif()
execute_process(COMMAND ${PY} ${ROOT}/tools/clc_kernels.py ${WORK}/h.ll ${ROOT}/src/clc/builtins.txt
                        ${WORK}/o.ll ${WORK}/o_call.cl ${WORK}/o_desc.c
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(rc EQUAL 0)
  message(FATAL_ERROR "clc_kernels.py accepted a kernel computing with half values")
endif()
foreach(op fmul fneg fcmp fpext fptrunc sitofp fptosi fsub)
  if(NOT err MATCHES "[ ,:]${op} half in half_ops[,\n]")
    message(FATAL_ERROR "the message does not name ${op} half in half_ops:\n${err}")
  endif()
endforeach()
if(err MATCHES "half_moves")
  message(FATAL_ERROR "the message names half_moves, which only moves halves:\n${err}")
endif()
message(STATUS "rejected as expected:\n${err}")
