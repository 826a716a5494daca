// A program that includes a header whose bytes are beside it (ctp-gen --data beside) but links
// without their translation unit: the link must fail on the bytes' symbol, ctp_table_<hash>_moves,
// so that no program reads bytes that are not there (tables.beside_unlinked).
#include <generated/hanoi_10_beside.hpp>

int main() {
  const auto first = generated::hanoi_10_beside::move_at(0);
  return first && first->letter() == 'A' ? 0 : 1;
}
