// The standard output of both tools: a buffer written out in chunks, so that a listing of
// 2^63 - 1 moves streams in constant memory and stops quietly when its reader goes away.
#ifndef CTP_GENERATORS_CLI_OUTPUT_HPP_INCLUDED
#define CTP_GENERATORS_CLI_OUTPUT_HPP_INCLUDED

#include <cstddef>
#include <exception>
#include <iterator>
#include <string_view>
#include <utility>

#include <fmt/format.h>

// {fmt} 9 defines the engine of format_to, detail::vformat_to<char>, in its header and compiles
// it into libfmt too, but declares no `extern template` for it: every translation unit that calls
// output::print() instantiated the engine once more and optimised it, three to four seconds of
// g++-12's time a unit. Declared extern here, it is linked from libfmt instead. Only with g++:
// clang++ spells the name of this specialization otherwise than the g++ that built libfmt
// (`sr3std7is_same...E` for `srSt7is_same...`), so it would not link. Other versions of {fmt},
// and a header-only {fmt} (no library to link it from), are left as they are.
#if FMT_VERSION >= 90000 && FMT_VERSION < 100000 && !defined(FMT_HEADER_ONLY) && \
    defined(__GNUC__) && !defined(__clang__)
namespace fmt::inline v9::detail {
extern template void vformat_to<char>(buffer<char>&, basic_string_view<char>,
                                      basic_format_args<buffer_context<type_identity_t<char>>>,
                                      locale_ref);
}  // namespace fmt::inline v9::detail
#endif

namespace ctp::cli {

// Thrown when the reader of standard output has gone away (EPIPE, e.g. `ctp <subcommand> | head`):
// the output was cut short on purpose, so the tool stops at once, quietly and successfully.
struct output_closed : std::exception {
  const char* what() const noexcept override { return "ctp: the reader of the output has gone"; }
};

// Standard output, buffered: text is collected and written out whenever a chunk is full.
// A write error other than EPIPE throws std::system_error.
class output {
 public:
  output() { buffer_.reserve(chunk_size); }

  void put(char c) {
    buffer_.push_back(c);
    flush_if_full();
  }

  void write(std::string_view text) {
    buffer_.append(text);
    flush_if_full();
  }

  template <class... Args>
  void print(fmt::format_string<Args...> format, Args&&... args) {
    fmt::format_to(std::back_inserter(buffer_), format, std::forward<Args>(args)...);
    flush_if_full();
  }

  // Writes out everything collected so far; call it once more at the end.
  void flush();

 private:
  static constexpr std::size_t chunk_size = std::size_t{64} * 1024;

  void flush_if_full() {
    if (buffer_.size() >= chunk_size) flush();
  }

  fmt::memory_buffer buffer_;
};

}  // namespace ctp::cli

#endif  // CTP_GENERATORS_CLI_OUTPUT_HPP_INCLUDED
