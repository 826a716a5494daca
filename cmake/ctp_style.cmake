# The house style as three tests labelled `style` (run them with `ctest -L style`):
#   style.format  every tracked C++ file is as clang-format-19 writes it (.clang-format; the
#                 generated tables are left out by .clang-format-ignore). `make format` fixes it.
#   style.tidy    clang-tidy-19 finds nothing (.clang-tidy) in the tools, the tests, the docs'
#                 examples, the talks' code and the benchmarks, nor in the ctp headers they
#                 include, with this build's compile_commands.json.
#   style.python  all of the project's Python is in scripts/ and leaves sys.path alone, no
#                 function is over 60 lines, every file is as black writes it
#                 (scripts/pyproject.toml) and flake8 warns of nothing (scripts/.flake8). `make
#                 format` runs black.
# The tools come from Debian (clang-format-19, clang-tidy-19, black, flake8; scripts/setup
# installs them). A missing tool fails its test with a message saying which package to install: a
# style check that cannot run must not pass. The work is done by scripts/check_style.py and
# scripts/check_python.py.

find_program(CTP_CLANG_FORMAT clang-format-19)
find_program(CTP_CLANG_TIDY clang-tidy-19)
find_program(CTP_RUN_CLANG_TIDY run-clang-tidy-19)
find_program(CTP_BLACK black)
find_program(CTP_FLAKE8 flake8)
find_package(Git QUIET)

set(ctp_style_script "${Python3_EXECUTABLE}" -B "${PROJECT_SOURCE_DIR}/scripts/check_style.py")

add_test(NAME style.format
  COMMAND ${ctp_style_script} format --root "${PROJECT_SOURCE_DIR}" --git "${GIT_EXECUTABLE}"
          --clang-format "${CTP_CLANG_FORMAT}")

# clang-tidy runs two files at a time (PROCESSORS tells ctest so); it reads the compile
# commands that CMAKE_EXPORT_COMPILE_COMMANDS writes (every preset sets it).
add_test(NAME style.tidy
  COMMAND ${ctp_style_script} tidy --root "${PROJECT_SOURCE_DIR}"
          --binary-dir "${PROJECT_BINARY_DIR}" --clang-tidy "${CTP_CLANG_TIDY}"
          --run-clang-tidy "${CTP_RUN_CLANG_TIDY}" --jobs 2)

add_test(NAME style.python
  COMMAND "${Python3_EXECUTABLE}" -B "${PROJECT_SOURCE_DIR}/scripts/check_python.py"
          --root "${PROJECT_SOURCE_DIR}" --git "${GIT_EXECUTABLE}" --black "${CTP_BLACK}"
          --flake8 "${CTP_FLAKE8}")

set_tests_properties(style.format style.python PROPERTIES LABELS style)
set_tests_properties(style.tidy PROPERTIES LABELS style PROCESSORS 2 TIMEOUT 3600)
