"""Apple availability of the toolchain's standard-library modules, read from their symbol graphs.

The toolchain's standard library, _Concurrency, Synchronization, Observation, _StringProcessing,
RegexBuilder and Dispatch carry Apple's real `@available` attributes, so `swift-symbolgraph-extract`
gives each public declaration its iOS, macOS and visionOS introduction. Foundation's symbol graph is
not used: the open-source build does not carry Apple's availability (see foundation.py).
"""

import hashlib
import json
import os
import subprocess

# Modules whose symbol graphs carry Apple's availability.
CHECKED_MODULES = ["Swift", "_Concurrency", "Synchronization", "Observation", "_StringProcessing",
                   "RegexBuilder", "Dispatch"]
PLATFORMS = ["iOS", "macOS", "visionOS"]
TYPE_KINDS = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.actor"}


def parse_version(value):
    """A version as a tuple of ints: "26.0" or {"major": 26, "minor": 0} -> (26, 0, 0)."""
    if isinstance(value, dict):
        return (value.get("major", 0), value.get("minor", 0), value.get("patch", 0))
    parts = [int(p) for p in str(value).split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def show(version):
    """A version tuple as Apple writes it: (26, 0, 0) -> "26.0"."""
    text = "%d.%d" % version[:2]
    return text + (".%d" % version[2] if version[2] else "")


def vision_from_ios(ios):
    """The visionOS release a declaration introduced in `ios` has when it names no visionOS version:
    Swift infers visionOS from iOS (iOS 17 and earlier -> visionOS 1.0, iOS 18.x -> visionOS 2.x,
    iOS 26 and later share the number)."""
    if ios[0] >= 26:
        return ios
    if ios[0] >= 18:
        return (ios[0] - 16, ios[1], ios[2])
    return (1, 0, 0)


def availability(entries):
    """{platform: introduced tuple or "unavailable"} from a symbol graph's availability list;
    a platform missing from the result has no limit."""
    result = {}
    for entry in entries or []:
        domain = entry.get("domain")
        if domain == "*" and entry.get("isUnconditionallyUnavailable"):
            return {platform: "unavailable" for platform in PLATFORMS}
        if domain not in PLATFORMS:
            continue
        if entry.get("isUnconditionallyUnavailable") or "obsoleted" in entry:
            result[domain] = "unavailable"
        elif "introduced" in entry:
            result[domain] = parse_version(entry["introduced"])
    if "visionOS" not in result and isinstance(result.get("iOS"), tuple):
        result["visionOS"] = vision_from_ios(result["iOS"])
    return result


class SymbolIndex:
    """USR -> availability, and type name -> availability, for the checked modules; built once
    per toolchain and cached as JSON under `cache_dir`."""

    def __init__(self, swift_bin, cache_dir, demangle):
        self.swift_bin = swift_bin
        self.demangle = demangle
        version = subprocess.run([os.path.join(swift_bin, "swiftc"), "--version"],
                                 capture_output=True, text=True).stdout
        key = hashlib.sha256(version.encode()).hexdigest()[:12]
        self.cache_dir = os.path.join(cache_dir, "symbols-" + key)
        index_path = os.path.join(self.cache_dir, "index.json")
        if not os.path.exists(index_path):
            self._build(index_path)
        with open(index_path) as handle:
            data = json.load(handle)
        self.by_usr = {usr: self._decode(value) for usr, value in data["usrs"].items()}
        self.by_type = {name: self._decode(value) for name, value in data["types"].items()}

    @staticmethod
    def _decode(value):
        return {p: (v if v == "unavailable" else tuple(v)) for p, v in value.items()}

    def _build(self, index_path):
        graphs = os.path.join(self.cache_dir, "graphs")
        os.makedirs(graphs, exist_ok=True)
        extract = os.path.join(self.swift_bin, "swift-symbolgraph-extract")
        for module in CHECKED_MODULES:
            subprocess.run([extract, "-module-name", module, "-target", "x86_64-unknown-linux-gnu",
                            "-output-dir", graphs, "-minimum-access-level", "public"],
                           check=True, capture_output=True)
        usrs, type_usrs = {}, []
        for name in sorted(os.listdir(graphs)):
            with open(os.path.join(graphs, name)) as handle:
                graph = json.load(handle)
            for symbol in graph["symbols"]:
                usr = symbol["identifier"]["precise"]
                usrs[usr] = availability(symbol.get("availability"))
                if symbol["kind"]["identifier"] in TYPE_KINDS:
                    type_usrs.append(usr)
        names = self.demangle(["$s" + usr[2:] for usr in type_usrs])
        types = {names[i]: usrs[usr] for i, usr in enumerate(type_usrs)}
        with open(index_path, "w") as handle:
            json.dump({"usrs": usrs, "types": types}, handle)

    def late(self, limits, minimum, platforms=PLATFORMS):
        """The `platforms` on which `limits` (an availability dict) is later than `minimum`
        ({platform: tuple}), as "iOS 26.0" strings; empty when available everywhere needed."""
        problems = []
        for platform in platforms:
            value = limits.get(platform)
            if value == "unavailable":
                problems.append(platform + " unavailable")
            elif value is not None and value > minimum[platform]:
                problems.append("%s %s" % (platform, show(value)))
        return problems
