// A program that answers from a header ctp-gen wrote into its build tree (ctp_generate_header):
// one table load a question, no search at run time.
#include <tables/nine_tails.hpp>

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string_view>

namespace table = consumer::nine_tails;

static_assert(table::cost(*table::parse("HHHTTTHHH")) == 8u);

int main(int argc, char** argv) {
  const std::string_view text = argc > 1 ? argv[1] : "HHHTTTHHH";
  const std::optional<std::uint32_t> parsed = table::parse(text);
  if (!parsed) {
    std::fprintf(stderr, "ctp: a board is 9 letters H or T\n");
    return 2;
  }
  const std::uint32_t board = *parsed;  // a board of the table: the unchecked loads serve
  if (!table::unchecked::reachable(board)) {
    std::printf("%.*s cannot reach all tails\n", static_cast<int>(text.size()), text.data());
    return 1;
  }
  std::printf("%.*s: %u flips:", static_cast<int>(text.size()), text.data(),
              table::unchecked::cost(board));
  table::unchecked::for_each_on_path(board, [](std::uint32_t b) { std::printf(" %u", b); });
  std::printf("\n");
  return 0;
}
