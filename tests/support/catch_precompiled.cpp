// The one source of ctp_catch_precompiled_<flavour> (cmake/ctp_testing.cmake), the target that
// compiles Catch2's header once for every Catch2 test of its flavour: the header is all it needs.
