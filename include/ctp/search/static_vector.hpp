// ctp::search::static_vector: a vector with its capacity fixed at compile time, so that a
// constant expression can return it (nothing allocated) and it can live in a constexpr variable.
#ifndef CTP_SEARCH_STATIC_VECTOR_HPP_INCLUDED
#define CTP_SEARCH_STATIC_VECTOR_HPP_INCLUDED

#include <cstddef>

#include "ctp/detail/reject.hpp"

namespace ctp::search {

// Up to Capacity values of T (T default-constructible), in a plain array.
template <class T, std::size_t Capacity>
class static_vector {
 public:
  constexpr static_vector() = default;

  // Appends value; throws std::length_error (`ctp: a static_vector is full`) at Capacity.
  constexpr void push_back(const T& value) {
    if (size_ == Capacity) ctp::detail::reject<std::length_error>("ctp: a static_vector is full");
    items_[size_++] = value;
  }
  // Removes the last value (precondition: not empty).
  constexpr void pop_back() noexcept { --size_; }
  // Removes every value.
  constexpr void clear() noexcept { size_ = 0; }

  // How many values it holds.
  constexpr std::size_t size() const noexcept { return size_; }
  // Whether it holds none.
  constexpr bool empty() const noexcept { return size_ == 0; }
  // How many values it can hold.
  static constexpr std::size_t capacity() noexcept { return Capacity; }

  // Value i (precondition: i < size()).
  constexpr T& operator[](std::size_t i) noexcept { return items_[i]; }
  // Value i, to read (precondition: i < size()).
  constexpr const T& operator[](std::size_t i) const noexcept { return items_[i]; }
  // The last value (precondition: not empty).
  constexpr T& back() noexcept { return items_[size_ - 1]; }
  // The last value, to read (precondition: not empty).
  constexpr const T& back() const noexcept { return items_[size_ - 1]; }
  // The first value, to iterate.
  constexpr T* begin() noexcept { return items_; }
  // Past the last value.
  constexpr T* end() noexcept { return items_ + size_; }
  // The first value, to iterate and read.
  constexpr const T* begin() const noexcept { return items_; }
  // Past the last value.
  constexpr const T* end() const noexcept { return items_ + size_; }

  // Equal when they hold equal values in the same order.
  friend constexpr bool operator==(const static_vector& a, const static_vector& b) {
    if (a.size_ != b.size_) return false;
    for (std::size_t i = 0; i != a.size_; ++i)
      if (!(a.items_[i] == b.items_[i])) return false;
    return true;
  }

 private:
  T items_[Capacity]{};
  std::size_t size_ = 0;
};

}  // namespace ctp::search

#endif  // CTP_SEARCH_STATIC_VECTOR_HPP_INCLUDED
