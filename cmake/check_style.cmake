# The style checks of cmake/ctp_style.cmake, run at test time.
# Usage:
#   cmake -DCHECK=format -DSOURCE_DIR=<repo> -DCLANG_FORMAT=<clang-format-19> [-DGIT=<git>]
#         [-DFIX=ON] -P check_style.cmake
#   cmake -DCHECK=tidy -DSOURCE_DIR=<repo> -DBINARY_DIR=<build> -DCLANG_TIDY=<clang-tidy-19>
#         -DRUN_CLANG_TIDY=<run-clang-tidy-19> [-DJOBS=2] -P check_style.cmake
# With FIX, format rewrites the files in place instead of checking them (`make format`).

cmake_minimum_required(VERSION 3.25)

# A tool that is not there fails the check, naming the Debian package that provides it.
function(require_tool path name package)
  if(NOT path OR NOT EXISTS "${path}")
    message(FATAL_ERROR "ctp: style: ${name} is not installed, so the style cannot be checked; "
                        "install the Debian package ${package} (scripts/setup does) and "
                        "configure again")
  endif()
endfunction()

# The tracked C++ files, relative to SOURCE_DIR: `git ls-files` in a clone; outside one (an
# unpacked archive) every .cpp and .hpp under the folders that hold code.
function(tracked_cpp_files out)
  if(GIT AND EXISTS "${SOURCE_DIR}/.git")
    execute_process(COMMAND "${GIT}" ls-files -- "*.cpp" "*.hpp"
                    WORKING_DIRECTORY "${SOURCE_DIR}"
                    OUTPUT_VARIABLE listed RESULT_VARIABLE failed)
    if(failed)
      message(FATAL_ERROR "ctp: style: `git ls-files` failed in ${SOURCE_DIR}")
    endif()
    string(REGEX REPLACE "\n$" "" listed "${listed}")
    string(REPLACE "\n" ";" files "${listed}")
  else()
    file(GLOB_RECURSE files RELATIVE "${SOURCE_DIR}"
         "${SOURCE_DIR}/include/*.hpp" "${SOURCE_DIR}/generators/*.[ch]pp"
         "${SOURCE_DIR}/tests/*.[ch]pp" "${SOURCE_DIR}/docs/*.cpp" "${SOURCE_DIR}/bench/*.cpp"
         "${SOURCE_DIR}/talks/*.cpp")
    list(FILTER files EXCLUDE REGEX "^(bench/work|talks/node_modules)/")
  endif()
  set(${out} ${files} PARENT_SCOPE)
endfunction()

if(CHECK STREQUAL "format")
  require_tool("${CLANG_FORMAT}" clang-format-19 clang-format-19)
  tracked_cpp_files(files)
  list(LENGTH files count)
  if(FIX)
    execute_process(COMMAND "${CLANG_FORMAT}" -i ${files}
                    WORKING_DIRECTORY "${SOURCE_DIR}" RESULT_VARIABLE failed)
    if(failed)
      message(FATAL_ERROR "ctp: style: clang-format-19 -i failed")
    endif()
    message(STATUS "ctp: style: formatted ${count} files (.clang-format-ignore leaves some out)")
    return()
  endif()
  # --dry-run --Werror prints each difference as an error and fails; the files that
  # .clang-format-ignore names (generated tables) are skipped by clang-format itself.
  execute_process(COMMAND "${CLANG_FORMAT}" --dry-run --Werror ${files}
                  WORKING_DIRECTORY "${SOURCE_DIR}"
                  ERROR_VARIABLE diagnostics RESULT_VARIABLE failed)
  if(failed)
    string(REGEX MATCHALL "[^\n]+: error: code should be clang-formatted" wrong "${diagnostics}")
    string(REGEX REPLACE ":[0-9]+:[0-9]+: error: code should be clang-formatted" "" wrong
           "${wrong}")
    list(REMOVE_DUPLICATES wrong)
    list(LENGTH wrong wrong_count)
    list(JOIN wrong "\n  " wrong_list)
    message("${diagnostics}")
    message(FATAL_ERROR "ctp: style: ${wrong_count} of ${count} files are not formatted as "
                        ".clang-format says:\n  ${wrong_list}\nrun `make format` to fix them")
  endif()
  message(STATUS "ctp: style: ${count} files formatted as .clang-format says")

elseif(CHECK STREQUAL "tidy")
  require_tool("${CLANG_TIDY}" clang-tidy-19 clang-tidy-19)
  require_tool("${RUN_CLANG_TIDY}" run-clang-tidy-19 clang-tidy-19)
  set(database "${BINARY_DIR}/compile_commands.json")
  if(NOT EXISTS "${database}")
    message(FATAL_ERROR "ctp: style: ${database} is missing; configure with "
                        "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON (every preset does)")
  endif()

  # 1. Choose the translation units: the tools (generators/), the tests (tests/), and the code
  #    people read and copy: the docs' examples (docs/examples/), the talks' code
  #    (talks/<talk>/code/) and the benchmarks (bench/runtime/); one compile command each.
  #    Left out: fail_ tests, which must not compile, and static_ tests, in which
  #    nothing runs: they are namespace-scope static_asserts, and parsing them only re-runs the
  #    compile-time proofs (for minutes) that the build already makes. The headers are checked
  #    through the files that include them. A Catch2 test is compiled twice; its relaxed build
  #    (STATIC_REQUIRE at run time) is the one kept, as it is the cheaper to parse.
  file(READ "${database}" json)
  string(JSON entries LENGTH "${json}")
  math(EXPR last "${entries} - 1")
  set(chosen "")
  foreach(i RANGE ${last})
    string(JSON file GET "${json}" ${i} file)
    file(RELATIVE_PATH relative "${SOURCE_DIR}" "${file}")
    if(NOT relative MATCHES "^(generators|tests|docs/examples|talks/[^/]+/code|bench/runtime)/" OR
       relative MATCHES "(^|/)(fail|static)_[^/]*$")
      continue()
    endif()
    string(MAKE_C_IDENTIFIER "${relative}" key)
    string(JSON command GET "${json}" ${i} command)
    if(DEFINED entry_${key} AND NOT command MATCHES "CATCH_CONFIG_RUNTIME_STATIC_REQUIRE")
      continue()
    endif()
    if(NOT DEFINED entry_${key})
      list(APPEND chosen "${key}")
    endif()
    string(JSON entry_${key} GET "${json}" ${i})
  endforeach()
  list(LENGTH chosen count)
  if(count EQUAL 0)
    message(FATAL_ERROR "ctp: style: ${database} holds no file of generators/, tests/, "
                        "docs/examples/, talks/ or bench/runtime/")
  endif()

  # 2. Write them as a database of their own, so that each file is parsed once.
  set(style_json "[")
  set(separator "")
  foreach(key IN LISTS chosen)
    string(APPEND style_json "${separator}\n${entry_${key}}")
    set(separator ",")
  endforeach()
  string(APPEND style_json "\n]\n")
  set(style_dir "${BINARY_DIR}/style")
  file(MAKE_DIRECTORY "${style_dir}")
  file(WRITE "${style_dir}/compile_commands.json" "${style_json}")

  # 3. Run clang-tidy on every one, JOBS at a time; any warning is an error.
  if(NOT JOBS)
    set(JOBS 2)
  endif()
  message(STATUS "ctp: style: clang-tidy on ${count} files, ${JOBS} at a time")
  execute_process(COMMAND "${RUN_CLANG_TIDY}" -clang-tidy-binary "${CLANG_TIDY}"
                          -p "${style_dir}" -j ${JOBS} -quiet "-warnings-as-errors=*"
                  WORKING_DIRECTORY "${SOURCE_DIR}" RESULT_VARIABLE failed)
  if(failed)
    message(FATAL_ERROR "ctp: style: clang-tidy-19 found problems (above); .clang-tidy says "
                        "which checks run and why the others do not")
  endif()
  message(STATUS "ctp: style: clang-tidy found nothing in ${count} files")

else()
  message(FATAL_ERROR "ctp: style: CHECK must be format or tidy, got '${CHECK}'")
endif()
