// Exercise 04_rings_class_templates: the Chinese rings as class templates, one class a problem
// (README.md says what to do; `make learn` grades this file).
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

// Your turn, more rings left: ring `first` = Rings - Left + 1 may move only when ring first + 1 is
// up and every ring after it is down. As given, every move is ring 0 down, which is no move.
template <int Rings, int Left>
struct remove {
  static constexpr std::array<ctp::rings_move, ctp::rings_move_count(Left)> moves{};
};

template <int Rings, int Left>
struct put_on {
  static constexpr std::array<ctp::rings_move, ctp::rings_move_count(Left)> moves{};
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
