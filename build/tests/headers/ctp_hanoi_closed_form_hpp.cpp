#include <ctp/hanoi/closed_form.hpp>
#include <ctp/hanoi/closed_form.hpp>
