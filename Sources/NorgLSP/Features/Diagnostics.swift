import NorgHTML
import NorgKit

/// `textDocument/publishDiagnostics` for every open document after each change: the parser's
/// diagnostics, dates of tasks not understood, tasks in the pre-1.0 form, and the site's link
/// problems in the words of `norg render`'s report. A change to one file can break or mend links
/// in another: the store says which documents a change touches, those of them that are open are
/// checked again (every open one when nil), and a list is sent only when it changed.
extension LanguageServer {
    func publishDiagnostics(for uris: Set<String>? = nil) {
        for uri in store.openURIs where uris?.contains(uri) ?? true {
            guard let snapshot = store.snapshot(for: uri), let document = snapshot.document(uri: uri) else { continue }
            let diagnostics = JSONValue.array(Self.diagnostics(of: document, in: snapshot, encoding))
            guard published[uri] != diagnostics else { continue }
            published[uri] = diagnostics
            notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": diagnostics])
        }
    }

    /// LSP severities: the parser's findings are warnings (the document still reads), a link
    /// that works but is ambiguous is information.
    private enum Severity: Int {
        case error = 1, warning = 2, information = 3
    }

    static func diagnostics(of document: SiteSnapshot.Document, in snapshot: SiteSnapshot,
                            _ encoding: PositionEncoding) -> [JSONValue] {
        let text = document.text
        var found: [(offset: Int, json: JSONValue)] = []
        func add(_ offsets: Range<Int>, _ message: String, _ severity: Severity) {
            found.append((offsets.lowerBound, [
                "range": text.range(offsets, encoding).json,
                "severity": .int(severity.rawValue),
                "source": "norg",
                "message": .string(message),
            ]))
        }
        let links = snapshot.site.linkIndex(of: document.key)?.siteLinks ?? []
        // The site judges every link that has a location (a `{? title}` another note answers is
        // no problem); the parser's verdict on those, made for the document alone, is left out.
        let judgedBySite = Set(links.filter { $0.location != nil }.map(\.range))
        for diagnostic in document.tree.diagnostics where !judgedBySite.contains(diagnostic.range) {
            add(diagnostic.range.offsets, diagnostic.message, .warning)
        }
        let tasks = TaskScanner.scan(document.tree)
        for diagnostic in TaskScanner.timestampDiagnostics(tasks) {
            let line = diagnostic.range.start.line - 1
            add(diagnostic.range.start.offset..<text.lineContentEnd(line), diagnostic.message, .warning)
        }
        for marker in LegacyTasks.find(in: text.bytes, document: document.tree) {
            let offsets = marker.bracketOffset..<min(marker.bracketOffset + 3, text.bytes.count)
            let written = String(decoding: text.bytes[offsets], as: UTF8.self)
            add(offsets, "a task in the pre-1.0 form \(written); Norg 1.0 writes (\(marker.status.character))"
                    + " (`norg upgrade-tasks` rewrites it)", .warning)
        }
        let linkStarts = Dictionary(links.map { ($0.range.start.offset, $0.range.offsets) }, uniquingKeysWith: { first, _ in first })
        for problem in snapshot.problems(of: document.key) {
            let line = max(problem.line - 1, 0)
            let offsets = linkStarts[problem.offset] ?? problem.offset..<max(problem.offset, text.lineContentEnd(line))
            add(offsets, problem.message, problem.isBroken ? .warning : .information)
        }
        return found.sorted { $0.offset < $1.offset }.map(\.json)
    }
}
