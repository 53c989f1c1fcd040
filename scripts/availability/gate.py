"""Judges each reference: available on the package's platforms, too late, or not checkable."""

import bisect
import collections
import os
import re

from foundation import FOUNDATION_MODULES, normalize
from symbols import CHECKED_MODULES, show

_DECL_MODULE = re.compile(r"^(?:\(extension in ([A-Za-z_]\w*)\):)?([A-Za-z_]\w*)\.")
_TYPE_NAME = re.compile(r"\b[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+")


class Gate:
    """Collects the late declarations, the unlisted Foundation ones and what could not be checked."""

    def __init__(self, root, index, foundation, demangle, minimum, package_modules, package_types=()):
        self.root = root
        self.index = index
        self.foundation = foundation
        self.demangle = demangle
        self.minimum = minimum
        self.package_modules = set(package_modules)
        # Types the package declares inside Foundation's (AttributeScopes.NorgUIAttributes): a mangled
        # type names them as if they were Foundation's.
        self.package_types = set(package_types)
        self.platforms = list(minimum)
        self.problems = set()
        self.unchecked = collections.Counter()
        self.foundation_used = set()
        self.unchecked_names = collections.Counter()
        self._lines = {}

    def location(self, filename, offset):
        """`file:line` for a byte offset into a source file, relative to the repository."""
        if filename not in self._lines:
            with open(filename, "rb") as handle:
                data = handle.read()
            self._lines[filename] = [i for i, byte in enumerate(data) if byte == 10]
        line = bisect.bisect_left(self._lines[filename], offset) + 1
        return "%s:%d" % (os.path.relpath(filename, self.root), line)

    def judge(self, refs):
        """Checks every (file, offset, kind, value) reference."""
        decls = sorted({value for _, _, kind, value in refs if kind == "decl" and value.startswith("s:")})
        types = sorted({value for _, _, kind, value in refs if kind == "type"})
        names = dict(zip(decls, self.demangle(["$s" + usr[2:] for usr in decls])))
        names.update(zip(types, self.demangle(types)))
        for filename, offset, kind, value in refs:
            if kind == "decl" and not value.startswith("s:"):
                self.unchecked["C declarations (%s)" % value.split("@")[0]] += 1
            elif kind == "decl":
                self._judge_decl(filename, offset, value, names[value])
            else:
                for name in set(_TYPE_NAME.findall(names[value])):
                    self._judge_type(filename, offset, re.sub(r"\.(Type|Protocol)$", "", name))

    def _problem(self, filename, offset, message):
        self.problems.add((self.location(filename, offset), message))

    def _judge_decl(self, filename, offset, usr, text):
        match = _DECL_MODULE.match(text)
        if not match:
            return  # locals, generic parameters and closures: the package's own
        module = match.group(1) or match.group(2)
        if module in self.package_modules:
            return
        if module in FOUNDATION_MODULES:
            self._judge_foundation(filename, offset, normalize(text))
        elif module in CHECKED_MODULES:
            limits = self.index.by_usr.get(usr)
            if limits is None:
                self.unchecked["%s declarations without a symbol graph entry" % module] += 1
                self.unchecked_names[text] += 1
                return
            late = self.index.late(limits, self.minimum, self.platforms)
            if late:
                self._problem(filename, offset, "%s needs %s" % (text, ", ".join(late)))
        else:
            self.unchecked["%s declarations" % module] += 1

    def _judge_type(self, filename, offset, name):
        parts = name.split(".")
        module = parts[0]
        if name in self.package_types:
            return
        if module in FOUNDATION_MODULES:
            self._judge_foundation(filename, offset, normalize(name))
        elif module in CHECKED_MODULES:
            # The type and each type it is nested in.
            for end in range(len(parts), 1, -1):
                prefix = ".".join(parts[:end])
                limits = self.index.by_type.get(prefix)
                late = self.index.late(limits, self.minimum, self.platforms) if limits else []
                if late:
                    self._problem(filename, offset, "type %s needs %s" % (prefix, ", ".join(late)))

    def _judge_foundation(self, filename, offset, name):
        self.foundation_used.add(name)
        limits = self.foundation.limits(name)
        if limits is None:
            self._problem(filename, offset, "%s is Foundation but not in %s" % (
                name, os.path.relpath(self.foundation.path, self.root)))
            return
        late = ["%s %s" % (p, "unavailable" if v == "unavailable" else show(v))
                for p, v in limits.items() if p in self.platforms and (v == "unavailable" or v > self.minimum[p])]
        if late:
            self._problem(filename, offset, "%s needs %s" % (name, ", ".join(late)))
