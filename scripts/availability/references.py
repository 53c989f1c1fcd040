"""The declarations and types each module of the package references, from the compiler's AST.

`swiftc -frontend -dump-ast -dump-ast-format json` type-checks a module and names the USR of every
declaration an expression refers to (`decl_usr`), every protocol a type conforms to, and the mangled
type of every expression and declaration. The modules and their flags come from SwiftPM's build
description (.build/debug.yaml), so the check sees exactly what `swift build` compiled.
"""

import json
import os
import re
import subprocess

# Driver flags that take a value and mean the same to the frontend.
VALUE_FLAGS = {"-module-name", "-I", "-swift-version", "-package-name", "-module-cache-path", "-target",
               "-enable-upcoming-feature", "-enable-experimental-feature", "-Xcc", "-F"}
SINGLE_FLAGS = {"-parse-as-library", "-enable-testing"}
# Flags SwiftPM passed through -Xfrontend (the driver refuses them bare).
FRONTEND_ONLY = set()
TYPE_KEYS = ("type", "interface_type", "result", "written_type")
TYPE_DECLS = {"struct_decl", "enum_decl", "class_decl", "protocol_decl", "type_alias", "typealias_decl"}


class ModuleBuild:
    """One Swift module as SwiftPM compiles it: its name, sources, frontend flags and build inputs
    (which name the .swiftmodule files of the modules it imports)."""

    def __init__(self, name, sources, flags, inputs):
        self.name = name
        self.sources = sources
        self.flags = flags
        self.inputs = inputs

    def with_flags(self, before=(), after=()):
        """The same module with search paths or other flags added before or after its own."""
        return ModuleBuild(self.name, self.sources, list(before) + self.flags + list(after), self.inputs)

    def driver_flags(self):
        """The flags as the swiftc driver takes them: frontend-only ones wrapped in -Xfrontend again."""
        result = []
        for flag in self.flags:
            result += ["-Xfrontend", flag] if flag in FRONTEND_ONLY else [flag]
        return result


def frontend_flags(args):
    """The frontend flags among a swiftc driver invocation's `args`."""
    flags, i = [], 1
    while i < len(args):
        arg = args[i]
        if arg in VALUE_FLAGS and i + 1 < len(args):
            flags += [arg, args[i + 1]]
            i += 2
            continue
        if arg == "-Xfrontend" and i + 1 < len(args):
            flags.append(args[i + 1])
            FRONTEND_ONLY.add(args[i + 1])
            i += 2
            continue
        if arg in SINGLE_FLAGS or arg.startswith("-D"):
            flags.append(arg)
        i += 1
    return flags


def modules_from_build(description):
    """Every Swift module in SwiftPM's build description (a debug.yaml file), by name."""
    modules, name, inputs = {}, None, []
    with open(description) as handle:
        for line in handle:
            header = re.match(r'^  "C\.(.+)-[^-]+-[^-]+-[^-]+-debug\.module":', line)
            if header:
                name, inputs = header.group(1), []
            elif name and line.startswith("    inputs: "):
                inputs = json.loads(line[len("    inputs: "):])
            elif name and line.startswith("    args: "):
                args = json.loads(line[len("    args: "):])
                sources = [path for path in inputs if path.endswith(".swift")]
                flags = frontend_flags(args)
                module = flags[flags.index("-module-name") + 1]
                modules[module] = ModuleBuild(module, sources, flags, inputs)
                name = None
    return modules


def read_json_stream(text):
    """The JSON objects written one after another in `text`."""
    decoder, index, objects = json.JSONDecoder(), 0, []
    while True:
        while index < len(text) and text[index].isspace():
            index += 1
        if index >= len(text):
            return objects
        value, index = decoder.raw_decode(text, index)
        objects.append(value)


def dump_ast(swiftc, module, output):
    """Type-checks `module` with every file primary and writes its JSON AST to `output`;
    returns the compiler's error text, or None when it succeeded."""
    command = [swiftc, "-frontend", "-dump-ast", "-dump-ast-format", "json"] + module.flags
    for source in module.sources:
        command += ["-primary-file", source]
    with open(output, "w") as handle:
        result = subprocess.run(command, stdout=handle, stderr=subprocess.PIPE, text=True)
    return None if result.returncode == 0 else result.stderr


def references(ast_text, declared_types=None):
    """(file, byte offset, "decl" or "type", USR or mangled type) for each reference in the AST;
    a node without a range of its own takes its nearest enclosing one. The USRs of the types the
    module declares are added to `declared_types`."""
    found = set()
    for source in read_json_stream(ast_text):
        filename = source.get("filename")
        stack = [(source, 0)]
        while stack:
            node, offset = stack.pop()
            if isinstance(node, list):
                stack.extend((item, offset) for item in node)
                continue
            if not isinstance(node, dict):
                continue
            span = node.get("range")
            if isinstance(span, dict) and isinstance(span.get("start"), int):
                offset = span["start"]
            if declared_types is not None and node.get("_kind") in TYPE_DECLS and node.get("usr"):
                declared_types.add(node["usr"])
            usr = node.get("decl_usr")
            if usr:
                found.add((filename, offset, "decl", usr))
            if node.get("_kind", "").endswith("_conformance") and node.get("protocol"):
                found.add((filename, offset, "decl", node["protocol"]))
            for key in TYPE_KEYS:
                value = node.get(key)
                if isinstance(value, str) and value.startswith("$s"):
                    found.add((filename, offset, "type", value))
            for key, value in node.items():
                if isinstance(value, (dict, list)):
                    stack.append((value, offset))
    return found
