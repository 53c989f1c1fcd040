extension NorgDocument {
    /// The whole tree as pretty, deterministic JSON: every node's kind and range, inline content,
    /// the parsed metadata and the diagnostics. Empty optional members (extensions, carryovers,
    /// parameters, attributes) are left out.
    public func jsonString() -> String {
        var object = JSONObject()
        object.add("type", "document")
        object.add("lineCount", lineCount)
        object.add("metadata", metadata.map { meta in
            var value = JSONObject()
            value.add("range", DocumentJSON.range(meta.range))
            value.add("values", DocumentJSON.metadata(meta.root))
            return value.value
        } ?? .null)
        object.add("diagnostics", .array(diagnostics.map(DocumentJSON.diagnostic)))
        var writer = JSONTreeWriter()
        walk(&writer)
        object.add("blocks", .array(writer.blocks))
        return object.value.pretty() + "\n"
    }
}

/// The JSON form of each model type (`NorgDocument.jsonString()`).
enum DocumentJSON {
    static func range(_ range: SourceRange) -> JSONValue {
        var object = JSONObject()
        object.add("start", range.start.description)
        object.add("end", range.end.description)
        object.add("offsets", .array([.int(range.start.offset), .int(range.end.offset)]))
        return object.value
    }

    static func diagnostic(_ diagnostic: NorgDiagnostic) -> JSONValue {
        var object = JSONObject()
        object.add("severity", diagnostic.severity.rawValue)
        object.add("message", diagnostic.message)
        object.add("range", range(diagnostic.range))
        return object.value
    }

    static func metadata(_ value: MetadataValue) -> JSONValue {
        switch value {
        case .string(let text): .string(text)
        case .array(let values): .array(values.map(metadata))
        case .object(let pairs): .object(pairs.map { JSONValue.Member(key: $0.key, value: metadata($0.value)) })
        }
    }

    static func strings(_ values: [String]) -> [JSONValue] { values.map(JSONValue.string) }

    /// A block's members before its children (all of them for a block without children).
    static func head(of block: NorgBlock) -> JSONObject {
        var object = JSONObject()
        switch block {
        case .heading(let node):
            object.add("type", "heading")
            object.add("level", node.level)
            object.add("range", range(node.range))
            common(&object, extensions: node.extensions, carryovers: node.carryovers)
        case .paragraph(let node):
            object.add("type", "paragraph")
            object.add("range", range(node.range))
            common(&object, extensions: [DetachedModifierExtension](), carryovers: node.carryovers)
        case .list(let node):
            object.add("type", "list")
            object.add("kind", node.kind == .unordered ? "unordered" : "ordered")
            object.add("range", range(node.range))
            common(&object, extensions: [DetachedModifierExtension](), carryovers: node.carryovers)
        case .quote(let node):
            object.add("type", "quote")
            object.add("level", node.level)
            object.add("range", range(node.range))
            common(&object, extensions: node.extensions, carryovers: node.carryovers)
        case .rangeable(let node):
            object.add("type", node.kind.name)
            object.add("ranged", node.isRanged)
            object.add("range", range(node.range))
            common(&object, extensions: node.extensions, carryovers: node.carryovers)
            object.add("title", node.title)
            object.add("titleRange", range(node.titleRange))
        case .verbatimTag(let node):
            object.add("type", "verbatimTag")
            object.add("name", node.name)
            object.addUnlessEmpty("parameters", strings(node.parameters))
            object.add("range", range(node.range))
            common(&object, extensions: [DetachedModifierExtension](), carryovers: node.carryovers)
            object.add("contentRange", range(node.contentRange))
            object.add("content", node.content)
        case .rangedTag(let node):
            object.add("type", node.kind == .standard ? "rangedTag" : "macroTag")
            object.add("name", node.name)
            object.addUnlessEmpty("parameters", strings(node.parameters))
            object.add("range", range(node.range))
            common(&object, extensions: [DetachedModifierExtension](), carryovers: node.carryovers)
        case .infirmTag(let node):
            object.add("type", "infirmTag")
            object.add("name", node.name)
            object.addUnlessEmpty("parameters", strings(node.parameters))
            object.add("range", range(node.range))
            common(&object, extensions: [DetachedModifierExtension](), carryovers: node.carryovers)
        case .delimiter(let node):
            object.add("type", "delimiter")
            let kind = switch node.kind {
            case .weak: "weak"
            case .strong: "strong"
            case .horizontalRule: "horizontalRule"
            }
            object.add("kind", kind)
            object.add("range", range(node.range))
        }
        return object
    }

    /// Adds a block's children, written, after its `head`: `inlines` (a title, a paragraph's
    /// content), then `blocks` or `items`.
    static func finish(_ object: inout JSONObject, of block: NorgBlock, inlines: [JSONValue], blocks: [JSONValue],
                       items: [JSONValue]) {
        switch block {
        case .heading(let node):
            object.add("title", .array(inlines))
            object.add("titleRange", range(node.titleRange))
            object.add("content", .array(blocks))
        case .paragraph:
            object.add("content", .array(inlines))
        case .list:
            object.add("items", .array(items))
        case .quote, .rangeable, .rangedTag:
            object.add("content", .array(blocks))
        case .verbatimTag, .infirmTag, .delimiter:
            break
        }
    }

    /// A list item's members before its content.
    static func head(of item: ListItem) -> JSONObject {
        var object = JSONObject()
        object.add("type", "listItem")
        object.add("level", item.level)
        switch item.suffix {
        case .none: break
        case .slide: object.add("suffix", "slide")
        case .indentSegment: object.add("suffix", "indentSegment")
        }
        object.add("range", range(item.range))
        common(&object, extensions: item.extensions, carryovers: item.carryovers)
        return object
    }

    private static func common(_ object: inout JSONObject, extensions: some Collection<DetachedModifierExtension>,
                               carryovers: [CarryoverTag]) {
        object.addUnlessEmpty("extensions", extensions.map(self.extension))
        object.addUnlessEmpty("carryovers", carryovers.map(carryover))
    }

    static func `extension`(_ item: DetachedModifierExtension) -> JSONValue {
        var object = JSONObject()
        switch item.kind {
        case .status(let status):
            object.add("kind", "status")
            object.add("status", status.rawValue)
        case .priority: object.add("kind", "priority")
        case .timestamp: object.add("kind", "timestamp")
        case .due: object.add("kind", "due")
        case .start: object.add("kind", "start")
        }
        if let parameter = item.parameter { object.add("parameter", parameter) }
        object.add("range", range(item.range))
        object.add("characterRange", range(item.characterRange))
        return object.value
    }

    static func carryover(_ tag: CarryoverTag) -> JSONValue {
        var object = JSONObject()
        object.add("strength", tag.strength == .strong ? "strong" : "weak")
        object.add("name", tag.name)
        object.addUnlessEmpty("parameters", strings(tag.parameters))
        object.add("range", range(tag.range))
        return object.value
    }
}
