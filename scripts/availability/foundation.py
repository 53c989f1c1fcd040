"""Foundation's availability on Apple platforms, as the repository records it.

Linux's Foundation (swift-foundation and swift-corelibs-foundation) carries no real Apple
availability, so each Foundation declaration the package uses is listed in foundation.tsv with the
iOS, macOS and visionOS versions that introduced it, taken from Apple's documentation or Apple's
iOS 18 SDK interface. A Foundation reference missing from the list fails the gate: it must be looked
up and recorded before it is used.
"""

import re

FOUNDATION_MODULES = {"Foundation", "FoundationEssentials", "FoundationInternationalization",
                      "FoundationNetworking", "FoundationXML", "_FoundationCShims"}
_MODULE_NAMES = re.compile(r"\b(?:FoundationEssentials|FoundationInternationalization)\b")


def normalize(name):
    """`name` as Apple's Foundation spells it: Linux splits Foundation into FoundationEssentials and
    FoundationInternationalization, which Apple's SDK ships as one Foundation module."""
    return _MODULE_NAMES.sub("Foundation", name)


class FoundationList:
    """The declarations of foundation.tsv: name -> ({platform: version tuple}, source)."""

    def __init__(self, path, parse_version):
        self.path = path
        self.entries = {}
        with open(path) as handle:
            for number, line in enumerate(handle, 1):
                if not line.strip() or line.startswith("#"):
                    continue
                fields = line.rstrip("\n").split("\t")
                if len(fields) != 5:
                    raise ValueError("%s:%d: expected 5 tab-separated fields" % (path, number))
                name, ios, macos, vision, source = fields
                # "-" marks a declaration Apple does not ship on that platform (Process on iOS).
                versions = {platform: "unavailable" if value == "-" else parse_version(value)
                            for platform, value in (("iOS", ios), ("macOS", macos), ("visionOS", vision))}
                self.entries[name] = (versions, source)

    def limits(self, name):
        """The recorded versions of `name` (already normalized), or None when it is not listed."""
        entry = self.entries.get(name)
        return entry[0] if entry else None
