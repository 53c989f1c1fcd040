// modules: NorgKit NorgHighlight NorgEscaping NorgMathML NorgHTML NorgExport NorgLSP NorgCLI
// The site's file handling on hostile bytes: each input line is a path, checked by `RelativePath`
// and written into a site manifest with the true stamp and digest of a file outside the output
// folder (the strongest forgery there is: everything matches but the place). The build's cleaning
// pass then runs on that manifest, and every page the lines name that may be written is written.
// Nothing outside the output folder may change, no path accepted may hold a NUL, an empty, `.` or
// `..` component, and every file written must lie inside the output folder.
import Foundation
@testable import NorgCLI
import NorgKit
#if canImport(Glibc)
import Glibc
#endif

private let root: String = {
    atexit { try? FileManager.default.removeItem(atPath: root) }
    let path = NSTemporaryDirectory() + "norg-fuzz-site-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path + "/s/out", withIntermediateDirectories: true)
    try? FileManager.default.createDirectory(atPath: path + "/v", withIntermediateDirectories: true)
    return path
}()

/// The files outside the output folder, by their path from `root`, with their bytes.
private let outside: [(String, [UInt8])] = [("v/k.txt", Array("keep\n".utf8)), ("s/k.txt", Array("keep too\n".utf8)),
                                            ("k.norg", Array("* keep\n".utf8))]

private func entryLine(_ path: [UInt8], for file: String, bytes: [UInt8]) -> [UInt8] {
    var info = stat()
    guard stat(root + "/" + file, &info) == 0 else { return [] }
    let stamp = FileStamp(info)
    let fields = "\(SHA256.hex(bytes)) \(stamp.identity.device) \(stamp.identity.inode) \(stamp.size) \(stamp.modified) \(stamp.modifiedNanoseconds) "
    return Array(fields.utf8) + SiteManifest.escaped(path) + [0x0A]
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSiteFiles(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    for (file, bytes) in outside where FileManager.default.contents(atPath: root + "/" + file).map(Array.init) != bytes {
        _ = FileManager.default.createFile(atPath: root + "/" + file, contents: Data(bytes))
    }
    let lines = input.split(separator: 0x0A, omittingEmptySubsequences: false).prefix(16).map(Array.init)
    for line in lines {
        guard let path = RelativePath(bytes: line) else { continue }
        precondition(!path.bytes.contains(0) && !path.bytes.starts(with: [0x2F]), "a path with a NUL or a leading / was accepted")
        for component in path.components {
            precondition(!component.isEmpty && !component.elementsEqual([0x2E]) && !component.elementsEqual([0x2E, 0x2E]),
                         "a path with an empty, . or .. component was accepted")
        }
    }
    // Arbitrary bytes as the manifest itself, then the forged entries.
    _ = SiteManifest.read(input)
    var manifest = Array((SiteManifest.header + "\n").utf8)
    // Half the inputs list only the lines `RelativePath` accepts, so the manifest reads and its
    // entries reach the cleaning pass; the other half list every line, hostile ones included.
    let listed = input.first.map { $0 & 1 == 0 } == true ? lines.filter { RelativePath(bytes: $0) != nil } : lines
    for (index, line) in listed.enumerated() {
        let (file, bytes) = outside[index % outside.count]
        manifest += entryLine(line, for: file, bytes: bytes)
    }
    let out = root + "/s/out"
    guard let folder = try? OutputFolder(creating: out) else { return 0 }
    precondition(FileManager.default.createFile(atPath: out + "/" + SiteManifest.fileName, contents: Data(manifest)))
    let pages = lines.map { SiteFile(path: RawPath.string(fromBytes: $0), bytes: Array("page\n".utf8)) }
    if let output = try? SiteOutput(folder: folder, planned: pages.map(\.path), force: true) {
        output.write(pages)
        _ = output.finish()
    }
    for (file, bytes) in outside {
        precondition(FileManager.default.contents(atPath: root + "/" + file).map(Array.init) == bytes, "\(file) outside the site changed")
    }
    // Everything below `s` but `k.txt` must be inside the output folder. Compared as bytes: as a
    // `String`, `out/` followed by a combining mark does not start with `out/`.
    let everything = FileManager.default.enumerator(atPath: root + "/s")?.compactMap { $0 as? String } ?? []
    precondition(everything.allSatisfy { name in
        ["k.txt", "out"].contains { name.utf8.elementsEqual($0.utf8) } || name.utf8.starts(with: "out/".utf8)
    }, "a file was written outside the site")
    precondition((FileManager.default.enumerator(atPath: root + "/v")?.allObjects.count ?? 0) == 1, "a file was written beside v/k.txt")
    precondition(!FileManager.default.fileExists(atPath: root + "/s/out/k.norg"), "a .norg was written")
    try? FileManager.default.removeItem(atPath: out)
    return 0
}
