// The reference solution of exercise 04_rings_class_templates: remove and put_on as class
// templates (`scripts/learn.py --solution rings_class_templates` shows it).
#ifndef CTP_EXERCISE_RINGS_CLASS_TEMPLATES_HPP_INCLUDED
#define CTP_EXERCISE_RINGS_CLASS_TEMPLATES_HPP_INCLUDED

#include <array>
#include <cstddef>

#include "ctp/chinese_rings/rules.hpp"

namespace learner {

// The moves of each list, one after the other.
template <std::size_t... Sizes>
constexpr auto concat(const std::array<ctp::rings_move, Sizes>&... lists) {
  std::array<ctp::rings_move, (Sizes + ... + 0)> all{};
  std::size_t made = 0;
  const auto append = [&](const auto& list) {
    for (const ctp::rings_move& move : list) all[made++] = move;
  };
  (append(lists), ...);
  return all;
}

// A list of one move.
constexpr std::array<ctp::rings_move, 1> one(int ring, bool up) { return {{{ring, up}}}; }

// The moves that take the last Left of Rings rings off the bar (rings Rings - Left + 1 to Rings,
// all up; the rings before them stay as they are), and the moves that put them on (all down).
template <int Rings, int Left>
struct remove;
template <int Rings, int Left>
struct put_on;

// No ring left: no move.
template <int Rings>
struct remove<Rings, 0> {
  static constexpr std::array<ctp::rings_move, 0> moves{};
};
template <int Rings>
struct put_on<Rings, 0> {
  static constexpr std::array<ctp::rings_move, 0> moves{};
};

// The last ring alone: it may always move.
template <int Rings>
struct remove<Rings, 1> {
  static constexpr auto moves = one(Rings, false);
};
template <int Rings>
struct put_on<Rings, 1> {
  static constexpr auto moves = one(Rings, true);
};

// More rings left, the first of them `first` = Rings - Left + 1. To take it off, ring first + 1
// must be up and the rest down: take the last Left - 2 off, move `first` down, put those
// Left - 2 back on, then take the last Left - 1 off. Each class is instantiated once.
template <int Rings, int Left>
struct remove {
  static constexpr auto moves =
      concat(remove<Rings, Left - 2>::moves, one(Rings - Left + 1, false),
             put_on<Rings, Left - 2>::moves, remove<Rings, Left - 1>::moves);
};

// To put `first` on: put the last Left - 1 on, take the last Left - 2 off (ring first + 1 stays
// up), move `first` up, then put the last Left - 2 back on.
template <int Rings, int Left>
struct put_on {
  static constexpr auto moves =
      concat(put_on<Rings, Left - 1>::moves, remove<Rings, Left - 2>::moves,
             one(Rings - Left + 1, true), put_on<Rings, Left - 2>::moves);
};

// The moves that take Rings rings off the bar, from all up.
template <int Rings>
constexpr auto rings_remove_moves() {
  return remove<Rings, Rings>::moves;
}

// The moves that put Rings rings on the bar, from all down.
template <int Rings>
constexpr auto rings_put_on_moves() {
  return put_on<Rings, Rings>::moves;
}

}  // namespace learner

#endif  // CTP_EXERCISE_RINGS_CLASS_TEMPLATES_HPP_INCLUDED
