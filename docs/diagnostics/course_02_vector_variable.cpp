// compilers: gcc clang
// errors: 1
// docs/course/02_what_constant_evaluation_forbids.md: memory from new cannot outlive the constant
// evaluation that allocated it.
#include <vector>

//! [vector-variable]
constexpr std::vector<char> letters() { return {'B', 'A', 'C', 'B', 'A', 'C', 'B'}; }

constexpr std::vector<char> three_discs = letters();
//! [vector-variable]
