// The steps of a random-access iterator, taken one way and back, as a fact about a range of three
// elements at least: the packed answers' iterators (Hanoi's letters, the Chinese rings' moves)
// must land where indexing does.
#ifndef CTP_TESTS_ITERATOR_STEPS_HPP_INCLUDED
#define CTP_TESTS_ITERATOR_STEPS_HPP_INCLUDED

namespace iterator_steps {

// True iff post-increment, pre-increment, pre-decrement, post-decrement, += and -= on range's
// iterators reach the elements range[0] and range[2] that indexing gives, and come back to begin.
template <class Range>
constexpr bool land_where_indexing_does(const Range& range) {
  auto it = range.begin();
  const auto first = it++;
  ++it;
  --it;
  auto back = it--;
  back += 2;
  back -= 1;
  return *first == range[0] && it == range.begin() && *back == range[2];
}

}  // namespace iterator_steps

#endif  // CTP_TESTS_ITERATOR_STEPS_HPP_INCLUDED
