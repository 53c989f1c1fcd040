import Foundation
import Testing

/// Compares an output with its recorded file, or writes the file when recording.
enum GoldenRecord {
    /// In record mode writes `actual` to `file` (when it differs); otherwise records an issue when
    /// the file is missing or holds other bytes, naming the first differing line.
    static func check(_ actual: [UInt8], against file: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let recorded = FileManager.default.contents(atPath: file.path).map { [UInt8]($0) }
        if GoldenPaths.records {
            guard recorded != actual else { return }
            // Parallel tests may create the same folder at once; the write below fails if it is missing.
            try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual).write(to: file)
            return
        }
        let name = relativeName(file)
        guard let recorded else {
            Issue.record("\(name) is not recorded; run scripts/update-golden", sourceLocation: sourceLocation)
            return
        }
        if let difference = GoldenDifference.first(recorded: recorded, actual: actual) {
            Issue.record("\(name): \(difference)\n(if the change is intended, run scripts/update-golden and commit the files)",
                         sourceLocation: sourceLocation)
        }
    }

    /// `file`'s path relative to the package root, for messages.
    static func relativeName(_ file: URL) -> String {
        let root = GoldenPaths.packageRoot.standardizedFileURL.path + "/"
        let path = file.standardizedFileURL.path
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }
}
