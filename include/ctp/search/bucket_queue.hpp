// ctp::search::bucket_queue: the priority queue of Dial's algorithm (Dial 1969) for integer
// weights 1 .. W: W + 1 rotating buckets, each a bit set of states.
#ifndef CTP_SEARCH_BUCKET_QUEUE_HPP_INCLUDED
#define CTP_SEARCH_BUCKET_QUEUE_HPP_INCLUDED

#include <array>
#include <cstdint>
#include <utility>

#include "ctp/search/graph.hpp"

namespace ctp::search {

// States waiting with their tentative costs. While the smallest waiting cost is c, every waiting
// cost lies in c .. c + W, so bucket (cost mod (W + 1)) holds exactly the states of one cost, and
// a bucket's bit set keeps them in index order. Memory: (W + 1) bits a state.
template <class BitSet, unsigned MaxWeight>
class bucket_queue {
 public:
  // One bucket for each cost that can wait at once: c .. c + MaxWeight.
  static constexpr unsigned bucket_count = MaxWeight + 1;

  // Each bucket is a BitSet made from args (nothing for a fixed-size bit_set, the number of
  // states for a dynamic_bit_set).
  template <class... Args>
  constexpr explicit bucket_queue(const Args&... args)
      : buckets_(make_buckets(std::make_index_sequence<bucket_count>{}, args...)) {}

  // Lets s wait with cost (at most MaxWeight above the cost being taken).
  constexpr void push(state_index s, std::uint64_t cost) {
    buckets_[cost % bucket_count].insert(s);
    ++size_;
  }
  // Moves s from the bucket of cost `from` to that of cost `to` (a decrease-key).
  constexpr void move(state_index s, std::uint64_t from, std::uint64_t to) {
    buckets_[from % bucket_count].erase(s);
    buckets_[to % bucket_count].insert(s);
  }
  // Whether no state waits.
  constexpr bool empty() const noexcept { return size_ == 0; }

  // Removes every state of cost `cost`, calling visit(s) for each in index order. visit may push
  // states of costs cost + 1 .. cost + W, which land in other buckets.
  template <class Visit>
  constexpr void pop_all(std::uint64_t cost, Visit&& visit) {
    buckets_[cost % bucket_count].drain([&](state_index s) {
      --size_;
      visit(s);
    });
  }

 private:
  template <std::size_t... I, class... Args>
  static constexpr std::array<BitSet, bucket_count> make_buckets(std::index_sequence<I...>,
                                                                 const Args&... args) {
    return {((void)I, BitSet(args...))...};
  }

  std::array<BitSet, bucket_count> buckets_;
  std::uint64_t size_ = 0;
};

}  // namespace ctp::search

#endif  // CTP_SEARCH_BUCKET_QUEUE_HPP_INCLUDED
