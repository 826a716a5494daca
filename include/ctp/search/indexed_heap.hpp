// ctp::search::indexed_heap: the priority queue of Dijkstra's algorithm with a binary heap
// (J. W. J. Williams, "Algorithm 232: Heapsort", CACM 7(6), 1964), indexed by state so that a
// waiting state's key can be lowered in place; fixed-size, for constant expressions.
#ifndef CTP_SEARCH_INDEXED_HEAP_HPP_INCLUDED
#define CTP_SEARCH_INDEXED_HEAP_HPP_INCLUDED

#include <cstdint>

#include "ctp/search/graph.hpp"

namespace ctp::search {

// States 0 .. Capacity - 1 waiting with keys, the smallest (key, state) first. A binary heap in
// an array: the children of slot i are slots 2i + 1 and 2i + 2, and no child is smaller than its
// parent. Each state knows its slot, so a decrease-key moves it up from where it is: no state
// ever waits twice, and Capacity slots always suffice. Plain arrays: cheap for both compilers
// in constant evaluation.
template <std::uint64_t Capacity>
class indexed_heap {
  static_assert(Capacity >= 1 && Capacity <= (std::uint64_t{1} << 32),
                "ctp: an indexed_heap holds 1 to 2^32 states");

 public:
  // The empty heap.
  constexpr indexed_heap() {
    // Sequential writes; the heap's other arrays are written before they are read.
    for (std::uint64_t s = 0; s != Capacity; ++s) slot_of_[s] = absent;
  }

  // The states it can hold: 0 .. capacity() - 1.
  static constexpr std::uint64_t capacity() noexcept { return Capacity; }
  // Whether no state waits.
  constexpr bool empty() const noexcept { return size_ == 0; }
  // Whether s waits.
  constexpr bool contains(state_index s) const noexcept { return slot_of_[s] != absent; }

  // Lets s wait with key, or lowers its key if it waits already (a decrease-key: key must not
  // be larger than its current one).
  constexpr void push_or_decrease(state_index s, std::uint64_t key) {
    key_[s] = key;
    if (!contains(s)) {
      slot_of_[s] = static_cast<std::uint32_t>(size_);
      heap_[size_++] = static_cast<std::uint32_t>(s);
    }
    sift_up(slot_of_[s]);
  }

  // Removes the waiting state of the smallest (key, state) and returns it.
  // 1. The root is the smallest; the last slot's state takes its place.
  // 2. It sinks, swapping with its smaller child, until no child is smaller.
  constexpr state_index pop() {
    const std::uint32_t top = heap_[0];
    slot_of_[top] = absent;
    if (--size_ != 0) {
      place(heap_[size_], 0);
      sift_down(0);
    }
    return top;
  }

 private:
  static constexpr std::uint32_t absent = ~std::uint32_t{0};

  constexpr bool less(std::uint32_t a, std::uint32_t b) const noexcept {
    return key_[a] < key_[b] || (key_[a] == key_[b] && a < b);
  }
  constexpr void place(std::uint32_t s, std::uint64_t slot) noexcept {
    heap_[slot] = s;
    slot_of_[s] = static_cast<std::uint32_t>(slot);
  }
  // Moves the state in slot up while it is smaller than its parent.
  constexpr void sift_up(std::uint64_t slot) noexcept {
    const std::uint32_t s = heap_[slot];
    while (slot != 0 && less(s, heap_[(slot - 1) / 2])) {
      place(heap_[(slot - 1) / 2], slot);
      slot = (slot - 1) / 2;
    }
    place(s, slot);
  }
  // Moves the state in slot down while a child is smaller.
  constexpr void sift_down(std::uint64_t slot) noexcept {
    const std::uint32_t s = heap_[slot];
    for (std::uint64_t child = 2 * slot + 1; child < size_; child = 2 * slot + 1) {
      if (child + 1 < size_ && less(heap_[child + 1], heap_[child])) ++child;
      if (!less(heap_[child], s)) break;
      place(heap_[child], slot);
      slot = child;
    }
    place(s, slot);
  }

  std::uint32_t heap_[Capacity];     // the waiting states, slots 0 .. size_ - 1 in heap order
  std::uint32_t slot_of_[Capacity];  // the slot of each state, or absent
  std::uint64_t key_[Capacity];      // the key of each waiting state
  std::uint64_t size_ = 0;
};

}  // namespace ctp::search

#endif  // CTP_SEARCH_INDEXED_HEAP_HPP_INCLUDED
