// Exercise 09_rings_objects: the Chinese rings as objects, the State pattern run by the compiler
// (README.md says what to do; `make learn` grades this file).
#ifndef CTP_EXERCISE_RINGS_OBJECTS_HPP_INCLUDED
#define CTP_EXERCISE_RINGS_OBJECTS_HPP_INCLUDED

#include <array>
#include <cstddef>
#include <vector>

#include "ctp/chinese_rings/rules.hpp"

namespace learner {

class ring;

// A ring's position, by the State pattern (lesson 9): what putting a ring up or down does
// depends on where it is now. A position holds no data, so one object of each kind serves every
// ring.
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
  constexpr void put_up(ring& /*self*/) const override {}
  constexpr void put_down(ring& self) const override;
};

// Down: the mirror image.
class down_position final : public position {
 public:
  constexpr void put_up(ring& self) const override;
  constexpr void put_down(ring& /*self*/) const override {}
};

inline constexpr up_position up{};
inline constexpr down_position down{};

// Ring `number` and the rings after it, `rest`, towards the free end of the bar (null for the
// last ring), starting at position `at`. A ring may move when the ring after it is up and all
// the later ones are down: the rest is then "ready".
class ring {
 public:
  constexpr ring(int number, ring* rest, const position& at, std::vector<ctp::rings_move>& log)
      : number_(number), rest_(rest), log_(&log), position_(&at) {}

  constexpr void put_up() { position_->put_up(*this); }
  constexpr void put_down() { position_->put_down(*this); }

  // This ring and all the rings after it off the bar.
  constexpr void put_all_down() {
    put_down();
    if (rest_ != nullptr) rest_->put_all_down();
  }

  // This ring and all the rings after it onto the bar. Your turn: as given, it moves nothing.
  constexpr void put_all_up() {}

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
  const position* position_;
};

constexpr void up_position::put_down(ring& self) const { self.move(down, false); }
constexpr void down_position::put_up(ring& self) const { self.move(up, true); }

// The moves of Rings rings made with new, each at position `at`, by `solve` asked of the first
// ring; the moves are copied out before the rings are deleted.
template <int Rings, class Solve>
constexpr std::array<ctp::rings_move, ctp::rings_move_count(Rings)> moves_of(const position& at,
                                                                             Solve solve) {
  std::vector<ctp::rings_move> log;
  ring* first = nullptr;
  std::vector<ring*> rings;
  for (int number = Rings; number != 0; --number) {
    first = new ring(number, first, at, log);
    rings.push_back(first);
  }
  solve(*first);
  for (ring* each : rings) delete each;
  std::array<ctp::rings_move, ctp::rings_move_count(Rings)> moves{};
  for (std::size_t i = 0; i != moves.size() && i != log.size(); ++i) moves[i] = log[i];
  return moves;
}

// The moves that take Rings rings off the bar, from all up.
template <int Rings>
constexpr auto rings_remove_moves() {
  return moves_of<Rings>(up, [](ring& first) { first.put_all_down(); });
}

// The moves that put Rings rings on the bar, from all down.
template <int Rings>
constexpr auto rings_put_on_moves() {
  return moves_of<Rings>(down, [](ring& first) { first.put_all_up(); });
}

}  // namespace learner

#endif  // CTP_EXERCISE_RINGS_OBJECTS_HPP_INCLUDED
