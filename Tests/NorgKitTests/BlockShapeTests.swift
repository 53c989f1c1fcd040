import Foundation
import Testing
@testable import NorgKit

/// The block structure of a document in the conformance skeleton vocabulary, with inline content
/// left out (`(paragraph)`, `(title)`): what the block parser alone decides.
func blockShape(_ source: String) -> String {
    blockShape(NorgParser.parse(source))
}

func blockShape(_ document: NorgDocument) -> String {
    "(document" + document.blocks.map { " " + shape($0) }.joined() + ")"
}

private func shape(_ block: NorgBlock) -> String {
    var parts: [String]
    switch block {
    case .heading(let node):
        parts = ["heading \(node.level)"] + node.extensions.map(shape) + ["(title)"] + node.content.map(shape)
    case .paragraph:
        parts = ["paragraph"]
    case .list(let node):
        parts = [node.kind == .unordered ? "unordered_list" : "ordered_list"]
        for item in node.items {
            let inner = ["list_item \(item.level)"] + item.extensions.map(shape) + item.content.map(shape)
            parts += item.carryovers.map(shape)
            parts.append("(" + inner.joined(separator: " ") + ")")
        }
    case .quote(let node):
        parts = ["quote \(node.level)"] + node.extensions.map(shape) + node.content.map(shape)
    case .rangeable(let node):
        let name = switch node.kind {
        case .definition: "definition"
        case .footnote: "footnote"
        case .tableCell: "table_cell"
        }
        parts = [name] + node.extensions.map(shape) + ["(title)"] + node.content.map(shape)
    case .verbatimTag(let node):
        parts = ["verbatim_tag \(node.name)"]
    case .rangedTag(let node):
        parts = [(node.kind == .standard ? "ranged_tag " : "macro_tag ") + node.name] + node.content.map(shape)
    case .infirmTag(let node):
        parts = ["infirm_tag \(node.name)"]
    case .delimiter(let node):
        let name = switch node.kind {
        case .weak: "weak_delimiter"
        case .strong: "strong_delimiter"
        case .horizontalRule: "horizontal_rule"
        }
        parts = [name]
    }
    let node = "(" + parts.joined(separator: " ") + ")"
    return (block.carryovers.map(shape) + [node]).joined(separator: " ")
}

private func shape(_ tag: CarryoverTag) -> String {
    "(\(tag.strength == .strong ? "strong" : "weak")_carryover \(tag.name))"
}

private func shape(_ item: DetachedModifierExtension) -> String {
    switch item.kind {
    case .status(let status):
        let name = switch status {
        case .onHold: "on_hold"
        default: status.rawValue
        }
        return "(todo \(name))"
    case .priority: return "(priority)"
    case .timestamp: return "(timestamp)"
    case .due: return "(due)"
    case .start: return "(start)"
    }
}

/// A folder of the shared data beside the project (`$NORG_SHARED`, `../shared` next to the package,
/// or /work/shared), if it exists: it is absent on a fresh clone.
func sharedFolder(_ relative: String) -> String? {
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let roots = [
        ProcessInfo.processInfo.environment["NORG_SHARED"],
        packageRoot.deletingLastPathComponent().appendingPathComponent("shared").path,
        "/work/shared",
    ].compactMap { $0 }
    return roots.map { $0 + "/" + relative }.first { FileManager.default.fileExists(atPath: $0) }
}

/// A conformance skeleton with the inline children of `paragraph` and `title` removed.
func blockPart(ofSkeleton skeleton: String) -> String {
    let characters = Array(skeleton)
    var output = ""
    var index = 0
    while index < characters.count {
        output.append(characters[index])
        if characters[index] == "(" {
            for name in ["paragraph", "title"] {
                let word = Array(name)
                guard index + word.count < characters.count,
                      Array(characters[(index + 1)...(index + word.count)]) == word,
                      characters[index + word.count + 1] == " " || characters[index + word.count + 1] == ")"
                else { continue }
                output += name + ")"
                var depth = 1
                index += word.count + 1
                while index < characters.count && depth > 0 {
                    if characters[index] == "(" { depth += 1 }
                    if characters[index] == ")" { depth -= 1 }
                    index += 1
                }
                index -= 1
                break
            }
        }
        index += 1
    }
    return output
}

@Suite struct BlockShapeHelperTests {
    @Test func blockPartDropsInlineChildren() {
        #expect(blockPart(ofSkeleton: "(document (heading 1 (title (text) (bold (text))) (paragraph (text))))")
            == "(document (heading 1 (title) (paragraph)))")
    }
}
