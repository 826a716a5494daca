// ctp::search::dynamic_array: an array whose size is fixed when it is made, at run time or in a
// constant expression; the searches' tables and the paths they answer. It never grows, so it is
// much less for the compiler to instantiate than std::vector, which every includer pays for where
// a non-template function names one (docs/performance.md).
#ifndef CTP_SEARCH_DYNAMIC_ARRAY_HPP_INCLUDED
#define CTP_SEARCH_DYNAMIC_ARRAY_HPP_INCLUDED

#include <cstddef>

namespace ctp::search {

// size() values of T (T default-constructible and copy-assignable), on the heap.
template <class T>
class dynamic_array {
 public:
  // No values.
  constexpr dynamic_array() noexcept = default;
  // size values, each a copy of value.
  constexpr dynamic_array(std::size_t size, const T& value)
      : items_(size == 0 ? nullptr : new T[size]), size_(size) {
    for (std::size_t i = 0; i != size; ++i) items_[i] = value;
  }
  // The values of another container, in order, such as a std::vector that grew to its size. Not
  // explicit: a solution made from a std::vector path (`water_solution{path}`) converts it.
  template <class Values>
    requires requires(const Values& values) {
      values.size();
      values.begin();
      values.end();
    }
  constexpr dynamic_array(const Values& values)
      : items_(values.size() == 0 ? nullptr : new T[values.size()]), size_(values.size()) {
    std::size_t i = 0;
    for (const auto& value : values) items_[i++] = value;
  }
  // A copy of other's values.
  constexpr dynamic_array(const dynamic_array& other)
      : items_(other.size_ == 0 ? nullptr : new T[other.size_]), size_(other.size_) {
    for (std::size_t i = 0; i != size_; ++i) items_[i] = other.items_[i];
  }
  // Takes other's values; other is left empty.
  constexpr dynamic_array(dynamic_array&& other) noexcept
      : items_(other.items_), size_(other.size_) {
    other.items_ = nullptr;
    other.size_ = 0;
  }
  // Replaces the values by a copy of other's.
  constexpr dynamic_array& operator=(const dynamic_array& other) {
    if (this != &other) *this = dynamic_array(other);
    return *this;
  }
  // Replaces the values by other's; other is left empty.
  constexpr dynamic_array& operator=(dynamic_array&& other) noexcept {
    if (this != &other) {
      delete[] items_;
      items_ = other.items_;
      size_ = other.size_;
      other.items_ = nullptr;
      other.size_ = 0;
    }
    return *this;
  }
  // Frees the values.
  constexpr ~dynamic_array() { delete[] items_; }

  // How many values it holds.
  constexpr std::size_t size() const noexcept { return size_; }
  // Whether it holds none.
  constexpr bool empty() const noexcept { return size_ == 0; }

  // Value i (precondition: i < size()).
  constexpr T& operator[](std::size_t i) noexcept { return items_[i]; }
  // Value i, to read (precondition: i < size()).
  constexpr const T& operator[](std::size_t i) const noexcept { return items_[i]; }
  // The first value (precondition: not empty).
  constexpr const T& front() const noexcept { return items_[0]; }
  // The last value (precondition: not empty).
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
  friend constexpr bool operator==(const dynamic_array& a, const dynamic_array& b) {
    if (a.size_ != b.size_) return false;
    for (std::size_t i = 0; i != a.size_; ++i)
      if (!(a.items_[i] == b.items_[i])) return false;
    return true;
  }

 private:
  T* items_ = nullptr;
  std::size_t size_ = 0;
};

}  // namespace ctp::search

#endif  // CTP_SEARCH_DYNAMIC_ARRAY_HPP_INCLUDED
