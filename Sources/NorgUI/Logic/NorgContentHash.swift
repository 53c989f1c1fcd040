import NorgKit

/// A 64-bit FNV-1a hash of what a node shows (its text, not where it sits in the source), from
/// which `NorgOutline` derives the identity of rows that have no link id. Deterministic across
/// runs, unlike `Hasher`, and walks inline content without building strings.
struct NorgContentHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes { add(byte: byte) }
    }

    mutating func add(_ string: String) {
        var string = string
        string.withUTF8 { add($0) }
        add(byte: 0)
    }

    mutating func add(_ number: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { add(byte: UInt8(truncatingIfNeeded: number >> UInt64(shift))) }
    }

    /// The visible text of `inlines` with their markup kinds, by an explicit stack (no recursion).
    mutating func add(_ inlines: [NorgInline]) {
        var stack = Array(inlines.reversed())
        while let inline = stack.popLast() {
            switch inline {
            case .text(let text, _): text.withUTF8 { add($0) }
            case .softBreak: add(byte: 0x20)
            case .escape(let string, _): add(string)
            case .linkModifier: break
            case .styled(let span):
                add(byte: 1)
                add(byte: span.modifier.rawValue.asciiValue ?? 0)
                stack.append(contentsOf: span.children.reversed())
            case .verbatim(let span):
                add(byte: 2)
                add(span.content)
            case .link(let link):
                add(byte: 3)
                add(link.location?.rawText ?? "")
                stack.append(contentsOf: (link.description ?? []).reversed())
            case .linkTarget(let target):
                stack.append(contentsOf: target.children.reversed())
            }
        }
    }

    /// `value` as a short id component.
    var text: String { String(value, radix: 36) }
}
