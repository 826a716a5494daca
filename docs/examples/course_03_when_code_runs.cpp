// docs/course/03_when_code_runs.md: std::is_constant_evaluated, a consteval function and a
// constinit variable, applied to the towers of Hanoi.
#include <array>
#include <cstdint>
#include <cstdio>
#include <stdexcept>
#include <type_traits>

#include "course_peelle.hpp"  // hanoi(out, first, second, third, discs), from lesson 1

//! [where]
// Which kind of evaluation runs this call.
constexpr const char* where() { return std::is_constant_evaluated() ? "compile time" : "run time"; }

constexpr const char* in_a_constexpr_variable = where();
static_assert(where()[0] == 'c');  // "compile time"
//! [where]

//! [initializers]
// A global's first value: the compiler tries a constant evaluation first, and this one succeeds.
const char* global_where = where();

// 1 in a constant evaluation, 2 in the program.
constexpr int which() { return std::is_constant_evaluated() ? 1 : 2; }

// The same two answers, as an enumeration.
enum class kind { compile_time, run_time };
constexpr kind which_kind() {
  return std::is_constant_evaluated() ? kind::compile_time : kind::run_time;
}

// True when each initializer below is evaluated where the lesson says.
bool initializers_as_said() {
  static const char* static_where = where();  // a static local: tried first, compile time
  const int const_which = which();            // a const integer: tried first, compile time
  static_assert(const_which == 1);            // so it is usable in constant expressions
  const kind const_kind = which_kind();       // a const enumeration: the same
  static_assert(const_kind == kind::compile_time);
  const double const_double = which();  // a const double: not tried, run time
  int plain_which = which();            // an ordinary local, in a function the program runs
  return global_where[0] == 'c' && static_where[0] == 'c' && const_double > 1.5 && plain_which == 2;
}

// An ordinary local in a function that a constant evaluation runs: it is part of that
// evaluation, so the compiler computes it too.
constexpr int local_which() {
  int plain_which = which();
  return plain_which;
}
static_assert(local_which() == 1);
//! [initializers]

//! [consteval]
// The number of moves for `discs` discs, computed only by the compiler.
consteval std::uint64_t compile_time_move_count(int discs) {
  if (discs < 0 || discs > 63) throw std::invalid_argument("hanoi needs 0 to 63 discs");
  return discs == 0 ? 0 : 2 * compile_time_move_count(discs - 1) + 1;
}

static_assert(compile_time_move_count(3) == 7);
//! [consteval]

//! [letters]
// The letters for Discs discs. The function is consteval: every call is computed by the
// compiler, wherever it is written.
template <int Discs>
consteval std::array<char, compile_time_move_count(Discs)> hanoi_letters() {
  std::array<char, compile_time_move_count(Discs)> letters{};
  hanoi(letters.data(), 'A', 'B', 'C', Discs);
  return letters;
}
//! [letters]

//! [constinit]
// The letters for three discs, in a variable the program may change. The compiler writes its
// first value; no code runs to initialise it.
constinit std::array<char, 7> three_discs = hanoi_letters<3>();
//! [constinit]

//! [print-where]
// Prints "compile time, then run time".
void print_where() { std::printf("%s, then %s\n", in_a_constexpr_variable, where()); }
//! [print-where]

//! [main]
int main() {
  print_where();
  if (!initializers_as_said()) return 1;
  // A consteval call in main: the compiler computes the 15 letters, the program prints them.
  const std::array<char, 15> four_discs = hanoi_letters<4>();
  std::printf("%.15s\n", four_discs.data());
  // three_discs is not const: the program renames its moves 1, 2, 3.
  for (char& letter : three_discs) letter = static_cast<char>(letter - 'A' + '1');
  std::printf("%.7s\n", three_discs.data());
}
//! [main]
