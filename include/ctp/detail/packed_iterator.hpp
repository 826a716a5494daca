// ctp::detail::packed_iterator: the iterator of the answers packed one byte an element in 64-bit
// words (Hanoi's letters, the Chinese rings' moves), each element decoded from its byte.
#ifndef CTP_DETAIL_PACKED_ITERATOR_HPP_INCLUDED
#define CTP_DETAIL_PACKED_ITERATOR_HPP_INCLUDED

#include <compare>
#include <cstddef>
#include <cstdint>

namespace ctp::detail {

// A random-access iterator over the elements that Owner packs one byte each in words, whose
// reference is a Value decoded by Owner::element_in(words, byte): usable in range-for and the
// std::ranges algorithms, not assignable through. It walks the bytes up (Step = 1) or down
// (Step = -1). It names no iterator tag, so that its includers need not pay for <iterator>: a
// C++20 iterator without tags is random access to std::ranges when it has the operations (the
// concepts check them), and input to the legacy algorithms (its reference is a value, as for
// std::views::iota). Each of its functions is one statement, because clang++-19 counts every
// statement against its budget of steps and a replay of 16 Chinese rings reads 43,690 moves
// through them.
template <class Owner, class Value, std::ptrdiff_t Step>
class packed_iterator {
 public:
  using value_type = Value;                // one element
  using reference = Value;                 // a value decoded from its byte
  using difference_type = std::ptrdiff_t;  // a distance in elements

  // A singular iterator, as every iterator may be.
  constexpr packed_iterator() noexcept = default;
  // The element in byte `byte` of words (Owner's begin() and end() make them).
  constexpr packed_iterator(const std::uint64_t* words, difference_type byte) noexcept
      : words_(words), byte_(byte) {}

  // The element it points to.
  constexpr Value operator*() const noexcept {
    return Owner::element_in(words_, static_cast<std::size_t>(byte_));
  }
  // The element n after it.
  constexpr Value operator[](difference_type n) const noexcept {
    return Owner::element_in(words_, static_cast<std::size_t>(byte_ + n * Step));
  }

  // The next element.
  constexpr packed_iterator& operator++() noexcept { return byte_ += Step, *this; }
  // The next element; the iterator as it was.
  constexpr packed_iterator operator++(int) noexcept { return {words_, (byte_ += Step) - Step}; }
  // The element before.
  constexpr packed_iterator& operator--() noexcept { return byte_ -= Step, *this; }
  // The element before; the iterator as it was.
  constexpr packed_iterator operator--(int) noexcept { return {words_, (byte_ -= Step) + Step}; }
  // n elements on (back when n is negative).
  constexpr packed_iterator& operator+=(difference_type n) noexcept {
    return byte_ += n * Step, *this;
  }
  // n elements back.
  constexpr packed_iterator& operator-=(difference_type n) noexcept {
    return byte_ -= n * Step, *this;
  }
  // n elements on from it.
  friend constexpr packed_iterator operator+(packed_iterator it, difference_type n) noexcept {
    return it += n;
  }
  // n elements on from it.
  friend constexpr packed_iterator operator+(difference_type n, packed_iterator it) noexcept {
    return it += n;
  }
  // n elements back from it.
  friend constexpr packed_iterator operator-(packed_iterator it, difference_type n) noexcept {
    return it -= n;
  }
  // The number of elements from b to a.
  friend constexpr difference_type operator-(const packed_iterator& a,
                                             const packed_iterator& b) noexcept {
    return (a.byte_ - b.byte_) * Step;
  }

  // Equal when at the same element (of the same elements).
  friend constexpr bool operator==(const packed_iterator& a, const packed_iterator& b) noexcept {
    return a.byte_ == b.byte_;
  }
  // Ordered as their elements.
  friend constexpr std::strong_ordering operator<=>(const packed_iterator& a,
                                                    const packed_iterator& b) noexcept {
    return Step > 0 ? a.byte_ <=> b.byte_ : b.byte_ <=> a.byte_;
  }

 private:
  const std::uint64_t* words_ = nullptr;  // the words of the elements
  difference_type byte_ = 0;              // the byte of the element it points to
};

}  // namespace ctp::detail

#endif  // CTP_DETAIL_PACKED_ITERATOR_HPP_INCLUDED
