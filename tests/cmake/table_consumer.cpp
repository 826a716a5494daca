// A program that answers from a header ctp-gen wrote into its build tree (ctp_generate_header):
// one table load a question, no search at run time.
#include <tables/nine_tails.hpp>

#include <cstdio>
#include <optional>
#include <string_view>

namespace table = consumer::nine_tails;

static_assert(table::parse("HHHTTTHHH") && table::cost(*table::parse("HHHTTTHHH")) == 8u);
static_assert(!table::parse("HHX"));

int main(int argc, char** argv) {
  const std::string_view text = argc > 1 ? argv[1] : "HHHTTTHHH";
  const std::optional<table::state> board = table::parse(text);
  if (!board) {
    std::fprintf(stderr, "ctp: a board is 9 letters H or T\n");
    return 2;
  }
  // A state of the table: cost never checks it again.
  const std::optional<unsigned> cost = table::cost(*board);
  if (!cost) {
    std::printf("%.*s cannot reach all tails\n", static_cast<int>(text.size()), text.data());
    return 1;
  }
  std::printf("%.*s: %u flips:", static_cast<int>(text.size()), text.data(), *cost);
  table::for_each_on_path(*board, [](table::state b) {
    const std::string_view shown = table::text(b).view();
    std::printf(" %.*s", static_cast<int>(shown.size()), shown.data());
  });
  std::printf("\n");
  return 0;
}
