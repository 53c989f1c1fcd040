extension NorgDocument {
    /// The whole tree as pretty, deterministic JSON: every node's kind and range, inline content,
    /// the parsed metadata and the diagnostics. Empty optional members (extensions, carryovers,
    /// parameters, attributes) are left out.
    public func jsonString() -> String {
        var object = JSONObject()
        object.add("type", "document")
        object.add("lineCount", lineCount)
        object.add("metadata", metadata.map { meta in
            .object { value in
                value.add("range", DocumentJSON.range(meta.range))
                value.add("values", DocumentJSON.metadata(meta.root))
            }
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
        .object { object in
            object.add("start", range.start.description)
            object.add("end", range.end.description)
            object.add("offsets", .array([.int(range.start.offset), .int(range.end.offset)]))
        }
    }

    static func diagnostic(_ diagnostic: NorgDiagnostic) -> JSONValue {
        .object { object in
            object.add("severity", diagnostic.severity.rawValue)
            object.add("message", diagnostic.message)
            object.add("range", range(diagnostic.range))
        }
    }

    static func metadata(_ value: MetadataValue) -> JSONValue {
        switch value {
        case .string(let text): .string(text)
        case .array(let values): .array(values.map(metadata))
        case .object(let pairs): .object(pairs.map { JSONValue.Member(key: $0.key, value: metadata($0.value)) })
        }
    }

    static func strings(_ values: [String]) -> [JSONValue] { values.map(JSONValue.string) }

    /// A block's members before its children (all of them for a block without children): its
    /// `type`, what its kind adds before the `range`, the range, its extensions and carryovers,
    /// then what its kind adds after them.
    static func head(of block: NorgBlock) -> JSONObject {
        var object = JSONObject()
        object.add("type", block.name)
        var extensions: [DetachedModifierExtension] = []
        switch block {
        case .heading(let node):
            object.add("level", node.level)
            extensions = node.extensions
        case .quote(let node):
            object.add("level", node.level)
            extensions = node.extensions
        case .rangeable(let node):
            object.add("ranged", node.isRanged)
            extensions = node.extensions
        case .list(let node): object.add("kind", node.kind.name)
        case .delimiter(let node): object.add("kind", node.kind.name)
        case .verbatimTag(let node): tagName(&object, node.name, node.parameters)
        case .rangedTag(let node): tagName(&object, node.name, node.parameters)
        case .infirmTag(let node): tagName(&object, node.name, node.parameters)
        case .paragraph: break
        }
        object.add("range", range(block.range))
        common(&object, extensions: extensions, carryovers: block.carryovers)
        switch block {
        case .rangeable(let node):
            object.add("title", node.title)
            object.add("titleRange", range(node.titleRange))
        case .verbatimTag(let node):
            object.add("contentRange", range(node.contentRange))
            object.add("content", node.content)
        default:
            break
        }
        return object
    }

    private static func tagName(_ object: inout JSONObject, _ name: String, _ parameters: [String]) {
        object.add("name", name)
        object.addUnlessEmpty("parameters", strings(parameters))
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
        if let suffix = item.suffix.name { object.add("suffix", suffix) }
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
        .object { object in
            object.add("kind", item.kind.name)
            if case .status(let status) = item.kind { object.add("status", status.rawValue) }
            if let parameter = item.parameter { object.add("parameter", parameter) }
            object.add("range", range(item.range))
            object.add("characterRange", range(item.characterRange))
        }
    }

    static func carryover(_ tag: CarryoverTag) -> JSONValue {
        .object { object in
            object.add("strength", tag.strength.name)
            object.add("name", tag.name)
            object.addUnlessEmpty("parameters", strings(tag.parameters))
            object.add("range", range(tag.range))
        }
    }
}
