/// The JSON form of inline content and links (`NorgDocument.jsonString()`).
enum InlineJSON {
    /// An inline node's members before its children (all of them for a leaf).
    static func head(of node: NorgInline) -> JSONObject {
        var object = JSONObject()
        switch node {
        case let .text(text, range):
            object.add("type", "text")
            object.add("text", text.string)
            object.add("range", DocumentJSON.range(range))
        case .softBreak(let range):
            object.add("type", "softBreak")
            object.add("range", DocumentJSON.range(range))
        case let .escape(text, range):
            object.add("type", "escape")
            object.add("text", text)
            object.add("range", DocumentJSON.range(range))
        case .linkModifier(let range):
            object.add("type", "linkModifier")
            object.add("range", DocumentJSON.range(range))
        case .styled(let span):
            object.add("type", span.modifier.name)
            if span.isFreeForm { object.add("freeForm", true) }
            object.addUnlessEmpty("attributes", span.attributes.map(attribute))
            object.add("range", DocumentJSON.range(span.range))
        case .verbatim(let span):
            object.add("type", span.modifier.name)
            if span.isFreeForm { object.add("freeForm", true) }
            object.addUnlessEmpty("attributes", span.attributes.map(attribute))
            object.add("range", DocumentJSON.range(span.range))
            object.add("content", span.content)
        case .link(let link):
            object.add("type", "link")
            let form = switch link.form {
            case .link: "link"
            case .anchorDeclaration: "anchorDeclaration"
            case .anchorDefinition: "anchorDefinition"
            }
            object.add("form", form)
            object.add("range", DocumentJSON.range(link.range))
            object.add("location", link.location.map(location) ?? .null)
        case .linkTarget(let target):
            object.add("type", "linkTarget")
            object.add("range", DocumentJSON.range(target.range))
        }
        return object
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
        var object = JSONObject()
        object.add("name", attribute.name)
        if let value = attribute.value { object.add("value", value) }
        return object.value
    }

    static func location(_ location: LinkLocation) -> JSONValue {
        var object = JSONObject()
        if let file = location.file { object.add("file", file) }
        object.add("target", target(location.target))
        object.add("raw", location.rawText)
        return object.value
    }

    static func target(_ target: LinkTarget) -> JSONValue {
        var object = JSONObject()
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
        return object.value
    }
}
