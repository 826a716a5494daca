// C++20 lets a constant expression call a virtual function, and
// use dynamic_cast, on an object whose dynamic type it knows:
// here the two shared position objects of the library.
#include <ctp/chinese_rings.hpp>

//! [virtual]
using ctp::with_objects::down_state;
using ctp::with_objects::ring_position;

// A virtual call through a reference to the base class,
// evaluated by the compiler.
constexpr bool is_up(const ring_position& position) {
  return position.is_up();
}
static_assert(is_up(ctp::with_objects::up));
static_assert(!is_up(ctp::with_objects::down));

// dynamic_cast too: the compiler knows every dynamic type.
constexpr const ring_position& up = ctp::with_objects::up;
static_assert(dynamic_cast<const down_state*>(&up) == nullptr);
//! [virtual]

int main() {}
