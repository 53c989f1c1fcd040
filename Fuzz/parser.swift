// modules: NorgKit
// Any bytes → parse → skeleton and a full walk of the tree: must never crash, hang or trap.
import NorgKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let document = NorgParser.parse(bytes: bytes)
    let skeleton = document.skeleton()
    precondition(skeleton.hasPrefix("(document"), "skeleton must start with the document node")
    _ = TaskScanner.scan(document)
    _ = LinkIndex(document: document)
    return 0
}
