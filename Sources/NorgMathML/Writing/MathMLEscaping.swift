import NorgEscaping

/// Escaping for MathML inside HTML, by the HTML writer's rules (`MarkupEscaping`): no character of
/// the TeX can open markup or end an attribute.
enum MathMLEscaping {
    /// Appends `text` escaped for element content (`&`, `<`, `>`) or, with `attribute`, for a
    /// double-quoted attribute value as well (`"`, `'`). Characters HTML forbids (C0 controls but
    /// for white space, DEL, C1 controls, noncharacters) become U+FFFD, and so do bidi embeddings
    /// and isolates in content, which could reorder the text around the formula and have no use in
    /// math.
    static func append(_ text: String, to out: inout String, attribute: Bool = false) {
        // The output moves into the sink and back, so appending to it never copies it.
        var output = Output(text: out)
        out = ""
        var text = text
        text.withUTF8 { MarkupEscaping.append($0, to: &output, in: attribute ? .attribute : .formulaContent) }
        out = output.text
    }

    private struct Output: EscapedOutput {
        var text: String

        /// Appends `bytes`, which `MarkupEscaping` hands over as whole characters of valid UTF-8.
        mutating func appendUTF8(_ bytes: UnsafeBufferPointer<UInt8>) {
            text += String(decoding: bytes, as: UTF8.self)
        }
    }
}
