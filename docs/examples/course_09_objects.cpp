// docs/course/09_objects.md: objects at compile time: virtual functions, new and delete, and the
// State pattern that solves the Chinese rings, all run by the compiler.
#include <array>
#include <cstddef>
#include <cstdio>
#include <vector>

#include "ctp/chinese_rings.hpp"

//! [virtual]
// A rule that gives the next number of moves from the last one.
class step {
 public:
  constexpr virtual ~step() = default;
  // The number of moves for one disc more than `moves` moves solve.
  constexpr virtual int next(int moves) const = 0;
};

// Hanoi's rule: the smaller tower, the largest disc, the smaller tower again.
class hanoi_step final : public step {
 public:
  // A body of its own: in a constant evaluation, g++ 12 cannot reach a defaulted one through a
  // virtual call (docs/diagnostics/course_09_defaulted_destructor.cpp).
  constexpr ~hanoi_step() override {}  // NOLINT(modernize-use-equals-default)
  constexpr int next(int moves) const override { return 2 * moves + 1; }
};

// The number of moves for `discs` discs, through an object made with new and a virtual call.
constexpr int moves_for(int discs) {
  const step* rule = new hanoi_step;
  int moves = 0;
  for (int disc = 0; disc != discs; ++disc) moves = rule->next(moves);
  delete rule;  // through the base: the virtual destructor is called
  return moves;
}

static_assert(moves_for(10) == 1023);
//! [virtual]

//! [positions]
class ring;

// A ring's position, by the State pattern: what putting a ring up or down does depends on where
// it is now. A position holds no data, so one object of each kind serves every ring.
class position {
 public:
  constexpr virtual void put_up(ring& self) const = 0;
  constexpr virtual void put_down(ring& self) const = 0;

 protected:
  constexpr ~position() = default;  // never deleted: the two positions are shared constants
};

// Up: putting it up does nothing; putting it down moves it.
class up_position final : public position {
 public:
  constexpr void put_up(ring&) const override {}
  constexpr void put_down(ring& self) const override;
};

// Down: the mirror image.
class down_position final : public position {
 public:
  constexpr void put_up(ring& self) const override;
  constexpr void put_down(ring&) const override {}
};

inline constexpr up_position up{};
inline constexpr down_position down{};
//! [positions]

//! [ring]
// Ring `number` and the rings after it, `rest`, towards the free end of the bar (null for the
// last ring). A ring may move when the ring after it is up and all the later ones are down:
// the rest is then "ready".
class ring {
 public:
  constexpr ring(int number, ring* rest, std::vector<ctp::rings_move>& log)
      : number_(number), rest_(rest), log_(&log) {}

  constexpr void put_up() { position_->put_up(*this); }
  constexpr void put_down() { position_->put_down(*this); }

  // This ring and all the rings after it off the bar.
  constexpr void put_all_down() {
    put_down();
    if (rest_ != nullptr) rest_->put_all_down();
  }

  // This ring up and the rest down: the ring before this one may then move.
  constexpr void make_ready() {
    put_up();
    if (rest_ != nullptr) rest_->put_all_down();
  }

  // Moves this ring to `to`, after making the rest ready, and writes the move down.
  constexpr void move(const position& to, bool is_up) {
    if (rest_ != nullptr) rest_->make_ready();
    position_ = &to;
    log_->push_back({number_, is_up});
  }

 private:
  int number_;
  ring* rest_;
  std::vector<ctp::rings_move>* log_;
  const position* position_ = &up;
};

constexpr void up_position::put_down(ring& self) const { self.move(down, false); }
constexpr void down_position::put_up(ring& self) const { self.move(up, true); }
//! [ring]

//! [remove]
// The moves that take Rings rings off the bar: the rings are made with new, all up, and put
// down by their positions; the moves are copied out before the rings are deleted.
template <int Rings>
constexpr std::array<ctp::rings_move, ctp::rings_move_count(Rings)> remove_moves() {
  std::vector<ctp::rings_move> log;
  ring* first = nullptr;
  std::vector<ring*> rings;
  for (int number = Rings; number != 0; --number) {
    first = new ring(number, first, log);
    rings.push_back(first);
  }
  first->put_all_down();
  for (ring* each : rings) delete each;

  std::array<ctp::rings_move, ctp::rings_move_count(Rings)> moves{};
  for (std::size_t i = 0; i != moves.size(); ++i) moves[i] = log[i];
  return moves;
}

static_assert(remove_moves<1>().size() == 1);
static_assert(remove_moves<5>().size() == 21);
static_assert(remove_moves<3>() == ctp::with_objects::rings_remove_moves<3>());
static_assert(remove_moves<8>() == ctp::rings_remove_moves<8>());
//! [remove]

int main() {
  for (const ctp::rings_move& move : remove_moves<3>())
    std::printf("ring %d %s\n", move.ring, move.up ? "up" : "down");
}
