// The rules of the names ctp-gen places a table under (--namespace and --name): C++ identifiers
// that the header it writes can use, in every mode of both compilers the docs support.
#ifndef CTP_GENERATORS_HEADERS_NAMES_HPP_INCLUDED
#define CTP_GENERATORS_HEADERS_NAMES_HPP_INCLUDED

#include <string>
#include <string_view>

namespace ctp::headers {

// Why text cannot be the namespace a table goes in (C++ identifiers joined by ::); empty when it
// can. Each part must be an identifier of ASCII letters, digits and _, not beginning with a digit,
// not reserved ([lex.name]: beginning with __ or with _ and an upper-case letter, or holding __),
// no C++20 keyword or alternative token, and no macro that g++ or clang++ predefine in any mode
// (linux, unix, i386 under gnu++20); the first part cannot begin with _ (reserved in the global
// namespace), nor be std, std followed by digits or posix (the standard library's), nor ctp, unless
// the namespace is ctp::tables or one inside it (the library's own names are in ctp).
std::string namespace_problem(std::string_view text);

// Why text cannot be a table's own name, inside its namespace; empty when it can: one part, by the
// rules of each part above.
std::string name_problem(std::string_view text);

// text with every byte that is not printable ASCII written \xHH (é is \xC3\xA9), so that a
// message quoting it is one line of whole characters.
std::string escaped(std::string_view text);

}  // namespace ctp::headers

#endif  // CTP_GENERATORS_HEADERS_NAMES_HPP_INCLUDED
