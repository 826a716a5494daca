// Writes ctp-gen's documents as C++ headers and as JSON (see document.hpp).
#include "headers/document.hpp"

#include <cctype>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <utility>

#include <fmt/format.h>

namespace ctp::gen {
// generators/headers/accessors.hpp, embedded when ctp-gen is built (embed_text.cmake).
extern const std::string_view shared_accessors;
}  // namespace ctp::gen

namespace ctp::headers {

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

std::string regenerate_command(const document& doc, const placement& where) {
  std::string command = "ctp-gen " + doc.puzzle;
  for (const std::string& argument : doc.arguments) command += " " + argument;
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

// The longest string literal every compiler must accept is 65,535 characters (and -Wpedantic
// says so of a longer one): a longer byte field is written as rows of row_bytes, each a literal.
constexpr std::size_t longest_literal = 65535;  // headers/accessors.hpp's byte_at has both numbers
constexpr std::size_t row_bytes = 32768;

std::string cpp_field(const field& f) {
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

// The guard's and the identity macro's spelling of the placement: ctp::tables + name_10 is
// CTP_TABLE_CTP_TABLES_NAME_10.
std::string macro_name(const placement& where) {
  std::string macro = "CTP_TABLE_";
  for (std::size_t i = 0; i != where.namespace_name.size(); ++i) {
    const char c = where.namespace_name[i];
    if (c == ':') {
      macro += '_';
      ++i;  // "::" becomes one underscore: a double one is reserved
    } else {
      macro += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
  }
  macro += '_';
  for (const char c : where.name)
    macro += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return macro;
}

// Everything inside the header's inline namespace: the shape, the data (in detail), the shared
// accessors the table needs, and the puzzle's own.
std::string cpp_body(const document& doc) {
  std::string out =
      "// The type of every index of this table: a state's, a move's, an entry's.\n"
      "using index_type = std::uint32_t;\n\n";
  for (const field& f : doc.fields)
    if (is_api(doc, f)) out += cpp_field(f) + "\n";
  out += "namespace detail {\n\n";
  for (const field& f : doc.fields)
    if (!is_api(doc, f)) out += cpp_field(f) + "\n";
  out += "}  // namespace detail\n\n";
  out += region(gen::shared_accessors, "checked") + "\n";
  if (has_bytes(doc)) out += region(gen::shared_accessors, "byte_at") + "\n";
  for (const std::string& name : doc.shared_regions)
    out += region(gen::shared_accessors, name) + "\n";
  return out + doc.accessors;
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
  const std::string macro = macro_name(where);
  const std::string body = cpp_body(doc);
  std::string banner;
  banner += comment_lines(doc.title);
  banner += "// Generated by ctp-gen " CTP_VERSION
            " from the ctp library's own constexpr functions; do not edit.\n";
  banner += "// Regenerate: " + regenerate_command(doc, where) + " -o <this file>\n";
  banner += "// Self-contained: it needs only the standard library.\n";
  // The identity covers the banner and the body: the command, the version, the data and the
  // accessors. Two headers of one name and the same identity are the same table.
  const std::string id = fmt::format("{:016x}", identity(banner + body));
  std::string out = banner;
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
      "#include <array>\n#include <cstddef>\n#include <cstdint>\n#include <optional>\n"
      "#include <string_view>\n#include <type_traits>\n#include <utility>\n\n";
  out +=
      fmt::format("namespace {}::{}::inline table_{} {{\n\n", where.namespace_name, where.name, id);
  out += body;
  out += fmt::format("\n}}  // namespace {}::{}::inline table_{}\n", where.namespace_name,
                     where.name, id);
  out += fmt::format("\n#endif  // {}\n", macro);
  return out;
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
