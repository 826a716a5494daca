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

  constexpr void push_back(const T& value) {
    if (size_ == Capacity) ctp::detail::reject<std::length_error>("ctp: a static_vector is full");
    items_[size_++] = value;
  }
  constexpr void pop_back() noexcept { --size_; }
  constexpr void clear() noexcept { size_ = 0; }

  constexpr std::size_t size() const noexcept { return size_; }
  constexpr bool empty() const noexcept { return size_ == 0; }
  static constexpr std::size_t capacity() noexcept { return Capacity; }

  constexpr T& operator[](std::size_t i) noexcept { return items_[i]; }
  constexpr const T& operator[](std::size_t i) const noexcept { return items_[i]; }
  constexpr T& back() noexcept { return items_[size_ - 1]; }
  constexpr const T& back() const noexcept { return items_[size_ - 1]; }
  constexpr T* begin() noexcept { return items_; }
  constexpr T* end() noexcept { return items_ + size_; }
  constexpr const T* begin() const noexcept { return items_; }
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
