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

// The macros of the standard headers every table includes (<cstddef>, <cstdint> and what they
// include) and of those <ctp.hpp> includes (<cstdio>, <cstdlib> and the rest: single_include/
// ctp.hpp's `#include <...>` lines), from `-dM -E` with g++-12 and clang++-19 in c++20, gnu++20,
// c++23 and gnu++23 on x86-64 with libstdc++ 12 and glibc 2.36: a table compiles alone under such
// a name, but not in a unit that includes <ctp.hpp> first. Beyond them, the names that the C
// standard's future library directions keep for macros: beginning with INT or UINT and ending with
// _MAX, _MIN, _WIDTH or _C (<stdint.h>), E and a capital or a digit (<errno.h>: EOF, EXIT_SUCCESS
// and the E2BIG... of errno alike) and LC_ and a capital (<locale.h>). tests/cli/ctp_gen.toml's
// gen.name_macro_of_standard_headers asks both compilers for every macro of those includes and
// checks that ctp-gen refuses each.
constexpr auto standard_header_macros =
    std::to_array<std::string_view>({"ADJ_ESTERROR",
                                     "ADJ_FREQUENCY",
                                     "ADJ_MAXERROR",
                                     "ADJ_MICRO",
                                     "ADJ_NANO",
                                     "ADJ_OFFSET",
                                     "ADJ_OFFSET_SINGLESHOT",
                                     "ADJ_OFFSET_SS_READ",
                                     "ADJ_SETOFFSET",
                                     "ADJ_STATUS",
                                     "ADJ_TAI",
                                     "ADJ_TICK",
                                     "ADJ_TIMECONST",
                                     "BIG_ENDIAN",
                                     "BUFSIZ",
                                     "BYTE_ORDER",
                                     "CLOCKS_PER_SEC",
                                     "CLOCK_BOOTTIME",
                                     "CLOCK_BOOTTIME_ALARM",
                                     "CLOCK_MONOTONIC",
                                     "CLOCK_MONOTONIC_COARSE",
                                     "CLOCK_MONOTONIC_RAW",
                                     "CLOCK_PROCESS_CPUTIME_ID",
                                     "CLOCK_REALTIME",
                                     "CLOCK_REALTIME_ALARM",
                                     "CLOCK_REALTIME_COARSE",
                                     "CLOCK_TAI",
                                     "CLOCK_THREAD_CPUTIME_ID",
                                     "CLONE_CHILD_CLEARTID",
                                     "CLONE_CHILD_SETTID",
                                     "CLONE_DETACHED",
                                     "CLONE_FILES",
                                     "CLONE_FS",
                                     "CLONE_IO",
                                     "CLONE_NEWCGROUP",
                                     "CLONE_NEWIPC",
                                     "CLONE_NEWNET",
                                     "CLONE_NEWNS",
                                     "CLONE_NEWPID",
                                     "CLONE_NEWTIME",
                                     "CLONE_NEWUSER",
                                     "CLONE_NEWUTS",
                                     "CLONE_PARENT",
                                     "CLONE_PARENT_SETTID",
                                     "CLONE_PIDFD",
                                     "CLONE_PTRACE",
                                     "CLONE_SETTLS",
                                     "CLONE_SIGHAND",
                                     "CLONE_SYSVSEM",
                                     "CLONE_THREAD",
                                     "CLONE_UNTRACED",
                                     "CLONE_VFORK",
                                     "CLONE_VM",
                                     "CPU_ALLOC",
                                     "CPU_ALLOC_SIZE",
                                     "CPU_AND",
                                     "CPU_AND_S",
                                     "CPU_CLR",
                                     "CPU_CLR_S",
                                     "CPU_COUNT",
                                     "CPU_COUNT_S",
                                     "CPU_EQUAL",
                                     "CPU_EQUAL_S",
                                     "CPU_FREE",
                                     "CPU_ISSET",
                                     "CPU_ISSET_S",
                                     "CPU_OR",
                                     "CPU_OR_S",
                                     "CPU_SET",
                                     "CPU_SETSIZE",
                                     "CPU_SET_S",
                                     "CPU_XOR",
                                     "CPU_XOR_S",
                                     "CPU_ZERO",
                                     "CPU_ZERO_S",
                                     "CSIGNAL",
                                     "FD_CLR",
                                     "FD_ISSET",
                                     "FD_SET",
                                     "FD_SETSIZE",
                                     "FD_ZERO",
                                     "FILENAME_MAX",
                                     "FOPEN_MAX",
                                     "LITTLE_ENDIAN",
                                     "L_ctermid",
                                     "L_cuserid",
                                     "L_tmpnam",
                                     "MB_CUR_MAX",
                                     "MOD_CLKA",
                                     "MOD_CLKB",
                                     "MOD_ESTERROR",
                                     "MOD_FREQUENCY",
                                     "MOD_MAXERROR",
                                     "MOD_MICRO",
                                     "MOD_NANO",
                                     "MOD_OFFSET",
                                     "MOD_STATUS",
                                     "MOD_TAI",
                                     "MOD_TIMECONST",
                                     "NFDBITS",
                                     "NULL",
                                     "PDP_ENDIAN",
                                     "PTHREAD_ADAPTIVE_MUTEX_INITIALIZER_NP",
                                     "PTHREAD_ATTR_NO_SIGMASK_NP",
                                     "PTHREAD_BARRIER_SERIAL_THREAD",
                                     "PTHREAD_CANCELED",
                                     "PTHREAD_CANCEL_ASYNCHRONOUS",
                                     "PTHREAD_CANCEL_DEFERRED",
                                     "PTHREAD_CANCEL_DISABLE",
                                     "PTHREAD_CANCEL_ENABLE",
                                     "PTHREAD_COND_INITIALIZER",
                                     "PTHREAD_CREATE_DETACHED",
                                     "PTHREAD_CREATE_JOINABLE",
                                     "PTHREAD_ERRORCHECK_MUTEX_INITIALIZER_NP",
                                     "PTHREAD_EXPLICIT_SCHED",
                                     "PTHREAD_INHERIT_SCHED",
                                     "PTHREAD_MUTEX_INITIALIZER",
                                     "PTHREAD_ONCE_INIT",
                                     "PTHREAD_PROCESS_PRIVATE",
                                     "PTHREAD_PROCESS_SHARED",
                                     "PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP",
                                     "PTHREAD_RWLOCK_INITIALIZER",
                                     "PTHREAD_RWLOCK_WRITER_NONRECURSIVE_INITIALIZER_NP",
                                     "PTHREAD_SCOPE_PROCESS",
                                     "PTHREAD_SCOPE_SYSTEM",
                                     "PTHREAD_STACK_MIN",
                                     "PTRDIFF_MAX",
                                     "PTRDIFF_MIN",
                                     "PTRDIFF_WIDTH",
                                     "P_tmpdir",
                                     "RAND_MAX",
                                     "RENAME_EXCHANGE",
                                     "RENAME_NOREPLACE",
                                     "RENAME_WHITEOUT",
                                     "SCHED_BATCH",
                                     "SCHED_DEADLINE",
                                     "SCHED_FIFO",
                                     "SCHED_IDLE",
                                     "SCHED_ISO",
                                     "SCHED_OTHER",
                                     "SCHED_RESET_ON_FORK",
                                     "SCHED_RR",
                                     "SEEK_CUR",
                                     "SEEK_DATA",
                                     "SEEK_END",
                                     "SEEK_HOLE",
                                     "SEEK_SET",
                                     "SIG_ATOMIC_MAX",
                                     "SIG_ATOMIC_MIN",
                                     "SIG_ATOMIC_WIDTH",
                                     "SIZE_MAX",
                                     "SIZE_WIDTH",
                                     "STA_CLK",
                                     "STA_CLOCKERR",
                                     "STA_DEL",
                                     "STA_FLL",
                                     "STA_FREQHOLD",
                                     "STA_INS",
                                     "STA_MODE",
                                     "STA_NANO",
                                     "STA_PLL",
                                     "STA_PPSERROR",
                                     "STA_PPSFREQ",
                                     "STA_PPSJITTER",
                                     "STA_PPSSIGNAL",
                                     "STA_PPSTIME",
                                     "STA_PPSWANDER",
                                     "STA_RONLY",
                                     "STA_UNSYNC",
                                     "TIMER_ABSTIME",
                                     "TIME_UTC",
                                     "TMP_MAX",
                                     "WCHAR_MAX",
                                     "WCHAR_MIN",
                                     "WCHAR_WIDTH",
                                     "WCONTINUED",
                                     "WEOF",
                                     "WEXITED",
                                     "WEXITSTATUS",
                                     "WIFCONTINUED",
                                     "WIFEXITED",
                                     "WIFSIGNALED",
                                     "WIFSTOPPED",
                                     "WINT_MAX",
                                     "WINT_MIN",
                                     "WINT_WIDTH",
                                     "WNOHANG",
                                     "WNOWAIT",
                                     "WSTOPPED",
                                     "WSTOPSIG",
                                     "WTERMSIG",
                                     "WUNTRACED",
                                     "alloca",
                                     "be16toh",
                                     "be32toh",
                                     "be64toh",
                                     "errno",
                                     "htobe16",
                                     "htobe32",
                                     "htobe64",
                                     "htole16",
                                     "htole32",
                                     "htole64",
                                     "le16toh",
                                     "le32toh",
                                     "le64toh",
                                     "offsetof",
                                     "pthread_cleanup_pop",
                                     "pthread_cleanup_pop_restore_np",
                                     "pthread_cleanup_push",
                                     "pthread_cleanup_push_defer_np",
                                     "sched_priority",
                                     "stderr",
                                     "stdin",
                                     "stdout"});

bool is_one_of(std::string_view word, const auto& words) {
  return std::find(words.begin(), words.end(), word) != words.end();
}

bool is_capital_or_digit(char c) { return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }

// Whether part is a name the C standard keeps for the macros of <stdint.h>, <errno.h> or
// <locale.h>.
bool is_kept_macro_name(std::string_view part) {
  const bool starts = part.starts_with("INT") || part.starts_with("UINT");
  const bool ends = part.ends_with("_MAX") || part.ends_with("_MIN") || part.ends_with("_WIDTH") ||
                    part.ends_with("_C");
  const bool errno_like = part.size() > 1 && part[0] == 'E' && is_capital_or_digit(part[1]);
  const bool locale_like =
      part.size() > 3 && part.starts_with("LC_") && part[3] >= 'A' && part[3] <= 'Z';
  return (starts && ends) || errno_like || locale_like;
}

// The types the standard headers a table includes declare in the global namespace too (libstdc++
// 12 and glibc 2.36, with both compilers in every mode), beyond the names beginning with int or
// uint and ending with _t, which the C standard keeps for <stdint.h>'s types: a namespace of the
// same name is then another kind of entity. tests/cli/ctp_gen.toml's gen.namespace_global_types
// asks clang++-19 for every global type of a table's includes and checks that ctp-gen refuses each.
constexpr auto global_types = std::to_array<std::string_view>(
    {"FILE", "locale_t", "max_align_t", "mbstate_t", "ptrdiff_t", "size_t", "tm", "wint_t"});

bool is_global_type_name(std::string_view first) {
  const bool kept =
      (first.starts_with("int") || first.starts_with("uint")) && first.ends_with("_t");
  return kept || is_one_of(first, global_types);
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
  if (is_one_of(part, standard_header_macros) || is_kept_macro_name(part))
    return fmt::format("{} is a macro of the standard headers a table or <ctp.hpp> includes", part);
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
  if (is_global_type_name(first))
    return fmt::format(
        "{} is a type the standard headers a table includes declare in the global "
        "namespace",
        first);
  if (first == "main")
    return "main is the program's own function in the global namespace: its int main() would then "
           "not "
           "compile";
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
