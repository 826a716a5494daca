// The rules of the names a table is placed under (see names.hpp).
#include "headers/names.hpp"

#include <algorithm>
#include <array>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "cli/errors.hpp"

namespace ctp::headers {

namespace {

// The keywords of C++20 (the standard's [lex.key]), which cannot name a namespace.
constexpr auto keywords = std::to_array<std::string_view>(
    {"alignas",       "alignof",     "asm",       "auto",      "bool",         "break",
     "case",          "catch",       "char",      "char8_t",   "char16_t",     "char32_t",
     "class",         "concept",     "const",     "consteval", "constexpr",    "constinit",
     "const_cast",    "continue",    "co_await",  "co_return", "co_yield",     "decltype",
     "default",       "delete",      "do",        "double",    "dynamic_cast", "else",
     "enum",          "explicit",    "export",    "extern",    "false",        "float",
     "for",           "friend",      "goto",      "if",        "inline",       "int",
     "long",          "mutable",     "namespace", "new",       "noexcept",     "nullptr",
     "operator",      "private",     "protected", "public",    "register",     "reinterpret_cast",
     "requires",      "return",      "short",     "signed",    "sizeof",       "static",
     "static_assert", "static_cast", "struct",    "switch",    "template",     "this",
     "thread_local",  "throw",       "true",      "try",       "typedef",      "typeid",
     "typename",      "union",       "unsigned",  "using",     "virtual",      "void",
     "volatile",      "wchar_t",     "while"});

// The alternative tokens of C++ ([lex.digraph]), which stand for operators (and for &&).
constexpr auto alternative_tokens = std::to_array<std::string_view>(
    {"and", "and_eq", "bitand", "bitor", "compl", "not", "not_eq", "or", "or_eq", "xor", "xor_eq"});

// The macros g++-12 and clang++-19 predefine whose names could be a table's: those not beginning
// with _, from `-dM -E -x c++ -std=gnu++20 /dev/null` (gnu++23 alike) on x86-64, -m32 and AArch64.
// The strict modes (c++20) define none of them, but a header must compile in both.
struct predefined_macro {
  std::string_view name;
  std::string_view where;
};
constexpr auto predefined_macros = std::to_array<predefined_macro>(
    {{"i386", "on 32-bit x86 (-m32)"}, {"linux", "on Linux"}, {"unix", "on Unix"}});

// The macros of the standard headers every table includes (<cstddef>, <cstdint> and those they
// include, with libstdc++ 12 in every mode), beyond the names that begin with INT or UINT and end
// with _MAX, _MIN, _WIDTH or _C, which the C standard's future library directions keep for the
// macros of <stdint.h>. tests/cli/ctp_gen.toml's gen.name_macro_of_standard_headers asks both
// compilers for every macro of a table's includes and checks that ctp-gen refuses each.
constexpr auto standard_header_macros = std::to_array<std::string_view>(
    {"NULL", "offsetof", "PTRDIFF_MAX", "PTRDIFF_MIN", "PTRDIFF_WIDTH", "SIG_ATOMIC_MAX",
     "SIG_ATOMIC_MIN", "SIG_ATOMIC_WIDTH", "SIZE_MAX", "SIZE_WIDTH", "WCHAR_MAX", "WCHAR_MIN",
     "WCHAR_WIDTH", "WEOF", "WINT_MAX", "WINT_MIN", "WINT_WIDTH"});

bool is_stdint_macro_name(std::string_view part) {
  const bool starts = part.starts_with("INT") || part.starts_with("UINT");
  const bool ends = part.ends_with("_MAX") || part.ends_with("_MIN") || part.ends_with("_WIDTH") ||
                    part.ends_with("_C");
  return starts && ends;
}

bool is_one_of(std::string_view word, const auto& words) {
  return std::find(words.begin(), words.end(), word) != words.end();
}

bool is_ascii_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Why part cannot be one part of a name: empty, not an identifier of ASCII, reserved, a keyword
// or an alternative token, std, or a predefined macro; empty when it can.
std::string part_problem(std::string_view part) {
  if (part.empty()) return "an empty name";
  for (const char c : part)
    if ((static_cast<unsigned char>(c) & 0x80U) != 0)
      return fmt::format(
          "{} holds the byte {}, which is not ASCII: a name is ASCII letters, "
          "digits and _",
          escaped(part), escaped({&c, 1}));
  if (is_digit(part[0])) return fmt::format("{} begins with a digit", escaped(part));
  for (const char c : part)
    if (!is_ascii_letter(c) && !is_digit(c) && c != '_')
      return fmt::format("{} holds {}, which no identifier may", escaped(part),
                         cli::shown(escaped({&c, 1})));
  if (part.size() > 1 && part[0] == '_' && part[1] >= 'A' && part[1] <= 'Z')
    return fmt::format(
        "{} begins with _ and a capital: a name reserved to the compiler and the "
        "standard library",
        part);
  if (part.find("__") != std::string_view::npos)
    return fmt::format("{} holds __: a name reserved to the compiler and the standard library",
                       part);
  if (is_one_of(part, alternative_tokens))
    return fmt::format("{} is an alternative token of C++, which stands for an operator", part);
  if (is_one_of(part, keywords)) return fmt::format("{} is a C++20 keyword", part);
  // Anywhere in the name, std would hide the standard library's namespace inside the table's own,
  // where the header writes std::uint32_t and its kind.
  if (part == "std")
    return "std is the standard library's namespace, which a header's std:: would then not reach";
  for (const predefined_macro& macro : predefined_macros)
    if (part == macro.name)
      return fmt::format("{} is a macro that g++ and clang++ predefine under gnu++20 {}", part,
                         macro.where);
  if (is_one_of(part, standard_header_macros) || is_stdint_macro_name(part))
    return fmt::format("{} is a macro of the standard headers a table includes", part);
  return {};
}

// Why first, the first part of a namespace, a name in the global namespace, cannot begin one;
// empty when it can. whole is the whole namespace.
std::string first_part_problem(std::string_view first, std::string_view whole) {
  if (first.starts_with('_'))
    return fmt::format("{} begins with _: a name reserved in the global namespace", first);
  const bool std_and_digits =
      first.starts_with("std") && std::all_of(first.begin() + 3, first.end(), is_digit);
  if (std_and_digits || first == "posix")
    return fmt::format("{} is a namespace of the standard library's", first);
  if (first == "ctp" && whole != "ctp::tables" && !whole.starts_with("ctp::tables::"))
    return "ctp is the library's own namespace: a table goes in ctp::tables, in one inside it, or "
           "in a namespace of yours";
  return {};
}

}  // namespace

std::string namespace_problem(std::string_view text) {
  for (std::size_t at = 0;;) {
    const std::size_t end = text.find("::", at);
    const std::string_view part = text.substr(at, end - at);
    std::string problem = part_problem(part);
    if (problem.empty() && at == 0) problem = first_part_problem(part, text);
    if (!problem.empty() || end == std::string_view::npos) return problem;
    at = end + 2;
  }
}

std::string name_problem(std::string_view text) {
  if (text.find("::") != std::string_view::npos) return "it holds ::";
  return part_problem(text);
}

std::string escaped(std::string_view text) {
  std::string out;
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x20 || byte >= 0x7f) out += fmt::format("\\x{:02X}", byte);
    else out += c;
  }
  return out;
}

}  // namespace ctp::headers
