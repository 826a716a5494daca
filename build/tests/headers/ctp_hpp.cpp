#include <ctp.hpp>
#include <ctp.hpp>
