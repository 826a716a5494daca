// ctp-gen's table document: the values a generated header holds, independent of the format they
// are written in (a C++ header or JSON), so that both formats always carry the same data.
#ifndef CTP_GENERATORS_HEADERS_DOCUMENT_HPP_INCLUDED
#define CTP_GENERATORS_HEADERS_DOCUMENT_HPP_INCLUDED

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ctp::headers {

// The largest size of a puzzle whose every move a header lists: 2^24 - 1 moves, a 16 MiB literal.
inline constexpr int max_listed = 24;

// One named value of a table, with a comment that says what it is.
struct field {
  enum kind_type { integer, text, bytes, integers, texts };
  kind_type kind = integer;
  std::string name;
  std::string comment;
  std::string type;                   // the C++ type of an integer or of integers' elements
  std::int64_t value = 0;             // integer
  std::string string;                 // text
  std::vector<std::uint8_t> data;     // bytes: a string literal in C++, numbers in JSON
  std::vector<std::int64_t> numbers;  // integers
  std::vector<std::string> strings;   // texts
  bool cpp_only = false;              // a size the C++ accessors need; not part of the JSON
};

// What one ctp-gen run produces.
struct document {
  std::string puzzle;                  // the ctp-gen subcommand that writes it
  std::string title;                   // one sentence: what the table holds
  std::vector<std::string> arguments;  // the puzzle's arguments, normalised (for the banner)
  std::vector<field> fields;
  // The fields a user reads (the shape: rows, capacities, ...); the others are the accessors'
  // data, in the header's namespace detail (the C++ format only).
  std::vector<std::string> api_fields;
  // The regions of generators/headers/accessors.hpp the puzzle's accessors use, beyond those every
  // header has (checked, and byte_at where there is a byte field): "state" where the table answers
  // for states (its data then has text_capacity), "letters" where a state's text is a letter a bit.
  std::vector<std::string> shared_regions;
  std::string accessors;  // C++ functions over the fields, regions of an accessors.hpp (C++ only)

  void add_integer(std::string name, std::string type, std::int64_t value, std::string comment);
  // An integer only the C++ accessors need (the size of a buffer): the JSON leaves it out.
  void add_cpp_integer(std::string name, std::string type, std::int64_t value, std::string comment);
  void add_text(std::string name, std::string value, std::string comment);
  void add_bytes(std::string name, std::vector<std::uint8_t> data, std::string comment);
  void add_integers(std::string name, std::string type, std::vector<std::int64_t> numbers,
                    std::string comment);
  void add_texts(std::string name, std::vector<std::string> strings, std::string comment);
};

// Where the header's contents go: `namespace_name::name { ... }`.
struct placement {
  std::string namespace_name;
  std::string name;
};

// The command that regenerates a document (for banners and JSON): ctp-gen PUZZLE ARGS... with
// the placement, never an output path (output is the same wherever it is written).
std::string regenerate_command(const document& doc, const placement& where);

// The text between the two lines `//! [name]` of source (the markers of the docs' snippets): one
// region of a puzzle's accessors.hpp, as ctp-gen embeds it (scripts/embed_text.py). Throws
// std::logic_error when there is none: a fault of the build, never of the user's input.
std::string region(std::string_view source, std::string_view name);

// The identity of a header: a 64-bit FNV-1a hash of its text, which the header's guard and inline
// namespace carry, so that two different tables under one name are a compile error in one
// translation unit and keep their own symbols across two (docs/generated_headers.md).
std::uint64_t identity(std::string_view text);

// The macro of a header's guard and identity, for the table namespace_name::name (C++ identifiers,
// the first joined by ::): CTP_TABLE_, then each part of the qualified name, its namespaces and
// then its name, as its length in decimal followed by its characters, a lower-case letter
// upper-cased, a digit as it is, an upper-case letter after `_` and `_` as `_0`
// (ctp::tables::moves_10 is CTP_TABLE_3CTP6TABLES8MOVES_010, app::Moves CTP_TABLE_3APP5_MOVES).
// One macro a name, and one name a macro: the lengths say where each part ends and each `_` what
// follows it, so the macro reads back as the name, and two names never share a guard.
std::string guard_macro(std::string_view namespace_name, std::string_view name);

// The document as a self-contained C++20 header, and as JSON. Both are byte-identical for the
// same document on every run and with every compiler.
std::string to_cpp(const document& doc, const placement& where);
std::string to_json(const document& doc, const placement& where);

// How many bytes the document's byte fields hold together.
std::uint64_t byte_count(const document& doc);

// Past this many bytes, ctp-gen puts a table's bytes beside its header (--data auto): 1 MiB,
// whose string literals cost clang about 190 MiB to compile (scripts/bench_tables.py;
// docs/generated_headers.md states the rule).
inline constexpr std::uint64_t largest_in_header = std::uint64_t{1} << 20;

// A table written with its bytes beside its header (ctp-gen --data beside).
struct beside_files {
  std::string header;  // declares the byte fields; the functions that read them are not constexpr
  std::string source;  // the translation unit that defines them: .incbin of its own path + .bin
  std::string data;    // the bytes, for the file of the translation unit's path with .bin after it
};

// The document as a header and the translation unit that holds its bytes, read by the assembler
// from the file beside it, found from its own path (__FILE__ + ".bin"): never a path ctp-gen
// wrote, so a copied or moved tree reads its own bytes. The symbols are named by a hash of the
// bytes, each field in a section and a COMDAT group of its own: the same bytes linked twice are
// kept once, --gc-sections drops a field no function reads, and a header whose translation unit
// is not linked fails to link.
beside_files to_cpp_beside(const document& doc, const placement& where);

// The translation unit written with a table whose bytes are in its header: it defines nothing,
// for a build that compiles one whatever the table's size (ctp_generate_header does).
std::string empty_source(const document& doc, const placement& where);

}  // namespace ctp::headers

#endif  // CTP_GENERATORS_HEADERS_DOCUMENT_HPP_INCLUDED
