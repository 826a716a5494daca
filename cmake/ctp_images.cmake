# The pictures of the guides, docs/images/*.svg, drawn by `ctp ... --svg` (listed in
# docs/images/images.cmake): the target `images` redraws them, and the test docs.images fails
# when a committed picture differs from what ctp draws now.
if(TARGET ctp-cli)
  set(ctp_images_dir "${PROJECT_SOURCE_DIR}/docs/images")
  add_custom_target(images
    COMMAND "${CMAKE_COMMAND}" "-DTOOL=$<TARGET_FILE:ctp-cli>" "-DIMAGES=${ctp_images_dir}"
            -P "${PROJECT_SOURCE_DIR}/cmake/draw_images.cmake"
    DEPENDS ctp-cli
    COMMENT "Drawing the pictures of the guides into docs/images")
  add_test(NAME docs.images
    COMMAND "${CMAKE_COMMAND}" "-DTOOL=$<TARGET_FILE:ctp-cli>" "-DIMAGES=${ctp_images_dir}"
            -DCHECK=ON "-DWORK=${CMAKE_CURRENT_BINARY_DIR}/images"
            -P "${PROJECT_SOURCE_DIR}/cmake/draw_images.cmake")
  set_tests_properties(docs.images PROPERTIES LABELS docs)
endif()
