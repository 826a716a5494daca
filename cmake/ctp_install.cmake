# Install rules: headers, the ctp tool, a CMake package (ctpConfig.cmake) and a pkg-config file.
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

if(TARGET ctp-cli AND TARGET ctp-gen)
  install(TARGETS ctp-cli ctp-gen EXPORT ctpToolTargets)
  install(EXPORT ctpToolTargets NAMESPACE ctp:: DESTINATION "${ctp_cmake_dir}")
endif()
# The single headers, as <ctp/single_include/ctp.hpp> and so on.
list(TRANSFORM ctp_single_header_names PREPEND "single_include/" OUTPUT_VARIABLE single_headers)
install(FILES ${single_headers}
  DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}/ctp/single_include")
install(FILES cmake/ctp_generate_header.cmake DESTINATION "${ctp_cmake_dir}")

configure_package_config_file(cmake/ctpConfig.cmake.in
  "${PROJECT_BINARY_DIR}/ctpConfig.cmake"
  INSTALL_DESTINATION "${ctp_cmake_dir}")
write_basic_package_version_file("${PROJECT_BINARY_DIR}/ctpConfigVersion.cmake"
  COMPATIBILITY SameMajorVersion
  ARCH_INDEPENDENT)
install(FILES
  "${PROJECT_BINARY_DIR}/ctpConfig.cmake"
  "${PROJECT_BINARY_DIR}/ctpConfigVersion.cmake"
  DESTINATION "${ctp_cmake_dir}")

# ctp.pc is relocatable: its prefix is found from where the file lies (${pcfiledir}, the
# directory pkg-config read it from), as many steps up as the pkgconfig directory lies below the
# prefix (share/pkgconfig: ${pcfiledir}/../..). Absolute directories are kept as given.
set(ctp_pkgconfig_dir "${CMAKE_INSTALL_DATADIR}/pkgconfig")
if(IS_ABSOLUTE "${ctp_pkgconfig_dir}")
  set(ctp_pc_prefix "${CMAKE_INSTALL_PREFIX}")
else()
  file(RELATIVE_PATH ctp_pc_up "/prefix/${ctp_pkgconfig_dir}" "/prefix")
  string(REGEX REPLACE "/$" "" ctp_pc_up "${ctp_pc_up}")
  set(ctp_pc_prefix "\${pcfiledir}/${ctp_pc_up}")
endif()
if(IS_ABSOLUTE "${CMAKE_INSTALL_INCLUDEDIR}")
  set(ctp_pc_includedir "${CMAKE_INSTALL_INCLUDEDIR}")
else()
  set(ctp_pc_includedir "\${prefix}/${CMAKE_INSTALL_INCLUDEDIR}")
endif()
configure_file(cmake/ctp.pc.in "${PROJECT_BINARY_DIR}/ctp.pc" @ONLY)
install(FILES "${PROJECT_BINARY_DIR}/ctp.pc" DESTINATION "${ctp_pkgconfig_dir}")
