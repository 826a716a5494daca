#!/usr/bin/env python3
"""Writes a text file as a C++ string constant: a small .cpp that defines
`const std::string_view NAMESPACE::NAME`, the file's bytes as one raw string literal, so that a
program carries a file of the source tree (ctp-gen: each puzzle's accessors.hpp) without any
committed file holding code inside a string literal. Run at build time by ctp_embed_accessors
(generators/CMakeLists.txt):

    embed_text.py --input <file> --output <file.cpp> --namespace <ns> --name <name>

A file that holds `)ctp_embedded"`, which would end the raw string early, is refused.
"""

import os
import sys

import common

DELIMITER = "ctp_embedded"


def embedded(text, source_name, namespace, name):
    """The .cpp that defines namespace::name as `text`, a file named `source_name`."""
    return (
        f"// {source_name} as a string constant, written at build time by "
        "scripts/embed_text.py; do not edit.\n"
        "#include <string_view>\n"
        "\n"
        f"namespace {namespace} {{\n"
        f"extern const std::string_view {name};\n"
        f'const std::string_view {name} = R"{DELIMITER}({text}){DELIMITER}";\n'
        f"}}  // namespace {namespace}\n"
    )


def main(argv=None):
    parser = common.ArgumentParser(description="Write a text file as a C++ string constant.")
    parser.add_argument("--input", required=True, help="the file to embed")
    parser.add_argument("--output", required=True, help="the .cpp to write")
    parser.add_argument("--namespace", required=True, help="the constant's namespace")
    parser.add_argument("--name", required=True, help="the constant's name")
    args = parser.parse_args(argv)

    text = common.read_text(args.input)
    # The raw string ends at `)` + delimiter + `"`: refuse a file that holds that sequence.
    end = f'){DELIMITER}"'
    if end in text:
        common.fail(f"ctp: {args.input} holds `{end}`, which would end its raw string early")
    common.write_text(
        args.output, embedded(text, os.path.basename(args.input), args.namespace, args.name)
    )
    return 0


if __name__ == "__main__":
    sys.exit(common.run(main))
