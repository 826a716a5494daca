// The Chinese rings, solved by the compiler: the seed's RingList objects and recursion (seed 000,
// jwalker), the same recursion as class templates, the binary-reflected Gray code behind them
// (OEIS A000975), a rule checker and the double move at the free end.
#ifndef CTP_CHINESE_RINGS_HPP_INCLUDED
#define CTP_CHINESE_RINGS_HPP_INCLUDED

#include "ctp/chinese_rings/with_class_templates.hpp"
#include "ctp/chinese_rings/with_closed_form.hpp"
#include "ctp/chinese_rings/with_objects.hpp"
#include "ctp/chinese_rings/with_recursion.hpp"
#include "ctp/chinese_rings/replay.hpp"
#include "ctp/chinese_rings/rules.hpp"
#include "ctp/chinese_rings/text.hpp"

#endif  // CTP_CHINESE_RINGS_HPP_INCLUDED
