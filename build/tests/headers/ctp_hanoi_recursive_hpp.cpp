#include <ctp/hanoi/recursive.hpp>
#include <ctp/hanoi/recursive.hpp>
