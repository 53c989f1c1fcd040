// modules: NorgKit
// Any bytes → parse → skeleton, JSON and a full walk of the tree: must never crash, hang or trap,
// and both printers must produce output of the expected shape.
import NorgKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let document = NorgParser.parse(bytes: bytes)
    let skeleton = document.skeleton()
    precondition(skeleton.hasPrefix("(document"), "skeleton must start with the document node")
    let json = document.jsonString()
    precondition(json.hasPrefix("{"), "JSON must be an object")
    precondition(JSONShape.isBalanced(json), "JSON brackets and strings must balance")
    _ = TaskScanner.scan(document)
    _ = LinkIndex(document: document)
    return 0
}

/// A cheap structural check of printed JSON: strings closed, escapes known, no raw control
/// characters, brackets balanced and matched.
enum JSONShape {
    static func isBalanced(_ json: String) -> Bool {
        var stack: [UInt8] = []
        var inString = false
        var escaped = false
        for byte in json.utf8 {
            if inString {
                if escaped {
                    guard "\"\\/bfnrtu".utf8.contains(byte) else { return false }
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                } else if byte < 0x20 {
                    return false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): stack.append(byte)
            case UInt8(ascii: "}"): guard stack.popLast() == UInt8(ascii: "{") else { return false }
            case UInt8(ascii: "]"): guard stack.popLast() == UInt8(ascii: "[") else { return false }
            default: break
            }
        }
        return stack.isEmpty && !inString
    }
}
