// Writes ctp-gen's documents as C++ headers and as JSON (see document.hpp).
#include "headers/document.hpp"

#include <algorithm>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

#include <fmt/format.h>

namespace ctp::headers {

// generators/headers/accessors.hpp, embedded when ctp-gen is built (scripts/embed_text.py).
extern const std::string_view shared_accessors;

namespace {
field make_field(field::kind_type kind, std::string name, std::string comment, std::string type) {
  field f;
  f.kind = kind;
  f.name = std::move(name);
  f.comment = std::move(comment);
  f.type = std::move(type);
  return f;
}
}  // namespace

void document::add_integer(std::string name, std::string type, std::int64_t value,
                           std::string comment) {
  field f = make_field(field::integer, std::move(name), std::move(comment), std::move(type));
  f.value = value;
  fields.push_back(std::move(f));
}

void document::add_cpp_integer(std::string name, std::string type, std::int64_t value,
                               std::string comment) {
  add_integer(std::move(name), std::move(type), value, std::move(comment));
  fields.back().cpp_only = true;
}

void document::add_text(std::string name, std::string value, std::string comment) {
  field f = make_field(field::text, std::move(name), std::move(comment), {});
  f.string = std::move(value);
  fields.push_back(std::move(f));
}

void document::add_bytes(std::string name, std::vector<std::uint8_t> data, std::string comment) {
  field f = make_field(field::bytes, std::move(name), std::move(comment), {});
  f.data = std::move(data);
  fields.push_back(std::move(f));
}

void document::add_integers(std::string name, std::string type, std::vector<std::int64_t> numbers,
                            std::string comment) {
  field f = make_field(field::integers, std::move(name), std::move(comment), std::move(type));
  f.numbers = std::move(numbers);
  fields.push_back(std::move(f));
}

void document::add_texts(std::string name, std::vector<std::string> strings, std::string comment) {
  field f = make_field(field::texts, std::move(name), std::move(comment), {});
  f.strings = std::move(strings);
  fields.push_back(std::move(f));
}

namespace {

// argument as a POSIX shell reads it back: as it is when every character is one no shell treats
// specially, else in single quotes, each ' inside written '\''. So a banner's command pasted into
// a shell runs with the same arguments (--names 'a;b,c,$x', --start 'FW|GC').
std::string shell_word(const std::string& argument) {
  const bool plain = !argument.empty() && std::all_of(argument.begin(), argument.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           std::string_view("_,.:/=+-@%").find(c) != std::string_view::npos;
  });
  if (plain) return argument;
  std::string out(1, '\'');
  for (const char c : argument) {
    out.push_back(c);
    if (c == '\'') {  // close the quotes, an escaped ', open them again: '\''
      out.push_back('\\');
      out.push_back('\'');
      out.push_back('\'');
    }
  }
  out.push_back('\'');
  return out;
}

}  // namespace

std::string regenerate_command(const document& doc, const placement& where) {
  std::string command = "ctp-gen " + doc.puzzle;
  for (const std::string& argument : doc.arguments) {
    command += ' ';
    command += shell_word(argument);
  }
  return command + " --namespace " + where.namespace_name + " --name " + where.name;
}

namespace {

// Bytes as the body of a C++ string literal, split into lines of at most `width` characters
// (adjacent literals concatenate). Printable ASCII stands for itself, except `"` and `\`; other
// bytes are octal escapes, as short as the next character allows (an octal escape ends after
// three digits or at the first non-octal character). A string literal, not a list of numbers:
// a compiler reads it as one token instead of one expression a byte.
std::string string_literal(const std::vector<std::uint8_t>& bytes, std::string_view indent,
                           std::size_t width) {
  std::string out = "\"";
  std::size_t line = 0;
  for (std::size_t i = 0; i != bytes.size(); ++i) {
    const unsigned byte = bytes[i];
    std::string piece;
    // A '?' before another is escaped, so that no "??" followed by one of =/'()!<>- reads as a
    // trigraph (-Wtrigraphs, an error under -Werror, even in C++20, which has none).
    const bool question_pair = byte == '?' && i + 1 != bytes.size() && bytes[i + 1] == '?';
    if (byte >= 0x20 && byte < 0x7f && byte != '"' && byte != '\\' && !question_pair) {
      piece = static_cast<char>(byte);
    } else {
      const bool digit_follows =
          i + 1 != bytes.size() && bytes[i + 1] >= '0' && bytes[i + 1] <= '7';
      piece = digit_follows ? fmt::format("\\{:03o}", byte) : fmt::format("\\{:o}", byte);
    }
    if (line + piece.size() > width) {
      out += "\"\n";
      out += indent;
      out += "\"";
      line = 0;
    }
    out += piece;
    line += piece.size();
  }
  out += '"';
  return out;
}

std::string quoted(std::string_view text) {
  return string_literal(std::vector<std::uint8_t>(text.begin(), text.end()), "", std::string::npos);
}

// A comment, wrapped at about 96 columns.
std::string comment_lines(std::string_view text) {
  std::string out, line = "//";
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t end = text.find(' ', at);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view word = text.substr(at, end - at);
    if (line.size() + 1 + word.size() > 96 && line != "//") {
      out += line;
      out += '\n';
      line = "//";
    }
    line += " ";
    line += word;
    at = end + 1;
  }
  out += line;
  out += '\n';
  return out;
}

// Past 65,536 characters, clang's -Woverlength-strings (in -Wpedantic) warns of a string literal:
// the minimum length the standard's Annex B suggests a compiler accept. A longer byte field is
// written as rows of row_bytes, each a literal.
constexpr std::size_t longest_literal = 65535;  // headers/accessors.hpp's byte_at has both numbers
constexpr std::size_t row_bytes = 32768;

// The symbols of a table's bytes beside its header: prefix + "_" + the field's name.
struct beside_symbols {
  std::string prefix;  // ctp_table_<hash of the bytes>, also the name of their COMDAT group
};

std::string beside_field(const field& f, const beside_symbols& beside) {
  if (f.data.empty())  // no symbol: an array cannot be empty, and a one-byte one reads as none
    return comment_lines(f.comment + " It holds no byte; its one 0 is never read.") +
           fmt::format("inline constexpr unsigned char {}[1] = {{}};\n", f.name);
  return comment_lines(fmt::format("{} Beside this header: {} bytes, which the translation unit "
                                   "written with it holds.",
                                   f.comment, f.data.size())) +
         fmt::format(
             "[[gnu::visibility(\"hidden\")]] extern const unsigned char {}[{}] "
             "__asm__(\"{}_{}\");\n",
             f.name, f.data.size(), beside.prefix, f.name);
}

std::string cpp_field(const field& f, const beside_symbols* beside) {
  if (f.kind == field::bytes && beside != nullptr) return beside_field(f, *beside);
  std::string out = comment_lines(f.comment);
  switch (f.kind) {
    case field::integer:
      if (f.type == "bool")
        out += fmt::format("inline constexpr bool {} = {};\n", f.name, f.value != 0);
      else out += fmt::format("inline constexpr {} {} = {};\n", f.type, f.name, f.value);
      break;
    case field::text:
      out += fmt::format("inline constexpr std::string_view {} = {};\n", f.name, quoted(f.string));
      break;
    case field::bytes:
      if (f.data.size() <= longest_literal) {
        out += fmt::format("inline constexpr char {}[{}] =\n    {};\n", f.name, f.data.size() + 1,
                           string_literal(f.data, "    ", 96));
      } else {  // rows of row_bytes, each its own literal; detail::byte_at reads either shape
        const std::size_t rows = (f.data.size() + row_bytes - 1) / row_bytes;
        out += fmt::format("inline constexpr char {}[{}][{}] = {{", f.name, rows, row_bytes + 1);
        for (std::size_t r = 0; r != rows; ++r) {
          const auto first = f.data.begin() + static_cast<std::ptrdiff_t>(r * row_bytes);
          const auto last = r + 1 == rows ? f.data.end() : first + row_bytes;
          out += fmt::format("{}\n    {}", r == 0 ? "" : ",",
                             string_literal({first, last}, "    ", 96));
        }
        out += "};\n";
      }
      break;
    case field::integers: {
      out += fmt::format("inline constexpr std::array<{}, {}> {}{{{{", f.type, f.numbers.size(),
                         f.name);
      for (std::size_t i = 0; i != f.numbers.size(); ++i)
        out += fmt::format("{}{}{}", i == 0 ? "" : ",", i % 16 == 0 ? "\n    " : " ", f.numbers[i]);
      out += "}};\n";
      break;
    }
    case field::texts: {
      out += fmt::format("inline constexpr std::array<std::string_view, {}> {}{{{{",
                         f.strings.size(), f.name);
      std::size_t line = 96;  // the width of the line so far: full, so that the first breaks
      for (std::size_t i = 0; i != f.strings.size(); ++i) {
        const std::string text = quoted(f.strings[i]) + (i + 1 == f.strings.size() ? "" : ",");
        if (line + 1 + text.size() > 96) {
          out += "\n   ";
          line = 3;
        }
        out += " " + text;
        line += 1 + text.size();
      }
      out += "}};\n";
      break;
    }
  }
  return out;
}

std::string json_string(std::string_view text) {
  std::string out = "\"";
  for (const char c : text) {
    if (c == '"' || c == '\\') out += fmt::format("\\{}", c);
    else if (static_cast<unsigned char>(c) < 0x20)
      out += fmt::format("\\u{:04x}", static_cast<unsigned>(c));
    else out += c;
  }
  out += '"';
  return out;
}

template <class Numbers>
std::string json_numbers(const Numbers& numbers) {
  std::string out = "[";
  for (std::size_t i = 0; i != numbers.size(); ++i)
    out += fmt::format("{}{}", i == 0 ? "" : ",", numbers[i]);
  out += ']';
  return out;
}

bool has_bytes(const document& doc) {
  for (const field& f : doc.fields)
    if (f.kind == field::bytes) return true;
  return false;
}

bool is_api(const document& doc, const field& f) {
  for (const std::string& name : doc.api_fields)
    if (name == f.name) return true;
  return false;
}

// One part of a qualified name in the guard: its length in decimal, then its characters, a
// lower-case letter upper-cased, a digit as it is, an upper-case letter after `_` and `_` as `_0`.
// The length says where the part ends (no part begins with a digit), and each `_` says what the
// character after it stands for, so the parts are read back one by one. The macro is upper case,
// as a macro's name is (.clang-tidy), and holds no `__`, as every `_` is followed by a letter or 0.
void append_guard_part(std::string& macro, std::string_view part) {
  macro += std::to_string(part.size());
  for (const char c : part) {
    if (c == '_') {
      macro += "_0";
    } else if (c >= 'A' && c <= 'Z') {
      macro += '_';
      macro += c;
    } else if (c >= 'a' && c <= 'z') {
      macro += static_cast<char>(c - 'a' + 'A');
    } else {
      macro += c;
    }
  }
}

}  // namespace

std::string guard_macro(std::string_view namespace_name, std::string_view name) {
  std::string macro = "CTP_TABLE_";
  for (std::size_t at = 0;;) {
    const std::size_t end = namespace_name.find("::", at);
    append_guard_part(macro, namespace_name.substr(at, end - at));
    if (end == std::string_view::npos) break;
    at = end + 2;
  }
  append_guard_part(macro, name);
  return macro;
}

namespace {

// Every `word` in text replaced by `by`.
std::string replaced(std::string text, std::string_view word, std::string_view by) {
  for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at)) {
    text.replace(at, word.size(), by);
    at += by.size();
  }
  return text;
}

// Everything inside the header's inline namespace: the shape, the data (in detail), the shared
// accessors the table needs, and the puzzle's own. With the bytes beside the header (beside not
// null), they are declared, not defined, and the accessors that read them are not constexpr
// (CTP_TABLE_CONSTEXPR, in headers/accessors.hpp).
std::string cpp_body(const document& doc, const beside_symbols* beside) {
  std::string out =
      "// The type of every index of this table: a state's, a move's, an entry's.\n"
      "using index_type = std::uint32_t;\n\n";
  for (const field& f : doc.fields)
    if (is_api(doc, f)) out += cpp_field(f, beside) + "\n";
  out += "namespace detail {\n\n";
  for (const field& f : doc.fields)
    if (!is_api(doc, f)) out += cpp_field(f, beside) + "\n";
  out += "}  // namespace detail\n\n";
  std::string accessors = region(shared_accessors, "checked") + "\n";
  if (has_bytes(doc))
    accessors += region(shared_accessors, beside == nullptr ? "byte_at" : "byte_at_beside") + "\n";
  for (const std::string& name : doc.shared_regions)
    accessors += region(shared_accessors, name) + "\n";
  accessors += doc.accessors;
  return out + replaced(std::move(accessors), "CTP_TABLE_CONSTEXPR",
                        beside == nullptr ? "constexpr" : "inline");
}

// The first lines of every file ctp-gen writes in C++: what it is, and how to write it again
// (`options`: what follows the command, -o <this file> for a header alone).
std::string banner(const document& doc, const placement& where, std::string_view options) {
  std::string out = comment_lines(doc.title);
  out += "// Generated by ctp-gen " CTP_VERSION
         " from the ctp library's own constexpr functions; do not edit.\n";
  out += fmt::format("// Regenerate: {} {}\n", regenerate_command(doc, where), options);
  return out;
}

// The header of a table whose inline namespace holds body.
std::string header(const document& doc, const placement& where, const std::string& body,
                   std::string_view options, std::string_view needs) {
  const std::string macro = guard_macro(where.namespace_name, where.name);
  std::string top = banner(doc, where, options);
  top += needs;
  // The identity covers the banner and the body: the command, the version, the data (or, beside
  // the header, the hash of the bytes its symbols are named by) and the accessors. Two headers of
  // one name and the same identity are the same table.
  const std::string id = fmt::format("{:016x}", identity(top + body));
  std::string out = top;
  out += comment_lines(fmt::format(
      "{} is the identity of this table, a hash of its text. A second header that names its "
      "table {}::{} and has another identity is a compile error in the same translation unit; "
      "in another, its own inline namespace keeps its symbols apart from these.",
      id, where.namespace_name, where.name));
  out += fmt::format("#ifdef {0}\n#if {0} != 0x{1}u\n", macro, id);
  out += fmt::format(
      "#error \"ctp: two different tables are named {}::{}: give one of them another --name or "
      "--namespace\"\n",
      where.namespace_name, where.name);
  out += fmt::format("#endif\n#else\n#define {} 0x{}u\n\n", macro, id);
  out +=
      "#include <array>\n#include <cstddef>\n#include <cstdint>\n#include <limits>\n"
      "#include <optional>\n#include <string_view>\n#include <type_traits>\n#include <utility>\n\n";
  out +=
      fmt::format("namespace {}::{}::inline table_{} {{\n\n", where.namespace_name, where.name, id);
  out += body;
  out += fmt::format("\n}}  // namespace {}::{}::inline table_{}\n", where.namespace_name,
                     where.name, id);
  out += fmt::format("\n#endif  // {}\n", macro);
  return out;
}

}  // namespace

std::string region(std::string_view source, std::string_view name) {
  const std::string tag = fmt::format("//! [{}]\n", name);
  const std::size_t first = source.find(tag);
  const std::size_t begin = first == std::string_view::npos ? first : first + tag.size();
  const std::size_t end = first == std::string_view::npos ? first : source.find(tag, begin);
  if (end == std::string_view::npos)
    throw std::logic_error(fmt::format("ctp-gen was built without the region [{}]", name));
  return std::string(source.substr(begin, end - begin));
}

std::uint64_t identity(std::string_view text) {
  std::uint64_t hash = 14695981039346656037u;  // FNV-1a, 64 bits
  for (const char c : text) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 1099511628211u;
  }
  return hash;
}

std::string to_cpp(const document& doc, const placement& where) {
  // A table past largest_in_header that is in its header all the same was asked to be.
  return header(
      doc, where, cpp_body(doc, nullptr),
      byte_count(doc) > largest_in_header ? "--data header -o <this file>" : "-o <this file>",
      "// Self-contained: it needs only the standard library.\n");
}

std::uint64_t byte_count(const document& doc) {
  std::uint64_t count = 0;
  for (const field& f : doc.fields)
    if (f.kind == field::bytes) count += f.data.size();
  return count;
}

namespace {

// Stands, in a line of the bytes' assembly, for the path of their file: the translation unit's
// own path (__FILE__) with .bin after it, spliced in by assembly_literal.
constexpr char bytes_file = '\x01';

// A line of the bytes' assembly as C++ string literals that spell it and a new line: each
// bytes_file in it becomes `" __FILE__ ".bin`, so that the literals around it concatenate with the
// path of the file being compiled.
std::string assembly_literal(std::string_view line) {
  std::string out = "\"";
  std::size_t at = 0;
  for (std::size_t end = line.find(bytes_file);; end = line.find(bytes_file, at)) {
    const std::string piece = quoted(line.substr(at, end - at));  // "...": without its quotes
    out += piece.substr(1, piece.size() - 2);
    if (end == std::string_view::npos) break;
    out += "\" __FILE__ \".bin";
    at = end + 1;
  }
  return out + "\\n\"";
}

}  // namespace

beside_files to_cpp_beside(const document& doc, const placement& where) {
  beside_files files;
  // Each field at a multiple of 64 bytes in the file, as the assembler aligns each symbol. The
  // symbols' hash covers the fields' names and sizes as well as the bytes: tables whose bytes are
  // the same but cut otherwise are not one COMDAT group.
  constexpr std::size_t alignment = 64;
  std::vector<std::size_t> offsets;
  std::string layout;
  for (const field& f : doc.fields) {
    if (f.kind != field::bytes || f.data.empty()) continue;
    files.data.resize((files.data.size() + alignment - 1) / alignment * alignment);
    offsets.push_back(files.data.size());
    files.data.append(f.data.begin(), f.data.end());
    layout += fmt::format("{} {} {}\n", f.name, offsets.back(), f.data.size());
  }
  const beside_symbols beside{fmt::format("ctp_table_{:016x}", identity(layout + files.data))};
  files.header = header(
      doc, where, cpp_body(doc, &beside), "--data beside -o <this file> --source <its source>",
      "// It needs the standard library and the translation unit written with it, which holds its\n"
      "// bytes: compile and link that file into the program. Its functions that read the bytes\n"
      "// are not constexpr (ctp-gen --data beside; docs/generated_headers.md).\n");

  // The file of bytes is found from the translation unit's own path, __FILE__, the path the
  // compiler opened it by (absolute, or relative to where it runs, as the assembler is): never a
  // path written here. So a copied, moved or regenerated tree assembles the bytes beside its own
  // unit, and no unit reads another tree's. Each field is a section and a COMDAT group of its
  // own, named by its symbol: --gc-sections drops the fields no function reads, and the same
  // bytes linked twice are kept once. After each field, the assembler checks that the file held
  // all of its bytes (clang's takes a short file without a word), and after the last that it held
  // no more: a file of other bytes is a build error that names the table.
  const std::string mismatch = fmt::format(
      ".error \"ctp: {} is not the {} bytes of the table {}::{}: write the table again with "
      "the ctp-gen command above\"",
      bytes_file, files.data.size(), where.namespace_name, where.name);
  std::vector<std::string> lines;
  std::size_t next = 0;
  for (const field& f : doc.fields) {
    if (f.kind != field::bytes || f.data.empty()) continue;
    const std::string symbol = fmt::format("{}_{}", beside.prefix, f.name);
    lines.push_back(fmt::format(".pushsection .rodata.{0},\"aG\",%progbits,{0},comdat", symbol));
    lines.push_back(fmt::format(".balign {}", alignment));
    lines.push_back(".globl " + symbol);
    lines.push_back(".hidden " + symbol);
    lines.push_back(fmt::format(".type {}, %object", symbol));
    lines.push_back(fmt::format(".size {}, {}", symbol, f.data.size()));
    lines.push_back(symbol + ":");
    lines.push_back(
        fmt::format(".incbin \"{}\", {}, {}", bytes_file, offsets[next++], f.data.size()));
    lines.push_back(fmt::format(".if . - {} - {}", symbol, f.data.size()));
    lines.push_back(mismatch);
    lines.emplace_back(".endif");
    if (next == offsets.size()) {  // the last field: nothing may follow its bytes in the file
      lines.emplace_back("1:");
      lines.push_back(fmt::format(".incbin \"{}\", {}", bytes_file, files.data.size()));
      lines.emplace_back(".if . - 1b");
      lines.push_back(mismatch);
      lines.emplace_back(".endif");
    }
    lines.emplace_back(".popsection");
  }

  files.source = banner(doc, where, "--data beside -o <its header> --source <this file>");
  files.source += comment_lines(fmt::format(
      "The bytes of the table {}::{}, {} of them, which the assembler reads from the file of this "
      "file's name with .bin after it (.incbin). Compile and link this file once into every "
      "program that includes the table's header: without it, the link fails on the symbols {}_*. "
      "Symbols and sections are named by a hash of the bytes, each field in a COMDAT group, so "
      "the same bytes linked twice are kept once.",
      where.namespace_name, where.name, byte_count(doc), beside.prefix));
  files.source +=
      "#ifndef __ELF__\n"
      "#error \"ctp: this table's bytes are assembled for ELF targets (Linux, the BSDs); "
      "elsewhere, "
      "write the table with ctp-gen --data header\"\n"
      "#endif\n\n"
      "__asm__(";
  for (const std::string& line : lines) files.source += "\n    " + assembly_literal(line);
  files.source += ");\n";
  return files;
}

std::string empty_source(const document& doc, const placement& where) {
  return banner(doc, where,
                byte_count(doc) > largest_in_header
                    ? "--data header -o <its header> --source <this file>"
                    : "-o <its header> --source <this file>") +
         comment_lines(fmt::format("The table {}::{} holds its bytes in its header: this "
                                   "translation unit defines nothing.",
                                   where.namespace_name, where.name));
}

std::string to_json(const document& doc, const placement& where) {
  std::string out = "{\n";
  out += fmt::format("  \"generator\": {},\n", json_string("ctp-gen " CTP_VERSION));
  out += fmt::format("  \"command\": {},\n", json_string(regenerate_command(doc, where)));
  out += fmt::format("  \"puzzle\": {},\n", json_string(doc.puzzle));
  out += fmt::format("  \"title\": {}", json_string(doc.title));
  for (const field& f : doc.fields) {
    if (f.cpp_only) continue;
    out += fmt::format(",\n  {}: ", json_string(f.name));
    switch (f.kind) {
      case field::integer:
        out += f.type == "bool" ? std::string(f.value != 0 ? "true" : "false")
                                : fmt::format("{}", f.value);
        break;
      case field::text: out += json_string(f.string); break;
      case field::bytes: out += json_numbers(f.data); break;
      case field::integers: out += json_numbers(f.numbers); break;
      case field::texts: {
        out += "[";
        for (std::size_t i = 0; i != f.strings.size(); ++i) {
          if (i != 0) out += ',';
          out += json_string(f.strings[i]);
        }
        out += "]";
        break;
      }
    }
  }
  out += "\n}\n";
  return out;
}

}  // namespace ctp::headers
