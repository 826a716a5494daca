// Catch2 for ctp's tests: v2 (Debian bookworm's catch2 package, a single header) or v3.
#ifndef CTP_TESTS_CATCH_HPP_INCLUDED
#define CTP_TESTS_CATCH_HPP_INCLUDED

#if __has_include(<catch2/catch_all.hpp>)
#include <catch2/catch_all.hpp>
#else
#include <catch2/catch.hpp>
#endif

#endif  // CTP_TESTS_CATCH_HPP_INCLUDED
