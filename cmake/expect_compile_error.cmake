# Builds TARGET in BUILD_DIR and succeeds only if the build fails with EXPECTED in its output:
# the recipe of every fail_*.cpp test (cmake -DBUILD_DIR=... -DTARGET=... -DEXPECTED=... -P).
execute_process(
  COMMAND "${CMAKE_COMMAND}" --build "${BUILD_DIR}" --target "${TARGET}"
  RESULT_VARIABLE result
  OUTPUT_VARIABLE output
  ERROR_VARIABLE output)
if(result EQUAL 0)
  message(FATAL_ERROR "${TARGET} compiled, but it must fail with: ${EXPECTED}")
endif()
string(FIND "${output}" "${EXPECTED}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "${TARGET} failed to compile, but without the expected message\n"
                      "  expected: ${EXPECTED}\n  output:\n${output}")
endif()
message(STATUS "${TARGET} failed to compile, as it must: ${EXPECTED}")
