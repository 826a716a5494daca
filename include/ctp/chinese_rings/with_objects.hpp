// The Chinese rings, the objects: the object model of the Chinese Ring Puzzle applet by jwalker,
// whose RingList follows Nguyen and Wong, "Patterns for Decoupling Data Structures and
// Algorithms": a linked list whose nodes behave by the State pattern, used twice (a node swaps
// its pointer to a shared state object at run time), and evaluated unchanged by the compiler
// (C++20 constexpr virtuals and allocation).
#ifndef CTP_CHINESE_RINGS_WITH_OBJECTS_HPP_INCLUDED
#define CTP_CHINESE_RINGS_WITH_OBJECTS_HPP_INCLUDED

#include <array>
#include <cstddef>
#include <vector>

#include "ctp/chinese_rings/rules.hpp"
#include "ctp/detail/reject.hpp"

namespace ctp::with_objects {

class ring_list;
class non_null_ring_state;

// ARingState: what a list node is, empty (the null object) or holding a ring. Every RingList
// behaviour delegates to it, so a node can turn from null to non-null in place (dynamic
// reclassification), which a cons-style list could not do for everyone sharing the node.
class ring_state {
 public:
  // Deleted through a base pointer: a node owns its state.
  constexpr virtual ~ring_state() = default;
  // Takes every ring of the list self off, ring by ring (the applet's putAllDown).
  virtual constexpr void put_all_down(ring_list& self) = 0;
  // Puts every ring of the list self on (putAllUp).
  virtual constexpr void put_all_up(ring_list& self) = 0;
  // Puts the head ring of self up and the rest down (makeReady).
  virtual constexpr void make_ready(ring_list& self) = 0;
  // Removes the head ring of self from the list.
  virtual constexpr void remove_ring(ring_list& self) = 0;
  // How many rings the list has from this node on.
  virtual constexpr int size() const = 0;
  // The rings from this node on as a state: the head ring is the highest bit.
  virtual constexpr rings_state bits() const = 0;
};

// ANonNullRingState: the second State pattern, whether a ring is up or down. The two states hold
// no data, so one instance of each serves every ring (where the applet says `new UpState()`).
class ring_position {
 public:
  // A position holds no data.
  constexpr ring_position() = default;
  // Puts the ring of context (the head of self) up, first making the rest ready if it must move.
  virtual constexpr void put_up(non_null_ring_state& context, ring_list& self) const = 0;
  // Puts the ring of context (the head of self) down, first making the rest ready if it must move.
  virtual constexpr void put_down(non_null_ring_state& context, ring_list& self) const = 0;
  // Whether the ring is up.
  virtual constexpr bool is_up() const = 0;

 protected:
  // Never deleted through a base pointer: the two states are shared constants.
  constexpr ~ring_position() = default;
  // Copied only as a base of the two states.
  constexpr ring_position(const ring_position&) = default;
};

// UpState: putting it up does nothing; putting it down first makes the rest ready.
class up_state final : public ring_position {
 public:
  constexpr void put_up(non_null_ring_state&, ring_list&) const override {}
  constexpr void put_down(non_null_ring_state& context, ring_list& self) const override;
  constexpr bool is_up() const override { return true; }
};

// DownState: the mirror image.
class down_state final : public ring_position {
 public:
  constexpr void put_up(non_null_ring_state& context, ring_list& self) const override;
  constexpr void put_down(non_null_ring_state&, ring_list&) const override {}
  constexpr bool is_up() const override { return false; }
};

// The one UpState, shared by every ring that is up.
inline constexpr up_state up{};
// The one DownState, shared by every ring that is down.
inline constexpr down_state down{};

// RingList: the head ring of a list and, when it has one, the rest, itself a RingList. Moves are
// recorded, ring 1 being the head of the outermost list.
class ring_list {
 public:
  // An empty list (the null state); moves are appended to log when it is given.
  constexpr explicit ring_list(std::vector<rings_move>* log = nullptr);
  // A list of `rings` rings, all up (the puzzle as sold) or all down.
  constexpr ring_list(int rings, bool all_up, std::vector<rings_move>* log);
  constexpr ~ring_list();
  ring_list(const ring_list&) = delete;
  ring_list& operator=(const ring_list&) = delete;

  // Adds a ring at the head, up or down: the node keeps its identity and takes the new ring;
  // what it held moves into a new rest node.
  constexpr void add_ring(bool is_up);
  // Removes the head ring; an empty list has none to remove.
  constexpr void remove_ring() {
    if (size() == 0)
      ctp::detail::reject<std::logic_error>("ctp: an empty ring list has no ring to remove");
    state_->remove_ring(*this);
  }

  // The applet's behaviours: solve (all down, all up) and make ready (head up, the rest down).
  constexpr void put_all_down() { state_->put_all_down(*this); }
  // Every ring up, ring by ring.
  constexpr void put_all_up() { state_->put_all_up(*this); }
  // The head ring up and the rest down: the only state in which the ring before it may move.
  constexpr void make_ready() { state_->make_ready(*this); }

  // How many rings the list has.
  constexpr int size() const { return state_->size(); }
  // The rings as a state: bit (size - i) set iff ring i is up.
  constexpr rings_state state() const { return state_->bits(); }

 private:
  friend class non_null_ring_state;
  friend class up_state;
  friend class down_state;

  constexpr void record(bool is_up) {
    // This node's ring is ring (n - size + 1) of the outermost list of n rings.
    if (log_ != nullptr) log_->push_back({*total_ - size() + 1, is_up});
  }

  ring_state* state_;
  std::vector<rings_move>* log_;
  // The number of rings in the outermost list, shared by all its nodes.
  int* total_;
  bool owns_total_ = false;

  // A rest node, sharing the outermost list's log and ring count.
  constexpr ring_list(std::vector<rings_move>* log, int* total)
      : state_(nullptr), log_(log), total_(total) {}
};

// NullRingState: the end of the list; it ignores every request to move or remove rings.
class null_ring_state final : public ring_state {
 public:
  // Written out so that GCC 12 can call it in constant evaluation: its implicit virtual
  // destructor, and `= default` too, are "used before [their] definition".
  constexpr ~null_ring_state() override {}  // NOLINT(modernize-use-equals-default)
  constexpr void put_all_down(ring_list&) override {}
  constexpr void put_all_up(ring_list&) override {}
  constexpr void make_ready(ring_list&) override {}
  constexpr void remove_ring(ring_list&) override {}
  constexpr int size() const override { return 0; }
  constexpr rings_state bits() const override { return 0; }
};

// NonNullRingState: a ring, up or down, and the rest of the list.
class non_null_ring_state final : public ring_state {
 public:
  // A ring at position (up or down) before the list rest, which the node owns.
  constexpr non_null_ring_state(const ring_position& position, ring_list* rest)
      : position_(&position), rest_(rest) {}
  constexpr ~non_null_ring_state() override { delete rest_; }

  // The applet's NonNullRing, line for line.
  //! [non-null-ring]
  constexpr void put_all_down(ring_list& self) override {
    position_->put_down(*this, self);
    rest_->put_all_down();
  }
  constexpr void put_all_up(ring_list& self) override {
    position_->put_up(*this, self);
    rest_->put_all_up();
  }
  constexpr void make_ready(ring_list& self) override {
    position_->put_up(*this, self);
    rest_->put_all_down();
  }
  //! [non-null-ring]

  // Removing the head ring: the node takes over its rest's state, and the emptied rest goes.
  constexpr void remove_ring(ring_list& self) override {
    ring_list* rest = rest_;
    self.state_ = rest->state_;
    rest->state_ = nullptr;
    rest_ = nullptr;
    delete rest;
    --*self.total_;
    delete this;
  }

  constexpr int size() const override { return 1 + rest_->size(); }
  constexpr rings_state bits() const override {
    return (rings_state{position_->is_up()} << rest_->size()) | rest_->state();
  }

  // The rings after this one.
  constexpr ring_list& rest() { return *rest_; }
  // The applet's setRingState, recording the move it makes.
  constexpr void set_position(const ring_position& position, ring_list& self) {
    position_ = &position;
    self.record(position.is_up());
  }

 private:
  const ring_position* position_;
  ring_list* rest_;
};

// The applet's UpState.putDown and DownState.putUp: make the rest ready, then change state.
//! [up-down-states]
constexpr void up_state::put_down(non_null_ring_state& context, ring_list& self) const {
  context.rest().make_ready();
  context.set_position(down, self);
}
constexpr void down_state::put_up(non_null_ring_state& context, ring_list& self) const {
  context.rest().make_ready();
  context.set_position(up, self);
}
//! [up-down-states]

constexpr ring_list::ring_list(std::vector<rings_move>* log)
    : state_(new null_ring_state), log_(log), total_(new int{0}), owns_total_(true) {}

constexpr ring_list::ring_list(int rings, bool all_up, std::vector<rings_move>* log)
    : ring_list(log) {
  detail::require_rings(rings);
  for (int i = 0; i != rings; ++i) add_ring(all_up);
}

constexpr ring_list::~ring_list() {
  delete state_;
  if (owns_total_) delete total_;
}

constexpr void ring_list::add_ring(bool is_up) {
  auto* rest = new ring_list(log_, total_);
  rest->state_ = state_;
  state_ = new non_null_ring_state(
      is_up ? static_cast<const ring_position&>(up) : static_cast<const ring_position&>(down),
      rest);
  ++*total_;
}

namespace detail {
// Runs one of the applet's behaviours on a fresh list of Rings rings and returns the moves it
// recorded as an array (a constant expression may not keep its allocations).
template <int Rings, bool StartUp, class Behaviour>
constexpr auto recorded_moves(Behaviour behaviour) {
  if constexpr (ctp::detail::check_compile_time_rings<Rings>()) {
    std::array<rings_move, rings_move_count(Rings)> moves{};
    std::vector<rings_move> log;
    {
      ring_list list(Rings, StartUp, &log);
      behaviour(list);
    }
    for (std::size_t k = 0; k != log.size() && k != moves.size(); ++k) moves[k] = log[k];
    return moves;
  } else {
    return std::array<rings_move, 0>{};
  }
}
}  // namespace detail

// Every move that takes all Rings rings off: a RingList of Rings rings, all up, putAllDown().
// Under default limits it reaches 15 rings with g++-12 and 13 with clang++-19
// (tests/chinese_rings/static_objects.cpp proves it): each move costs virtual calls, and the
// size of the rest to number the ring.
template <int Rings>
constexpr auto rings_remove_moves() {
  return detail::recorded_moves<Rings, true>([](ring_list& list) { list.put_all_down(); });
}

// Every move that puts all Rings rings on: a RingList of Rings rings, all down, putAllUp().
template <int Rings>
constexpr auto rings_put_on_moves() {
  return detail::recorded_moves<Rings, false>([](ring_list& list) { list.put_all_up(); });
}

}  // namespace ctp::with_objects

#endif  // CTP_CHINESE_RINGS_WITH_OBJECTS_HPP_INCLUDED
