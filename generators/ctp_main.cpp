// ctp's main: the tool itself is run_ctp (ctp.cpp).
#include "tools.hpp"

int main(int argc, char** argv) { return ctp::cli::run_ctp(argc, argv); }
