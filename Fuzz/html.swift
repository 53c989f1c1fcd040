// modules: NorgKit NorgHighlight NorgEscaping NorgMathML NorgHTML
// Any bytes → parse → HTML page and collapsible fragment: the output must be well formed (tags
// balanced, attributes quoted, no raw < or > outside tags) and hold no script: no <script, no on…
// attribute, no javascript:/vbscript:/data: URL in href or src; no C1 control or noncharacter anywhere
// and no bidi control in an id.
import NorgKit
import NorgHTML

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTML(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let document = NorgParser.parse(bytes: bytes)
    let page = HTMLRenderer().render(document)
    precondition(page.hasPrefix("<!DOCTYPE html>"), "a page starts with the doctype")
    check(page)
    check(HTMLRenderer(options: HTMLOptions(format: .fragment, collapsible: true)).render(document))
    return 0
}

private func check(_ html: String) {
    if let problem = HTMLShape.problem(in: html) {
        fatalError("HTML not well formed: \(problem)")
    }
    if let scalar = html.unicodeScalars.first(where: HTMLShape.isDisallowed) {
        fatalError("disallowed character U+\(String(scalar.value, radix: 16, uppercase: true)) in the HTML")
    }
}

/// A cheap HTML checker for the renderer's own output (double-quoted attributes, lowercase names).
enum HTMLShape {
    static let voidElements: Set<String> = ["meta", "img", "hr", "br", "link", "input", "col", "wbr", "source"]

    static func problem(in html: String) -> String? {
        let bytes = Array(html.utf8)
        var stack: [String] = []
        var index = 0
        let doctype = Array("<!DOCTYPE html>".utf8)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") { return "raw > at \(index)" }
            guard byte == UInt8(ascii: "<") else { index += 1; continue }
            if bytes[index...].starts(with: doctype) { index += doctype.count; continue }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                let (tag, end) = name(bytes, from: index + 2)
                guard end < bytes.count, bytes[end] == UInt8(ascii: ">") else { return "bad end tag at \(index)" }
                guard stack.last == tag else { return "</\(tag)> closes <\(stack.last ?? "nothing")> at \(index)" }
                stack.removeLast()
                index = end + 1
                continue
            }
            let (tag, afterName) = name(bytes, from: index + 1)
            guard !tag.isEmpty else { return "stray < at \(index)" }
            if tag == "script" { return "<script at \(index)" }
            var position = afterName
            var selfClosing = false
            while true {
                while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
                guard position < bytes.count else { return "unterminated tag at \(index)" }
                if bytes[position] == UInt8(ascii: ">") { break }
                if bytes[position] == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") {
                    selfClosing = true
                    position += 1
                    break
                }
                let nameStart = position
                while position < bytes.count, !"= >\"'<".utf8.contains(bytes[position]) { position += 1 }
                guard position > nameStart else { return "bad attribute at \(position)" }
                let attribute = String(decoding: bytes[nameStart..<position], as: UTF8.self).lowercased()
                if attribute.hasPrefix("on") { return "event attribute \(attribute) at \(nameStart)" }
                guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { continue }
                position += 1
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return "unquoted value at \(position)" }
                position += 1
                let valueStart = position
                while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                    if bytes[position] == UInt8(ascii: "<") || bytes[position] == UInt8(ascii: ">") {
                        return "raw < or > in attribute at \(position)"
                    }
                    position += 1
                }
                guard position < bytes.count else { return "unterminated value at \(valueStart)" }
                if attribute == "id",
                   String(decoding: bytes[valueStart..<position], as: UTF8.self).unicodeScalars.contains(where: \.properties.isBidiControl) {
                    return "bidi control in id at \(valueStart)"
                }
                if attribute == "href" || attribute == "src" {
                    let value = decoded(Array(bytes[valueStart..<position]))
                    for scheme in ["javascript:", "vbscript:", "data:"] where value.hasPrefix(scheme) {
                        return "\(scheme) URL in \(attribute) at \(valueStart)"
                    }
                }
                position += 1
            }
            index = position + 1
            if tag == "style" {
                let close = Array("</style>".utf8)
                var end = index
                while end < bytes.count, !bytes[end...].starts(with: close) {
                    if bytes[end] == UInt8(ascii: "<") { return "< inside style" }
                    end += 1
                }
                guard end < bytes.count else { return "unclosed style" }
                index = end + close.count
                continue
            }
            if !selfClosing, !voidElements.contains(tag) { stack.append(tag) }
        }
        return stack.isEmpty ? nil : "unclosed \(stack)"
    }

    /// A C1 control or a noncharacter (U+FDD0–U+FDEF, U+xFFFE, U+xFFFF).
    static func isDisallowed(_ scalar: Unicode.Scalar) -> Bool {
        (0x80...0x9F).contains(scalar.value) || (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE
    }

    private static func name(_ bytes: [UInt8], from start: Int) -> (String, Int) {
        var end = start
        while end < bytes.count, (bytes[end] >= 0x61 && bytes[end] <= 0x7A) || (bytes[end] >= 0x30 && bytes[end] <= 0x39) {
            end += 1
        }
        return (String(decoding: bytes[start..<end], as: UTF8.self), end)
    }

    /// A URL as a browser would read it: character references decoded, whitespace and control
    /// characters dropped, lowercased.
    private static func decoded(_ value: [UInt8]) -> String {
        var scalars: [UInt8] = []
        var index = 0
        while index < value.count {
            if value[index] == UInt8(ascii: "&"), let semicolon = value[index...].firstIndex(of: UInt8(ascii: ";")) {
                let entity = String(decoding: value[(index + 1)..<semicolon], as: UTF8.self).lowercased()
                var code: UInt32?
                switch entity {
                case "amp": code = 0x26
                case "lt": code = 0x3C
                case "gt": code = 0x3E
                case "quot": code = 0x22
                case "colon": code = 0x3A
                case "tab", "newline": code = 0x20
                default:
                    if entity.hasPrefix("#x") { code = UInt32(entity.dropFirst(2), radix: 16) }
                    else if entity.hasPrefix("#") { code = UInt32(entity.dropFirst(1)) }
                }
                if let code, code < 0x80 {
                    scalars.append(UInt8(code))
                    index = semicolon + 1
                    continue
                }
            }
            scalars.append(value[index])
            index += 1
        }
        let kept = scalars.filter { $0 > 0x20 && $0 != 0x7F }.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        return String(decoding: kept, as: UTF8.self)
    }
}
