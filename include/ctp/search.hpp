// ctp's search engine: breadth-first search and Dijkstra's shortest paths (with Dial's buckets, a
// binary heap or a linear scan) over implicit graphs, at compile time and at run time alike, with
// the containers they need.
#ifndef CTP_SEARCH_HPP_INCLUDED
#define CTP_SEARCH_HPP_INCLUDED

#include "ctp/search/binary_heap.hpp"
#include "ctp/search/bit_set.hpp"
#include "ctp/search/breadth_first.hpp"
#include "ctp/search/bucket_queue.hpp"
#include "ctp/search/dial.hpp"
#include "ctp/search/dynamic_array.hpp"
#include "ctp/search/graph.hpp"
#include "ctp/search/indexed_heap.hpp"
#include "ctp/search/linear_scan.hpp"
#include "ctp/search/static_vector.hpp"

#endif  // CTP_SEARCH_HPP_INCLUDED
