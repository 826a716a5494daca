# Install rules: headers, the tools, a CMake package (ctpConfig.cmake) and a pkg-config file.
include(CMakePackageConfigHelpers)

set(ctp_cmake_dir "${CMAKE_INSTALL_DATADIR}/cmake/ctp")

install(TARGETS ctp EXPORT ctpTargets FILE_SET HEADERS)
install(EXPORT ctpTargets NAMESPACE ctp:: DESTINATION "${ctp_cmake_dir}")

# The Boost variants have an export set of their own, loaded by ctpConfig.cmake only when Boost
# is found, so that users of the core never need Boost.
if(ctp_boost_targets)
  install(TARGETS ${ctp_boost_targets} EXPORT ctpBoostTargets FILE_SET HEADERS)
  install(EXPORT ctpBoostTargets NAMESPACE ctp:: DESTINATION "${ctp_cmake_dir}")
endif()

# Each tool is installed when it was built (OPTIONAL): a user who built only ctp-gen installs it
# and the rest. The tools are not exported, as an export names every file it lists, built or
# not: ctpConfig.cmake imports each one it finds in the prefix's bin/ (ctp-mpi is installed by
# generators/, and imported by none).
foreach(tool IN ITEMS ctp-cli ctp-gen)
  if(TARGET ${tool})
    install(TARGETS ${tool} OPTIONAL)
  endif()
endforeach()
# The single headers, as <ctp/single_include/ctp.hpp> and so on.
list(TRANSFORM ctp_single_header_names PREPEND "single_include/" OUTPUT_VARIABLE single_headers)
install(FILES ${single_headers}
  DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}/ctp/single_include")
install(FILES cmake/ctp_generate_header.cmake DESTINATION "${ctp_cmake_dir}")

configure_package_config_file(cmake/ctpConfig.cmake.in
  "${PROJECT_BINARY_DIR}/ctpConfig.cmake"
  INSTALL_DESTINATION "${ctp_cmake_dir}"
  PATH_VARS CMAKE_INSTALL_BINDIR)
write_basic_package_version_file("${PROJECT_BINARY_DIR}/ctpConfigVersion.cmake"
  COMPATIBILITY SameMajorVersion
  ARCH_INDEPENDENT)
install(FILES
  "${PROJECT_BINARY_DIR}/ctpConfig.cmake"
  "${PROJECT_BINARY_DIR}/ctpConfigVersion.cmake"
  DESTINATION "${ctp_cmake_dir}")

# ctp.pc is relocatable: its prefix is found from where the file lies (${pcfiledir}, the
# directory pkg-config read it from), as many steps up as the pkgconfig directory lies below the
# prefix (share/pkgconfig: ${pcfiledir}/../..). Absolute directories are kept as given. It names
# the headers (Cflags), the least C++ standard (cxx_standard, never a -std of its own in Cflags,
# which would override the user's) and ctp-gen (ctp_gen, for a Makefile's rules).
set(ctp_pkgconfig_dir "${CMAKE_INSTALL_DATADIR}/pkgconfig")
if(IS_ABSOLUTE "${ctp_pkgconfig_dir}")
  set(ctp_pc_prefix "${CMAKE_INSTALL_PREFIX}")
else()
  file(RELATIVE_PATH ctp_pc_up "/prefix/${ctp_pkgconfig_dir}" "/prefix")
  string(REGEX REPLACE "/$" "" ctp_pc_up "${ctp_pc_up}")
  set(ctp_pc_prefix "\${pcfiledir}/${ctp_pc_up}")
endif()
foreach(dir IN ITEMS INCLUDEDIR BINDIR)
  string(TOLOWER "${dir}" name)
  if(IS_ABSOLUTE "${CMAKE_INSTALL_${dir}}")
    set(ctp_pc_${name} "${CMAKE_INSTALL_${dir}}")
  else()
    set(ctp_pc_${name} "\${prefix}/${CMAKE_INSTALL_${dir}}")
  endif()
endforeach()
# The standard is the one ctp::ctp asks of its users (cxx_std_20, CMakeLists.txt).
get_target_property(ctp_features ctp INTERFACE_COMPILE_FEATURES)
string(REGEX MATCH "cxx_std_([0-9]+)" ctp_cxx_standard "${ctp_features}")
set(ctp_cxx_standard "${CMAKE_MATCH_1}")
configure_file(cmake/ctp.pc.in "${PROJECT_BINARY_DIR}/ctp.pc" @ONLY)
install(FILES "${PROJECT_BINARY_DIR}/ctp.pc" DESTINATION "${ctp_pkgconfig_dir}")
