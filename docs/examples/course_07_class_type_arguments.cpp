// docs/course/07_class_type_arguments.md: class types as template arguments, a string literal
// among them, and the Hanoi letters under names given as text.
#include <array>
#include <cstddef>
#include <cstdio>
#include <type_traits>

#include "ctp/hanoi/text.hpp"
#include "course_peelle.hpp"  // hanoi(out, first, second, third, discs), from lesson 1

//! [names]
// Three names for the pairs of pegs START-PARK, START-GOAL and PARK-GOAL.
struct move_names {
  char first;
  char second;
  char third;
};

// The name of the largest disc's move: START-GOAL, whatever the number of discs.
template <move_names Names>
constexpr char largest_disc_move() {
  return Names.second;
}

static_assert(largest_disc_move<move_names{'A', 'B', 'C'}>() == 'B');
static_assert(largest_disc_move<move_names{'x', 'y', 'z'}>() == 'y');
//! [names]

// Since C++20 a floating-point value is a template argument too (the glossary's "non-type
// template parameter").
template <double Weight>
constexpr double weight() {
  return Weight;
}

static_assert(weight<1.5>() == 1.5);

//! [member-pointer]
// A pointer to a member, a template argument before C++20 too: which of the names to read.
template <char move_names::* Pair>
constexpr char name_of(move_names names) {
  return names.*Pair;
}

static_assert(name_of<&move_names::third>(move_names{'A', 'B', 'C'}) == 'C');
//! [member-pointer]

//! [text]
// Text of Size characters, usable as a template argument: a string literal converts to it.
template <std::size_t Size>
struct text {
  char chars[Size + 1]{};

  constexpr text(const char (&literal)[Size + 1]) {
    for (std::size_t i = 0; i != Size + 1; ++i) chars[i] = literal[i];
  }
};

// A literal of Size bytes is text of Size - 1 characters: the last byte is the terminator.
template <std::size_t Size>
text(const char (&)[Size]) -> text<Size - 1>;
//! [text]

//! [deduced-variable]
// Class template argument deduction (C++17), through the guide: `xyz` is a text<3>.
constexpr text xyz = "xyz";
static_assert(sizeof(xyz.chars) == 4);
//! [deduced-variable]

//! [deduced-parameter]
// The same deduction for a template parameter (C++20): here Names is a text<3>.
template <text Names>
constexpr std::size_t length() {
  return sizeof(Names.chars) - 1;
}

static_assert(length<"xyz">() == 3);
static_assert(length<"hop skip">() == 8);
//! [deduced-parameter]

//! [named-letters]
// The moves for Discs discs, each named by a character of Names (three characters, in Peelle's
// order).
template <int Discs, text Names>
constexpr std::array<char, (std::size_t{1} << Discs) - 1> named_letters() {
  static_assert(sizeof(Names.chars) == 4, "named_letters needs three names");
  std::array<char, (std::size_t{1} << Discs) - 1> letters{};
  hanoi(letters.data(), Names.chars[0], Names.chars[1], Names.chars[2], Discs);
  return letters;
}

static_assert(named_letters<3, "xyz">() == std::array{'y', 'x', 'z', 'y', 'x', 'z', 'y'});
//! [named-letters]

//! [same-argument]
// Two template arguments of class type are the same when their members are equal.
template <text Names>
struct named {};

static_assert(std::is_same_v<named<"ABC">, named<"ABC">>);
static_assert(!std::is_same_v<named<"ABC">, named<"ABD">>);
//! [same-argument]

//! [private-function]
// Private member functions are allowed: only the data members must be public.
struct counted {
  int value;

  constexpr int doubled() const { return twice(); }

 private:
  constexpr int twice() const { return 2 * value; }
};

template <counted Count>
constexpr int doubled() {
  return Count.doubled();
}

static_assert(doubled<counted{7}>() == 14);
//! [private-function]

//! [library]
static_assert(ctp::hanoi_moves_text<3>() == "BACBACB");
//! [library]

int main() {
  constexpr auto letters = named_letters<4, "123">();
  std::printf("%.15s\n", letters.data());
}
