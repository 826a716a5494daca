// A small check that text is a well-formed XML document (XML 1.0), so that the fuzz target of ctp
// can tell that `--svg` pictures parse back.
#ifndef CTP_TESTS_FUZZ_SUPPORT_XML_HPP_INCLUDED
#define CTP_TESTS_FUZZ_SUPPORT_XML_HPP_INCLUDED

#include <string>
#include <string_view>

namespace ctp::fuzz {

// Empty when text is one well-formed XML document: an optional declaration, comments, one root
// element whose tags nest and match, quoted attributes, known or numeric entities, and only
// characters XML allows, in UTF-8; otherwise what is wrong and where. No DTD is read: ctp writes
// none.
std::string xml_problem(std::string_view text);

}  // namespace ctp::fuzz

#endif  // CTP_TESTS_FUZZ_SUPPORT_XML_HPP_INCLUDED
