# The house style as two tests labelled `style` (run them with `ctest -L style`):
#   style.format  every tracked C++ file is as clang-format-19 writes it (.clang-format; the
#                 generated tables are left out by .clang-format-ignore). `make format` fixes it.
#   style.tidy    clang-tidy-19 finds nothing (.clang-tidy) in the tools, the tests, the docs'
#                 examples, the talks' code and the benchmarks, nor in the ctp headers they
#                 include, with this build's compile_commands.json.
# Both tools come from Debian (clang-format-19, clang-tidy-19; scripts/setup installs them). A
# missing tool fails its test with a message saying which package to install: a style check
# that cannot run must not pass. The work is done by cmake/check_style.cmake.

find_program(CTP_CLANG_FORMAT clang-format-19)
find_program(CTP_CLANG_TIDY clang-tidy-19)
find_program(CTP_RUN_CLANG_TIDY run-clang-tidy-19)
find_package(Git QUIET)

set(ctp_style_script "${PROJECT_SOURCE_DIR}/cmake/check_style.cmake")

add_test(NAME style.format
  COMMAND "${CMAKE_COMMAND}"
          "-DCHECK=format"
          "-DSOURCE_DIR=${PROJECT_SOURCE_DIR}"
          "-DGIT=${GIT_EXECUTABLE}"
          "-DCLANG_FORMAT=${CTP_CLANG_FORMAT}"
          -P "${ctp_style_script}")

# clang-tidy runs two files at a time (PROCESSORS tells ctest so); it reads the compile
# commands that CMAKE_EXPORT_COMPILE_COMMANDS writes (every preset sets it).
add_test(NAME style.tidy
  COMMAND "${CMAKE_COMMAND}"
          "-DCHECK=tidy"
          "-DSOURCE_DIR=${PROJECT_SOURCE_DIR}"
          "-DBINARY_DIR=${PROJECT_BINARY_DIR}"
          "-DCLANG_TIDY=${CTP_CLANG_TIDY}"
          "-DRUN_CLANG_TIDY=${CTP_RUN_CLANG_TIDY}"
          "-DJOBS=2"
          -P "${ctp_style_script}")

set_tests_properties(style.format PROPERTIES LABELS style)
set_tests_properties(style.tidy PROPERTIES LABELS style PROCESSORS 2 TIMEOUT 3600)
