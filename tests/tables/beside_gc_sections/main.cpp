// A program that asks a table whose bytes are beside its header (ctp-gen --data beside) only
// costs, linked with --gc-sections: each field of bytes is a section of its own, so the program
// keeps the costs' symbol, ctp_table_<hash>_costs, and drops the next moves' it never reads
// (tables.beside_gc_sections, which reads the program's symbols).
#include <generated/nine_tails_3x3_beside.hpp>

int main(int argc, char**) {
  namespace table = generated::nine_tails_3x3_beside;
  const auto s = table::state_at(static_cast<unsigned>(argc) * 56u);
  return s && table::cost(*s) ? 0 : 1;
}
