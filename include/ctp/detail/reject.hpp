// ctp::detail::reject: how every ctp function refuses bad input. In a constant expression the
// call itself is the compile error (reject is not constexpr), and the line the compiler shows is
// the call, message and all; at run time it throws Error with the message, or, in a program built
// without exceptions (-fno-exceptions), writes the message to standard error and aborts.
#ifndef CTP_DETAIL_REJECT_HPP_INCLUDED
#define CTP_DETAIL_REJECT_HPP_INCLUDED

#include <cstdio>
#include <cstdlib>
#include <stdexcept>

namespace ctp::detail {

// Refuses bad input with message, which starts with `ctp: ` and says what is allowed. Error is
// the exception thrown at run time: std::invalid_argument unless the caller says otherwise.
template <class Error = std::invalid_argument>
[[noreturn]] inline void reject(const char* message) {
#if defined(__cpp_exceptions)
  throw Error(message);
#else
  std::fputs(message, stderr);
  std::fputc('\n', stderr);
  std::abort();
#endif
}

}  // namespace ctp::detail

#endif  // CTP_DETAIL_REJECT_HPP_INCLUDED
