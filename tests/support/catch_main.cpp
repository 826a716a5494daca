// The main() of every Catch2 test program (Catch2 v2; v3 brings its own in Catch2WithMain).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
