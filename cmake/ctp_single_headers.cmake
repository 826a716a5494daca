# The single headers of single_include/ (docs/compiler_explorer.md): ctp.hpp, exactly what
# <ctp.hpp> holds in one file, and two add-ons to it, ctp_mp11.hpp and ctp_hana.hpp, the
# techniques that need Boost. scripts/single_header.py says what each holds and writes them;
# `cmake --build <build dir> --target single-headers` (make single-headers) rewrites them, and
# tests/single_include/ proves them. The install rules (cmake/ctp_install.cmake) install them.
set(ctp_single_header_names ctp.hpp ctp_mp11.hpp ctp_hana.hpp)

# The command that writes (or, with --check, compares) single headers: the names given, or all.
set(ctp_single_header_command "${Python3_EXECUTABLE}" -B
    "${PROJECT_SOURCE_DIR}/scripts/single_header.py" --root "${PROJECT_SOURCE_DIR}"
    --version "${PROJECT_VERSION}")

if(Python3_Interpreter_FOUND)
  add_custom_target(single-headers COMMAND ${ctp_single_header_command}
    COMMENT "Writing single_include/ from include/" VERBATIM)
endif()
