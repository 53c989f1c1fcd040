extension HTMLOutput {
    /// ` name="value"`, the value escaped (`HTMLWriter.attribute` and the site's own pages).
    mutating func appendAttribute(_ name: StaticString, _ value: String) {
        self += " "
        self += name
        self += "=\""
        HTMLEscaping.append(value, to: &self, attribute: true)
        self += "\""
    }

    /// Text content, escaped.
    mutating func appendText(_ text: String) {
        HTMLEscaping.append(text, to: &self)
    }
}
