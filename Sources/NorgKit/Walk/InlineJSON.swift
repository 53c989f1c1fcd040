/// The JSON form of inline content and links (`NorgDocument.jsonString()`).
enum InlineJSON {
    /// An inline node's members before its children (all of them for a leaf): its `type`, what
    /// its kind adds before the `range`, the range, then what its kind adds after it.
    static func head(of node: NorgInline) -> JSONObject {
        var object = JSONObject()
        object.add("type", node.name)
        switch node {
        case .text(let text, _): object.add("text", text.string)
        case .escape(let text, _): object.add("text", text)
        case .styled(let span): modifierOptions(&object, span.isFreeForm, span.attributes)
        case .verbatim(let span): modifierOptions(&object, span.isFreeForm, span.attributes)
        case .link(let link):
            object.add("form", link.form.name)
            // An anchor's name: with `[name][description]` the description alone would lose it.
            if let name = link.name { object.add("name", name) }
        case .softBreak, .linkModifier, .linkTarget: break
        }
        object.add("range", DocumentJSON.range(node.range))
        switch node {
        case .verbatim(let span): object.add("content", span.content)
        case .link(let link): object.add("location", link.location.map(location) ?? .null)
        default: break
        }
        return object
    }

    private static func modifierOptions(_ object: inout JSONObject, _ isFreeForm: Bool, _ attributes: [ModifierAttribute]) {
        if isFreeForm { object.add("freeForm", true) }
        object.addUnlessEmpty("attributes", attributes.map(attribute))
    }

    /// Adds a span's children, written, after its `head`.
    static func finish(_ object: inout JSONObject, of node: NorgInline, children: [JSONValue]) {
        switch node {
        case .styled, .linkTarget:
            object.add("children", .array(children))
        case .link(let link):
            if link.description != nil { object.add("description", .array(children)) }
            object.addUnlessEmpty("attributes", link.attributes.map(attribute))
        default:
            break
        }
    }

    static func attribute(_ attribute: ModifierAttribute) -> JSONValue {
        .object { object in
            object.add("name", attribute.name)
            if let value = attribute.value { object.add("value", value) }
        }
    }

    static func location(_ location: LinkLocation) -> JSONValue {
        .object { object in
            if let file = location.file { object.add("file", file) }
            object.add("target", target(location.target))
            object.add("raw", location.rawText)
        }
    }

    static func target(_ target: LinkTarget) -> JSONValue {
        .object { object in
            switch target {
            case .none: object.add("kind", "none")
            case .url(let url): object.add("kind", "url"); object.add("url", url)
            case .lineNumber(let line): object.add("kind", "lineNumber"); object.add("line", line)
            case let .heading(level, title): object.add("kind", "heading"); object.add("level", level); object.add("title", title)
            case .definition(let text): object.add("kind", "definition"); object.add("text", text)
            case .footnote(let text): object.add("kind", "footnote"); object.add("text", text)
            case .tableCell(let text): object.add("kind", "tableCell"); object.add("text", text)
            case .generic(let text): object.add("kind", "generic"); object.add("text", text)
            case .externalFile(let path): object.add("kind", "externalFile"); object.add("path", path)
            case .timestamp(let text): object.add("kind", "timestamp"); object.add("text", text)
            case .wiki(let text): object.add("kind", "wiki"); object.add("text", text)
            case .extendable(let text): object.add("kind", "extendable"); object.add("text", text)
            case .scoped(let parts):
                object.add("kind", "scoped")
                object.add("parts", .array(parts.map(self.target)))
            }
        }
    }
}
