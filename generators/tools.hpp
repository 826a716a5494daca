// The two tools as functions: each main is one call, and the fuzz targets (tests/fuzz/) run the
// tools in process with command lines of their own. Both keep the contract of cli/tool.hpp: they
// return the exit code, write the answer to standard output and errors to standard error.
#ifndef CTP_GENERATORS_TOOLS_HPP_INCLUDED
#define CTP_GENERATORS_TOOLS_HPP_INCLUDED

namespace ctp::cli {

// Runs `ctp` with the command line argv[0, argc) (argv[0] the program) and returns its exit code.
int run_ctp(int argc, const char* const* argv);

// Runs `ctp-gen` with the command line argv[0, argc) and returns its exit code.
int run_ctp_gen(int argc, const char* const* argv);

}  // namespace ctp::cli

#endif  // CTP_GENERATORS_TOOLS_HPP_INCLUDED
