import Foundation
import NorgHTML
import NorgKit

/// Builders for hand-made documents: each node gets a range on its own line, so ranges differ.
enum Build {
    static func range(_ line: Int, length: Int = 10) -> SourceRange {
        SourceRange(start: SourcePosition(line: line, column: 1, offset: line * 1000),
                    end: SourcePosition(line: line, column: 1 + length, offset: line * 1000 + length))
    }

    static func text(_ string: String, line: Int = 1) -> NorgInline {
        .text(NorgText(string), range: range(line))
    }

    static func paragraph(_ inlines: [NorgInline], line: Int = 1, carryovers: [CarryoverTag] = []) -> NorgBlock {
        .paragraph(Paragraph(content: inlines, range: range(line), carryovers: carryovers))
    }

    static func paragraph(_ string: String, line: Int = 1) -> NorgBlock {
        paragraph([text(string, line: line)], line: line)
    }

    static func heading(_ level: Int, _ title: String, line: Int = 1, content: [NorgBlock] = [],
                        extensions: [DetachedModifierExtension] = []) -> NorgBlock {
        .heading(Heading(level: level, extensions: extensions, title: [text(title, line: line)],
                         titleRange: range(line), content: content, range: range(line)))
    }

    static func item(_ string: String, line: Int, level: Int = 1, nested: [NorgBlock] = [],
                     extensions: [DetachedModifierExtension] = []) -> ListItem {
        ListItem(level: level, extensions: extensions, content: [paragraph(string, line: line)] + nested, range: range(line))
    }

    static func list(_ kind: NorgList.Kind = .unordered, _ items: [ListItem]) -> NorgBlock {
        .list(NorgList(kind: kind, items: items, range: items.first?.range ?? range(1)))
    }

    static func rangeable(_ kind: RangeableItem.Kind, _ title: String, _ body: String, line: Int,
                          extensions: [DetachedModifierExtension] = []) -> NorgBlock {
        .rangeable(RangeableItem(kind: kind, isRanged: false, extensions: extensions, title: title,
                                 titleRange: range(line), content: [paragraph(body, line: line)], range: range(line)))
    }

    static func status(_ status: TaskStatus, line: Int) -> DetachedModifierExtension {
        DetachedModifierExtension(kind: .status(status), parameter: nil, range: range(line), characterRange: range(line))
    }

    static func link(_ target: LinkTarget, raw: String, file: String? = nil, description: String? = nil,
                     line: Int = 1) -> NorgInline {
        .link(InlineLink(location: LinkLocation(file: file, target: target, rawText: raw),
                         description: description.map { [text($0, line: line)] }, range: range(line)))
    }

    static func document(_ blocks: [NorgBlock], metadata: NorgMetadata? = nil) -> NorgDocument {
        NorgDocument(blocks: blocks, metadata: metadata, lineCount: 100)
    }

    /// A fragment without its `id` attributes (ids are pinned by the parsed-link tests), so
    /// expectations show structure only.
    static func render(_ blocks: [NorgBlock], collapsible: Bool = false) -> String {
        withoutIDs(HTMLRenderer(options: HTMLOptions(format: .fragment, collapsible: collapsible)).render(document(blocks)))
    }

    static func withoutIDs(_ html: String) -> String {
        var result = ""
        var rest = Substring(html)
        while let start = rest.range(of: " id=\"") {
            result += rest[..<start.lowerBound]
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: "\"") else { break }
            rest = after[after.index(after: end)...]
        }
        return result + rest
    }
}

/// A small HTML checker: tags balance and nest, void elements stay unclosed, attribute values are
/// quoted, no `<` starts anything but a tag, and `<style>` holds no `</`.
enum WellFormed {
    static let voidElements: Set<String> = ["meta", "img", "hr", "br", "link", "input"]

    /// Nil when well formed, else what is wrong.
    static func problem(in html: String) -> String? {
        let bytes = Array(html.utf8)
        var stack: [String] = []
        var index = 0
        func name(from start: Int) -> (String, Int) {
            var end = start
            while end < bytes.count, (bytes[end] >= 0x61 && bytes[end] <= 0x7A) || (bytes[end] >= 0x30 && bytes[end] <= 0x39) {
                end += 1
            }
            return (String(decoding: bytes[start..<end], as: UTF8.self), end)
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                if bytes[index] == UInt8(ascii: ">") { return "raw > at \(index)" }
                index += 1
                continue
            }
            if html.utf8.dropFirst(index).starts(with: "<!DOCTYPE html>".utf8) {
                index += 15
                continue
            }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                let (tag, end) = name(from: index + 2)
                guard end < bytes.count, bytes[end] == UInt8(ascii: ">") else { return "bad end tag at \(index)" }
                guard stack.last == tag else { return "</\(tag)> closes <\(stack.last ?? "nothing")> at \(index)" }
                stack.removeLast()
                index = end + 1
                continue
            }
            let (tag, afterName) = name(from: index + 1)
            guard !tag.isEmpty else { return "stray < at \(index)" }
            var position = afterName
            // Attributes: name or name="value" with no quote inside.
            while true {
                while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
                guard position < bytes.count else { return "unterminated tag at \(index)" }
                if bytes[position] == UInt8(ascii: ">") { break }
                let nameStart = position
                while position < bytes.count, bytes[position] != UInt8(ascii: "="), bytes[position] != UInt8(ascii: " "),
                      bytes[position] != UInt8(ascii: ">") {
                    let byte = bytes[position]
                    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "<") {
                        return "bad attribute name at \(position)"
                    }
                    position += 1
                }
                guard position > nameStart else { return "empty attribute at \(position)" }
                if position < bytes.count, bytes[position] == UInt8(ascii: "=") {
                    position += 1
                    guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return "unquoted value at \(position)" }
                    position += 1
                    while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                        if bytes[position] == UInt8(ascii: "<") || bytes[position] == UInt8(ascii: ">") {
                            return "unescaped < or > in attribute at \(position)"
                        }
                        position += 1
                    }
                    position += 1
                }
            }
            index = position + 1
            if tag == "style" {
                guard let close = html.utf8.dropFirst(index).firstRange(of: "</style>".utf8) else { return "unclosed style" }
                let body = html.utf8[html.utf8.index(html.utf8.startIndex, offsetBy: index)..<close.lowerBound]
                if body.contains(UInt8(ascii: "<")) { return "< inside style" }
                index = html.utf8.distance(from: html.utf8.startIndex, to: close.upperBound)
                continue
            }
            if !voidElements.contains(tag) { stack.append(tag) }
        }
        return stack.isEmpty ? nil : "unclosed \(stack)"
    }

    /// The names of every attribute of every start tag (outside `<style>`).
    static func attributeNames(in html: String) -> Set<String> {
        var names: Set<String> = []
        var inTag = false
        var inValue = false
        var name = ""
        var readingName = false
        for character in html {
            if inValue {
                if character == "\"" { inValue = false }
                continue
            }
            if !inTag {
                if character == "<" { inTag = true; readingName = false; name = "" }
                continue
            }
            switch character {
            case ">":
                if readingName, !name.isEmpty { names.insert(name) }
                inTag = false
                readingName = false
            case " ":
                if readingName, !name.isEmpty { names.insert(name) }
                readingName = true
                name = ""
            case "=":
                if readingName, !name.isEmpty { names.insert(name) }
                readingName = false
            case "\"":
                inValue = true
            default:
                if readingName { name.append(character) }
            }
        }
        return names
    }

    /// `#id` hrefs whose id no element carries.
    static func danglingFragments(in html: String) -> [String] {
        let ids = Set(values(of: "id", in: html))
        return values(of: "href", in: html).filter { $0.hasPrefix("#") && !ids.contains(String($0.dropFirst())) }
    }

    static func values(of attribute: String, in html: String) -> [String] {
        var values: [String] = []
        var rest = Substring(html)
        let marker = " \(attribute)=\""
        while let start = rest.range(of: marker) {
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: "\"") else { break }
            values.append(String(after[..<end]))
            rest = after[end...]
        }
        return values
    }
}
