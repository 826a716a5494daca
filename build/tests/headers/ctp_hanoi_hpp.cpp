#include <ctp/hanoi.hpp>
#include <ctp/hanoi.hpp>
