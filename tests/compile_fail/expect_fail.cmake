# Compile SRC twice: with -DLN_EXPECT_OK (the valid control) it must compile; without it,
# it must fail.  The control proves the failure comes from the rejected combination.
# A line "LN_EXPECT_MESSAGE: <text>" in SRC (in a comment) also requires <text> in the
# compiler's diagnostics: the failure must be the clear message, not any error.
execute_process(COMMAND ${CC} -std=gnu11 -Wall -Wextra -Wno-psabi -fsyntax-only -DLN_EXPECT_OK -I${INC} ${SRC}
                RESULT_VARIABLE ok_rc ERROR_VARIABLE ok_err)
if(NOT ok_rc EQUAL 0)
  message(FATAL_ERROR "control variant of ${SRC} does not compile:\n${ok_err}")
endif()
execute_process(COMMAND ${CC} -std=gnu11 -Wall -Wextra -Wno-psabi -fsyntax-only -I${INC} ${SRC}
                RESULT_VARIABLE bad_rc ERROR_VARIABLE bad_err)
if(bad_rc EQUAL 0)
  message(FATAL_ERROR "${SRC} compiled, but OpenCL rejects it")
endif()
file(STRINGS ${SRC} want_lines REGEX "LN_EXPECT_MESSAGE: ")
foreach(line IN LISTS want_lines)
  string(REGEX REPLACE ".*LN_EXPECT_MESSAGE: " "" want "${line}")
  string(REGEX REPLACE "[ \t]*\\*/.*$" "" want "${want}")
  string(STRIP "${want}" want)
  string(FIND "${bad_err}" "${want}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${SRC} failed to compile, but without the message \"${want}\":\n${bad_err}")
  endif()
endforeach()
message(STATUS "rejected as expected")
