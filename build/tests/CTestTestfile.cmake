# CMake generated Testfile for 
# Source directory: /work/main/tests
# Build directory: /work/main/build/tests
# 
# This file includes the relevant testing commands required for 
# testing this directory and lists subdirectories to be tested as well.
add_test([=[headers.core]=] "/usr/bin/cmake" "--build" "/work/main/build" "--target" "headers_core")
set_tests_properties([=[headers.core]=] PROPERTIES  LABELS "headers" _BACKTRACE_TRIPLES "/work/main/cmake/ctp_testing.cmake;31;add_test;/work/main/cmake/ctp_testing.cmake;113;ctp_add_build_test;/work/main/tests/CMakeLists.txt;21;ctp_add_header_checks;/work/main/tests/CMakeLists.txt;0;")
subdirs("hanoi")
