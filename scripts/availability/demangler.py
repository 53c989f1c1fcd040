"""Readable names for USRs and mangled types, from one `swift-demangle` process per batch."""

import subprocess


class Demangler:
    """Demangles in batches and remembers every answer."""

    def __init__(self, tool):
        self.tool = tool
        self.known = {}

    def __call__(self, mangled):
        """The demangled text of each of `mangled`, in order (unchanged when it does not demangle)."""
        missing = sorted({m for m in mangled if m not in self.known})
        if missing:
            # -compact keeps full module-qualified names, which the checks key on.
            output = subprocess.run([self.tool, "-compact"], input="\n".join(missing) + "\n",
                                    capture_output=True, text=True, check=True).stdout.split("\n")
            for name, text in zip(missing, output):
                self.known[name] = text
        return [self.known[m] for m in mangled]
