// ctp-gen's main: the tool itself is run_ctp_gen (ctp_gen.cpp).
#include "tools.hpp"

int main(int argc, char** argv) { return ctp::cli::run_ctp_gen(argc, argv); }
