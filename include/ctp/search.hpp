// ctp's search engine: breadth-first search and Dial's shortest paths over implicit graphs, at
// compile time and at run time alike, with the containers they need.
#ifndef CTP_SEARCH_HPP_INCLUDED
#define CTP_SEARCH_HPP_INCLUDED

#include "ctp/search/bit_set.hpp"
#include "ctp/search/breadth_first.hpp"
#include "ctp/search/bucket_queue.hpp"
#include "ctp/search/dial.hpp"
#include "ctp/search/graph.hpp"
#include "ctp/search/static_vector.hpp"

#endif  // CTP_SEARCH_HPP_INCLUDED
