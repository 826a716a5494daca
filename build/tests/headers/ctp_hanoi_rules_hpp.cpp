#include <ctp/hanoi/rules.hpp>
#include <ctp/hanoi/rules.hpp>
