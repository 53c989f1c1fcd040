/// Where an output first departs from its recorded file, said in a few lines a reader can act on.
enum GoldenDifference {
    /// Longest part of a line shown in a message.
    private static let shownLength = 160

    /// nil when the bytes are equal; otherwise the first differing line (1-based) of both, or
    /// which one ends first.
    static func first(recorded: [UInt8], actual: [UInt8]) -> String? {
        guard recorded != actual else { return nil }
        let old = lines(recorded)
        let new = lines(actual)
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? old[index] : nil
            let after = index < new.count ? new[index] : nil
            guard before != after else { continue }
            return "line \(index + 1) differs\n  recorded: \(shown(before))\n  now:      \(shown(after))"
        }
        // Same lines, different bytes: only possible through the final line ending.
        return "the files differ only in their final line ending"
    }

    /// The lines of `bytes`, split at LF (a CR stays in its line, so CRLF output is compared exactly).
    private static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }

    /// A line for a message, in quotes: decoded (invalid bytes as U+FFFD), control characters
    /// escaped so that an invisible difference is seen, cut at `shownLength` characters.
    private static func shown(_ line: ArraySlice<UInt8>?) -> String {
        guard let line else { return "(no such line: the file ends before it)" }
        var text = ""
        for scalar in String(decoding: line, as: UTF8.self).unicodeScalars {
            if text.unicodeScalars.count >= shownLength {
                text += "…"
                break
            }
            text += scalar.value < 0x20 || scalar.value == 0x7F ? scalar.escaped(asASCII: false) : String(scalar)
        }
        return "\"" + text + "\""
    }
}
