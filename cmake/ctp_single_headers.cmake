# The single headers of single_include/: each is the ctp headers reached from its roots, inlined
# once (cmake/single_header.cmake). `cmake --build <build dir> --target single-headers` rewrites
# them; tests/single_include/ proves them.

# The headers: file name, one line on what it holds, and its roots under include/.
set(ctp_single_header_names ctp.hpp ctp_mp11.hpp ctp_hana.hpp)
set(ctp_single_header_about_ctp.hpp
    "the Boost-free core of ctp, every puzzle, its techniques and run-time searches, and the search engine")
# <ctp.hpp> leaves out the run-time searches (each its own header); the single header keeps them.
set(ctp_single_header_roots_ctp.hpp ctp.hpp ctp/search.hpp ctp/nine_tails/solution.hpp
    ctp/water_pouring/goal_distances.hpp ctp/water_pouring/hardest.hpp)
set(ctp_single_header_about_ctp_mp11.hpp
    "ctp and its Boost.MP11 techniques, which include the headers of Boost itself")
set(ctp_single_header_roots_ctp_mp11.hpp ${ctp_single_header_roots_ctp.hpp} ctp/*/with_mp11.hpp)
set(ctp_single_header_about_ctp_hana.hpp
    "ctp and its Boost.Hana techniques, which include the headers of Boost itself")
set(ctp_single_header_roots_ctp_hana.hpp ${ctp_single_header_roots_ctp.hpp} ctp/*/with_hana.hpp)

# The command that writes (or, with CHECK=ON, compares) the single header `name`, into out.
function(ctp_single_header_command out name)
  list(JOIN ctp_single_header_roots_${name} " " roots)
  set(${out}
    "${CMAKE_COMMAND}" "-DSOURCE_DIR=${PROJECT_SOURCE_DIR}" "-DNAME=${name}"
    "-DABOUT=${ctp_single_header_about_${name}}" "-DROOTS=${roots}"
    "-DCTP_VERSION=${PROJECT_VERSION}" ${ARGN}
    -P "${PROJECT_SOURCE_DIR}/cmake/single_header.cmake"
    PARENT_SCOPE)
endfunction()

set(commands "")
foreach(name IN LISTS ctp_single_header_names)
  ctp_single_header_command(command ${name})
  list(APPEND commands COMMAND ${command})
endforeach()
add_custom_target(single-headers ${commands}
  COMMENT "Writing single_include/ from include/" VERBATIM)
