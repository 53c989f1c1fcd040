import NorgKit

/// `textDocument/codeAction` on a task: with the cursor on a task, set each other status, the
/// toggle (what a tap does), the toggle with the enclosing tasks following their children, and
/// bringing the enclosing tasks up to date — each computed by NorgKit's write-back
/// (`TaskWriter`, the rules of `norg set-status` and `--update-parents`) on the document's
/// current text and returned as a `WorkspaceEdit` of the status characters it changed. On a
/// pre-1.0 task (`- [x]`), its upgrade, and the upgrade of every one in the document (the
/// rewrite of `norg upgrade-tasks`). A write-back that refuses (a recurring task with a date,
/// source it cannot verify) offers nothing.
extension LanguageServer {
    func codeActions(_ params: JSONValue) throws(RPCError) -> JSONValue {
        var query = try query(params, needsPosition: false)
        guard let start = LSPPosition(params["range"]?["start"]) else { throw .invalidParams("no range") }
        query.offset = query.text.offset(of: start, encoding)
        let only = params["context"]?["only"]?.array?.compactMap(\.string)
        var actions: [JSONValue] = []
        func offer(_ title: String, _ kind: String, preferred: Bool = false,
                   _ edit: ([UInt8]) throws(TaskWriteError) -> [UInt8]) {
            // `only` asks for some kinds: `refactor` covers `refactor.rewrite`.
            if let only, !only.contains(where: { kind == $0 || kind.hasPrefix($0 + ".") }) { return }
            let bytes = query.text.bytes
            guard let updated = try? edit(bytes), updated != bytes else { return }
            let changes = SiteEdit.differences(bytes, updated, in: query.document.key)
            var action: [String: JSONValue] = ["title": .string(title), "kind": .string(kind),
                                               "edit": changes.json(in: query.snapshot, encoding)]
            if preferred { action["isPreferred"] = true }
            actions.append(.object(action))
        }
        if let task = Self.task(at: query) {
            let line = task.line
            offer("Toggle task: \(task.status.englishName) → \(task.status.toggled.englishName)", "refactor.rewrite",
                  preferred: true, TaskWriter.statusEdit(nil, line: line, expecting: task.status, lineText: nil,
                                                         updatingParents: false))
            offer("Toggle task and update its parents", "refactor.rewrite",
                  TaskWriter.statusEdit(nil, line: line, expecting: task.status, lineText: nil, updatingParents: true))
            for status in TaskStatus.allCases where status != task.status {
                offer("Mark task \(status.englishName) (\(status.character))", "refactor.rewrite",
                      TaskWriter.statusEdit(status, line: line, expecting: task.status, lineText: nil, updatingParents: false))
            }
            offer("Update the parents of this task from their children", "refactor.rewrite") { bytes throws(TaskWriteError) in
                try TaskWriter.updatingParents(ofLine: line, in: bytes)
            }
        }
        let markers = LegacyTasks.find(in: query.text.bytes, document: query.document.tree)
        let line = query.text.position(ofOffset: query.offset, .utf8).line + 1
        if let marker = markers.first(where: { $0.line == line }) {
            offer("Upgrade this pre-1.0 task to Norg 1.0", "quickfix", preferred: true) { bytes throws(TaskWriteError) in
                // The whole document's upgrade, verified by NorgKit; of it, this task's three bytes.
                var one = bytes
                let upgraded = try LegacyTasks.upgraded(bytes).bytes
                one.replaceSubrange(marker.bracketOffset..<(marker.bracketOffset + 3),
                                    with: upgraded[marker.bracketOffset..<(marker.bracketOffset + 3)])
                return one
            }
        }
        if !markers.isEmpty {
            offer("Upgrade every pre-1.0 task of this document", "source.upgradeTasks") { bytes throws(TaskWriteError) in
                try LegacyTasks.upgraded(bytes).bytes
            }
        }
        return .array(actions)
    }

    /// The innermost task whose lines hold the query's offset.
    private static func task(at query: DocumentQuery) -> NorgTask? {
        let line = query.text.position(ofOffset: query.offset, .utf8).line + 1
        return TaskScanner.scan(query.document.tree).last { task in
            task.line == line || task.range.offsets.contains(query.offset)
        }
    }
}
