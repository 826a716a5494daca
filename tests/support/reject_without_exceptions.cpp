// Built with -fno-exceptions: a ctp function given bad input at run time still prints its one
// `ctp: ` line (on standard error) and stops the program (std::abort), instead of answering.
// scripts/expect_rejected.py runs it with bad text and with good.
#include <cstdio>
#include <string_view>

#include "ctp/nine_tails.hpp"

int main(int argc, char** argv) {
  const std::string_view text = argc > 1 ? argv[1] : "";
  std::printf("parsed %u\n", static_cast<unsigned>(ctp::nine_tails_parse(text)));
  return 0;
}
